; kern module github.com/kernlab/kern/internal/testing/mmatest (wave64, gfx940)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0 = internal addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0 = internal addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1 = internal addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1 = internal addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #0 !dbg !4 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.16 to i64, !dbg !7
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !8
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !8, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !9
  %t6 = mul i64 %t5, %a15, !dbg !10
  %t11 = and i32 %.17, 1, !dbg !11
  %t12.not = icmp eq i32 %t11, 0, !dbg !12
  %t13 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !13
  %.247 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.248 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.247), !dbg !14
  %.251 = and i32 %.248, 15, !dbg !14
  %.252 = zext i32 %.251 to i64, !dbg !14
  %0 = lshr i32 %.248, 2, !dbg !14
  %1 = and i32 %0, 1073741820, !dbg !14
  %.253 = zext i32 %1 to i64, !dbg !14
  br i1 %t12.not, label %b12, label %b1, !dbg !12

b1:                                               ; preds = %entry
  %.25 = mul i64 %.253, %a15, !dbg !13
  %.26 = add i64 %.25, %.252, !dbg !13
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.26
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !13, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !13
  %.31 = add i64 %.26, %a15, !dbg !13
  %.32 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.31
  %.33 = load i16, ptr addrspace(1) %.32, align 2, !dbg !13, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !13
  %.35 = shl nuw i32 %.34, 16, !dbg !13
  %.36 = or i32 %.35, %.29, !dbg !13
  %.37 = shl i64 %a15, 1, !dbg !13
  %.38 = add i64 %.26, %.37, !dbg !13
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.38
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !13, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !13
  %.42 = mul i64 %a15, 3, !dbg !13
  %.43 = add i64 %.26, %.42, !dbg !13
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.43
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !13, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !13
  %.47 = shl nuw i32 %.46, 16, !dbg !13
  %.48 = or i32 %.47, %.41, !dbg !13
  br label %b2, !dbg !13

b2:                                               ; preds = %frag.wide.260, %frag.narrow.261, %b1
  %.36.pn = phi i32 [ %.36, %b1 ], [ %.264, %frag.wide.260 ], [ %.274, %frag.narrow.261 ]
  %.48.pn = phi i32 [ %.48, %b1 ], [ %.265, %frag.wide.260 ], [ %.284, %frag.narrow.261 ]
  %t17 = and i32 %.17, 2, !dbg !15
  %t18.not = icmp eq i32 %t17, 0, !dbg !16
  %t19 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !17
  %.214 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.215 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.214), !dbg !14
  %.218 = and i32 %.215, 15, !dbg !14
  %.219 = zext i32 %.218 to i64, !dbg !14
  %2 = lshr i32 %.215, 2, !dbg !14
  %3 = and i32 %2, 1073741820, !dbg !14
  %.220 = zext i32 %3 to i64, !dbg !14
  br i1 %t18.not, label %b11, label %b3, !dbg !16

b3:                                               ; preds = %b2
  %.58 = mul i64 %.219, %a15, !dbg !17
  %.59 = add i64 %.58, %.220, !dbg !17
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.59
  %4 = addrspacecast ptr addrspace(1) %.60 to ptr
  %.61 = ptrtoint ptr %4 to i64, !dbg !17
  %.62 = and i64 %.61, 3, !dbg !17
  %.63 = icmp eq i64 %.62, 0, !dbg !17
  br i1 %.63, label %frag.wide.64, label %frag.narrow.65, !dbg !17

frag.wide.64:                                     ; preds = %b3
  %.67 = load <2 x i32>, ptr addrspace(1) %.60, align 4, !dbg !17, !amdgpu.noclobber !6
  %.68 = extractelement <2 x i32> %.67, i64 0, !dbg !17
  %.69 = extractelement <2 x i32> %.67, i64 1, !dbg !17
  br label %b4, !dbg !17

frag.narrow.65:                                   ; preds = %b3
  %.71 = load i16, ptr addrspace(1) %.60, align 2, !dbg !17, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !17
  %.73 = add i64 %.59, 1, !dbg !17
  %.74 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.73
  %.75 = load i16, ptr addrspace(1) %.74, align 2, !dbg !17, !amdgpu.noclobber !6
  %.76 = zext i16 %.75 to i32, !dbg !17
  %.77 = shl nuw i32 %.76, 16, !dbg !17
  %.78 = or i32 %.77, %.72, !dbg !17
  %.79 = add i64 %.59, 2, !dbg !17
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.79
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !17, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !17
  %.83 = add i64 %.59, 3, !dbg !17
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.83
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !17, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !17
  %.87 = shl nuw i32 %.86, 16, !dbg !17
  %.88 = or i32 %.87, %.82, !dbg !17
  br label %b4, !dbg !17

b4:                                               ; preds = %frag.wide.64, %frag.narrow.65, %b11
  %.89.pn = phi i32 [ %.232, %b11 ], [ %.68, %frag.wide.64 ], [ %.78, %frag.narrow.65 ]
  %.90.pn = phi i32 [ %.244, %b11 ], [ %.69, %frag.wide.64 ], [ %.88, %frag.narrow.65 ]
  %t23 = and i32 %.17, 4, !dbg !18
  %t24.not = icmp eq i32 %t23, 0, !dbg !19
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !20
  %.187 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.188 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.187), !dbg !14
  %.191 = and i32 %.188, 15, !dbg !14
  %.192 = zext i32 %.191 to i64, !dbg !14
  %5 = lshr i32 %.188, 2, !dbg !14
  %6 = and i32 %5, 1073741820, !dbg !14
  %.193 = zext i32 %6 to i64, !dbg !14
  br i1 %t24.not, label %b10, label %b5, !dbg !19

b5:                                               ; preds = %b4
  %.100 = mul i64 %.192, %a15, !dbg !20
  %.101 = add i64 %.100, %.193, !dbg !20
  %.104 = add i64 %.101, 1, !dbg !20
  %.107 = add i64 %.101, 2, !dbg !20
  %.110 = add i64 %.101, 3, !dbg !20
  br label %b6, !dbg !20

b6:                                               ; preds = %b10, %b5
  %.101.pn = phi i64 [ %.101, %b5 ], [ %.195, %b10 ]
  %.104.pn = phi i64 [ %.104, %b5 ], [ %.199, %b10 ]
  %.107.pn = phi i64 [ %.107, %b5 ], [ %.203, %b10 ]
  %.110.pn = phi i64 [ %.110, %b5 ], [ %.207, %b10 ]
  %.112.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.110.pn
  %.109.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.107.pn
  %.106.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.104.pn
  %.103.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.101.pn
  %.112.pn = load float, ptr addrspace(1) %.112.pn.in, align 4, !dbg !14
  %.109.pn = load float, ptr addrspace(1) %.109.pn.in, align 4, !dbg !14
  %.106.pn = load float, ptr addrspace(1) %.106.pn.in, align 4, !dbg !14
  %.103.pn = load float, ptr addrspace(1) %.103.pn.in, align 4, !dbg !14
  %.118 = insertelement <4 x float> poison, float %.103.pn, i64 0, !dbg !21
  %.120 = insertelement <4 x float> %.118, float %.106.pn, i64 1, !dbg !21
  %.122 = insertelement <4 x float> %.120, float %.109.pn, i64 2, !dbg !21
  %.124 = insertelement <4 x float> %.122, float %.112.pn, i64 3, !dbg !21
  %.126 = insertelement <2 x i32> poison, i32 %.36.pn, i64 0, !dbg !21
  %.128 = insertelement <2 x i32> %.126, i32 %.48.pn, i64 1, !dbg !21
  %.129 = bitcast <2 x i32> %.128 to <4 x half>, !dbg !21
  %.131 = insertelement <2 x i32> poison, i32 %.89.pn, i64 0, !dbg !21
  %.133 = insertelement <2 x i32> %.131, i32 %.90.pn, i64 1, !dbg !21
  %.134 = bitcast <2 x i32> %.133 to <4 x half>, !dbg !21
  %.135 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.129, <4 x half> %.134, <4 x float> %.124, i32 0, i32 0, i32 0), !dbg !21
  %.138 = extractelement <4 x float> %.135, i64 2, !dbg !21
  %t30 = and i32 %.17, 8, !dbg !22
  %t31.not = icmp eq i32 %t30, 0, !dbg !23
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !24
  %.164 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.165 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.164), !dbg !14
  %.168 = and i32 %.165, 15, !dbg !14
  %.169 = zext i32 %.168 to i64, !dbg !14
  %7 = lshr i32 %.165, 2, !dbg !14
  %8 = and i32 %7, 1073741820, !dbg !14
  %.170 = zext i32 %8 to i64, !dbg !14
  br i1 %t31.not, label %b9, label %b7, !dbg !23

b7:                                               ; preds = %b6
  %.151 = mul i64 %.169, %a15, !dbg !24
  %.152 = add i64 %.151, %.170, !dbg !24
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.152
  %9 = shufflevector <4 x float> %.135, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !24
  store <2 x float> %9, ptr addrspace(1) %.154, align 4, !dbg !24
  %.159 = add i64 %.152, 2, !dbg !24
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.159
  store float %.138, ptr addrspace(1) %.160, align 4, !dbg !24
  %.162 = add i64 %.152, 3, !dbg !24
  br label %b8, !dbg !24

b8:                                               ; preds = %b9, %b7
  %.185.sink = phi i64 [ %.185, %b9 ], [ %.162, %b7 ]
  %.139 = extractelement <4 x float> %.135, i64 3, !dbg !21
  %.186 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.185.sink
  store float %.139, ptr addrspace(1) %.186, align 4, !dbg !14
  ret void, !dbg !25

b9:                                               ; preds = %b6
  %.137 = extractelement <4 x float> %.135, i64 1, !dbg !21
  %.136 = extractelement <4 x float> %.135, i64 0, !dbg !21
  %.171 = mul i64 %.170, %a15, !dbg !26
  %.172 = add i64 %.171, %.169, !dbg !26
  %.174 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.172
  store float %.136, ptr addrspace(1) %.174, align 4, !dbg !26
  %.177 = add i64 %.172, %a15, !dbg !26
  %.178 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.177
  store float %.137, ptr addrspace(1) %.178, align 4, !dbg !26
  %.180 = shl i64 %a15, 1, !dbg !26
  %.181 = add i64 %.172, %.180, !dbg !26
  %.182 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.181
  store float %.138, ptr addrspace(1) %.182, align 4, !dbg !26
  %.184 = mul i64 %a15, 3, !dbg !26
  %.185 = add i64 %.172, %.184, !dbg !26
  br label %b8, !dbg !26

b10:                                              ; preds = %b4
  %.194 = mul i64 %.193, %a15, !dbg !27
  %.195 = add i64 %.194, %.192, !dbg !27
  %.199 = add i64 %.195, %a15, !dbg !27
  %.202 = shl i64 %a15, 1, !dbg !27
  %.203 = add i64 %.195, %.202, !dbg !27
  %.206 = mul i64 %a15, 3, !dbg !27
  %.207 = add i64 %.195, %.206, !dbg !27
  br label %b6, !dbg !27

b11:                                              ; preds = %b2
  %.221 = mul i64 %.220, %a15, !dbg !28
  %.222 = add i64 %.221, %.219, !dbg !28
  %.223 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.222
  %.224 = load i16, ptr addrspace(1) %.223, align 2, !dbg !28, !amdgpu.noclobber !6
  %.225 = zext i16 %.224 to i32, !dbg !28
  %.227 = add i64 %.222, %a15, !dbg !28
  %.228 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.227
  %.229 = load i16, ptr addrspace(1) %.228, align 2, !dbg !28, !amdgpu.noclobber !6
  %.230 = zext i16 %.229 to i32, !dbg !28
  %.231 = shl nuw i32 %.230, 16, !dbg !28
  %.232 = or i32 %.231, %.225, !dbg !28
  %.233 = shl i64 %a15, 1, !dbg !28
  %.234 = add i64 %.222, %.233, !dbg !28
  %.235 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.234
  %.236 = load i16, ptr addrspace(1) %.235, align 2, !dbg !28, !amdgpu.noclobber !6
  %.237 = zext i16 %.236 to i32, !dbg !28
  %.238 = mul i64 %a15, 3, !dbg !28
  %.239 = add i64 %.222, %.238, !dbg !28
  %.240 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.239
  %.241 = load i16, ptr addrspace(1) %.240, align 2, !dbg !28, !amdgpu.noclobber !6
  %.242 = zext i16 %.241 to i32, !dbg !28
  %.243 = shl nuw i32 %.242, 16, !dbg !28
  %.244 = or i32 %.243, %.237, !dbg !28
  br label %b4, !dbg !28

b12:                                              ; preds = %entry
  %.254 = mul i64 %.252, %a15, !dbg !29
  %.255 = add i64 %.254, %.253, !dbg !29
  %.256 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.255
  %10 = addrspacecast ptr addrspace(1) %.256 to ptr
  %.257 = ptrtoint ptr %10 to i64, !dbg !29
  %.258 = and i64 %.257, 3, !dbg !29
  %.259 = icmp eq i64 %.258, 0, !dbg !29
  br i1 %.259, label %frag.wide.260, label %frag.narrow.261, !dbg !29

frag.wide.260:                                    ; preds = %b12
  %.263 = load <2 x i32>, ptr addrspace(1) %.256, align 4, !dbg !29, !amdgpu.noclobber !6
  %.264 = extractelement <2 x i32> %.263, i64 0, !dbg !29
  %.265 = extractelement <2 x i32> %.263, i64 1, !dbg !29
  br label %b2, !dbg !29

frag.narrow.261:                                  ; preds = %b12
  %.267 = load i16, ptr addrspace(1) %.256, align 2, !dbg !29, !amdgpu.noclobber !6
  %.268 = zext i16 %.267 to i32, !dbg !29
  %.269 = add i64 %.255, 1, !dbg !29
  %.270 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.269
  %.271 = load i16, ptr addrspace(1) %.270, align 2, !dbg !29, !amdgpu.noclobber !6
  %.272 = zext i16 %.271 to i32, !dbg !29
  %.273 = shl nuw i32 %.272, 16, !dbg !29
  %.274 = or i32 %.273, %.268, !dbg !29
  %.275 = add i64 %.255, 2, !dbg !29
  %.276 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.275
  %.277 = load i16, ptr addrspace(1) %.276, align 2, !dbg !29, !amdgpu.noclobber !6
  %.278 = zext i16 %.277 to i32, !dbg !29
  %.279 = add i64 %.255, 3, !dbg !29
  %.280 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.279
  %.281 = load i16, ptr addrspace(1) %.280, align 2, !dbg !29, !amdgpu.noclobber !6
  %.282 = zext i16 %.281 to i32, !dbg !29
  %.283 = shl nuw i32 %.282, 16, !dbg !29
  %.284 = or i32 %.283, %.278, !dbg !29
  br label %b2, !dbg !29
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #0 !dbg !30 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !31
  %t1 = sext i32 %.16 to i64, !dbg !31
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !32
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !32, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !33
  %t6 = mul i64 %t5, %a15, !dbg !34
  %t11 = and i32 %.17, 1, !dbg !35
  %t12.not = icmp eq i32 %t11, 0, !dbg !36
  %t13 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !37
  %.247 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.248 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.247), !dbg !38
  %.251 = and i32 %.248, 15, !dbg !38
  %.252 = zext i32 %.251 to i64, !dbg !38
  %0 = lshr i32 %.248, 2, !dbg !38
  %1 = and i32 %0, 1073741820, !dbg !38
  %.253 = zext i32 %1 to i64, !dbg !38
  br i1 %t12.not, label %b12, label %b1, !dbg !36

b1:                                               ; preds = %entry
  %.25 = mul i64 %.253, %a15, !dbg !37
  %.26 = add i64 %.25, %.252, !dbg !37
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.26
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !37, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !37
  %.31 = add i64 %.26, %a15, !dbg !37
  %.32 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.31
  %.33 = load i16, ptr addrspace(1) %.32, align 2, !dbg !37, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !37
  %.35 = shl nuw i32 %.34, 16, !dbg !37
  %.36 = or i32 %.35, %.29, !dbg !37
  %.37 = shl i64 %a15, 1, !dbg !37
  %.38 = add i64 %.26, %.37, !dbg !37
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.38
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !37, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !37
  %.42 = mul i64 %a15, 3, !dbg !37
  %.43 = add i64 %.26, %.42, !dbg !37
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.43
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !37, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !37
  %.47 = shl nuw i32 %.46, 16, !dbg !37
  %.48 = or i32 %.47, %.41, !dbg !37
  br label %b2, !dbg !37

b2:                                               ; preds = %frag.wide.260, %frag.narrow.261, %b1
  %.36.pn = phi i32 [ %.36, %b1 ], [ %.264, %frag.wide.260 ], [ %.274, %frag.narrow.261 ]
  %.48.pn = phi i32 [ %.48, %b1 ], [ %.265, %frag.wide.260 ], [ %.284, %frag.narrow.261 ]
  %t17 = and i32 %.17, 2, !dbg !39
  %t18.not = icmp eq i32 %t17, 0, !dbg !40
  %t19 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !41
  %.214 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.215 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.214), !dbg !38
  %.218 = and i32 %.215, 15, !dbg !38
  %.219 = zext i32 %.218 to i64, !dbg !38
  %2 = lshr i32 %.215, 2, !dbg !38
  %3 = and i32 %2, 1073741820, !dbg !38
  %.220 = zext i32 %3 to i64, !dbg !38
  br i1 %t18.not, label %b11, label %b3, !dbg !40

b3:                                               ; preds = %b2
  %.58 = mul i64 %.219, %a15, !dbg !41
  %.59 = add i64 %.58, %.220, !dbg !41
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.59
  %4 = addrspacecast ptr addrspace(1) %.60 to ptr
  %.61 = ptrtoint ptr %4 to i64, !dbg !41
  %.62 = and i64 %.61, 3, !dbg !41
  %.63 = icmp eq i64 %.62, 0, !dbg !41
  br i1 %.63, label %frag.wide.64, label %frag.narrow.65, !dbg !41

frag.wide.64:                                     ; preds = %b3
  %.67 = load <2 x i32>, ptr addrspace(1) %.60, align 4, !dbg !41, !amdgpu.noclobber !6
  %.68 = extractelement <2 x i32> %.67, i64 0, !dbg !41
  %.69 = extractelement <2 x i32> %.67, i64 1, !dbg !41
  br label %b4, !dbg !41

frag.narrow.65:                                   ; preds = %b3
  %.71 = load i16, ptr addrspace(1) %.60, align 2, !dbg !41, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !41
  %.73 = add i64 %.59, 1, !dbg !41
  %.74 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.73
  %.75 = load i16, ptr addrspace(1) %.74, align 2, !dbg !41, !amdgpu.noclobber !6
  %.76 = zext i16 %.75 to i32, !dbg !41
  %.77 = shl nuw i32 %.76, 16, !dbg !41
  %.78 = or i32 %.77, %.72, !dbg !41
  %.79 = add i64 %.59, 2, !dbg !41
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.79
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !41, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !41
  %.83 = add i64 %.59, 3, !dbg !41
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.83
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !41, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !41
  %.87 = shl nuw i32 %.86, 16, !dbg !41
  %.88 = or i32 %.87, %.82, !dbg !41
  br label %b4, !dbg !41

b4:                                               ; preds = %frag.wide.64, %frag.narrow.65, %b11
  %.89.pn = phi i32 [ %.232, %b11 ], [ %.68, %frag.wide.64 ], [ %.78, %frag.narrow.65 ]
  %.90.pn = phi i32 [ %.244, %b11 ], [ %.69, %frag.wide.64 ], [ %.88, %frag.narrow.65 ]
  %t23 = and i32 %.17, 4, !dbg !42
  %t24.not = icmp eq i32 %t23, 0, !dbg !43
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !44
  %.187 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.188 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.187), !dbg !38
  %.191 = and i32 %.188, 15, !dbg !38
  %.192 = zext i32 %.191 to i64, !dbg !38
  %5 = lshr i32 %.188, 2, !dbg !38
  %6 = and i32 %5, 1073741820, !dbg !38
  %.193 = zext i32 %6 to i64, !dbg !38
  br i1 %t24.not, label %b10, label %b5, !dbg !43

b5:                                               ; preds = %b4
  %.100 = mul i64 %.192, %a15, !dbg !44
  %.101 = add i64 %.100, %.193, !dbg !44
  %.104 = add i64 %.101, 1, !dbg !44
  %.107 = add i64 %.101, 2, !dbg !44
  %.110 = add i64 %.101, 3, !dbg !44
  br label %b6, !dbg !44

b6:                                               ; preds = %b10, %b5
  %.101.pn = phi i64 [ %.101, %b5 ], [ %.195, %b10 ]
  %.104.pn = phi i64 [ %.104, %b5 ], [ %.199, %b10 ]
  %.107.pn = phi i64 [ %.107, %b5 ], [ %.203, %b10 ]
  %.110.pn = phi i64 [ %.110, %b5 ], [ %.207, %b10 ]
  %.112.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.110.pn
  %.109.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.107.pn
  %.106.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.104.pn
  %.103.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.101.pn
  %.112.pn = load float, ptr addrspace(1) %.112.pn.in, align 4, !dbg !38
  %.109.pn = load float, ptr addrspace(1) %.109.pn.in, align 4, !dbg !38
  %.106.pn = load float, ptr addrspace(1) %.106.pn.in, align 4, !dbg !38
  %.103.pn = load float, ptr addrspace(1) %.103.pn.in, align 4, !dbg !38
  %.118 = insertelement <4 x float> poison, float %.103.pn, i64 0, !dbg !45
  %.120 = insertelement <4 x float> %.118, float %.106.pn, i64 1, !dbg !45
  %.122 = insertelement <4 x float> %.120, float %.109.pn, i64 2, !dbg !45
  %.124 = insertelement <4 x float> %.122, float %.112.pn, i64 3, !dbg !45
  %.126 = insertelement <2 x i32> poison, i32 %.36.pn, i64 0, !dbg !45
  %.128 = insertelement <2 x i32> %.126, i32 %.48.pn, i64 1, !dbg !45
  %.129 = bitcast <2 x i32> %.128 to <4 x i16>, !dbg !45
  %.131 = insertelement <2 x i32> poison, i32 %.89.pn, i64 0, !dbg !45
  %.133 = insertelement <2 x i32> %.131, i32 %.90.pn, i64 1, !dbg !45
  %.134 = bitcast <2 x i32> %.133 to <4 x i16>, !dbg !45
  %.135 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.129, <4 x i16> %.134, <4 x float> %.124, i32 0, i32 0, i32 0), !dbg !45
  %.138 = extractelement <4 x float> %.135, i64 2, !dbg !45
  %t30 = and i32 %.17, 8, !dbg !46
  %t31.not = icmp eq i32 %t30, 0, !dbg !47
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !48
  %.164 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.165 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.164), !dbg !38
  %.168 = and i32 %.165, 15, !dbg !38
  %.169 = zext i32 %.168 to i64, !dbg !38
  %7 = lshr i32 %.165, 2, !dbg !38
  %8 = and i32 %7, 1073741820, !dbg !38
  %.170 = zext i32 %8 to i64, !dbg !38
  br i1 %t31.not, label %b9, label %b7, !dbg !47

b7:                                               ; preds = %b6
  %.151 = mul i64 %.169, %a15, !dbg !48
  %.152 = add i64 %.151, %.170, !dbg !48
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.152
  %9 = shufflevector <4 x float> %.135, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !48
  store <2 x float> %9, ptr addrspace(1) %.154, align 4, !dbg !48
  %.159 = add i64 %.152, 2, !dbg !48
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.159
  store float %.138, ptr addrspace(1) %.160, align 4, !dbg !48
  %.162 = add i64 %.152, 3, !dbg !48
  br label %b8, !dbg !48

b8:                                               ; preds = %b9, %b7
  %.185.sink = phi i64 [ %.185, %b9 ], [ %.162, %b7 ]
  %.139 = extractelement <4 x float> %.135, i64 3, !dbg !45
  %.186 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.185.sink
  store float %.139, ptr addrspace(1) %.186, align 4, !dbg !38
  ret void, !dbg !49

