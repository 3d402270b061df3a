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
  %.157 = sdiv i32 %.10, 64, !dbg !8
  %.15.sext = sext i32 %.157 to i64, !dbg !8
  %t143 = lshr i64 %.15.sext, 63, !dbg !9
  %t16 = add nsw i64 %t143, %.15.sext, !dbg !9
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
  %t378 = icmp slt i32 %.10, 512, !dbg !20
  br i1 %t378, label %b2, label %b3, !dbg !20

b2:                                               ; preds = %entry, %b2
  %t369 = phi i64 [ %t69, %b2 ], [ %t32, %entry ]
  %t38 = ashr i64 %t369, 63, !dbg !21
  %t39 = and i64 %t38, 15, !dbg !21
  %t40 = add nsw i64 %t39, %t369, !dbg !21
  %t41 = ashr i64 %t40, 4, !dbg !21
  %t42 = add nsw i64 %t41, %t24, !dbg !22
  %t43 = mul i64 %t42, %a11, !dbg !23
  %t44 = and i64 %t40, -16, !dbg !24
  %t45 = sub i64 %t369, %t44, !dbg !24
  %t46 = add i64 %t45, %t43, !dbg !25
  %t47 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t46, !dbg !26
  %.43 = load i32, ptr addrspace(1) %t47, align 4, !dbg !26, !amdgpu.noclobber !6
  %1 = trunc i64 %t369 to i32, !dbg !27
  %t51 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !27
  store i32 %.43, ptr addrspace(3) %t51, align 4, !dbg !27
  %t54 = and i64 %t38, 63, !dbg !28
  %t55 = add nsw i64 %t54, %t369, !dbg !28
  %t56 = ashr i64 %t55, 6, !dbg !28
  %t57 = mul i64 %t56, %a10, !dbg !29
  %t59 = and i64 %t55, -64, !dbg !30
  %t58 = add i64 %t369, %t27, !dbg !31
  %t60 = sub i64 %t58, %t59, !dbg !30
  %t61 = add i64 %t60, %t57, !dbg !32
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t61, !dbg !33
  %.45 = load i32, ptr addrspace(1) %t62, align 4, !dbg !33, !amdgpu.noclobber !6
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !34
  store i32 %.45, ptr addrspace(3) %t66, align 4, !dbg !34
  %t69 = add i64 %t369, %t35, !dbg !35
  %t37 = icmp slt i64 %t69, 1024, !dbg !20
  br i1 %t37, label %b2, label %b3, !dbg !20

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  fence syncscope("workgroup") acquire, !dbg !36
  %isneg = icmp slt i64 %a11, 0, !dbg !37
  %t71 = select i1 %isneg, i64 15, i64 0, !dbg !37
  %t72 = add i64 %t71, %a11, !dbg !37
  %t73 = ashr i64 %t72, 4, !dbg !37
  %t74 = icmp sgt i64 %t72, 15, !dbg !37
  br i1 %t74, label %b4.preheader, label %b9, !dbg !37

b4.preheader:                                     ; preds = %b3
  %t18.tr = trunc i64 %t18 to i32
  %2 = shl i32 %t18.tr, 4
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !38
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
  %smax = tail call i64 @llvm.smax.i64(i64 %t73, i64 1), !dbg !39
  br label %b4, !dbg !39

