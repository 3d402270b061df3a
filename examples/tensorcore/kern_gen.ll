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
  %.159 = sdiv i32 %.10, 64, !dbg !8
  %.15.sext = sext i32 %.159 to i64, !dbg !8
  %t141 = lshr i64 %.15.sext, 63, !dbg !9
  %t16 = add nsw i64 %t141, %.15.sext, !dbg !9
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
  %t32 = shl nsw i64 %t10, 1, !dbg !17
  %.38 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !18
  %.39 = getelementptr inbounds i8, ptr addrspace(4) %.38, i64 4, !dbg !18
  %.40 = load i16, ptr addrspace(4) %.39, align 4, !dbg !18, !invariant.load !6
  %t34 = zext i16 %.40 to i64
  %t35 = shl nuw nsw i64 %t34, 1, !dbg !19
  %t3710 = icmp slt i32 %.10, 512, !dbg !20
  br i1 %t3710, label %b2, label %b3, !dbg !20

b2:                                               ; preds = %entry, %b2
  %t3611 = phi i64 [ %t65, %b2 ], [ %t32, %entry ]
  %t38 = ashr i64 %t3611, 63, !dbg !21
  %t39 = and i64 %t38, 15, !dbg !21
  %t40 = add nsw i64 %t39, %t3611, !dbg !21
  %t41 = ashr i64 %t40, 4, !dbg !21
  %t42 = add nsw i64 %t41, %t24, !dbg !22
  %t43 = mul i64 %t42, %a11, !dbg !23
  %t44 = and i64 %t40, -16, !dbg !24
  %t45 = sub i64 %t3611, %t44, !dbg !24
  %t46 = add i64 %t45, %t43, !dbg !25
  %t47 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t46, !dbg !26
  %.43 = load i32, ptr addrspace(1) %t47, align 4, !dbg !26, !amdgpu.noclobber !6
  %1 = trunc i64 %t3611 to i32, !dbg !27
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !27
  store i32 %.43, ptr addrspace(3) %t50, align 4, !dbg !27
  %t52 = and i64 %t38, 63, !dbg !28
  %t53 = add nsw i64 %t52, %t3611, !dbg !28
  %t54 = ashr i64 %t53, 6, !dbg !28
  %t55 = mul i64 %t54, %a10, !dbg !29
  %t57 = and i64 %t53, -64, !dbg !30
  %t56 = add i64 %t3611, %t27, !dbg !31
  %t58 = sub i64 %t56, %t57, !dbg !30
  %t59 = add i64 %t58, %t55, !dbg !32
  %t60 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t59, !dbg !33
  %.45 = load i32, ptr addrspace(1) %t60, align 4, !dbg !33, !amdgpu.noclobber !6
  %t63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !34
  store i32 %.45, ptr addrspace(3) %t63, align 4, !dbg !34
  %t65 = add i64 %t3611, %t35, !dbg !35
  %t37 = icmp slt i64 %t65, 1024, !dbg !20
  br i1 %t37, label %b2, label %b3, !dbg !20

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  fence syncscope("workgroup") acquire, !dbg !36
  %isneg = icmp slt i64 %a11, 0, !dbg !37
  %t67 = select i1 %isneg, i64 15, i64 0, !dbg !37
  %t68 = add i64 %t67, %a11, !dbg !37
  %t69 = ashr i64 %t68, 4, !dbg !37
  %t70 = icmp sgt i64 %t68, 15, !dbg !37
  br i1 %t70, label %b4.preheader, label %b9, !dbg !37

b4.preheader:                                     ; preds = %b3
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !38
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
  %smax = tail call i64 @llvm.smax.i64(i64 %t69, i64 1), !dbg !39
  br label %b4, !dbg !39

