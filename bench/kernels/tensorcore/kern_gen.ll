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
  %t3415 = icmp slt i32 %.10, 1024, !dbg !18
  br i1 %t3415, label %b2, label %b3, !dbg !18

b2:                                               ; preds = %entry, %b2
  %t3316 = phi i64 [ %t58, %b2 ], [ %t3, %entry ]
  %t35 = ashr i64 %t3316, 63, !dbg !19
  %t36 = and i64 %t35, 15, !dbg !19
  %t37 = add nsw i64 %t36, %t3316, !dbg !19
  %t38 = ashr i64 %t37, 4, !dbg !19
  %t39 = add nsw i64 %t38, %t17, !dbg !20
  %t40 = mul i64 %t39, %a11, !dbg !21
  %t41 = and i64 %t37, -16, !dbg !22
  %t42 = sub i64 %t3316, %t41, !dbg !22
  %t43 = add i64 %t42, %t40, !dbg !23
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t43, !dbg !24
  %.43 = load i16, ptr addrspace(1) %t44, align 2, !dbg !24, !amdgpu.noclobber !6
  %1 = trunc i64 %t3316 to i32, !dbg !25
  %t46 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %1, !dbg !25
  store i16 %.43, ptr addrspace(3) %t46, align 2, !dbg !25
  %t47 = and i64 %t35, 63, !dbg !26
  %t48 = add nsw i64 %t47, %t3316, !dbg !26
  %t49 = ashr i64 %t48, 6, !dbg !26
  %t50 = mul i64 %t49, %a10, !dbg !27
  %t52 = and i64 %t48, -64, !dbg !28
  %t51 = add i64 %t3316, %t20, !dbg !29
  %t53 = sub i64 %t51, %t52, !dbg !28
  %t54 = add i64 %t53, %t50, !dbg !30
  %t55 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t54, !dbg !31
  %.45 = load i16, ptr addrspace(1) %t55, align 2, !dbg !31, !amdgpu.noclobber !6
  %t57 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %1, !dbg !32
  store i16 %.45, ptr addrspace(3) %t57, align 2, !dbg !32
  %t58 = add i64 %t3316, %t26, !dbg !33
  %t34 = icmp slt i64 %t58, 1024, !dbg !18
  br i1 %t34, label %b2, label %b3, !dbg !18

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !34
  fence syncscope("workgroup") acquire, !dbg !34
  %isneg = icmp slt i64 %a11, 0, !dbg !35
  %t60 = select i1 %isneg, i64 15, i64 0, !dbg !35
  %t61 = add i64 %t60, %a11, !dbg !35
  %t62 = ashr i64 %t61, 4, !dbg !35
  %t63 = icmp sgt i64 %t61, 15, !dbg !35
  br i1 %t63, label %b4.preheader, label %b9, !dbg !35

b4.preheader:                                     ; preds = %b3
  %t11.tr = trunc i64 %t11 to i32
  %2 = shl i32 %t11.tr, 4
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !36
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !36
  %.55 = and i32 %.52, 15
  %3 = lshr i32 %.52, 2
  %4 = and i32 %3, 1073741820
  %.58 = shl nuw nsw i32 %.55, 4
  %.59 = add nuw nsw i32 %.58, %4
  %5 = or i32 %.59, 1
  %6 = or i32 %.59, 2
  %7 = or i32 %.59, 3
  %t9.tr = trunc i64 %t9 to i32
  %8 = shl i32 %t9.tr, 8
  %9 = or i32 %8, 256
  %10 = trunc i64 %t14 to i32
  %.118 = shl i32 %4, 6
  %.119 = or i32 %.118, %.55
  %11 = or i32 %.119, 64
  %12 = or i32 %.119, 128
  %13 = or i32 %.119, 192
  %14 = or i32 %10, 16
  %smax = tail call i64 @llvm.smax.i64(i64 %t62, i64 1), !dbg !37
  br label %b4, !dbg !37