b4:                                               ; preds = %b4.preheader, %b8
  %t79 = phi { [8 x float] } [ %.203, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t80 = phi { [8 x float] } [ %.230, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t81 = phi { [8 x float] } [ %.257, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t82 = phi { [8 x float] } [ %.284, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t83 = phi i64 [ %t89, %b8 ], [ 0, %b4.preheader ]
  %t88 = and i64 %t83, 1, !dbg !40
  %t89 = add nuw nsw i64 %t83, 1, !dbg !41
  %t90 = icmp slt i64 %t89, %t73, !dbg !39
  br i1 %t90, label %b5, label %b8, !dbg !39

b5:                                               ; preds = %b4
  %t91 = shl i64 %t89, 4, !dbg !42
  %23 = trunc i64 %t88 to i32, !dbg !43
  %t92.tr = shl nuw nsw i32 %23, 10, !dbg !43
  %24 = xor i32 %t92.tr, 1024, !dbg !43
  %t95 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %24, !dbg !43
  %t98 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %24, !dbg !44
  br i1 %t378, label %b7, label %b8, !dbg !20

b7:                                               ; preds = %b5, %b7
  %t9911 = phi i64 [ %t134, %b7 ], [ %t32, %b5 ]
  %t101 = ashr i64 %t9911, 63, !dbg !21
  %t102 = and i64 %t101, 15, !dbg !21
  %t103 = add nsw i64 %t102, %t9911, !dbg !21
  %t104 = ashr i64 %t103, 4, !dbg !21
  %t105 = add nsw i64 %t104, %t24, !dbg !22
  %t106 = mul i64 %t105, %a11, !dbg !23
  %t108 = and i64 %t103, -16, !dbg !24
  %t107 = add i64 %t9911, %t91, !dbg !45
  %t109 = sub i64 %t107, %t108, !dbg !24
  %t110 = add i64 %t109, %t106, !dbg !25
  %t111 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t110, !dbg !26
  %.48 = load i32, ptr addrspace(1) %t111, align 4, !dbg !26, !amdgpu.noclobber !6
  %25 = trunc i64 %t9911 to i32, !dbg !27
  %t115 = getelementptr inbounds i16, ptr addrspace(3) %t95, i32 %25, !dbg !27
  store i32 %.48, ptr addrspace(3) %t115, align 4, !dbg !27
  %t118 = and i64 %t101, 63, !dbg !28
  %t119 = add nsw i64 %t118, %t9911, !dbg !28
  %t120 = ashr i64 %t119, 6, !dbg !28
  %t121 = add i64 %t120, %t91, !dbg !46
  %t122 = mul i64 %t121, %a10, !dbg !29
  %t124 = and i64 %t119, -64, !dbg !30
  %t123 = add i64 %t9911, %t27, !dbg !31
  %t125 = sub i64 %t123, %t124, !dbg !30
  %t126 = add i64 %t125, %t122, !dbg !32
  %t127 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t126, !dbg !33
  %.50 = load i32, ptr addrspace(1) %t127, align 4, !dbg !33, !amdgpu.noclobber !6
  %t131 = getelementptr inbounds i16, ptr addrspace(3) %t98, i32 %25, !dbg !34
  store i32 %.50, ptr addrspace(3) %t131, align 4, !dbg !34
  %t134 = add i64 %t9911, %t35, !dbg !35
  %t100 = icmp slt i64 %t134, 1024, !dbg !20
  br i1 %t100, label %b7, label %b8, !dbg !20

b8:                                               ; preds = %b7, %b5, %b4
  %t88.tr = trunc i64 %t88 to i32, !dbg !47
  %26 = shl nuw nsw i32 %t88.tr, 10, !dbg !47
  %t137 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %26, !dbg !47
  %t140 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %26, !dbg !48
  %t141 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %2, !dbg !49
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t141, i32 %5
  %.61 = load i16, ptr addrspace(3) %.60, align 4, !dbg !49
  %.62 = zext i16 %.61 to i32, !dbg !49
  %.64 = getelementptr inbounds i16, ptr addrspace(3) %t141, i32 %7
  %.65 = load i16, ptr addrspace(3) %.64, align 2, !dbg !49
  %.66 = zext i16 %.65 to i32, !dbg !49
  %.67 = shl nuw i32 %.66, 16, !dbg !49
  %.68 = or i32 %.67, %.62, !dbg !49
  %.70 = getelementptr inbounds i16, ptr addrspace(3) %t141, i32 %9
  %.71 = load i16, ptr addrspace(3) %.70, align 4, !dbg !49
  %.72 = zext i16 %.71 to i32, !dbg !49
  %.74 = getelementptr inbounds i16, ptr addrspace(3) %t141, i32 %11
  %.75 = load i16, ptr addrspace(3) %.74, align 2, !dbg !49
  %.76 = zext i16 %.75 to i32, !dbg !49
  %.77 = shl nuw i32 %.76, 16, !dbg !49
  %.78 = or i32 %.77, %.72, !dbg !49
  %t144 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %13, !dbg !50
  %.90 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %5
  %.91 = load i16, ptr addrspace(3) %.90, align 4, !dbg !50
  %.92 = zext i16 %.91 to i32, !dbg !50
  %.94 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %7
  %.95 = load i16, ptr addrspace(3) %.94, align 2, !dbg !50
  %.96 = zext i16 %.95 to i32, !dbg !50
  %.97 = shl nuw i32 %.96, 16, !dbg !50
  %.98 = or i32 %.97, %.92, !dbg !50
  %.100 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %9
  %.101 = load i16, ptr addrspace(3) %.100, align 4, !dbg !50
  %.102 = zext i16 %.101 to i32, !dbg !50
  %.104 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %11
  %.105 = load i16, ptr addrspace(3) %.104, align 2, !dbg !50
  %.106 = zext i16 %.105 to i32, !dbg !50
  %.107 = shl nuw i32 %.106, 16, !dbg !50
  %.108 = or i32 %.107, %.102, !dbg !50
  %t147 = getelementptr inbounds i16, ptr addrspace(3) %t140, i32 %14, !dbg !51
  %.120 = getelementptr inbounds i16, ptr addrspace(3) %t147, i32 %15
  %.121 = load i16, ptr addrspace(3) %.120, align 2, !dbg !51
  %.122 = zext i16 %.121 to i32, !dbg !51
  %.125 = getelementptr inbounds i16, ptr addrspace(3) %t147, i32 %17
  %.126 = load i16, ptr addrspace(3) %.125, align 2, !dbg !51
  %.127 = zext i16 %.126 to i32, !dbg !51
  %.128 = shl nuw i32 %.127, 16, !dbg !51
  %.129 = or i32 %.128, %.122, !dbg !51
  %.132 = getelementptr inbounds i16, ptr addrspace(3) %t147, i32 %19
  %.133 = load i16, ptr addrspace(3) %.132, align 2, !dbg !51
  %.134 = zext i16 %.133 to i32, !dbg !51
  %.137 = getelementptr inbounds i16, ptr addrspace(3) %t147, i32 %21
  %.138 = load i16, ptr addrspace(3) %.137, align 2, !dbg !51
  %.139 = zext i16 %.138 to i32, !dbg !51
  %.140 = shl nuw i32 %.139, 16, !dbg !51
  %.141 = or i32 %.140, %.134, !dbg !51
  %t150 = getelementptr inbounds i16, ptr addrspace(3) %t140, i32 %22, !dbg !52
  %.153 = getelementptr inbounds i16, ptr addrspace(3) %t150, i32 %15
  %.154 = load i16, ptr addrspace(3) %.153, align 2, !dbg !52
  %.155 = zext i16 %.154 to i32, !dbg !52
  %.158 = getelementptr inbounds i16, ptr addrspace(3) %t150, i32 %17
  %.159 = load i16, ptr addrspace(3) %.158, align 2, !dbg !52
  %.160 = zext i16 %.159 to i32, !dbg !52
  %.161 = shl nuw i32 %.160, 16, !dbg !52
  %.162 = or i32 %.161, %.155, !dbg !52
  %.165 = getelementptr inbounds i16, ptr addrspace(3) %t150, i32 %19
  %.166 = load i16, ptr addrspace(3) %.165, align 2, !dbg !52
  %.167 = zext i16 %.166 to i32, !dbg !52
  %.170 = getelementptr inbounds i16, ptr addrspace(3) %t150, i32 %21
  %.171 = load i16, ptr addrspace(3) %.170, align 2, !dbg !52
  %.172 = zext i16 %.171 to i32, !dbg !52
  %.173 = shl nuw i32 %.172, 16, !dbg !52
  %.174 = or i32 %.173, %.167, !dbg !52
  %.177 = extractvalue { [8 x float] } %t79, 0, 0, !dbg !53
  %.178 = insertelement <4 x float> poison, float %.177, i64 0, !dbg !53
  %.179 = extractvalue { [8 x float] } %t79, 0, 1, !dbg !53
  %.180 = insertelement <4 x float> %.178, float %.179, i64 1, !dbg !53
  %.181 = extractvalue { [8 x float] } %t79, 0, 2, !dbg !53
  %.182 = insertelement <4 x float> %.180, float %.181, i64 2, !dbg !53
  %.183 = extractvalue { [8 x float] } %t79, 0, 3, !dbg !53
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
  %.204 = extractvalue { [8 x float] } %t80, 0, 0, !dbg !54
  %.205 = insertelement <4 x float> poison, float %.204, i64 0, !dbg !54
  %.206 = extractvalue { [8 x float] } %t80, 0, 1, !dbg !54
  %.207 = insertelement <4 x float> %.205, float %.206, i64 1, !dbg !54
  %.208 = extractvalue { [8 x float] } %t80, 0, 2, !dbg !54
  %.209 = insertelement <4 x float> %.207, float %.208, i64 2, !dbg !54
  %.210 = extractvalue { [8 x float] } %t80, 0, 3, !dbg !54
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
  %.231 = extractvalue { [8 x float] } %t81, 0, 0, !dbg !55
  %.232 = insertelement <4 x float> poison, float %.231, i64 0, !dbg !55
  %.233 = extractvalue { [8 x float] } %t81, 0, 1, !dbg !55
  %.234 = insertelement <4 x float> %.232, float %.233, i64 1, !dbg !55
  %.235 = extractvalue { [8 x float] } %t81, 0, 2, !dbg !55
  %.236 = insertelement <4 x float> %.234, float %.235, i64 2, !dbg !55
  %.237 = extractvalue { [8 x float] } %t81, 0, 3, !dbg !55
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
  %.258 = extractvalue { [8 x float] } %t82, 0, 0, !dbg !56
  %.259 = insertelement <4 x float> poison, float %.258, i64 0, !dbg !56
  %.260 = extractvalue { [8 x float] } %t82, 0, 1, !dbg !56
  %.261 = insertelement <4 x float> %.259, float %.260, i64 1, !dbg !56
  %.262 = extractvalue { [8 x float] } %t82, 0, 2, !dbg !56
  %.263 = insertelement <4 x float> %.261, float %.262, i64 2, !dbg !56
  %.264 = extractvalue { [8 x float] } %t82, 0, 3, !dbg !56
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
  %exitcond.not = icmp eq i64 %t89, %smax, !dbg !39
  br i1 %exitcond.not, label %b9, label %b4, !dbg !57

b9:                                               ; preds = %b8, %b3
  %t157 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.203, %b8 ]
  %t158 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.230, %b8 ]
  %t159 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.257, %b8 ]
  %t160 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.284, %b8 ]
  %t161 = add nsw i64 %t18, %t24, !dbg !58
  %t162 = mul i64 %t161, %a10, !dbg !59
  %t163 = add i64 %t21, %t27, !dbg !60
  %t164 = add i64 %t163, %t162, !dbg !61
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t164, !dbg !62
  %.285 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.286 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.285), !dbg !62
  %.289 = and i32 %.286, 15, !dbg !62
  %.290 = zext i32 %.289 to i64, !dbg !62
  %27 = lshr i32 %.286, 2, !dbg !62
  %28 = and i32 %27, 1073741820, !dbg !62
  %.291 = zext i32 %28 to i64, !dbg !62
  %.292 = mul i64 %.291, %a10, !dbg !62
  %.293 = add i64 %.292, %.290, !dbg !62
  %.294 = extractvalue { [8 x float] } %t157, 0, 0, !dbg !62
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t165, i64 %.293
  store float %.294, ptr addrspace(1) %.295, align 4, !dbg !62
  %.296 = extractvalue { [8 x float] } %t157, 0, 1, !dbg !62
  %.298 = add i64 %.293, %a10, !dbg !62
  %.299 = getelementptr inbounds float, ptr addrspace(1) %t165, i64 %.298
  store float %.296, ptr addrspace(1) %.299, align 4, !dbg !62
  %.300 = extractvalue { [8 x float] } %t157, 0, 2, !dbg !62
  %.301 = shl i64 %a10, 1, !dbg !62
  %.302 = add i64 %.293, %.301, !dbg !62
  %.303 = getelementptr inbounds float, ptr addrspace(1) %t165, i64 %.302
  store float %.300, ptr addrspace(1) %.303, align 4, !dbg !62
  %.304 = extractvalue { [8 x float] } %t157, 0, 3, !dbg !62
  %.305 = mul i64 %a10, 3, !dbg !62
  %.306 = add i64 %.293, %.305, !dbg !62
  %.307 = getelementptr inbounds float, ptr addrspace(1) %t165, i64 %.306
  store float %.304, ptr addrspace(1) %.307, align 4, !dbg !62
  %t167 = or i64 %t164, 16, !dbg !63
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t167, !dbg !64
  %.317 = extractvalue { [8 x float] } %t158, 0, 0, !dbg !64
  %.318 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.293
  store float %.317, ptr addrspace(1) %.318, align 4, !dbg !64
  %.319 = extractvalue { [8 x float] } %t158, 0, 1, !dbg !64
  %.322 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.298
  store float %.319, ptr addrspace(1) %.322, align 4, !dbg !64
  %.323 = extractvalue { [8 x float] } %t158, 0, 2, !dbg !64
  %.326 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.302
  store float %.323, ptr addrspace(1) %.326, align 4, !dbg !64
  %.327 = extractvalue { [8 x float] } %t158, 0, 3, !dbg !64
  %.330 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.306
  store float %.327, ptr addrspace(1) %.330, align 4, !dbg !64
  %t170 = shl i64 %a10, 4, !dbg !65
  %t171 = add i64 %t164, %t170, !dbg !66
  %t172 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t171, !dbg !67
  %.340 = extractvalue { [8 x float] } %t159, 0, 0, !dbg !67
  %.341 = getelementptr inbounds float, ptr addrspace(1) %t172, i64 %.293
  store float %.340, ptr addrspace(1) %.341, align 4, !dbg !67
  %.342 = extractvalue { [8 x float] } %t159, 0, 1, !dbg !67
  %.345 = getelementptr inbounds float, ptr addrspace(1) %t172, i64 %.298
  store float %.342, ptr addrspace(1) %.345, align 4, !dbg !67
  %.346 = extractvalue { [8 x float] } %t159, 0, 2, !dbg !67
  %.349 = getelementptr inbounds float, ptr addrspace(1) %t172, i64 %.302
  store float %.346, ptr addrspace(1) %.349, align 4, !dbg !67
  %.350 = extractvalue { [8 x float] } %t159, 0, 3, !dbg !67
  %.353 = getelementptr inbounds float, ptr addrspace(1) %t172, i64 %.306
  store float %.350, ptr addrspace(1) %.353, align 4, !dbg !67
  %t174 = add i64 %t171, 16, !dbg !68
  %t175 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t174, !dbg !69
  %.363 = extractvalue { [8 x float] } %t160, 0, 0, !dbg !69
  %.364 = getelementptr inbounds float, ptr addrspace(1) %t175, i64 %.293
  store float %.363, ptr addrspace(1) %.364, align 4, !dbg !69
  %.365 = extractvalue { [8 x float] } %t160, 0, 1, !dbg !69
  %.368 = getelementptr inbounds float, ptr addrspace(1) %t175, i64 %.298
  store float %.365, ptr addrspace(1) %.368, align 4, !dbg !69
  %.369 = extractvalue { [8 x float] } %t160, 0, 2, !dbg !69
  %.372 = getelementptr inbounds float, ptr addrspace(1) %t175, i64 %.302
  store float %.369, ptr addrspace(1) %.372, align 4, !dbg !69
  %.373 = extractvalue { [8 x float] } %t160, 0, 3, !dbg !69
  %.376 = getelementptr inbounds float, ptr addrspace(1) %t175, i64 %.306
  store float %.373, ptr addrspace(1) %.376, align 4, !dbg !69
  ret void, !dbg !70
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !71 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !72
  %t10 = sext i32 %.10 to i64, !dbg !72
  %.157 = sdiv i32 %.10, 64, !dbg !73
  %.15.sext = sext i32 %.157 to i64, !dbg !73
  %t143 = lshr i64 %.15.sext, 63, !dbg !74
  %t16 = add nsw i64 %t143, %.15.sext, !dbg !74
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
  %t378 = icmp slt i32 %.10, 512, !dbg !85
  br i1 %t378, label %b2, label %b3, !dbg !85