b4:                                               ; preds = %b4.preheader, %b8
  %t75 = phi { [8 x float] } [ %.227, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t76 = phi { [8 x float] } [ %.254, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t77 = phi { [8 x float] } [ %.281, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t78 = phi { [8 x float] } [ %.308, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t79 = phi i64 [ %t85, %b8 ], [ 0, %b4.preheader ]
  %t84 = and i64 %t79, 1, !dbg !40
  %t85 = add nuw nsw i64 %t79, 1, !dbg !41
  %t86 = icmp slt i64 %t85, %t69, !dbg !39
  br i1 %t86, label %b5, label %b8, !dbg !39

b5:                                               ; preds = %b4
  %t87 = shl i64 %t85, 4, !dbg !42
  %12 = trunc i64 %t84 to i32, !dbg !43
  %t88.tr = shl nuw nsw i32 %12, 10, !dbg !43
  %13 = xor i32 %t88.tr, 1024, !dbg !43
  %t91 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %13, !dbg !43
  %t94 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %13, !dbg !44
  br i1 %t3710, label %b7, label %b8, !dbg !20

b7:                                               ; preds = %b5, %b7
  %t9513 = phi i64 [ %t126, %b7 ], [ %t32, %b5 ]
  %t97 = ashr i64 %t9513, 63, !dbg !21
  %t98 = and i64 %t97, 15, !dbg !21
  %t99 = add nsw i64 %t98, %t9513, !dbg !21
  %t100 = ashr i64 %t99, 4, !dbg !21
  %t101 = add nsw i64 %t100, %t24, !dbg !22
  %t102 = mul i64 %t101, %a11, !dbg !23
  %t104 = and i64 %t99, -16, !dbg !24
  %t103 = add i64 %t9513, %t87, !dbg !45
  %t105 = sub i64 %t103, %t104, !dbg !24
  %t106 = add i64 %t105, %t102, !dbg !25
  %t107 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t106, !dbg !26
  %.48 = load i32, ptr addrspace(1) %t107, align 4, !dbg !26, !amdgpu.noclobber !6
  %14 = trunc i64 %t9513 to i32, !dbg !27
  %t110 = getelementptr inbounds i16, ptr addrspace(3) %t91, i32 %14, !dbg !27
  store i32 %.48, ptr addrspace(3) %t110, align 4, !dbg !27
  %t112 = and i64 %t97, 63, !dbg !28
  %t113 = add nsw i64 %t112, %t9513, !dbg !28
  %t114 = ashr i64 %t113, 6, !dbg !28
  %t115 = add i64 %t114, %t87, !dbg !46
  %t116 = mul i64 %t115, %a10, !dbg !29
  %t118 = and i64 %t113, -64, !dbg !30
  %t117 = add i64 %t9513, %t27, !dbg !31
  %t119 = sub i64 %t117, %t118, !dbg !30
  %t120 = add i64 %t119, %t116, !dbg !32
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t120, !dbg !33
  %.50 = load i32, ptr addrspace(1) %t121, align 4, !dbg !33, !amdgpu.noclobber !6
  %t124 = getelementptr inbounds i16, ptr addrspace(3) %t94, i32 %14, !dbg !34
  store i32 %.50, ptr addrspace(3) %t124, align 4, !dbg !34
  %t126 = add i64 %t9513, %t35, !dbg !35
  %t96 = icmp slt i64 %t126, 1024, !dbg !20
  br i1 %t96, label %b7, label %b8, !dbg !20

b8:                                               ; preds = %b7, %b5, %b4
  %t84.tr = trunc i64 %t84 to i32, !dbg !47
  %15 = shl nuw nsw i32 %t84.tr, 10, !dbg !47
  %t129 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %15, !dbg !47
  %t132 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %15, !dbg !48
  %t133 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %4, !dbg !49
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t133, i32 %.59, !dbg !49
  %.6714 = load <4 x half>, ptr addrspace(3) %.60, align 8, !dbg !49
  %t135 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %6, !dbg !50
  %.102 = getelementptr inbounds i16, ptr addrspace(3) %t135, i32 %.59, !dbg !50
  %.10915 = load <4 x half>, ptr addrspace(3) %.102, align 8, !dbg !50
  %t137 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %7, !dbg !51
  %.144 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %.143, !dbg !51
  %.145 = load i16, ptr addrspace(3) %.144, align 2, !dbg !51
  %.146 = zext i16 %.145 to i32, !dbg !51
  %.149 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %8, !dbg !51
  %.150 = load i16, ptr addrspace(3) %.149, align 2, !dbg !51
  %.151 = zext i16 %.150 to i32, !dbg !51
  %.152 = shl nuw i32 %.151, 16, !dbg !51
  %.153 = or i32 %.152, %.146, !dbg !51
  %.156 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %9, !dbg !51
  %.157 = load i16, ptr addrspace(3) %.156, align 2, !dbg !51
  %.158 = zext i16 %.157 to i32, !dbg !51
  %.161 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %10, !dbg !51
  %.162 = load i16, ptr addrspace(3) %.161, align 2, !dbg !51
  %.163 = zext i16 %.162 to i32, !dbg !51
  %.164 = shl nuw i32 %.163, 16, !dbg !51
  %.165 = or i32 %.164, %.158, !dbg !51
  %t139 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %11, !dbg !52
  %.177 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %.143, !dbg !52
  %.178 = load i16, ptr addrspace(3) %.177, align 2, !dbg !52
  %.179 = zext i16 %.178 to i32, !dbg !52
  %.182 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %8, !dbg !52
  %.183 = load i16, ptr addrspace(3) %.182, align 2, !dbg !52
  %.184 = zext i16 %.183 to i32, !dbg !52
  %.185 = shl nuw i32 %.184, 16, !dbg !52
  %.186 = or i32 %.185, %.179, !dbg !52
  %.189 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %9, !dbg !52
  %.190 = load i16, ptr addrspace(3) %.189, align 2, !dbg !52
  %.191 = zext i16 %.190 to i32, !dbg !52
  %.194 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %10, !dbg !52
  %.195 = load i16, ptr addrspace(3) %.194, align 2, !dbg !52
  %.196 = zext i16 %.195 to i32, !dbg !52
  %.197 = shl nuw i32 %.196, 16, !dbg !52
  %.198 = or i32 %.197, %.191, !dbg !52
  %.201 = extractvalue { [8 x float] } %t75, 0, 0, !dbg !53
  %.202 = insertelement <4 x float> poison, float %.201, i64 0, !dbg !53
  %.203 = extractvalue { [8 x float] } %t75, 0, 1, !dbg !53
  %.204 = insertelement <4 x float> %.202, float %.203, i64 1, !dbg !53
  %.205 = extractvalue { [8 x float] } %t75, 0, 2, !dbg !53
  %.206 = insertelement <4 x float> %.204, float %.205, i64 2, !dbg !53
  %.207 = extractvalue { [8 x float] } %t75, 0, 3, !dbg !53
  %.208 = insertelement <4 x float> %.206, float %.207, i64 3, !dbg !53
  %.215 = insertelement <2 x i32> poison, i32 %.153, i64 0, !dbg !53
  %.217 = insertelement <2 x i32> %.215, i32 %.165, i64 1, !dbg !53
  %.218 = bitcast <2 x i32> %.217 to <4 x half>, !dbg !53
  %.219 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.6714, <4 x half> %.218, <4 x float> %.208, i32 0, i32 0, i32 0), !dbg !53
  %.220 = extractelement <4 x float> %.219, i64 0, !dbg !53
  %.221 = extractelement <4 x float> %.219, i64 1, !dbg !53
  %.222 = extractelement <4 x float> %.219, i64 2, !dbg !53
  %.223 = extractelement <4 x float> %.219, i64 3, !dbg !53
  %.224 = insertvalue { [8 x float] } zeroinitializer, float %.220, 0, 0, !dbg !53
  %.225 = insertvalue { [8 x float] } %.224, float %.221, 0, 1, !dbg !53
  %.226 = insertvalue { [8 x float] } %.225, float %.222, 0, 2, !dbg !53
  %.227 = insertvalue { [8 x float] } %.226, float %.223, 0, 3, !dbg !53
  %.228 = extractvalue { [8 x float] } %t76, 0, 0, !dbg !54
  %.229 = insertelement <4 x float> poison, float %.228, i64 0, !dbg !54
  %.230 = extractvalue { [8 x float] } %t76, 0, 1, !dbg !54
  %.231 = insertelement <4 x float> %.229, float %.230, i64 1, !dbg !54
  %.232 = extractvalue { [8 x float] } %t76, 0, 2, !dbg !54
  %.233 = insertelement <4 x float> %.231, float %.232, i64 2, !dbg !54
  %.234 = extractvalue { [8 x float] } %t76, 0, 3, !dbg !54
  %.235 = insertelement <4 x float> %.233, float %.234, i64 3, !dbg !54
  %.242 = insertelement <2 x i32> poison, i32 %.186, i64 0, !dbg !54
  %.244 = insertelement <2 x i32> %.242, i32 %.198, i64 1, !dbg !54
  %.245 = bitcast <2 x i32> %.244 to <4 x half>, !dbg !54
  %.246 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.6714, <4 x half> %.245, <4 x float> %.235, i32 0, i32 0, i32 0), !dbg !54
  %.247 = extractelement <4 x float> %.246, i64 0, !dbg !54
  %.248 = extractelement <4 x float> %.246, i64 1, !dbg !54
  %.249 = extractelement <4 x float> %.246, i64 2, !dbg !54
  %.250 = extractelement <4 x float> %.246, i64 3, !dbg !54
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.247, 0, 0, !dbg !54
  %.252 = insertvalue { [8 x float] } %.251, float %.248, 0, 1, !dbg !54
  %.253 = insertvalue { [8 x float] } %.252, float %.249, 0, 2, !dbg !54
  %.254 = insertvalue { [8 x float] } %.253, float %.250, 0, 3, !dbg !54
  %.255 = extractvalue { [8 x float] } %t77, 0, 0, !dbg !55
  %.256 = insertelement <4 x float> poison, float %.255, i64 0, !dbg !55
  %.257 = extractvalue { [8 x float] } %t77, 0, 1, !dbg !55
  %.258 = insertelement <4 x float> %.256, float %.257, i64 1, !dbg !55
  %.259 = extractvalue { [8 x float] } %t77, 0, 2, !dbg !55
  %.260 = insertelement <4 x float> %.258, float %.259, i64 2, !dbg !55
  %.261 = extractvalue { [8 x float] } %t77, 0, 3, !dbg !55
  %.262 = insertelement <4 x float> %.260, float %.261, i64 3, !dbg !55
  %.273 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.10915, <4 x half> %.218, <4 x float> %.262, i32 0, i32 0, i32 0), !dbg !55
  %.274 = extractelement <4 x float> %.273, i64 0, !dbg !55
  %.275 = extractelement <4 x float> %.273, i64 1, !dbg !55
  %.276 = extractelement <4 x float> %.273, i64 2, !dbg !55
  %.277 = extractelement <4 x float> %.273, i64 3, !dbg !55
  %.278 = insertvalue { [8 x float] } zeroinitializer, float %.274, 0, 0, !dbg !55
  %.279 = insertvalue { [8 x float] } %.278, float %.275, 0, 1, !dbg !55
  %.280 = insertvalue { [8 x float] } %.279, float %.276, 0, 2, !dbg !55
  %.281 = insertvalue { [8 x float] } %.280, float %.277, 0, 3, !dbg !55
  %.282 = extractvalue { [8 x float] } %t78, 0, 0, !dbg !56
  %.283 = insertelement <4 x float> poison, float %.282, i64 0, !dbg !56
  %.284 = extractvalue { [8 x float] } %t78, 0, 1, !dbg !56
  %.285 = insertelement <4 x float> %.283, float %.284, i64 1, !dbg !56
  %.286 = extractvalue { [8 x float] } %t78, 0, 2, !dbg !56
  %.287 = insertelement <4 x float> %.285, float %.286, i64 2, !dbg !56
  %.288 = extractvalue { [8 x float] } %t78, 0, 3, !dbg !56
  %.289 = insertelement <4 x float> %.287, float %.288, i64 3, !dbg !56
  %.300 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.10915, <4 x half> %.245, <4 x float> %.289, i32 0, i32 0, i32 0), !dbg !56
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
  %exitcond.not = icmp eq i64 %t85, %smax, !dbg !39
  br i1 %exitcond.not, label %b9, label %b4, !dbg !57

