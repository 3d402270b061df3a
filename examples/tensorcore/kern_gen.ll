; kern module github.com/kernlab/kern/examples/tensorcore (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4

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
  %.38 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !17
  %.39 = getelementptr inbounds i8, ptr addrspace(4) %.38, i64 4, !dbg !17
  %.40 = load i16, ptr addrspace(4) %.39, align 4, !dbg !17, !invariant.load !6
  %t33 = zext i16 %.40 to i64
  %t3515 = icmp slt i32 %.10, 1024, !dbg !18
  br i1 %t3515, label %b2, label %b3, !dbg !18

b2:                                               ; preds = %entry, %b2
  %t3416 = phi i64 [ %t59, %b2 ], [ %t10, %entry ]
  %t36 = ashr i64 %t3416, 63, !dbg !19
  %t37 = and i64 %t36, 15, !dbg !19
  %t38 = add nsw i64 %t37, %t3416, !dbg !19
  %t39 = ashr i64 %t38, 4, !dbg !19
  %t40 = add nsw i64 %t39, %t24, !dbg !20
  %t41 = mul i64 %t40, %a11, !dbg !21
  %t42 = and i64 %t38, -16, !dbg !22
  %t43 = sub i64 %t3416, %t42, !dbg !22
  %t44 = add i64 %t43, %t41, !dbg !23
  %t45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t44, !dbg !24
  %.43 = load i16, ptr addrspace(1) %t45, align 2, !dbg !24, !amdgpu.noclobber !6
  %1 = trunc i64 %t3416 to i32, !dbg !25
  %t47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !25
  store i16 %.43, ptr addrspace(3) %t47, align 2, !dbg !25
  %t48 = and i64 %t36, 63, !dbg !26
  %t49 = add nsw i64 %t48, %t3416, !dbg !26
  %t50 = ashr i64 %t49, 6, !dbg !26
  %t51 = mul i64 %t50, %a10, !dbg !27
  %t53 = and i64 %t49, -64, !dbg !28
  %t52 = add i64 %t3416, %t27, !dbg !29
  %t54 = sub i64 %t52, %t53, !dbg !28
  %t55 = add i64 %t54, %t51, !dbg !30
  %t56 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t55, !dbg !31
  %.45 = load i16, ptr addrspace(1) %t56, align 2, !dbg !31, !amdgpu.noclobber !6
  %t58 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !32
  store i16 %.45, ptr addrspace(3) %t58, align 2, !dbg !32
  %t59 = add i64 %t3416, %t33, !dbg !33
  %t35 = icmp slt i64 %t59, 1024, !dbg !18
  br i1 %t35, label %b2, label %b3, !dbg !18

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !34
  fence syncscope("workgroup") acquire, !dbg !34
  %isneg = icmp slt i64 %a11, 0, !dbg !35
  %t61 = select i1 %isneg, i64 15, i64 0, !dbg !35
  %t62 = add i64 %t61, %a11, !dbg !35
  %t63 = ashr i64 %t62, 4, !dbg !35
  %t64 = icmp sgt i64 %t62, 15, !dbg !35
  br i1 %t64, label %b4.preheader, label %b9, !dbg !35

b4.preheader:                                     ; preds = %b3
  %t18.tr = trunc i64 %t18 to i32
  %2 = shl i32 %t18.tr, 4
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !36
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !36
  %.55 = and i32 %.52, 15
  %.56 = zext i32 %.55 to i64
  %3 = lshr i32 %.52, 2
  %4 = and i32 %3, 1073741820
  %.57 = zext i32 %4 to i64
  %.58 = shl nuw nsw i64 %.56, 4
  %.59 = add nuw nsw i64 %.58, %.57
  %5 = trunc i64 %.59 to i32
  %6 = trunc i64 %.59 to i32
  %7 = or i32 %6, 1
  %8 = trunc i64 %.59 to i32
  %9 = or i32 %8, 2
  %10 = trunc i64 %.59 to i32
  %11 = or i32 %10, 3
  %t16.tr = trunc i64 %t16 to i32
  %12 = shl i32 %t16.tr, 8
  %13 = or i32 %12, 256
  %14 = trunc i64 %t21 to i32
  %.118 = shl nuw nsw i64 %.57, 6
  %.119 = or i64 %.118, %.56
  %15 = trunc i64 %.119 to i32
  %16 = trunc i64 %.119 to i32
  %17 = or i32 %16, 64
  %18 = trunc i64 %.119 to i32
  %19 = or i32 %18, 128
  %20 = trunc i64 %.119 to i32
  %21 = or i32 %20, 192
  %22 = or i32 %14, 16
  %smax = tail call i64 @llvm.smax.i64(i64 %t63, i64 1), !dbg !37
  br label %b4, !dbg !37

b4:                                               ; preds = %b4.preheader, %b8
  %t69 = phi { [8 x float] } [ %.203, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t70 = phi { [8 x float] } [ %.230, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t71 = phi { [8 x float] } [ %.257, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t72 = phi { [8 x float] } [ %.284, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t73 = phi i64 [ %t79, %b8 ], [ 0, %b4.preheader ]
  %t78 = and i64 %t73, 1, !dbg !38
  %t79 = add nuw nsw i64 %t73, 1, !dbg !39
  %t80 = icmp slt i64 %t79, %t63, !dbg !37
  br i1 %t80, label %b5, label %b8, !dbg !37

b5:                                               ; preds = %b4
  %t81 = shl i64 %t79, 4, !dbg !40
  %23 = trunc i64 %t78 to i32, !dbg !41
  %t82.tr = shl nuw nsw i32 %23, 10, !dbg !41
  %24 = xor i32 %t82.tr, 1024, !dbg !41
  %t85 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %24, !dbg !41
  %t88 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %24, !dbg !42
  br i1 %t3515, label %b7, label %b8, !dbg !18

b7:                                               ; preds = %b5, %b7
  %t8918 = phi i64 [ %t116, %b7 ], [ %t10, %b5 ]
  %t91 = ashr i64 %t8918, 63, !dbg !19
  %t92 = and i64 %t91, 15, !dbg !19
  %t93 = add nsw i64 %t92, %t8918, !dbg !19
  %t94 = ashr i64 %t93, 4, !dbg !19
  %t95 = add nsw i64 %t94, %t24, !dbg !20
  %t96 = mul i64 %t95, %a11, !dbg !21
  %t98 = and i64 %t93, -16, !dbg !22
  %t97 = add i64 %t8918, %t81, !dbg !43
  %t99 = sub i64 %t97, %t98, !dbg !22
  %t100 = add i64 %t99, %t96, !dbg !23
  %t101 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t100, !dbg !24
  %.48 = load i16, ptr addrspace(1) %t101, align 2, !dbg !24, !amdgpu.noclobber !6
  %25 = trunc i64 %t8918 to i32, !dbg !25
  %t103 = getelementptr inbounds i16, ptr addrspace(3) %t85, i32 %25, !dbg !25
  store i16 %.48, ptr addrspace(3) %t103, align 2, !dbg !25
  %t104 = and i64 %t91, 63, !dbg !26
  %t105 = add nsw i64 %t104, %t8918, !dbg !26
  %t106 = ashr i64 %t105, 6, !dbg !26
  %t107 = add i64 %t106, %t81, !dbg !44
  %t108 = mul i64 %t107, %a10, !dbg !27
  %t110 = and i64 %t105, -64, !dbg !28
  %t109 = add i64 %t8918, %t27, !dbg !29
  %t111 = sub i64 %t109, %t110, !dbg !28
  %t112 = add i64 %t111, %t108, !dbg !30
  %t113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t112, !dbg !31
  %.50 = load i16, ptr addrspace(1) %t113, align 2, !dbg !31, !amdgpu.noclobber !6
  %t115 = getelementptr inbounds i16, ptr addrspace(3) %t88, i32 %25, !dbg !32
  store i16 %.50, ptr addrspace(3) %t115, align 2, !dbg !32
  %t116 = add i64 %t8918, %t33, !dbg !33
  %t90 = icmp slt i64 %t116, 1024, !dbg !18
  br i1 %t90, label %b7, label %b8, !dbg !18

b8:                                               ; preds = %b7, %b5, %b4
  %t78.tr = trunc i64 %t78 to i32, !dbg !45
  %26 = shl nuw nsw i32 %t78.tr, 10, !dbg !45
  %t119 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %26, !dbg !45
  %t122 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %26, !dbg !46
  %t123 = getelementptr inbounds i16, ptr addrspace(3) %t119, i32 %2, !dbg !47
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t123, i32 %5
  %.61 = load i16, ptr addrspace(3) %.60, align 4, !dbg !47
  %.62 = zext i16 %.61 to i32, !dbg !47
  %.64 = getelementptr inbounds i16, ptr addrspace(3) %t123, i32 %7
  %.65 = load i16, ptr addrspace(3) %.64, align 2, !dbg !47
  %.66 = zext i16 %.65 to i32, !dbg !47
  %.67 = shl nuw i32 %.66, 16, !dbg !47
  %.68 = or i32 %.67, %.62, !dbg !47
  %.70 = getelementptr inbounds i16, ptr addrspace(3) %t123, i32 %9
  %.71 = load i16, ptr addrspace(3) %.70, align 4, !dbg !47
  %.72 = zext i16 %.71 to i32, !dbg !47
  %.74 = getelementptr inbounds i16, ptr addrspace(3) %t123, i32 %11
  %.75 = load i16, ptr addrspace(3) %.74, align 2, !dbg !47
  %.76 = zext i16 %.75 to i32, !dbg !47
  %.77 = shl nuw i32 %.76, 16, !dbg !47
  %.78 = or i32 %.77, %.72, !dbg !47
  %t126 = getelementptr inbounds i16, ptr addrspace(3) %t119, i32 %13, !dbg !48
  %.90 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %5
  %.91 = load i16, ptr addrspace(3) %.90, align 4, !dbg !48
  %.92 = zext i16 %.91 to i32, !dbg !48
  %.94 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %7
  %.95 = load i16, ptr addrspace(3) %.94, align 2, !dbg !48
  %.96 = zext i16 %.95 to i32, !dbg !48
  %.97 = shl nuw i32 %.96, 16, !dbg !48
  %.98 = or i32 %.97, %.92, !dbg !48
  %.100 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %9
  %.101 = load i16, ptr addrspace(3) %.100, align 4, !dbg !48
  %.102 = zext i16 %.101 to i32, !dbg !48
  %.104 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %11
  %.105 = load i16, ptr addrspace(3) %.104, align 2, !dbg !48
  %.106 = zext i16 %.105 to i32, !dbg !48
  %.107 = shl nuw i32 %.106, 16, !dbg !48
  %.108 = or i32 %.107, %.102, !dbg !48
  %t129 = getelementptr inbounds i16, ptr addrspace(3) %t122, i32 %14, !dbg !49
  %.120 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %15
  %.121 = load i16, ptr addrspace(3) %.120, align 2, !dbg !49
  %.122 = zext i16 %.121 to i32, !dbg !49
  %.125 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %17
  %.126 = load i16, ptr addrspace(3) %.125, align 2, !dbg !49
  %.127 = zext i16 %.126 to i32, !dbg !49
  %.128 = shl nuw i32 %.127, 16, !dbg !49
  %.129 = or i32 %.128, %.122, !dbg !49
  %.132 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %19
  %.133 = load i16, ptr addrspace(3) %.132, align 2, !dbg !49
  %.134 = zext i16 %.133 to i32, !dbg !49
  %.137 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %21
  %.138 = load i16, ptr addrspace(3) %.137, align 2, !dbg !49
  %.139 = zext i16 %.138 to i32, !dbg !49
  %.140 = shl nuw i32 %.139, 16, !dbg !49
  %.141 = or i32 %.140, %.134, !dbg !49
  %t132 = getelementptr inbounds i16, ptr addrspace(3) %t122, i32 %22, !dbg !50
  %.153 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %15
  %.154 = load i16, ptr addrspace(3) %.153, align 2, !dbg !50
  %.155 = zext i16 %.154 to i32, !dbg !50
  %.158 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %17
  %.159 = load i16, ptr addrspace(3) %.158, align 2, !dbg !50
  %.160 = zext i16 %.159 to i32, !dbg !50
  %.161 = shl nuw i32 %.160, 16, !dbg !50
  %.162 = or i32 %.161, %.155, !dbg !50
  %.165 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %19
  %.166 = load i16, ptr addrspace(3) %.165, align 2, !dbg !50
  %.167 = zext i16 %.166 to i32, !dbg !50
  %.170 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %21
  %.171 = load i16, ptr addrspace(3) %.170, align 2, !dbg !50
  %.172 = zext i16 %.171 to i32, !dbg !50
  %.173 = shl nuw i32 %.172, 16, !dbg !50
  %.174 = or i32 %.173, %.167, !dbg !50
  %.177 = extractvalue { [8 x float] } %t69, 0, 0, !dbg !51
  %.178 = insertelement <4 x float> poison, float %.177, i64 0, !dbg !51
  %.179 = extractvalue { [8 x float] } %t69, 0, 1, !dbg !51
  %.180 = insertelement <4 x float> %.178, float %.179, i64 1, !dbg !51
  %.181 = extractvalue { [8 x float] } %t69, 0, 2, !dbg !51
  %.182 = insertelement <4 x float> %.180, float %.181, i64 2, !dbg !51
  %.183 = extractvalue { [8 x float] } %t69, 0, 3, !dbg !51
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
  %.204 = extractvalue { [8 x float] } %t70, 0, 0, !dbg !52
  %.205 = insertelement <4 x float> poison, float %.204, i64 0, !dbg !52
  %.206 = extractvalue { [8 x float] } %t70, 0, 1, !dbg !52
  %.207 = insertelement <4 x float> %.205, float %.206, i64 1, !dbg !52
  %.208 = extractvalue { [8 x float] } %t70, 0, 2, !dbg !52
  %.209 = insertelement <4 x float> %.207, float %.208, i64 2, !dbg !52
  %.210 = extractvalue { [8 x float] } %t70, 0, 3, !dbg !52
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
  %.231 = extractvalue { [8 x float] } %t71, 0, 0, !dbg !53
  %.232 = insertelement <4 x float> poison, float %.231, i64 0, !dbg !53
  %.233 = extractvalue { [8 x float] } %t71, 0, 1, !dbg !53
  %.234 = insertelement <4 x float> %.232, float %.233, i64 1, !dbg !53
  %.235 = extractvalue { [8 x float] } %t71, 0, 2, !dbg !53
  %.236 = insertelement <4 x float> %.234, float %.235, i64 2, !dbg !53
  %.237 = extractvalue { [8 x float] } %t71, 0, 3, !dbg !53
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
  %.258 = extractvalue { [8 x float] } %t72, 0, 0, !dbg !54
  %.259 = insertelement <4 x float> poison, float %.258, i64 0, !dbg !54
  %.260 = extractvalue { [8 x float] } %t72, 0, 1, !dbg !54
  %.261 = insertelement <4 x float> %.259, float %.260, i64 1, !dbg !54
  %.262 = extractvalue { [8 x float] } %t72, 0, 2, !dbg !54
  %.263 = insertelement <4 x float> %.261, float %.262, i64 2, !dbg !54
  %.264 = extractvalue { [8 x float] } %t72, 0, 3, !dbg !54
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
  %exitcond.not = icmp eq i64 %t79, %smax, !dbg !37
  br i1 %exitcond.not, label %b9, label %b4, !dbg !55

b9:                                               ; preds = %b8, %b3
  %t139 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.203, %b8 ]
  %t140 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.230, %b8 ]
  %t141 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.257, %b8 ]
  %t142 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.284, %b8 ]
  %t143 = add nsw i64 %t18, %t24, !dbg !56
  %t144 = mul i64 %t143, %a10, !dbg !57
  %t145 = add i64 %t21, %t27, !dbg !58
  %t146 = add i64 %t145, %t144, !dbg !59
  %t147 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t146, !dbg !60
  %.285 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !60
  %.286 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.285), !dbg !60
  %.289 = and i32 %.286, 15, !dbg !60
  %.290 = zext i32 %.289 to i64, !dbg !60
  %27 = lshr i32 %.286, 2, !dbg !60
  %28 = and i32 %27, 1073741820, !dbg !60
  %.291 = zext i32 %28 to i64, !dbg !60
  %.292 = mul i64 %.291, %a10, !dbg !60
  %.293 = add i64 %.292, %.290, !dbg !60
  %.294 = extractvalue { [8 x float] } %t139, 0, 0, !dbg !60
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t147, i64 %.293
  store float %.294, ptr addrspace(1) %.295, align 4, !dbg !60
  %.296 = extractvalue { [8 x float] } %t139, 0, 1, !dbg !60
  %.298 = add i64 %.293, %a10, !dbg !60
  %.299 = getelementptr inbounds float, ptr addrspace(1) %t147, i64 %.298
  store float %.296, ptr addrspace(1) %.299, align 4, !dbg !60
  %.300 = extractvalue { [8 x float] } %t139, 0, 2, !dbg !60
  %.301 = shl i64 %a10, 1, !dbg !60
  %.302 = add i64 %.293, %.301, !dbg !60
  %.303 = getelementptr inbounds float, ptr addrspace(1) %t147, i64 %.302
  store float %.300, ptr addrspace(1) %.303, align 4, !dbg !60
  %.304 = extractvalue { [8 x float] } %t139, 0, 3, !dbg !60
  %.305 = mul i64 %a10, 3, !dbg !60
  %.306 = add i64 %.293, %.305, !dbg !60
  %.307 = getelementptr inbounds float, ptr addrspace(1) %t147, i64 %.306
  store float %.304, ptr addrspace(1) %.307, align 4, !dbg !60
  %t149 = or i64 %t146, 16, !dbg !61
  %t150 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t149, !dbg !62
  %.317 = extractvalue { [8 x float] } %t140, 0, 0, !dbg !62
  %.318 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.293
  store float %.317, ptr addrspace(1) %.318, align 4, !dbg !62
  %.319 = extractvalue { [8 x float] } %t140, 0, 1, !dbg !62
  %.322 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.298
  store float %.319, ptr addrspace(1) %.322, align 4, !dbg !62
  %.323 = extractvalue { [8 x float] } %t140, 0, 2, !dbg !62
  %.326 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.302
  store float %.323, ptr addrspace(1) %.326, align 4, !dbg !62
  %.327 = extractvalue { [8 x float] } %t140, 0, 3, !dbg !62
  %.330 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.306
  store float %.327, ptr addrspace(1) %.330, align 4, !dbg !62
  %t152 = shl i64 %a10, 4, !dbg !63
  %t153 = add i64 %t146, %t152, !dbg !64
  %t154 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t153, !dbg !65
  %.340 = extractvalue { [8 x float] } %t141, 0, 0, !dbg !65
  %.341 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.293
  store float %.340, ptr addrspace(1) %.341, align 4, !dbg !65
  %.342 = extractvalue { [8 x float] } %t141, 0, 1, !dbg !65
  %.345 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.298
  store float %.342, ptr addrspace(1) %.345, align 4, !dbg !65
  %.346 = extractvalue { [8 x float] } %t141, 0, 2, !dbg !65
  %.349 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.302
  store float %.346, ptr addrspace(1) %.349, align 4, !dbg !65
  %.350 = extractvalue { [8 x float] } %t141, 0, 3, !dbg !65
  %.353 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.306
  store float %.350, ptr addrspace(1) %.353, align 4, !dbg !65
  %t156 = add i64 %t153, 16, !dbg !66
  %t157 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t156, !dbg !67
  %.363 = extractvalue { [8 x float] } %t142, 0, 0, !dbg !67
  %.364 = getelementptr inbounds float, ptr addrspace(1) %t157, i64 %.293
  store float %.363, ptr addrspace(1) %.364, align 4, !dbg !67
  %.365 = extractvalue { [8 x float] } %t142, 0, 1, !dbg !67
  %.368 = getelementptr inbounds float, ptr addrspace(1) %t157, i64 %.298
  store float %.365, ptr addrspace(1) %.368, align 4, !dbg !67
  %.369 = extractvalue { [8 x float] } %t142, 0, 2, !dbg !67
  %.372 = getelementptr inbounds float, ptr addrspace(1) %t157, i64 %.302
  store float %.369, ptr addrspace(1) %.372, align 4, !dbg !67
  %.373 = extractvalue { [8 x float] } %t142, 0, 3, !dbg !67
  %.376 = getelementptr inbounds float, ptr addrspace(1) %t157, i64 %.306
  store float %.373, ptr addrspace(1) %.376, align 4, !dbg !67
  ret void, !dbg !68
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !69 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !70
  %t10 = sext i32 %.10 to i64, !dbg !70
  %.1514 = sdiv i32 %.10, 64, !dbg !71
  %.15.sext = sext i32 %.1514 to i64, !dbg !71
  %t1410 = lshr i64 %.15.sext, 63, !dbg !72
  %t16 = add nsw i64 %t1410, %.15.sext, !dbg !72
  %0 = shl nsw i64 %t16, 4, !dbg !73
  %t18 = and i64 %0, -32, !dbg !73
  %t19 = and i64 %t16, 576460752303423486, !dbg !74
  %t20 = sub nsw i64 %.15.sext, %t19, !dbg !74
  %t21 = shl i64 %t20, 5, !dbg !75
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !76
  %t23 = sext i32 %.20 to i64, !dbg !76
  %t24 = shl nsw i64 %t23, 6, !dbg !77
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !78
  %t26 = sext i32 %.21 to i64, !dbg !78
  %t27 = shl nsw i64 %t26, 6, !dbg !79
  %.38 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !80
  %.39 = getelementptr inbounds i8, ptr addrspace(4) %.38, i64 4, !dbg !80
  %.40 = load i16, ptr addrspace(4) %.39, align 4, !dbg !80, !invariant.load !6
  %t33 = zext i16 %.40 to i64
  %t3515 = icmp slt i32 %.10, 1024, !dbg !81
  br i1 %t3515, label %b2, label %b3, !dbg !81