b9:                                               ; preds = %b6
  %.137 = extractelement <4 x float> %.135, i64 1, !dbg !45
  %.136 = extractelement <4 x float> %.135, i64 0, !dbg !45
  %.171 = mul i64 %.170, %a15, !dbg !50
  %.172 = add i64 %.171, %.169, !dbg !50
  %.174 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.172
  store float %.136, ptr addrspace(1) %.174, align 4, !dbg !50
  %.177 = add i64 %.172, %a15, !dbg !50
  %.178 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.177
  store float %.137, ptr addrspace(1) %.178, align 4, !dbg !50
  %.180 = shl i64 %a15, 1, !dbg !50
  %.181 = add i64 %.172, %.180, !dbg !50
  %.182 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.181
  store float %.138, ptr addrspace(1) %.182, align 4, !dbg !50
  %.184 = mul i64 %a15, 3, !dbg !50
  %.185 = add i64 %.172, %.184, !dbg !50
  br label %b8, !dbg !50

b10:                                              ; preds = %b4
  %.194 = mul i64 %.193, %a15, !dbg !51
  %.195 = add i64 %.194, %.192, !dbg !51
  %.199 = add i64 %.195, %a15, !dbg !51
  %.202 = shl i64 %a15, 1, !dbg !51
  %.203 = add i64 %.195, %.202, !dbg !51
  %.206 = mul i64 %a15, 3, !dbg !51
  %.207 = add i64 %.195, %.206, !dbg !51
  br label %b6, !dbg !51

b11:                                              ; preds = %b2
  %.221 = mul i64 %.220, %a15, !dbg !52
  %.222 = add i64 %.221, %.219, !dbg !52
  %.223 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.222
  %.224 = load i16, ptr addrspace(1) %.223, align 2, !dbg !52, !amdgpu.noclobber !6
  %.225 = zext i16 %.224 to i32, !dbg !52
  %.227 = add i64 %.222, %a15, !dbg !52
  %.228 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.227
  %.229 = load i16, ptr addrspace(1) %.228, align 2, !dbg !52, !amdgpu.noclobber !6
  %.230 = zext i16 %.229 to i32, !dbg !52
  %.231 = shl nuw i32 %.230, 16, !dbg !52
  %.232 = or i32 %.231, %.225, !dbg !52
  %.233 = shl i64 %a15, 1, !dbg !52
  %.234 = add i64 %.222, %.233, !dbg !52
  %.235 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.234
  %.236 = load i16, ptr addrspace(1) %.235, align 2, !dbg !52, !amdgpu.noclobber !6
  %.237 = zext i16 %.236 to i32, !dbg !52
  %.238 = mul i64 %a15, 3, !dbg !52
  %.239 = add i64 %.222, %.238, !dbg !52
  %.240 = getelementptr inbounds i16, ptr addrspace(1) %t19, i64 %.239
  %.241 = load i16, ptr addrspace(1) %.240, align 2, !dbg !52, !amdgpu.noclobber !6
  %.242 = zext i16 %.241 to i32, !dbg !52
  %.243 = shl nuw i32 %.242, 16, !dbg !52
  %.244 = or i32 %.243, %.237, !dbg !52
  br label %b4, !dbg !52

b12:                                              ; preds = %entry
  %.254 = mul i64 %.252, %a15, !dbg !53
  %.255 = add i64 %.254, %.253, !dbg !53
  %.256 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.255
  %10 = addrspacecast ptr addrspace(1) %.256 to ptr
  %.257 = ptrtoint ptr %10 to i64, !dbg !53
  %.258 = and i64 %.257, 3, !dbg !53
  %.259 = icmp eq i64 %.258, 0, !dbg !53
  br i1 %.259, label %frag.wide.260, label %frag.narrow.261, !dbg !53

frag.wide.260:                                    ; preds = %b12
  %.263 = load <2 x i32>, ptr addrspace(1) %.256, align 4, !dbg !53, !amdgpu.noclobber !6
  %.264 = extractelement <2 x i32> %.263, i64 0, !dbg !53
  %.265 = extractelement <2 x i32> %.263, i64 1, !dbg !53
  br label %b2, !dbg !53

frag.narrow.261:                                  ; preds = %b12
  %.267 = load i16, ptr addrspace(1) %.256, align 2, !dbg !53, !amdgpu.noclobber !6
  %.268 = zext i16 %.267 to i32, !dbg !53
  %.269 = add i64 %.255, 1, !dbg !53
  %.270 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.269
  %.271 = load i16, ptr addrspace(1) %.270, align 2, !dbg !53, !amdgpu.noclobber !6
  %.272 = zext i16 %.271 to i32, !dbg !53
  %.273 = shl nuw i32 %.272, 16, !dbg !53
  %.274 = or i32 %.273, %.268, !dbg !53
  %.275 = add i64 %.255, 2, !dbg !53
  %.276 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.275
  %.277 = load i16, ptr addrspace(1) %.276, align 2, !dbg !53, !amdgpu.noclobber !6
  %.278 = zext i16 %.277 to i32, !dbg !53
  %.279 = add i64 %.255, 3, !dbg !53
  %.280 = getelementptr inbounds i16, ptr addrspace(1) %t13, i64 %.279
  %.281 = load i16, ptr addrspace(1) %.280, align 2, !dbg !53, !amdgpu.noclobber !6
  %.282 = zext i16 %.281 to i32, !dbg !53
  %.283 = shl nuw i32 %.282, 16, !dbg !53
  %.284 = or i32 %.283, %.278, !dbg !53
  br label %b2, !dbg !53
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #0 !dbg !54 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !55
  %t1 = sext i32 %.16 to i64, !dbg !55
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !56
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !56, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !57
  %t6 = mul i64 %t5, %a15, !dbg !58
  %t11 = and i32 %.17, 1, !dbg !59
  %t12.not = icmp eq i32 %t11, 0, !dbg !60
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t6, !dbg !61
  %.239 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.240 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.239), !dbg !62
  %.243 = and i32 %.240, 15, !dbg !62
  %.244 = zext i32 %.243 to i64, !dbg !62
  %0 = lshr i32 %.240, 3, !dbg !62
  %1 = and i32 %0, 536870910, !dbg !62
  %.245 = zext i32 %1 to i64, !dbg !62
  br i1 %t12.not, label %b12, label %b1, !dbg !60

b1:                                               ; preds = %entry
  %.25 = mul i64 %.245, %a15, !dbg !61
  %.26 = add i64 %.25, %.244, !dbg !61
  %.27 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.26
  %.287 = load i32, ptr addrspace(1) %.27, align 4, !dbg !61, !amdgpu.noclobber !6
  %.30 = and i32 %.287, 2147483647, !dbg !61
  %.31 = add i32 %.287, 4096, !dbg !61
  %.32 = and i32 %.31, -8192, !dbg !61
  %.33 = icmp eq i32 %.30, 2139095040, !dbg !61
  %.34 = select i1 %.33, i32 %.287, i32 %.32, !dbg !61
  %.35 = icmp ugt i32 %.30, 2139095040, !dbg !61
  %.36 = select i1 %.35, i32 2147483647, i32 %.34, !dbg !61
  %.38 = add i64 %.26, %a15, !dbg !61
  br label %b2, !dbg !61

b2:                                               ; preds = %b12, %b1
  %.258.sink = phi i64 [ %.258, %b12 ], [ %.38, %b1 ]
  %.36.pn = phi i32 [ %.257, %b12 ], [ %.36, %b1 ]
  %.259 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.258.sink
  %.2602 = load i32, ptr addrspace(1) %.259, align 4, !dbg !62
  %.262 = and i32 %.2602, 2147483647, !dbg !62
  %.263 = add i32 %.2602, 4096, !dbg !62
  %.264 = and i32 %.263, -8192, !dbg !62
  %.265 = icmp eq i32 %.262, 2139095040, !dbg !62
  %.266 = select i1 %.265, i32 %.2602, i32 %.264, !dbg !62
  %.267 = icmp ugt i32 %.262, 2139095040, !dbg !62
  %.268 = select i1 %.267, i32 2147483647, i32 %.266, !dbg !62
  %t17 = and i32 %.17, 2, !dbg !63
  %t18.not = icmp eq i32 %t17, 0, !dbg !64
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t6, !dbg !65
  %.206 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.207 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.206), !dbg !62
  %.210 = and i32 %.207, 15, !dbg !62
  %.211 = zext i32 %.210 to i64, !dbg !62
  %2 = lshr i32 %.207, 3, !dbg !62
  %3 = and i32 %2, 536870910, !dbg !62
  %.212 = zext i32 %3 to i64, !dbg !62
  br i1 %t18.not, label %b11, label %b3, !dbg !64

b3:                                               ; preds = %b2
  %.58 = mul i64 %.211, %a15, !dbg !65
  %.59 = add i64 %.58, %.212, !dbg !65
  %.60 = getelementptr inbounds float, ptr addrspace(1) %t19, i64 %.59
  %.615 = load i32, ptr addrspace(1) %.60, align 4, !dbg !65, !amdgpu.noclobber !6
  %.63 = and i32 %.615, 2147483647, !dbg !65
  %.64 = add i32 %.615, 4096, !dbg !65
  %.65 = and i32 %.64, -8192, !dbg !65
  %.66 = icmp eq i32 %.63, 2139095040, !dbg !65
  %.67 = select i1 %.66, i32 %.615, i32 %.65, !dbg !65
  %.68 = icmp ugt i32 %.63, 2139095040, !dbg !65
  %.69 = select i1 %.68, i32 2147483647, i32 %.67, !dbg !65
  %.70 = add i64 %.59, 1, !dbg !65
  br label %b4, !dbg !65

b4:                                               ; preds = %b11, %b3
  %.226.sink = phi i64 [ %.226, %b11 ], [ %.70, %b3 ]
  %.69.pn = phi i32 [ %.224, %b11 ], [ %.69, %b3 ]
  %.227 = getelementptr inbounds float, ptr addrspace(1) %t19, i64 %.226.sink
  %.2284 = load i32, ptr addrspace(1) %.227, align 4, !dbg !62
  %.230 = and i32 %.2284, 2147483647, !dbg !62
  %.231 = add i32 %.2284, 4096, !dbg !62
  %.232 = and i32 %.231, -8192, !dbg !62
  %.233 = icmp eq i32 %.230, 2139095040, !dbg !62
  %.234 = select i1 %.233, i32 %.2284, i32 %.232, !dbg !62
  %.235 = icmp ugt i32 %.230, 2139095040, !dbg !62
  %.236 = select i1 %.235, i32 2147483647, i32 %.234, !dbg !62
  %t23 = and i32 %.17, 4, !dbg !66
  %t24.not = icmp eq i32 %t23, 0, !dbg !67
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t6, !dbg !68
  %.179 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.180 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.179), !dbg !62
  %.183 = and i32 %.180, 15, !dbg !62
  %.184 = zext i32 %.183 to i64, !dbg !62
  %4 = lshr i32 %.180, 2, !dbg !62
  %5 = and i32 %4, 1073741820, !dbg !62
  %.185 = zext i32 %5 to i64, !dbg !62
  br i1 %t24.not, label %b10, label %b5, !dbg !67

b5:                                               ; preds = %b4
  %.90 = mul i64 %.184, %a15, !dbg !68
  %.91 = add i64 %.90, %.185, !dbg !68
  %.94 = add i64 %.91, 1, !dbg !68
  %.97 = add i64 %.91, 2, !dbg !68
  %.100 = add i64 %.91, 3, !dbg !68
  br label %b6, !dbg !68

b6:                                               ; preds = %b10, %b5
  %.91.pn = phi i64 [ %.91, %b5 ], [ %.187, %b10 ]
  %.94.pn = phi i64 [ %.94, %b5 ], [ %.191, %b10 ]
  %.97.pn = phi i64 [ %.97, %b5 ], [ %.195, %b10 ]
  %.100.pn = phi i64 [ %.100, %b5 ], [ %.199, %b10 ]
  %.102.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.100.pn
  %.99.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.97.pn
  %.96.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.94.pn
  %.93.pn.in = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %.91.pn
  %.102.pn = load float, ptr addrspace(1) %.102.pn.in, align 4, !dbg !62
  %.99.pn = load float, ptr addrspace(1) %.99.pn.in, align 4, !dbg !62
  %.96.pn = load float, ptr addrspace(1) %.96.pn.in, align 4, !dbg !62
  %.93.pn = load float, ptr addrspace(1) %.93.pn.in, align 4, !dbg !62
  %.108 = insertelement <4 x float> poison, float %.93.pn, i64 0, !dbg !69
  %.110 = insertelement <4 x float> %.108, float %.96.pn, i64 1, !dbg !69
  %.112 = insertelement <4 x float> %.110, float %.99.pn, i64 2, !dbg !69
  %.114 = insertelement <4 x float> %.112, float %.102.pn, i64 3, !dbg !69
  %6 = insertelement <2 x i32> undef, i32 %.36.pn, i64 0, !dbg !69
  %7 = insertelement <2 x i32> %6, i32 %.268, i64 1, !dbg !69
  %.120 = bitcast <2 x i32> %7 to <2 x float>, !dbg !69
  %8 = insertelement <2 x i32> undef, i32 %.69.pn, i64 0, !dbg !69
  %9 = insertelement <2 x i32> %8, i32 %.236, i64 1, !dbg !69
  %.126 = bitcast <2 x i32> %9 to <2 x float>, !dbg !69
  %.127 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.120, <2 x float> %.126, <4 x float> %.114, i32 0, i32 0, i32 0), !dbg !69
  %.130 = extractelement <4 x float> %.127, i64 2, !dbg !69
  %t30 = and i32 %.17, 8, !dbg !70
  %t31.not = icmp eq i32 %t30, 0, !dbg !71
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t6, !dbg !72
  %.156 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.157 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.156), !dbg !62
  %.160 = and i32 %.157, 15, !dbg !62
  %.161 = zext i32 %.160 to i64, !dbg !62
  %10 = lshr i32 %.157, 2, !dbg !62
  %11 = and i32 %10, 1073741820, !dbg !62
  %.162 = zext i32 %11 to i64, !dbg !62
  br i1 %t31.not, label %b9, label %b7, !dbg !71

b7:                                               ; preds = %b6
  %.143 = mul i64 %.161, %a15, !dbg !72
  %.144 = add i64 %.143, %.162, !dbg !72
  %.146 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.144
  %12 = shufflevector <4 x float> %.127, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !72
  store <2 x float> %12, ptr addrspace(1) %.146, align 4, !dbg !72
  %.151 = add i64 %.144, 2, !dbg !72
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.151
  store float %.130, ptr addrspace(1) %.152, align 4, !dbg !72
  %.154 = add i64 %.144, 3, !dbg !72
  br label %b8, !dbg !72

b8:                                               ; preds = %b9, %b7
  %.177.sink = phi i64 [ %.177, %b9 ], [ %.154, %b7 ]
  %.131 = extractelement <4 x float> %.127, i64 3, !dbg !69
  %.178 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.177.sink
  store float %.131, ptr addrspace(1) %.178, align 4, !dbg !62
  ret void, !dbg !73

b9:                                               ; preds = %b6
  %.129 = extractelement <4 x float> %.127, i64 1, !dbg !69
  %.128 = extractelement <4 x float> %.127, i64 0, !dbg !69
  %.163 = mul i64 %.162, %a15, !dbg !74
  %.164 = add i64 %.163, %.161, !dbg !74
  %.166 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.164
  store float %.128, ptr addrspace(1) %.166, align 4, !dbg !74
  %.169 = add i64 %.164, %a15, !dbg !74
  %.170 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.169
  store float %.129, ptr addrspace(1) %.170, align 4, !dbg !74
  %.172 = shl i64 %a15, 1, !dbg !74
  %.173 = add i64 %.164, %.172, !dbg !74
  %.174 = getelementptr inbounds float, ptr addrspace(1) %t32, i64 %.173
  store float %.130, ptr addrspace(1) %.174, align 4, !dbg !74
  %.176 = mul i64 %a15, 3, !dbg !74
  %.177 = add i64 %.164, %.176, !dbg !74
  br label %b8, !dbg !74

b10:                                              ; preds = %b4
  %.186 = mul i64 %.185, %a15, !dbg !75
  %.187 = add i64 %.186, %.184, !dbg !75
  %.191 = add i64 %.187, %a15, !dbg !75
  %.194 = shl i64 %a15, 1, !dbg !75
  %.195 = add i64 %.187, %.194, !dbg !75
  %.198 = mul i64 %a15, 3, !dbg !75
  %.199 = add i64 %.187, %.198, !dbg !75
  br label %b6, !dbg !75

b11:                                              ; preds = %b2
  %.213 = mul i64 %.212, %a15, !dbg !76
  %.214 = add i64 %.213, %.211, !dbg !76
  %.215 = getelementptr inbounds float, ptr addrspace(1) %t19, i64 %.214
  %.2163 = load i32, ptr addrspace(1) %.215, align 4, !dbg !76, !amdgpu.noclobber !6
  %.218 = and i32 %.2163, 2147483647, !dbg !76
  %.219 = add i32 %.2163, 4096, !dbg !76
  %.220 = and i32 %.219, -8192, !dbg !76
  %.221 = icmp eq i32 %.218, 2139095040, !dbg !76
  %.222 = select i1 %.221, i32 %.2163, i32 %.220, !dbg !76
  %.223 = icmp ugt i32 %.218, 2139095040, !dbg !76
  %.224 = select i1 %.223, i32 2147483647, i32 %.222, !dbg !76
  %.226 = add i64 %.214, %a15, !dbg !76
  br label %b4, !dbg !76

b12:                                              ; preds = %entry
  %.246 = mul i64 %.244, %a15, !dbg !77
  %.247 = add i64 %.246, %.245, !dbg !77
  %.248 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.247
  %.2491 = load i32, ptr addrspace(1) %.248, align 4, !dbg !77, !amdgpu.noclobber !6
  %.251 = and i32 %.2491, 2147483647, !dbg !77
  %.252 = add i32 %.2491, 4096, !dbg !77
  %.253 = and i32 %.252, -8192, !dbg !77
  %.254 = icmp eq i32 %.251, 2139095040, !dbg !77
  %.255 = select i1 %.254, i32 %.2491, i32 %.253, !dbg !77
  %.256 = icmp ugt i32 %.251, 2139095040, !dbg !77
  %.257 = select i1 %.256, i32 2147483647, i32 %.255, !dbg !77
  %.258 = add i64 %.247, 1, !dbg !77
  br label %b2, !dbg !77
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !78 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !80
  %t1 = sext i32 %.13 to i64, !dbg !80
  %t2 = shl nsw i64 %t1, 4, !dbg !81
  %t3 = mul i64 %t2, %a12, !dbg !82
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !83
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !83
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !83
  %.18 = and i32 %.15, 15, !dbg !83
  %.19 = zext i32 %.18 to i64, !dbg !83
  %0 = lshr i32 %.15, 2, !dbg !83
  %1 = and i32 %0, 1073741820, !dbg !83
  %.20 = zext i32 %1 to i64, !dbg !83
  %.21 = mul i64 %.19, %a12, !dbg !83
  %.22 = add i64 %.21, %.20, !dbg !83
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !83
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !83
  %.25 = and i64 %.24, 3, !dbg !83
  %.26 = icmp eq i64 %.25, 0, !dbg !83
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !83

frag.wide.27:                                     ; preds = %entry
  %.30 = load <2 x i32>, ptr addrspace(1) %.23, align 4, !dbg !83, !amdgpu.noclobber !6
  %.31 = extractelement <2 x i32> %.30, i64 0, !dbg !83
  %.32 = extractelement <2 x i32> %.30, i64 1, !dbg !83
  br label %frag.join.29, !dbg !83

frag.narrow.28:                                   ; preds = %entry
  %.34 = load i16, ptr addrspace(1) %.23, align 2, !dbg !83, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !83
  %.36 = add i64 %.22, 1, !dbg !83
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.36, !dbg !83
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !83, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !83
  %.40 = shl nuw i32 %.39, 16, !dbg !83
  %.41 = or i32 %.40, %.35, !dbg !83
  %.42 = add i64 %.22, 2, !dbg !83
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.42, !dbg !83
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !83, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !83
  %.46 = add i64 %.22, 3, !dbg !83
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !83
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !83, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !83
  %.50 = shl nuw i32 %.49, 16, !dbg !83
  %.51 = or i32 %.50, %.45, !dbg !83
  br label %frag.join.29, !dbg !83

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.52 = phi i32 [ %.31, %frag.wide.27 ], [ %.41, %frag.narrow.28 ], !dbg !83
  %.53 = phi i32 [ %.32, %frag.wide.27 ], [ %.51, %frag.narrow.28 ], !dbg !83
  %t7 = mul i64 %t2, %a13, !dbg !84
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !85
  %.63 = mul i64 %.20, %a13, !dbg !85
  %.64 = add i64 %.63, %.19, !dbg !85
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.64, !dbg !85
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !85, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !85
  %.69 = add i64 %.64, %a13, !dbg !85
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !85
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !85, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !85
  %.73 = shl nuw i32 %.72, 16, !dbg !85
  %.74 = or i32 %.73, %.67, !dbg !85
  %.75 = shl i64 %a13, 1, !dbg !85
  %.76 = add i64 %.64, %.75, !dbg !85
  %.77 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.76, !dbg !85
  %.78 = load i16, ptr addrspace(1) %.77, align 2, !dbg !85, !amdgpu.noclobber !6
  %.79 = zext i16 %.78 to i32, !dbg !85
  %.80 = mul i64 %a13, 3, !dbg !85
  %.81 = add i64 %.64, %.80, !dbg !85
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !85
  %.83 = load i16, ptr addrspace(1) %.82, align 2, !dbg !85, !amdgpu.noclobber !6
  %.84 = zext i16 %.83 to i32, !dbg !85
  %.85 = shl nuw i32 %.84, 16, !dbg !85
  %.86 = or i32 %.85, %.79, !dbg !85
  %t11 = mul i64 %t2, %a14, !dbg !86
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !87
  %.96 = mul i64 %.20, %a14, !dbg !87
  %.97 = add i64 %.96, %.19, !dbg !87
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !87
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !87, !amdgpu.noclobber !6
  %.101 = add i64 %.97, %a14, !dbg !87
  %.102 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.101, !dbg !87
  %.103 = load float, ptr addrspace(1) %.102, align 4, !dbg !87, !amdgpu.noclobber !6
  %.104 = shl i64 %a14, 1, !dbg !87
  %.105 = add i64 %.97, %.104, !dbg !87
  %.106 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.105, !dbg !87
  %.107 = load float, ptr addrspace(1) %.106, align 4, !dbg !87, !amdgpu.noclobber !6
  %.108 = mul i64 %a14, 3, !dbg !87
  %.109 = add i64 %.97, %.108, !dbg !87
  %.110 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.109, !dbg !87
  %.111 = load float, ptr addrspace(1) %.110, align 4, !dbg !87, !amdgpu.noclobber !6
  %.117 = insertelement <4 x float> poison, float %.99, i64 0, !dbg !88
  %.119 = insertelement <4 x float> %.117, float %.103, i64 1, !dbg !88
  %.121 = insertelement <4 x float> %.119, float %.107, i64 2, !dbg !88
  %.123 = insertelement <4 x float> %.121, float %.111, i64 3, !dbg !88
  %.125 = insertelement <2 x i32> poison, i32 %.52, i64 0, !dbg !88
  %.127 = insertelement <2 x i32> %.125, i32 %.53, i64 1, !dbg !88
  %.128 = bitcast <2 x i32> %.127 to <4 x half>, !dbg !88
  %.130 = insertelement <2 x i32> poison, i32 %.74, i64 0, !dbg !88
  %.132 = insertelement <2 x i32> %.130, i32 %.86, i64 1, !dbg !88
  %.133 = bitcast <2 x i32> %.132 to <4 x half>, !dbg !88
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.128, <4 x half> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !88
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !88
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !88
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !88
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !88
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !89
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !89
  store float %.135, ptr addrspace(1) %.153, align 4, !dbg !89
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.101, !dbg !89
  store float %.136, ptr addrspace(1) %.157, align 4, !dbg !89
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.105, !dbg !89
  store float %.137, ptr addrspace(1) %.161, align 4, !dbg !89
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.109, !dbg !89
  store float %.138, ptr addrspace(1) %.165, align 4, !dbg !89
  ret void, !dbg !89
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !90 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !91
  %t1 = sext i32 %.13 to i64, !dbg !91
  %t2 = shl nsw i64 %t1, 4, !dbg !92
  %t3 = mul i64 %t2, %a12, !dbg !93
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !94
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !94
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !94
  %.18 = and i32 %.15, 15, !dbg !94
  %.19 = zext i32 %.18 to i64, !dbg !94
  %0 = lshr i32 %.15, 2, !dbg !94
  %1 = and i32 %0, 1073741820, !dbg !94
  %.20 = zext i32 %1 to i64, !dbg !94
  %.21 = mul i64 %.19, %a12, !dbg !94
  %.22 = add i64 %.21, %.20, !dbg !94
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !94
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !94
  %.25 = and i64 %.24, 3, !dbg !94
  %.26 = icmp eq i64 %.25, 0, !dbg !94
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !94