b4:                                               ; preds = %b4.preheader, %b8
  %t68 = phi { [8 x float] } [ %.203, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t69 = phi { [8 x float] } [ %.230, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t70 = phi { [8 x float] } [ %.257, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t71 = phi { [8 x float] } [ %.284, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t72 = phi i64 [ %t78, %b8 ], [ 0, %b4.preheader ]
  %t77 = and i64 %t72, 1, !dbg !38
  %t78 = add nuw nsw i64 %t72, 1, !dbg !39
  %t79 = icmp slt i64 %t78, %t62, !dbg !37
  br i1 %t79, label %b5, label %b8, !dbg !37

b5:                                               ; preds = %b4
  %t80 = shl i64 %t78, 4, !dbg !40
  %15 = trunc i64 %t77 to i32, !dbg !41
  %t81.tr = shl nuw nsw i32 %15, 10, !dbg !41
  %16 = xor i32 %t81.tr, 1024, !dbg !41
  %t84 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %16, !dbg !41
  %t87 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %16, !dbg !42
  br i1 %t3415, label %b7, label %b8, !dbg !18

b7:                                               ; preds = %b5, %b7
  %t8818 = phi i64 [ %t115, %b7 ], [ %t3, %b5 ]
  %t90 = ashr i64 %t8818, 63, !dbg !19
  %t91 = and i64 %t90, 15, !dbg !19
  %t92 = add nsw i64 %t91, %t8818, !dbg !19
  %t93 = ashr i64 %t92, 4, !dbg !19
  %t94 = add nsw i64 %t93, %t17, !dbg !20
  %t95 = mul i64 %t94, %a11, !dbg !21
  %t97 = and i64 %t92, -16, !dbg !22
  %t96 = add i64 %t8818, %t80, !dbg !43
  %t98 = sub i64 %t96, %t97, !dbg !22
  %t99 = add i64 %t98, %t95, !dbg !23
  %t100 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t99, !dbg !24
  %.48 = load i16, ptr addrspace(1) %t100, align 2, !dbg !24, !amdgpu.noclobber !6
  %17 = trunc i64 %t8818 to i32, !dbg !25
  %t102 = getelementptr inbounds i16, ptr addrspace(3) %t84, i32 %17, !dbg !25
  store i16 %.48, ptr addrspace(3) %t102, align 2, !dbg !25
  %t103 = and i64 %t90, 63, !dbg !26
  %t104 = add nsw i64 %t103, %t8818, !dbg !26
  %t105 = ashr i64 %t104, 6, !dbg !26
  %t106 = add i64 %t105, %t80, !dbg !44
  %t107 = mul i64 %t106, %a10, !dbg !27
  %t109 = and i64 %t104, -64, !dbg !28
  %t108 = add i64 %t8818, %t20, !dbg !29
  %t110 = sub i64 %t108, %t109, !dbg !28
  %t111 = add i64 %t110, %t107, !dbg !30
  %t112 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t111, !dbg !31
  %.50 = load i16, ptr addrspace(1) %t112, align 2, !dbg !31, !amdgpu.noclobber !6
  %t114 = getelementptr inbounds i16, ptr addrspace(3) %t87, i32 %17, !dbg !32
  store i16 %.50, ptr addrspace(3) %t114, align 2, !dbg !32
  %t115 = add i64 %t8818, %t26, !dbg !33
  %t89 = icmp slt i64 %t115, 1024, !dbg !18
  br i1 %t89, label %b7, label %b8, !dbg !18

b8:                                               ; preds = %b7, %b5, %b4
  %t77.tr = trunc i64 %t77 to i32, !dbg !45
  %18 = shl nuw nsw i32 %t77.tr, 10, !dbg !45
  %t118 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %18, !dbg !45
  %t121 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %18, !dbg !46
  %t122 = getelementptr inbounds i16, ptr addrspace(3) %t118, i32 %2, !dbg !47
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t122, i32 %.59, !dbg !47
  %.61 = load i16, ptr addrspace(3) %.60, align 4, !dbg !47
  %.62 = zext i16 %.61 to i32, !dbg !47
  %.64 = getelementptr inbounds i16, ptr addrspace(3) %t122, i32 %5, !dbg !47
  %.65 = load i16, ptr addrspace(3) %.64, align 2, !dbg !47
  %.66 = zext i16 %.65 to i32, !dbg !47
  %.67 = shl nuw i32 %.66, 16, !dbg !47
  %.68 = or i32 %.67, %.62, !dbg !47
  %.70 = getelementptr inbounds i16, ptr addrspace(3) %t122, i32 %6, !dbg !47
  %.71 = load i16, ptr addrspace(3) %.70, align 4, !dbg !47
  %.72 = zext i16 %.71 to i32, !dbg !47
  %.74 = getelementptr inbounds i16, ptr addrspace(3) %t122, i32 %7, !dbg !47
  %.75 = load i16, ptr addrspace(3) %.74, align 2, !dbg !47
  %.76 = zext i16 %.75 to i32, !dbg !47
  %.77 = shl nuw i32 %.76, 16, !dbg !47
  %.78 = or i32 %.77, %.72, !dbg !47
  %t124 = getelementptr inbounds i16, ptr addrspace(3) %t118, i32 %9, !dbg !48
  %.90 = getelementptr inbounds i16, ptr addrspace(3) %t124, i32 %.59, !dbg !48
  %.91 = load i16, ptr addrspace(3) %.90, align 4, !dbg !48
  %.92 = zext i16 %.91 to i32, !dbg !48
  %.94 = getelementptr inbounds i16, ptr addrspace(3) %t124, i32 %5, !dbg !48
  %.95 = load i16, ptr addrspace(3) %.94, align 2, !dbg !48
  %.96 = zext i16 %.95 to i32, !dbg !48
  %.97 = shl nuw i32 %.96, 16, !dbg !48
  %.98 = or i32 %.97, %.92, !dbg !48
  %.100 = getelementptr inbounds i16, ptr addrspace(3) %t124, i32 %6, !dbg !48
  %.101 = load i16, ptr addrspace(3) %.100, align 4, !dbg !48
  %.102 = zext i16 %.101 to i32, !dbg !48
  %.104 = getelementptr inbounds i16, ptr addrspace(3) %t124, i32 %7, !dbg !48
  %.105 = load i16, ptr addrspace(3) %.104, align 2, !dbg !48
  %.106 = zext i16 %.105 to i32, !dbg !48
  %.107 = shl nuw i32 %.106, 16, !dbg !48
  %.108 = or i32 %.107, %.102, !dbg !48
  %t126 = getelementptr inbounds i16, ptr addrspace(3) %t121, i32 %10, !dbg !49
  %.120 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %.119, !dbg !49
  %.121 = load i16, ptr addrspace(3) %.120, align 2, !dbg !49
  %.122 = zext i16 %.121 to i32, !dbg !49
  %.125 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %11, !dbg !49
  %.126 = load i16, ptr addrspace(3) %.125, align 2, !dbg !49
  %.127 = zext i16 %.126 to i32, !dbg !49
  %.128 = shl nuw i32 %.127, 16, !dbg !49
  %.129 = or i32 %.128, %.122, !dbg !49
  %.132 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %12, !dbg !49
  %.133 = load i16, ptr addrspace(3) %.132, align 2, !dbg !49
  %.134 = zext i16 %.133 to i32, !dbg !49
  %.137 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %13, !dbg !49
  %.138 = load i16, ptr addrspace(3) %.137, align 2, !dbg !49
  %.139 = zext i16 %.138 to i32, !dbg !49
  %.140 = shl nuw i32 %.139, 16, !dbg !49
  %.141 = or i32 %.140, %.134, !dbg !49
  %t128 = getelementptr inbounds i16, ptr addrspace(3) %t121, i32 %14, !dbg !50
  %.153 = getelementptr inbounds i16, ptr addrspace(3) %t128, i32 %.119, !dbg !50
  %.154 = load i16, ptr addrspace(3) %.153, align 2, !dbg !50
  %.155 = zext i16 %.154 to i32, !dbg !50
  %.158 = getelementptr inbounds i16, ptr addrspace(3) %t128, i32 %11, !dbg !50
  %.159 = load i16, ptr addrspace(3) %.158, align 2, !dbg !50
  %.160 = zext i16 %.159 to i32, !dbg !50
  %.161 = shl nuw i32 %.160, 16, !dbg !50
  %.162 = or i32 %.161, %.155, !dbg !50
  %.165 = getelementptr inbounds i16, ptr addrspace(3) %t128, i32 %12, !dbg !50
  %.166 = load i16, ptr addrspace(3) %.165, align 2, !dbg !50
  %.167 = zext i16 %.166 to i32, !dbg !50
  %.170 = getelementptr inbounds i16, ptr addrspace(3) %t128, i32 %13, !dbg !50
  %.171 = load i16, ptr addrspace(3) %.170, align 2, !dbg !50
  %.172 = zext i16 %.171 to i32, !dbg !50
  %.173 = shl nuw i32 %.172, 16, !dbg !50
  %.174 = or i32 %.173, %.167, !dbg !50
  %.177 = extractvalue { [8 x float] } %t68, 0, 0, !dbg !51
  %.178 = insertelement <4 x float> poison, float %.177, i64 0, !dbg !51
  %.179 = extractvalue { [8 x float] } %t68, 0, 1, !dbg !51
  %.180 = insertelement <4 x float> %.178, float %.179, i64 1, !dbg !51
  %.181 = extractvalue { [8 x float] } %t68, 0, 2, !dbg !51
  %.182 = insertelement <4 x float> %.180, float %.181, i64 2, !dbg !51
  %.183 = extractvalue { [8 x float] } %t68, 0, 3, !dbg !51
  %.184 = insertelement <4 x float> %.182, float %.183, i64 3, !dbg !51
  %.186 = insertelement <2 x i32> poison, i32 %.68, i64 0, !dbg !51
  %.188 = insertelement <2 x i32> %.186, i32 %.78, i64 1, !dbg !51
  %.189 = bitcast <2 x i32> %.188 to <4 x half>, !dbg !51
  %.191 = insertelement <2 x i32> poison, i32 %.129, i64 0, !dbg !51
  %.193 = insertelement <2 x i32> %.191, i32 %.141, i64 1, !dbg !51
  %.194 = bitcast <2 x i32> %.193 to <4 x half>, !dbg !51
  %.195 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.189, <4 x half> %.194, <4 x float> %.184, i32 0, i32 0, i32 0), !dbg !51
  %.196 = extractelement <4 x float> %.195, i64 0, !dbg !51
  %.197 = extractelement <4 x float> %.195, i64 1, !dbg !51
  %.198 = extractelement <4 x float> %.195, i64 2, !dbg !51
  %.199 = extractelement <4 x float> %.195, i64 3, !dbg !51
  %.200 = insertvalue { [8 x float] } zeroinitializer, float %.196, 0, 0, !dbg !51
  %.201 = insertvalue { [8 x float] } %.200, float %.197, 0, 1, !dbg !51
  %.202 = insertvalue { [8 x float] } %.201, float %.198, 0, 2, !dbg !51
  %.203 = insertvalue { [8 x float] } %.202, float %.199, 0, 3, !dbg !51
  %.204 = extractvalue { [8 x float] } %t69, 0, 0, !dbg !52
  %.205 = insertelement <4 x float> poison, float %.204, i64 0, !dbg !52
  %.206 = extractvalue { [8 x float] } %t69, 0, 1, !dbg !52
  %.207 = insertelement <4 x float> %.205, float %.206, i64 1, !dbg !52
  %.208 = extractvalue { [8 x float] } %t69, 0, 2, !dbg !52
  %.209 = insertelement <4 x float> %.207, float %.208, i64 2, !dbg !52
  %.210 = extractvalue { [8 x float] } %t69, 0, 3, !dbg !52
  %.211 = insertelement <4 x float> %.209, float %.210, i64 3, !dbg !52
  %.218 = insertelement <2 x i32> poison, i32 %.162, i64 0, !dbg !52
  %.220 = insertelement <2 x i32> %.218, i32 %.174, i64 1, !dbg !52
  %.221 = bitcast <2 x i32> %.220 to <4 x half>, !dbg !52
  %.222 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.189, <4 x half> %.221, <4 x float> %.211, i32 0, i32 0, i32 0), !dbg !52
  %.223 = extractelement <4 x float> %.222, i64 0, !dbg !52
  %.224 = extractelement <4 x float> %.222, i64 1, !dbg !52
  %.225 = extractelement <4 x float> %.222, i64 2, !dbg !52
  %.226 = extractelement <4 x float> %.222, i64 3, !dbg !52
  %.227 = insertvalue { [8 x float] } zeroinitializer, float %.223, 0, 0, !dbg !52
  %.228 = insertvalue { [8 x float] } %.227, float %.224, 0, 1, !dbg !52
  %.229 = insertvalue { [8 x float] } %.228, float %.225, 0, 2, !dbg !52
  %.230 = insertvalue { [8 x float] } %.229, float %.226, 0, 3, !dbg !52
  %.231 = extractvalue { [8 x float] } %t70, 0, 0, !dbg !53
  %.232 = insertelement <4 x float> poison, float %.231, i64 0, !dbg !53
  %.233 = extractvalue { [8 x float] } %t70, 0, 1, !dbg !53
  %.234 = insertelement <4 x float> %.232, float %.233, i64 1, !dbg !53
  %.235 = extractvalue { [8 x float] } %t70, 0, 2, !dbg !53
  %.236 = insertelement <4 x float> %.234, float %.235, i64 2, !dbg !53
  %.237 = extractvalue { [8 x float] } %t70, 0, 3, !dbg !53
  %.238 = insertelement <4 x float> %.236, float %.237, i64 3, !dbg !53
  %.240 = insertelement <2 x i32> poison, i32 %.98, i64 0, !dbg !53
  %.242 = insertelement <2 x i32> %.240, i32 %.108, i64 1, !dbg !53
  %.243 = bitcast <2 x i32> %.242 to <4 x half>, !dbg !53
  %.249 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.243, <4 x half> %.194, <4 x float> %.238, i32 0, i32 0, i32 0), !dbg !53
  %.250 = extractelement <4 x float> %.249, i64 0, !dbg !53
  %.251 = extractelement <4 x float> %.249, i64 1, !dbg !53
  %.252 = extractelement <4 x float> %.249, i64 2, !dbg !53
  %.253 = extractelement <4 x float> %.249, i64 3, !dbg !53
  %.254 = insertvalue { [8 x float] } zeroinitializer, float %.250, 0, 0, !dbg !53
  %.255 = insertvalue { [8 x float] } %.254, float %.251, 0, 1, !dbg !53
  %.256 = insertvalue { [8 x float] } %.255, float %.252, 0, 2, !dbg !53
  %.257 = insertvalue { [8 x float] } %.256, float %.253, 0, 3, !dbg !53
  %.258 = extractvalue { [8 x float] } %t71, 0, 0, !dbg !54
  %.259 = insertelement <4 x float> poison, float %.258, i64 0, !dbg !54
  %.260 = extractvalue { [8 x float] } %t71, 0, 1, !dbg !54
  %.261 = insertelement <4 x float> %.259, float %.260, i64 1, !dbg !54
  %.262 = extractvalue { [8 x float] } %t71, 0, 2, !dbg !54
  %.263 = insertelement <4 x float> %.261, float %.262, i64 2, !dbg !54
  %.264 = extractvalue { [8 x float] } %t71, 0, 3, !dbg !54
  %.265 = insertelement <4 x float> %.263, float %.264, i64 3, !dbg !54
  %.276 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.243, <4 x half> %.221, <4 x float> %.265, i32 0, i32 0, i32 0), !dbg !54
  %.277 = extractelement <4 x float> %.276, i64 0, !dbg !54
  %.278 = extractelement <4 x float> %.276, i64 1, !dbg !54
  %.279 = extractelement <4 x float> %.276, i64 2, !dbg !54
  %.280 = extractelement <4 x float> %.276, i64 3, !dbg !54
  %.281 = insertvalue { [8 x float] } zeroinitializer, float %.277, 0, 0, !dbg !54
  %.282 = insertvalue { [8 x float] } %.281, float %.278, 0, 1, !dbg !54
  %.283 = insertvalue { [8 x float] } %.282, float %.279, 0, 2, !dbg !54
  %.284 = insertvalue { [8 x float] } %.283, float %.280, 0, 3, !dbg !54
  fence syncscope("workgroup") release, !dbg !55
  tail call void @llvm.amdgcn.s.barrier(), !dbg !55
  fence syncscope("workgroup") acquire, !dbg !55
  %exitcond.not = icmp eq i64 %t78, %smax, !dbg !37
  br i1 %exitcond.not, label %b9, label %b4, !dbg !55