b2:                                               ; preds = %entry, %b2
  %t3416 = phi i64 [ %t59, %b2 ], [ %t10, %entry ]
  %t36 = ashr i64 %t3416, 63, !dbg !82
  %t37 = and i64 %t36, 15, !dbg !82
  %t38 = add nsw i64 %t37, %t3416, !dbg !82
  %t39 = ashr i64 %t38, 4, !dbg !82
  %t40 = add nsw i64 %t39, %t24, !dbg !83
  %t41 = mul i64 %t40, %a11, !dbg !84
  %t42 = and i64 %t38, -16, !dbg !85
  %t43 = sub i64 %t3416, %t42, !dbg !85
  %t44 = add i64 %t43, %t41, !dbg !86
  %t45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t44, !dbg !87
  %.43 = load i16, ptr addrspace(1) %t45, align 2, !dbg !87, !amdgpu.noclobber !6
  %1 = trunc i64 %t3416 to i32, !dbg !88
  %t47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !88
  store i16 %.43, ptr addrspace(3) %t47, align 2, !dbg !88
  %t48 = and i64 %t36, 63, !dbg !89
  %t49 = add nsw i64 %t48, %t3416, !dbg !89
  %t50 = ashr i64 %t49, 6, !dbg !89
  %t51 = mul i64 %t50, %a10, !dbg !90
  %t53 = and i64 %t49, -64, !dbg !91
  %t52 = add i64 %t3416, %t27, !dbg !92
  %t54 = sub i64 %t52, %t53, !dbg !91
  %t55 = add i64 %t54, %t51, !dbg !93
  %t56 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t55, !dbg !94
  %.45 = load i16, ptr addrspace(1) %t56, align 2, !dbg !94, !amdgpu.noclobber !6
  %t58 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !95
  store i16 %.45, ptr addrspace(3) %t58, align 2, !dbg !95
  %t59 = add i64 %t3416, %t33, !dbg !96
  %t35 = icmp slt i64 %t59, 1024, !dbg !81
  br i1 %t35, label %b2, label %b3, !dbg !81

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !97
  tail call void @llvm.amdgcn.s.barrier(), !dbg !97
  fence syncscope("workgroup") acquire, !dbg !97
  %isneg = icmp slt i64 %a11, 0, !dbg !98
  %t61 = select i1 %isneg, i64 15, i64 0, !dbg !98
  %t62 = add i64 %t61, %a11, !dbg !98
  %t63 = ashr i64 %t62, 4, !dbg !98
  %t64 = icmp sgt i64 %t62, 15, !dbg !98
  br i1 %t64, label %b4.preheader, label %b9, !dbg !98