frag.wide.27:                                     ; preds = %entry
  %.30 = load <2 x i32>, ptr addrspace(1) %.23, align 4, !dbg !94, !amdgpu.noclobber !6
  %.31 = extractelement <2 x i32> %.30, i64 0, !dbg !94
  %.32 = extractelement <2 x i32> %.30, i64 1, !dbg !94
  br label %frag.join.29, !dbg !94

frag.narrow.28:                                   ; preds = %entry
  %.34 = load i16, ptr addrspace(1) %.23, align 2, !dbg !94, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !94
  %.36 = add i64 %.22, 1, !dbg !94
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.36, !dbg !94
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !94, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !94
  %.40 = shl nuw i32 %.39, 16, !dbg !94
  %.41 = or i32 %.40, %.35, !dbg !94
  %.42 = add i64 %.22, 2, !dbg !94
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.42, !dbg !94
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !94, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !94
  %.46 = add i64 %.22, 3, !dbg !94
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !94
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !94, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !94
  %.50 = shl nuw i32 %.49, 16, !dbg !94
  %.51 = or i32 %.50, %.45, !dbg !94
  br label %frag.join.29, !dbg !94

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.52 = phi i32 [ %.31, %frag.wide.27 ], [ %.41, %frag.narrow.28 ], !dbg !94
  %.53 = phi i32 [ %.32, %frag.wide.27 ], [ %.51, %frag.narrow.28 ], !dbg !94
  %t7 = mul i64 %t2, %a13, !dbg !95
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !96
  %.63 = mul i64 %.20, %a13, !dbg !96
  %.64 = add i64 %.63, %.19, !dbg !96
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.64, !dbg !96
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !96, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !96
  %.69 = add i64 %.64, %a13, !dbg !96
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !96
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !96, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !96
  %.73 = shl nuw i32 %.72, 16, !dbg !96
  %.74 = or i32 %.73, %.67, !dbg !96
  %.75 = shl i64 %a13, 1, !dbg !96
  %.76 = add i64 %.64, %.75, !dbg !96
  %.77 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.76, !dbg !96
  %.78 = load i16, ptr addrspace(1) %.77, align 2, !dbg !96, !amdgpu.noclobber !6
  %.79 = zext i16 %.78 to i32, !dbg !96
  %.80 = mul i64 %a13, 3, !dbg !96
  %.81 = add i64 %.64, %.80, !dbg !96
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !96
  %.83 = load i16, ptr addrspace(1) %.82, align 2, !dbg !96, !amdgpu.noclobber !6
  %.84 = zext i16 %.83 to i32, !dbg !96
  %.85 = shl nuw i32 %.84, 16, !dbg !96
  %.86 = or i32 %.85, %.79, !dbg !96
  %t11 = mul i64 %t2, %a14, !dbg !97
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !98
  %.96 = mul i64 %.20, %a14, !dbg !98
  %.97 = add i64 %.96, %.19, !dbg !98
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !98
  %.99 = load float, ptr addrspace(1) %.98, align 4, !dbg !98, !amdgpu.noclobber !6
  %.101 = add i64 %.97, %a14, !dbg !98
  %.102 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.101, !dbg !98
  %.103 = load float, ptr addrspace(1) %.102, align 4, !dbg !98, !amdgpu.noclobber !6
  %.104 = shl i64 %a14, 1, !dbg !98
  %.105 = add i64 %.97, %.104, !dbg !98
  %.106 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.105, !dbg !98
  %.107 = load float, ptr addrspace(1) %.106, align 4, !dbg !98, !amdgpu.noclobber !6
  %.108 = mul i64 %a14, 3, !dbg !98
  %.109 = add i64 %.97, %.108, !dbg !98
  %.110 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.109, !dbg !98
  %.111 = load float, ptr addrspace(1) %.110, align 4, !dbg !98, !amdgpu.noclobber !6
  %.117 = insertelement <4 x float> poison, float %.99, i64 0, !dbg !99
  %.119 = insertelement <4 x float> %.117, float %.103, i64 1, !dbg !99
  %.121 = insertelement <4 x float> %.119, float %.107, i64 2, !dbg !99
  %.123 = insertelement <4 x float> %.121, float %.111, i64 3, !dbg !99
  %.125 = insertelement <2 x i32> poison, i32 %.52, i64 0, !dbg !99
  %.127 = insertelement <2 x i32> %.125, i32 %.53, i64 1, !dbg !99
  %.128 = bitcast <2 x i32> %.127 to <4 x i16>, !dbg !99
  %.130 = insertelement <2 x i32> poison, i32 %.74, i64 0, !dbg !99
  %.132 = insertelement <2 x i32> %.130, i32 %.86, i64 1, !dbg !99
  %.133 = bitcast <2 x i32> %.132 to <4 x i16>, !dbg !99
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.128, <4 x i16> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !99
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !99
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !99
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !99
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !99
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !100
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !100
  store float %.135, ptr addrspace(1) %.153, align 4, !dbg !100
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.101, !dbg !100
  store float %.136, ptr addrspace(1) %.157, align 4, !dbg !100
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.105, !dbg !100
  store float %.137, ptr addrspace(1) %.161, align 4, !dbg !100
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.109, !dbg !100
  store float %.138, ptr addrspace(1) %.165, align 4, !dbg !100
  ret void, !dbg !100
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !101 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !102
  %t1 = sext i32 %.13 to i64, !dbg !102
  %t2 = shl nsw i64 %t1, 4, !dbg !103
  %t3 = mul i64 %t2, %a12, !dbg !104
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t3, !dbg !105
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !105
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !105
  %.16 = lshr i32 %.15, 4, !dbg !105
  %.17 = zext i32 %.16 to i64, !dbg !105
  %.18 = and i32 %.15, 15, !dbg !105
  %.19 = zext i32 %.18 to i64, !dbg !105
  %.20 = shl nuw nsw i64 %.17, 1, !dbg !105
  %.21 = mul i64 %.19, %a12, !dbg !105
  %.22 = add i64 %.21, %.20, !dbg !105
  %.23 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.22, !dbg !105
  %0 = load <2 x i32>, ptr addrspace(1) %.23, align 4, !dbg !105
  %1 = and <2 x i32> %0, <i32 2147483647, i32 2147483647>, !dbg !105
  %2 = add <2 x i32> %0, <i32 4096, i32 4096>, !dbg !105
  %3 = and <2 x i32> %2, <i32 -8192, i32 -8192>, !dbg !105
  %4 = icmp eq <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !105
  %5 = select <2 x i1> %4, <2 x i32> %0, <2 x i32> %3, !dbg !105
  %6 = icmp ugt <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !105
  %7 = select <2 x i1> %6, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %5, !dbg !105
  %t7 = shl nsw i64 %t1, 3, !dbg !106
  %t8 = mul i64 %t7, %a13, !dbg !107
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !108
  %.53 = mul i64 %.20, %a13, !dbg !108
  %.54 = add i64 %.53, %.19, !dbg !108
  %.55 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.54, !dbg !108
  %.563 = load i32, ptr addrspace(1) %.55, align 4, !dbg !108, !amdgpu.noclobber !6
  %.58 = and i32 %.563, 2147483647, !dbg !108
  %.59 = add i32 %.563, 4096, !dbg !108
  %.60 = and i32 %.59, -8192, !dbg !108
  %.61 = icmp eq i32 %.58, 2139095040, !dbg !108
  %.62 = select i1 %.61, i32 %.563, i32 %.60, !dbg !108
  %.63 = icmp ugt i32 %.58, 2139095040, !dbg !108
  %.64 = select i1 %.63, i32 2147483647, i32 %.62, !dbg !108
  %.66 = add i64 %.54, %a13, !dbg !108
  %.67 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.66, !dbg !108
  %.684 = load i32, ptr addrspace(1) %.67, align 4, !dbg !108, !amdgpu.noclobber !6
  %.70 = and i32 %.684, 2147483647, !dbg !108
  %.71 = add i32 %.684, 4096, !dbg !108
  %.72 = and i32 %.71, -8192, !dbg !108
  %.73 = icmp eq i32 %.70, 2139095040, !dbg !108
  %.74 = select i1 %.73, i32 %.684, i32 %.72, !dbg !108
  %.75 = icmp ugt i32 %.70, 2139095040, !dbg !108
  %.76 = select i1 %.75, i32 2147483647, i32 %.74, !dbg !108
  %t12 = mul i64 %t2, %a14, !dbg !109
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t12, !dbg !110
  %.85 = shl i64 %a14, 2, !dbg !110
  %.86 = mul i64 %.85, %.17, !dbg !110
  %.87 = add i64 %.86, %.19, !dbg !110
  %.88 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.87, !dbg !110
  %.89 = load float, ptr addrspace(1) %.88, align 4, !dbg !110, !amdgpu.noclobber !6
  %.91 = add i64 %.87, %a14, !dbg !110
  %.92 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.91, !dbg !110
  %.93 = load float, ptr addrspace(1) %.92, align 4, !dbg !110, !amdgpu.noclobber !6
  %.94 = shl i64 %a14, 1, !dbg !110
  %.95 = add i64 %.87, %.94, !dbg !110
  %.96 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.95, !dbg !110
  %.97 = load float, ptr addrspace(1) %.96, align 4, !dbg !110, !amdgpu.noclobber !6
  %.98 = mul i64 %a14, 3, !dbg !110
  %.99 = add i64 %.87, %.98, !dbg !110
  %.100 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.99, !dbg !110
  %.101 = load float, ptr addrspace(1) %.100, align 4, !dbg !110, !amdgpu.noclobber !6
  %.107 = insertelement <4 x float> poison, float %.89, i64 0, !dbg !111
  %.109 = insertelement <4 x float> %.107, float %.93, i64 1, !dbg !111
  %.111 = insertelement <4 x float> %.109, float %.97, i64 2, !dbg !111
  %.113 = insertelement <4 x float> %.111, float %.101, i64 3, !dbg !111
  %.119 = bitcast <2 x i32> %7 to <2 x float>, !dbg !111
  %8 = insertelement <2 x i32> undef, i32 %.64, i64 0, !dbg !111
  %9 = insertelement <2 x i32> %8, i32 %.76, i64 1, !dbg !111
  %.125 = bitcast <2 x i32> %9 to <2 x float>, !dbg !111
  %.126 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.119, <2 x float> %.125, <4 x float> %.113, i32 0, i32 0, i32 0), !dbg !111
  %.127 = extractelement <4 x float> %.126, i64 0, !dbg !111
  %.128 = extractelement <4 x float> %.126, i64 1, !dbg !111
  %.129 = extractelement <4 x float> %.126, i64 2, !dbg !111
  %.130 = extractelement <4 x float> %.126, i64 3, !dbg !111
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t12, !dbg !112
  %.145 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.87, !dbg !112
  store float %.127, ptr addrspace(1) %.145, align 4, !dbg !112
  %.149 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.91, !dbg !112
  store float %.128, ptr addrspace(1) %.149, align 4, !dbg !112
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.95, !dbg !112
  store float %.129, ptr addrspace(1) %.153, align 4, !dbg !112
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.99, !dbg !112
  store float %.130, ptr addrspace(1) %.157, align 4, !dbg !112
  ret void, !dbg !112
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !113 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !114
  %t1 = sext i32 %.13 to i64, !dbg !114
  %t2 = shl nsw i64 %t1, 4, !dbg !115
  %t3 = mul i64 %t2, %a12, !dbg !116
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !117
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !117
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !117
  %.18 = and i32 %.15, 15, !dbg !117
  %.19 = zext i32 %.18 to i64, !dbg !117
  %0 = lshr i32 %.15, 2, !dbg !117
  %1 = and i32 %0, 1073741820, !dbg !117
  %.20 = zext i32 %1 to i64, !dbg !117
  %.21 = mul i64 %.20, %a12, !dbg !117
  %.22 = add i64 %.21, %.19, !dbg !117
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !117
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !117, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !117
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !117
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !117, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !117
  %.34 = add i64 %.22, %.33, !dbg !117
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !117
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !117, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !117
  %.39 = add i64 %.22, %.38, !dbg !117
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !117
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !117, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !118
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !119
  %.54 = mul i64 %.19, %a13, !dbg !119
  %.55 = add i64 %.54, %.20, !dbg !119
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.55, !dbg !119
  %.57 = ptrtoint ptr addrspace(1) %.56 to i64, !dbg !119
  %.58 = and i64 %.57, 3, !dbg !119
  %.59 = icmp eq i64 %.58, 0, !dbg !119
  br i1 %.59, label %frag.wide.60, label %frag.narrow.61, !dbg !119

frag.wide.60:                                     ; preds = %entry
  %.63 = load <2 x i32>, ptr addrspace(1) %.56, align 4, !dbg !119, !amdgpu.noclobber !6
  %.64 = extractelement <2 x i32> %.63, i64 0, !dbg !119
  %.65 = extractelement <2 x i32> %.63, i64 1, !dbg !119
  br label %frag.join.62, !dbg !119

frag.narrow.61:                                   ; preds = %entry
  %.67 = load i16, ptr addrspace(1) %.56, align 2, !dbg !119, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !119
  %.69 = add i64 %.55, 1, !dbg !119
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !119
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !119, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !119
  %.73 = shl nuw i32 %.72, 16, !dbg !119
  %.74 = or i32 %.73, %.68, !dbg !119
  %.75 = add i64 %.55, 2, !dbg !119
  %.76 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.75, !dbg !119
  %.77 = load i16, ptr addrspace(1) %.76, align 2, !dbg !119, !amdgpu.noclobber !6
  %.78 = zext i16 %.77 to i32, !dbg !119
  %.79 = add i64 %.55, 3, !dbg !119
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.79, !dbg !119
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !119, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !119
  %.83 = shl nuw i32 %.82, 16, !dbg !119
  %.84 = or i32 %.83, %.78, !dbg !119
  br label %frag.join.62, !dbg !119

frag.join.62:                                     ; preds = %frag.narrow.61, %frag.wide.60
  %.85 = phi i32 [ %.64, %frag.wide.60 ], [ %.74, %frag.narrow.61 ], !dbg !119
  %.86 = phi i32 [ %.65, %frag.wide.60 ], [ %.84, %frag.narrow.61 ], !dbg !119
  %.37 = zext i16 %.36 to i32, !dbg !117
  %.42 = zext i16 %.41 to i32, !dbg !117
  %.43 = shl nuw i32 %.42, 16, !dbg !117
  %.44 = or i32 %.43, %.37, !dbg !117
  %.25 = zext i16 %.24 to i32, !dbg !117
  %.30 = zext i16 %.29 to i32, !dbg !117
  %.31 = shl nuw i32 %.30, 16, !dbg !117
  %.32 = or i32 %.31, %.25, !dbg !117
  %t11 = mul i64 %t2, %a14, !dbg !120
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !121
  %.96 = mul i64 %.19, %a14, !dbg !121
  %.97 = add i64 %.96, %.20, !dbg !121
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !121
  %2 = load <2 x float>, ptr addrspace(1) %.98, align 4, !dbg !121
  %.103 = add i64 %.97, 2, !dbg !121
  %.104 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.103, !dbg !121
  %3 = load <2 x float>, ptr addrspace(1) %.104, align 4, !dbg !121
  %.1201 = shufflevector <2 x float> %2, <2 x float> %3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !122
  %.122 = insertelement <2 x i32> poison, i32 %.32, i64 0, !dbg !122
  %.124 = insertelement <2 x i32> %.122, i32 %.44, i64 1, !dbg !122
  %.125 = bitcast <2 x i32> %.124 to <4 x half>, !dbg !122
  %.127 = insertelement <2 x i32> poison, i32 %.85, i64 0, !dbg !122
  %.129 = insertelement <2 x i32> %.127, i32 %.86, i64 1, !dbg !122
  %.130 = bitcast <2 x i32> %.129 to <4 x half>, !dbg !122
  %.131 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.125, <4 x half> %.130, <4 x float> %.1201, i32 0, i32 0, i32 0), !dbg !122
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !123
  %.150 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !123
  %4 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !123
  store <2 x float> %4, ptr addrspace(1) %.150, align 4, !dbg !123
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.103, !dbg !123
  %5 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !123
  store <2 x float> %5, ptr addrspace(1) %.156, align 4, !dbg !123
  ret void, !dbg !123
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !124 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !125
  %t1 = sext i32 %.13 to i64, !dbg !125
  %t2 = shl nsw i64 %t1, 4, !dbg !126
  %t3 = mul i64 %t2, %a12, !dbg !127
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !128
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !128
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !128
  %.18 = and i32 %.15, 15, !dbg !128
  %.19 = zext i32 %.18 to i64, !dbg !128
  %0 = lshr i32 %.15, 2, !dbg !128
  %1 = and i32 %0, 1073741820, !dbg !128
  %.20 = zext i32 %1 to i64, !dbg !128
  %.21 = mul i64 %.20, %a12, !dbg !128
  %.22 = add i64 %.21, %.19, !dbg !128
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !128
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !128, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !128
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !128
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !128, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !128
  %.34 = add i64 %.22, %.33, !dbg !128
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !128
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !128, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !128
  %.39 = add i64 %.22, %.38, !dbg !128
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !128
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !128, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !129
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !130
  %.54 = mul i64 %.19, %a13, !dbg !130
  %.55 = add i64 %.54, %.20, !dbg !130
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.55, !dbg !130
  %.57 = ptrtoint ptr addrspace(1) %.56 to i64, !dbg !130
  %.58 = and i64 %.57, 3, !dbg !130
  %.59 = icmp eq i64 %.58, 0, !dbg !130
  br i1 %.59, label %frag.wide.60, label %frag.narrow.61, !dbg !130

frag.wide.60:                                     ; preds = %entry
  %.63 = load <2 x i32>, ptr addrspace(1) %.56, align 4, !dbg !130, !amdgpu.noclobber !6
  %.64 = extractelement <2 x i32> %.63, i64 0, !dbg !130
  %.65 = extractelement <2 x i32> %.63, i64 1, !dbg !130
  br label %frag.join.62, !dbg !130

frag.narrow.61:                                   ; preds = %entry
  %.67 = load i16, ptr addrspace(1) %.56, align 2, !dbg !130, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !130
  %.69 = add i64 %.55, 1, !dbg !130
  %.70 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.69, !dbg !130
  %.71 = load i16, ptr addrspace(1) %.70, align 2, !dbg !130, !amdgpu.noclobber !6
  %.72 = zext i16 %.71 to i32, !dbg !130
  %.73 = shl nuw i32 %.72, 16, !dbg !130
  %.74 = or i32 %.73, %.68, !dbg !130
  %.75 = add i64 %.55, 2, !dbg !130
  %.76 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.75, !dbg !130
  %.77 = load i16, ptr addrspace(1) %.76, align 2, !dbg !130, !amdgpu.noclobber !6
  %.78 = zext i16 %.77 to i32, !dbg !130
  %.79 = add i64 %.55, 3, !dbg !130
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.79, !dbg !130
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !130, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !130
  %.83 = shl nuw i32 %.82, 16, !dbg !130
  %.84 = or i32 %.83, %.78, !dbg !130
  br label %frag.join.62, !dbg !130