b9:                                               ; preds = %b8, %b3
  %t145 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.227, %b8 ]
  %t146 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.254, %b8 ]
  %t147 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.281, %b8 ]
  %t148 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.308, %b8 ]
  %t149 = add nsw i64 %t18, %t24, !dbg !58
  %t150 = mul i64 %t149, %a10, !dbg !59
  %t151 = add i64 %t21, %t27, !dbg !60
  %t152 = add i64 %t151, %t150, !dbg !61
  %t153 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t152, !dbg !62
  %.309 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.310 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.309), !dbg !62
  %.313 = and i32 %.310, 15, !dbg !62
  %.314 = zext i32 %.313 to i64, !dbg !62
  %16 = lshr i32 %.310, 2, !dbg !62
  %17 = and i32 %16, 1073741820, !dbg !62
  %.315 = zext i32 %17 to i64, !dbg !62
  %.316 = mul i64 %.315, %a10, !dbg !62
  %.317 = add i64 %.316, %.314, !dbg !62
  %.318 = extractvalue { [8 x float] } %t145, 0, 0, !dbg !62
  %.319 = getelementptr inbounds float, ptr addrspace(1) %t153, i64 %.317, !dbg !62
  store float %.318, ptr addrspace(1) %.319, align 4, !dbg !62
  %.320 = extractvalue { [8 x float] } %t145, 0, 1, !dbg !62
  %.322 = add i64 %.317, %a10, !dbg !62
  %.323 = getelementptr inbounds float, ptr addrspace(1) %t153, i64 %.322, !dbg !62
  store float %.320, ptr addrspace(1) %.323, align 4, !dbg !62
  %.324 = extractvalue { [8 x float] } %t145, 0, 2, !dbg !62
  %.325 = shl i64 %a10, 1, !dbg !62
  %.326 = add i64 %.317, %.325, !dbg !62
  %.327 = getelementptr inbounds float, ptr addrspace(1) %t153, i64 %.326, !dbg !62
  store float %.324, ptr addrspace(1) %.327, align 4, !dbg !62
  %.328 = extractvalue { [8 x float] } %t145, 0, 3, !dbg !62
  %.329 = mul i64 %a10, 3, !dbg !62
  %.330 = add i64 %.317, %.329, !dbg !62
  %.331 = getelementptr inbounds float, ptr addrspace(1) %t153, i64 %.330, !dbg !62
  store float %.328, ptr addrspace(1) %.331, align 4, !dbg !62
  %t154 = or i64 %t152, 16, !dbg !63
  %t155 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t154, !dbg !64
  %.341 = extractvalue { [8 x float] } %t146, 0, 0, !dbg !64
  %.342 = getelementptr inbounds float, ptr addrspace(1) %t155, i64 %.317, !dbg !64
  store float %.341, ptr addrspace(1) %.342, align 4, !dbg !64
  %.343 = extractvalue { [8 x float] } %t146, 0, 1, !dbg !64
  %.346 = getelementptr inbounds float, ptr addrspace(1) %t155, i64 %.322, !dbg !64
  store float %.343, ptr addrspace(1) %.346, align 4, !dbg !64
  %.347 = extractvalue { [8 x float] } %t146, 0, 2, !dbg !64
  %.350 = getelementptr inbounds float, ptr addrspace(1) %t155, i64 %.326, !dbg !64
  store float %.347, ptr addrspace(1) %.350, align 4, !dbg !64
  %.351 = extractvalue { [8 x float] } %t146, 0, 3, !dbg !64
  %.354 = getelementptr inbounds float, ptr addrspace(1) %t155, i64 %.330, !dbg !64
  store float %.351, ptr addrspace(1) %.354, align 4, !dbg !64
  %t156 = shl i64 %a10, 4, !dbg !65
  %t157 = add i64 %t152, %t156, !dbg !66
  %t158 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t157, !dbg !67
  %.364 = extractvalue { [8 x float] } %t147, 0, 0, !dbg !67
  %.365 = getelementptr inbounds float, ptr addrspace(1) %t158, i64 %.317, !dbg !67
  store float %.364, ptr addrspace(1) %.365, align 4, !dbg !67
  %.366 = extractvalue { [8 x float] } %t147, 0, 1, !dbg !67
  %.369 = getelementptr inbounds float, ptr addrspace(1) %t158, i64 %.322, !dbg !67
  store float %.366, ptr addrspace(1) %.369, align 4, !dbg !67
  %.370 = extractvalue { [8 x float] } %t147, 0, 2, !dbg !67
  %.373 = getelementptr inbounds float, ptr addrspace(1) %t158, i64 %.326, !dbg !67
  store float %.370, ptr addrspace(1) %.373, align 4, !dbg !67
  %.374 = extractvalue { [8 x float] } %t147, 0, 3, !dbg !67
  %.377 = getelementptr inbounds float, ptr addrspace(1) %t158, i64 %.330, !dbg !67
  store float %.374, ptr addrspace(1) %.377, align 4, !dbg !67
  %t159 = add i64 %t157, 16, !dbg !68
  %t160 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t159, !dbg !69
  %.387 = extractvalue { [8 x float] } %t148, 0, 0, !dbg !69
  %.388 = getelementptr inbounds float, ptr addrspace(1) %t160, i64 %.317, !dbg !69
  store float %.387, ptr addrspace(1) %.388, align 4, !dbg !69
  %.389 = extractvalue { [8 x float] } %t148, 0, 1, !dbg !69
  %.392 = getelementptr inbounds float, ptr addrspace(1) %t160, i64 %.322, !dbg !69
  store float %.389, ptr addrspace(1) %.392, align 4, !dbg !69
  %.393 = extractvalue { [8 x float] } %t148, 0, 2, !dbg !69
  %.396 = getelementptr inbounds float, ptr addrspace(1) %t160, i64 %.326, !dbg !69
  store float %.393, ptr addrspace(1) %.396, align 4, !dbg !69
  %.397 = extractvalue { [8 x float] } %t148, 0, 3, !dbg !69
  %.400 = getelementptr inbounds float, ptr addrspace(1) %t160, i64 %.330, !dbg !69
  store float %.397, ptr addrspace(1) %.400, align 4, !dbg !69
  ret void, !dbg !70
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !71 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !72
  %t10 = sext i32 %.10 to i64, !dbg !72
  %.159 = sdiv i32 %.10, 64, !dbg !73
  %.15.sext = sext i32 %.159 to i64, !dbg !73
  %t141 = lshr i64 %.15.sext, 63, !dbg !74
  %t16 = add nsw i64 %t141, %.15.sext, !dbg !74
  %0 = shl nsw i64 %t16, 4, !dbg !75
  %t18 = and i64 %0, -32, !dbg !75
  %t19 = and i64 %t16, 576460752303423486, !dbg !76
  %t20 = sub nsw i64 %.15.sext, %t19, !dbg !76
  %t21 = shl i64 %t20, 5, !dbg !77
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !78
  %t23 = sext i32 %.20 to i64, !dbg !78
  %t24 = shl nsw i64 %t23, 6, !dbg !79
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !80
  %t26 = sext i32 %.21 to i64, !dbg !80
  %t27 = shl nsw i64 %t26, 6, !dbg !81
  %t32 = shl nsw i64 %t10, 1, !dbg !82
  %.38 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !83
  %.39 = getelementptr inbounds i8, ptr addrspace(4) %.38, i64 4, !dbg !83
  %.40 = load i16, ptr addrspace(4) %.39, align 4, !dbg !83, !invariant.load !6
  %t34 = zext i16 %.40 to i64
  %t35 = shl nuw nsw i64 %t34, 1, !dbg !84
  %t3710 = icmp slt i32 %.10, 512, !dbg !85
  br i1 %t3710, label %b2, label %b3, !dbg !85