b4.preheader:                                     ; preds = %b3
  %t18.tr = trunc i64 %t18 to i32
  %2 = shl i32 %t18.tr, 4
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !99
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !99
  %.55 = and i32 %.52, 15
  %.56 = zext i32 %.55 to i64
  %3 = lshr i32 %.52, 2
  %4 = and i32 %3, 1073741820
  %.57 = zext i32 %4 to i64
  %.58 = shl nuw nsw i64 %.56, 4
  %.59 = add nuw nsw i64 %.58, %.57
  %5 = trunc i64 %.59 to i32
  %6 = trunc i64 %.59 to i32
  %7 = or i32 %6, 1
  %8 = trunc i64 %.59 to i32
  %9 = or i32 %8, 2
  %10 = trunc i64 %.59 to i32
  %11 = or i32 %10, 3
  %t16.tr = trunc i64 %t16 to i32
  %12 = shl i32 %t16.tr, 8
  %13 = or i32 %12, 256
  %14 = trunc i64 %t21 to i32
  %.118 = shl nuw nsw i64 %.57, 6
  %.119 = or i64 %.118, %.56
  %15 = trunc i64 %.119 to i32
  %16 = trunc i64 %.119 to i32
  %17 = or i32 %16, 64
  %18 = trunc i64 %.119 to i32
  %19 = or i32 %18, 128
  %20 = trunc i64 %.119 to i32
  %21 = or i32 %20, 192
  %22 = or i32 %14, 16
  %smax = tail call i64 @llvm.smax.i64(i64 %t63, i64 1), !dbg !100
  br label %b4, !dbg !100