frag.join.62:                                     ; preds = %frag.narrow.61, %frag.wide.60
  %.85 = phi i32 [ %.64, %frag.wide.60 ], [ %.74, %frag.narrow.61 ], !dbg !130
  %.86 = phi i32 [ %.65, %frag.wide.60 ], [ %.84, %frag.narrow.61 ], !dbg !130
  %.37 = zext i16 %.36 to i32, !dbg !128
  %.42 = zext i16 %.41 to i32, !dbg !128
  %.43 = shl nuw i32 %.42, 16, !dbg !128
  %.44 = or i32 %.43, %.37, !dbg !128
  %.25 = zext i16 %.24 to i32, !dbg !128
  %.30 = zext i16 %.29 to i32, !dbg !128
  %.31 = shl nuw i32 %.30, 16, !dbg !128
  %.32 = or i32 %.31, %.25, !dbg !128
  %t11 = mul i64 %t2, %a14, !dbg !131
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !132
  %.96 = mul i64 %.19, %a14, !dbg !132
  %.97 = add i64 %.96, %.20, !dbg !132
  %.98 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.97, !dbg !132
  %2 = load <2 x float>, ptr addrspace(1) %.98, align 4, !dbg !132
  %.103 = add i64 %.97, 2, !dbg !132
  %.104 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.103, !dbg !132
  %3 = load <2 x float>, ptr addrspace(1) %.104, align 4, !dbg !132
  %.1201 = shufflevector <2 x float> %2, <2 x float> %3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !133
  %.122 = insertelement <2 x i32> poison, i32 %.32, i64 0, !dbg !133
  %.124 = insertelement <2 x i32> %.122, i32 %.44, i64 1, !dbg !133
  %.125 = bitcast <2 x i32> %.124 to <4 x i16>, !dbg !133
  %.127 = insertelement <2 x i32> poison, i32 %.85, i64 0, !dbg !133
  %.129 = insertelement <2 x i32> %.127, i32 %.86, i64 1, !dbg !133
  %.130 = bitcast <2 x i32> %.129 to <4 x i16>, !dbg !133
  %.131 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.125, <4 x i16> %.130, <4 x float> %.1201, i32 0, i32 0, i32 0), !dbg !133
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !134
  %.150 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.97, !dbg !134
  %4 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !134
  store <2 x float> %4, ptr addrspace(1) %.150, align 4, !dbg !134
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.103, !dbg !134
  %5 = shufflevector <4 x float> %.131, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !134
  store <2 x float> %5, ptr addrspace(1) %.156, align 4, !dbg !134
  ret void, !dbg !134
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !135 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !136
  %t1 = sext i32 %.13 to i64, !dbg !136
  %t2 = shl nsw i64 %t1, 3, !dbg !137
  %t3 = mul i64 %t2, %a12, !dbg !138
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t3, !dbg !139
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !139
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !139
  %.16 = lshr i32 %.15, 4, !dbg !139
  %.17 = zext i32 %.16 to i64, !dbg !139
  %.18 = and i32 %.15, 15, !dbg !139
  %.19 = zext i32 %.18 to i64, !dbg !139
  %.20 = shl nuw nsw i64 %.17, 1, !dbg !139
  %.21 = mul i64 %.20, %a12, !dbg !139
  %.22 = add i64 %.21, %.19, !dbg !139
  %.23 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.22, !dbg !139
  %.241 = load i32, ptr addrspace(1) %.23, align 4, !dbg !139, !amdgpu.noclobber !6
  %.26 = and i32 %.241, 2147483647, !dbg !139
  %.27 = add i32 %.241, 4096, !dbg !139
  %.28 = and i32 %.27, -8192, !dbg !139
  %.29 = icmp eq i32 %.26, 2139095040, !dbg !139
  %.30 = select i1 %.29, i32 %.241, i32 %.28, !dbg !139
  %.31 = icmp ugt i32 %.26, 2139095040, !dbg !139
  %.32 = select i1 %.31, i32 2147483647, i32 %.30, !dbg !139
  %.34 = add i64 %.22, %a12, !dbg !139
  %.35 = getelementptr inbounds float, ptr addrspace(1) %t5, i64 %.34, !dbg !139
  %.362 = load i32, ptr addrspace(1) %.35, align 4, !dbg !139, !amdgpu.noclobber !6
  %.38 = and i32 %.362, 2147483647, !dbg !139
  %.39 = add i32 %.362, 4096, !dbg !139
  %.40 = and i32 %.39, -8192, !dbg !139
  %.41 = icmp eq i32 %.38, 2139095040, !dbg !139
  %.42 = select i1 %.41, i32 %.362, i32 %.40, !dbg !139
  %.43 = icmp ugt i32 %.38, 2139095040, !dbg !139
  %.44 = select i1 %.43, i32 2147483647, i32 %.42, !dbg !139
  %t7 = shl nsw i64 %t1, 4, !dbg !140
  %t8 = mul i64 %t7, %a13, !dbg !141
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !142
  %.54 = mul i64 %.19, %a13, !dbg !142
  %.55 = add i64 %.54, %.20, !dbg !142
  %.56 = getelementptr inbounds float, ptr addrspace(1) %t10, i64 %.55, !dbg !142
  %0 = load <2 x i32>, ptr addrspace(1) %.56, align 4, !dbg !142
  %1 = and <2 x i32> %0, <i32 2147483647, i32 2147483647>, !dbg !142
  %2 = add <2 x i32> %0, <i32 4096, i32 4096>, !dbg !142
  %3 = and <2 x i32> %2, <i32 -8192, i32 -8192>, !dbg !142
  %4 = icmp eq <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !142
  %5 = select <2 x i1> %4, <2 x i32> %0, <2 x i32> %3, !dbg !142
  %6 = icmp ugt <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !142
  %7 = select <2 x i1> %6, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %5, !dbg !142
  %t12 = mul i64 %t7, %a14, !dbg !143
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t12, !dbg !144
  %.85 = shl nuw nsw i64 %.17, 2, !dbg !144
  %.86 = mul i64 %.19, %a14, !dbg !144
  %.87 = add i64 %.86, %.85, !dbg !144
  %.88 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.87, !dbg !144
  %8 = load <2 x float>, ptr addrspace(1) %.88, align 4, !dbg !144
  %.93 = add i64 %.87, 2, !dbg !144
  %.94 = getelementptr inbounds float, ptr addrspace(1) %t14, i64 %.93, !dbg !144
  %9 = load <2 x float>, ptr addrspace(1) %.94, align 4, !dbg !144
  %.1105 = shufflevector <2 x float> %8, <2 x float> %9, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !145
  %10 = insertelement <2 x i32> undef, i32 %.32, i64 0, !dbg !145
  %11 = insertelement <2 x i32> %10, i32 %.44, i64 1, !dbg !145
  %.116 = bitcast <2 x i32> %11 to <2 x float>, !dbg !145
  %.122 = bitcast <2 x i32> %7 to <2 x float>, !dbg !145
  %.123 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.116, <2 x float> %.122, <4 x float> %.1105, i32 0, i32 0, i32 0), !dbg !145
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t12, !dbg !146
  %.142 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.87, !dbg !146
  %12 = shufflevector <4 x float> %.123, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !146
  store <2 x float> %12, ptr addrspace(1) %.142, align 4, !dbg !146
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 %.93, !dbg !146
  %13 = shufflevector <4 x float> %.123, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !146
  store <2 x float> %13, ptr addrspace(1) %.148, align 4, !dbg !146
  ret void, !dbg !146
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #2 !dbg !147 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !148
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !148
  %.14 = and i32 %.11, 15, !dbg !148
  %.15 = zext i32 %.14 to i64, !dbg !148
  %0 = lshr i32 %.11, 2, !dbg !148
  %1 = and i32 %0, 1073741820, !dbg !148
  %.16 = zext i32 %1 to i64, !dbg !148
  %.17 = mul i64 %.15, %a9, !dbg !148
  %.18 = add i64 %.17, %.16, !dbg !148
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !148
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !148
  %.21 = and i64 %.20, 3, !dbg !148
  %.22 = icmp eq i64 %.21, 0, !dbg !148
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !148

frag.wide.23:                                     ; preds = %entry
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !148, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !148
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !148
  br label %frag.join.25, !dbg !148

frag.narrow.24:                                   ; preds = %entry
  %.30 = load i16, ptr addrspace(1) %.19, align 2, !dbg !148, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !148
  %.32 = add i64 %.18, 1, !dbg !148
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !148
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !148, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !148
  %.36 = shl nuw i32 %.35, 16, !dbg !148
  %.37 = or i32 %.36, %.31, !dbg !148
  %.38 = add i64 %.18, 2, !dbg !148
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.38, !dbg !148
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !148, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !148
  %.42 = add i64 %.18, 3, !dbg !148
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !148
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !148, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !148
  %.46 = shl nuw i32 %.45, 16, !dbg !148
  %.47 = or i32 %.46, %.41, !dbg !148
  br label %frag.join.25, !dbg !148

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.48 = phi i32 [ %.27, %frag.wide.23 ], [ %.37, %frag.narrow.24 ], !dbg !148
  %.49 = phi i32 [ %.28, %frag.wide.23 ], [ %.47, %frag.narrow.24 ], !dbg !148
  %.59 = mul i64 %.15, %a10, !dbg !149
  %.60 = add i64 %.59, %.16, !dbg !149
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.60, !dbg !149
  %.62 = ptrtoint ptr addrspace(1) %.61 to i64, !dbg !149
  %.63 = and i64 %.62, 3, !dbg !149
  %.64 = icmp eq i64 %.63, 0, !dbg !149
  br i1 %.64, label %frag.wide.65, label %frag.narrow.66, !dbg !149

frag.wide.65:                                     ; preds = %frag.join.25
  %.68 = load <2 x i32>, ptr addrspace(1) %.61, align 4, !dbg !149, !amdgpu.noclobber !6
  %.69 = extractelement <2 x i32> %.68, i64 0, !dbg !149
  %.70 = extractelement <2 x i32> %.68, i64 1, !dbg !149
  br label %frag.join.67, !dbg !149

frag.narrow.66:                                   ; preds = %frag.join.25
  %.72 = load i16, ptr addrspace(1) %.61, align 2, !dbg !149, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !149
  %.74 = add i64 %.60, 1, !dbg !149
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.74, !dbg !149
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !149, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !149
  %.78 = shl nuw i32 %.77, 16, !dbg !149
  %.79 = or i32 %.78, %.73, !dbg !149
  %.80 = add i64 %.60, 2, !dbg !149
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.80, !dbg !149
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !149, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !149
  %.84 = add i64 %.60, 3, !dbg !149
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !149
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !149, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !149
  %.88 = shl nuw i32 %.87, 16, !dbg !149
  %.89 = or i32 %.88, %.83, !dbg !149
  br label %frag.join.67, !dbg !149

frag.join.67:                                     ; preds = %frag.narrow.66, %frag.wide.65
  %.90 = phi i32 [ %.69, %frag.wide.65 ], [ %.79, %frag.narrow.66 ], !dbg !149
  %.91 = phi i32 [ %.70, %frag.wide.65 ], [ %.89, %frag.narrow.66 ], !dbg !149
  %.107 = insertelement <2 x i32> poison, i32 %.48, i64 0
  %.109 = insertelement <2 x i32> %.107, i32 %.49, i64 1
  %.110 = bitcast <2 x i32> %.109 to <4 x half>
  %.112 = insertelement <2 x i32> poison, i32 %.90, i64 0
  %.114 = insertelement <2 x i32> %.112, i32 %.91, i64 1
  %.115 = bitcast <2 x i32> %.114 to <4 x half>
  %.99 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !150
  %.105 = shufflevector <4 x float> %.99, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !150
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.110, <4 x half> %.115, <4 x float> %.105, i32 0, i32 0, i32 0), !dbg !150
  %.116.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.110, <4 x half> %.115, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !150
  %.132 = mul i64 %.15, %a11, !dbg !151
  %.133 = add i64 %.132, %.16, !dbg !151
  %.135 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.133, !dbg !151
  %2 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !151
  store <2 x float> %2, ptr addrspace(1) %.135, align 4, !dbg !151
  %.140 = add i64 %.133, 2, !dbg !151
  %.141 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.140, !dbg !151
  %3 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !151
  store <2 x float> %3, ptr addrspace(1) %.141, align 4, !dbg !151
  ret void, !dbg !151
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #2 !dbg !152 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !153
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !153
  %.14 = and i32 %.11, 15, !dbg !153
  %.15 = zext i32 %.14 to i64, !dbg !153
  %0 = lshr i32 %.11, 2, !dbg !153
  %1 = and i32 %0, 1073741820, !dbg !153
  %.16 = zext i32 %1 to i64, !dbg !153
  %.17 = mul i64 %.15, %a9, !dbg !153
  %.18 = add i64 %.17, %.16, !dbg !153
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !153
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !153
  %.21 = and i64 %.20, 3, !dbg !153
  %.22 = icmp eq i64 %.21, 0, !dbg !153
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !153

frag.wide.23:                                     ; preds = %entry
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !153, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !153
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !153
  br label %frag.join.25, !dbg !153

frag.narrow.24:                                   ; preds = %entry
  %.30 = load i16, ptr addrspace(1) %.19, align 2, !dbg !153, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !153
  %.32 = add i64 %.18, 1, !dbg !153
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !153
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !153, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !153
  %.36 = shl nuw i32 %.35, 16, !dbg !153
  %.37 = or i32 %.36, %.31, !dbg !153
  %.38 = add i64 %.18, 2, !dbg !153
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.38, !dbg !153
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !153, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !153
  %.42 = add i64 %.18, 3, !dbg !153
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !153
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !153, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !153
  %.46 = shl nuw i32 %.45, 16, !dbg !153
  %.47 = or i32 %.46, %.41, !dbg !153
  br label %frag.join.25, !dbg !153

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.48 = phi i32 [ %.27, %frag.wide.23 ], [ %.37, %frag.narrow.24 ], !dbg !153
  %.49 = phi i32 [ %.28, %frag.wide.23 ], [ %.47, %frag.narrow.24 ], !dbg !153
  %.59 = mul i64 %.15, %a10, !dbg !154
  %.60 = add i64 %.59, %.16, !dbg !154
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.60, !dbg !154
  %.62 = ptrtoint ptr addrspace(1) %.61 to i64, !dbg !154
  %.63 = and i64 %.62, 3, !dbg !154
  %.64 = icmp eq i64 %.63, 0, !dbg !154
  br i1 %.64, label %frag.wide.65, label %frag.narrow.66, !dbg !154

frag.wide.65:                                     ; preds = %frag.join.25
  %.68 = load <2 x i32>, ptr addrspace(1) %.61, align 4, !dbg !154, !amdgpu.noclobber !6
  %.69 = extractelement <2 x i32> %.68, i64 0, !dbg !154
  %.70 = extractelement <2 x i32> %.68, i64 1, !dbg !154
  br label %frag.join.67, !dbg !154

frag.narrow.66:                                   ; preds = %frag.join.25
  %.72 = load i16, ptr addrspace(1) %.61, align 2, !dbg !154, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !154
  %.74 = add i64 %.60, 1, !dbg !154
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.74, !dbg !154
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !154, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !154
  %.78 = shl nuw i32 %.77, 16, !dbg !154
  %.79 = or i32 %.78, %.73, !dbg !154
  %.80 = add i64 %.60, 2, !dbg !154
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.80, !dbg !154
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !154, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !154
  %.84 = add i64 %.60, 3, !dbg !154
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !154
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !154, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !154
  %.88 = shl nuw i32 %.87, 16, !dbg !154
  %.89 = or i32 %.88, %.83, !dbg !154
  br label %frag.join.67, !dbg !154

frag.join.67:                                     ; preds = %frag.narrow.66, %frag.wide.65
  %.90 = phi i32 [ %.69, %frag.wide.65 ], [ %.79, %frag.narrow.66 ], !dbg !154
  %.91 = phi i32 [ %.70, %frag.wide.65 ], [ %.89, %frag.narrow.66 ], !dbg !154
  %.107 = insertelement <2 x i32> poison, i32 %.48, i64 0
  %.109 = insertelement <2 x i32> %.107, i32 %.49, i64 1
  %.110 = bitcast <2 x i32> %.109 to <4 x i16>
  %.112 = insertelement <2 x i32> poison, i32 %.90, i64 0
  %.114 = insertelement <2 x i32> %.112, i32 %.91, i64 1
  %.115 = bitcast <2 x i32> %.114 to <4 x i16>
  %.99 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !155
  %.105 = shufflevector <4 x float> %.99, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !155
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.110, <4 x i16> %.115, <4 x float> %.105, i32 0, i32 0, i32 0), !dbg !155
  %.116.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.110, <4 x i16> %.115, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !155
  %.132 = mul i64 %.15, %a11, !dbg !156
  %.133 = add i64 %.132, %.16, !dbg !156
  %.135 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.133, !dbg !156
  %2 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !156
  store <2 x float> %2, ptr addrspace(1) %.135, align 4, !dbg !156
  %.140 = add i64 %.133, 2, !dbg !156
  %.141 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.140, !dbg !156
  %3 = shufflevector <4 x float> %.116.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !156
  store <2 x float> %3, ptr addrspace(1) %.141, align 4, !dbg !156
  ret void, !dbg !156
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #2 !dbg !157 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !158
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !158
  %.12 = lshr i32 %.11, 4, !dbg !158
  %.13 = zext i32 %.12 to i64, !dbg !158
  %.14 = and i32 %.11, 15, !dbg !158
  %.15 = zext i32 %.14 to i64, !dbg !158
  %.16 = shl nuw nsw i64 %.13, 1, !dbg !158
  %.17 = mul i64 %.15, %a9, !dbg !158
  %.18 = add i64 %.17, %.16, !dbg !158
  %.19 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %.18, !dbg !158
  %0 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !158
  %1 = and <2 x i32> %0, <i32 2147483647, i32 2147483647>, !dbg !158
  %2 = add <2 x i32> %0, <i32 4096, i32 4096>, !dbg !158
  %3 = and <2 x i32> %2, <i32 -8192, i32 -8192>, !dbg !158
  %4 = icmp eq <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !158
  %5 = select <2 x i1> %4, <2 x i32> %0, <2 x i32> %3, !dbg !158
  %6 = icmp ugt <2 x i32> %1, <i32 2139095040, i32 2139095040>, !dbg !158
  %7 = select <2 x i1> %6, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %5, !dbg !158
  %.49 = mul i64 %.15, %a10, !dbg !159
  %.50 = add i64 %.49, %.16, !dbg !159
  %.51 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.50, !dbg !159
  %8 = load <2 x i32>, ptr addrspace(1) %.51, align 4, !dbg !159
  %9 = and <2 x i32> %8, <i32 2147483647, i32 2147483647>, !dbg !159
  %10 = add <2 x i32> %8, <i32 4096, i32 4096>, !dbg !159
  %11 = and <2 x i32> %10, <i32 -8192, i32 -8192>, !dbg !159
  %12 = icmp eq <2 x i32> %9, <i32 2139095040, i32 2139095040>, !dbg !159
  %13 = select <2 x i1> %12, <2 x i32> %8, <2 x i32> %11, !dbg !159
  %14 = icmp ugt <2 x i32> %9, <i32 2139095040, i32 2139095040>, !dbg !159
  %15 = select <2 x i1> %14, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %13, !dbg !159
  %.91 = bitcast <2 x i32> %7 to <2 x float>
  %.97 = bitcast <2 x i32> %15 to <2 x float>
  %.79 = insertelement <4 x float> poison, float %a12, i64 0, !dbg !160
  %.85 = shufflevector <4 x float> %.79, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !160
  %.98 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.91, <2 x float> %.97, <4 x float> %.85, i32 0, i32 0, i32 0), !dbg !160
  %.98.1 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.91, <2 x float> %.97, <4 x float> %.98, i32 0, i32 0, i32 0), !dbg !160
  %.113 = shl nuw nsw i64 %.13, 2, !dbg !161
  %.114 = mul i64 %.15, %a11, !dbg !161
  %.115 = add i64 %.114, %.113, !dbg !161
  %.117 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.115, !dbg !161
  %16 = shufflevector <4 x float> %.98.1, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !161
  store <2 x float> %16, ptr addrspace(1) %.117, align 4, !dbg !161
  %.122 = add i64 %.115, 2, !dbg !161
  %.123 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.122, !dbg !161
  %17 = shufflevector <4 x float> %.98.1, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !161
  store <2 x float> %17, ptr addrspace(1) %.123, align 4, !dbg !161
  ret void, !dbg !161
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !162 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !163
  %t4 = sext i32 %.10 to i64, !dbg !163
  %.155 = sdiv i32 %.10, 64, !dbg !164
  %.15.sext = sext i32 %.155 to i64, !dbg !164
  %t81 = lshr i64 %.15.sext, 63, !dbg !165
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !165
  %t12 = and i64 %t10, 1152921504606846974, !dbg !166
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !166
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !167
  %t15 = sext i32 %.20 to i64, !dbg !167
  %t16 = shl nsw i64 %t15, 5, !dbg !168
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !169
  %t18 = sext i32 %.21 to i64, !dbg !169
  %t19 = shl nsw i64 %t18, 5, !dbg !170
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !171
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !171
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !171, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !172
  %t24 = and i64 %0, -16, !dbg !172
  %t27 = shl i64 %t13, 4, !dbg !173
  %t28 = add i64 %t27, %t19, !dbg !174
  %t29 = mul i64 %t28, %a11, !dbg !175
  %t338 = icmp sgt i64 %a11, 0, !dbg !176
  br i1 %t338, label %b3.preheader.lr.ph, label %b6, !dbg !176

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !177
  %1 = shl i32 %t24.tr, 4, !dbg !177
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !177
  %t356 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !178
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !178
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %2 = lshr i32 %.33, 2
  %3 = and i32 %2, 1073741820
  %.38 = zext i32 %3 to i64
  %.39 = shl nuw nsw i32 %.36, 4
  %.40 = add nuw nsw i32 %.39, %3
  %.41 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %.40
  %.81 = mul i64 %.37, %a11
  %.82 = add i64 %.81, %.38
  %.96 = add i64 %.82, 1
  %.102 = add i64 %.82, 2
  %.106 = add i64 %.82, 3
  br label %b3.preheader, !dbg !176

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.89
  %t3210 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.89 ]
  %t319 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.142, %frag.join.89 ]
  br i1 %t356, label %b4, label %b5, !dbg !179

b4:                                               ; preds = %b3.preheader, %b4
  %t347 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t347, 0, !dbg !180
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !180
  %t38 = add nsw i64 %t37, %t347, !dbg !180
  %t39 = ashr i64 %t38, 4, !dbg !180
  %t40 = add nsw i64 %t39, %t16, !dbg !181
  %t41 = mul i64 %t40, %a11, !dbg !182
  %t43 = and i64 %t38, -16, !dbg !183
  %t42 = add i64 %t347, %t3210, !dbg !184
  %t44 = sub i64 %t42, %t43, !dbg !183
  %t45 = add i64 %t44, %t41, !dbg !185
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !186
  %.31 = load i16, ptr addrspace(1) %t46, align 2, !dbg !186, !amdgpu.noclobber !6
  %4 = trunc i64 %t347 to i32, !dbg !187
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !187
  store i16 %.31, ptr addrspace(3) %t48, align 2, !dbg !187
  %t49 = add i64 %t347, %t23, !dbg !188
  %t35 = icmp slt i64 %t49, 512, !dbg !179
  br i1 %t35, label %b4, label %b5, !dbg !179

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !189
  tail call void @llvm.amdgcn.s.barrier(), !dbg !189
  fence syncscope("workgroup") acquire, !dbg !189
  %.4811 = load <4 x half>, ptr addrspace(3) %.41, align 4, !dbg !177
  %t51 = add i64 %t3210, %t29, !dbg !190
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !191
  %.83 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.82, !dbg !191
  %.84 = ptrtoint ptr addrspace(1) %.83 to i64, !dbg !191
  %.85 = and i64 %.84, 3, !dbg !191
  %.86 = icmp eq i64 %.85, 0, !dbg !191
  br i1 %.86, label %frag.wide.87, label %frag.narrow.88, !dbg !191

frag.wide.87:                                     ; preds = %b5
  %.90 = load <2 x i32>, ptr addrspace(1) %.83, align 4, !dbg !191, !amdgpu.noclobber !6
  %.91 = extractelement <2 x i32> %.90, i64 0, !dbg !191
  %.92 = extractelement <2 x i32> %.90, i64 1, !dbg !191
  br label %frag.join.89, !dbg !191

frag.narrow.88:                                   ; preds = %b5
  %.94 = load i16, ptr addrspace(1) %.83, align 2, !dbg !191, !amdgpu.noclobber !6
  %.95 = zext i16 %.94 to i32, !dbg !191
  %.97 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.96, !dbg !191
  %.98 = load i16, ptr addrspace(1) %.97, align 2, !dbg !191, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !191
  %.100 = shl nuw i32 %.99, 16, !dbg !191
  %.101 = or i32 %.100, %.95, !dbg !191
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.102, !dbg !191
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !191, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !191
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.106, !dbg !191
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !191, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !191
  %.110 = shl nuw i32 %.109, 16, !dbg !191
  %.111 = or i32 %.110, %.105, !dbg !191
  br label %frag.join.89, !dbg !191

frag.join.89:                                     ; preds = %frag.narrow.88, %frag.wide.87
  %.112 = phi i32 [ %.91, %frag.wide.87 ], [ %.101, %frag.narrow.88 ], !dbg !191
  %.113 = phi i32 [ %.92, %frag.wide.87 ], [ %.111, %frag.narrow.88 ], !dbg !191
  %.116 = extractvalue { [8 x float] } %t319, 0, 0, !dbg !192
  %.117 = insertelement <4 x float> poison, float %.116, i64 0, !dbg !192
  %.118 = extractvalue { [8 x float] } %t319, 0, 1, !dbg !192
  %.119 = insertelement <4 x float> %.117, float %.118, i64 1, !dbg !192
  %.120 = extractvalue { [8 x float] } %t319, 0, 2, !dbg !192
  %.121 = insertelement <4 x float> %.119, float %.120, i64 2, !dbg !192
  %.122 = extractvalue { [8 x float] } %t319, 0, 3, !dbg !192
  %.123 = insertelement <4 x float> %.121, float %.122, i64 3, !dbg !192
  %.130 = insertelement <2 x i32> poison, i32 %.112, i64 0, !dbg !192
  %.132 = insertelement <2 x i32> %.130, i32 %.113, i64 1, !dbg !192
  %.133 = bitcast <2 x i32> %.132 to <4 x half>, !dbg !192
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.4811, <4 x half> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !192
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !192
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !192
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !192
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !192
  %.139 = insertvalue { [8 x float] } zeroinitializer, float %.135, 0, 0, !dbg !192
  %.140 = insertvalue { [8 x float] } %.139, float %.136, 0, 1, !dbg !192
  %.141 = insertvalue { [8 x float] } %.140, float %.137, 0, 2, !dbg !192
  %.142 = insertvalue { [8 x float] } %.141, float %.138, 0, 3, !dbg !192
  fence syncscope("workgroup") release, !dbg !193
  tail call void @llvm.amdgcn.s.barrier(), !dbg !193
  fence syncscope("workgroup") acquire, !dbg !193
  %t55 = add i64 %t3210, 16, !dbg !194
  %t33 = icmp slt i64 %t55, %a11, !dbg !176
  br i1 %t33, label %b3.preheader, label %b6, !dbg !176

