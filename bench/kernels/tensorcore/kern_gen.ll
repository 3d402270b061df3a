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
  %t11.tr = trunc i64 %t11 to i32
  %2 = shl i32 %t11.tr, 4
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !38
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
  %smax = tail call i64 @llvm.smax.i64(i64 %t72, i64 1), !dbg !39
  br label %b4, !dbg !39

b4:                                               ; preds = %b4.preheader, %b8
  %t78 = phi { [8 x float] } [ %.203, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t79 = phi { [8 x float] } [ %.230, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t80 = phi { [8 x float] } [ %.257, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t81 = phi { [8 x float] } [ %.284, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t82 = phi i64 [ %t88, %b8 ], [ 0, %b4.preheader ]
  %t87 = and i64 %t82, 1, !dbg !40
  %t88 = add nuw nsw i64 %t82, 1, !dbg !41
  %t89 = icmp slt i64 %t88, %t72, !dbg !39
  br i1 %t89, label %b5, label %b8, !dbg !39

b5:                                               ; preds = %b4
  %t90 = shl i64 %t88, 4, !dbg !42
  %15 = trunc i64 %t87 to i32, !dbg !43
  %t91.tr = shl nuw nsw i32 %15, 10, !dbg !43
  %16 = xor i32 %t91.tr, 1024, !dbg !43
  %t94 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %16, !dbg !43
  %t97 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %16, !dbg !44
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
  %17 = trunc i64 %t9818 to i32, !dbg !27
  %t114 = getelementptr inbounds i16, ptr addrspace(3) %t94, i32 %17, !dbg !27
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
  %t130 = getelementptr inbounds i16, ptr addrspace(3) %t97, i32 %17, !dbg !34
  store i32 %.50, ptr addrspace(3) %t130, align 4, !dbg !34
  %t133 = add i64 %t9818, %t34, !dbg !35
  %t99 = icmp slt i64 %t133, 1024, !dbg !20
  br i1 %t99, label %b7, label %b8, !dbg !20

b8:                                               ; preds = %b7, %b5, %b4
  %t87.tr = trunc i64 %t87 to i32, !dbg !47
  %18 = shl nuw nsw i32 %t87.tr, 10, !dbg !47
  %t136 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %18, !dbg !47
  %t139 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %18, !dbg !48
  %t140 = getelementptr inbounds i16, ptr addrspace(3) %t136, i32 %2, !dbg !49
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t140, i32 %.59, !dbg !49
  %.61 = load i16, ptr addrspace(3) %.60, align 4, !dbg !49
  %.62 = zext i16 %.61 to i32, !dbg !49
  %.64 = getelementptr inbounds i16, ptr addrspace(3) %t140, i32 %5, !dbg !49
  %.65 = load i16, ptr addrspace(3) %.64, align 2, !dbg !49
  %.66 = zext i16 %.65 to i32, !dbg !49
  %.67 = shl nuw i32 %.66, 16, !dbg !49
  %.68 = or i32 %.67, %.62, !dbg !49
  %.70 = getelementptr inbounds i16, ptr addrspace(3) %t140, i32 %6, !dbg !49
  %.71 = load i16, ptr addrspace(3) %.70, align 4, !dbg !49
  %.72 = zext i16 %.71 to i32, !dbg !49
  %.74 = getelementptr inbounds i16, ptr addrspace(3) %t140, i32 %7, !dbg !49
  %.75 = load i16, ptr addrspace(3) %.74, align 2, !dbg !49
  %.76 = zext i16 %.75 to i32, !dbg !49
  %.77 = shl nuw i32 %.76, 16, !dbg !49
  %.78 = or i32 %.77, %.72, !dbg !49
  %t142 = getelementptr inbounds i16, ptr addrspace(3) %t136, i32 %9, !dbg !50
  %.90 = getelementptr inbounds i16, ptr addrspace(3) %t142, i32 %.59, !dbg !50
  %.91 = load i16, ptr addrspace(3) %.90, align 4, !dbg !50
  %.92 = zext i16 %.91 to i32, !dbg !50
  %.94 = getelementptr inbounds i16, ptr addrspace(3) %t142, i32 %5, !dbg !50
  %.95 = load i16, ptr addrspace(3) %.94, align 2, !dbg !50
  %.96 = zext i16 %.95 to i32, !dbg !50
  %.97 = shl nuw i32 %.96, 16, !dbg !50
  %.98 = or i32 %.97, %.92, !dbg !50
  %.100 = getelementptr inbounds i16, ptr addrspace(3) %t142, i32 %6, !dbg !50
  %.101 = load i16, ptr addrspace(3) %.100, align 4, !dbg !50
  %.102 = zext i16 %.101 to i32, !dbg !50
  %.104 = getelementptr inbounds i16, ptr addrspace(3) %t142, i32 %7, !dbg !50
  %.105 = load i16, ptr addrspace(3) %.104, align 2, !dbg !50
  %.106 = zext i16 %.105 to i32, !dbg !50
  %.107 = shl nuw i32 %.106, 16, !dbg !50
  %.108 = or i32 %.107, %.102, !dbg !50
  %t144 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %10, !dbg !51
  %.120 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %.119, !dbg !51
  %.121 = load i16, ptr addrspace(3) %.120, align 2, !dbg !51
  %.122 = zext i16 %.121 to i32, !dbg !51
  %.125 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %11, !dbg !51
  %.126 = load i16, ptr addrspace(3) %.125, align 2, !dbg !51
  %.127 = zext i16 %.126 to i32, !dbg !51
  %.128 = shl nuw i32 %.127, 16, !dbg !51
  %.129 = or i32 %.128, %.122, !dbg !51
  %.132 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %12, !dbg !51
  %.133 = load i16, ptr addrspace(3) %.132, align 2, !dbg !51
  %.134 = zext i16 %.133 to i32, !dbg !51
  %.137 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %13, !dbg !51
  %.138 = load i16, ptr addrspace(3) %.137, align 2, !dbg !51
  %.139 = zext i16 %.138 to i32, !dbg !51
  %.140 = shl nuw i32 %.139, 16, !dbg !51
  %.141 = or i32 %.140, %.134, !dbg !51
  %t146 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %14, !dbg !52
  %.153 = getelementptr inbounds i16, ptr addrspace(3) %t146, i32 %.119, !dbg !52
  %.154 = load i16, ptr addrspace(3) %.153, align 2, !dbg !52
  %.155 = zext i16 %.154 to i32, !dbg !52
  %.158 = getelementptr inbounds i16, ptr addrspace(3) %t146, i32 %11, !dbg !52
  %.159 = load i16, ptr addrspace(3) %.158, align 2, !dbg !52
  %.160 = zext i16 %.159 to i32, !dbg !52
  %.161 = shl nuw i32 %.160, 16, !dbg !52
  %.162 = or i32 %.161, %.155, !dbg !52
  %.165 = getelementptr inbounds i16, ptr addrspace(3) %t146, i32 %12, !dbg !52
  %.166 = load i16, ptr addrspace(3) %.165, align 2, !dbg !52
  %.167 = zext i16 %.166 to i32, !dbg !52
  %.170 = getelementptr inbounds i16, ptr addrspace(3) %t146, i32 %13, !dbg !52
  %.171 = load i16, ptr addrspace(3) %.170, align 2, !dbg !52
  %.172 = zext i16 %.171 to i32, !dbg !52
  %.173 = shl nuw i32 %.172, 16, !dbg !52
  %.174 = or i32 %.173, %.167, !dbg !52
  %.177 = extractvalue { [8 x float] } %t78, 0, 0, !dbg !53
  %.178 = insertelement <4 x float> poison, float %.177, i64 0, !dbg !53
  %.179 = extractvalue { [8 x float] } %t78, 0, 1, !dbg !53
  %.180 = insertelement <4 x float> %.178, float %.179, i64 1, !dbg !53
  %.181 = extractvalue { [8 x float] } %t78, 0, 2, !dbg !53
  %.182 = insertelement <4 x float> %.180, float %.181, i64 2, !dbg !53
  %.183 = extractvalue { [8 x float] } %t78, 0, 3, !dbg !53
  %.184 = insertelement <4 x float> %.182, float %.183, i64 3, !dbg !53
  %.186 = insertelement <2 x i32> poison, i32 %.68, i64 0, !dbg !53
  %.188 = insertelement <2 x i32> %.186, i32 %.78, i64 1, !dbg !53
  %.189 = bitcast <2 x i32> %.188 to <4 x half>, !dbg !53
  %.191 = insertelement <2 x i32> poison, i32 %.129, i64 0, !dbg !53
  %.193 = insertelement <2 x i32> %.191, i32 %.141, i64 1, !dbg !53
  %.194 = bitcast <2 x i32> %.193 to <4 x half>, !dbg !53
  %.195 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.189, <4 x half> %.194, <4 x float> %.184, i32 0, i32 0, i32 0), !dbg !53
  %.196 = extractelement <4 x float> %.195, i64 0, !dbg !53
  %.197 = extractelement <4 x float> %.195, i64 1, !dbg !53
  %.198 = extractelement <4 x float> %.195, i64 2, !dbg !53
  %.199 = extractelement <4 x float> %.195, i64 3, !dbg !53
  %.200 = insertvalue { [8 x float] } zeroinitializer, float %.196, 0, 0, !dbg !53
  %.201 = insertvalue { [8 x float] } %.200, float %.197, 0, 1, !dbg !53
  %.202 = insertvalue { [8 x float] } %.201, float %.198, 0, 2, !dbg !53
  %.203 = insertvalue { [8 x float] } %.202, float %.199, 0, 3, !dbg !53
  %.204 = extractvalue { [8 x float] } %t79, 0, 0, !dbg !54
  %.205 = insertelement <4 x float> poison, float %.204, i64 0, !dbg !54
  %.206 = extractvalue { [8 x float] } %t79, 0, 1, !dbg !54
  %.207 = insertelement <4 x float> %.205, float %.206, i64 1, !dbg !54
  %.208 = extractvalue { [8 x float] } %t79, 0, 2, !dbg !54
  %.209 = insertelement <4 x float> %.207, float %.208, i64 2, !dbg !54
  %.210 = extractvalue { [8 x float] } %t79, 0, 3, !dbg !54
  %.211 = insertelement <4 x float> %.209, float %.210, i64 3, !dbg !54
  %.218 = insertelement <2 x i32> poison, i32 %.162, i64 0, !dbg !54
  %.220 = insertelement <2 x i32> %.218, i32 %.174, i64 1, !dbg !54
  %.221 = bitcast <2 x i32> %.220 to <4 x half>, !dbg !54
  %.222 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.189, <4 x half> %.221, <4 x float> %.211, i32 0, i32 0, i32 0), !dbg !54
  %.223 = extractelement <4 x float> %.222, i64 0, !dbg !54
  %.224 = extractelement <4 x float> %.222, i64 1, !dbg !54
  %.225 = extractelement <4 x float> %.222, i64 2, !dbg !54
  %.226 = extractelement <4 x float> %.222, i64 3, !dbg !54
  %.227 = insertvalue { [8 x float] } zeroinitializer, float %.223, 0, 0, !dbg !54
  %.228 = insertvalue { [8 x float] } %.227, float %.224, 0, 1, !dbg !54
  %.229 = insertvalue { [8 x float] } %.228, float %.225, 0, 2, !dbg !54
  %.230 = insertvalue { [8 x float] } %.229, float %.226, 0, 3, !dbg !54
  %.231 = extractvalue { [8 x float] } %t80, 0, 0, !dbg !55
  %.232 = insertelement <4 x float> poison, float %.231, i64 0, !dbg !55
  %.233 = extractvalue { [8 x float] } %t80, 0, 1, !dbg !55
  %.234 = insertelement <4 x float> %.232, float %.233, i64 1, !dbg !55
  %.235 = extractvalue { [8 x float] } %t80, 0, 2, !dbg !55
  %.236 = insertelement <4 x float> %.234, float %.235, i64 2, !dbg !55
  %.237 = extractvalue { [8 x float] } %t80, 0, 3, !dbg !55
  %.238 = insertelement <4 x float> %.236, float %.237, i64 3, !dbg !55
  %.240 = insertelement <2 x i32> poison, i32 %.98, i64 0, !dbg !55
  %.242 = insertelement <2 x i32> %.240, i32 %.108, i64 1, !dbg !55
  %.243 = bitcast <2 x i32> %.242 to <4 x half>, !dbg !55
  %.249 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.243, <4 x half> %.194, <4 x float> %.238, i32 0, i32 0, i32 0), !dbg !55
  %.250 = extractelement <4 x float> %.249, i64 0, !dbg !55
  %.251 = extractelement <4 x float> %.249, i64 1, !dbg !55
  %.252 = extractelement <4 x float> %.249, i64 2, !dbg !55
  %.253 = extractelement <4 x float> %.249, i64 3, !dbg !55
  %.254 = insertvalue { [8 x float] } zeroinitializer, float %.250, 0, 0, !dbg !55
  %.255 = insertvalue { [8 x float] } %.254, float %.251, 0, 1, !dbg !55
  %.256 = insertvalue { [8 x float] } %.255, float %.252, 0, 2, !dbg !55
  %.257 = insertvalue { [8 x float] } %.256, float %.253, 0, 3, !dbg !55
  %.258 = extractvalue { [8 x float] } %t81, 0, 0, !dbg !56
  %.259 = insertelement <4 x float> poison, float %.258, i64 0, !dbg !56
  %.260 = extractvalue { [8 x float] } %t81, 0, 1, !dbg !56
  %.261 = insertelement <4 x float> %.259, float %.260, i64 1, !dbg !56
  %.262 = extractvalue { [8 x float] } %t81, 0, 2, !dbg !56
  %.263 = insertelement <4 x float> %.261, float %.262, i64 2, !dbg !56
  %.264 = extractvalue { [8 x float] } %t81, 0, 3, !dbg !56
  %.265 = insertelement <4 x float> %.263, float %.264, i64 3, !dbg !56
  %.276 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.243, <4 x half> %.221, <4 x float> %.265, i32 0, i32 0, i32 0), !dbg !56
  %.277 = extractelement <4 x float> %.276, i64 0, !dbg !56
  %.278 = extractelement <4 x float> %.276, i64 1, !dbg !56
  %.279 = extractelement <4 x float> %.276, i64 2, !dbg !56
  %.280 = extractelement <4 x float> %.276, i64 3, !dbg !56
  %.281 = insertvalue { [8 x float] } zeroinitializer, float %.277, 0, 0, !dbg !56
  %.282 = insertvalue { [8 x float] } %.281, float %.278, 0, 1, !dbg !56
  %.283 = insertvalue { [8 x float] } %.282, float %.279, 0, 2, !dbg !56
  %.284 = insertvalue { [8 x float] } %.283, float %.280, 0, 3, !dbg !56
  fence syncscope("workgroup") release, !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  fence syncscope("workgroup") acquire, !dbg !57
  %exitcond.not = icmp eq i64 %t88, %smax, !dbg !39
  br i1 %exitcond.not, label %b9, label %b4, !dbg !57