b9:                                               ; preds = %b8, %b3
  %t134 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.203, %b8 ]
  %t135 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.230, %b8 ]
  %t136 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.257, %b8 ]
  %t137 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.284, %b8 ]
  %t138 = add nsw i64 %t11, %t17, !dbg !56
  %t139 = mul i64 %t138, %a10, !dbg !57
  %t140 = add i64 %t14, %t20, !dbg !58
  %t141 = add i64 %t140, %t139, !dbg !59
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t141, !dbg !60
  %.285 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !60
  %.286 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.285), !dbg !60
  %.289 = and i32 %.286, 15, !dbg !60
  %.290 = zext i32 %.289 to i64, !dbg !60
  %19 = lshr i32 %.286, 2, !dbg !60
  %20 = and i32 %19, 1073741820, !dbg !60
  %.291 = zext i32 %20 to i64, !dbg !60
  %.292 = mul i64 %.291, %a10, !dbg !60
  %.293 = add i64 %.292, %.290, !dbg !60
  %.294 = extractvalue { [8 x float] } %t134, 0, 0, !dbg !60
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t143, i64 %.293, !dbg !60
  store float %.294, ptr addrspace(1) %.295, align 4, !dbg !60
  %.296 = extractvalue { [8 x float] } %t134, 0, 1, !dbg !60
  %.298 = add i64 %.293, %a10, !dbg !60
  %.299 = getelementptr inbounds float, ptr addrspace(1) %t143, i64 %.298, !dbg !60
  store float %.296, ptr addrspace(1) %.299, align 4, !dbg !60
  %.300 = extractvalue { [8 x float] } %t134, 0, 2, !dbg !60
  %.301 = shl i64 %a10, 1, !dbg !60
  %.302 = add i64 %.293, %.301, !dbg !60
  %.303 = getelementptr inbounds float, ptr addrspace(1) %t143, i64 %.302, !dbg !60
  store float %.300, ptr addrspace(1) %.303, align 4, !dbg !60
  %.304 = extractvalue { [8 x float] } %t134, 0, 3, !dbg !60
  %.305 = mul i64 %a10, 3, !dbg !60
  %.306 = add i64 %.293, %.305, !dbg !60
  %.307 = getelementptr inbounds float, ptr addrspace(1) %t143, i64 %.306, !dbg !60
  store float %.304, ptr addrspace(1) %.307, align 4, !dbg !60
  %t144 = or i64 %t141, 16, !dbg !61
  %t145 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t144, !dbg !62
  %.317 = extractvalue { [8 x float] } %t135, 0, 0, !dbg !62
  %.318 = getelementptr inbounds float, ptr addrspace(1) %t145, i64 %.293, !dbg !62
  store float %.317, ptr addrspace(1) %.318, align 4, !dbg !62
  %.319 = extractvalue { [8 x float] } %t135, 0, 1, !dbg !62
  %.322 = getelementptr inbounds float, ptr addrspace(1) %t145, i64 %.298, !dbg !62
  store float %.319, ptr addrspace(1) %.322, align 4, !dbg !62
  %.323 = extractvalue { [8 x float] } %t135, 0, 2, !dbg !62
  %.326 = getelementptr inbounds float, ptr addrspace(1) %t145, i64 %.302, !dbg !62
  store float %.323, ptr addrspace(1) %.326, align 4, !dbg !62
  %.327 = extractvalue { [8 x float] } %t135, 0, 3, !dbg !62
  %.330 = getelementptr inbounds float, ptr addrspace(1) %t145, i64 %.306, !dbg !62
  store float %.327, ptr addrspace(1) %.330, align 4, !dbg !62
  %t146 = shl i64 %a10, 4, !dbg !63
  %t147 = add i64 %t141, %t146, !dbg !64
  %t148 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t147, !dbg !65
  %.340 = extractvalue { [8 x float] } %t136, 0, 0, !dbg !65
  %.341 = getelementptr inbounds float, ptr addrspace(1) %t148, i64 %.293, !dbg !65
  store float %.340, ptr addrspace(1) %.341, align 4, !dbg !65
  %.342 = extractvalue { [8 x float] } %t136, 0, 1, !dbg !65
  %.345 = getelementptr inbounds float, ptr addrspace(1) %t148, i64 %.298, !dbg !65
  store float %.342, ptr addrspace(1) %.345, align 4, !dbg !65
  %.346 = extractvalue { [8 x float] } %t136, 0, 2, !dbg !65
  %.349 = getelementptr inbounds float, ptr addrspace(1) %t148, i64 %.302, !dbg !65
  store float %.346, ptr addrspace(1) %.349, align 4, !dbg !65
  %.350 = extractvalue { [8 x float] } %t136, 0, 3, !dbg !65
  %.353 = getelementptr inbounds float, ptr addrspace(1) %t148, i64 %.306, !dbg !65
  store float %.350, ptr addrspace(1) %.353, align 4, !dbg !65
  %t149 = add i64 %t147, 16, !dbg !66
  %t150 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t149, !dbg !67
  %.363 = extractvalue { [8 x float] } %t137, 0, 0, !dbg !67
  %.364 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.293, !dbg !67
  store float %.363, ptr addrspace(1) %.364, align 4, !dbg !67
  %.365 = extractvalue { [8 x float] } %t137, 0, 1, !dbg !67
  %.368 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.298, !dbg !67
  store float %.365, ptr addrspace(1) %.368, align 4, !dbg !67
  %.369 = extractvalue { [8 x float] } %t137, 0, 2, !dbg !67
  %.372 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.302, !dbg !67
  store float %.369, ptr addrspace(1) %.372, align 4, !dbg !67
  %.373 = extractvalue { [8 x float] } %t137, 0, 3, !dbg !67
  %.376 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.306, !dbg !67
  store float %.373, ptr addrspace(1) %.376, align 4, !dbg !67
  ret void, !dbg !67
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
!18 = !DILocation(line: 67, column: 18, scope: !4)
!19 = !DILocation(line: 68, column: 18, scope: !4)
!20 = !DILocation(line: 68, column: 16, scope: !4)
!21 = !DILocation(line: 68, column: 24, scope: !4)
!22 = !DILocation(line: 68, column: 31, scope: !4)
!23 = !DILocation(line: 68, column: 29, scope: !4)
!24 = !DILocation(line: 68, column: 12, scope: !4)
!25 = !DILocation(line: 68, column: 5, scope: !4)
!26 = !DILocation(line: 69, column: 18, scope: !4)
!27 = !DILocation(line: 69, column: 24, scope: !4)
!28 = !DILocation(line: 69, column: 31, scope: !4)
!29 = !DILocation(line: 69, column: 26, scope: !4)
!30 = !DILocation(line: 69, column: 29, scope: !4)
!31 = !DILocation(line: 69, column: 12, scope: !4)
!32 = !DILocation(line: 69, column: 5, scope: !4)
!33 = !DILocation(line: 67, column: 31, scope: !4)
!34 = !DILocation(line: 39, column: 15, scope: !4)
!35 = !DILocation(line: 40, column: 13, scope: !4)
!36 = !DILocation(line: 0, scope: !4)
!37 = !DILocation(line: 43, column: 10, scope: !4)
!38 = !DILocation(line: 42, column: 12, scope: !4)
!39 = !DILocation(line: 43, column: 7, scope: !4)
!40 = !DILocation(line: 44, column: 48, scope: !4)
!41 = !DILocation(line: 44, column: 65, scope: !4)
!42 = !DILocation(line: 44, column: 89, scope: !4)
!43 = !DILocation(line: 68, column: 26, scope: !4)
!44 = !DILocation(line: 69, column: 16, scope: !4)
!45 = !DILocation(line: 46, column: 15, scope: !4)
!46 = !DILocation(line: 46, column: 35, scope: !4)
!47 = !DILocation(line: 47, column: 19, scope: !4)
!48 = !DILocation(line: 48, column: 19, scope: !4)
!49 = !DILocation(line: 49, column: 19, scope: !4)
!50 = !DILocation(line: 50, column: 19, scope: !4)
!51 = !DILocation(line: 51, column: 19, scope: !4)
!52 = !DILocation(line: 52, column: 19, scope: !4)
!53 = !DILocation(line: 53, column: 19, scope: !4)
!54 = !DILocation(line: 54, column: 19, scope: !4)
!55 = !DILocation(line: 55, column: 16, scope: !4)
!56 = !DILocation(line: 57, column: 11, scope: !4)
!57 = !DILocation(line: 57, column: 15, scope: !4)
!58 = !DILocation(line: 57, column: 18, scope: !4)
!59 = !DILocation(line: 57, column: 23, scope: !4)
!60 = !DILocation(line: 58, column: 13, scope: !4)
!61 = !DILocation(line: 59, column: 22, scope: !4)
!62 = !DILocation(line: 59, column: 13, scope: !4)
!63 = !DILocation(line: 60, column: 25, scope: !4)
!64 = !DILocation(line: 60, column: 22, scope: !4)
!65 = !DILocation(line: 60, column: 13, scope: !4)
!66 = !DILocation(line: 61, column: 27, scope: !4)
!67 = !DILocation(line: 61, column: 13, scope: !4)