b6:                                               ; preds = %frag.join.89, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.142, %frag.join.89 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !195
  %t57 = mul i64 %t56, %a10, !dbg !196
  %t59 = add i64 %t28, %t57, !dbg !197
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !198
  %.143 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !198
  %.144 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.143), !dbg !198
  %.147 = and i32 %.144, 15, !dbg !198
  %.148 = zext i32 %.147 to i64, !dbg !198
  %5 = lshr i32 %.144, 2, !dbg !198
  %6 = and i32 %5, 1073741820, !dbg !198
  %.149 = zext i32 %6 to i64, !dbg !198
  %.150 = mul i64 %.149, %a10, !dbg !198
  %.151 = add i64 %.150, %.148, !dbg !198
  %.152 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !198
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.151, !dbg !198
  store float %.152, ptr addrspace(1) %.153, align 4, !dbg !198
  %.154 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !198
  %.156 = add i64 %.151, %a10, !dbg !198
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.156, !dbg !198
  store float %.154, ptr addrspace(1) %.157, align 4, !dbg !198
  %.158 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !198
  %.159 = shl i64 %a10, 1, !dbg !198
  %.160 = add i64 %.151, %.159, !dbg !198
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.160, !dbg !198
  store float %.158, ptr addrspace(1) %.161, align 4, !dbg !198
  %.162 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !198
  %.163 = mul i64 %a10, 3, !dbg !198
  %.164 = add i64 %.151, %.163, !dbg !198
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.164, !dbg !198
  store float %.162, ptr addrspace(1) %.165, align 4, !dbg !198
  ret void, !dbg !198
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !199 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !200
  %t4 = sext i32 %.10 to i64, !dbg !200
  %.155 = sdiv i32 %.10, 64, !dbg !201
  %.15.sext = sext i32 %.155 to i64, !dbg !201
  %t81 = lshr i64 %.15.sext, 63, !dbg !202
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !202
  %t12 = and i64 %t10, 1152921504606846974, !dbg !203
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !203
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !204
  %t15 = sext i32 %.20 to i64, !dbg !204
  %t16 = shl nsw i64 %t15, 5, !dbg !205
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !206
  %t18 = sext i32 %.21 to i64, !dbg !206
  %t19 = shl nsw i64 %t18, 5, !dbg !207
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !208
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !208
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !208, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !209
  %t24 = and i64 %0, -16, !dbg !209
  %t27 = shl i64 %t13, 4, !dbg !210
  %t28 = add i64 %t27, %t19, !dbg !211
  %t29 = mul i64 %t28, %a11, !dbg !212
  %t338 = icmp sgt i64 %a11, 0, !dbg !213
  br i1 %t338, label %b3.preheader.lr.ph, label %b6, !dbg !213

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !214
  %1 = shl i32 %t24.tr, 4, !dbg !214
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !214
  %t356 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !215
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !215
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %2 = lshr i32 %.33, 2
  %3 = and i32 %2, 1073741820
  %.38 = zext i32 %3 to i64
  %.39 = shl nuw nsw i32 %.36, 4
  %.40 = add nuw nsw i32 %.39, %3
  %.41 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %.40
  %.81 = mul i64 %.37, %a11
  %.82 = add i64 %.81, %.38
  %.96 = add i64 %.82, 1
  %.102 = add i64 %.82, 2
  %.106 = add i64 %.82, 3
  br label %b3.preheader, !dbg !213

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.89
  %t3210 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.89 ]
  %t319 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.142, %frag.join.89 ]
  br i1 %t356, label %b4, label %b5, !dbg !216

b4:                                               ; preds = %b3.preheader, %b4
  %t347 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t347, 0, !dbg !217
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !217
  %t38 = add nsw i64 %t37, %t347, !dbg !217
  %t39 = ashr i64 %t38, 4, !dbg !217
  %t40 = add nsw i64 %t39, %t16, !dbg !218
  %t41 = mul i64 %t40, %a11, !dbg !219
  %t43 = and i64 %t38, -16, !dbg !220
  %t42 = add i64 %t347, %t3210, !dbg !221
  %t44 = sub i64 %t42, %t43, !dbg !220
  %t45 = add i64 %t44, %t41, !dbg !222
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !223
  %.31 = load i16, ptr addrspace(1) %t46, align 2, !dbg !223, !amdgpu.noclobber !6
  %4 = trunc i64 %t347 to i32, !dbg !224
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !224
  store i16 %.31, ptr addrspace(3) %t48, align 2, !dbg !224
  %t49 = add i64 %t347, %t23, !dbg !225
  %t35 = icmp slt i64 %t49, 512, !dbg !216
  br i1 %t35, label %b4, label %b5, !dbg !216

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !226
  tail call void @llvm.amdgcn.s.barrier(), !dbg !226
  fence syncscope("workgroup") acquire, !dbg !226
  %.4811 = load <4 x i16>, ptr addrspace(3) %.41, align 4, !dbg !214
  %t51 = add i64 %t3210, %t29, !dbg !227
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !228
  %.83 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.82, !dbg !228
  %.84 = ptrtoint ptr addrspace(1) %.83 to i64, !dbg !228
  %.85 = and i64 %.84, 3, !dbg !228
  %.86 = icmp eq i64 %.85, 0, !dbg !228
  br i1 %.86, label %frag.wide.87, label %frag.narrow.88, !dbg !228

frag.wide.87:                                     ; preds = %b5
  %.90 = load <2 x i32>, ptr addrspace(1) %.83, align 4, !dbg !228, !amdgpu.noclobber !6
  %.91 = extractelement <2 x i32> %.90, i64 0, !dbg !228
  %.92 = extractelement <2 x i32> %.90, i64 1, !dbg !228
  br label %frag.join.89, !dbg !228

frag.narrow.88:                                   ; preds = %b5
  %.94 = load i16, ptr addrspace(1) %.83, align 2, !dbg !228, !amdgpu.noclobber !6
  %.95 = zext i16 %.94 to i32, !dbg !228
  %.97 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.96, !dbg !228
  %.98 = load i16, ptr addrspace(1) %.97, align 2, !dbg !228, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !228
  %.100 = shl nuw i32 %.99, 16, !dbg !228
  %.101 = or i32 %.100, %.95, !dbg !228
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.102, !dbg !228
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !228, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !228
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.106, !dbg !228
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !228, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !228
  %.110 = shl nuw i32 %.109, 16, !dbg !228
  %.111 = or i32 %.110, %.105, !dbg !228
  br label %frag.join.89, !dbg !228

frag.join.89:                                     ; preds = %frag.narrow.88, %frag.wide.87
  %.112 = phi i32 [ %.91, %frag.wide.87 ], [ %.101, %frag.narrow.88 ], !dbg !228
  %.113 = phi i32 [ %.92, %frag.wide.87 ], [ %.111, %frag.narrow.88 ], !dbg !228
  %.116 = extractvalue { [8 x float] } %t319, 0, 0, !dbg !229
  %.117 = insertelement <4 x float> poison, float %.116, i64 0, !dbg !229
  %.118 = extractvalue { [8 x float] } %t319, 0, 1, !dbg !229
  %.119 = insertelement <4 x float> %.117, float %.118, i64 1, !dbg !229
  %.120 = extractvalue { [8 x float] } %t319, 0, 2, !dbg !229
  %.121 = insertelement <4 x float> %.119, float %.120, i64 2, !dbg !229
  %.122 = extractvalue { [8 x float] } %t319, 0, 3, !dbg !229
  %.123 = insertelement <4 x float> %.121, float %.122, i64 3, !dbg !229
  %.130 = insertelement <2 x i32> poison, i32 %.112, i64 0, !dbg !229
  %.132 = insertelement <2 x i32> %.130, i32 %.113, i64 1, !dbg !229
  %.133 = bitcast <2 x i32> %.132 to <4 x i16>, !dbg !229
  %.134 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.4811, <4 x i16> %.133, <4 x float> %.123, i32 0, i32 0, i32 0), !dbg !229
  %.135 = extractelement <4 x float> %.134, i64 0, !dbg !229
  %.136 = extractelement <4 x float> %.134, i64 1, !dbg !229
  %.137 = extractelement <4 x float> %.134, i64 2, !dbg !229
  %.138 = extractelement <4 x float> %.134, i64 3, !dbg !229
  %.139 = insertvalue { [8 x float] } zeroinitializer, float %.135, 0, 0, !dbg !229
  %.140 = insertvalue { [8 x float] } %.139, float %.136, 0, 1, !dbg !229
  %.141 = insertvalue { [8 x float] } %.140, float %.137, 0, 2, !dbg !229
  %.142 = insertvalue { [8 x float] } %.141, float %.138, 0, 3, !dbg !229
  fence syncscope("workgroup") release, !dbg !230
  tail call void @llvm.amdgcn.s.barrier(), !dbg !230
  fence syncscope("workgroup") acquire, !dbg !230
  %t55 = add i64 %t3210, 16, !dbg !231
  %t33 = icmp slt i64 %t55, %a11, !dbg !213
  br i1 %t33, label %b3.preheader, label %b6, !dbg !213

b6:                                               ; preds = %frag.join.89, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.142, %frag.join.89 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !232
  %t57 = mul i64 %t56, %a10, !dbg !233
  %t59 = add i64 %t28, %t57, !dbg !234
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !235
  %.143 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !235
  %.144 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.143), !dbg !235
  %.147 = and i32 %.144, 15, !dbg !235
  %.148 = zext i32 %.147 to i64, !dbg !235
  %5 = lshr i32 %.144, 2, !dbg !235
  %6 = and i32 %5, 1073741820, !dbg !235
  %.149 = zext i32 %6 to i64, !dbg !235
  %.150 = mul i64 %.149, %a10, !dbg !235
  %.151 = add i64 %.150, %.148, !dbg !235
  %.152 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !235
  %.153 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.151, !dbg !235
  store float %.152, ptr addrspace(1) %.153, align 4, !dbg !235
  %.154 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !235
  %.156 = add i64 %.151, %a10, !dbg !235
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.156, !dbg !235
  store float %.154, ptr addrspace(1) %.157, align 4, !dbg !235
  %.158 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !235
  %.159 = shl i64 %a10, 1, !dbg !235
  %.160 = add i64 %.151, %.159, !dbg !235
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.160, !dbg !235
  store float %.158, ptr addrspace(1) %.161, align 4, !dbg !235
  %.162 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !235
  %.163 = mul i64 %a10, 3, !dbg !235
  %.164 = add i64 %.151, %.163, !dbg !235
  %.165 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.164, !dbg !235
  store float %.162, ptr addrspace(1) %.165, align 4, !dbg !235
  ret void, !dbg !235
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !236 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !237
  %t4 = sext i32 %.10 to i64, !dbg !237
  %.1510 = sdiv i32 %.10, 64, !dbg !238
  %.15.sext = sext i32 %.1510 to i64, !dbg !238
  %t81 = lshr i64 %.15.sext, 63, !dbg !239
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !239
  %t12 = and i64 %t10, 1152921504606846974, !dbg !240
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !240
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !241
  %t15 = sext i32 %.20 to i64, !dbg !241
  %t16 = shl nsw i64 %t15, 5, !dbg !242
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !243
  %t18 = sext i32 %.21 to i64, !dbg !243
  %t19 = shl nsw i64 %t18, 5, !dbg !244
  %.26 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !245
  %.27 = getelementptr inbounds i8, ptr addrspace(4) %.26, i64 4, !dbg !245
  %.28 = load i16, ptr addrspace(4) %.27, align 4, !dbg !245, !invariant.load !6
  %t23 = zext i16 %.28 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !246
  %t24 = and i64 %0, -16, !dbg !246
  %t27 = shl i64 %t13, 4, !dbg !247
  %t28 = add i64 %t27, %t19, !dbg !248
  %t29 = mul i64 %t28, %a11, !dbg !249
  %t3513 = icmp sgt i64 %a11, 0, !dbg !250
  br i1 %t3513, label %b3.preheader.lr.ph, label %b6, !dbg !250

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !251
  %1 = shl i32 %t24.tr, 4, !dbg !251
  %2 = or i32 %1, 8, !dbg !251
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %2, !dbg !251
  %t26 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %1, !dbg !251
  %t3711 = icmp slt i32 %.10, 512
  %.32 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !252
  %.33 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.32), !dbg !252
  %.36 = and i32 %.33, 15
  %.37 = zext i32 %.36 to i64
  %3 = lshr i32 %.33, 3
  %4 = and i32 %3, 536870910
  %.38 = zext i32 %4 to i64
  %.39 = shl nuw nsw i32 %.36, 4
  %.40 = add nuw nsw i32 %.39, %4
  %.41 = getelementptr inbounds float, ptr addrspace(3) %t26, i32 %.40
  %.71 = mul i64 %.37, %a11
  %.72 = add i64 %.71, %.38
  %.134 = getelementptr inbounds float, ptr addrspace(3) %t32, i32 %.40
  %t5416 = getelementptr float, ptr addrspace(1) %a3, i64 %.72
  %t5917 = getelementptr float, ptr addrspace(1) %a3, i64 %.72
  br label %b3.preheader, !dbg !250

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %b5
  %t3415 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t62, %b5 ]
  %t3314 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.217, %b5 ]
  br i1 %t3711, label %b4, label %b5, !dbg !253

b4:                                               ; preds = %b3.preheader, %b4
  %t3612 = phi i64 [ %t51, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t3612, 0, !dbg !254
  %t39 = select i1 %isneg, i64 15, i64 0, !dbg !254
  %t40 = add nsw i64 %t39, %t3612, !dbg !254
  %t41 = ashr i64 %t40, 4, !dbg !254
  %t42 = add nsw i64 %t41, %t16, !dbg !255
  %t43 = mul i64 %t42, %a11, !dbg !256
  %t45 = and i64 %t40, -16, !dbg !257
  %t44 = add i64 %t3612, %t3415, !dbg !258
  %t46 = sub i64 %t44, %t45, !dbg !257
  %t47 = add i64 %t46, %t43, !dbg !259
  %t48 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t47, !dbg !260
  %.31 = load float, ptr addrspace(1) %t48, align 4, !dbg !260, !amdgpu.noclobber !6
  %5 = trunc i64 %t3612 to i32, !dbg !261
  %t50 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d.shared.0, i32 %5, !dbg !261
  store float %.31, ptr addrspace(3) %t50, align 4, !dbg !261
  %t51 = add i64 %t3612, %t23, !dbg !262
  %t37 = icmp slt i64 %t51, 512, !dbg !253
  br i1 %t37, label %b4, label %b5, !dbg !253

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !263
  tail call void @llvm.amdgcn.s.barrier(), !dbg !263
  fence syncscope("workgroup") acquire, !dbg !263
  %6 = load <2 x i32>, ptr addrspace(3) %.41, align 4, !dbg !251
  %7 = and <2 x i32> %6, <i32 2147483647, i32 2147483647>, !dbg !251
  %8 = add <2 x i32> %6, <i32 4096, i32 4096>, !dbg !251
  %9 = and <2 x i32> %8, <i32 -8192, i32 -8192>, !dbg !251
  %10 = icmp eq <2 x i32> %7, <i32 2139095040, i32 2139095040>, !dbg !251
  %11 = select <2 x i1> %10, <2 x i32> %6, <2 x i32> %9, !dbg !251
  %12 = icmp ugt <2 x i32> %7, <i32 2139095040, i32 2139095040>, !dbg !251
  %13 = select <2 x i1> %12, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %11, !dbg !251
  %t53 = add i64 %t3415, %t29, !dbg !264
  %.73 = getelementptr float, ptr addrspace(1) %t5416, i64 %t53, !dbg !265
  %14 = load <2 x i32>, ptr addrspace(1) %.73, align 4, !dbg !265
  %15 = and <2 x i32> %14, <i32 2147483647, i32 2147483647>, !dbg !265
  %16 = add <2 x i32> %14, <i32 4096, i32 4096>, !dbg !265
  %17 = and <2 x i32> %16, <i32 -8192, i32 -8192>, !dbg !265
  %18 = icmp eq <2 x i32> %15, <i32 2139095040, i32 2139095040>, !dbg !265
  %19 = select <2 x i1> %18, <2 x i32> %14, <2 x i32> %17, !dbg !265
  %20 = icmp ugt <2 x i32> %15, <i32 2139095040, i32 2139095040>, !dbg !265
  %21 = select <2 x i1> %20, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %19, !dbg !265
  %.96 = extractvalue { [8 x float] } %t3314, 0, 0, !dbg !266
  %.97 = insertelement <4 x float> poison, float %.96, i64 0, !dbg !266
  %.98 = extractvalue { [8 x float] } %t3314, 0, 1, !dbg !266
  %.99 = insertelement <4 x float> %.97, float %.98, i64 1, !dbg !266
  %.100 = extractvalue { [8 x float] } %t3314, 0, 2, !dbg !266
  %.101 = insertelement <4 x float> %.99, float %.100, i64 2, !dbg !266
  %.102 = extractvalue { [8 x float] } %t3314, 0, 3, !dbg !266
  %.103 = insertelement <4 x float> %.101, float %.102, i64 3, !dbg !266
  %.109 = bitcast <2 x i32> %13 to <2 x float>, !dbg !266
  %.115 = bitcast <2 x i32> %21 to <2 x float>, !dbg !266
  %.116 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.109, <2 x float> %.115, <4 x float> %.103, i32 0, i32 0, i32 0), !dbg !266
  %22 = load <2 x i32>, ptr addrspace(3) %.134, align 4, !dbg !251
  %23 = and <2 x i32> %22, <i32 2147483647, i32 2147483647>, !dbg !251
  %24 = add <2 x i32> %22, <i32 4096, i32 4096>, !dbg !251
  %25 = and <2 x i32> %24, <i32 -8192, i32 -8192>, !dbg !251
  %26 = icmp eq <2 x i32> %23, <i32 2139095040, i32 2139095040>, !dbg !251
  %27 = select <2 x i1> %26, <2 x i32> %22, <2 x i32> %25, !dbg !251
  %28 = icmp ugt <2 x i32> %23, <i32 2139095040, i32 2139095040>, !dbg !251
  %29 = select <2 x i1> %28, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %27, !dbg !251
  %t58 = or i64 %t53, 8, !dbg !267
  %.166 = getelementptr float, ptr addrspace(1) %t5917, i64 %t58, !dbg !265
  %30 = load <2 x i32>, ptr addrspace(1) %.166, align 4, !dbg !265
  %31 = and <2 x i32> %30, <i32 2147483647, i32 2147483647>, !dbg !265
  %32 = add <2 x i32> %30, <i32 4096, i32 4096>, !dbg !265
  %33 = and <2 x i32> %32, <i32 -8192, i32 -8192>, !dbg !265
  %34 = icmp eq <2 x i32> %31, <i32 2139095040, i32 2139095040>, !dbg !265
  %35 = select <2 x i1> %34, <2 x i32> %30, <2 x i32> %33, !dbg !265
  %36 = icmp ugt <2 x i32> %31, <i32 2139095040, i32 2139095040>, !dbg !265
  %37 = select <2 x i1> %36, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %35, !dbg !265
  %.202 = bitcast <2 x i32> %29 to <2 x float>, !dbg !266
  %.208 = bitcast <2 x i32> %37 to <2 x float>, !dbg !266
  %.209 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.202, <2 x float> %.208, <4 x float> %.116, i32 0, i32 0, i32 0), !dbg !266
  %.210 = extractelement <4 x float> %.209, i64 0, !dbg !266
  %.211 = extractelement <4 x float> %.209, i64 1, !dbg !266
  %.212 = extractelement <4 x float> %.209, i64 2, !dbg !266
  %.213 = extractelement <4 x float> %.209, i64 3, !dbg !266
  %.214 = insertvalue { [8 x float] } zeroinitializer, float %.210, 0, 0, !dbg !266
  %.215 = insertvalue { [8 x float] } %.214, float %.211, 0, 1, !dbg !266
  %.216 = insertvalue { [8 x float] } %.215, float %.212, 0, 2, !dbg !266
  %.217 = insertvalue { [8 x float] } %.216, float %.213, 0, 3, !dbg !266
  fence syncscope("workgroup") release, !dbg !268
  tail call void @llvm.amdgcn.s.barrier(), !dbg !268
  fence syncscope("workgroup") acquire, !dbg !268
  %t62 = add i64 %t3415, 16, !dbg !269
  %t35 = icmp slt i64 %t62, %a11, !dbg !250
  br i1 %t35, label %b3.preheader, label %b6, !dbg !250

b6:                                               ; preds = %b5, %entry
  %t33.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.217, %b5 ]
  %t63 = add nsw i64 %t24, %t16, !dbg !270
  %t64 = mul i64 %t63, %a10, !dbg !271
  %t66 = add i64 %t28, %t64, !dbg !272
  %t68 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t66, !dbg !273
  %.218 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !273
  %.219 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.218), !dbg !273
  %.222 = and i32 %.219, 15, !dbg !273
  %.223 = zext i32 %.222 to i64, !dbg !273
  %38 = lshr i32 %.219, 2, !dbg !273
  %39 = and i32 %38, 1073741820, !dbg !273
  %.224 = zext i32 %39 to i64, !dbg !273
  %.225 = mul i64 %.224, %a10, !dbg !273
  %.226 = add i64 %.225, %.223, !dbg !273
  %.227 = extractvalue { [8 x float] } %t33.lcssa, 0, 0, !dbg !273
  %.228 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.226, !dbg !273
  store float %.227, ptr addrspace(1) %.228, align 4, !dbg !273
  %.229 = extractvalue { [8 x float] } %t33.lcssa, 0, 1, !dbg !273
  %.231 = add i64 %.226, %a10, !dbg !273
  %.232 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.231, !dbg !273
  store float %.229, ptr addrspace(1) %.232, align 4, !dbg !273
  %.233 = extractvalue { [8 x float] } %t33.lcssa, 0, 2, !dbg !273
  %.234 = shl i64 %a10, 1, !dbg !273
  %.235 = add i64 %.226, %.234, !dbg !273
  %.236 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.235, !dbg !273
  store float %.233, ptr addrspace(1) %.236, align 4, !dbg !273
  %.237 = extractvalue { [8 x float] } %t33.lcssa, 0, 3, !dbg !273
  %.238 = mul i64 %a10, 3, !dbg !273
  %.239 = add i64 %.226, %.238, !dbg !273
  %.240 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %.239, !dbg !273
  store float %.237, ptr addrspace(1) %.240, align 4, !dbg !273
  ret void, !dbg !273
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !274 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !276
  %t1 = sext i32 %.13 to i64, !dbg !276
  %t6 = shl nsw i64 %t1, 4, !dbg !277
  %t7 = mul i64 %t6, %a12, !dbg !278
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !279
  %t10 = shl i64 %a12, 4, !dbg !280
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !281
  %t12 = sext i32 %.14 to i64, !dbg !281
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !282
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !282
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !282, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !283
  br i1 %t161, label %b2, label %b3, !dbg !283

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !284
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !284, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !285
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !285
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !285
  %t20 = add i64 %t152, %t14, !dbg !286
  %t16 = icmp slt i64 %t20, %t10, !dbg !283
  br i1 %t16, label %b2, label %b3, !dbg !283

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !287
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !288
  %t26 = shl i64 %a13, 4, !dbg !289
  %t283 = icmp sgt i64 %t26, %t12, !dbg !283
  br i1 %t283, label %b5, label %b6, !dbg !283

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !284
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !284, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !285
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !285
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !285
  %t32 = add i64 %t274, %t14, !dbg !286
  %t28 = icmp slt i64 %t32, %t26, !dbg !283
  br i1 %t28, label %b5, label %b6, !dbg !283

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !290
  tail call void @llvm.amdgcn.s.barrier(), !dbg !290
  fence syncscope("workgroup") acquire, !dbg !290
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !291
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !291
  %.25 = and i32 %.22, 15, !dbg !291
  %2 = lshr i32 %.22, 2, !dbg !291
  %3 = and i32 %2, 1073741820, !dbg !291
  %4 = trunc i64 %a12 to i32, !dbg !291
  %5 = mul i32 %.25, %4, !dbg !291
  %6 = add i32 %5, %3, !dbg !291
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %6, !dbg !291
  %7 = ptrtoint ptr addrspace(3) %.30 to i32, !dbg !291
  %8 = and i32 %7, 2, !dbg !291
  %.33 = icmp eq i32 %8, 0, !dbg !291
  br i1 %.33, label %frag.wide.34, label %frag.narrow.35, !dbg !291

frag.wide.34:                                     ; preds = %b6
  %.37 = load <2 x i32>, ptr addrspace(3) %.30, align 4, !dbg !291
  %.38 = extractelement <2 x i32> %.37, i64 0, !dbg !291
  %.39 = extractelement <2 x i32> %.37, i64 1, !dbg !291
  br label %frag.join.36, !dbg !291