b9:                                               ; preds = %b8, %b3
  %t152 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.203, %b8 ]
  %t153 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.230, %b8 ]
  %t154 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.257, %b8 ]
  %t155 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.284, %b8 ]
  %t156 = add nsw i64 %t11, %t17, !dbg !58
  %t157 = mul i64 %t156, %a10, !dbg !59
  %t158 = add i64 %t14, %t20, !dbg !60
  %t159 = add i64 %t158, %t157, !dbg !61
  %t161 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t159, !dbg !62
  %.285 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.286 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.285), !dbg !62
  %.289 = and i32 %.286, 15, !dbg !62
  %.290 = zext i32 %.289 to i64, !dbg !62
  %19 = lshr i32 %.286, 2, !dbg !62
  %20 = and i32 %19, 1073741820, !dbg !62
  %.291 = zext i32 %20 to i64, !dbg !62
  %.292 = mul i64 %.291, %a10, !dbg !62
  %.293 = add i64 %.292, %.290, !dbg !62
  %.294 = extractvalue { [8 x float] } %t152, 0, 0, !dbg !62
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t161, i64 %.293, !dbg !62
  store float %.294, ptr addrspace(1) %.295, align 4, !dbg !62
  %.296 = extractvalue { [8 x float] } %t152, 0, 1, !dbg !62
  %.298 = add i64 %.293, %a10, !dbg !62
  %.299 = getelementptr inbounds float, ptr addrspace(1) %t161, i64 %.298, !dbg !62
  store float %.296, ptr addrspace(1) %.299, align 4, !dbg !62
  %.300 = extractvalue { [8 x float] } %t152, 0, 2, !dbg !62
  %.301 = shl i64 %a10, 1, !dbg !62
  %.302 = add i64 %.293, %.301, !dbg !62
  %.303 = getelementptr inbounds float, ptr addrspace(1) %t161, i64 %.302, !dbg !62
  store float %.300, ptr addrspace(1) %.303, align 4, !dbg !62
  %.304 = extractvalue { [8 x float] } %t152, 0, 3, !dbg !62
  %.305 = mul i64 %a10, 3, !dbg !62
  %.306 = add i64 %.293, %.305, !dbg !62
  %.307 = getelementptr inbounds float, ptr addrspace(1) %t161, i64 %.306, !dbg !62
  store float %.304, ptr addrspace(1) %.307, align 4, !dbg !62
  %t162 = or i64 %t159, 16, !dbg !63
  %t163 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t162, !dbg !64
  %.317 = extractvalue { [8 x float] } %t153, 0, 0, !dbg !64
  %.318 = getelementptr inbounds float, ptr addrspace(1) %t163, i64 %.293, !dbg !64
  store float %.317, ptr addrspace(1) %.318, align 4, !dbg !64
  %.319 = extractvalue { [8 x float] } %t153, 0, 1, !dbg !64
  %.322 = getelementptr inbounds float, ptr addrspace(1) %t163, i64 %.298, !dbg !64
  store float %.319, ptr addrspace(1) %.322, align 4, !dbg !64
  %.323 = extractvalue { [8 x float] } %t153, 0, 2, !dbg !64
  %.326 = getelementptr inbounds float, ptr addrspace(1) %t163, i64 %.302, !dbg !64
  store float %.323, ptr addrspace(1) %.326, align 4, !dbg !64
  %.327 = extractvalue { [8 x float] } %t153, 0, 3, !dbg !64
  %.330 = getelementptr inbounds float, ptr addrspace(1) %t163, i64 %.306, !dbg !64
  store float %.327, ptr addrspace(1) %.330, align 4, !dbg !64
  %t164 = shl i64 %a10, 4, !dbg !65
  %t165 = add i64 %t159, %t164, !dbg !66
  %t166 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t165, !dbg !67
  %.340 = extractvalue { [8 x float] } %t154, 0, 0, !dbg !67
  %.341 = getelementptr inbounds float, ptr addrspace(1) %t166, i64 %.293, !dbg !67
  store float %.340, ptr addrspace(1) %.341, align 4, !dbg !67
  %.342 = extractvalue { [8 x float] } %t154, 0, 1, !dbg !67
  %.345 = getelementptr inbounds float, ptr addrspace(1) %t166, i64 %.298, !dbg !67
  store float %.342, ptr addrspace(1) %.345, align 4, !dbg !67
  %.346 = extractvalue { [8 x float] } %t154, 0, 2, !dbg !67
  %.349 = getelementptr inbounds float, ptr addrspace(1) %t166, i64 %.302, !dbg !67
  store float %.346, ptr addrspace(1) %.349, align 4, !dbg !67
  %.350 = extractvalue { [8 x float] } %t154, 0, 3, !dbg !67
  %.353 = getelementptr inbounds float, ptr addrspace(1) %t166, i64 %.306, !dbg !67
  store float %.350, ptr addrspace(1) %.353, align 4, !dbg !67
  %t167 = add i64 %t165, 16, !dbg !68
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t167, !dbg !69
  %.363 = extractvalue { [8 x float] } %t155, 0, 0, !dbg !69
  %.364 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.293, !dbg !69
  store float %.363, ptr addrspace(1) %.364, align 4, !dbg !69
  %.365 = extractvalue { [8 x float] } %t155, 0, 1, !dbg !69
  %.368 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.298, !dbg !69
  store float %.365, ptr addrspace(1) %.368, align 4, !dbg !69
  %.369 = extractvalue { [8 x float] } %t155, 0, 2, !dbg !69
  %.372 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.302, !dbg !69
  store float %.369, ptr addrspace(1) %.372, align 4, !dbg !69
  %.373 = extractvalue { [8 x float] } %t155, 0, 3, !dbg !69
  %.376 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.306, !dbg !69
  store float %.373, ptr addrspace(1) %.376, align 4, !dbg !69
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