b2:                                               ; preds = %entry, %b2
  %t3611 = phi i64 [ %t65, %b2 ], [ %t32, %entry ]
  %t38 = ashr i64 %t3611, 63, !dbg !86
  %t39 = and i64 %t38, 15, !dbg !86
  %t40 = add nsw i64 %t39, %t3611, !dbg !86
  %t41 = ashr i64 %t40, 4, !dbg !86
  %t42 = add nsw i64 %t41, %t24, !dbg !87
  %t43 = mul i64 %t42, %a11, !dbg !88
  %t44 = and i64 %t40, -16, !dbg !89
  %t45 = sub i64 %t3611, %t44, !dbg !89
  %t46 = add i64 %t45, %t43, !dbg !90
  %t47 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t46, !dbg !91
  %.43 = load i32, ptr addrspace(1) %t47, align 4, !dbg !91, !amdgpu.noclobber !6
  %1 = trunc i64 %t3611 to i32, !dbg !92
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !92
  store i32 %.43, ptr addrspace(3) %t50, align 4, !dbg !92
  %t52 = and i64 %t38, 63, !dbg !93
  %t53 = add nsw i64 %t52, %t3611, !dbg !93
  %t54 = ashr i64 %t53, 6, !dbg !93
  %t55 = mul i64 %t54, %a10, !dbg !94
  %t57 = and i64 %t53, -64, !dbg !95
  %t56 = add i64 %t3611, %t27, !dbg !96
  %t58 = sub i64 %t56, %t57, !dbg !95
  %t59 = add i64 %t58, %t55, !dbg !97
  %t60 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t59, !dbg !98
  %.45 = load i32, ptr addrspace(1) %t60, align 4, !dbg !98, !amdgpu.noclobber !6
  %t63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !99
  store i32 %.45, ptr addrspace(3) %t63, align 4, !dbg !99
  %t65 = add i64 %t3611, %t35, !dbg !100
  %t37 = icmp slt i64 %t65, 1024, !dbg !85
  br i1 %t37, label %b2, label %b3, !dbg !85

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !101
  tail call void @llvm.amdgcn.s.barrier(), !dbg !101
  fence syncscope("workgroup") acquire, !dbg !101
  %isneg = icmp slt i64 %a11, 0, !dbg !102
  %t67 = select i1 %isneg, i64 15, i64 0, !dbg !102
  %t68 = add i64 %t67, %a11, !dbg !102
  %t69 = ashr i64 %t68, 4, !dbg !102
  %t70 = icmp sgt i64 %t68, 15, !dbg !102
  br i1 %t70, label %b4.preheader, label %b9, !dbg !102

b4.preheader:                                     ; preds = %b3
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !103
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !103
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
  %smax = tail call i64 @llvm.smax.i64(i64 %t69, i64 1), !dbg !104
  br label %b4, !dbg !104