frag.narrow.35:                                   ; preds = %b6
  %.41 = load i16, ptr addrspace(3) %.30, align 2, !dbg !291
  %.42 = zext i16 %.41 to i32, !dbg !291
  %9 = add i32 %6, 1, !dbg !291
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %9, !dbg !291
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !291
  %.46 = zext i16 %.45 to i32, !dbg !291
  %.47 = shl nuw i32 %.46, 16, !dbg !291
  %.48 = or i32 %.47, %.42, !dbg !291
  %10 = add i32 %6, 2, !dbg !291
  %.50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %10, !dbg !291
  %.51 = load i16, ptr addrspace(3) %.50, align 2, !dbg !291
  %.52 = zext i16 %.51 to i32, !dbg !291
  %11 = add i32 %6, 3, !dbg !291
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.0, i32 %11, !dbg !291
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !291
  %.56 = zext i16 %.55 to i32, !dbg !291
  %.57 = shl nuw i32 %.56, 16, !dbg !291
  %.58 = or i32 %.57, %.52, !dbg !291
  br label %frag.join.36, !dbg !291

frag.join.36:                                     ; preds = %frag.narrow.35, %frag.wide.34
  %.59 = phi i32 [ %.38, %frag.wide.34 ], [ %.48, %frag.narrow.35 ], !dbg !291
  %.60 = phi i32 [ %.39, %frag.wide.34 ], [ %.58, %frag.narrow.35 ], !dbg !291
  %.27 = zext i32 %3 to i64, !dbg !291
  %.26 = zext i32 %.25 to i64, !dbg !291
  %.70 = mul i64 %.27, %a13, !dbg !292
  %.71 = add i64 %.70, %.26, !dbg !292
  %12 = trunc i64 %.71 to i32, !dbg !292
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %12, !dbg !292
  %.73 = load i16, ptr addrspace(3) %.72, align 2, !dbg !292
  %.74 = zext i16 %.73 to i32, !dbg !292
  %.76 = add i64 %.71, %a13, !dbg !292
  %13 = trunc i64 %.76 to i32, !dbg !292
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %13, !dbg !292
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !292
  %.79 = zext i16 %.78 to i32, !dbg !292
  %.80 = shl nuw i32 %.79, 16, !dbg !292
  %.81 = or i32 %.80, %.74, !dbg !292
  %.82 = shl i64 %a13, 1, !dbg !292
  %.83 = add i64 %.71, %.82, !dbg !292
  %14 = trunc i64 %.83 to i32, !dbg !292
  %.84 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %14, !dbg !292
  %.85 = load i16, ptr addrspace(3) %.84, align 2, !dbg !292
  %.86 = zext i16 %.85 to i32, !dbg !292
  %.87 = mul i64 %a13, 3, !dbg !292
  %.88 = add i64 %.71, %.87, !dbg !292
  %15 = trunc i64 %.88 to i32, !dbg !292
  %.89 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d.shared.1, i32 %15, !dbg !292
  %.90 = load i16, ptr addrspace(3) %.89, align 2, !dbg !292
  %.91 = zext i16 %.90 to i32, !dbg !292
  %.92 = shl nuw i32 %.91, 16, !dbg !292
  %.93 = or i32 %.92, %.86, !dbg !292
  %t37 = mul i64 %t6, %a14, !dbg !293
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !294
  %.103 = mul i64 %.27, %a14, !dbg !294
  %.104 = add i64 %.103, %.26, !dbg !294
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !294
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !294, !amdgpu.noclobber !6
  %.108 = add i64 %.104, %a14, !dbg !294
  %.109 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.108, !dbg !294
  %.110 = load float, ptr addrspace(1) %.109, align 4, !dbg !294, !amdgpu.noclobber !6
  %.111 = shl i64 %a14, 1, !dbg !294
  %.112 = add i64 %.104, %.111, !dbg !294
  %.113 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.112, !dbg !294
  %.114 = load float, ptr addrspace(1) %.113, align 4, !dbg !294, !amdgpu.noclobber !6
  %.115 = mul i64 %a14, 3, !dbg !294
  %.116 = add i64 %.104, %.115, !dbg !294
  %.117 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.116, !dbg !294
  %.118 = load float, ptr addrspace(1) %.117, align 4, !dbg !294, !amdgpu.noclobber !6
  %.124 = insertelement <4 x float> poison, float %.106, i64 0, !dbg !295
  %.126 = insertelement <4 x float> %.124, float %.110, i64 1, !dbg !295
  %.128 = insertelement <4 x float> %.126, float %.114, i64 2, !dbg !295
  %.130 = insertelement <4 x float> %.128, float %.118, i64 3, !dbg !295
  %.132 = insertelement <2 x i32> poison, i32 %.59, i64 0, !dbg !295
  %.134 = insertelement <2 x i32> %.132, i32 %.60, i64 1, !dbg !295
  %.135 = bitcast <2 x i32> %.134 to <4 x half>, !dbg !295
  %.137 = insertelement <2 x i32> poison, i32 %.81, i64 0, !dbg !295
  %.139 = insertelement <2 x i32> %.137, i32 %.93, i64 1, !dbg !295
  %.140 = bitcast <2 x i32> %.139 to <4 x half>, !dbg !295
  %.141 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.135, <4 x half> %.140, <4 x float> %.130, i32 0, i32 0, i32 0), !dbg !295
  %.142 = extractelement <4 x float> %.141, i64 0, !dbg !295
  %.143 = extractelement <4 x float> %.141, i64 1, !dbg !295
  %.144 = extractelement <4 x float> %.141, i64 2, !dbg !295
  %.145 = extractelement <4 x float> %.141, i64 3, !dbg !295
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !296
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !296
  store float %.142, ptr addrspace(1) %.160, align 4, !dbg !296
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.108, !dbg !296
  store float %.143, ptr addrspace(1) %.164, align 4, !dbg !296
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.112, !dbg !296
  store float %.144, ptr addrspace(1) %.168, align 4, !dbg !296
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.116, !dbg !296
  store float %.145, ptr addrspace(1) %.172, align 4, !dbg !296
  ret void, !dbg !296
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !297 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !298
  %t1 = sext i32 %.13 to i64, !dbg !298
  %t6 = shl nsw i64 %t1, 4, !dbg !299
  %t7 = mul i64 %t6, %a12, !dbg !300
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !301
  %t10 = shl i64 %a12, 4, !dbg !302
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !303
  %t12 = sext i32 %.14 to i64, !dbg !303
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !304
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !304
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !304, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !305
  br i1 %t161, label %b2, label %b3, !dbg !305

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !306
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !306, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !307
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !307
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !307
  %t20 = add i64 %t152, %t14, !dbg !308
  %t16 = icmp slt i64 %t20, %t10, !dbg !305
  br i1 %t16, label %b2, label %b3, !dbg !305

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !309
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !310
  %t26 = shl i64 %a13, 4, !dbg !311
  %t283 = icmp sgt i64 %t26, %t12, !dbg !305
  br i1 %t283, label %b5, label %b6, !dbg !305

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !306
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !306, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !307
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !307
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !307
  %t32 = add i64 %t274, %t14, !dbg !308
  %t28 = icmp slt i64 %t32, %t26, !dbg !305
  br i1 %t28, label %b5, label %b6, !dbg !305

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !312
  tail call void @llvm.amdgcn.s.barrier(), !dbg !312
  fence syncscope("workgroup") acquire, !dbg !312
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !313
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !313
  %.25 = and i32 %.22, 15, !dbg !313
  %2 = lshr i32 %.22, 2, !dbg !313
  %3 = and i32 %2, 1073741820, !dbg !313
  %4 = trunc i64 %a12 to i32, !dbg !313
  %5 = mul i32 %.25, %4, !dbg !313
  %6 = add i32 %5, %3, !dbg !313
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %6, !dbg !313
  %7 = ptrtoint ptr addrspace(3) %.30 to i32, !dbg !313
  %8 = and i32 %7, 2, !dbg !313
  %.33 = icmp eq i32 %8, 0, !dbg !313
  br i1 %.33, label %frag.wide.34, label %frag.narrow.35, !dbg !313

frag.wide.34:                                     ; preds = %b6
  %.37 = load <2 x i32>, ptr addrspace(3) %.30, align 4, !dbg !313
  %.38 = extractelement <2 x i32> %.37, i64 0, !dbg !313
  %.39 = extractelement <2 x i32> %.37, i64 1, !dbg !313
  br label %frag.join.36, !dbg !313

frag.narrow.35:                                   ; preds = %b6
  %.41 = load i16, ptr addrspace(3) %.30, align 2, !dbg !313
  %.42 = zext i16 %.41 to i32, !dbg !313
  %9 = add i32 %6, 1, !dbg !313
  %.44 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %9, !dbg !313
  %.45 = load i16, ptr addrspace(3) %.44, align 2, !dbg !313
  %.46 = zext i16 %.45 to i32, !dbg !313
  %.47 = shl nuw i32 %.46, 16, !dbg !313
  %.48 = or i32 %.47, %.42, !dbg !313
  %10 = add i32 %6, 2, !dbg !313
  %.50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %10, !dbg !313
  %.51 = load i16, ptr addrspace(3) %.50, align 2, !dbg !313
  %.52 = zext i16 %.51 to i32, !dbg !313
  %11 = add i32 %6, 3, !dbg !313
  %.54 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.0, i32 %11, !dbg !313
  %.55 = load i16, ptr addrspace(3) %.54, align 2, !dbg !313
  %.56 = zext i16 %.55 to i32, !dbg !313
  %.57 = shl nuw i32 %.56, 16, !dbg !313
  %.58 = or i32 %.57, %.52, !dbg !313
  br label %frag.join.36, !dbg !313

frag.join.36:                                     ; preds = %frag.narrow.35, %frag.wide.34
  %.59 = phi i32 [ %.38, %frag.wide.34 ], [ %.48, %frag.narrow.35 ], !dbg !313
  %.60 = phi i32 [ %.39, %frag.wide.34 ], [ %.58, %frag.narrow.35 ], !dbg !313
  %.27 = zext i32 %3 to i64, !dbg !313
  %.26 = zext i32 %.25 to i64, !dbg !313
  %.70 = mul i64 %.27, %a13, !dbg !314
  %.71 = add i64 %.70, %.26, !dbg !314
  %12 = trunc i64 %.71 to i32, !dbg !314
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %12, !dbg !314
  %.73 = load i16, ptr addrspace(3) %.72, align 2, !dbg !314
  %.74 = zext i16 %.73 to i32, !dbg !314
  %.76 = add i64 %.71, %a13, !dbg !314
  %13 = trunc i64 %.76 to i32, !dbg !314
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %13, !dbg !314
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !314
  %.79 = zext i16 %.78 to i32, !dbg !314
  %.80 = shl nuw i32 %.79, 16, !dbg !314
  %.81 = or i32 %.80, %.74, !dbg !314
  %.82 = shl i64 %a13, 1, !dbg !314
  %.83 = add i64 %.71, %.82, !dbg !314
  %14 = trunc i64 %.83 to i32, !dbg !314
  %.84 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %14, !dbg !314
  %.85 = load i16, ptr addrspace(3) %.84, align 2, !dbg !314
  %.86 = zext i16 %.85 to i32, !dbg !314
  %.87 = mul i64 %a13, 3, !dbg !314
  %.88 = add i64 %.71, %.87, !dbg !314
  %15 = trunc i64 %.88 to i32, !dbg !314
  %.89 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d.shared.1, i32 %15, !dbg !314
  %.90 = load i16, ptr addrspace(3) %.89, align 2, !dbg !314
  %.91 = zext i16 %.90 to i32, !dbg !314
  %.92 = shl nuw i32 %.91, 16, !dbg !314
  %.93 = or i32 %.92, %.86, !dbg !314
  %t37 = mul i64 %t6, %a14, !dbg !315
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !316
  %.103 = mul i64 %.27, %a14, !dbg !316
  %.104 = add i64 %.103, %.26, !dbg !316
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !316
  %.106 = load float, ptr addrspace(1) %.105, align 4, !dbg !316, !amdgpu.noclobber !6
  %.108 = add i64 %.104, %a14, !dbg !316
  %.109 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.108, !dbg !316
  %.110 = load float, ptr addrspace(1) %.109, align 4, !dbg !316, !amdgpu.noclobber !6
  %.111 = shl i64 %a14, 1, !dbg !316
  %.112 = add i64 %.104, %.111, !dbg !316
  %.113 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.112, !dbg !316
  %.114 = load float, ptr addrspace(1) %.113, align 4, !dbg !316, !amdgpu.noclobber !6
  %.115 = mul i64 %a14, 3, !dbg !316
  %.116 = add i64 %.104, %.115, !dbg !316
  %.117 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.116, !dbg !316
  %.118 = load float, ptr addrspace(1) %.117, align 4, !dbg !316, !amdgpu.noclobber !6
  %.124 = insertelement <4 x float> poison, float %.106, i64 0, !dbg !317
  %.126 = insertelement <4 x float> %.124, float %.110, i64 1, !dbg !317
  %.128 = insertelement <4 x float> %.126, float %.114, i64 2, !dbg !317
  %.130 = insertelement <4 x float> %.128, float %.118, i64 3, !dbg !317
  %.132 = insertelement <2 x i32> poison, i32 %.59, i64 0, !dbg !317
  %.134 = insertelement <2 x i32> %.132, i32 %.60, i64 1, !dbg !317
  %.135 = bitcast <2 x i32> %.134 to <4 x i16>, !dbg !317
  %.137 = insertelement <2 x i32> poison, i32 %.81, i64 0, !dbg !317
  %.139 = insertelement <2 x i32> %.137, i32 %.93, i64 1, !dbg !317
  %.140 = bitcast <2 x i32> %.139 to <4 x i16>, !dbg !317
  %.141 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.135, <4 x i16> %.140, <4 x float> %.130, i32 0, i32 0, i32 0), !dbg !317
  %.142 = extractelement <4 x float> %.141, i64 0, !dbg !317
  %.143 = extractelement <4 x float> %.141, i64 1, !dbg !317
  %.144 = extractelement <4 x float> %.141, i64 2, !dbg !317
  %.145 = extractelement <4 x float> %.141, i64 3, !dbg !317
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !318
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !318
  store float %.142, ptr addrspace(1) %.160, align 4, !dbg !318
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.108, !dbg !318
  store float %.143, ptr addrspace(1) %.164, align 4, !dbg !318
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.112, !dbg !318
  store float %.144, ptr addrspace(1) %.168, align 4, !dbg !318
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.116, !dbg !318
  store float %.145, ptr addrspace(1) %.172, align 4, !dbg !318
  ret void, !dbg !318
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !319 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !320
  %t1 = sext i32 %.13 to i64, !dbg !320
  %t6 = shl nsw i64 %t1, 4, !dbg !321
  %t7 = mul i64 %t6, %a12, !dbg !322
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !323
  %t10 = shl i64 %a12, 4, !dbg !324
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !325
  %t12 = sext i32 %.14 to i64, !dbg !325
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !326
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !326
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !326, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t165 = icmp sgt i64 %t10, %t12, !dbg !327
  br i1 %t165, label %b2, label %b3, !dbg !327

b2:                                               ; preds = %entry, %b2
  %t156 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 %t156, !dbg !328
  %.19 = load float, ptr addrspace(1) %t17, align 4, !dbg !328, !amdgpu.noclobber !6
  %0 = trunc i64 %t156 to i32, !dbg !329
  %t19 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0, i32 %0, !dbg !329
  store float %.19, ptr addrspace(3) %t19, align 4, !dbg !329
  %t20 = add i64 %t156, %t14, !dbg !330
  %t16 = icmp slt i64 %t20, %t10, !dbg !327
  br i1 %t16, label %b2, label %b3, !dbg !327

b3:                                               ; preds = %b2, %entry
  %t23 = shl nsw i64 %t1, 3, !dbg !331
  %t24 = mul i64 %t23, %a13, !dbg !332
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t24, !dbg !333
  %t27 = shl i64 %a13, 3, !dbg !334
  %t297 = icmp sgt i64 %t27, %t12, !dbg !327
  br i1 %t297, label %b5, label %b6, !dbg !327

b5:                                               ; preds = %b3, %b5
  %t288 = phi i64 [ %t33, %b5 ], [ %t12, %b3 ]
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %t288, !dbg !328
  %.20 = load float, ptr addrspace(1) %t30, align 4, !dbg !328, !amdgpu.noclobber !6
  %1 = trunc i64 %t288 to i32, !dbg !329
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %1, !dbg !329
  store float %.20, ptr addrspace(3) %t32, align 4, !dbg !329
  %t33 = add i64 %t288, %t14, !dbg !330
  %t29 = icmp slt i64 %t33, %t27, !dbg !327
  br i1 %t29, label %b5, label %b6, !dbg !327

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !335
  tail call void @llvm.amdgcn.s.barrier(), !dbg !335
  fence syncscope("workgroup") acquire, !dbg !335
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !336
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !336
  %.23 = lshr i32 %.22, 4, !dbg !336
  %.24 = zext i32 %.23 to i64, !dbg !336
  %.25 = and i32 %.22, 15, !dbg !336
  %.26 = zext i32 %.25 to i64, !dbg !336
  %.27 = shl nuw nsw i64 %.24, 1, !dbg !336
  %.28 = mul i64 %.26, %a12, !dbg !336
  %.29 = add i64 %.28, %.27, !dbg !336
  %2 = trunc i64 %.29 to i32, !dbg !336
  %.30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.0, i32 %2, !dbg !336
  %3 = load <2 x i32>, ptr addrspace(3) %.30, align 4, !dbg !336
  %4 = and <2 x i32> %3, <i32 2147483647, i32 2147483647>, !dbg !336
  %5 = add <2 x i32> %3, <i32 4096, i32 4096>, !dbg !336
  %6 = and <2 x i32> %5, <i32 -8192, i32 -8192>, !dbg !336
  %7 = icmp eq <2 x i32> %4, <i32 2139095040, i32 2139095040>, !dbg !336
  %8 = select <2 x i1> %7, <2 x i32> %3, <2 x i32> %6, !dbg !336
  %9 = icmp ugt <2 x i32> %4, <i32 2139095040, i32 2139095040>, !dbg !336
  %10 = select <2 x i1> %9, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %8, !dbg !336
  %.60 = mul i64 %.27, %a13, !dbg !337
  %.61 = add i64 %.60, %.26, !dbg !337
  %11 = trunc i64 %.61 to i32, !dbg !337
  %.62 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %11, !dbg !337
  %.633 = load i32, ptr addrspace(3) %.62, align 4, !dbg !337
  %.65 = and i32 %.633, 2147483647, !dbg !337
  %.66 = add i32 %.633, 4096, !dbg !337
  %.67 = and i32 %.66, -8192, !dbg !337
  %.68 = icmp eq i32 %.65, 2139095040, !dbg !337
  %.69 = select i1 %.68, i32 %.633, i32 %.67, !dbg !337
  %.70 = icmp ugt i32 %.65, 2139095040, !dbg !337
  %.71 = select i1 %.70, i32 2147483647, i32 %.69, !dbg !337
  %.73 = add i64 %.61, %a13, !dbg !337
  %12 = trunc i64 %.73 to i32, !dbg !337
  %.74 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d.shared.1, i32 %12, !dbg !337
  %.754 = load i32, ptr addrspace(3) %.74, align 4, !dbg !337
  %.77 = and i32 %.754, 2147483647, !dbg !337
  %.78 = add i32 %.754, 4096, !dbg !337
  %.79 = and i32 %.78, -8192, !dbg !337
  %.80 = icmp eq i32 %.77, 2139095040, !dbg !337
  %.81 = select i1 %.80, i32 %.754, i32 %.79, !dbg !337
  %.82 = icmp ugt i32 %.77, 2139095040, !dbg !337
  %.83 = select i1 %.82, i32 2147483647, i32 %.81, !dbg !337
  %t38 = mul i64 %t6, %a14, !dbg !338
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t38, !dbg !339
  %.92 = shl i64 %a14, 2, !dbg !339
  %.93 = mul i64 %.92, %.24, !dbg !339
  %.94 = add i64 %.93, %.26, !dbg !339
  %.95 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.94, !dbg !339
  %.96 = load float, ptr addrspace(1) %.95, align 4, !dbg !339, !amdgpu.noclobber !6
  %.98 = add i64 %.94, %a14, !dbg !339
  %.99 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.98, !dbg !339
  %.100 = load float, ptr addrspace(1) %.99, align 4, !dbg !339, !amdgpu.noclobber !6
  %.101 = shl i64 %a14, 1, !dbg !339
  %.102 = add i64 %.94, %.101, !dbg !339
  %.103 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.102, !dbg !339
  %.104 = load float, ptr addrspace(1) %.103, align 4, !dbg !339, !amdgpu.noclobber !6
  %.105 = mul i64 %a14, 3, !dbg !339
  %.106 = add i64 %.94, %.105, !dbg !339
  %.107 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.106, !dbg !339
  %.108 = load float, ptr addrspace(1) %.107, align 4, !dbg !339, !amdgpu.noclobber !6
  %.114 = insertelement <4 x float> poison, float %.96, i64 0, !dbg !340
  %.116 = insertelement <4 x float> %.114, float %.100, i64 1, !dbg !340
  %.118 = insertelement <4 x float> %.116, float %.104, i64 2, !dbg !340
  %.120 = insertelement <4 x float> %.118, float %.108, i64 3, !dbg !340
  %.126 = bitcast <2 x i32> %10 to <2 x float>, !dbg !340
  %13 = insertelement <2 x i32> undef, i32 %.71, i64 0, !dbg !340
  %14 = insertelement <2 x i32> %13, i32 %.83, i64 1, !dbg !340
  %.132 = bitcast <2 x i32> %14 to <2 x float>, !dbg !340
  %.133 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.126, <2 x float> %.132, <4 x float> %.120, i32 0, i32 0, i32 0), !dbg !340
  %.134 = extractelement <4 x float> %.133, i64 0, !dbg !340
  %.135 = extractelement <4 x float> %.133, i64 1, !dbg !340
  %.136 = extractelement <4 x float> %.133, i64 2, !dbg !340
  %.137 = extractelement <4 x float> %.133, i64 3, !dbg !340
  %t44 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t38, !dbg !341
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.94, !dbg !341
  store float %.134, ptr addrspace(1) %.152, align 4, !dbg !341
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.98, !dbg !341
  store float %.135, ptr addrspace(1) %.156, align 4, !dbg !341
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.102, !dbg !341
  store float %.136, ptr addrspace(1) %.160, align 4, !dbg !341
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.106, !dbg !341
  store float %.137, ptr addrspace(1) %.164, align 4, !dbg !341
  ret void, !dbg !341
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !342 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !343
  %t1 = sext i32 %.13 to i64, !dbg !343
  %t6 = shl nsw i64 %t1, 4, !dbg !344
  %t7 = mul i64 %t6, %a12, !dbg !345
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !346
  %t10 = shl i64 %a12, 4, !dbg !347
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !348
  %t12 = sext i32 %.14 to i64, !dbg !348
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !349
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !349
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !349, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !350
  br i1 %t161, label %b2, label %b3, !dbg !350

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !351
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !351, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !352
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %0, !dbg !352
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !352
  %t20 = add i64 %t152, %t14, !dbg !353
  %t16 = icmp slt i64 %t20, %t10, !dbg !350
  br i1 %t16, label %b2, label %b3, !dbg !350

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !354
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !355
  %t26 = shl i64 %a13, 4, !dbg !356
  %t283 = icmp sgt i64 %t26, %t12, !dbg !350
  br i1 %t283, label %b5, label %b6, !dbg !350

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !351
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !351, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !352
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !352
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !352
  %t32 = add i64 %t274, %t14, !dbg !353
  %t28 = icmp slt i64 %t32, %t26, !dbg !350
  br i1 %t28, label %b5, label %b6, !dbg !350

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !357
  tail call void @llvm.amdgcn.s.barrier(), !dbg !357
  fence syncscope("workgroup") acquire, !dbg !357
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !358
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !358
  %.25 = and i32 %.22, 15, !dbg !358
  %.26 = zext i32 %.25 to i64, !dbg !358
  %2 = lshr i32 %.22, 2, !dbg !358
  %3 = and i32 %2, 1073741820, !dbg !358
  %.27 = zext i32 %3 to i64, !dbg !358
  %.28 = mul i64 %.27, %a12, !dbg !358
  %.29 = add i64 %.28, %.26, !dbg !358
  %4 = trunc i64 %.29 to i32, !dbg !358
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !358
  %.31 = load i16, ptr addrspace(3) %.30, align 2, !dbg !358
  %.34 = add i64 %.29, %a12, !dbg !358
  %5 = trunc i64 %.34 to i32, !dbg !358
  %.35 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %5, !dbg !358
  %.36 = load i16, ptr addrspace(3) %.35, align 2, !dbg !358
  %.40 = shl i64 %a12, 1, !dbg !358
  %.41 = add i64 %.29, %.40, !dbg !358
  %6 = trunc i64 %.41 to i32, !dbg !358
  %.42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %6, !dbg !358
  %.43 = load i16, ptr addrspace(3) %.42, align 2, !dbg !358
  %.45 = mul i64 %a12, 3, !dbg !358
  %.46 = add i64 %.29, %.45, !dbg !358
  %7 = trunc i64 %.46 to i32, !dbg !358
  %.47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.0, i32 %7, !dbg !358
  %.48 = load i16, ptr addrspace(3) %.47, align 2, !dbg !358
  %8 = trunc i64 %a13 to i32, !dbg !359
  %9 = mul i32 %.25, %8, !dbg !359
  %10 = add i32 %9, %3, !dbg !359
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %10, !dbg !359
  %11 = ptrtoint ptr addrspace(3) %.63 to i32, !dbg !359
  %12 = and i32 %11, 2, !dbg !359
  %.66 = icmp eq i32 %12, 0, !dbg !359
  br i1 %.66, label %frag.wide.67, label %frag.narrow.68, !dbg !359