b2:                                               ; preds = %entry, %b2
  %t369 = phi i64 [ %t69, %b2 ], [ %t32, %entry ]
  %t38 = ashr i64 %t369, 63, !dbg !86
  %t39 = and i64 %t38, 15, !dbg !86
  %t40 = add nsw i64 %t39, %t369, !dbg !86
  %t41 = ashr i64 %t40, 4, !dbg !86
  %t42 = add nsw i64 %t41, %t24, !dbg !87
  %t43 = mul i64 %t42, %a11, !dbg !88
  %t44 = and i64 %t40, -16, !dbg !89
  %t45 = sub i64 %t369, %t44, !dbg !89
  %t46 = add i64 %t45, %t43, !dbg !90
  %t47 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t46, !dbg !91
  %.43 = load i32, ptr addrspace(1) %t47, align 4, !dbg !91, !amdgpu.noclobber !6
  %1 = trunc i64 %t369 to i32, !dbg !92
  %t51 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !92
  store i32 %.43, ptr addrspace(3) %t51, align 4, !dbg !92
  %t54 = and i64 %t38, 63, !dbg !93
  %t55 = add nsw i64 %t54, %t369, !dbg !93
  %t56 = ashr i64 %t55, 6, !dbg !93
  %t57 = mul i64 %t56, %a10, !dbg !94
  %t59 = and i64 %t55, -64, !dbg !95
  %t58 = add i64 %t369, %t27, !dbg !96
  %t60 = sub i64 %t58, %t59, !dbg !95
  %t61 = add i64 %t60, %t57, !dbg !97
  %t62 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t61, !dbg !98
  %.45 = load i32, ptr addrspace(1) %t62, align 4, !dbg !98, !amdgpu.noclobber !6
  %t66 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !99
  store i32 %.45, ptr addrspace(3) %t66, align 4, !dbg !99
  %t69 = add i64 %t369, %t35, !dbg !100
  %t37 = icmp slt i64 %t69, 1024, !dbg !85
  br i1 %t37, label %b2, label %b3, !dbg !85

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !101
  tail call void @llvm.amdgcn.s.barrier(), !dbg !101
  fence syncscope("workgroup") acquire, !dbg !101
  %isneg = icmp slt i64 %a11, 0, !dbg !102
  %t71 = select i1 %isneg, i64 15, i64 0, !dbg !102
  %t72 = add i64 %t71, %a11, !dbg !102
  %t73 = ashr i64 %t72, 4, !dbg !102
  %t74 = icmp sgt i64 %t72, 15, !dbg !102
  br i1 %t74, label %b4.preheader, label %b9, !dbg !102