b4:                                               ; preds = %b4.preheader, %b8
  %t69 = phi { [8 x float] } [ %.203, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t70 = phi { [8 x float] } [ %.230, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t71 = phi { [8 x float] } [ %.257, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t72 = phi { [8 x float] } [ %.284, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t73 = phi i64 [ %t79, %b8 ], [ 0, %b4.preheader ]
  %t78 = and i64 %t73, 1, !dbg !101
  %t79 = add nuw nsw i64 %t73, 1, !dbg !102
  %t80 = icmp slt i64 %t79, %t63, !dbg !100
  br i1 %t80, label %b5, label %b8, !dbg !100

b5:                                               ; preds = %b4
  %t81 = shl i64 %t79, 4, !dbg !103
  %23 = trunc i64 %t78 to i32, !dbg !104
  %t82.tr = shl nuw nsw i32 %23, 10, !dbg !104
  %24 = xor i32 %t82.tr, 1024, !dbg !104
  %t85 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %24, !dbg !104
  %t88 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %24, !dbg !105
  br i1 %t3515, label %b7, label %b8, !dbg !81

b7:                                               ; preds = %b5, %b7
  %t8918 = phi i64 [ %t116, %b7 ], [ %t10, %b5 ]
  %t91 = ashr i64 %t8918, 63, !dbg !82
  %t92 = and i64 %t91, 15, !dbg !82
  %t93 = add nsw i64 %t92, %t8918, !dbg !82
  %t94 = ashr i64 %t93, 4, !dbg !82
  %t95 = add nsw i64 %t94, %t24, !dbg !83
  %t96 = mul i64 %t95, %a11, !dbg !84
  %t98 = and i64 %t93, -16, !dbg !85
  %t97 = add i64 %t8918, %t81, !dbg !106
  %t99 = sub i64 %t97, %t98, !dbg !85
  %t100 = add i64 %t99, %t96, !dbg !86
  %t101 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t100, !dbg !87
  %.48 = load i16, ptr addrspace(1) %t101, align 2, !dbg !87, !amdgpu.noclobber !6
  %25 = trunc i64 %t8918 to i32, !dbg !88
  %t103 = getelementptr inbounds i16, ptr addrspace(3) %t85, i32 %25, !dbg !88
  store i16 %.48, ptr addrspace(3) %t103, align 2, !dbg !88
  %t104 = and i64 %t91, 63, !dbg !89
  %t105 = add nsw i64 %t104, %t8918, !dbg !89
  %t106 = ashr i64 %t105, 6, !dbg !89
  %t107 = add i64 %t106, %t81, !dbg !107
  %t108 = mul i64 %t107, %a10, !dbg !90
  %t110 = and i64 %t105, -64, !dbg !91
  %t109 = add i64 %t8918, %t27, !dbg !92
  %t111 = sub i64 %t109, %t110, !dbg !91
  %t112 = add i64 %t111, %t108, !dbg !93
  %t113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t112, !dbg !94
  %.50 = load i16, ptr addrspace(1) %t113, align 2, !dbg !94, !amdgpu.noclobber !6
  %t115 = getelementptr inbounds i16, ptr addrspace(3) %t88, i32 %25, !dbg !95
  store i16 %.50, ptr addrspace(3) %t115, align 2, !dbg !95
  %t116 = add i64 %t8918, %t33, !dbg !96
  %t90 = icmp slt i64 %t116, 1024, !dbg !81
  br i1 %t90, label %b7, label %b8, !dbg !81

b8:                                               ; preds = %b7, %b5, %b4
  %t78.tr = trunc i64 %t78 to i32, !dbg !108
  %26 = shl nuw nsw i32 %t78.tr, 10, !dbg !108
  %t119 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %26, !dbg !108
  %t122 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %26, !dbg !109
  %t123 = getelementptr inbounds i16, ptr addrspace(3) %t119, i32 %2, !dbg !110
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t123, i32 %5
  %.61 = load i16, ptr addrspace(3) %.60, align 4, !dbg !110
  %.62 = zext i16 %.61 to i32, !dbg !110
  %.64 = getelementptr inbounds i16, ptr addrspace(3) %t123, i32 %7
  %.65 = load i16, ptr addrspace(3) %.64, align 2, !dbg !110
  %.66 = zext i16 %.65 to i32, !dbg !110
  %.67 = shl nuw i32 %.66, 16, !dbg !110
  %.68 = or i32 %.67, %.62, !dbg !110
  %.70 = getelementptr inbounds i16, ptr addrspace(3) %t123, i32 %9
  %.71 = load i16, ptr addrspace(3) %.70, align 4, !dbg !110
  %.72 = zext i16 %.71 to i32, !dbg !110
  %.74 = getelementptr inbounds i16, ptr addrspace(3) %t123, i32 %11
  %.75 = load i16, ptr addrspace(3) %.74, align 2, !dbg !110
  %.76 = zext i16 %.75 to i32, !dbg !110
  %.77 = shl nuw i32 %.76, 16, !dbg !110
  %.78 = or i32 %.77, %.72, !dbg !110
  %t126 = getelementptr inbounds i16, ptr addrspace(3) %t119, i32 %13, !dbg !111
  %.90 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %5
  %.91 = load i16, ptr addrspace(3) %.90, align 4, !dbg !111
  %.92 = zext i16 %.91 to i32, !dbg !111
  %.94 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %7
  %.95 = load i16, ptr addrspace(3) %.94, align 2, !dbg !111
  %.96 = zext i16 %.95 to i32, !dbg !111
  %.97 = shl nuw i32 %.96, 16, !dbg !111
  %.98 = or i32 %.97, %.92, !dbg !111
  %.100 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %9
  %.101 = load i16, ptr addrspace(3) %.100, align 4, !dbg !111
  %.102 = zext i16 %.101 to i32, !dbg !111
  %.104 = getelementptr inbounds i16, ptr addrspace(3) %t126, i32 %11
  %.105 = load i16, ptr addrspace(3) %.104, align 2, !dbg !111
  %.106 = zext i16 %.105 to i32, !dbg !111
  %.107 = shl nuw i32 %.106, 16, !dbg !111
  %.108 = or i32 %.107, %.102, !dbg !111
  %t129 = getelementptr inbounds i16, ptr addrspace(3) %t122, i32 %14, !dbg !112
  %.120 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %15
  %.121 = load i16, ptr addrspace(3) %.120, align 2, !dbg !112
  %.122 = zext i16 %.121 to i32, !dbg !112
  %.125 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %17
  %.126 = load i16, ptr addrspace(3) %.125, align 2, !dbg !112
  %.127 = zext i16 %.126 to i32, !dbg !112
  %.128 = shl nuw i32 %.127, 16, !dbg !112
  %.129 = or i32 %.128, %.122, !dbg !112
  %.132 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %19
  %.133 = load i16, ptr addrspace(3) %.132, align 2, !dbg !112
  %.134 = zext i16 %.133 to i32, !dbg !112
  %.137 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %21
  %.138 = load i16, ptr addrspace(3) %.137, align 2, !dbg !112
  %.139 = zext i16 %.138 to i32, !dbg !112
  %.140 = shl nuw i32 %.139, 16, !dbg !112
  %.141 = or i32 %.140, %.134, !dbg !112
  %t132 = getelementptr inbounds i16, ptr addrspace(3) %t122, i32 %22, !dbg !113
  %.153 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %15
  %.154 = load i16, ptr addrspace(3) %.153, align 2, !dbg !113
  %.155 = zext i16 %.154 to i32, !dbg !113
  %.158 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %17
  %.159 = load i16, ptr addrspace(3) %.158, align 2, !dbg !113
  %.160 = zext i16 %.159 to i32, !dbg !113
  %.161 = shl nuw i32 %.160, 16, !dbg !113
  %.162 = or i32 %.161, %.155, !dbg !113
  %.165 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %19
  %.166 = load i16, ptr addrspace(3) %.165, align 2, !dbg !113
  %.167 = zext i16 %.166 to i32, !dbg !113
  %.170 = getelementptr inbounds i16, ptr addrspace(3) %t132, i32 %21
  %.171 = load i16, ptr addrspace(3) %.170, align 2, !dbg !113
  %.172 = zext i16 %.171 to i32, !dbg !113
  %.173 = shl nuw i32 %.172, 16, !dbg !113
  %.174 = or i32 %.173, %.167, !dbg !113
  %.177 = extractvalue { [8 x float] } %t69, 0, 0, !dbg !114
  %.178 = insertelement <4 x float> poison, float %.177, i64 0, !dbg !114
  %.179 = extractvalue { [8 x float] } %t69, 0, 1, !dbg !114
  %.180 = insertelement <4 x float> %.178, float %.179, i64 1, !dbg !114
  %.181 = extractvalue { [8 x float] } %t69, 0, 2, !dbg !114
  %.182 = insertelement <4 x float> %.180, float %.181, i64 2, !dbg !114
  %.183 = extractvalue { [8 x float] } %t69, 0, 3, !dbg !114
  %.184 = insertelement <4 x float> %.182, float %.183, i64 3, !dbg !114
  %.186 = insertelement <2 x i32> poison, i32 %.68, i64 0, !dbg !114
  %.188 = insertelement <2 x i32> %.186, i32 %.78, i64 1, !dbg !114
  %.189 = bitcast <2 x i32> %.188 to <4 x i16>, !dbg !114
  %.191 = insertelement <2 x i32> poison, i32 %.129, i64 0, !dbg !114
  %.193 = insertelement <2 x i32> %.191, i32 %.141, i64 1, !dbg !114
  %.194 = bitcast <2 x i32> %.193 to <4 x i16>, !dbg !114
  %.195 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.189, <4 x i16> %.194, <4 x float> %.184, i32 0, i32 0, i32 0), !dbg !114
  %.196 = extractelement <4 x float> %.195, i64 0, !dbg !114
  %.197 = extractelement <4 x float> %.195, i64 1, !dbg !114
  %.198 = extractelement <4 x float> %.195, i64 2, !dbg !114
  %.199 = extractelement <4 x float> %.195, i64 3, !dbg !114
  %.200 = insertvalue { [8 x float] } zeroinitializer, float %.196, 0, 0, !dbg !114
  %.201 = insertvalue { [8 x float] } %.200, float %.197, 0, 1, !dbg !114
  %.202 = insertvalue { [8 x float] } %.201, float %.198, 0, 2, !dbg !114
  %.203 = insertvalue { [8 x float] } %.202, float %.199, 0, 3, !dbg !114
  %.204 = extractvalue { [8 x float] } %t70, 0, 0, !dbg !115
  %.205 = insertelement <4 x float> poison, float %.204, i64 0, !dbg !115
  %.206 = extractvalue { [8 x float] } %t70, 0, 1, !dbg !115
  %.207 = insertelement <4 x float> %.205, float %.206, i64 1, !dbg !115
  %.208 = extractvalue { [8 x float] } %t70, 0, 2, !dbg !115
  %.209 = insertelement <4 x float> %.207, float %.208, i64 2, !dbg !115
  %.210 = extractvalue { [8 x float] } %t70, 0, 3, !dbg !115
  %.211 = insertelement <4 x float> %.209, float %.210, i64 3, !dbg !115
  %.218 = insertelement <2 x i32> poison, i32 %.162, i64 0, !dbg !115
  %.220 = insertelement <2 x i32> %.218, i32 %.174, i64 1, !dbg !115
  %.221 = bitcast <2 x i32> %.220 to <4 x i16>, !dbg !115
  %.222 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.189, <4 x i16> %.221, <4 x float> %.211, i32 0, i32 0, i32 0), !dbg !115
  %.223 = extractelement <4 x float> %.222, i64 0, !dbg !115
  %.224 = extractelement <4 x float> %.222, i64 1, !dbg !115
  %.225 = extractelement <4 x float> %.222, i64 2, !dbg !115
  %.226 = extractelement <4 x float> %.222, i64 3, !dbg !115
  %.227 = insertvalue { [8 x float] } zeroinitializer, float %.223, 0, 0, !dbg !115
  %.228 = insertvalue { [8 x float] } %.227, float %.224, 0, 1, !dbg !115
  %.229 = insertvalue { [8 x float] } %.228, float %.225, 0, 2, !dbg !115
  %.230 = insertvalue { [8 x float] } %.229, float %.226, 0, 3, !dbg !115
  %.231 = extractvalue { [8 x float] } %t71, 0, 0, !dbg !116
  %.232 = insertelement <4 x float> poison, float %.231, i64 0, !dbg !116
  %.233 = extractvalue { [8 x float] } %t71, 0, 1, !dbg !116
  %.234 = insertelement <4 x float> %.232, float %.233, i64 1, !dbg !116
  %.235 = extractvalue { [8 x float] } %t71, 0, 2, !dbg !116
  %.236 = insertelement <4 x float> %.234, float %.235, i64 2, !dbg !116
  %.237 = extractvalue { [8 x float] } %t71, 0, 3, !dbg !116
  %.238 = insertelement <4 x float> %.236, float %.237, i64 3, !dbg !116
  %.240 = insertelement <2 x i32> poison, i32 %.98, i64 0, !dbg !116
  %.242 = insertelement <2 x i32> %.240, i32 %.108, i64 1, !dbg !116
  %.243 = bitcast <2 x i32> %.242 to <4 x i16>, !dbg !116
  %.249 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.243, <4 x i16> %.194, <4 x float> %.238, i32 0, i32 0, i32 0), !dbg !116
  %.250 = extractelement <4 x float> %.249, i64 0, !dbg !116
  %.251 = extractelement <4 x float> %.249, i64 1, !dbg !116
  %.252 = extractelement <4 x float> %.249, i64 2, !dbg !116
  %.253 = extractelement <4 x float> %.249, i64 3, !dbg !116
  %.254 = insertvalue { [8 x float] } zeroinitializer, float %.250, 0, 0, !dbg !116
  %.255 = insertvalue { [8 x float] } %.254, float %.251, 0, 1, !dbg !116
  %.256 = insertvalue { [8 x float] } %.255, float %.252, 0, 2, !dbg !116
  %.257 = insertvalue { [8 x float] } %.256, float %.253, 0, 3, !dbg !116
  %.258 = extractvalue { [8 x float] } %t72, 0, 0, !dbg !117
  %.259 = insertelement <4 x float> poison, float %.258, i64 0, !dbg !117
  %.260 = extractvalue { [8 x float] } %t72, 0, 1, !dbg !117
  %.261 = insertelement <4 x float> %.259, float %.260, i64 1, !dbg !117
  %.262 = extractvalue { [8 x float] } %t72, 0, 2, !dbg !117
  %.263 = insertelement <4 x float> %.261, float %.262, i64 2, !dbg !117
  %.264 = extractvalue { [8 x float] } %t72, 0, 3, !dbg !117
  %.265 = insertelement <4 x float> %.263, float %.264, i64 3, !dbg !117
  %.276 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.243, <4 x i16> %.221, <4 x float> %.265, i32 0, i32 0, i32 0), !dbg !117
  %.277 = extractelement <4 x float> %.276, i64 0, !dbg !117
  %.278 = extractelement <4 x float> %.276, i64 1, !dbg !117
  %.279 = extractelement <4 x float> %.276, i64 2, !dbg !117
  %.280 = extractelement <4 x float> %.276, i64 3, !dbg !117
  %.281 = insertvalue { [8 x float] } zeroinitializer, float %.277, 0, 0, !dbg !117
  %.282 = insertvalue { [8 x float] } %.281, float %.278, 0, 1, !dbg !117
  %.283 = insertvalue { [8 x float] } %.282, float %.279, 0, 2, !dbg !117
  %.284 = insertvalue { [8 x float] } %.283, float %.280, 0, 3, !dbg !117
  fence syncscope("workgroup") release, !dbg !118
  tail call void @llvm.amdgcn.s.barrier(), !dbg !118
  fence syncscope("workgroup") acquire, !dbg !118
  %exitcond.not = icmp eq i64 %t79, %smax, !dbg !100
  br i1 %exitcond.not, label %b9, label %b4, !dbg !118