frag.wide.67:                                     ; preds = %b6
  %.70 = load <2 x i32>, ptr addrspace(3) %.63, align 4, !dbg !359
  %.71 = extractelement <2 x i32> %.70, i64 0, !dbg !359
  %.72 = extractelement <2 x i32> %.70, i64 1, !dbg !359
  br label %frag.join.69, !dbg !359

frag.narrow.68:                                   ; preds = %b6
  %.74 = load i16, ptr addrspace(3) %.63, align 2, !dbg !359
  %.75 = zext i16 %.74 to i32, !dbg !359
  %13 = add i32 %10, 1, !dbg !359
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %13, !dbg !359
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !359
  %.79 = zext i16 %.78 to i32, !dbg !359
  %.80 = shl nuw i32 %.79, 16, !dbg !359
  %.81 = or i32 %.80, %.75, !dbg !359
  %14 = add i32 %10, 2, !dbg !359
  %.83 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %14, !dbg !359
  %.84 = load i16, ptr addrspace(3) %.83, align 2, !dbg !359
  %.85 = zext i16 %.84 to i32, !dbg !359
  %15 = add i32 %10, 3, !dbg !359
  %.87 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d.shared.1, i32 %15, !dbg !359
  %.88 = load i16, ptr addrspace(3) %.87, align 2, !dbg !359
  %.89 = zext i16 %.88 to i32, !dbg !359
  %.90 = shl nuw i32 %.89, 16, !dbg !359
  %.91 = or i32 %.90, %.85, !dbg !359
  br label %frag.join.69, !dbg !359

frag.join.69:                                     ; preds = %frag.narrow.68, %frag.wide.67
  %.92 = phi i32 [ %.71, %frag.wide.67 ], [ %.81, %frag.narrow.68 ], !dbg !359
  %.93 = phi i32 [ %.72, %frag.wide.67 ], [ %.91, %frag.narrow.68 ], !dbg !359
  %.44 = zext i16 %.43 to i32, !dbg !358
  %.49 = zext i16 %.48 to i32, !dbg !358
  %.50 = shl nuw i32 %.49, 16, !dbg !358
  %.51 = or i32 %.50, %.44, !dbg !358
  %.32 = zext i16 %.31 to i32, !dbg !358
  %.37 = zext i16 %.36 to i32, !dbg !358
  %.38 = shl nuw i32 %.37, 16, !dbg !358
  %.39 = or i32 %.38, %.32, !dbg !358
  %t37 = mul i64 %t6, %a14, !dbg !360
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !361
  %.103 = mul i64 %.26, %a14, !dbg !361
  %.104 = add i64 %.103, %.27, !dbg !361
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !361
  %16 = load <2 x float>, ptr addrspace(1) %.105, align 4, !dbg !361
  %.110 = add i64 %.104, 2, !dbg !361
  %.111 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.110, !dbg !361
  %17 = load <2 x float>, ptr addrspace(1) %.111, align 4, !dbg !361
  %.1275 = shufflevector <2 x float> %16, <2 x float> %17, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !362
  %.129 = insertelement <2 x i32> poison, i32 %.39, i64 0, !dbg !362
  %.131 = insertelement <2 x i32> %.129, i32 %.51, i64 1, !dbg !362
  %.132 = bitcast <2 x i32> %.131 to <4 x half>, !dbg !362
  %.134 = insertelement <2 x i32> poison, i32 %.92, i64 0, !dbg !362
  %.136 = insertelement <2 x i32> %.134, i32 %.93, i64 1, !dbg !362
  %.137 = bitcast <2 x i32> %.136 to <4 x half>, !dbg !362
  %.138 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.132, <4 x half> %.137, <4 x float> %.1275, i32 0, i32 0, i32 0), !dbg !362
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !363
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !363
  %18 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !363
  store <2 x float> %18, ptr addrspace(1) %.157, align 4, !dbg !363
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.110, !dbg !363
  %19 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !363
  store <2 x float> %19, ptr addrspace(1) %.163, align 4, !dbg !363
  ret void, !dbg !363
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !364 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !365
  %t1 = sext i32 %.13 to i64, !dbg !365
  %t6 = shl nsw i64 %t1, 4, !dbg !366
  %t7 = mul i64 %t6, %a12, !dbg !367
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !368
  %t10 = shl i64 %a12, 4, !dbg !369
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !370
  %t12 = sext i32 %.14 to i64, !dbg !370
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !371
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !371
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !371, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t161 = icmp sgt i64 %t10, %t12, !dbg !372
  br i1 %t161, label %b2, label %b3, !dbg !372

b2:                                               ; preds = %entry, %b2
  %t152 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %t152, !dbg !373
  %.19 = load i16, ptr addrspace(1) %t17, align 2, !dbg !373, !amdgpu.noclobber !6
  %0 = trunc i64 %t152 to i32, !dbg !374
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %0, !dbg !374
  store i16 %.19, ptr addrspace(3) %t19, align 2, !dbg !374
  %t20 = add i64 %t152, %t14, !dbg !375
  %t16 = icmp slt i64 %t20, %t10, !dbg !372
  br i1 %t16, label %b2, label %b3, !dbg !372

b3:                                               ; preds = %b2, %entry
  %t23 = mul i64 %t6, %a13, !dbg !376
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t23, !dbg !377
  %t26 = shl i64 %a13, 4, !dbg !378
  %t283 = icmp sgt i64 %t26, %t12, !dbg !372
  br i1 %t283, label %b5, label %b6, !dbg !372

b5:                                               ; preds = %b3, %b5
  %t274 = phi i64 [ %t32, %b5 ], [ %t12, %b3 ]
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %t25, i64 %t274, !dbg !373
  %.20 = load i16, ptr addrspace(1) %t29, align 2, !dbg !373, !amdgpu.noclobber !6
  %1 = trunc i64 %t274 to i32, !dbg !374
  %t31 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !374
  store i16 %.20, ptr addrspace(3) %t31, align 2, !dbg !374
  %t32 = add i64 %t274, %t14, !dbg !375
  %t28 = icmp slt i64 %t32, %t26, !dbg !372
  br i1 %t28, label %b5, label %b6, !dbg !372

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !379
  tail call void @llvm.amdgcn.s.barrier(), !dbg !379
  fence syncscope("workgroup") acquire, !dbg !379
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !380
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !380
  %.25 = and i32 %.22, 15, !dbg !380
  %.26 = zext i32 %.25 to i64, !dbg !380
  %2 = lshr i32 %.22, 2, !dbg !380
  %3 = and i32 %2, 1073741820, !dbg !380
  %.27 = zext i32 %3 to i64, !dbg !380
  %.28 = mul i64 %.27, %a12, !dbg !380
  %.29 = add i64 %.28, %.26, !dbg !380
  %4 = trunc i64 %.29 to i32, !dbg !380
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !380
  %.31 = load i16, ptr addrspace(3) %.30, align 2, !dbg !380
  %.34 = add i64 %.29, %a12, !dbg !380
  %5 = trunc i64 %.34 to i32, !dbg !380
  %.35 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %5, !dbg !380
  %.36 = load i16, ptr addrspace(3) %.35, align 2, !dbg !380
  %.40 = shl i64 %a12, 1, !dbg !380
  %.41 = add i64 %.29, %.40, !dbg !380
  %6 = trunc i64 %.41 to i32, !dbg !380
  %.42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %6, !dbg !380
  %.43 = load i16, ptr addrspace(3) %.42, align 2, !dbg !380
  %.45 = mul i64 %a12, 3, !dbg !380
  %.46 = add i64 %.29, %.45, !dbg !380
  %7 = trunc i64 %.46 to i32, !dbg !380
  %.47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.0, i32 %7, !dbg !380
  %.48 = load i16, ptr addrspace(3) %.47, align 2, !dbg !380
  %8 = trunc i64 %a13 to i32, !dbg !381
  %9 = mul i32 %.25, %8, !dbg !381
  %10 = add i32 %9, %3, !dbg !381
  %.63 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %10, !dbg !381
  %11 = ptrtoint ptr addrspace(3) %.63 to i32, !dbg !381
  %12 = and i32 %11, 2, !dbg !381
  %.66 = icmp eq i32 %12, 0, !dbg !381
  br i1 %.66, label %frag.wide.67, label %frag.narrow.68, !dbg !381

frag.wide.67:                                     ; preds = %b6
  %.70 = load <2 x i32>, ptr addrspace(3) %.63, align 4, !dbg !381
  %.71 = extractelement <2 x i32> %.70, i64 0, !dbg !381
  %.72 = extractelement <2 x i32> %.70, i64 1, !dbg !381
  br label %frag.join.69, !dbg !381

frag.narrow.68:                                   ; preds = %b6
  %.74 = load i16, ptr addrspace(3) %.63, align 2, !dbg !381
  %.75 = zext i16 %.74 to i32, !dbg !381
  %13 = add i32 %10, 1, !dbg !381
  %.77 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %13, !dbg !381
  %.78 = load i16, ptr addrspace(3) %.77, align 2, !dbg !381
  %.79 = zext i16 %.78 to i32, !dbg !381
  %.80 = shl nuw i32 %.79, 16, !dbg !381
  %.81 = or i32 %.80, %.75, !dbg !381
  %14 = add i32 %10, 2, !dbg !381
  %.83 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %14, !dbg !381
  %.84 = load i16, ptr addrspace(3) %.83, align 2, !dbg !381
  %.85 = zext i16 %.84 to i32, !dbg !381
  %15 = add i32 %10, 3, !dbg !381
  %.87 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d.shared.1, i32 %15, !dbg !381
  %.88 = load i16, ptr addrspace(3) %.87, align 2, !dbg !381
  %.89 = zext i16 %.88 to i32, !dbg !381
  %.90 = shl nuw i32 %.89, 16, !dbg !381
  %.91 = or i32 %.90, %.85, !dbg !381
  br label %frag.join.69, !dbg !381

frag.join.69:                                     ; preds = %frag.narrow.68, %frag.wide.67
  %.92 = phi i32 [ %.71, %frag.wide.67 ], [ %.81, %frag.narrow.68 ], !dbg !381
  %.93 = phi i32 [ %.72, %frag.wide.67 ], [ %.91, %frag.narrow.68 ], !dbg !381
  %.44 = zext i16 %.43 to i32, !dbg !380
  %.49 = zext i16 %.48 to i32, !dbg !380
  %.50 = shl nuw i32 %.49, 16, !dbg !380
  %.51 = or i32 %.50, %.44, !dbg !380
  %.32 = zext i16 %.31 to i32, !dbg !380
  %.37 = zext i16 %.36 to i32, !dbg !380
  %.38 = shl nuw i32 %.37, 16, !dbg !380
  %.39 = or i32 %.38, %.32, !dbg !380
  %t37 = mul i64 %t6, %a14, !dbg !382
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t37, !dbg !383
  %.103 = mul i64 %.26, %a14, !dbg !383
  %.104 = add i64 %.103, %.27, !dbg !383
  %.105 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.104, !dbg !383
  %16 = load <2 x float>, ptr addrspace(1) %.105, align 4, !dbg !383
  %.110 = add i64 %.104, 2, !dbg !383
  %.111 = getelementptr inbounds float, ptr addrspace(1) %t39, i64 %.110, !dbg !383
  %17 = load <2 x float>, ptr addrspace(1) %.111, align 4, !dbg !383
  %.1275 = shufflevector <2 x float> %16, <2 x float> %17, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !384
  %.129 = insertelement <2 x i32> poison, i32 %.39, i64 0, !dbg !384
  %.131 = insertelement <2 x i32> %.129, i32 %.51, i64 1, !dbg !384
  %.132 = bitcast <2 x i32> %.131 to <4 x i16>, !dbg !384
  %.134 = insertelement <2 x i32> poison, i32 %.92, i64 0, !dbg !384
  %.136 = insertelement <2 x i32> %.134, i32 %.93, i64 1, !dbg !384
  %.137 = bitcast <2 x i32> %.136 to <4 x i16>, !dbg !384
  %.138 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.132, <4 x i16> %.137, <4 x float> %.1275, i32 0, i32 0, i32 0), !dbg !384
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t37, !dbg !385
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.104, !dbg !385
  %18 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !385
  store <2 x float> %18, ptr addrspace(1) %.157, align 4, !dbg !385
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t43, i64 %.110, !dbg !385
  %19 = shufflevector <4 x float> %.138, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !385
  store <2 x float> %19, ptr addrspace(1) %.163, align 4, !dbg !385
  ret void, !dbg !385
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #3 !dbg !386 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !387
  %t1 = sext i32 %.13 to i64, !dbg !387
  %t6 = shl nsw i64 %t1, 3, !dbg !388
  %t7 = mul i64 %t6, %a12, !dbg !389
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !390
  %t10 = shl i64 %a12, 3, !dbg !391
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !392
  %t12 = sext i32 %.14 to i64, !dbg !392
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !393
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !393
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !393, !invariant.load !6
  %t14 = zext i16 %.17 to i64
  %t165 = icmp sgt i64 %t10, %t12, !dbg !394
  br i1 %t165, label %b2, label %b3, !dbg !394

b2:                                               ; preds = %entry, %b2
  %t156 = phi i64 [ %t20, %b2 ], [ %t12, %entry ]
  %t17 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 %t156, !dbg !395
  %.19 = load float, ptr addrspace(1) %t17, align 4, !dbg !395, !amdgpu.noclobber !6
  %0 = trunc i64 %t156 to i32, !dbg !396
  %t19 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %0, !dbg !396
  store float %.19, ptr addrspace(3) %t19, align 4, !dbg !396
  %t20 = add i64 %t156, %t14, !dbg !397
  %t16 = icmp slt i64 %t20, %t10, !dbg !394
  br i1 %t16, label %b2, label %b3, !dbg !394

b3:                                               ; preds = %b2, %entry
  %t23 = shl nsw i64 %t1, 4, !dbg !398
  %t24 = mul i64 %t23, %a13, !dbg !399
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t24, !dbg !400
  %t27 = shl i64 %a13, 4, !dbg !401
  %t297 = icmp sgt i64 %t27, %t12, !dbg !394
  br i1 %t297, label %b5, label %b6, !dbg !394

b5:                                               ; preds = %b3, %b5
  %t288 = phi i64 [ %t33, %b5 ], [ %t12, %b3 ]
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %t288, !dbg !395
  %.20 = load float, ptr addrspace(1) %t30, align 4, !dbg !395, !amdgpu.noclobber !6
  %1 = trunc i64 %t288 to i32, !dbg !396
  %t32 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1, i32 %1, !dbg !396
  store float %.20, ptr addrspace(3) %t32, align 4, !dbg !396
  %t33 = add i64 %t288, %t14, !dbg !397
  %t29 = icmp slt i64 %t33, %t27, !dbg !394
  br i1 %t29, label %b5, label %b6, !dbg !394

b6:                                               ; preds = %b5, %b3
  fence syncscope("workgroup") release, !dbg !402
  tail call void @llvm.amdgcn.s.barrier(), !dbg !402
  fence syncscope("workgroup") acquire, !dbg !402
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !403
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !403
  %.23 = lshr i32 %.22, 4, !dbg !403
  %.24 = zext i32 %.23 to i64, !dbg !403
  %.25 = and i32 %.22, 15, !dbg !403
  %.26 = zext i32 %.25 to i64, !dbg !403
  %.27 = shl nuw nsw i64 %.24, 1, !dbg !403
  %.28 = mul i64 %.27, %a12, !dbg !403
  %.29 = add i64 %.28, %.26, !dbg !403
  %2 = trunc i64 %.29 to i32, !dbg !403
  %.30 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %2, !dbg !403
  %.311 = load i32, ptr addrspace(3) %.30, align 4, !dbg !403
  %.33 = and i32 %.311, 2147483647, !dbg !403
  %.34 = add i32 %.311, 4096, !dbg !403
  %.35 = and i32 %.34, -8192, !dbg !403
  %.36 = icmp eq i32 %.33, 2139095040, !dbg !403
  %.37 = select i1 %.36, i32 %.311, i32 %.35, !dbg !403
  %.38 = icmp ugt i32 %.33, 2139095040, !dbg !403
  %.39 = select i1 %.38, i32 2147483647, i32 %.37, !dbg !403
  %.41 = add i64 %.29, %a12, !dbg !403
  %3 = trunc i64 %.41 to i32, !dbg !403
  %.42 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.0, i32 %3, !dbg !403
  %.432 = load i32, ptr addrspace(3) %.42, align 4, !dbg !403
  %.45 = and i32 %.432, 2147483647, !dbg !403
  %.46 = add i32 %.432, 4096, !dbg !403
  %.47 = and i32 %.46, -8192, !dbg !403
  %.48 = icmp eq i32 %.45, 2139095040, !dbg !403
  %.49 = select i1 %.48, i32 %.432, i32 %.47, !dbg !403
  %.50 = icmp ugt i32 %.45, 2139095040, !dbg !403
  %.51 = select i1 %.50, i32 2147483647, i32 %.49, !dbg !403
  %.61 = mul i64 %.26, %a13, !dbg !404
  %.62 = add i64 %.61, %.27, !dbg !404
  %4 = trunc i64 %.62 to i32, !dbg !404
  %.63 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d.shared.1, i32 %4, !dbg !404
  %5 = load <2 x i32>, ptr addrspace(3) %.63, align 4, !dbg !404
  %6 = and <2 x i32> %5, <i32 2147483647, i32 2147483647>, !dbg !404
  %7 = add <2 x i32> %5, <i32 4096, i32 4096>, !dbg !404
  %8 = and <2 x i32> %7, <i32 -8192, i32 -8192>, !dbg !404
  %9 = icmp eq <2 x i32> %6, <i32 2139095040, i32 2139095040>, !dbg !404
  %10 = select <2 x i1> %9, <2 x i32> %5, <2 x i32> %8, !dbg !404
  %11 = icmp ugt <2 x i32> %6, <i32 2139095040, i32 2139095040>, !dbg !404
  %12 = select <2 x i1> %11, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %10, !dbg !404
  %t38 = mul i64 %t23, %a14, !dbg !405
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t38, !dbg !406
  %.92 = shl nuw nsw i64 %.24, 2, !dbg !406
  %.93 = mul i64 %.26, %a14, !dbg !406
  %.94 = add i64 %.93, %.92, !dbg !406
  %.95 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.94, !dbg !406
  %13 = load <2 x float>, ptr addrspace(1) %.95, align 4, !dbg !406
  %.100 = add i64 %.94, 2, !dbg !406
  %.101 = getelementptr inbounds float, ptr addrspace(1) %t40, i64 %.100, !dbg !406
  %14 = load <2 x float>, ptr addrspace(1) %.101, align 4, !dbg !406
  %.1179 = shufflevector <2 x float> %13, <2 x float> %14, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !407
  %15 = insertelement <2 x i32> undef, i32 %.39, i64 0, !dbg !407
  %16 = insertelement <2 x i32> %15, i32 %.51, i64 1, !dbg !407
  %.123 = bitcast <2 x i32> %16 to <2 x float>, !dbg !407
  %.129 = bitcast <2 x i32> %12 to <2 x float>, !dbg !407
  %.130 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %.123, <2 x float> %.129, <4 x float> %.1179, i32 0, i32 0, i32 0), !dbg !407
  %t44 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t38, !dbg !408
  %.149 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.94, !dbg !408
  %17 = shufflevector <4 x float> %.130, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !408
  store <2 x float> %17, ptr addrspace(1) %.149, align 4, !dbg !408
  %.155 = getelementptr inbounds float, ptr addrspace(1) %t44, i64 %.100, !dbg !408
  %18 = shufflevector <4 x float> %.130, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !408
  store <2 x float> %18, ptr addrspace(1) %.155, align 4, !dbg !408
  ret void, !dbg !408
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float>, <2 x float>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