b4:                                               ; preds = %b4.preheader, %b8
  %t75 = phi { [8 x float] } [ %.227, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t76 = phi { [8 x float] } [ %.254, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t77 = phi { [8 x float] } [ %.281, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t78 = phi { [8 x float] } [ %.308, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t79 = phi i64 [ %t85, %b8 ], [ 0, %b4.preheader ]
  %t84 = and i64 %t79, 1, !dbg !105
  %t85 = add nuw nsw i64 %t79, 1, !dbg !106
  %t86 = icmp slt i64 %t85, %t69, !dbg !104
  br i1 %t86, label %b5, label %b8, !dbg !104

b5:                                               ; preds = %b4
  %t87 = shl i64 %t85, 4, !dbg !107
  %12 = trunc i64 %t84 to i32, !dbg !108
  %t88.tr = shl nuw nsw i32 %12, 10, !dbg !108
  %13 = xor i32 %t88.tr, 1024, !dbg !108
  %t91 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %13, !dbg !108
  %t94 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %13, !dbg !109
  br i1 %t3710, label %b7, label %b8, !dbg !85

b7:                                               ; preds = %b5, %b7
  %t9513 = phi i64 [ %t126, %b7 ], [ %t32, %b5 ]
  %t97 = ashr i64 %t9513, 63, !dbg !86
  %t98 = and i64 %t97, 15, !dbg !86
  %t99 = add nsw i64 %t98, %t9513, !dbg !86
  %t100 = ashr i64 %t99, 4, !dbg !86
  %t101 = add nsw i64 %t100, %t24, !dbg !87
  %t102 = mul i64 %t101, %a11, !dbg !88
  %t104 = and i64 %t99, -16, !dbg !89
  %t103 = add i64 %t9513, %t87, !dbg !110
  %t105 = sub i64 %t103, %t104, !dbg !89
  %t106 = add i64 %t105, %t102, !dbg !90
  %t107 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t106, !dbg !91
  %.48 = load i32, ptr addrspace(1) %t107, align 4, !dbg !91, !amdgpu.noclobber !6
  %14 = trunc i64 %t9513 to i32, !dbg !92
  %t110 = getelementptr inbounds i16, ptr addrspace(3) %t91, i32 %14, !dbg !92
  store i32 %.48, ptr addrspace(3) %t110, align 4, !dbg !92
  %t112 = and i64 %t97, 63, !dbg !93
  %t113 = add nsw i64 %t112, %t9513, !dbg !93
  %t114 = ashr i64 %t113, 6, !dbg !93
  %t115 = add i64 %t114, %t87, !dbg !111
  %t116 = mul i64 %t115, %a10, !dbg !94
  %t118 = and i64 %t113, -64, !dbg !95
  %t117 = add i64 %t9513, %t27, !dbg !96
  %t119 = sub i64 %t117, %t118, !dbg !95
  %t120 = add i64 %t119, %t116, !dbg !97
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t120, !dbg !98
  %.50 = load i32, ptr addrspace(1) %t121, align 4, !dbg !98, !amdgpu.noclobber !6
  %t124 = getelementptr inbounds i16, ptr addrspace(3) %t94, i32 %14, !dbg !99
  store i32 %.50, ptr addrspace(3) %t124, align 4, !dbg !99
  %t126 = add i64 %t9513, %t35, !dbg !100
  %t96 = icmp slt i64 %t126, 1024, !dbg !85
  br i1 %t96, label %b7, label %b8, !dbg !85

b8:                                               ; preds = %b7, %b5, %b4
  %t84.tr = trunc i64 %t84 to i32, !dbg !112
  %15 = shl nuw nsw i32 %t84.tr, 10, !dbg !112
  %t129 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %15, !dbg !112
  %t132 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %15, !dbg !113
  %t133 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %4, !dbg !114
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t133, i32 %.59, !dbg !114
  %.6714 = load <4 x i16>, ptr addrspace(3) %.60, align 8, !dbg !114
  %t135 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %6, !dbg !115
  %.102 = getelementptr inbounds i16, ptr addrspace(3) %t135, i32 %.59, !dbg !115
  %.10915 = load <4 x i16>, ptr addrspace(3) %.102, align 8, !dbg !115
  %t137 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %7, !dbg !116
  %.144 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %.143, !dbg !116
  %.145 = load i16, ptr addrspace(3) %.144, align 2, !dbg !116
  %.146 = zext i16 %.145 to i32, !dbg !116
  %.149 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %8, !dbg !116
  %.150 = load i16, ptr addrspace(3) %.149, align 2, !dbg !116
  %.151 = zext i16 %.150 to i32, !dbg !116
  %.152 = shl nuw i32 %.151, 16, !dbg !116
  %.153 = or i32 %.152, %.146, !dbg !116
  %.156 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %9, !dbg !116
  %.157 = load i16, ptr addrspace(3) %.156, align 2, !dbg !116
  %.158 = zext i16 %.157 to i32, !dbg !116
  %.161 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %10, !dbg !116
  %.162 = load i16, ptr addrspace(3) %.161, align 2, !dbg !116
  %.163 = zext i16 %.162 to i32, !dbg !116
  %.164 = shl nuw i32 %.163, 16, !dbg !116
  %.165 = or i32 %.164, %.158, !dbg !116
  %t139 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %11, !dbg !117
  %.177 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %.143, !dbg !117
  %.178 = load i16, ptr addrspace(3) %.177, align 2, !dbg !117
  %.179 = zext i16 %.178 to i32, !dbg !117
  %.182 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %8, !dbg !117
  %.183 = load i16, ptr addrspace(3) %.182, align 2, !dbg !117
  %.184 = zext i16 %.183 to i32, !dbg !117
  %.185 = shl nuw i32 %.184, 16, !dbg !117
  %.186 = or i32 %.185, %.179, !dbg !117
  %.189 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %9, !dbg !117
  %.190 = load i16, ptr addrspace(3) %.189, align 2, !dbg !117
  %.191 = zext i16 %.190 to i32, !dbg !117
  %.194 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %10, !dbg !117
  %.195 = load i16, ptr addrspace(3) %.194, align 2, !dbg !117
  %.196 = zext i16 %.195 to i32, !dbg !117
  %.197 = shl nuw i32 %.196, 16, !dbg !117
  %.198 = or i32 %.197, %.191, !dbg !117
  %.201 = extractvalue { [8 x float] } %t75, 0, 0, !dbg !118
  %.202 = insertelement <4 x float> poison, float %.201, i64 0, !dbg !118
  %.203 = extractvalue { [8 x float] } %t75, 0, 1, !dbg !118
  %.204 = insertelement <4 x float> %.202, float %.203, i64 1, !dbg !118
  %.205 = extractvalue { [8 x float] } %t75, 0, 2, !dbg !118
  %.206 = insertelement <4 x float> %.204, float %.205, i64 2, !dbg !118
  %.207 = extractvalue { [8 x float] } %t75, 0, 3, !dbg !118
  %.208 = insertelement <4 x float> %.206, float %.207, i64 3, !dbg !118
  %.215 = insertelement <2 x i32> poison, i32 %.153, i64 0, !dbg !118
  %.217 = insertelement <2 x i32> %.215, i32 %.165, i64 1, !dbg !118
  %.218 = bitcast <2 x i32> %.217 to <4 x i16>, !dbg !118
  %.219 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.6714, <4 x i16> %.218, <4 x float> %.208, i32 0, i32 0, i32 0), !dbg !118
  %.220 = extractelement <4 x float> %.219, i64 0, !dbg !118
  %.221 = extractelement <4 x float> %.219, i64 1, !dbg !118
  %.222 = extractelement <4 x float> %.219, i64 2, !dbg !118
  %.223 = extractelement <4 x float> %.219, i64 3, !dbg !118
  %.224 = insertvalue { [8 x float] } zeroinitializer, float %.220, 0, 0, !dbg !118
  %.225 = insertvalue { [8 x float] } %.224, float %.221, 0, 1, !dbg !118
  %.226 = insertvalue { [8 x float] } %.225, float %.222, 0, 2, !dbg !118
  %.227 = insertvalue { [8 x float] } %.226, float %.223, 0, 3, !dbg !118
  %.228 = extractvalue { [8 x float] } %t76, 0, 0, !dbg !119
  %.229 = insertelement <4 x float> poison, float %.228, i64 0, !dbg !119
  %.230 = extractvalue { [8 x float] } %t76, 0, 1, !dbg !119
  %.231 = insertelement <4 x float> %.229, float %.230, i64 1, !dbg !119
  %.232 = extractvalue { [8 x float] } %t76, 0, 2, !dbg !119
  %.233 = insertelement <4 x float> %.231, float %.232, i64 2, !dbg !119
  %.234 = extractvalue { [8 x float] } %t76, 0, 3, !dbg !119
  %.235 = insertelement <4 x float> %.233, float %.234, i64 3, !dbg !119
  %.242 = insertelement <2 x i32> poison, i32 %.186, i64 0, !dbg !119
  %.244 = insertelement <2 x i32> %.242, i32 %.198, i64 1, !dbg !119
  %.245 = bitcast <2 x i32> %.244 to <4 x i16>, !dbg !119
  %.246 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.6714, <4 x i16> %.245, <4 x float> %.235, i32 0, i32 0, i32 0), !dbg !119
  %.247 = extractelement <4 x float> %.246, i64 0, !dbg !119
  %.248 = extractelement <4 x float> %.246, i64 1, !dbg !119
  %.249 = extractelement <4 x float> %.246, i64 2, !dbg !119
  %.250 = extractelement <4 x float> %.246, i64 3, !dbg !119
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.247, 0, 0, !dbg !119
  %.252 = insertvalue { [8 x float] } %.251, float %.248, 0, 1, !dbg !119
  %.253 = insertvalue { [8 x float] } %.252, float %.249, 0, 2, !dbg !119
  %.254 = insertvalue { [8 x float] } %.253, float %.250, 0, 3, !dbg !119
  %.255 = extractvalue { [8 x float] } %t77, 0, 0, !dbg !120
  %.256 = insertelement <4 x float> poison, float %.255, i64 0, !dbg !120
  %.257 = extractvalue { [8 x float] } %t77, 0, 1, !dbg !120
  %.258 = insertelement <4 x float> %.256, float %.257, i64 1, !dbg !120
  %.259 = extractvalue { [8 x float] } %t77, 0, 2, !dbg !120
  %.260 = insertelement <4 x float> %.258, float %.259, i64 2, !dbg !120
  %.261 = extractvalue { [8 x float] } %t77, 0, 3, !dbg !120
  %.262 = insertelement <4 x float> %.260, float %.261, i64 3, !dbg !120
  %.273 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.10915, <4 x i16> %.218, <4 x float> %.262, i32 0, i32 0, i32 0), !dbg !120
  %.274 = extractelement <4 x float> %.273, i64 0, !dbg !120
  %.275 = extractelement <4 x float> %.273, i64 1, !dbg !120
  %.276 = extractelement <4 x float> %.273, i64 2, !dbg !120
  %.277 = extractelement <4 x float> %.273, i64 3, !dbg !120
  %.278 = insertvalue { [8 x float] } zeroinitializer, float %.274, 0, 0, !dbg !120
  %.279 = insertvalue { [8 x float] } %.278, float %.275, 0, 1, !dbg !120
  %.280 = insertvalue { [8 x float] } %.279, float %.276, 0, 2, !dbg !120
  %.281 = insertvalue { [8 x float] } %.280, float %.277, 0, 3, !dbg !120
  %.282 = extractvalue { [8 x float] } %t78, 0, 0, !dbg !121
  %.283 = insertelement <4 x float> poison, float %.282, i64 0, !dbg !121
  %.284 = extractvalue { [8 x float] } %t78, 0, 1, !dbg !121
  %.285 = insertelement <4 x float> %.283, float %.284, i64 1, !dbg !121
  %.286 = extractvalue { [8 x float] } %t78, 0, 2, !dbg !121
  %.287 = insertelement <4 x float> %.285, float %.286, i64 2, !dbg !121
  %.288 = extractvalue { [8 x float] } %t78, 0, 3, !dbg !121
  %.289 = insertelement <4 x float> %.287, float %.288, i64 3, !dbg !121
  %.300 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.10915, <4 x i16> %.245, <4 x float> %.289, i32 0, i32 0, i32 0), !dbg !121
  %.301 = extractelement <4 x float> %.300, i64 0, !dbg !121
  %.302 = extractelement <4 x float> %.300, i64 1, !dbg !121
  %.303 = extractelement <4 x float> %.300, i64 2, !dbg !121
  %.304 = extractelement <4 x float> %.300, i64 3, !dbg !121
  %.305 = insertvalue { [8 x float] } zeroinitializer, float %.301, 0, 0, !dbg !121
  %.306 = insertvalue { [8 x float] } %.305, float %.302, 0, 1, !dbg !121
  %.307 = insertvalue { [8 x float] } %.306, float %.303, 0, 2, !dbg !121
  %.308 = insertvalue { [8 x float] } %.307, float %.304, 0, 3, !dbg !121
  fence syncscope("workgroup") release, !dbg !122
  tail call void @llvm.amdgcn.s.barrier(), !dbg !122
  fence syncscope("workgroup") acquire, !dbg !122
  %exitcond.not = icmp eq i64 %t85, %smax, !dbg !104
  br i1 %exitcond.not, label %b9, label %b4, !dbg !122