b9:                                               ; preds = %b8, %b3
  %t139 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.203, %b8 ]
  %t140 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.230, %b8 ]
  %t141 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.257, %b8 ]
  %t142 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.284, %b8 ]
  %t143 = add nsw i64 %t18, %t24, !dbg !119
  %t144 = mul i64 %t143, %a10, !dbg !120
  %t145 = add i64 %t21, %t27, !dbg !121
  %t146 = add i64 %t145, %t144, !dbg !122
  %t147 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t146, !dbg !123
  %.285 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !123
  %.286 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.285), !dbg !123
  %.289 = and i32 %.286, 15, !dbg !123
  %.290 = zext i32 %.289 to i64, !dbg !123
  %27 = lshr i32 %.286, 2, !dbg !123
  %28 = and i32 %27, 1073741820, !dbg !123
  %.291 = zext i32 %28 to i64, !dbg !123
  %.292 = mul i64 %.291, %a10, !dbg !123
  %.293 = add i64 %.292, %.290, !dbg !123
  %.294 = extractvalue { [8 x float] } %t139, 0, 0, !dbg !123
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t147, i64 %.293
  store float %.294, ptr addrspace(1) %.295, align 4, !dbg !123
  %.296 = extractvalue { [8 x float] } %t139, 0, 1, !dbg !123
  %.298 = add i64 %.293, %a10, !dbg !123
  %.299 = getelementptr inbounds float, ptr addrspace(1) %t147, i64 %.298
  store float %.296, ptr addrspace(1) %.299, align 4, !dbg !123
  %.300 = extractvalue { [8 x float] } %t139, 0, 2, !dbg !123
  %.301 = shl i64 %a10, 1, !dbg !123
  %.302 = add i64 %.293, %.301, !dbg !123
  %.303 = getelementptr inbounds float, ptr addrspace(1) %t147, i64 %.302
  store float %.300, ptr addrspace(1) %.303, align 4, !dbg !123
  %.304 = extractvalue { [8 x float] } %t139, 0, 3, !dbg !123
  %.305 = mul i64 %a10, 3, !dbg !123
  %.306 = add i64 %.293, %.305, !dbg !123
  %.307 = getelementptr inbounds float, ptr addrspace(1) %t147, i64 %.306
  store float %.304, ptr addrspace(1) %.307, align 4, !dbg !123
  %t149 = or i64 %t146, 16, !dbg !124
  %t150 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t149, !dbg !125
  %.317 = extractvalue { [8 x float] } %t140, 0, 0, !dbg !125
  %.318 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.293
  store float %.317, ptr addrspace(1) %.318, align 4, !dbg !125
  %.319 = extractvalue { [8 x float] } %t140, 0, 1, !dbg !125
  %.322 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.298
  store float %.319, ptr addrspace(1) %.322, align 4, !dbg !125
  %.323 = extractvalue { [8 x float] } %t140, 0, 2, !dbg !125
  %.326 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.302
  store float %.323, ptr addrspace(1) %.326, align 4, !dbg !125
  %.327 = extractvalue { [8 x float] } %t140, 0, 3, !dbg !125
  %.330 = getelementptr inbounds float, ptr addrspace(1) %t150, i64 %.306
  store float %.327, ptr addrspace(1) %.330, align 4, !dbg !125
  %t152 = shl i64 %a10, 4, !dbg !126
  %t153 = add i64 %t146, %t152, !dbg !127
  %t154 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t153, !dbg !128
  %.340 = extractvalue { [8 x float] } %t141, 0, 0, !dbg !128
  %.341 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.293
  store float %.340, ptr addrspace(1) %.341, align 4, !dbg !128
  %.342 = extractvalue { [8 x float] } %t141, 0, 1, !dbg !128
  %.345 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.298
  store float %.342, ptr addrspace(1) %.345, align 4, !dbg !128
  %.346 = extractvalue { [8 x float] } %t141, 0, 2, !dbg !128
  %.349 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.302
  store float %.346, ptr addrspace(1) %.349, align 4, !dbg !128
  %.350 = extractvalue { [8 x float] } %t141, 0, 3, !dbg !128
  %.353 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.306
  store float %.350, ptr addrspace(1) %.353, align 4, !dbg !128
  %t156 = add i64 %t153, 16, !dbg !129
  %t157 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t156, !dbg !130
  %.363 = extractvalue { [8 x float] } %t142, 0, 0, !dbg !130
  %.364 = getelementptr inbounds float, ptr addrspace(1) %t157, i64 %.293
  store float %.363, ptr addrspace(1) %.364, align 4, !dbg !130
  %.365 = extractvalue { [8 x float] } %t142, 0, 1, !dbg !130
  %.368 = getelementptr inbounds float, ptr addrspace(1) %t157, i64 %.298
  store float %.365, ptr addrspace(1) %.368, align 4, !dbg !130
  %.369 = extractvalue { [8 x float] } %t142, 0, 2, !dbg !130
  %.372 = getelementptr inbounds float, ptr addrspace(1) %t157, i64 %.302
  store float %.369, ptr addrspace(1) %.372, align 4, !dbg !130
  %.373 = extractvalue { [8 x float] } %t142, 0, 3, !dbg !130
  %.376 = getelementptr inbounds float, ptr addrspace(1) %t157, i64 %.306
  store float %.373, ptr addrspace(1) %.376, align 4, !dbg !130
  ret void, !dbg !131
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
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 95, type: !5, scopeLine: 95, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 47, column: 20, scope: !4)
!8 = !DILocation(line: 48, column: 14, scope: !4)
!9 = !DILocation(line: 49, column: 16, scope: !4)
!10 = !DILocation(line: 49, column: 18, scope: !4)
!11 = !DILocation(line: 49, column: 29, scope: !4)
!12 = !DILocation(line: 49, column: 31, scope: !4)
!13 = !DILocation(line: 50, column: 22, scope: !4)
!14 = !DILocation(line: 50, column: 26, scope: !4)
!15 = !DILocation(line: 50, column: 43, scope: !4)
!16 = !DILocation(line: 50, column: 47, scope: !4)
!17 = !DILocation(line: 85, column: 46, scope: !4)
!18 = !DILocation(line: 85, column: 18, scope: !4)
!19 = !DILocation(line: 86, column: 18, scope: !4)
!20 = !DILocation(line: 86, column: 16, scope: !4)
!21 = !DILocation(line: 86, column: 24, scope: !4)
!22 = !DILocation(line: 86, column: 31, scope: !4)
!23 = !DILocation(line: 86, column: 29, scope: !4)
!24 = !DILocation(line: 86, column: 12, scope: !4)
!25 = !DILocation(line: 86, column: 5, scope: !4)
!26 = !DILocation(line: 87, column: 18, scope: !4)
!27 = !DILocation(line: 87, column: 24, scope: !4)
!28 = !DILocation(line: 87, column: 31, scope: !4)
!29 = !DILocation(line: 87, column: 26, scope: !4)
!30 = !DILocation(line: 87, column: 29, scope: !4)
!31 = !DILocation(line: 87, column: 12, scope: !4)
!32 = !DILocation(line: 87, column: 5, scope: !4)
!33 = !DILocation(line: 85, column: 31, scope: !4)
!34 = !DILocation(line: 54, column: 15, scope: !4)
!35 = !DILocation(line: 55, column: 13, scope: !4)
!36 = !DILocation(line: 0, scope: !4)
!37 = !DILocation(line: 58, column: 10, scope: !4)
!38 = !DILocation(line: 57, column: 12, scope: !4)
!39 = !DILocation(line: 58, column: 7, scope: !4)
!40 = !DILocation(line: 61, column: 30, scope: !4)
!41 = !DILocation(line: 61, column: 47, scope: !4)
!42 = !DILocation(line: 61, column: 71, scope: !4)
!43 = !DILocation(line: 86, column: 26, scope: !4)
!44 = !DILocation(line: 87, column: 16, scope: !4)
!45 = !DILocation(line: 63, column: 15, scope: !4)
!46 = !DILocation(line: 63, column: 35, scope: !4)
!47 = !DILocation(line: 64, column: 19, scope: !4)
!48 = !DILocation(line: 65, column: 19, scope: !4)
!49 = !DILocation(line: 66, column: 19, scope: !4)
!50 = !DILocation(line: 67, column: 19, scope: !4)
!51 = !DILocation(line: 68, column: 19, scope: !4)
!52 = !DILocation(line: 69, column: 19, scope: !4)
!53 = !DILocation(line: 70, column: 19, scope: !4)
!54 = !DILocation(line: 71, column: 19, scope: !4)
!55 = !DILocation(line: 72, column: 16, scope: !4)
!56 = !DILocation(line: 74, column: 11, scope: !4)
!57 = !DILocation(line: 74, column: 15, scope: !4)
!58 = !DILocation(line: 74, column: 18, scope: !4)
!59 = !DILocation(line: 74, column: 23, scope: !4)
!60 = !DILocation(line: 75, column: 13, scope: !4)
!61 = !DILocation(line: 76, column: 22, scope: !4)
!62 = !DILocation(line: 76, column: 13, scope: !4)
!63 = !DILocation(line: 77, column: 25, scope: !4)
!64 = !DILocation(line: 77, column: 22, scope: !4)
!65 = !DILocation(line: 77, column: 13, scope: !4)
!66 = !DILocation(line: 78, column: 27, scope: !4)
!67 = !DILocation(line: 78, column: 13, scope: !4)
!68 = !DILocation(line: 98, column: 8, scope: !4)
!69 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 95, type: !5, scopeLine: 95, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 47, column: 20, scope: !69)
!71 = !DILocation(line: 48, column: 14, scope: !69)
!72 = !DILocation(line: 49, column: 16, scope: !69)
!73 = !DILocation(line: 49, column: 18, scope: !69)
!74 = !DILocation(line: 49, column: 29, scope: !69)
!75 = !DILocation(line: 49, column: 31, scope: !69)
!76 = !DILocation(line: 50, column: 22, scope: !69)
!77 = !DILocation(line: 50, column: 26, scope: !69)
!78 = !DILocation(line: 50, column: 43, scope: !69)
!79 = !DILocation(line: 50, column: 47, scope: !69)
!80 = !DILocation(line: 85, column: 46, scope: !69)
!81 = !DILocation(line: 85, column: 18, scope: !69)
!82 = !DILocation(line: 86, column: 18, scope: !69)
!83 = !DILocation(line: 86, column: 16, scope: !69)
!84 = !DILocation(line: 86, column: 24, scope: !69)
!85 = !DILocation(line: 86, column: 31, scope: !69)
!86 = !DILocation(line: 86, column: 29, scope: !69)
!87 = !DILocation(line: 86, column: 12, scope: !69)
!88 = !DILocation(line: 86, column: 5, scope: !69)
!89 = !DILocation(line: 87, column: 18, scope: !69)
!90 = !DILocation(line: 87, column: 24, scope: !69)
!91 = !DILocation(line: 87, column: 31, scope: !69)
!92 = !DILocation(line: 87, column: 26, scope: !69)
!93 = !DILocation(line: 87, column: 29, scope: !69)
!94 = !DILocation(line: 87, column: 12, scope: !69)
!95 = !DILocation(line: 87, column: 5, scope: !69)
!96 = !DILocation(line: 85, column: 31, scope: !69)
!97 = !DILocation(line: 54, column: 15, scope: !69)
!98 = !DILocation(line: 55, column: 13, scope: !69)
!99 = !DILocation(line: 0, scope: !69)
!100 = !DILocation(line: 58, column: 10, scope: !69)
!101 = !DILocation(line: 57, column: 12, scope: !69)
!102 = !DILocation(line: 58, column: 7, scope: !69)
!103 = !DILocation(line: 61, column: 30, scope: !69)
!104 = !DILocation(line: 61, column: 47, scope: !69)
!105 = !DILocation(line: 61, column: 71, scope: !69)
!106 = !DILocation(line: 86, column: 26, scope: !69)
!107 = !DILocation(line: 87, column: 16, scope: !69)
!108 = !DILocation(line: 63, column: 15, scope: !69)
!109 = !DILocation(line: 63, column: 35, scope: !69)
!110 = !DILocation(line: 64, column: 19, scope: !69)
!111 = !DILocation(line: 65, column: 19, scope: !69)
!112 = !DILocation(line: 66, column: 19, scope: !69)
!113 = !DILocation(line: 67, column: 19, scope: !69)
!114 = !DILocation(line: 68, column: 19, scope: !69)
!115 = !DILocation(line: 69, column: 19, scope: !69)
!116 = !DILocation(line: 70, column: 19, scope: !69)
!117 = !DILocation(line: 71, column: 19, scope: !69)
!118 = !DILocation(line: 72, column: 16, scope: !69)
!119 = !DILocation(line: 74, column: 11, scope: !69)
!120 = !DILocation(line: 74, column: 15, scope: !69)
!121 = !DILocation(line: 74, column: 18, scope: !69)
!122 = !DILocation(line: 74, column: 23, scope: !69)
!123 = !DILocation(line: 75, column: 13, scope: !69)
!124 = !DILocation(line: 76, column: 22, scope: !69)
!125 = !DILocation(line: 76, column: 13, scope: !69)
!126 = !DILocation(line: 77, column: 25, scope: !69)
!127 = !DILocation(line: 77, column: 22, scope: !69)
!128 = !DILocation(line: 77, column: 13, scope: !69)
!129 = !DILocation(line: 78, column: 27, scope: !69)
!130 = !DILocation(line: 78, column: 13, scope: !69)
!131 = !DILocation(line: 98, column: 8, scope: !69)