attributes #0 = { mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { argmemonly nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #7 = { convergent mustprogress nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "layouts.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 23, column: 44, scope: !4)
!8 = !DILocation(line: 23, column: 33, scope: !4)
!9 = !DILocation(line: 23, column: 65, scope: !4)
!10 = !DILocation(line: 23, column: 68, scope: !4)
!11 = !DILocation(line: 31, column: 6, scope: !4)
!12 = !DILocation(line: 31, column: 12, scope: !4)
!13 = !DILocation(line: 32, column: 18, scope: !4)
!14 = !DILocation(line: 0, scope: !4)
!15 = !DILocation(line: 37, column: 6, scope: !4)
!16 = !DILocation(line: 37, column: 12, scope: !4)
!17 = !DILocation(line: 38, column: 18, scope: !4)
!18 = !DILocation(line: 43, column: 6, scope: !4)
!19 = !DILocation(line: 43, column: 12, scope: !4)
!20 = !DILocation(line: 44, column: 18, scope: !4)
!21 = !DILocation(line: 48, column: 15, scope: !4)
!22 = !DILocation(line: 49, column: 6, scope: !4)
!23 = !DILocation(line: 49, column: 12, scope: !4)
!24 = !DILocation(line: 50, column: 14, scope: !4)
!25 = !DILocation(line: 23, column: 12, scope: !4)
!26 = !DILocation(line: 52, column: 14, scope: !4)
!27 = !DILocation(line: 46, column: 18, scope: !4)
!28 = !DILocation(line: 40, column: 18, scope: !4)
!29 = !DILocation(line: 34, column: 18, scope: !4)
!30 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 23, column: 44, scope: !30)
!32 = !DILocation(line: 23, column: 33, scope: !30)
!33 = !DILocation(line: 23, column: 65, scope: !30)
!34 = !DILocation(line: 23, column: 68, scope: !30)
!35 = !DILocation(line: 31, column: 6, scope: !30)
!36 = !DILocation(line: 31, column: 12, scope: !30)
!37 = !DILocation(line: 32, column: 18, scope: !30)
!38 = !DILocation(line: 0, scope: !30)
!39 = !DILocation(line: 37, column: 6, scope: !30)
!40 = !DILocation(line: 37, column: 12, scope: !30)
!41 = !DILocation(line: 38, column: 18, scope: !30)
!42 = !DILocation(line: 43, column: 6, scope: !30)
!43 = !DILocation(line: 43, column: 12, scope: !30)
!44 = !DILocation(line: 44, column: 18, scope: !30)
!45 = !DILocation(line: 48, column: 15, scope: !30)
!46 = !DILocation(line: 49, column: 6, scope: !30)
!47 = !DILocation(line: 49, column: 12, scope: !30)
!48 = !DILocation(line: 50, column: 14, scope: !30)
!49 = !DILocation(line: 23, column: 12, scope: !30)
!50 = !DILocation(line: 52, column: 14, scope: !30)
!51 = !DILocation(line: 46, column: 18, scope: !30)
!52 = !DILocation(line: 40, column: 18, scope: !30)
!53 = !DILocation(line: 34, column: 18, scope: !30)
!54 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eLayouts_5bfloat32_5d", scope: !1, file: !1, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 23, column: 44, scope: !54)
!56 = !DILocation(line: 23, column: 33, scope: !54)
!57 = !DILocation(line: 23, column: 65, scope: !54)
!58 = !DILocation(line: 23, column: 68, scope: !54)
!59 = !DILocation(line: 31, column: 6, scope: !54)
!60 = !DILocation(line: 31, column: 12, scope: !54)
!61 = !DILocation(line: 32, column: 18, scope: !54)
!62 = !DILocation(line: 0, scope: !54)
!63 = !DILocation(line: 37, column: 6, scope: !54)
!64 = !DILocation(line: 37, column: 12, scope: !54)
!65 = !DILocation(line: 38, column: 18, scope: !54)
!66 = !DILocation(line: 43, column: 6, scope: !54)
!67 = !DILocation(line: 43, column: 12, scope: !54)
!68 = !DILocation(line: 44, column: 18, scope: !54)
!69 = !DILocation(line: 48, column: 15, scope: !54)
!70 = !DILocation(line: 49, column: 6, scope: !54)
!71 = !DILocation(line: 49, column: 12, scope: !54)
!72 = !DILocation(line: 50, column: 14, scope: !54)
!73 = !DILocation(line: 23, column: 12, scope: !54)
!74 = !DILocation(line: 52, column: 14, scope: !54)
!75 = !DILocation(line: 46, column: 18, scope: !54)
!76 = !DILocation(line: 40, column: 18, scope: !54)
!77 = !DILocation(line: 34, column: 18, scope: !54)
!78 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eFloat16_5d", scope: !79, file: !79, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = !DIFile(filename: "mmatest.go", directory: "")
!80 = !DILocation(line: 28, column: 19, scope: !78)
!81 = !DILocation(line: 30, column: 28, scope: !78)
!82 = !DILocation(line: 30, column: 31, scope: !78)
!83 = !DILocation(line: 30, column: 18, scope: !78)
!84 = !DILocation(line: 31, column: 30, scope: !78)
!85 = !DILocation(line: 31, column: 18, scope: !78)
!86 = !DILocation(line: 32, column: 31, scope: !78)
!87 = !DILocation(line: 32, column: 18, scope: !78)
!88 = !DILocation(line: 33, column: 15, scope: !78)
!89 = !DILocation(line: 34, column: 13, scope: !78)
!90 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bkern_2eBFloat16_5d", scope: !79, file: !79, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DILocation(line: 28, column: 19, scope: !90)
!92 = !DILocation(line: 30, column: 28, scope: !90)
!93 = !DILocation(line: 30, column: 31, scope: !90)
!94 = !DILocation(line: 30, column: 18, scope: !90)
!95 = !DILocation(line: 31, column: 30, scope: !90)
!96 = !DILocation(line: 31, column: 18, scope: !90)
!97 = !DILocation(line: 32, column: 31, scope: !90)
!98 = !DILocation(line: 32, column: 18, scope: !90)
!99 = !DILocation(line: 33, column: 15, scope: !90)
!100 = !DILocation(line: 34, column: 13, scope: !90)
!101 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRow_5bfloat32_5d", scope: !79, file: !79, line: 27, type: !5, scopeLine: 27, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!102 = !DILocation(line: 28, column: 19, scope: !101)
!103 = !DILocation(line: 30, column: 28, scope: !101)
!104 = !DILocation(line: 30, column: 31, scope: !101)
!105 = !DILocation(line: 30, column: 18, scope: !101)
!106 = !DILocation(line: 31, column: 28, scope: !101)
!107 = !DILocation(line: 31, column: 30, scope: !101)
!108 = !DILocation(line: 31, column: 18, scope: !101)
!109 = !DILocation(line: 32, column: 31, scope: !101)
!110 = !DILocation(line: 32, column: 18, scope: !101)
!111 = !DILocation(line: 33, column: 15, scope: !101)
!112 = !DILocation(line: 34, column: 13, scope: !101)
!113 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eFloat16_5d", scope: !79, file: !79, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!114 = !DILocation(line: 42, column: 19, scope: !113)
!115 = !DILocation(line: 44, column: 28, scope: !113)
!116 = !DILocation(line: 44, column: 30, scope: !113)
!117 = !DILocation(line: 44, column: 18, scope: !113)
!118 = !DILocation(line: 45, column: 31, scope: !113)
!119 = !DILocation(line: 45, column: 18, scope: !113)
!120 = !DILocation(line: 46, column: 31, scope: !113)
!121 = !DILocation(line: 46, column: 18, scope: !113)
!122 = !DILocation(line: 47, column: 15, scope: !113)
!123 = !DILocation(line: 48, column: 13, scope: !113)
!124 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bkern_2eBFloat16_5d", scope: !79, file: !79, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!125 = !DILocation(line: 42, column: 19, scope: !124)
!126 = !DILocation(line: 44, column: 28, scope: !124)
!127 = !DILocation(line: 44, column: 30, scope: !124)
!128 = !DILocation(line: 44, column: 18, scope: !124)
!129 = !DILocation(line: 45, column: 31, scope: !124)
!130 = !DILocation(line: 45, column: 18, scope: !124)
!131 = !DILocation(line: 46, column: 31, scope: !124)
!132 = !DILocation(line: 46, column: 18, scope: !124)
!133 = !DILocation(line: 47, column: 15, scope: !124)
!134 = !DILocation(line: 48, column: 13, scope: !124)
!135 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileCol_5bfloat32_5d", scope: !79, file: !79, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!136 = !DILocation(line: 42, column: 19, scope: !135)
!137 = !DILocation(line: 44, column: 28, scope: !135)
!138 = !DILocation(line: 44, column: 30, scope: !135)
!139 = !DILocation(line: 44, column: 18, scope: !135)
!140 = !DILocation(line: 45, column: 28, scope: !135)
!141 = !DILocation(line: 45, column: 31, scope: !135)
!142 = !DILocation(line: 45, column: 18, scope: !135)
!143 = !DILocation(line: 46, column: 31, scope: !135)
!144 = !DILocation(line: 46, column: 18, scope: !135)
!145 = !DILocation(line: 47, column: 15, scope: !135)
!146 = !DILocation(line: 48, column: 13, scope: !135)
!147 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eFloat16_5d", scope: !79, file: !79, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!148 = !DILocation(line: 57, column: 18, scope: !147)
!149 = !DILocation(line: 58, column: 18, scope: !147)
!150 = !DILocation(line: 61, column: 16, scope: !147)
!151 = !DILocation(line: 63, column: 13, scope: !147)
!152 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bkern_2eBFloat16_5d", scope: !79, file: !79, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!153 = !DILocation(line: 57, column: 18, scope: !152)
!154 = !DILocation(line: 58, column: 18, scope: !152)
!155 = !DILocation(line: 61, column: 16, scope: !152)
!156 = !DILocation(line: 63, column: 13, scope: !152)
!157 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileFill_5bfloat32_5d", scope: !79, file: !79, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!158 = !DILocation(line: 57, column: 18, scope: !157)
!159 = !DILocation(line: 58, column: 18, scope: !157)
!160 = !DILocation(line: 61, column: 16, scope: !157)
!161 = !DILocation(line: 63, column: 13, scope: !157)
!162 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eFloat16_5d", scope: !79, file: !79, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!163 = !DILocation(line: 86, column: 20, scope: !162)
!164 = !DILocation(line: 87, column: 14, scope: !162)
!165 = !DILocation(line: 88, column: 16, scope: !162)
!166 = !DILocation(line: 88, column: 24, scope: !162)
!167 = !DILocation(line: 89, column: 22, scope: !162)
!168 = !DILocation(line: 89, column: 26, scope: !162)
!169 = !DILocation(line: 89, column: 44, scope: !162)
!170 = !DILocation(line: 89, column: 48, scope: !162)
!171 = !DILocation(line: 93, column: 48, scope: !162)
!172 = !DILocation(line: 98, column: 30, scope: !162)
!173 = !DILocation(line: 99, column: 33, scope: !162)
!174 = !DILocation(line: 99, column: 30, scope: !162)
!175 = !DILocation(line: 99, column: 37, scope: !162)
!176 = !DILocation(line: 92, column: 18, scope: !162)
!177 = !DILocation(line: 98, column: 20, scope: !162)
!178 = !DILocation(line: 0, scope: !162)
!179 = !DILocation(line: 93, column: 19, scope: !162)
!180 = !DILocation(line: 94, column: 19, scope: !162)
!181 = !DILocation(line: 94, column: 17, scope: !162)
!182 = !DILocation(line: 94, column: 25, scope: !162)
!183 = !DILocation(line: 94, column: 32, scope: !162)
!184 = !DILocation(line: 94, column: 27, scope: !162)
!185 = !DILocation(line: 94, column: 30, scope: !162)
!186 = !DILocation(line: 94, column: 13, scope: !162)
!187 = !DILocation(line: 94, column: 6, scope: !162)
!188 = !DILocation(line: 93, column: 33, scope: !162)
!189 = !DILocation(line: 96, column: 16, scope: !162)
!190 = !DILocation(line: 99, column: 39, scope: !162)
!191 = !DILocation(line: 99, column: 20, scope: !162)
!192 = !DILocation(line: 100, column: 18, scope: !162)
!193 = !DILocation(line: 102, column: 16, scope: !162)
!194 = !DILocation(line: 92, column: 23, scope: !162)
!195 = !DILocation(line: 104, column: 23, scope: !162)
!196 = !DILocation(line: 104, column: 30, scope: !162)
!197 = !DILocation(line: 104, column: 35, scope: !162)
!198 = !DILocation(line: 104, column: 13, scope: !162)
!199 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bkern_2eBFloat16_5d", scope: !79, file: !79, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!200 = !DILocation(line: 86, column: 20, scope: !199)
!201 = !DILocation(line: 87, column: 14, scope: !199)
!202 = !DILocation(line: 88, column: 16, scope: !199)
!203 = !DILocation(line: 88, column: 24, scope: !199)
!204 = !DILocation(line: 89, column: 22, scope: !199)
!205 = !DILocation(line: 89, column: 26, scope: !199)
!206 = !DILocation(line: 89, column: 44, scope: !199)
!207 = !DILocation(line: 89, column: 48, scope: !199)
!208 = !DILocation(line: 93, column: 48, scope: !199)
!209 = !DILocation(line: 98, column: 30, scope: !199)
!210 = !DILocation(line: 99, column: 33, scope: !199)
!211 = !DILocation(line: 99, column: 30, scope: !199)
!212 = !DILocation(line: 99, column: 37, scope: !199)
!213 = !DILocation(line: 92, column: 18, scope: !199)
!214 = !DILocation(line: 98, column: 20, scope: !199)
!215 = !DILocation(line: 0, scope: !199)
!216 = !DILocation(line: 93, column: 19, scope: !199)
!217 = !DILocation(line: 94, column: 19, scope: !199)
!218 = !DILocation(line: 94, column: 17, scope: !199)
!219 = !DILocation(line: 94, column: 25, scope: !199)
!220 = !DILocation(line: 94, column: 32, scope: !199)
!221 = !DILocation(line: 94, column: 27, scope: !199)
!222 = !DILocation(line: 94, column: 30, scope: !199)
!223 = !DILocation(line: 94, column: 13, scope: !199)
!224 = !DILocation(line: 94, column: 6, scope: !199)
!225 = !DILocation(line: 93, column: 33, scope: !199)
!226 = !DILocation(line: 96, column: 16, scope: !199)
!227 = !DILocation(line: 99, column: 39, scope: !199)
!228 = !DILocation(line: 99, column: 20, scope: !199)
!229 = !DILocation(line: 100, column: 18, scope: !199)
!230 = !DILocation(line: 102, column: 16, scope: !199)
!231 = !DILocation(line: 92, column: 23, scope: !199)
!232 = !DILocation(line: 104, column: 23, scope: !199)
!233 = !DILocation(line: 104, column: 30, scope: !199)
!234 = !DILocation(line: 104, column: 35, scope: !199)
!235 = !DILocation(line: 104, column: 13, scope: !199)
!236 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eMatmul_5bfloat32_5d", scope: !79, file: !79, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!237 = !DILocation(line: 86, column: 20, scope: !236)
!238 = !DILocation(line: 87, column: 14, scope: !236)
!239 = !DILocation(line: 88, column: 16, scope: !236)
!240 = !DILocation(line: 88, column: 24, scope: !236)
!241 = !DILocation(line: 89, column: 22, scope: !236)
!242 = !DILocation(line: 89, column: 26, scope: !236)
!243 = !DILocation(line: 89, column: 44, scope: !236)
!244 = !DILocation(line: 89, column: 48, scope: !236)
!245 = !DILocation(line: 93, column: 48, scope: !236)
!246 = !DILocation(line: 98, column: 30, scope: !236)
!247 = !DILocation(line: 99, column: 33, scope: !236)
!248 = !DILocation(line: 99, column: 30, scope: !236)
!249 = !DILocation(line: 99, column: 37, scope: !236)
!250 = !DILocation(line: 92, column: 18, scope: !236)
!251 = !DILocation(line: 98, column: 20, scope: !236)
!252 = !DILocation(line: 0, scope: !236)
!253 = !DILocation(line: 93, column: 19, scope: !236)
!254 = !DILocation(line: 94, column: 19, scope: !236)
!255 = !DILocation(line: 94, column: 17, scope: !236)
!256 = !DILocation(line: 94, column: 25, scope: !236)
!257 = !DILocation(line: 94, column: 32, scope: !236)
!258 = !DILocation(line: 94, column: 27, scope: !236)
!259 = !DILocation(line: 94, column: 30, scope: !236)
!260 = !DILocation(line: 94, column: 13, scope: !236)
!261 = !DILocation(line: 94, column: 6, scope: !236)
!262 = !DILocation(line: 93, column: 33, scope: !236)
!263 = !DILocation(line: 96, column: 16, scope: !236)
!264 = !DILocation(line: 99, column: 39, scope: !236)
!265 = !DILocation(line: 99, column: 20, scope: !236)
!266 = !DILocation(line: 100, column: 18, scope: !236)
!267 = !DILocation(line: 99, column: 42, scope: !236)
!268 = !DILocation(line: 102, column: 16, scope: !236)
!269 = !DILocation(line: 92, column: 23, scope: !236)
!270 = !DILocation(line: 104, column: 23, scope: !236)
!271 = !DILocation(line: 104, column: 30, scope: !236)
!272 = !DILocation(line: 104, column: 35, scope: !236)
!273 = !DILocation(line: 104, column: 13, scope: !236)
!274 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eFloat16_5d", scope: !275, file: !275, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!275 = !DIFile(filename: "shared.go", directory: "")
!276 = !DILocation(line: 17, column: 19, scope: !274)
!277 = !DILocation(line: 21, column: 29, scope: !274)
!278 = !DILocation(line: 21, column: 32, scope: !274)
!279 = !DILocation(line: 21, column: 25, scope: !274)
!280 = !DILocation(line: 21, column: 42, scope: !274)
!281 = !DILocation(line: 50, column: 22, scope: !274)
!282 = !DILocation(line: 50, column: 50, scope: !274)
!283 = !DILocation(line: 50, column: 30, scope: !274)
!284 = !DILocation(line: 51, column: 15, scope: !274)
!285 = !DILocation(line: 51, column: 6, scope: !274)
!286 = !DILocation(line: 50, column: 35, scope: !274)
!287 = !DILocation(line: 22, column: 31, scope: !274)
!288 = !DILocation(line: 22, column: 25, scope: !274)
!289 = !DILocation(line: 22, column: 40, scope: !274)
!290 = !DILocation(line: 23, column: 15, scope: !274)
!291 = !DILocation(line: 24, column: 18, scope: !274)
!292 = !DILocation(line: 25, column: 18, scope: !274)
!293 = !DILocation(line: 26, column: 31, scope: !274)
!294 = !DILocation(line: 26, column: 18, scope: !274)
!295 = !DILocation(line: 27, column: 45, scope: !274)
!296 = !DILocation(line: 27, column: 13, scope: !274)
!297 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bkern_2eBFloat16_5d", scope: !275, file: !275, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!298 = !DILocation(line: 17, column: 19, scope: !297)
!299 = !DILocation(line: 21, column: 29, scope: !297)
!300 = !DILocation(line: 21, column: 32, scope: !297)
!301 = !DILocation(line: 21, column: 25, scope: !297)
!302 = !DILocation(line: 21, column: 42, scope: !297)
!303 = !DILocation(line: 50, column: 22, scope: !297)
!304 = !DILocation(line: 50, column: 50, scope: !297)
!305 = !DILocation(line: 50, column: 30, scope: !297)
!306 = !DILocation(line: 51, column: 15, scope: !297)
!307 = !DILocation(line: 51, column: 6, scope: !297)
!308 = !DILocation(line: 50, column: 35, scope: !297)
!309 = !DILocation(line: 22, column: 31, scope: !297)
!310 = !DILocation(line: 22, column: 25, scope: !297)
!311 = !DILocation(line: 22, column: 40, scope: !297)
!312 = !DILocation(line: 23, column: 15, scope: !297)
!313 = !DILocation(line: 24, column: 18, scope: !297)
!314 = !DILocation(line: 25, column: 18, scope: !297)
!315 = !DILocation(line: 26, column: 31, scope: !297)
!316 = !DILocation(line: 26, column: 18, scope: !297)
!317 = !DILocation(line: 27, column: 45, scope: !297)
!318 = !DILocation(line: 27, column: 13, scope: !297)
!319 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileRowShared_5bfloat32_5d", scope: !275, file: !275, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!320 = !DILocation(line: 17, column: 19, scope: !319)
!321 = !DILocation(line: 21, column: 29, scope: !319)
!322 = !DILocation(line: 21, column: 32, scope: !319)
!323 = !DILocation(line: 21, column: 25, scope: !319)
!324 = !DILocation(line: 21, column: 42, scope: !319)
!325 = !DILocation(line: 50, column: 22, scope: !319)
!326 = !DILocation(line: 50, column: 50, scope: !319)
!327 = !DILocation(line: 50, column: 30, scope: !319)
!328 = !DILocation(line: 51, column: 15, scope: !319)
!329 = !DILocation(line: 51, column: 6, scope: !319)
!330 = !DILocation(line: 50, column: 35, scope: !319)
!331 = !DILocation(line: 22, column: 29, scope: !319)
!332 = !DILocation(line: 22, column: 31, scope: !319)
!333 = !DILocation(line: 22, column: 25, scope: !319)
!334 = !DILocation(line: 22, column: 40, scope: !319)
!335 = !DILocation(line: 23, column: 15, scope: !319)
!336 = !DILocation(line: 24, column: 18, scope: !319)
!337 = !DILocation(line: 25, column: 18, scope: !319)
!338 = !DILocation(line: 26, column: 31, scope: !319)
!339 = !DILocation(line: 26, column: 18, scope: !319)
!340 = !DILocation(line: 27, column: 45, scope: !319)
!341 = !DILocation(line: 27, column: 13, scope: !319)
!342 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eFloat16_5d", scope: !275, file: !275, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!343 = !DILocation(line: 35, column: 19, scope: !342)
!344 = !DILocation(line: 39, column: 29, scope: !342)
!345 = !DILocation(line: 39, column: 31, scope: !342)
!346 = !DILocation(line: 39, column: 25, scope: !342)
!347 = !DILocation(line: 39, column: 40, scope: !342)
!348 = !DILocation(line: 50, column: 22, scope: !342)
!349 = !DILocation(line: 50, column: 50, scope: !342)
!350 = !DILocation(line: 50, column: 30, scope: !342)
!351 = !DILocation(line: 51, column: 15, scope: !342)
!352 = !DILocation(line: 51, column: 6, scope: !342)
!353 = !DILocation(line: 50, column: 35, scope: !342)
!354 = !DILocation(line: 40, column: 32, scope: !342)
!355 = !DILocation(line: 40, column: 25, scope: !342)
!356 = !DILocation(line: 40, column: 42, scope: !342)
!357 = !DILocation(line: 41, column: 15, scope: !342)
!358 = !DILocation(line: 42, column: 18, scope: !342)
!359 = !DILocation(line: 43, column: 18, scope: !342)
!360 = !DILocation(line: 44, column: 31, scope: !342)
!361 = !DILocation(line: 44, column: 18, scope: !342)
!362 = !DILocation(line: 45, column: 45, scope: !342)
!363 = !DILocation(line: 45, column: 13, scope: !342)
!364 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bkern_2eBFloat16_5d", scope: !275, file: !275, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!365 = !DILocation(line: 35, column: 19, scope: !364)
!366 = !DILocation(line: 39, column: 29, scope: !364)
!367 = !DILocation(line: 39, column: 31, scope: !364)
!368 = !DILocation(line: 39, column: 25, scope: !364)
!369 = !DILocation(line: 39, column: 40, scope: !364)
!370 = !DILocation(line: 50, column: 22, scope: !364)
!371 = !DILocation(line: 50, column: 50, scope: !364)
!372 = !DILocation(line: 50, column: 30, scope: !364)
!373 = !DILocation(line: 51, column: 15, scope: !364)
!374 = !DILocation(line: 51, column: 6, scope: !364)
!375 = !DILocation(line: 50, column: 35, scope: !364)
!376 = !DILocation(line: 40, column: 32, scope: !364)
!377 = !DILocation(line: 40, column: 25, scope: !364)
!378 = !DILocation(line: 40, column: 42, scope: !364)
!379 = !DILocation(line: 41, column: 15, scope: !364)
!380 = !DILocation(line: 42, column: 18, scope: !364)
!381 = !DILocation(line: 43, column: 18, scope: !364)
!382 = !DILocation(line: 44, column: 31, scope: !364)
!383 = !DILocation(line: 44, column: 18, scope: !364)
!384 = !DILocation(line: 45, column: 45, scope: !364)
!385 = !DILocation(line: 45, column: 13, scope: !364)
!386 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2eTileColShared_5bfloat32_5d", scope: !275, file: !275, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!387 = !DILocation(line: 35, column: 19, scope: !386)
!388 = !DILocation(line: 39, column: 29, scope: !386)
!389 = !DILocation(line: 39, column: 31, scope: !386)
!390 = !DILocation(line: 39, column: 25, scope: !386)
!391 = !DILocation(line: 39, column: 40, scope: !386)
!392 = !DILocation(line: 50, column: 22, scope: !386)
!393 = !DILocation(line: 50, column: 50, scope: !386)
!394 = !DILocation(line: 50, column: 30, scope: !386)
!395 = !DILocation(line: 51, column: 15, scope: !386)
!396 = !DILocation(line: 51, column: 6, scope: !386)
!397 = !DILocation(line: 50, column: 35, scope: !386)
!398 = !DILocation(line: 40, column: 29, scope: !386)
!399 = !DILocation(line: 40, column: 32, scope: !386)
!400 = !DILocation(line: 40, column: 25, scope: !386)
!401 = !DILocation(line: 40, column: 42, scope: !386)
!402 = !DILocation(line: 41, column: 15, scope: !386)
!403 = !DILocation(line: 42, column: 18, scope: !386)
!404 = !DILocation(line: 43, column: 18, scope: !386)
!405 = !DILocation(line: 44, column: 31, scope: !386)
!406 = !DILocation(line: 44, column: 18, scope: !386)
!407 = !DILocation(line: 45, column: 45, scope: !386)
!408 = !DILocation(line: 45, column: 13, scope: !386)