b4.preheader:                                     ; preds = %b3
  %t18.tr = trunc i64 %t18 to i32
  %2 = shl i32 %t18.tr, 4
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !103
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !103
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
  %smax = tail call i64 @llvm.smax.i64(i64 %t73, i64 1), !dbg !104
  br label %b4, !dbg !104

b4:                                               ; preds = %b4.preheader, %b8
  %t79 = phi { [8 x float] } [ %.203, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t80 = phi { [8 x float] } [ %.230, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t81 = phi { [8 x float] } [ %.257, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t82 = phi { [8 x float] } [ %.284, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t83 = phi i64 [ %t89, %b8 ], [ 0, %b4.preheader ]
  %t88 = and i64 %t83, 1, !dbg !105
  %t89 = add nuw nsw i64 %t83, 1, !dbg !106
  %t90 = icmp slt i64 %t89, %t73, !dbg !104
  br i1 %t90, label %b5, label %b8, !dbg !104

b5:                                               ; preds = %b4
  %t91 = shl i64 %t89, 4, !dbg !107
  %23 = trunc i64 %t88 to i32, !dbg !108
  %t92.tr = shl nuw nsw i32 %23, 10, !dbg !108
  %24 = xor i32 %t92.tr, 1024, !dbg !108
  %t95 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %24, !dbg !108
  %t98 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %24, !dbg !109
  br i1 %t378, label %b7, label %b8, !dbg !85

b7:                                               ; preds = %b5, %b7
  %t9911 = phi i64 [ %t134, %b7 ], [ %t32, %b5 ]
  %t101 = ashr i64 %t9911, 63, !dbg !86
  %t102 = and i64 %t101, 15, !dbg !86
  %t103 = add nsw i64 %t102, %t9911, !dbg !86
  %t104 = ashr i64 %t103, 4, !dbg !86
  %t105 = add nsw i64 %t104, %t24, !dbg !87
  %t106 = mul i64 %t105, %a11, !dbg !88
  %t108 = and i64 %t103, -16, !dbg !89
  %t107 = add i64 %t9911, %t91, !dbg !110
  %t109 = sub i64 %t107, %t108, !dbg !89
  %t110 = add i64 %t109, %t106, !dbg !90
  %t111 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t110, !dbg !91
  %.48 = load i32, ptr addrspace(1) %t111, align 4, !dbg !91, !amdgpu.noclobber !6
  %25 = trunc i64 %t9911 to i32, !dbg !92
  %t115 = getelementptr inbounds i16, ptr addrspace(3) %t95, i32 %25, !dbg !92
  store i32 %.48, ptr addrspace(3) %t115, align 4, !dbg !92
  %t118 = and i64 %t101, 63, !dbg !93
  %t119 = add nsw i64 %t118, %t9911, !dbg !93
  %t120 = ashr i64 %t119, 6, !dbg !93
  %t121 = add i64 %t120, %t91, !dbg !111
  %t122 = mul i64 %t121, %a10, !dbg !94
  %t124 = and i64 %t119, -64, !dbg !95
  %t123 = add i64 %t9911, %t27, !dbg !96
  %t125 = sub i64 %t123, %t124, !dbg !95
  %t126 = add i64 %t125, %t122, !dbg !97
  %t127 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t126, !dbg !98
  %.50 = load i32, ptr addrspace(1) %t127, align 4, !dbg !98, !amdgpu.noclobber !6
  %t131 = getelementptr inbounds i16, ptr addrspace(3) %t98, i32 %25, !dbg !99
  store i32 %.50, ptr addrspace(3) %t131, align 4, !dbg !99
  %t134 = add i64 %t9911, %t35, !dbg !100
  %t100 = icmp slt i64 %t134, 1024, !dbg !85
  br i1 %t100, label %b7, label %b8, !dbg !85

b8:                                               ; preds = %b7, %b5, %b4
  %t88.tr = trunc i64 %t88 to i32, !dbg !112
  %26 = shl nuw nsw i32 %t88.tr, 10, !dbg !112
  %t137 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %26, !dbg !112
  %t140 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %26, !dbg !113
  %t141 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %2, !dbg !114
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t141, i32 %5
  %.61 = load i16, ptr addrspace(3) %.60, align 4, !dbg !114
  %.62 = zext i16 %.61 to i32, !dbg !114
  %.64 = getelementptr inbounds i16, ptr addrspace(3) %t141, i32 %7
  %.65 = load i16, ptr addrspace(3) %.64, align 2, !dbg !114
  %.66 = zext i16 %.65 to i32, !dbg !114
  %.67 = shl nuw i32 %.66, 16, !dbg !114
  %.68 = or i32 %.67, %.62, !dbg !114
  %.70 = getelementptr inbounds i16, ptr addrspace(3) %t141, i32 %9
  %.71 = load i16, ptr addrspace(3) %.70, align 4, !dbg !114
  %.72 = zext i16 %.71 to i32, !dbg !114
  %.74 = getelementptr inbounds i16, ptr addrspace(3) %t141, i32 %11
  %.75 = load i16, ptr addrspace(3) %.74, align 2, !dbg !114
  %.76 = zext i16 %.75 to i32, !dbg !114
  %.77 = shl nuw i32 %.76, 16, !dbg !114
  %.78 = or i32 %.77, %.72, !dbg !114
  %t144 = getelementptr inbounds i16, ptr addrspace(3) %t137, i32 %13, !dbg !115
  %.90 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %5
  %.91 = load i16, ptr addrspace(3) %.90, align 4, !dbg !115
  %.92 = zext i16 %.91 to i32, !dbg !115
  %.94 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %7
  %.95 = load i16, ptr addrspace(3) %.94, align 2, !dbg !115
  %.96 = zext i16 %.95 to i32, !dbg !115
  %.97 = shl nuw i32 %.96, 16, !dbg !115
  %.98 = or i32 %.97, %.92, !dbg !115
  %.100 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %9
  %.101 = load i16, ptr addrspace(3) %.100, align 4, !dbg !115
  %.102 = zext i16 %.101 to i32, !dbg !115
  %.104 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %11
  %.105 = load i16, ptr addrspace(3) %.104, align 2, !dbg !115
  %.106 = zext i16 %.105 to i32, !dbg !115
  %.107 = shl nuw i32 %.106, 16, !dbg !115
  %.108 = or i32 %.107, %.102, !dbg !115
  %t147 = getelementptr inbounds i16, ptr addrspace(3) %t140, i32 %14, !dbg !116
  %.120 = getelementptr inbounds i16, ptr addrspace(3) %t147, i32 %15
  %.121 = load i16, ptr addrspace(3) %.120, align 2, !dbg !116
  %.122 = zext i16 %.121 to i32, !dbg !116
  %.125 = getelementptr inbounds i16, ptr addrspace(3) %t147, i32 %17
  %.126 = load i16, ptr addrspace(3) %.125, align 2, !dbg !116
  %.127 = zext i16 %.126 to i32, !dbg !116
  %.128 = shl nuw i32 %.127, 16, !dbg !116
  %.129 = or i32 %.128, %.122, !dbg !116
  %.132 = getelementptr inbounds i16, ptr addrspace(3) %t147, i32 %19
  %.133 = load i16, ptr addrspace(3) %.132, align 2, !dbg !116
  %.134 = zext i16 %.133 to i32, !dbg !116
  %.137 = getelementptr inbounds i16, ptr addrspace(3) %t147, i32 %21
  %.138 = load i16, ptr addrspace(3) %.137, align 2, !dbg !116
  %.139 = zext i16 %.138 to i32, !dbg !116
  %.140 = shl nuw i32 %.139, 16, !dbg !116
  %.141 = or i32 %.140, %.134, !dbg !116
  %t150 = getelementptr inbounds i16, ptr addrspace(3) %t140, i32 %22, !dbg !117
  %.153 = getelementptr inbounds i16, ptr addrspace(3) %t150, i32 %15
  %.154 = load i16, ptr addrspace(3) %.153, align 2, !dbg !117
  %.155 = zext i16 %.154 to i32, !dbg !117
  %.158 = getelementptr inbounds i16, ptr addrspace(3) %t150, i32 %17
  %.159 = load i16, ptr addrspace(3) %.158, align 2, !dbg !117
  %.160 = zext i16 %.159 to i32, !dbg !117
  %.161 = shl nuw i32 %.160, 16, !dbg !117
  %.162 = or i32 %.161, %.155, !dbg !117
  %.165 = getelementptr inbounds i16, ptr addrspace(3) %t150, i32 %19
  %.166 = load i16, ptr addrspace(3) %.165, align 2, !dbg !117
  %.167 = zext i16 %.166 to i32, !dbg !117
  %.170 = getelementptr inbounds i16, ptr addrspace(3) %t150, i32 %21
  %.171 = load i16, ptr addrspace(3) %.170, align 2, !dbg !117
  %.172 = zext i16 %.171 to i32, !dbg !117
  %.173 = shl nuw i32 %.172, 16, !dbg !117
  %.174 = or i32 %.173, %.167, !dbg !117
  %.177 = extractvalue { [8 x float] } %t79, 0, 0, !dbg !118
  %.178 = insertelement <4 x float> poison, float %.177, i64 0, !dbg !118
  %.179 = extractvalue { [8 x float] } %t79, 0, 1, !dbg !118
  %.180 = insertelement <4 x float> %.178, float %.179, i64 1, !dbg !118
  %.181 = extractvalue { [8 x float] } %t79, 0, 2, !dbg !118
  %.182 = insertelement <4 x float> %.180, float %.181, i64 2, !dbg !118
  %.183 = extractvalue { [8 x float] } %t79, 0, 3, !dbg !118
  %.184 = insertelement <4 x float> %.182, float %.183, i64 3, !dbg !118
  %.186 = insertelement <2 x i32> poison, i32 %.68, i64 0, !dbg !118
  %.188 = insertelement <2 x i32> %.186, i32 %.78, i64 1, !dbg !118
  %.189 = bitcast <2 x i32> %.188 to <4 x i16>, !dbg !118
  %.191 = insertelement <2 x i32> poison, i32 %.129, i64 0, !dbg !118
  %.193 = insertelement <2 x i32> %.191, i32 %.141, i64 1, !dbg !118
  %.194 = bitcast <2 x i32> %.193 to <4 x i16>, !dbg !118
  %.195 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.189, <4 x i16> %.194, <4 x float> %.184, i32 0, i32 0, i32 0), !dbg !118
  %.196 = extractelement <4 x float> %.195, i64 0, !dbg !118
  %.197 = extractelement <4 x float> %.195, i64 1, !dbg !118
  %.198 = extractelement <4 x float> %.195, i64 2, !dbg !118
  %.199 = extractelement <4 x float> %.195, i64 3, !dbg !118
  %.200 = insertvalue { [8 x float] } zeroinitializer, float %.196, 0, 0, !dbg !118
  %.201 = insertvalue { [8 x float] } %.200, float %.197, 0, 1, !dbg !118
  %.202 = insertvalue { [8 x float] } %.201, float %.198, 0, 2, !dbg !118
  %.203 = insertvalue { [8 x float] } %.202, float %.199, 0, 3, !dbg !118
  %.204 = extractvalue { [8 x float] } %t80, 0, 0, !dbg !119
  %.205 = insertelement <4 x float> poison, float %.204, i64 0, !dbg !119
  %.206 = extractvalue { [8 x float] } %t80, 0, 1, !dbg !119
  %.207 = insertelement <4 x float> %.205, float %.206, i64 1, !dbg !119
  %.208 = extractvalue { [8 x float] } %t80, 0, 2, !dbg !119
  %.209 = insertelement <4 x float> %.207, float %.208, i64 2, !dbg !119
  %.210 = extractvalue { [8 x float] } %t80, 0, 3, !dbg !119
  %.211 = insertelement <4 x float> %.209, float %.210, i64 3, !dbg !119
  %.218 = insertelement <2 x i32> poison, i32 %.162, i64 0, !dbg !119
  %.220 = insertelement <2 x i32> %.218, i32 %.174, i64 1, !dbg !119
  %.221 = bitcast <2 x i32> %.220 to <4 x i16>, !dbg !119
  %.222 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.189, <4 x i16> %.221, <4 x float> %.211, i32 0, i32 0, i32 0), !dbg !119
  %.223 = extractelement <4 x float> %.222, i64 0, !dbg !119
  %.224 = extractelement <4 x float> %.222, i64 1, !dbg !119
  %.225 = extractelement <4 x float> %.222, i64 2, !dbg !119
  %.226 = extractelement <4 x float> %.222, i64 3, !dbg !119
  %.227 = insertvalue { [8 x float] } zeroinitializer, float %.223, 0, 0, !dbg !119
  %.228 = insertvalue { [8 x float] } %.227, float %.224, 0, 1, !dbg !119
  %.229 = insertvalue { [8 x float] } %.228, float %.225, 0, 2, !dbg !119
  %.230 = insertvalue { [8 x float] } %.229, float %.226, 0, 3, !dbg !119
  %.231 = extractvalue { [8 x float] } %t81, 0, 0, !dbg !120
  %.232 = insertelement <4 x float> poison, float %.231, i64 0, !dbg !120
  %.233 = extractvalue { [8 x float] } %t81, 0, 1, !dbg !120
  %.234 = insertelement <4 x float> %.232, float %.233, i64 1, !dbg !120
  %.235 = extractvalue { [8 x float] } %t81, 0, 2, !dbg !120
  %.236 = insertelement <4 x float> %.234, float %.235, i64 2, !dbg !120
  %.237 = extractvalue { [8 x float] } %t81, 0, 3, !dbg !120
  %.238 = insertelement <4 x float> %.236, float %.237, i64 3, !dbg !120
  %.240 = insertelement <2 x i32> poison, i32 %.98, i64 0, !dbg !120
  %.242 = insertelement <2 x i32> %.240, i32 %.108, i64 1, !dbg !120
  %.243 = bitcast <2 x i32> %.242 to <4 x i16>, !dbg !120
  %.249 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.243, <4 x i16> %.194, <4 x float> %.238, i32 0, i32 0, i32 0), !dbg !120
  %.250 = extractelement <4 x float> %.249, i64 0, !dbg !120
  %.251 = extractelement <4 x float> %.249, i64 1, !dbg !120
  %.252 = extractelement <4 x float> %.249, i64 2, !dbg !120
  %.253 = extractelement <4 x float> %.249, i64 3, !dbg !120
  %.254 = insertvalue { [8 x float] } zeroinitializer, float %.250, 0, 0, !dbg !120
  %.255 = insertvalue { [8 x float] } %.254, float %.251, 0, 1, !dbg !120
  %.256 = insertvalue { [8 x float] } %.255, float %.252, 0, 2, !dbg !120
  %.257 = insertvalue { [8 x float] } %.256, float %.253, 0, 3, !dbg !120
  %.258 = extractvalue { [8 x float] } %t82, 0, 0, !dbg !121
  %.259 = insertelement <4 x float> poison, float %.258, i64 0, !dbg !121
  %.260 = extractvalue { [8 x float] } %t82, 0, 1, !dbg !121
  %.261 = insertelement <4 x float> %.259, float %.260, i64 1, !dbg !121
  %.262 = extractvalue { [8 x float] } %t82, 0, 2, !dbg !121
  %.263 = insertelement <4 x float> %.261, float %.262, i64 2, !dbg !121
  %.264 = extractvalue { [8 x float] } %t82, 0, 3, !dbg !121
  %.265 = insertelement <4 x float> %.263, float %.264, i64 3, !dbg !121
  %.276 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.243, <4 x i16> %.221, <4 x float> %.265, i32 0, i32 0, i32 0), !dbg !121
  %.277 = extractelement <4 x float> %.276, i64 0, !dbg !121
  %.278 = extractelement <4 x float> %.276, i64 1, !dbg !121
  %.279 = extractelement <4 x float> %.276, i64 2, !dbg !121
  %.280 = extractelement <4 x float> %.276, i64 3, !dbg !121
  %.281 = insertvalue { [8 x float] } zeroinitializer, float %.277, 0, 0, !dbg !121
  %.282 = insertvalue { [8 x float] } %.281, float %.278, 0, 1, !dbg !121
  %.283 = insertvalue { [8 x float] } %.282, float %.279, 0, 2, !dbg !121
  %.284 = insertvalue { [8 x float] } %.283, float %.280, 0, 3, !dbg !121
  fence syncscope("workgroup") release, !dbg !122
  tail call void @llvm.amdgcn.s.barrier(), !dbg !122
  fence syncscope("workgroup") acquire, !dbg !122
  %exitcond.not = icmp eq i64 %t89, %smax, !dbg !104
  br i1 %exitcond.not, label %b9, label %b4, !dbg !122