b9:                                               ; preds = %b8, %b3
  %t145 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.227, %b8 ]
  %t146 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.254, %b8 ]
  %t147 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.281, %b8 ]
  %t148 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.308, %b8 ]
  %t149 = add nsw i64 %t18, %t24, !dbg !123
  %t150 = mul i64 %t149, %a10, !dbg !124
  %t151 = add i64 %t21, %t27, !dbg !125
  %t152 = add i64 %t151, %t150, !dbg !126
  %t153 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t152, !dbg !127
  %.309 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !127
  %.310 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.309), !dbg !127
  %.313 = and i32 %.310, 15, !dbg !127
  %.314 = zext i32 %.313 to i64, !dbg !127
  %16 = lshr i32 %.310, 2, !dbg !127
  %17 = and i32 %16, 1073741820, !dbg !127
  %.315 = zext i32 %17 to i64, !dbg !127
  %.316 = mul i64 %.315, %a10, !dbg !127
  %.317 = add i64 %.316, %.314, !dbg !127
  %.318 = extractvalue { [8 x float] } %t145, 0, 0, !dbg !127
  %.319 = getelementptr inbounds float, ptr addrspace(1) %t153, i64 %.317, !dbg !127
  store float %.318, ptr addrspace(1) %.319, align 4, !dbg !127
  %.320 = extractvalue { [8 x float] } %t145, 0, 1, !dbg !127
  %.322 = add i64 %.317, %a10, !dbg !127
  %.323 = getelementptr inbounds float, ptr addrspace(1) %t153, i64 %.322, !dbg !127
  store float %.320, ptr addrspace(1) %.323, align 4, !dbg !127
  %.324 = extractvalue { [8 x float] } %t145, 0, 2, !dbg !127
  %.325 = shl i64 %a10, 1, !dbg !127
  %.326 = add i64 %.317, %.325, !dbg !127
  %.327 = getelementptr inbounds float, ptr addrspace(1) %t153, i64 %.326, !dbg !127
  store float %.324, ptr addrspace(1) %.327, align 4, !dbg !127
  %.328 = extractvalue { [8 x float] } %t145, 0, 3, !dbg !127
  %.329 = mul i64 %a10, 3, !dbg !127
  %.330 = add i64 %.317, %.329, !dbg !127
  %.331 = getelementptr inbounds float, ptr addrspace(1) %t153, i64 %.330, !dbg !127
  store float %.328, ptr addrspace(1) %.331, align 4, !dbg !127
  %t154 = or i64 %t152, 16, !dbg !128
  %t155 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t154, !dbg !129
  %.341 = extractvalue { [8 x float] } %t146, 0, 0, !dbg !129
  %.342 = getelementptr inbounds float, ptr addrspace(1) %t155, i64 %.317, !dbg !129
  store float %.341, ptr addrspace(1) %.342, align 4, !dbg !129
  %.343 = extractvalue { [8 x float] } %t146, 0, 1, !dbg !129
  %.346 = getelementptr inbounds float, ptr addrspace(1) %t155, i64 %.322, !dbg !129
  store float %.343, ptr addrspace(1) %.346, align 4, !dbg !129
  %.347 = extractvalue { [8 x float] } %t146, 0, 2, !dbg !129
  %.350 = getelementptr inbounds float, ptr addrspace(1) %t155, i64 %.326, !dbg !129
  store float %.347, ptr addrspace(1) %.350, align 4, !dbg !129
  %.351 = extractvalue { [8 x float] } %t146, 0, 3, !dbg !129
  %.354 = getelementptr inbounds float, ptr addrspace(1) %t155, i64 %.330, !dbg !129
  store float %.351, ptr addrspace(1) %.354, align 4, !dbg !129
  %t156 = shl i64 %a10, 4, !dbg !130
  %t157 = add i64 %t152, %t156, !dbg !131
  %t158 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t157, !dbg !132
  %.364 = extractvalue { [8 x float] } %t147, 0, 0, !dbg !132
  %.365 = getelementptr inbounds float, ptr addrspace(1) %t158, i64 %.317, !dbg !132
  store float %.364, ptr addrspace(1) %.365, align 4, !dbg !132
  %.366 = extractvalue { [8 x float] } %t147, 0, 1, !dbg !132
  %.369 = getelementptr inbounds float, ptr addrspace(1) %t158, i64 %.322, !dbg !132
  store float %.366, ptr addrspace(1) %.369, align 4, !dbg !132
  %.370 = extractvalue { [8 x float] } %t147, 0, 2, !dbg !132
  %.373 = getelementptr inbounds float, ptr addrspace(1) %t158, i64 %.326, !dbg !132
  store float %.370, ptr addrspace(1) %.373, align 4, !dbg !132
  %.374 = extractvalue { [8 x float] } %t147, 0, 3, !dbg !132
  %.377 = getelementptr inbounds float, ptr addrspace(1) %t158, i64 %.330, !dbg !132
  store float %.374, ptr addrspace(1) %.377, align 4, !dbg !132
  %t159 = add i64 %t157, 16, !dbg !133
  %t160 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t159, !dbg !134
  %.387 = extractvalue { [8 x float] } %t148, 0, 0, !dbg !134
  %.388 = getelementptr inbounds float, ptr addrspace(1) %t160, i64 %.317, !dbg !134
  store float %.387, ptr addrspace(1) %.388, align 4, !dbg !134
  %.389 = extractvalue { [8 x float] } %t148, 0, 1, !dbg !134
  %.392 = getelementptr inbounds float, ptr addrspace(1) %t160, i64 %.322, !dbg !134
  store float %.389, ptr addrspace(1) %.392, align 4, !dbg !134
  %.393 = extractvalue { [8 x float] } %t148, 0, 2, !dbg !134
  %.396 = getelementptr inbounds float, ptr addrspace(1) %t160, i64 %.326, !dbg !134
  store float %.393, ptr addrspace(1) %.396, align 4, !dbg !134
  %.397 = extractvalue { [8 x float] } %t148, 0, 3, !dbg !134
  %.400 = getelementptr inbounds float, ptr addrspace(1) %t160, i64 %.330, !dbg !134
  store float %.397, ptr addrspace(1) %.400, align 4, !dbg !134
  ret void, !dbg !135
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
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 103, type: !5, scopeLine: 103, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 53, column: 20, scope: !4)
!8 = !DILocation(line: 54, column: 14, scope: !4)
!9 = !DILocation(line: 55, column: 16, scope: !4)
!10 = !DILocation(line: 55, column: 18, scope: !4)
!11 = !DILocation(line: 55, column: 29, scope: !4)
!12 = !DILocation(line: 55, column: 31, scope: !4)
!13 = !DILocation(line: 56, column: 22, scope: !4)
!14 = !DILocation(line: 56, column: 26, scope: !4)
!15 = !DILocation(line: 56, column: 43, scope: !4)
!16 = !DILocation(line: 56, column: 47, scope: !4)
!17 = !DILocation(line: 93, column: 13, scope: !4)
!18 = !DILocation(line: 93, column: 54, scope: !4)
!19 = !DILocation(line: 93, column: 42, scope: !4)
!20 = !DILocation(line: 93, column: 22, scope: !4)
!21 = !DILocation(line: 94, column: 41, scope: !4)
!22 = !DILocation(line: 94, column: 39, scope: !4)
!23 = !DILocation(line: 94, column: 47, scope: !4)
!24 = !DILocation(line: 94, column: 54, scope: !4)
!25 = !DILocation(line: 94, column: 52, scope: !4)
!26 = !DILocation(line: 94, column: 32, scope: !4)
!27 = !DILocation(line: 94, column: 14, scope: !4)
!28 = !DILocation(line: 95, column: 41, scope: !4)
!29 = !DILocation(line: 95, column: 47, scope: !4)
!30 = !DILocation(line: 95, column: 54, scope: !4)
!31 = !DILocation(line: 95, column: 49, scope: !4)
!32 = !DILocation(line: 95, column: 52, scope: !4)
!33 = !DILocation(line: 95, column: 32, scope: !4)
!34 = !DILocation(line: 95, column: 14, scope: !4)
!35 = !DILocation(line: 93, column: 35, scope: !4)
!36 = !DILocation(line: 60, column: 15, scope: !4)
!37 = !DILocation(line: 61, column: 13, scope: !4)
!38 = !DILocation(line: 0, scope: !4)
!39 = !DILocation(line: 64, column: 10, scope: !4)
!40 = !DILocation(line: 63, column: 12, scope: !4)
!41 = !DILocation(line: 64, column: 7, scope: !4)
!42 = !DILocation(line: 67, column: 30, scope: !4)
!43 = !DILocation(line: 67, column: 47, scope: !4)
!44 = !DILocation(line: 67, column: 71, scope: !4)
!45 = !DILocation(line: 94, column: 49, scope: !4)
!46 = !DILocation(line: 95, column: 39, scope: !4)
!47 = !DILocation(line: 69, column: 15, scope: !4)
!48 = !DILocation(line: 69, column: 35, scope: !4)
!49 = !DILocation(line: 70, column: 19, scope: !4)
!50 = !DILocation(line: 71, column: 19, scope: !4)
!51 = !DILocation(line: 72, column: 19, scope: !4)
!52 = !DILocation(line: 73, column: 19, scope: !4)
!53 = !DILocation(line: 74, column: 19, scope: !4)
!54 = !DILocation(line: 75, column: 19, scope: !4)
!55 = !DILocation(line: 76, column: 19, scope: !4)
!56 = !DILocation(line: 77, column: 19, scope: !4)
!57 = !DILocation(line: 78, column: 16, scope: !4)
!58 = !DILocation(line: 80, column: 11, scope: !4)
!59 = !DILocation(line: 80, column: 15, scope: !4)
!60 = !DILocation(line: 80, column: 18, scope: !4)
!61 = !DILocation(line: 80, column: 23, scope: !4)
!62 = !DILocation(line: 81, column: 13, scope: !4)
!63 = !DILocation(line: 82, column: 22, scope: !4)
!64 = !DILocation(line: 82, column: 13, scope: !4)
!65 = !DILocation(line: 83, column: 25, scope: !4)
!66 = !DILocation(line: 83, column: 22, scope: !4)
!67 = !DILocation(line: 83, column: 13, scope: !4)
!68 = !DILocation(line: 84, column: 27, scope: !4)
!69 = !DILocation(line: 84, column: 13, scope: !4)
!70 = !DILocation(line: 106, column: 8, scope: !4)
!71 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 103, type: !5, scopeLine: 103, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = !DILocation(line: 53, column: 20, scope: !71)
!73 = !DILocation(line: 54, column: 14, scope: !71)
!74 = !DILocation(line: 55, column: 16, scope: !71)
!75 = !DILocation(line: 55, column: 18, scope: !71)
!76 = !DILocation(line: 55, column: 29, scope: !71)
!77 = !DILocation(line: 55, column: 31, scope: !71)
!78 = !DILocation(line: 56, column: 22, scope: !71)
!79 = !DILocation(line: 56, column: 26, scope: !71)
!80 = !DILocation(line: 56, column: 43, scope: !71)
!81 = !DILocation(line: 56, column: 47, scope: !71)
!82 = !DILocation(line: 93, column: 13, scope: !71)
!83 = !DILocation(line: 93, column: 54, scope: !71)
!84 = !DILocation(line: 93, column: 42, scope: !71)
!85 = !DILocation(line: 93, column: 22, scope: !71)
!86 = !DILocation(line: 94, column: 41, scope: !71)
!87 = !DILocation(line: 94, column: 39, scope: !71)
!88 = !DILocation(line: 94, column: 47, scope: !71)
!89 = !DILocation(line: 94, column: 54, scope: !71)
!90 = !DILocation(line: 94, column: 52, scope: !71)
!91 = !DILocation(line: 94, column: 32, scope: !71)
!92 = !DILocation(line: 94, column: 14, scope: !71)
!93 = !DILocation(line: 95, column: 41, scope: !71)
!94 = !DILocation(line: 95, column: 47, scope: !71)
!95 = !DILocation(line: 95, column: 54, scope: !71)
!96 = !DILocation(line: 95, column: 49, scope: !71)
!97 = !DILocation(line: 95, column: 52, scope: !71)
!98 = !DILocation(line: 95, column: 32, scope: !71)
!99 = !DILocation(line: 95, column: 14, scope: !71)
!100 = !DILocation(line: 93, column: 35, scope: !71)
!101 = !DILocation(line: 60, column: 15, scope: !71)
!102 = !DILocation(line: 61, column: 13, scope: !71)
!103 = !DILocation(line: 0, scope: !71)
!104 = !DILocation(line: 64, column: 10, scope: !71)
!105 = !DILocation(line: 63, column: 12, scope: !71)
!106 = !DILocation(line: 64, column: 7, scope: !71)
!107 = !DILocation(line: 67, column: 30, scope: !71)
!108 = !DILocation(line: 67, column: 47, scope: !71)
!109 = !DILocation(line: 67, column: 71, scope: !71)
!110 = !DILocation(line: 94, column: 49, scope: !71)
!111 = !DILocation(line: 95, column: 39, scope: !71)
!112 = !DILocation(line: 69, column: 15, scope: !71)
!113 = !DILocation(line: 69, column: 35, scope: !71)
!114 = !DILocation(line: 70, column: 19, scope: !71)
!115 = !DILocation(line: 71, column: 19, scope: !71)
!116 = !DILocation(line: 72, column: 19, scope: !71)
!117 = !DILocation(line: 73, column: 19, scope: !71)
!118 = !DILocation(line: 74, column: 19, scope: !71)
!119 = !DILocation(line: 75, column: 19, scope: !71)
!120 = !DILocation(line: 76, column: 19, scope: !71)
!121 = !DILocation(line: 77, column: 19, scope: !71)
!122 = !DILocation(line: 78, column: 16, scope: !71)
!123 = !DILocation(line: 80, column: 11, scope: !71)
!124 = !DILocation(line: 80, column: 15, scope: !71)
!125 = !DILocation(line: 80, column: 18, scope: !71)
!126 = !DILocation(line: 80, column: 23, scope: !71)
!127 = !DILocation(line: 81, column: 13, scope: !71)
!128 = !DILocation(line: 82, column: 22, scope: !71)
!129 = !DILocation(line: 82, column: 13, scope: !71)
!130 = !DILocation(line: 83, column: 25, scope: !71)
!131 = !DILocation(line: 83, column: 22, scope: !71)
!132 = !DILocation(line: 83, column: 13, scope: !71)
!133 = !DILocation(line: 84, column: 27, scope: !71)
!134 = !DILocation(line: 84, column: 13, scope: !71)
!135 = !DILocation(line: 106, column: 8, scope: !71)