b9:                                               ; preds = %b8, %b3
  %t157 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.203, %b8 ]
  %t158 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.230, %b8 ]
  %t159 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.257, %b8 ]
  %t160 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.284, %b8 ]
  %t161 = add nsw i64 %t18, %t24, !dbg !123
  %t162 = mul i64 %t161, %a10, !dbg !124
  %t163 = add i64 %t21, %t27, !dbg !125
  %t164 = add i64 %t163, %t162, !dbg !126
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t164, !dbg !127
  %.285 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !127
  %.286 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.285), !dbg !127
  %.289 = and i32 %.286, 15, !dbg !127
  %.290 = zext i32 %.289 to i64, !dbg !127
  %27 = lshr i32 %.286, 2, !dbg !127
  %28 = and i32 %27, 1073741820, !dbg !127
  %.291 = zext i32 %28 to i64, !dbg !127
  %.292 = mul i64 %.291, %a10, !dbg !127
  %.293 = add i64 %.292, %.290, !dbg !127
  %.294 = extractvalue { [8 x float] } %t157, 0, 0, !dbg !127
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t165, i64 %.293
  store float %.294, ptr addrspace(1) %.295, align 4, !dbg !127
  %.296 = extractvalue { [8 x float] } %t157, 0, 1, !dbg !127
  %.298 = add i64 %.293, %a10, !dbg !127
  %.299 = getelementptr inbounds float, ptr addrspace(1) %t165, i64 %.298
  store float %.296, ptr addrspace(1) %.299, align 4, !dbg !127
  %.300 = extractvalue { [8 x float] } %t157, 0, 2, !dbg !127
  %.301 = shl i64 %a10, 1, !dbg !127
  %.302 = add i64 %.293, %.301, !dbg !127
  %.303 = getelementptr inbounds float, ptr addrspace(1) %t165, i64 %.302
  store float %.300, ptr addrspace(1) %.303, align 4, !dbg !127
  %.304 = extractvalue { [8 x float] } %t157, 0, 3, !dbg !127
  %.305 = mul i64 %a10, 3, !dbg !127
  %.306 = add i64 %.293, %.305, !dbg !127
  %.307 = getelementptr inbounds float, ptr addrspace(1) %t165, i64 %.306
  store float %.304, ptr addrspace(1) %.307, align 4, !dbg !127
  %t167 = or i64 %t164, 16, !dbg !128
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t167, !dbg !129
  %.317 = extractvalue { [8 x float] } %t158, 0, 0, !dbg !129
  %.318 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.293
  store float %.317, ptr addrspace(1) %.318, align 4, !dbg !129
  %.319 = extractvalue { [8 x float] } %t158, 0, 1, !dbg !129
  %.322 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.298
  store float %.319, ptr addrspace(1) %.322, align 4, !dbg !129
  %.323 = extractvalue { [8 x float] } %t158, 0, 2, !dbg !129
  %.326 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.302
  store float %.323, ptr addrspace(1) %.326, align 4, !dbg !129
  %.327 = extractvalue { [8 x float] } %t158, 0, 3, !dbg !129
  %.330 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.306
  store float %.327, ptr addrspace(1) %.330, align 4, !dbg !129
  %t170 = shl i64 %a10, 4, !dbg !130
  %t171 = add i64 %t164, %t170, !dbg !131
  %t172 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t171, !dbg !132
  %.340 = extractvalue { [8 x float] } %t159, 0, 0, !dbg !132
  %.341 = getelementptr inbounds float, ptr addrspace(1) %t172, i64 %.293
  store float %.340, ptr addrspace(1) %.341, align 4, !dbg !132
  %.342 = extractvalue { [8 x float] } %t159, 0, 1, !dbg !132
  %.345 = getelementptr inbounds float, ptr addrspace(1) %t172, i64 %.298
  store float %.342, ptr addrspace(1) %.345, align 4, !dbg !132
  %.346 = extractvalue { [8 x float] } %t159, 0, 2, !dbg !132
  %.349 = getelementptr inbounds float, ptr addrspace(1) %t172, i64 %.302
  store float %.346, ptr addrspace(1) %.349, align 4, !dbg !132
  %.350 = extractvalue { [8 x float] } %t159, 0, 3, !dbg !132
  %.353 = getelementptr inbounds float, ptr addrspace(1) %t172, i64 %.306
  store float %.350, ptr addrspace(1) %.353, align 4, !dbg !132
  %t174 = add i64 %t171, 16, !dbg !133
  %t175 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t174, !dbg !134
  %.363 = extractvalue { [8 x float] } %t160, 0, 0, !dbg !134
  %.364 = getelementptr inbounds float, ptr addrspace(1) %t175, i64 %.293
  store float %.363, ptr addrspace(1) %.364, align 4, !dbg !134
  %.365 = extractvalue { [8 x float] } %t160, 0, 1, !dbg !134
  %.368 = getelementptr inbounds float, ptr addrspace(1) %t175, i64 %.298
  store float %.365, ptr addrspace(1) %.368, align 4, !dbg !134
  %.369 = extractvalue { [8 x float] } %t160, 0, 2, !dbg !134
  %.372 = getelementptr inbounds float, ptr addrspace(1) %t175, i64 %.302
  store float %.369, ptr addrspace(1) %.372, align 4, !dbg !134
  %.373 = extractvalue { [8 x float] } %t160, 0, 3, !dbg !134
  %.376 = getelementptr inbounds float, ptr addrspace(1) %t175, i64 %.306
  store float %.373, ptr addrspace(1) %.376, align 4, !dbg !134
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
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 97, type: !5, scopeLine: 97, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!17 = !DILocation(line: 87, column: 13, scope: !4)
!18 = !DILocation(line: 87, column: 54, scope: !4)
!19 = !DILocation(line: 87, column: 42, scope: !4)
!20 = !DILocation(line: 87, column: 22, scope: !4)
!21 = !DILocation(line: 88, column: 41, scope: !4)
!22 = !DILocation(line: 88, column: 39, scope: !4)
!23 = !DILocation(line: 88, column: 47, scope: !4)
!24 = !DILocation(line: 88, column: 54, scope: !4)
!25 = !DILocation(line: 88, column: 52, scope: !4)
!26 = !DILocation(line: 88, column: 32, scope: !4)
!27 = !DILocation(line: 88, column: 14, scope: !4)
!28 = !DILocation(line: 89, column: 41, scope: !4)
!29 = !DILocation(line: 89, column: 47, scope: !4)
!30 = !DILocation(line: 89, column: 54, scope: !4)
!31 = !DILocation(line: 89, column: 49, scope: !4)
!32 = !DILocation(line: 89, column: 52, scope: !4)
!33 = !DILocation(line: 89, column: 32, scope: !4)
!34 = !DILocation(line: 89, column: 14, scope: !4)
!35 = !DILocation(line: 87, column: 35, scope: !4)
!36 = !DILocation(line: 54, column: 15, scope: !4)
!37 = !DILocation(line: 55, column: 13, scope: !4)
!38 = !DILocation(line: 0, scope: !4)
!39 = !DILocation(line: 58, column: 10, scope: !4)
!40 = !DILocation(line: 57, column: 12, scope: !4)
!41 = !DILocation(line: 58, column: 7, scope: !4)
!42 = !DILocation(line: 61, column: 30, scope: !4)
!43 = !DILocation(line: 61, column: 47, scope: !4)
!44 = !DILocation(line: 61, column: 71, scope: !4)
!45 = !DILocation(line: 88, column: 49, scope: !4)
!46 = !DILocation(line: 89, column: 39, scope: !4)
!47 = !DILocation(line: 63, column: 15, scope: !4)
!48 = !DILocation(line: 63, column: 35, scope: !4)
!49 = !DILocation(line: 64, column: 19, scope: !4)
!50 = !DILocation(line: 65, column: 19, scope: !4)
!51 = !DILocation(line: 66, column: 19, scope: !4)
!52 = !DILocation(line: 67, column: 19, scope: !4)
!53 = !DILocation(line: 68, column: 19, scope: !4)
!54 = !DILocation(line: 69, column: 19, scope: !4)
!55 = !DILocation(line: 70, column: 19, scope: !4)
!56 = !DILocation(line: 71, column: 19, scope: !4)
!57 = !DILocation(line: 72, column: 16, scope: !4)
!58 = !DILocation(line: 74, column: 11, scope: !4)
!59 = !DILocation(line: 74, column: 15, scope: !4)
!60 = !DILocation(line: 74, column: 18, scope: !4)
!61 = !DILocation(line: 74, column: 23, scope: !4)
!62 = !DILocation(line: 75, column: 13, scope: !4)
!63 = !DILocation(line: 76, column: 22, scope: !4)
!64 = !DILocation(line: 76, column: 13, scope: !4)
!65 = !DILocation(line: 77, column: 25, scope: !4)
!66 = !DILocation(line: 77, column: 22, scope: !4)
!67 = !DILocation(line: 77, column: 13, scope: !4)
!68 = !DILocation(line: 78, column: 27, scope: !4)
!69 = !DILocation(line: 78, column: 13, scope: !4)
!70 = !DILocation(line: 100, column: 8, scope: !4)
!71 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 97, type: !5, scopeLine: 97, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = !DILocation(line: 47, column: 20, scope: !71)
!73 = !DILocation(line: 48, column: 14, scope: !71)
!74 = !DILocation(line: 49, column: 16, scope: !71)
!75 = !DILocation(line: 49, column: 18, scope: !71)
!76 = !DILocation(line: 49, column: 29, scope: !71)
!77 = !DILocation(line: 49, column: 31, scope: !71)
!78 = !DILocation(line: 50, column: 22, scope: !71)
!79 = !DILocation(line: 50, column: 26, scope: !71)
!80 = !DILocation(line: 50, column: 43, scope: !71)
!81 = !DILocation(line: 50, column: 47, scope: !71)
!82 = !DILocation(line: 87, column: 13, scope: !71)
!83 = !DILocation(line: 87, column: 54, scope: !71)
!84 = !DILocation(line: 87, column: 42, scope: !71)
!85 = !DILocation(line: 87, column: 22, scope: !71)
!86 = !DILocation(line: 88, column: 41, scope: !71)
!87 = !DILocation(line: 88, column: 39, scope: !71)
!88 = !DILocation(line: 88, column: 47, scope: !71)
!89 = !DILocation(line: 88, column: 54, scope: !71)
!90 = !DILocation(line: 88, column: 52, scope: !71)
!91 = !DILocation(line: 88, column: 32, scope: !71)
!92 = !DILocation(line: 88, column: 14, scope: !71)
!93 = !DILocation(line: 89, column: 41, scope: !71)
!94 = !DILocation(line: 89, column: 47, scope: !71)
!95 = !DILocation(line: 89, column: 54, scope: !71)
!96 = !DILocation(line: 89, column: 49, scope: !71)
!97 = !DILocation(line: 89, column: 52, scope: !71)
!98 = !DILocation(line: 89, column: 32, scope: !71)
!99 = !DILocation(line: 89, column: 14, scope: !71)
!100 = !DILocation(line: 87, column: 35, scope: !71)
!101 = !DILocation(line: 54, column: 15, scope: !71)
!102 = !DILocation(line: 55, column: 13, scope: !71)
!103 = !DILocation(line: 0, scope: !71)
!104 = !DILocation(line: 58, column: 10, scope: !71)
!105 = !DILocation(line: 57, column: 12, scope: !71)
!106 = !DILocation(line: 58, column: 7, scope: !71)
!107 = !DILocation(line: 61, column: 30, scope: !71)
!108 = !DILocation(line: 61, column: 47, scope: !71)
!109 = !DILocation(line: 61, column: 71, scope: !71)
!110 = !DILocation(line: 88, column: 49, scope: !71)
!111 = !DILocation(line: 89, column: 39, scope: !71)
!112 = !DILocation(line: 63, column: 15, scope: !71)
!113 = !DILocation(line: 63, column: 35, scope: !71)
!114 = !DILocation(line: 64, column: 19, scope: !71)
!115 = !DILocation(line: 65, column: 19, scope: !71)
!116 = !DILocation(line: 66, column: 19, scope: !71)
!117 = !DILocation(line: 67, column: 19, scope: !71)
!118 = !DILocation(line: 68, column: 19, scope: !71)
!119 = !DILocation(line: 69, column: 19, scope: !71)
!120 = !DILocation(line: 70, column: 19, scope: !71)
!121 = !DILocation(line: 71, column: 19, scope: !71)
!122 = !DILocation(line: 72, column: 16, scope: !71)
!123 = !DILocation(line: 74, column: 11, scope: !71)
!124 = !DILocation(line: 74, column: 15, scope: !71)
!125 = !DILocation(line: 74, column: 18, scope: !71)
!126 = !DILocation(line: 74, column: 23, scope: !71)
!127 = !DILocation(line: 75, column: 13, scope: !71)
!128 = !DILocation(line: 76, column: 22, scope: !71)
!129 = !DILocation(line: 76, column: 13, scope: !71)
!130 = !DILocation(line: 77, column: 25, scope: !71)
!131 = !DILocation(line: 77, column: 22, scope: !71)
!132 = !DILocation(line: 77, column: 13, scope: !71)
!133 = !DILocation(line: 78, column: 27, scope: !71)
!134 = !DILocation(line: 78, column: 13, scope: !71)
!135 = !DILocation(line: 100, column: 8, scope: !71)
