; kern module github.com/kernlab/kern/internal/testing/mmatest/macc (wave64, gfx940)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.1 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.3 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 16

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eLayoutsS8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #0 !dbg !4 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.16 to i64, !dbg !7
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !8
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !8, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !9
  %t6 = mul i64 %t5, %a15, !dbg !10
  %t11 = and i32 %.17, 1, !dbg !11
  %t12.not = icmp eq i32 %t11, 0, !dbg !12
  %t13 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t6, !dbg !13
  %.329 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.330 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.329), !dbg !14
  %.333 = and i32 %.330, 15, !dbg !14
  %.334 = zext i32 %.333 to i64, !dbg !14
  %0 = lshr i32 %.330, 1, !dbg !14
  %1 = and i32 %0, 2147483640, !dbg !14
  %.335 = zext i32 %1 to i64, !dbg !14
  br i1 %t12.not, label %b12, label %b1, !dbg !12

b1:                                               ; preds = %entry
  %.25 = mul i64 %.335, %a15, !dbg !13
  %.26 = add i64 %.25, %.334, !dbg !13
  %.27 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.26, !dbg !13
  %.28 = load i8, ptr addrspace(1) %.27, align 1, !dbg !13, !amdgpu.noclobber !6
  %.29 = zext i8 %.28 to i32, !dbg !13
  %.31 = add i64 %.26, %a15, !dbg !13
  %.32 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.31, !dbg !13
  %.33 = load i8, ptr addrspace(1) %.32, align 1, !dbg !13, !amdgpu.noclobber !6
  %.34 = zext i8 %.33 to i32, !dbg !13
  %.35 = shl nuw nsw i32 %.34, 8, !dbg !13
  %.36 = or i32 %.35, %.29, !dbg !13
  %.37 = shl i64 %a15, 1, !dbg !13
  %.38 = add i64 %.26, %.37, !dbg !13
  %.39 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.38, !dbg !13
  %.40 = load i8, ptr addrspace(1) %.39, align 1, !dbg !13, !amdgpu.noclobber !6
  %.41 = zext i8 %.40 to i32, !dbg !13
  %.42 = shl nuw nsw i32 %.41, 16, !dbg !13
  %.43 = or i32 %.36, %.42, !dbg !13
  %.44 = mul i64 %a15, 3, !dbg !13
  %.45 = add i64 %.26, %.44, !dbg !13
  %.46 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.45, !dbg !13
  %.47 = load i8, ptr addrspace(1) %.46, align 1, !dbg !13, !amdgpu.noclobber !6
  %.48 = zext i8 %.47 to i32, !dbg !13
  %.49 = shl nuw i32 %.48, 24, !dbg !13
  %.50 = or i32 %.43, %.49, !dbg !13
  %.51 = shl i64 %a15, 2, !dbg !13
  %.52 = add i64 %.26, %.51, !dbg !13
  %.53 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.52, !dbg !13
  %.54 = load i8, ptr addrspace(1) %.53, align 1, !dbg !13, !amdgpu.noclobber !6
  %.55 = zext i8 %.54 to i32, !dbg !13
  %.56 = mul i64 %a15, 5, !dbg !13
  %.57 = add i64 %.26, %.56, !dbg !13
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.57, !dbg !13
  %.59 = load i8, ptr addrspace(1) %.58, align 1, !dbg !13, !amdgpu.noclobber !6
  %.60 = zext i8 %.59 to i32, !dbg !13
  %.61 = shl nuw nsw i32 %.60, 8, !dbg !13
  %.62 = or i32 %.61, %.55, !dbg !13
  %.63 = mul i64 %a15, 6, !dbg !13
  %.64 = add i64 %.26, %.63, !dbg !13
  %.65 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.64, !dbg !13
  %.66 = load i8, ptr addrspace(1) %.65, align 1, !dbg !13, !amdgpu.noclobber !6
  %.67 = zext i8 %.66 to i32, !dbg !13
  %.68 = shl nuw nsw i32 %.67, 16, !dbg !13
  %.69 = or i32 %.62, %.68, !dbg !13
  %.70 = mul i64 %a15, 7, !dbg !13
  %.71 = add i64 %.26, %.70, !dbg !13
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.71, !dbg !13
  %.73 = load i8, ptr addrspace(1) %.72, align 1, !dbg !13, !amdgpu.noclobber !6
  %.74 = zext i8 %.73 to i32, !dbg !13
  %.75 = shl nuw i32 %.74, 24, !dbg !13
  %.76 = or i32 %.69, %.75, !dbg !13
  br label %b2, !dbg !13

b2:                                               ; preds = %frag.wide.342, %frag.narrow.343, %b1
  %.50.pn = phi i32 [ %.50, %b1 ], [ %.346, %frag.wide.342 ], [ %.368, %frag.narrow.343 ]
  %.76.pn = phi i32 [ %.76, %b1 ], [ %.347, %frag.wide.342 ], [ %.390, %frag.narrow.343 ]
  %t16 = and i32 %.17, 2, !dbg !15
  %t17.not = icmp eq i32 %t16, 0, !dbg !16
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t6, !dbg !17
  %.268 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.269 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.268), !dbg !14
  %.272 = and i32 %.269, 15, !dbg !14
  %.273 = zext i32 %.272 to i64, !dbg !14
  %2 = lshr i32 %.269, 1, !dbg !14
  %3 = and i32 %2, 2147483640, !dbg !14
  %.274 = zext i32 %3 to i64, !dbg !14
  br i1 %t17.not, label %b11, label %b3, !dbg !16

b3:                                               ; preds = %b2
  %.86 = mul i64 %.273, %a15, !dbg !17
  %.87 = add i64 %.86, %.274, !dbg !17
  %.88 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.87, !dbg !17
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !17
  %.90 = and i64 %.89, 3, !dbg !17
  %.91 = icmp eq i64 %.90, 0, !dbg !17
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !17

frag.wide.92:                                     ; preds = %b3
  %.95 = load <2 x i32>, ptr addrspace(1) %.88, align 4, !dbg !17, !amdgpu.noclobber !6
  %.96 = extractelement <2 x i32> %.95, i64 0, !dbg !17
  %.97 = extractelement <2 x i32> %.95, i64 1, !dbg !17
  br label %b4, !dbg !17

frag.narrow.93:                                   ; preds = %b3
  %.99 = load i8, ptr addrspace(1) %.88, align 1, !dbg !17, !amdgpu.noclobber !6
  %.100 = zext i8 %.99 to i32, !dbg !17
  %.101 = add i64 %.87, 1, !dbg !17
  %.102 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.101, !dbg !17
  %.103 = load i8, ptr addrspace(1) %.102, align 1, !dbg !17, !amdgpu.noclobber !6
  %.104 = zext i8 %.103 to i32, !dbg !17
  %.105 = shl nuw nsw i32 %.104, 8, !dbg !17
  %.106 = or i32 %.105, %.100, !dbg !17
  %.107 = add i64 %.87, 2, !dbg !17
  %.108 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.107, !dbg !17
  %.109 = load i8, ptr addrspace(1) %.108, align 1, !dbg !17, !amdgpu.noclobber !6
  %.110 = zext i8 %.109 to i32, !dbg !17
  %.111 = shl nuw nsw i32 %.110, 16, !dbg !17
  %.112 = or i32 %.106, %.111, !dbg !17
  %.113 = add i64 %.87, 3, !dbg !17
  %.114 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.113, !dbg !17
  %.115 = load i8, ptr addrspace(1) %.114, align 1, !dbg !17, !amdgpu.noclobber !6
  %.116 = zext i8 %.115 to i32, !dbg !17
  %.117 = shl nuw i32 %.116, 24, !dbg !17
  %.118 = or i32 %.112, %.117, !dbg !17
  %.119 = add i64 %.87, 4, !dbg !17
  %.120 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.119, !dbg !17
  %.121 = load i8, ptr addrspace(1) %.120, align 1, !dbg !17, !amdgpu.noclobber !6
  %.122 = zext i8 %.121 to i32, !dbg !17
  %.123 = add i64 %.87, 5, !dbg !17
  %.124 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.123, !dbg !17
  %.125 = load i8, ptr addrspace(1) %.124, align 1, !dbg !17, !amdgpu.noclobber !6
  %.126 = zext i8 %.125 to i32, !dbg !17
  %.127 = shl nuw nsw i32 %.126, 8, !dbg !17
  %.128 = or i32 %.127, %.122, !dbg !17
  %.129 = add i64 %.87, 6, !dbg !17
  %.130 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.129, !dbg !17
  %.131 = load i8, ptr addrspace(1) %.130, align 1, !dbg !17, !amdgpu.noclobber !6
  %.132 = zext i8 %.131 to i32, !dbg !17
  %.133 = shl nuw nsw i32 %.132, 16, !dbg !17
  %.134 = or i32 %.128, %.133, !dbg !17
  %.135 = add i64 %.87, 7, !dbg !17
  %.136 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.135, !dbg !17
  %.137 = load i8, ptr addrspace(1) %.136, align 1, !dbg !17, !amdgpu.noclobber !6
  %.138 = zext i8 %.137 to i32, !dbg !17
  %.139 = shl nuw i32 %.138, 24, !dbg !17
  %.140 = or i32 %.134, %.139, !dbg !17
  br label %b4, !dbg !17

b4:                                               ; preds = %frag.wide.92, %frag.narrow.93, %b11
  %.141.pn = phi i32 [ %.300, %b11 ], [ %.96, %frag.wide.92 ], [ %.118, %frag.narrow.93 ]
  %.142.pn = phi i32 [ %.326, %b11 ], [ %.97, %frag.wide.92 ], [ %.140, %frag.narrow.93 ]
  %t21 = and i32 %.17, 4, !dbg !18
  %t22.not = icmp eq i32 %t21, 0, !dbg !19
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t6, !dbg !20
  %.241 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.242 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.241), !dbg !14
  %.245 = and i32 %.242, 15, !dbg !14
  %.246 = zext i32 %.245 to i64, !dbg !14
  %4 = lshr i32 %.242, 2, !dbg !14
  %5 = and i32 %4, 1073741820, !dbg !14
  %.247 = zext i32 %5 to i64, !dbg !14
  br i1 %t22.not, label %b10, label %b5, !dbg !19

b5:                                               ; preds = %b4
  %.152 = mul i64 %.246, %a15, !dbg !20
  %.153 = add i64 %.152, %.247, !dbg !20
  %.156 = add i64 %.153, 1, !dbg !20
  %.159 = add i64 %.153, 2, !dbg !20
  %.162 = add i64 %.153, 3, !dbg !20
  br label %b6, !dbg !20

b6:                                               ; preds = %b10, %b5
  %.153.pn = phi i64 [ %.153, %b5 ], [ %.249, %b10 ]
  %.156.pn = phi i64 [ %.156, %b5 ], [ %.253, %b10 ]
  %.159.pn = phi i64 [ %.159, %b5 ], [ %.257, %b10 ]
  %.162.pn = phi i64 [ %.162, %b5 ], [ %.261, %b10 ]
  %.164.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.162.pn, !dbg !14
  %.164.pn = load i32, ptr addrspace(1) %.164.pn.in, align 4, !dbg !14, !amdgpu.noclobber !6
  %.161.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.159.pn, !dbg !14
  %.161.pn = load i32, ptr addrspace(1) %.161.pn.in, align 4, !dbg !14, !amdgpu.noclobber !6
  %.158.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.156.pn, !dbg !14
  %.158.pn = load i32, ptr addrspace(1) %.158.pn.in, align 4, !dbg !14, !amdgpu.noclobber !6
  %.155.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.153.pn, !dbg !14
  %.155.pn = load i32, ptr addrspace(1) %.155.pn.in, align 4, !dbg !14, !amdgpu.noclobber !6
  %.177 = insertelement <4 x i32> poison, i32 %.155.pn, i64 0, !dbg !21
  %.178 = insertelement <4 x i32> %.177, i32 %.158.pn, i64 1, !dbg !21
  %.179 = insertelement <4 x i32> %.178, i32 %.161.pn, i64 2, !dbg !21
  %.180 = insertelement <4 x i32> %.179, i32 %.164.pn, i64 3, !dbg !21
  %.181 = zext i32 %.50.pn to i64, !dbg !21
  %.182 = zext i32 %.76.pn to i64, !dbg !21
  %.183 = shl nuw i64 %.182, 32, !dbg !21
  %.184 = or i64 %.183, %.181, !dbg !21
  %.185 = zext i32 %.141.pn to i64, !dbg !21
  %.186 = zext i32 %.142.pn to i64, !dbg !21
  %.187 = shl nuw i64 %.186, 32, !dbg !21
  %.188 = or i64 %.187, %.185, !dbg !21
  %.189 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.184, i64 %.188, <4 x i32> %.180, i32 0, i32 0, i32 0), !dbg !21
  %.192 = extractelement <4 x i32> %.189, i64 2, !dbg !21
  %t27 = and i32 %.17, 8, !dbg !22
  %t28.not = icmp eq i32 %t27, 0, !dbg !23
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t6, !dbg !24
  %.218 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.219 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.218), !dbg !14
  %.222 = and i32 %.219, 15, !dbg !14
  %.223 = zext i32 %.222 to i64, !dbg !14
  %6 = lshr i32 %.219, 2, !dbg !14
  %7 = and i32 %6, 1073741820, !dbg !14
  %.224 = zext i32 %7 to i64, !dbg !14
  br i1 %t28.not, label %b9, label %b7, !dbg !23

b7:                                               ; preds = %b6
  %.205 = mul i64 %.223, %a15, !dbg !24
  %.206 = add i64 %.205, %.224, !dbg !24
  %.208 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.206, !dbg !24
  %8 = shufflevector <4 x i32> %.189, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !24
  store <2 x i32> %8, ptr addrspace(1) %.208, align 4, !dbg !24
  %.213 = add i64 %.206, 2, !dbg !24
  %.214 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.213, !dbg !24
  store i32 %.192, ptr addrspace(1) %.214, align 4, !dbg !24
  %.216 = add i64 %.206, 3, !dbg !24
  br label %b8, !dbg !24

b8:                                               ; preds = %b9, %b7
  %.239.sink = phi i64 [ %.239, %b9 ], [ %.216, %b7 ]
  %.193 = extractelement <4 x i32> %.189, i64 3, !dbg !21
  %.240 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.239.sink, !dbg !14
  store i32 %.193, ptr addrspace(1) %.240, align 4, !dbg !14
  ret void, !dbg !25

b9:                                               ; preds = %b6
  %.191 = extractelement <4 x i32> %.189, i64 1, !dbg !21
  %.190 = extractelement <4 x i32> %.189, i64 0, !dbg !21
  %.225 = mul i64 %.224, %a15, !dbg !26
  %.226 = add i64 %.225, %.223, !dbg !26
  %.228 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.226, !dbg !26
  store i32 %.190, ptr addrspace(1) %.228, align 4, !dbg !26
  %.231 = add i64 %.226, %a15, !dbg !26
  %.232 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.231, !dbg !26
  store i32 %.191, ptr addrspace(1) %.232, align 4, !dbg !26
  %.234 = shl i64 %a15, 1, !dbg !26
  %.235 = add i64 %.226, %.234, !dbg !26
  %.236 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.235, !dbg !26
  store i32 %.192, ptr addrspace(1) %.236, align 4, !dbg !26
  %.238 = mul i64 %a15, 3, !dbg !26
  %.239 = add i64 %.226, %.238, !dbg !26
  br label %b8, !dbg !26

b10:                                              ; preds = %b4
  %.248 = mul i64 %.247, %a15, !dbg !27
  %.249 = add i64 %.248, %.246, !dbg !27
  %.253 = add i64 %.249, %a15, !dbg !27
  %.256 = shl i64 %a15, 1, !dbg !27
  %.257 = add i64 %.249, %.256, !dbg !27
  %.260 = mul i64 %a15, 3, !dbg !27
  %.261 = add i64 %.249, %.260, !dbg !27
  br label %b6, !dbg !27

b11:                                              ; preds = %b2
  %.275 = mul i64 %.274, %a15, !dbg !28
  %.276 = add i64 %.275, %.273, !dbg !28
  %.277 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.276, !dbg !28
  %.278 = load i8, ptr addrspace(1) %.277, align 1, !dbg !28, !amdgpu.noclobber !6
  %.279 = zext i8 %.278 to i32, !dbg !28
  %.281 = add i64 %.276, %a15, !dbg !28
  %.282 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.281, !dbg !28
  %.283 = load i8, ptr addrspace(1) %.282, align 1, !dbg !28, !amdgpu.noclobber !6
  %.284 = zext i8 %.283 to i32, !dbg !28
  %.285 = shl nuw nsw i32 %.284, 8, !dbg !28
  %.286 = or i32 %.285, %.279, !dbg !28
  %.287 = shl i64 %a15, 1, !dbg !28
  %.288 = add i64 %.276, %.287, !dbg !28
  %.289 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.288, !dbg !28
  %.290 = load i8, ptr addrspace(1) %.289, align 1, !dbg !28, !amdgpu.noclobber !6
  %.291 = zext i8 %.290 to i32, !dbg !28
  %.292 = shl nuw nsw i32 %.291, 16, !dbg !28
  %.293 = or i32 %.286, %.292, !dbg !28
  %.294 = mul i64 %a15, 3, !dbg !28
  %.295 = add i64 %.276, %.294, !dbg !28
  %.296 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.295, !dbg !28
  %.297 = load i8, ptr addrspace(1) %.296, align 1, !dbg !28, !amdgpu.noclobber !6
  %.298 = zext i8 %.297 to i32, !dbg !28
  %.299 = shl nuw i32 %.298, 24, !dbg !28
  %.300 = or i32 %.293, %.299, !dbg !28
  %.301 = shl i64 %a15, 2, !dbg !28
  %.302 = add i64 %.276, %.301, !dbg !28
  %.303 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.302, !dbg !28
  %.304 = load i8, ptr addrspace(1) %.303, align 1, !dbg !28, !amdgpu.noclobber !6
  %.305 = zext i8 %.304 to i32, !dbg !28
  %.306 = mul i64 %a15, 5, !dbg !28
  %.307 = add i64 %.276, %.306, !dbg !28
  %.308 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.307, !dbg !28
  %.309 = load i8, ptr addrspace(1) %.308, align 1, !dbg !28, !amdgpu.noclobber !6
  %.310 = zext i8 %.309 to i32, !dbg !28
  %.311 = shl nuw nsw i32 %.310, 8, !dbg !28
  %.312 = or i32 %.311, %.305, !dbg !28
  %.313 = mul i64 %a15, 6, !dbg !28
  %.314 = add i64 %.276, %.313, !dbg !28
  %.315 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.314, !dbg !28
  %.316 = load i8, ptr addrspace(1) %.315, align 1, !dbg !28, !amdgpu.noclobber !6
  %.317 = zext i8 %.316 to i32, !dbg !28
  %.318 = shl nuw nsw i32 %.317, 16, !dbg !28
  %.319 = or i32 %.312, %.318, !dbg !28
  %.320 = mul i64 %a15, 7, !dbg !28
  %.321 = add i64 %.276, %.320, !dbg !28
  %.322 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.321, !dbg !28
  %.323 = load i8, ptr addrspace(1) %.322, align 1, !dbg !28, !amdgpu.noclobber !6
  %.324 = zext i8 %.323 to i32, !dbg !28
  %.325 = shl nuw i32 %.324, 24, !dbg !28
  %.326 = or i32 %.319, %.325, !dbg !28
  br label %b4, !dbg !28

b12:                                              ; preds = %entry
  %.336 = mul i64 %.334, %a15, !dbg !29
  %.337 = add i64 %.336, %.335, !dbg !29
  %.338 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.337, !dbg !29
  %.339 = ptrtoint ptr addrspace(1) %.338 to i64, !dbg !29
  %.340 = and i64 %.339, 3, !dbg !29
  %.341 = icmp eq i64 %.340, 0, !dbg !29
  br i1 %.341, label %frag.wide.342, label %frag.narrow.343, !dbg !29

frag.wide.342:                                    ; preds = %b12
  %.345 = load <2 x i32>, ptr addrspace(1) %.338, align 4, !dbg !29, !amdgpu.noclobber !6
  %.346 = extractelement <2 x i32> %.345, i64 0, !dbg !29
  %.347 = extractelement <2 x i32> %.345, i64 1, !dbg !29
  br label %b2, !dbg !29

frag.narrow.343:                                  ; preds = %b12
  %.349 = load i8, ptr addrspace(1) %.338, align 1, !dbg !29, !amdgpu.noclobber !6
  %.350 = zext i8 %.349 to i32, !dbg !29
  %.351 = add i64 %.337, 1, !dbg !29
  %.352 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.351, !dbg !29
  %.353 = load i8, ptr addrspace(1) %.352, align 1, !dbg !29, !amdgpu.noclobber !6
  %.354 = zext i8 %.353 to i32, !dbg !29
  %.355 = shl nuw nsw i32 %.354, 8, !dbg !29
  %.356 = or i32 %.355, %.350, !dbg !29
  %.357 = add i64 %.337, 2, !dbg !29
  %.358 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.357, !dbg !29
  %.359 = load i8, ptr addrspace(1) %.358, align 1, !dbg !29, !amdgpu.noclobber !6
  %.360 = zext i8 %.359 to i32, !dbg !29
  %.361 = shl nuw nsw i32 %.360, 16, !dbg !29
  %.362 = or i32 %.356, %.361, !dbg !29
  %.363 = add i64 %.337, 3, !dbg !29
  %.364 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.363, !dbg !29
  %.365 = load i8, ptr addrspace(1) %.364, align 1, !dbg !29, !amdgpu.noclobber !6
  %.366 = zext i8 %.365 to i32, !dbg !29
  %.367 = shl nuw i32 %.366, 24, !dbg !29
  %.368 = or i32 %.362, %.367, !dbg !29
  %.369 = add i64 %.337, 4, !dbg !29
  %.370 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.369, !dbg !29
  %.371 = load i8, ptr addrspace(1) %.370, align 1, !dbg !29, !amdgpu.noclobber !6
  %.372 = zext i8 %.371 to i32, !dbg !29
  %.373 = add i64 %.337, 5, !dbg !29
  %.374 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.373, !dbg !29
  %.375 = load i8, ptr addrspace(1) %.374, align 1, !dbg !29, !amdgpu.noclobber !6
  %.376 = zext i8 %.375 to i32, !dbg !29
  %.377 = shl nuw nsw i32 %.376, 8, !dbg !29
  %.378 = or i32 %.377, %.372, !dbg !29
  %.379 = add i64 %.337, 6, !dbg !29
  %.380 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.379, !dbg !29
  %.381 = load i8, ptr addrspace(1) %.380, align 1, !dbg !29, !amdgpu.noclobber !6
  %.382 = zext i8 %.381 to i32, !dbg !29
  %.383 = shl nuw nsw i32 %.382, 16, !dbg !29
  %.384 = or i32 %.378, %.383, !dbg !29
  %.385 = add i64 %.337, 7, !dbg !29
  %.386 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.385, !dbg !29
  %.387 = load i8, ptr addrspace(1) %.386, align 1, !dbg !29, !amdgpu.noclobber !6
  %.388 = zext i8 %.387 to i32, !dbg !29
  %.389 = shl nuw i32 %.388, 24, !dbg !29
  %.390 = or i32 %.384, %.389, !dbg !29
  br label %b2, !dbg !29
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eLayoutsS8U8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #0 !dbg !30 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !31
  %t1 = sext i32 %.16 to i64, !dbg !31
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !32
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !32, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !33
  %t6 = mul i64 %t5, %a15, !dbg !34
  %t11 = and i32 %.17, 1, !dbg !35
  %t12.not = icmp eq i32 %t11, 0, !dbg !36
  %t13 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t6, !dbg !37
  %.344 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.345 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.344), !dbg !38
  %.348 = and i32 %.345, 15, !dbg !38
  %.349 = zext i32 %.348 to i64, !dbg !38
  %0 = lshr i32 %.345, 1, !dbg !38
  %1 = and i32 %0, 2147483640, !dbg !38
  %.350 = zext i32 %1 to i64, !dbg !38
  br i1 %t12.not, label %b12, label %b1, !dbg !36

b1:                                               ; preds = %entry
  %.25 = mul i64 %.350, %a15, !dbg !37
  %.26 = add i64 %.25, %.349, !dbg !37
  %.27 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.26, !dbg !37
  %.28 = load i8, ptr addrspace(1) %.27, align 1, !dbg !37, !amdgpu.noclobber !6
  %.29 = zext i8 %.28 to i32, !dbg !37
  %.31 = add i64 %.26, %a15, !dbg !37
  %.32 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.31, !dbg !37
  %.33 = load i8, ptr addrspace(1) %.32, align 1, !dbg !37, !amdgpu.noclobber !6
  %.34 = zext i8 %.33 to i32, !dbg !37
  %.35 = shl nuw nsw i32 %.34, 8, !dbg !37
  %.36 = or i32 %.35, %.29, !dbg !37
  %.37 = shl i64 %a15, 1, !dbg !37
  %.38 = add i64 %.26, %.37, !dbg !37
  %.39 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.38, !dbg !37
  %.40 = load i8, ptr addrspace(1) %.39, align 1, !dbg !37, !amdgpu.noclobber !6
  %.41 = zext i8 %.40 to i32, !dbg !37
  %.42 = shl nuw nsw i32 %.41, 16, !dbg !37
  %.43 = or i32 %.36, %.42, !dbg !37
  %.44 = mul i64 %a15, 3, !dbg !37
  %.45 = add i64 %.26, %.44, !dbg !37
  %.46 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.45, !dbg !37
  %.47 = load i8, ptr addrspace(1) %.46, align 1, !dbg !37, !amdgpu.noclobber !6
  %.48 = zext i8 %.47 to i32, !dbg !37
  %.49 = shl nuw i32 %.48, 24, !dbg !37
  %.50 = or i32 %.43, %.49, !dbg !37
  %.51 = shl i64 %a15, 2, !dbg !37
  %.52 = add i64 %.26, %.51, !dbg !37
  %.53 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.52, !dbg !37
  %.54 = load i8, ptr addrspace(1) %.53, align 1, !dbg !37, !amdgpu.noclobber !6
  %.55 = zext i8 %.54 to i32, !dbg !37
  %.56 = mul i64 %a15, 5, !dbg !37
  %.57 = add i64 %.26, %.56, !dbg !37
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.57, !dbg !37
  %.59 = load i8, ptr addrspace(1) %.58, align 1, !dbg !37, !amdgpu.noclobber !6
  %.60 = zext i8 %.59 to i32, !dbg !37
  %.61 = shl nuw nsw i32 %.60, 8, !dbg !37
  %.62 = or i32 %.61, %.55, !dbg !37
  %.63 = mul i64 %a15, 6, !dbg !37
  %.64 = add i64 %.26, %.63, !dbg !37
  %.65 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.64, !dbg !37
  %.66 = load i8, ptr addrspace(1) %.65, align 1, !dbg !37, !amdgpu.noclobber !6
  %.67 = zext i8 %.66 to i32, !dbg !37
  %.68 = shl nuw nsw i32 %.67, 16, !dbg !37
  %.69 = or i32 %.62, %.68, !dbg !37
  %.70 = mul i64 %a15, 7, !dbg !37
  %.71 = add i64 %.26, %.70, !dbg !37
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.71, !dbg !37
  %.73 = load i8, ptr addrspace(1) %.72, align 1, !dbg !37, !amdgpu.noclobber !6
  %.74 = zext i8 %.73 to i32, !dbg !37
  %.75 = shl nuw i32 %.74, 24, !dbg !37
  %.76 = or i32 %.69, %.75, !dbg !37
  br label %b2, !dbg !37

b2:                                               ; preds = %frag.wide.357, %frag.narrow.358, %b1
  %.50.pn = phi i32 [ %.50, %b1 ], [ %.361, %frag.wide.357 ], [ %.383, %frag.narrow.358 ]
  %.76.pn = phi i32 [ %.76, %b1 ], [ %.362, %frag.wide.357 ], [ %.405, %frag.narrow.358 ]
  %t16 = and i32 %.17, 2, !dbg !39
  %t17.not = icmp eq i32 %t16, 0, !dbg !40
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t6, !dbg !41
  %.283 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.284 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.283), !dbg !38
  %.287 = and i32 %.284, 15, !dbg !38
  %.288 = zext i32 %.287 to i64, !dbg !38
  %2 = lshr i32 %.284, 1, !dbg !38
  %3 = and i32 %2, 2147483640, !dbg !38
  %.289 = zext i32 %3 to i64, !dbg !38
  br i1 %t17.not, label %b11, label %b3, !dbg !40

b3:                                               ; preds = %b2
  %.86 = mul i64 %.288, %a15, !dbg !41
  %.87 = add i64 %.86, %.289, !dbg !41
  %.88 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.87, !dbg !41
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !41
  %.90 = and i64 %.89, 3, !dbg !41
  %.91 = icmp eq i64 %.90, 0, !dbg !41
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !41

frag.wide.92:                                     ; preds = %b3
  %.95 = load <2 x i32>, ptr addrspace(1) %.88, align 4, !dbg !41, !amdgpu.noclobber !6
  %.96 = extractelement <2 x i32> %.95, i64 0, !dbg !41
  %.97 = extractelement <2 x i32> %.95, i64 1, !dbg !41
  br label %b4, !dbg !41

frag.narrow.93:                                   ; preds = %b3
  %.99 = load i8, ptr addrspace(1) %.88, align 1, !dbg !41, !amdgpu.noclobber !6
  %.100 = zext i8 %.99 to i32, !dbg !41
  %.101 = add i64 %.87, 1, !dbg !41
  %.102 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.101, !dbg !41
  %.103 = load i8, ptr addrspace(1) %.102, align 1, !dbg !41, !amdgpu.noclobber !6
  %.104 = zext i8 %.103 to i32, !dbg !41
  %.105 = shl nuw nsw i32 %.104, 8, !dbg !41
  %.106 = or i32 %.105, %.100, !dbg !41
  %.107 = add i64 %.87, 2, !dbg !41
  %.108 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.107, !dbg !41
  %.109 = load i8, ptr addrspace(1) %.108, align 1, !dbg !41, !amdgpu.noclobber !6
  %.110 = zext i8 %.109 to i32, !dbg !41
  %.111 = shl nuw nsw i32 %.110, 16, !dbg !41
  %.112 = or i32 %.106, %.111, !dbg !41
  %.113 = add i64 %.87, 3, !dbg !41
  %.114 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.113, !dbg !41
  %.115 = load i8, ptr addrspace(1) %.114, align 1, !dbg !41, !amdgpu.noclobber !6
  %.116 = zext i8 %.115 to i32, !dbg !41
  %.117 = shl nuw i32 %.116, 24, !dbg !41
  %.118 = or i32 %.112, %.117, !dbg !41
  %.119 = add i64 %.87, 4, !dbg !41
  %.120 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.119, !dbg !41
  %.121 = load i8, ptr addrspace(1) %.120, align 1, !dbg !41, !amdgpu.noclobber !6
  %.122 = zext i8 %.121 to i32, !dbg !41
  %.123 = add i64 %.87, 5, !dbg !41
  %.124 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.123, !dbg !41
  %.125 = load i8, ptr addrspace(1) %.124, align 1, !dbg !41, !amdgpu.noclobber !6
  %.126 = zext i8 %.125 to i32, !dbg !41
  %.127 = shl nuw nsw i32 %.126, 8, !dbg !41
  %.128 = or i32 %.127, %.122, !dbg !41
  %.129 = add i64 %.87, 6, !dbg !41
  %.130 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.129, !dbg !41
  %.131 = load i8, ptr addrspace(1) %.130, align 1, !dbg !41, !amdgpu.noclobber !6
  %.132 = zext i8 %.131 to i32, !dbg !41
  %.133 = shl nuw nsw i32 %.132, 16, !dbg !41
  %.134 = or i32 %.128, %.133, !dbg !41
  %.135 = add i64 %.87, 7, !dbg !41
  %.136 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.135, !dbg !41
  %.137 = load i8, ptr addrspace(1) %.136, align 1, !dbg !41, !amdgpu.noclobber !6
  %.138 = zext i8 %.137 to i32, !dbg !41
  %.139 = shl nuw i32 %.138, 24, !dbg !41
  %.140 = or i32 %.134, %.139, !dbg !41
  br label %b4, !dbg !41

b4:                                               ; preds = %frag.wide.92, %frag.narrow.93, %b11
  %.141.pn = phi i32 [ %.315, %b11 ], [ %.96, %frag.wide.92 ], [ %.118, %frag.narrow.93 ]
  %.142.pn = phi i32 [ %.341, %b11 ], [ %.97, %frag.wide.92 ], [ %.140, %frag.narrow.93 ]
  %t21 = and i32 %.17, 4, !dbg !42
  %t22.not = icmp eq i32 %t21, 0, !dbg !43
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t6, !dbg !44
  %.256 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.257 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.256), !dbg !38
  %.260 = and i32 %.257, 15, !dbg !38
  %.261 = zext i32 %.260 to i64, !dbg !38
  %4 = lshr i32 %.257, 2, !dbg !38
  %5 = and i32 %4, 1073741820, !dbg !38
  %.262 = zext i32 %5 to i64, !dbg !38
  br i1 %t22.not, label %b10, label %b5, !dbg !43

b5:                                               ; preds = %b4
  %.152 = mul i64 %.261, %a15, !dbg !44
  %.153 = add i64 %.152, %.262, !dbg !44
  %.156 = add i64 %.153, 1, !dbg !44
  %.159 = add i64 %.153, 2, !dbg !44
  %.162 = add i64 %.153, 3, !dbg !44
  br label %b6, !dbg !44

b6:                                               ; preds = %b10, %b5
  %.153.pn = phi i64 [ %.153, %b5 ], [ %.264, %b10 ]
  %.156.pn = phi i64 [ %.156, %b5 ], [ %.268, %b10 ]
  %.159.pn = phi i64 [ %.159, %b5 ], [ %.272, %b10 ]
  %.162.pn = phi i64 [ %.162, %b5 ], [ %.276, %b10 ]
  %.164.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.162.pn, !dbg !38
  %.164.pn = load i32, ptr addrspace(1) %.164.pn.in, align 4, !dbg !38, !amdgpu.noclobber !6
  %.161.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.159.pn, !dbg !38
  %.161.pn = load i32, ptr addrspace(1) %.161.pn.in, align 4, !dbg !38, !amdgpu.noclobber !6
  %.158.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.156.pn, !dbg !38
  %.158.pn = load i32, ptr addrspace(1) %.158.pn.in, align 4, !dbg !38, !amdgpu.noclobber !6
  %.155.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.153.pn, !dbg !38
  %.155.pn = load i32, ptr addrspace(1) %.155.pn.in, align 4, !dbg !38, !amdgpu.noclobber !6
  %.177 = insertelement <4 x i32> poison, i32 %.155.pn, i64 0, !dbg !45
  %.178 = insertelement <4 x i32> %.177, i32 %.158.pn, i64 1, !dbg !45
  %.179 = insertelement <4 x i32> %.178, i32 %.161.pn, i64 2, !dbg !45
  %.180 = insertelement <4 x i32> %.179, i32 %.164.pn, i64 3, !dbg !45
  %.181 = zext i32 %.50.pn to i64, !dbg !45
  %.182 = zext i32 %.76.pn to i64, !dbg !45
  %.183 = shl nuw i64 %.182, 32, !dbg !45
  %.184 = or i64 %.183, %.181, !dbg !45
  %.185 = zext i32 %.141.pn to i64, !dbg !45
  %.186 = zext i32 %.142.pn to i64, !dbg !45
  %.187 = shl nuw i64 %.186, 32, !dbg !45
  %.188 = or i64 %.187, %.185, !dbg !45
  %.189 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.184, i64 %.188, <4 x i32> %.180, i32 0, i32 0, i32 0), !dbg !45
  %.190 = lshr i32 %.141.pn, 7, !dbg !45
  %.191 = and i32 %.190, 16843009, !dbg !45
  %.192 = lshr i32 %.142.pn, 7, !dbg !45
  %.193 = and i32 %.192, 16843009, !dbg !45
  %.198 = zext i32 %.191 to i64, !dbg !45
  %.199 = zext i32 %.193 to i64, !dbg !45
  %.200 = shl nuw nsw i64 %.199, 32, !dbg !45
  %.201 = or i64 %.200, %.198, !dbg !45
  %.202 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.184, i64 %.201, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !45
  %.203 = shl <4 x i32> %.202, <i32 8, i32 8, i32 8, i32 8>, !dbg !45
  %.204 = add <4 x i32> %.203, %.189, !dbg !45
  %.207 = extractelement <4 x i32> %.204, i64 2, !dbg !45
  %t27 = and i32 %.17, 8, !dbg !46
  %t28.not = icmp eq i32 %t27, 0, !dbg !47
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t6, !dbg !48
  %.233 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.234 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.233), !dbg !38
  %.237 = and i32 %.234, 15, !dbg !38
  %.238 = zext i32 %.237 to i64, !dbg !38
  %6 = lshr i32 %.234, 2, !dbg !38
  %7 = and i32 %6, 1073741820, !dbg !38
  %.239 = zext i32 %7 to i64, !dbg !38
  br i1 %t28.not, label %b9, label %b7, !dbg !47

b7:                                               ; preds = %b6
  %.220 = mul i64 %.238, %a15, !dbg !48
  %.221 = add i64 %.220, %.239, !dbg !48
  %.223 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.221, !dbg !48
  %8 = shufflevector <4 x i32> %.204, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !48
  store <2 x i32> %8, ptr addrspace(1) %.223, align 4, !dbg !48
  %.228 = add i64 %.221, 2, !dbg !48
  %.229 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.228, !dbg !48
  store i32 %.207, ptr addrspace(1) %.229, align 4, !dbg !48
  %.231 = add i64 %.221, 3, !dbg !48
  br label %b8, !dbg !48

b8:                                               ; preds = %b9, %b7
  %.254.sink = phi i64 [ %.254, %b9 ], [ %.231, %b7 ]
  %.208 = extractelement <4 x i32> %.204, i64 3, !dbg !45
  %.255 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.254.sink, !dbg !38
  store i32 %.208, ptr addrspace(1) %.255, align 4, !dbg !38
  ret void, !dbg !49

b9:                                               ; preds = %b6
  %.206 = extractelement <4 x i32> %.204, i64 1, !dbg !45
  %.205 = extractelement <4 x i32> %.204, i64 0, !dbg !45
  %.240 = mul i64 %.239, %a15, !dbg !50
  %.241 = add i64 %.240, %.238, !dbg !50
  %.243 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.241, !dbg !50
  store i32 %.205, ptr addrspace(1) %.243, align 4, !dbg !50
  %.246 = add i64 %.241, %a15, !dbg !50
  %.247 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.246, !dbg !50
  store i32 %.206, ptr addrspace(1) %.247, align 4, !dbg !50
  %.249 = shl i64 %a15, 1, !dbg !50
  %.250 = add i64 %.241, %.249, !dbg !50
  %.251 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.250, !dbg !50
  store i32 %.207, ptr addrspace(1) %.251, align 4, !dbg !50
  %.253 = mul i64 %a15, 3, !dbg !50
  %.254 = add i64 %.241, %.253, !dbg !50
  br label %b8, !dbg !50

b10:                                              ; preds = %b4
  %.263 = mul i64 %.262, %a15, !dbg !51
  %.264 = add i64 %.263, %.261, !dbg !51
  %.268 = add i64 %.264, %a15, !dbg !51
  %.271 = shl i64 %a15, 1, !dbg !51
  %.272 = add i64 %.264, %.271, !dbg !51
  %.275 = mul i64 %a15, 3, !dbg !51
  %.276 = add i64 %.264, %.275, !dbg !51
  br label %b6, !dbg !51

b11:                                              ; preds = %b2
  %.290 = mul i64 %.289, %a15, !dbg !52
  %.291 = add i64 %.290, %.288, !dbg !52
  %.292 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.291, !dbg !52
  %.293 = load i8, ptr addrspace(1) %.292, align 1, !dbg !52, !amdgpu.noclobber !6
  %.294 = zext i8 %.293 to i32, !dbg !52
  %.296 = add i64 %.291, %a15, !dbg !52
  %.297 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.296, !dbg !52
  %.298 = load i8, ptr addrspace(1) %.297, align 1, !dbg !52, !amdgpu.noclobber !6
  %.299 = zext i8 %.298 to i32, !dbg !52
  %.300 = shl nuw nsw i32 %.299, 8, !dbg !52
  %.301 = or i32 %.300, %.294, !dbg !52
  %.302 = shl i64 %a15, 1, !dbg !52
  %.303 = add i64 %.291, %.302, !dbg !52
  %.304 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.303, !dbg !52
  %.305 = load i8, ptr addrspace(1) %.304, align 1, !dbg !52, !amdgpu.noclobber !6
  %.306 = zext i8 %.305 to i32, !dbg !52
  %.307 = shl nuw nsw i32 %.306, 16, !dbg !52
  %.308 = or i32 %.301, %.307, !dbg !52
  %.309 = mul i64 %a15, 3, !dbg !52
  %.310 = add i64 %.291, %.309, !dbg !52
  %.311 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.310, !dbg !52
  %.312 = load i8, ptr addrspace(1) %.311, align 1, !dbg !52, !amdgpu.noclobber !6
  %.313 = zext i8 %.312 to i32, !dbg !52
  %.314 = shl nuw i32 %.313, 24, !dbg !52
  %.315 = or i32 %.308, %.314, !dbg !52
  %.316 = shl i64 %a15, 2, !dbg !52
  %.317 = add i64 %.291, %.316, !dbg !52
  %.318 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.317, !dbg !52
  %.319 = load i8, ptr addrspace(1) %.318, align 1, !dbg !52, !amdgpu.noclobber !6
  %.320 = zext i8 %.319 to i32, !dbg !52
  %.321 = mul i64 %a15, 5, !dbg !52
  %.322 = add i64 %.291, %.321, !dbg !52
  %.323 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.322, !dbg !52
  %.324 = load i8, ptr addrspace(1) %.323, align 1, !dbg !52, !amdgpu.noclobber !6
  %.325 = zext i8 %.324 to i32, !dbg !52
  %.326 = shl nuw nsw i32 %.325, 8, !dbg !52
  %.327 = or i32 %.326, %.320, !dbg !52
  %.328 = mul i64 %a15, 6, !dbg !52
  %.329 = add i64 %.291, %.328, !dbg !52
  %.330 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.329, !dbg !52
  %.331 = load i8, ptr addrspace(1) %.330, align 1, !dbg !52, !amdgpu.noclobber !6
  %.332 = zext i8 %.331 to i32, !dbg !52
  %.333 = shl nuw nsw i32 %.332, 16, !dbg !52
  %.334 = or i32 %.327, %.333, !dbg !52
  %.335 = mul i64 %a15, 7, !dbg !52
  %.336 = add i64 %.291, %.335, !dbg !52
  %.337 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.336, !dbg !52
  %.338 = load i8, ptr addrspace(1) %.337, align 1, !dbg !52, !amdgpu.noclobber !6
  %.339 = zext i8 %.338 to i32, !dbg !52
  %.340 = shl nuw i32 %.339, 24, !dbg !52
  %.341 = or i32 %.334, %.340, !dbg !52
  br label %b4, !dbg !52

b12:                                              ; preds = %entry
  %.351 = mul i64 %.349, %a15, !dbg !53
  %.352 = add i64 %.351, %.350, !dbg !53
  %.353 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.352, !dbg !53
  %.354 = ptrtoint ptr addrspace(1) %.353 to i64, !dbg !53
  %.355 = and i64 %.354, 3, !dbg !53
  %.356 = icmp eq i64 %.355, 0, !dbg !53
  br i1 %.356, label %frag.wide.357, label %frag.narrow.358, !dbg !53

frag.wide.357:                                    ; preds = %b12
  %.360 = load <2 x i32>, ptr addrspace(1) %.353, align 4, !dbg !53, !amdgpu.noclobber !6
  %.361 = extractelement <2 x i32> %.360, i64 0, !dbg !53
  %.362 = extractelement <2 x i32> %.360, i64 1, !dbg !53
  br label %b2, !dbg !53

frag.narrow.358:                                  ; preds = %b12
  %.364 = load i8, ptr addrspace(1) %.353, align 1, !dbg !53, !amdgpu.noclobber !6
  %.365 = zext i8 %.364 to i32, !dbg !53
  %.366 = add i64 %.352, 1, !dbg !53
  %.367 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.366, !dbg !53
  %.368 = load i8, ptr addrspace(1) %.367, align 1, !dbg !53, !amdgpu.noclobber !6
  %.369 = zext i8 %.368 to i32, !dbg !53
  %.370 = shl nuw nsw i32 %.369, 8, !dbg !53
  %.371 = or i32 %.370, %.365, !dbg !53
  %.372 = add i64 %.352, 2, !dbg !53
  %.373 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.372, !dbg !53
  %.374 = load i8, ptr addrspace(1) %.373, align 1, !dbg !53, !amdgpu.noclobber !6
  %.375 = zext i8 %.374 to i32, !dbg !53
  %.376 = shl nuw nsw i32 %.375, 16, !dbg !53
  %.377 = or i32 %.371, %.376, !dbg !53
  %.378 = add i64 %.352, 3, !dbg !53
  %.379 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.378, !dbg !53
  %.380 = load i8, ptr addrspace(1) %.379, align 1, !dbg !53, !amdgpu.noclobber !6
  %.381 = zext i8 %.380 to i32, !dbg !53
  %.382 = shl nuw i32 %.381, 24, !dbg !53
  %.383 = or i32 %.377, %.382, !dbg !53
  %.384 = add i64 %.352, 4, !dbg !53
  %.385 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.384, !dbg !53
  %.386 = load i8, ptr addrspace(1) %.385, align 1, !dbg !53, !amdgpu.noclobber !6
  %.387 = zext i8 %.386 to i32, !dbg !53
  %.388 = add i64 %.352, 5, !dbg !53
  %.389 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.388, !dbg !53
  %.390 = load i8, ptr addrspace(1) %.389, align 1, !dbg !53, !amdgpu.noclobber !6
  %.391 = zext i8 %.390 to i32, !dbg !53
  %.392 = shl nuw nsw i32 %.391, 8, !dbg !53
  %.393 = or i32 %.392, %.387, !dbg !53
  %.394 = add i64 %.352, 6, !dbg !53
  %.395 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.394, !dbg !53
  %.396 = load i8, ptr addrspace(1) %.395, align 1, !dbg !53, !amdgpu.noclobber !6
  %.397 = zext i8 %.396 to i32, !dbg !53
  %.398 = shl nuw nsw i32 %.397, 16, !dbg !53
  %.399 = or i32 %.393, %.398, !dbg !53
  %.400 = add i64 %.352, 7, !dbg !53
  %.401 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.400, !dbg !53
  %.402 = load i8, ptr addrspace(1) %.401, align 1, !dbg !53, !amdgpu.noclobber !6
  %.403 = zext i8 %.402 to i32, !dbg !53
  %.404 = shl nuw i32 %.403, 24, !dbg !53
  %.405 = or i32 %.399, %.404, !dbg !53
  br label %b2, !dbg !53
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eLayoutsU8S8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #0 !dbg !54 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !55
  %t1 = sext i32 %.16 to i64, !dbg !55
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !56
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !56, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !57
  %t6 = mul i64 %t5, %a15, !dbg !58
  %t11 = and i32 %.17, 1, !dbg !59
  %t12.not = icmp eq i32 %t11, 0, !dbg !60
  %t13 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t6, !dbg !61
  %.344 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.345 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.344), !dbg !62
  %.348 = and i32 %.345, 15, !dbg !62
  %.349 = zext i32 %.348 to i64, !dbg !62
  %0 = lshr i32 %.345, 1, !dbg !62
  %1 = and i32 %0, 2147483640, !dbg !62
  %.350 = zext i32 %1 to i64, !dbg !62
  br i1 %t12.not, label %b12, label %b1, !dbg !60

b1:                                               ; preds = %entry
  %.25 = mul i64 %.350, %a15, !dbg !61
  %.26 = add i64 %.25, %.349, !dbg !61
  %.27 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.26, !dbg !61
  %.28 = load i8, ptr addrspace(1) %.27, align 1, !dbg !61, !amdgpu.noclobber !6
  %.29 = zext i8 %.28 to i32, !dbg !61
  %.31 = add i64 %.26, %a15, !dbg !61
  %.32 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.31, !dbg !61
  %.33 = load i8, ptr addrspace(1) %.32, align 1, !dbg !61, !amdgpu.noclobber !6
  %.34 = zext i8 %.33 to i32, !dbg !61
  %.35 = shl nuw nsw i32 %.34, 8, !dbg !61
  %.36 = or i32 %.35, %.29, !dbg !61
  %.37 = shl i64 %a15, 1, !dbg !61
  %.38 = add i64 %.26, %.37, !dbg !61
  %.39 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.38, !dbg !61
  %.40 = load i8, ptr addrspace(1) %.39, align 1, !dbg !61, !amdgpu.noclobber !6
  %.41 = zext i8 %.40 to i32, !dbg !61
  %.42 = shl nuw nsw i32 %.41, 16, !dbg !61
  %.43 = or i32 %.36, %.42, !dbg !61
  %.44 = mul i64 %a15, 3, !dbg !61
  %.45 = add i64 %.26, %.44, !dbg !61
  %.46 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.45, !dbg !61
  %.47 = load i8, ptr addrspace(1) %.46, align 1, !dbg !61, !amdgpu.noclobber !6
  %.48 = zext i8 %.47 to i32, !dbg !61
  %.49 = shl nuw i32 %.48, 24, !dbg !61
  %.50 = or i32 %.43, %.49, !dbg !61
  %.51 = shl i64 %a15, 2, !dbg !61
  %.52 = add i64 %.26, %.51, !dbg !61
  %.53 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.52, !dbg !61
  %.54 = load i8, ptr addrspace(1) %.53, align 1, !dbg !61, !amdgpu.noclobber !6
  %.55 = zext i8 %.54 to i32, !dbg !61
  %.56 = mul i64 %a15, 5, !dbg !61
  %.57 = add i64 %.26, %.56, !dbg !61
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.57, !dbg !61
  %.59 = load i8, ptr addrspace(1) %.58, align 1, !dbg !61, !amdgpu.noclobber !6
  %.60 = zext i8 %.59 to i32, !dbg !61
  %.61 = shl nuw nsw i32 %.60, 8, !dbg !61
  %.62 = or i32 %.61, %.55, !dbg !61
  %.63 = mul i64 %a15, 6, !dbg !61
  %.64 = add i64 %.26, %.63, !dbg !61
  %.65 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.64, !dbg !61
  %.66 = load i8, ptr addrspace(1) %.65, align 1, !dbg !61, !amdgpu.noclobber !6
  %.67 = zext i8 %.66 to i32, !dbg !61
  %.68 = shl nuw nsw i32 %.67, 16, !dbg !61
  %.69 = or i32 %.62, %.68, !dbg !61
  %.70 = mul i64 %a15, 7, !dbg !61
  %.71 = add i64 %.26, %.70, !dbg !61
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.71, !dbg !61
  %.73 = load i8, ptr addrspace(1) %.72, align 1, !dbg !61, !amdgpu.noclobber !6
  %.74 = zext i8 %.73 to i32, !dbg !61
  %.75 = shl nuw i32 %.74, 24, !dbg !61
  %.76 = or i32 %.69, %.75, !dbg !61
  br label %b2, !dbg !61

b2:                                               ; preds = %frag.wide.357, %frag.narrow.358, %b1
  %.50.pn = phi i32 [ %.50, %b1 ], [ %.361, %frag.wide.357 ], [ %.383, %frag.narrow.358 ]
  %.76.pn = phi i32 [ %.76, %b1 ], [ %.362, %frag.wide.357 ], [ %.405, %frag.narrow.358 ]
  %t16 = and i32 %.17, 2, !dbg !63
  %t17.not = icmp eq i32 %t16, 0, !dbg !64
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t6, !dbg !65
  %.283 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.284 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.283), !dbg !62
  %.287 = and i32 %.284, 15, !dbg !62
  %.288 = zext i32 %.287 to i64, !dbg !62
  %2 = lshr i32 %.284, 1, !dbg !62
  %3 = and i32 %2, 2147483640, !dbg !62
  %.289 = zext i32 %3 to i64, !dbg !62
  br i1 %t17.not, label %b11, label %b3, !dbg !64

b3:                                               ; preds = %b2
  %.86 = mul i64 %.288, %a15, !dbg !65
  %.87 = add i64 %.86, %.289, !dbg !65
  %.88 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.87, !dbg !65
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !65
  %.90 = and i64 %.89, 3, !dbg !65
  %.91 = icmp eq i64 %.90, 0, !dbg !65
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !65

frag.wide.92:                                     ; preds = %b3
  %.95 = load <2 x i32>, ptr addrspace(1) %.88, align 4, !dbg !65, !amdgpu.noclobber !6
  %.96 = extractelement <2 x i32> %.95, i64 0, !dbg !65
  %.97 = extractelement <2 x i32> %.95, i64 1, !dbg !65
  br label %b4, !dbg !65

frag.narrow.93:                                   ; preds = %b3
  %.99 = load i8, ptr addrspace(1) %.88, align 1, !dbg !65, !amdgpu.noclobber !6
  %.100 = zext i8 %.99 to i32, !dbg !65
  %.101 = add i64 %.87, 1, !dbg !65
  %.102 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.101, !dbg !65
  %.103 = load i8, ptr addrspace(1) %.102, align 1, !dbg !65, !amdgpu.noclobber !6
  %.104 = zext i8 %.103 to i32, !dbg !65
  %.105 = shl nuw nsw i32 %.104, 8, !dbg !65
  %.106 = or i32 %.105, %.100, !dbg !65
  %.107 = add i64 %.87, 2, !dbg !65
  %.108 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.107, !dbg !65
  %.109 = load i8, ptr addrspace(1) %.108, align 1, !dbg !65, !amdgpu.noclobber !6
  %.110 = zext i8 %.109 to i32, !dbg !65
  %.111 = shl nuw nsw i32 %.110, 16, !dbg !65
  %.112 = or i32 %.106, %.111, !dbg !65
  %.113 = add i64 %.87, 3, !dbg !65
  %.114 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.113, !dbg !65
  %.115 = load i8, ptr addrspace(1) %.114, align 1, !dbg !65, !amdgpu.noclobber !6
  %.116 = zext i8 %.115 to i32, !dbg !65
  %.117 = shl nuw i32 %.116, 24, !dbg !65
  %.118 = or i32 %.112, %.117, !dbg !65
  %.119 = add i64 %.87, 4, !dbg !65
  %.120 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.119, !dbg !65
  %.121 = load i8, ptr addrspace(1) %.120, align 1, !dbg !65, !amdgpu.noclobber !6
  %.122 = zext i8 %.121 to i32, !dbg !65
  %.123 = add i64 %.87, 5, !dbg !65
  %.124 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.123, !dbg !65
  %.125 = load i8, ptr addrspace(1) %.124, align 1, !dbg !65, !amdgpu.noclobber !6
  %.126 = zext i8 %.125 to i32, !dbg !65
  %.127 = shl nuw nsw i32 %.126, 8, !dbg !65
  %.128 = or i32 %.127, %.122, !dbg !65
  %.129 = add i64 %.87, 6, !dbg !65
  %.130 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.129, !dbg !65
  %.131 = load i8, ptr addrspace(1) %.130, align 1, !dbg !65, !amdgpu.noclobber !6
  %.132 = zext i8 %.131 to i32, !dbg !65
  %.133 = shl nuw nsw i32 %.132, 16, !dbg !65
  %.134 = or i32 %.128, %.133, !dbg !65
  %.135 = add i64 %.87, 7, !dbg !65
  %.136 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.135, !dbg !65
  %.137 = load i8, ptr addrspace(1) %.136, align 1, !dbg !65, !amdgpu.noclobber !6
  %.138 = zext i8 %.137 to i32, !dbg !65
  %.139 = shl nuw i32 %.138, 24, !dbg !65
  %.140 = or i32 %.134, %.139, !dbg !65
  br label %b4, !dbg !65

b4:                                               ; preds = %frag.wide.92, %frag.narrow.93, %b11
  %.141.pn = phi i32 [ %.315, %b11 ], [ %.96, %frag.wide.92 ], [ %.118, %frag.narrow.93 ]
  %.142.pn = phi i32 [ %.341, %b11 ], [ %.97, %frag.wide.92 ], [ %.140, %frag.narrow.93 ]
  %t21 = and i32 %.17, 4, !dbg !66
  %t22.not = icmp eq i32 %t21, 0, !dbg !67
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t6, !dbg !68
  %.256 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.257 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.256), !dbg !62
  %.260 = and i32 %.257, 15, !dbg !62
  %.261 = zext i32 %.260 to i64, !dbg !62
  %4 = lshr i32 %.257, 2, !dbg !62
  %5 = and i32 %4, 1073741820, !dbg !62
  %.262 = zext i32 %5 to i64, !dbg !62
  br i1 %t22.not, label %b10, label %b5, !dbg !67

b5:                                               ; preds = %b4
  %.152 = mul i64 %.261, %a15, !dbg !68
  %.153 = add i64 %.152, %.262, !dbg !68
  %.156 = add i64 %.153, 1, !dbg !68
  %.159 = add i64 %.153, 2, !dbg !68
  %.162 = add i64 %.153, 3, !dbg !68
  br label %b6, !dbg !68

b6:                                               ; preds = %b10, %b5
  %.153.pn = phi i64 [ %.153, %b5 ], [ %.264, %b10 ]
  %.156.pn = phi i64 [ %.156, %b5 ], [ %.268, %b10 ]
  %.159.pn = phi i64 [ %.159, %b5 ], [ %.272, %b10 ]
  %.162.pn = phi i64 [ %.162, %b5 ], [ %.276, %b10 ]
  %.164.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.162.pn, !dbg !62
  %.164.pn = load i32, ptr addrspace(1) %.164.pn.in, align 4, !dbg !62, !amdgpu.noclobber !6
  %.161.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.159.pn, !dbg !62
  %.161.pn = load i32, ptr addrspace(1) %.161.pn.in, align 4, !dbg !62, !amdgpu.noclobber !6
  %.158.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.156.pn, !dbg !62
  %.158.pn = load i32, ptr addrspace(1) %.158.pn.in, align 4, !dbg !62, !amdgpu.noclobber !6
  %.155.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.153.pn, !dbg !62
  %.155.pn = load i32, ptr addrspace(1) %.155.pn.in, align 4, !dbg !62, !amdgpu.noclobber !6
  %.177 = insertelement <4 x i32> poison, i32 %.155.pn, i64 0, !dbg !69
  %.178 = insertelement <4 x i32> %.177, i32 %.158.pn, i64 1, !dbg !69
  %.179 = insertelement <4 x i32> %.178, i32 %.161.pn, i64 2, !dbg !69
  %.180 = insertelement <4 x i32> %.179, i32 %.164.pn, i64 3, !dbg !69
  %.181 = zext i32 %.50.pn to i64, !dbg !69
  %.182 = zext i32 %.76.pn to i64, !dbg !69
  %.183 = shl nuw i64 %.182, 32, !dbg !69
  %.184 = or i64 %.183, %.181, !dbg !69
  %.185 = zext i32 %.141.pn to i64, !dbg !69
  %.186 = zext i32 %.142.pn to i64, !dbg !69
  %.187 = shl nuw i64 %.186, 32, !dbg !69
  %.188 = or i64 %.187, %.185, !dbg !69
  %.189 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.184, i64 %.188, <4 x i32> %.180, i32 0, i32 0, i32 0), !dbg !69
  %.190 = lshr i32 %.50.pn, 7, !dbg !69
  %.191 = and i32 %.190, 16843009, !dbg !69
  %.192 = lshr i32 %.76.pn, 7, !dbg !69
  %.193 = and i32 %.192, 16843009, !dbg !69
  %.194 = zext i32 %.191 to i64, !dbg !69
  %.195 = zext i32 %.193 to i64, !dbg !69
  %.196 = shl nuw nsw i64 %.195, 32, !dbg !69
  %.197 = or i64 %.196, %.194, !dbg !69
  %.202 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.197, i64 %.188, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !69
  %.203 = shl <4 x i32> %.202, <i32 8, i32 8, i32 8, i32 8>, !dbg !69
  %.204 = add <4 x i32> %.203, %.189, !dbg !69
  %.207 = extractelement <4 x i32> %.204, i64 2, !dbg !69
  %t27 = and i32 %.17, 8, !dbg !70
  %t28.not = icmp eq i32 %t27, 0, !dbg !71
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t6, !dbg !72
  %.233 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.234 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.233), !dbg !62
  %.237 = and i32 %.234, 15, !dbg !62
  %.238 = zext i32 %.237 to i64, !dbg !62
  %6 = lshr i32 %.234, 2, !dbg !62
  %7 = and i32 %6, 1073741820, !dbg !62
  %.239 = zext i32 %7 to i64, !dbg !62
  br i1 %t28.not, label %b9, label %b7, !dbg !71

b7:                                               ; preds = %b6
  %.220 = mul i64 %.238, %a15, !dbg !72
  %.221 = add i64 %.220, %.239, !dbg !72
  %.223 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.221, !dbg !72
  %8 = shufflevector <4 x i32> %.204, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !72
  store <2 x i32> %8, ptr addrspace(1) %.223, align 4, !dbg !72
  %.228 = add i64 %.221, 2, !dbg !72
  %.229 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.228, !dbg !72
  store i32 %.207, ptr addrspace(1) %.229, align 4, !dbg !72
  %.231 = add i64 %.221, 3, !dbg !72
  br label %b8, !dbg !72

b8:                                               ; preds = %b9, %b7
  %.254.sink = phi i64 [ %.254, %b9 ], [ %.231, %b7 ]
  %.208 = extractelement <4 x i32> %.204, i64 3, !dbg !69
  %.255 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.254.sink, !dbg !62
  store i32 %.208, ptr addrspace(1) %.255, align 4, !dbg !62
  ret void, !dbg !73

b9:                                               ; preds = %b6
  %.206 = extractelement <4 x i32> %.204, i64 1, !dbg !69
  %.205 = extractelement <4 x i32> %.204, i64 0, !dbg !69
  %.240 = mul i64 %.239, %a15, !dbg !74
  %.241 = add i64 %.240, %.238, !dbg !74
  %.243 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.241, !dbg !74
  store i32 %.205, ptr addrspace(1) %.243, align 4, !dbg !74
  %.246 = add i64 %.241, %a15, !dbg !74
  %.247 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.246, !dbg !74
  store i32 %.206, ptr addrspace(1) %.247, align 4, !dbg !74
  %.249 = shl i64 %a15, 1, !dbg !74
  %.250 = add i64 %.241, %.249, !dbg !74
  %.251 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.250, !dbg !74
  store i32 %.207, ptr addrspace(1) %.251, align 4, !dbg !74
  %.253 = mul i64 %a15, 3, !dbg !74
  %.254 = add i64 %.241, %.253, !dbg !74
  br label %b8, !dbg !74

b10:                                              ; preds = %b4
  %.263 = mul i64 %.262, %a15, !dbg !75
  %.264 = add i64 %.263, %.261, !dbg !75
  %.268 = add i64 %.264, %a15, !dbg !75
  %.271 = shl i64 %a15, 1, !dbg !75
  %.272 = add i64 %.264, %.271, !dbg !75
  %.275 = mul i64 %a15, 3, !dbg !75
  %.276 = add i64 %.264, %.275, !dbg !75
  br label %b6, !dbg !75

b11:                                              ; preds = %b2
  %.290 = mul i64 %.289, %a15, !dbg !76
  %.291 = add i64 %.290, %.288, !dbg !76
  %.292 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.291, !dbg !76
  %.293 = load i8, ptr addrspace(1) %.292, align 1, !dbg !76, !amdgpu.noclobber !6
  %.294 = zext i8 %.293 to i32, !dbg !76
  %.296 = add i64 %.291, %a15, !dbg !76
  %.297 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.296, !dbg !76
  %.298 = load i8, ptr addrspace(1) %.297, align 1, !dbg !76, !amdgpu.noclobber !6
  %.299 = zext i8 %.298 to i32, !dbg !76
  %.300 = shl nuw nsw i32 %.299, 8, !dbg !76
  %.301 = or i32 %.300, %.294, !dbg !76
  %.302 = shl i64 %a15, 1, !dbg !76
  %.303 = add i64 %.291, %.302, !dbg !76
  %.304 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.303, !dbg !76
  %.305 = load i8, ptr addrspace(1) %.304, align 1, !dbg !76, !amdgpu.noclobber !6
  %.306 = zext i8 %.305 to i32, !dbg !76
  %.307 = shl nuw nsw i32 %.306, 16, !dbg !76
  %.308 = or i32 %.301, %.307, !dbg !76
  %.309 = mul i64 %a15, 3, !dbg !76
  %.310 = add i64 %.291, %.309, !dbg !76
  %.311 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.310, !dbg !76
  %.312 = load i8, ptr addrspace(1) %.311, align 1, !dbg !76, !amdgpu.noclobber !6
  %.313 = zext i8 %.312 to i32, !dbg !76
  %.314 = shl nuw i32 %.313, 24, !dbg !76
  %.315 = or i32 %.308, %.314, !dbg !76
  %.316 = shl i64 %a15, 2, !dbg !76
  %.317 = add i64 %.291, %.316, !dbg !76
  %.318 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.317, !dbg !76
  %.319 = load i8, ptr addrspace(1) %.318, align 1, !dbg !76, !amdgpu.noclobber !6
  %.320 = zext i8 %.319 to i32, !dbg !76
  %.321 = mul i64 %a15, 5, !dbg !76
  %.322 = add i64 %.291, %.321, !dbg !76
  %.323 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.322, !dbg !76
  %.324 = load i8, ptr addrspace(1) %.323, align 1, !dbg !76, !amdgpu.noclobber !6
  %.325 = zext i8 %.324 to i32, !dbg !76
  %.326 = shl nuw nsw i32 %.325, 8, !dbg !76
  %.327 = or i32 %.326, %.320, !dbg !76
  %.328 = mul i64 %a15, 6, !dbg !76
  %.329 = add i64 %.291, %.328, !dbg !76
  %.330 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.329, !dbg !76
  %.331 = load i8, ptr addrspace(1) %.330, align 1, !dbg !76, !amdgpu.noclobber !6
  %.332 = zext i8 %.331 to i32, !dbg !76
  %.333 = shl nuw nsw i32 %.332, 16, !dbg !76
  %.334 = or i32 %.327, %.333, !dbg !76
  %.335 = mul i64 %a15, 7, !dbg !76
  %.336 = add i64 %.291, %.335, !dbg !76
  %.337 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.336, !dbg !76
  %.338 = load i8, ptr addrspace(1) %.337, align 1, !dbg !76, !amdgpu.noclobber !6
  %.339 = zext i8 %.338 to i32, !dbg !76
  %.340 = shl nuw i32 %.339, 24, !dbg !76
  %.341 = or i32 %.334, %.340, !dbg !76
  br label %b4, !dbg !76

b12:                                              ; preds = %entry
  %.351 = mul i64 %.349, %a15, !dbg !77
  %.352 = add i64 %.351, %.350, !dbg !77
  %.353 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.352, !dbg !77
  %.354 = ptrtoint ptr addrspace(1) %.353 to i64, !dbg !77
  %.355 = and i64 %.354, 3, !dbg !77
  %.356 = icmp eq i64 %.355, 0, !dbg !77
  br i1 %.356, label %frag.wide.357, label %frag.narrow.358, !dbg !77

frag.wide.357:                                    ; preds = %b12
  %.360 = load <2 x i32>, ptr addrspace(1) %.353, align 4, !dbg !77, !amdgpu.noclobber !6
  %.361 = extractelement <2 x i32> %.360, i64 0, !dbg !77
  %.362 = extractelement <2 x i32> %.360, i64 1, !dbg !77
  br label %b2, !dbg !77

frag.narrow.358:                                  ; preds = %b12
  %.364 = load i8, ptr addrspace(1) %.353, align 1, !dbg !77, !amdgpu.noclobber !6
  %.365 = zext i8 %.364 to i32, !dbg !77
  %.366 = add i64 %.352, 1, !dbg !77
  %.367 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.366, !dbg !77
  %.368 = load i8, ptr addrspace(1) %.367, align 1, !dbg !77, !amdgpu.noclobber !6
  %.369 = zext i8 %.368 to i32, !dbg !77
  %.370 = shl nuw nsw i32 %.369, 8, !dbg !77
  %.371 = or i32 %.370, %.365, !dbg !77
  %.372 = add i64 %.352, 2, !dbg !77
  %.373 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.372, !dbg !77
  %.374 = load i8, ptr addrspace(1) %.373, align 1, !dbg !77, !amdgpu.noclobber !6
  %.375 = zext i8 %.374 to i32, !dbg !77
  %.376 = shl nuw nsw i32 %.375, 16, !dbg !77
  %.377 = or i32 %.371, %.376, !dbg !77
  %.378 = add i64 %.352, 3, !dbg !77
  %.379 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.378, !dbg !77
  %.380 = load i8, ptr addrspace(1) %.379, align 1, !dbg !77, !amdgpu.noclobber !6
  %.381 = zext i8 %.380 to i32, !dbg !77
  %.382 = shl nuw i32 %.381, 24, !dbg !77
  %.383 = or i32 %.377, %.382, !dbg !77
  %.384 = add i64 %.352, 4, !dbg !77
  %.385 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.384, !dbg !77
  %.386 = load i8, ptr addrspace(1) %.385, align 1, !dbg !77, !amdgpu.noclobber !6
  %.387 = zext i8 %.386 to i32, !dbg !77
  %.388 = add i64 %.352, 5, !dbg !77
  %.389 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.388, !dbg !77
  %.390 = load i8, ptr addrspace(1) %.389, align 1, !dbg !77, !amdgpu.noclobber !6
  %.391 = zext i8 %.390 to i32, !dbg !77
  %.392 = shl nuw nsw i32 %.391, 8, !dbg !77
  %.393 = or i32 %.392, %.387, !dbg !77
  %.394 = add i64 %.352, 6, !dbg !77
  %.395 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.394, !dbg !77
  %.396 = load i8, ptr addrspace(1) %.395, align 1, !dbg !77, !amdgpu.noclobber !6
  %.397 = zext i8 %.396 to i32, !dbg !77
  %.398 = shl nuw nsw i32 %.397, 16, !dbg !77
  %.399 = or i32 %.393, %.398, !dbg !77
  %.400 = add i64 %.352, 7, !dbg !77
  %.401 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.400, !dbg !77
  %.402 = load i8, ptr addrspace(1) %.401, align 1, !dbg !77, !amdgpu.noclobber !6
  %.403 = zext i8 %.402 to i32, !dbg !77
  %.404 = shl nuw i32 %.403, 24, !dbg !77
  %.405 = or i32 %.399, %.404, !dbg !77
  br label %b2, !dbg !77
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eLayoutsU8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #0 !dbg !78 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !79
  %t1 = sext i32 %.16 to i64, !dbg !79
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !80
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !80, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !81
  %t6 = mul i64 %t5, %a15, !dbg !82
  %t11 = and i32 %.17, 1, !dbg !83
  %t12.not = icmp eq i32 %t11, 0, !dbg !84
  %t13 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t6, !dbg !85
  %.376 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !86
  %.377 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.376), !dbg !86
  %.380 = and i32 %.377, 15, !dbg !86
  %.381 = zext i32 %.380 to i64, !dbg !86
  %0 = lshr i32 %.377, 1, !dbg !86
  %1 = and i32 %0, 2147483640, !dbg !86
  %.382 = zext i32 %1 to i64, !dbg !86
  br i1 %t12.not, label %b12, label %b1, !dbg !84

b1:                                               ; preds = %entry
  %.25 = mul i64 %.382, %a15, !dbg !85
  %.26 = add i64 %.25, %.381, !dbg !85
  %.27 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.26, !dbg !85
  %.28 = load i8, ptr addrspace(1) %.27, align 1, !dbg !85, !amdgpu.noclobber !6
  %.29 = zext i8 %.28 to i32, !dbg !85
  %.31 = add i64 %.26, %a15, !dbg !85
  %.32 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.31, !dbg !85
  %.33 = load i8, ptr addrspace(1) %.32, align 1, !dbg !85, !amdgpu.noclobber !6
  %.34 = zext i8 %.33 to i32, !dbg !85
  %.35 = shl nuw nsw i32 %.34, 8, !dbg !85
  %.36 = or i32 %.35, %.29, !dbg !85
  %.37 = shl i64 %a15, 1, !dbg !85
  %.38 = add i64 %.26, %.37, !dbg !85
  %.39 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.38, !dbg !85
  %.40 = load i8, ptr addrspace(1) %.39, align 1, !dbg !85, !amdgpu.noclobber !6
  %.41 = zext i8 %.40 to i32, !dbg !85
  %.42 = shl nuw nsw i32 %.41, 16, !dbg !85
  %.43 = or i32 %.36, %.42, !dbg !85
  %.44 = mul i64 %a15, 3, !dbg !85
  %.45 = add i64 %.26, %.44, !dbg !85
  %.46 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.45, !dbg !85
  %.47 = load i8, ptr addrspace(1) %.46, align 1, !dbg !85, !amdgpu.noclobber !6
  %.48 = zext i8 %.47 to i32, !dbg !85
  %.49 = shl nuw i32 %.48, 24, !dbg !85
  %.50 = or i32 %.43, %.49, !dbg !85
  %.51 = shl i64 %a15, 2, !dbg !85
  %.52 = add i64 %.26, %.51, !dbg !85
  %.53 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.52, !dbg !85
  %.54 = load i8, ptr addrspace(1) %.53, align 1, !dbg !85, !amdgpu.noclobber !6
  %.55 = zext i8 %.54 to i32, !dbg !85
  %.56 = mul i64 %a15, 5, !dbg !85
  %.57 = add i64 %.26, %.56, !dbg !85
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.57, !dbg !85
  %.59 = load i8, ptr addrspace(1) %.58, align 1, !dbg !85, !amdgpu.noclobber !6
  %.60 = zext i8 %.59 to i32, !dbg !85
  %.61 = shl nuw nsw i32 %.60, 8, !dbg !85
  %.62 = or i32 %.61, %.55, !dbg !85
  %.63 = mul i64 %a15, 6, !dbg !85
  %.64 = add i64 %.26, %.63, !dbg !85
  %.65 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.64, !dbg !85
  %.66 = load i8, ptr addrspace(1) %.65, align 1, !dbg !85, !amdgpu.noclobber !6
  %.67 = zext i8 %.66 to i32, !dbg !85
  %.68 = shl nuw nsw i32 %.67, 16, !dbg !85
  %.69 = or i32 %.62, %.68, !dbg !85
  %.70 = mul i64 %a15, 7, !dbg !85
  %.71 = add i64 %.26, %.70, !dbg !85
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.71, !dbg !85
  %.73 = load i8, ptr addrspace(1) %.72, align 1, !dbg !85, !amdgpu.noclobber !6
  %.74 = zext i8 %.73 to i32, !dbg !85
  %.75 = shl nuw i32 %.74, 24, !dbg !85
  %.76 = or i32 %.69, %.75, !dbg !85
  br label %b2, !dbg !85

b2:                                               ; preds = %frag.wide.389, %frag.narrow.390, %b1
  %.50.pn = phi i32 [ %.50, %b1 ], [ %.393, %frag.wide.389 ], [ %.415, %frag.narrow.390 ]
  %.76.pn = phi i32 [ %.76, %b1 ], [ %.394, %frag.wide.389 ], [ %.437, %frag.narrow.390 ]
  %t16 = and i32 %.17, 2, !dbg !87
  %t17.not = icmp eq i32 %t16, 0, !dbg !88
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t6, !dbg !89
  %.315 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !86
  %.316 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.315), !dbg !86
  %.319 = and i32 %.316, 15, !dbg !86
  %.320 = zext i32 %.319 to i64, !dbg !86
  %2 = lshr i32 %.316, 1, !dbg !86
  %3 = and i32 %2, 2147483640, !dbg !86
  %.321 = zext i32 %3 to i64, !dbg !86
  br i1 %t17.not, label %b11, label %b3, !dbg !88

b3:                                               ; preds = %b2
  %.86 = mul i64 %.320, %a15, !dbg !89
  %.87 = add i64 %.86, %.321, !dbg !89
  %.88 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.87, !dbg !89
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !89
  %.90 = and i64 %.89, 3, !dbg !89
  %.91 = icmp eq i64 %.90, 0, !dbg !89
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !89

frag.wide.92:                                     ; preds = %b3
  %.95 = load <2 x i32>, ptr addrspace(1) %.88, align 4, !dbg !89, !amdgpu.noclobber !6
  %.96 = extractelement <2 x i32> %.95, i64 0, !dbg !89
  %.97 = extractelement <2 x i32> %.95, i64 1, !dbg !89
  br label %b4, !dbg !89

frag.narrow.93:                                   ; preds = %b3
  %.99 = load i8, ptr addrspace(1) %.88, align 1, !dbg !89, !amdgpu.noclobber !6
  %.100 = zext i8 %.99 to i32, !dbg !89
  %.101 = add i64 %.87, 1, !dbg !89
  %.102 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.101, !dbg !89
  %.103 = load i8, ptr addrspace(1) %.102, align 1, !dbg !89, !amdgpu.noclobber !6
  %.104 = zext i8 %.103 to i32, !dbg !89
  %.105 = shl nuw nsw i32 %.104, 8, !dbg !89
  %.106 = or i32 %.105, %.100, !dbg !89
  %.107 = add i64 %.87, 2, !dbg !89
  %.108 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.107, !dbg !89
  %.109 = load i8, ptr addrspace(1) %.108, align 1, !dbg !89, !amdgpu.noclobber !6
  %.110 = zext i8 %.109 to i32, !dbg !89
  %.111 = shl nuw nsw i32 %.110, 16, !dbg !89
  %.112 = or i32 %.106, %.111, !dbg !89
  %.113 = add i64 %.87, 3, !dbg !89
  %.114 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.113, !dbg !89
  %.115 = load i8, ptr addrspace(1) %.114, align 1, !dbg !89, !amdgpu.noclobber !6
  %.116 = zext i8 %.115 to i32, !dbg !89
  %.117 = shl nuw i32 %.116, 24, !dbg !89
  %.118 = or i32 %.112, %.117, !dbg !89
  %.119 = add i64 %.87, 4, !dbg !89
  %.120 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.119, !dbg !89
  %.121 = load i8, ptr addrspace(1) %.120, align 1, !dbg !89, !amdgpu.noclobber !6
  %.122 = zext i8 %.121 to i32, !dbg !89
  %.123 = add i64 %.87, 5, !dbg !89
  %.124 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.123, !dbg !89
  %.125 = load i8, ptr addrspace(1) %.124, align 1, !dbg !89, !amdgpu.noclobber !6
  %.126 = zext i8 %.125 to i32, !dbg !89
  %.127 = shl nuw nsw i32 %.126, 8, !dbg !89
  %.128 = or i32 %.127, %.122, !dbg !89
  %.129 = add i64 %.87, 6, !dbg !89
  %.130 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.129, !dbg !89
  %.131 = load i8, ptr addrspace(1) %.130, align 1, !dbg !89, !amdgpu.noclobber !6
  %.132 = zext i8 %.131 to i32, !dbg !89
  %.133 = shl nuw nsw i32 %.132, 16, !dbg !89
  %.134 = or i32 %.128, %.133, !dbg !89
  %.135 = add i64 %.87, 7, !dbg !89
  %.136 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.135, !dbg !89
  %.137 = load i8, ptr addrspace(1) %.136, align 1, !dbg !89, !amdgpu.noclobber !6
  %.138 = zext i8 %.137 to i32, !dbg !89
  %.139 = shl nuw i32 %.138, 24, !dbg !89
  %.140 = or i32 %.134, %.139, !dbg !89
  br label %b4, !dbg !89

b4:                                               ; preds = %frag.wide.92, %frag.narrow.93, %b11
  %.141.pn = phi i32 [ %.347, %b11 ], [ %.96, %frag.wide.92 ], [ %.118, %frag.narrow.93 ]
  %.142.pn = phi i32 [ %.373, %b11 ], [ %.97, %frag.wide.92 ], [ %.140, %frag.narrow.93 ]
  %t21 = and i32 %.17, 4, !dbg !90
  %t22.not = icmp eq i32 %t21, 0, !dbg !91
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t6, !dbg !92
  %.288 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !86
  %.289 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.288), !dbg !86
  %.292 = and i32 %.289, 15, !dbg !86
  %.293 = zext i32 %.292 to i64, !dbg !86
  %4 = lshr i32 %.289, 2, !dbg !86
  %5 = and i32 %4, 1073741820, !dbg !86
  %.294 = zext i32 %5 to i64, !dbg !86
  br i1 %t22.not, label %b10, label %b5, !dbg !91

b5:                                               ; preds = %b4
  %.152 = mul i64 %.293, %a15, !dbg !92
  %.153 = add i64 %.152, %.294, !dbg !92
  %.156 = add i64 %.153, 1, !dbg !92
  %.159 = add i64 %.153, 2, !dbg !92
  %.162 = add i64 %.153, 3, !dbg !92
  br label %b6, !dbg !92

b6:                                               ; preds = %b10, %b5
  %.153.pn = phi i64 [ %.153, %b5 ], [ %.296, %b10 ]
  %.156.pn = phi i64 [ %.156, %b5 ], [ %.300, %b10 ]
  %.159.pn = phi i64 [ %.159, %b5 ], [ %.304, %b10 ]
  %.162.pn = phi i64 [ %.162, %b5 ], [ %.308, %b10 ]
  %.164.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.162.pn, !dbg !86
  %.164.pn = load i32, ptr addrspace(1) %.164.pn.in, align 4, !dbg !86, !amdgpu.noclobber !6
  %.161.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.159.pn, !dbg !86
  %.161.pn = load i32, ptr addrspace(1) %.161.pn.in, align 4, !dbg !86, !amdgpu.noclobber !6
  %.158.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.156.pn, !dbg !86
  %.158.pn = load i32, ptr addrspace(1) %.158.pn.in, align 4, !dbg !86, !amdgpu.noclobber !6
  %.155.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.153.pn, !dbg !86
  %.155.pn = load i32, ptr addrspace(1) %.155.pn.in, align 4, !dbg !86, !amdgpu.noclobber !6
  %.177 = insertelement <4 x i32> poison, i32 %.155.pn, i64 0, !dbg !93
  %.178 = insertelement <4 x i32> %.177, i32 %.158.pn, i64 1, !dbg !93
  %.179 = insertelement <4 x i32> %.178, i32 %.161.pn, i64 2, !dbg !93
  %.180 = insertelement <4 x i32> %.179, i32 %.164.pn, i64 3, !dbg !93
  %.181 = zext i32 %.50.pn to i64, !dbg !93
  %.182 = zext i32 %.76.pn to i64, !dbg !93
  %.183 = shl nuw i64 %.182, 32, !dbg !93
  %.184 = or i64 %.183, %.181, !dbg !93
  %.185 = zext i32 %.141.pn to i64, !dbg !93
  %.186 = zext i32 %.142.pn to i64, !dbg !93
  %.187 = shl nuw i64 %.186, 32, !dbg !93
  %.188 = or i64 %.187, %.185, !dbg !93
  %.189 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.184, i64 %.188, <4 x i32> %.180, i32 0, i32 0, i32 0), !dbg !93
  %.190 = lshr i32 %.50.pn, 7, !dbg !93
  %.191 = and i32 %.190, 16843009, !dbg !93
  %.192 = lshr i32 %.76.pn, 7, !dbg !93
  %.193 = and i32 %.192, 16843009, !dbg !93
  %.194 = zext i32 %.191 to i64, !dbg !93
  %.195 = zext i32 %.193 to i64, !dbg !93
  %.196 = shl nuw nsw i64 %.195, 32, !dbg !93
  %.197 = or i64 %.196, %.194, !dbg !93
  %.202 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.197, i64 %.188, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !93
  %.203 = lshr i32 %.141.pn, 7, !dbg !93
  %.204 = and i32 %.203, 16843009, !dbg !93
  %.205 = lshr i32 %.142.pn, 7, !dbg !93
  %.206 = and i32 %.205, 16843009, !dbg !93
  %.211 = zext i32 %.204 to i64, !dbg !93
  %.212 = zext i32 %.206 to i64, !dbg !93
  %.213 = shl nuw nsw i64 %.212, 32, !dbg !93
  %.214 = or i64 %.213, %.211, !dbg !93
  %.215 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.184, i64 %.214, <4 x i32> %.202, i32 0, i32 0, i32 0), !dbg !93
  %.216 = shl <4 x i32> %.215, <i32 8, i32 8, i32 8, i32 8>, !dbg !93
  %.217 = add <4 x i32> %.216, %.189, !dbg !93
  %.234 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.197, i64 %.214, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !93
  %.235 = shl <4 x i32> %.234, <i32 16, i32 16, i32 16, i32 16>, !dbg !93
  %.236 = add <4 x i32> %.217, %.235, !dbg !93
  %.239 = extractelement <4 x i32> %.236, i64 2, !dbg !93
  %t27 = and i32 %.17, 8, !dbg !94
  %t28.not = icmp eq i32 %t27, 0, !dbg !95
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t6, !dbg !96
  %.265 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !86
  %.266 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.265), !dbg !86
  %.269 = and i32 %.266, 15, !dbg !86
  %.270 = zext i32 %.269 to i64, !dbg !86
  %6 = lshr i32 %.266, 2, !dbg !86
  %7 = and i32 %6, 1073741820, !dbg !86
  %.271 = zext i32 %7 to i64, !dbg !86
  br i1 %t28.not, label %b9, label %b7, !dbg !95

b7:                                               ; preds = %b6
  %.252 = mul i64 %.270, %a15, !dbg !96
  %.253 = add i64 %.252, %.271, !dbg !96
  %.255 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.253, !dbg !96
  %8 = shufflevector <4 x i32> %.236, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !96
  store <2 x i32> %8, ptr addrspace(1) %.255, align 4, !dbg !96
  %.260 = add i64 %.253, 2, !dbg !96
  %.261 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.260, !dbg !96
  store i32 %.239, ptr addrspace(1) %.261, align 4, !dbg !96
  %.263 = add i64 %.253, 3, !dbg !96
  br label %b8, !dbg !96

b8:                                               ; preds = %b9, %b7
  %.286.sink = phi i64 [ %.286, %b9 ], [ %.263, %b7 ]
  %.240 = extractelement <4 x i32> %.236, i64 3, !dbg !93
  %.287 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.286.sink, !dbg !86
  store i32 %.240, ptr addrspace(1) %.287, align 4, !dbg !86
  ret void, !dbg !97

b9:                                               ; preds = %b6
  %.238 = extractelement <4 x i32> %.236, i64 1, !dbg !93
  %.237 = extractelement <4 x i32> %.236, i64 0, !dbg !93
  %.272 = mul i64 %.271, %a15, !dbg !98
  %.273 = add i64 %.272, %.270, !dbg !98
  %.275 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.273, !dbg !98
  store i32 %.237, ptr addrspace(1) %.275, align 4, !dbg !98
  %.278 = add i64 %.273, %a15, !dbg !98
  %.279 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.278, !dbg !98
  store i32 %.238, ptr addrspace(1) %.279, align 4, !dbg !98
  %.281 = shl i64 %a15, 1, !dbg !98
  %.282 = add i64 %.273, %.281, !dbg !98
  %.283 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.282, !dbg !98
  store i32 %.239, ptr addrspace(1) %.283, align 4, !dbg !98
  %.285 = mul i64 %a15, 3, !dbg !98
  %.286 = add i64 %.273, %.285, !dbg !98
  br label %b8, !dbg !98

b10:                                              ; preds = %b4
  %.295 = mul i64 %.294, %a15, !dbg !99
  %.296 = add i64 %.295, %.293, !dbg !99
  %.300 = add i64 %.296, %a15, !dbg !99
  %.303 = shl i64 %a15, 1, !dbg !99
  %.304 = add i64 %.296, %.303, !dbg !99
  %.307 = mul i64 %a15, 3, !dbg !99
  %.308 = add i64 %.296, %.307, !dbg !99
  br label %b6, !dbg !99

b11:                                              ; preds = %b2
  %.322 = mul i64 %.321, %a15, !dbg !100
  %.323 = add i64 %.322, %.320, !dbg !100
  %.324 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.323, !dbg !100
  %.325 = load i8, ptr addrspace(1) %.324, align 1, !dbg !100, !amdgpu.noclobber !6
  %.326 = zext i8 %.325 to i32, !dbg !100
  %.328 = add i64 %.323, %a15, !dbg !100
  %.329 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.328, !dbg !100
  %.330 = load i8, ptr addrspace(1) %.329, align 1, !dbg !100, !amdgpu.noclobber !6
  %.331 = zext i8 %.330 to i32, !dbg !100
  %.332 = shl nuw nsw i32 %.331, 8, !dbg !100
  %.333 = or i32 %.332, %.326, !dbg !100
  %.334 = shl i64 %a15, 1, !dbg !100
  %.335 = add i64 %.323, %.334, !dbg !100
  %.336 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.335, !dbg !100
  %.337 = load i8, ptr addrspace(1) %.336, align 1, !dbg !100, !amdgpu.noclobber !6
  %.338 = zext i8 %.337 to i32, !dbg !100
  %.339 = shl nuw nsw i32 %.338, 16, !dbg !100
  %.340 = or i32 %.333, %.339, !dbg !100
  %.341 = mul i64 %a15, 3, !dbg !100
  %.342 = add i64 %.323, %.341, !dbg !100
  %.343 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.342, !dbg !100
  %.344 = load i8, ptr addrspace(1) %.343, align 1, !dbg !100, !amdgpu.noclobber !6
  %.345 = zext i8 %.344 to i32, !dbg !100
  %.346 = shl nuw i32 %.345, 24, !dbg !100
  %.347 = or i32 %.340, %.346, !dbg !100
  %.348 = shl i64 %a15, 2, !dbg !100
  %.349 = add i64 %.323, %.348, !dbg !100
  %.350 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.349, !dbg !100
  %.351 = load i8, ptr addrspace(1) %.350, align 1, !dbg !100, !amdgpu.noclobber !6
  %.352 = zext i8 %.351 to i32, !dbg !100
  %.353 = mul i64 %a15, 5, !dbg !100
  %.354 = add i64 %.323, %.353, !dbg !100
  %.355 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.354, !dbg !100
  %.356 = load i8, ptr addrspace(1) %.355, align 1, !dbg !100, !amdgpu.noclobber !6
  %.357 = zext i8 %.356 to i32, !dbg !100
  %.358 = shl nuw nsw i32 %.357, 8, !dbg !100
  %.359 = or i32 %.358, %.352, !dbg !100
  %.360 = mul i64 %a15, 6, !dbg !100
  %.361 = add i64 %.323, %.360, !dbg !100
  %.362 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.361, !dbg !100
  %.363 = load i8, ptr addrspace(1) %.362, align 1, !dbg !100, !amdgpu.noclobber !6
  %.364 = zext i8 %.363 to i32, !dbg !100
  %.365 = shl nuw nsw i32 %.364, 16, !dbg !100
  %.366 = or i32 %.359, %.365, !dbg !100
  %.367 = mul i64 %a15, 7, !dbg !100
  %.368 = add i64 %.323, %.367, !dbg !100
  %.369 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.368, !dbg !100
  %.370 = load i8, ptr addrspace(1) %.369, align 1, !dbg !100, !amdgpu.noclobber !6
  %.371 = zext i8 %.370 to i32, !dbg !100
  %.372 = shl nuw i32 %.371, 24, !dbg !100
  %.373 = or i32 %.366, %.372, !dbg !100
  br label %b4, !dbg !100

b12:                                              ; preds = %entry
  %.383 = mul i64 %.381, %a15, !dbg !101
  %.384 = add i64 %.383, %.382, !dbg !101
  %.385 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.384, !dbg !101
  %.386 = ptrtoint ptr addrspace(1) %.385 to i64, !dbg !101
  %.387 = and i64 %.386, 3, !dbg !101
  %.388 = icmp eq i64 %.387, 0, !dbg !101
  br i1 %.388, label %frag.wide.389, label %frag.narrow.390, !dbg !101

frag.wide.389:                                    ; preds = %b12
  %.392 = load <2 x i32>, ptr addrspace(1) %.385, align 4, !dbg !101, !amdgpu.noclobber !6
  %.393 = extractelement <2 x i32> %.392, i64 0, !dbg !101
  %.394 = extractelement <2 x i32> %.392, i64 1, !dbg !101
  br label %b2, !dbg !101

frag.narrow.390:                                  ; preds = %b12
  %.396 = load i8, ptr addrspace(1) %.385, align 1, !dbg !101, !amdgpu.noclobber !6
  %.397 = zext i8 %.396 to i32, !dbg !101
  %.398 = add i64 %.384, 1, !dbg !101
  %.399 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.398, !dbg !101
  %.400 = load i8, ptr addrspace(1) %.399, align 1, !dbg !101, !amdgpu.noclobber !6
  %.401 = zext i8 %.400 to i32, !dbg !101
  %.402 = shl nuw nsw i32 %.401, 8, !dbg !101
  %.403 = or i32 %.402, %.397, !dbg !101
  %.404 = add i64 %.384, 2, !dbg !101
  %.405 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.404, !dbg !101
  %.406 = load i8, ptr addrspace(1) %.405, align 1, !dbg !101, !amdgpu.noclobber !6
  %.407 = zext i8 %.406 to i32, !dbg !101
  %.408 = shl nuw nsw i32 %.407, 16, !dbg !101
  %.409 = or i32 %.403, %.408, !dbg !101
  %.410 = add i64 %.384, 3, !dbg !101
  %.411 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.410, !dbg !101
  %.412 = load i8, ptr addrspace(1) %.411, align 1, !dbg !101, !amdgpu.noclobber !6
  %.413 = zext i8 %.412 to i32, !dbg !101
  %.414 = shl nuw i32 %.413, 24, !dbg !101
  %.415 = or i32 %.409, %.414, !dbg !101
  %.416 = add i64 %.384, 4, !dbg !101
  %.417 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.416, !dbg !101
  %.418 = load i8, ptr addrspace(1) %.417, align 1, !dbg !101, !amdgpu.noclobber !6
  %.419 = zext i8 %.418 to i32, !dbg !101
  %.420 = add i64 %.384, 5, !dbg !101
  %.421 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.420, !dbg !101
  %.422 = load i8, ptr addrspace(1) %.421, align 1, !dbg !101, !amdgpu.noclobber !6
  %.423 = zext i8 %.422 to i32, !dbg !101
  %.424 = shl nuw nsw i32 %.423, 8, !dbg !101
  %.425 = or i32 %.424, %.419, !dbg !101
  %.426 = add i64 %.384, 6, !dbg !101
  %.427 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.426, !dbg !101
  %.428 = load i8, ptr addrspace(1) %.427, align 1, !dbg !101, !amdgpu.noclobber !6
  %.429 = zext i8 %.428 to i32, !dbg !101
  %.430 = shl nuw nsw i32 %.429, 16, !dbg !101
  %.431 = or i32 %.425, %.430, !dbg !101
  %.432 = add i64 %.384, 7, !dbg !101
  %.433 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.432, !dbg !101
  %.434 = load i8, ptr addrspace(1) %.433, align 1, !dbg !101, !amdgpu.noclobber !6
  %.435 = zext i8 %.434 to i32, !dbg !101
  %.436 = shl nuw i32 %.435, 24, !dbg !101
  %.437 = or i32 %.431, %.436, !dbg !101
  br label %b2, !dbg !101
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eFillU8S8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i32 %a10) local_unnamed_addr #0 !dbg !102 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !103
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !103
  %.12 = lshr i32 %.11, 4, !dbg !103
  %.13 = zext i32 %.12 to i64, !dbg !103
  %.14 = and i32 %.11, 15, !dbg !103
  %.15 = zext i32 %.14 to i64, !dbg !103
  %.16 = shl nuw nsw i64 %.13, 3, !dbg !103
  %.17 = mul i64 %.15, %a9, !dbg !103
  %.18 = add i64 %.17, %.16, !dbg !103
  %.19 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.18, !dbg !103
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !103
  %.21 = and i64 %.20, 3, !dbg !103
  %.22 = icmp eq i64 %.21, 0, !dbg !103
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !103

frag.wide.23:                                     ; preds = %entry
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !103, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !103
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !103
  br label %frag.join.25, !dbg !103

frag.narrow.24:                                   ; preds = %entry
  %.30 = load i8, ptr addrspace(1) %.19, align 1, !dbg !103, !amdgpu.noclobber !6
  %.31 = zext i8 %.30 to i32, !dbg !103
  %.32 = add i64 %.18, 1, !dbg !103
  %.33 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.32, !dbg !103
  %.34 = load i8, ptr addrspace(1) %.33, align 1, !dbg !103, !amdgpu.noclobber !6
  %.35 = zext i8 %.34 to i32, !dbg !103
  %.36 = shl nuw nsw i32 %.35, 8, !dbg !103
  %.37 = or i32 %.36, %.31, !dbg !103
  %.38 = add i64 %.18, 2, !dbg !103
  %.39 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.38, !dbg !103
  %.40 = load i8, ptr addrspace(1) %.39, align 1, !dbg !103, !amdgpu.noclobber !6
  %.41 = zext i8 %.40 to i32, !dbg !103
  %.42 = shl nuw nsw i32 %.41, 16, !dbg !103
  %.43 = or i32 %.37, %.42, !dbg !103
  %.44 = add i64 %.18, 3, !dbg !103
  %.45 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.44, !dbg !103
  %.46 = load i8, ptr addrspace(1) %.45, align 1, !dbg !103, !amdgpu.noclobber !6
  %.47 = zext i8 %.46 to i32, !dbg !103
  %.48 = shl nuw i32 %.47, 24, !dbg !103
  %.49 = or i32 %.43, %.48, !dbg !103
  %.50 = add i64 %.18, 4, !dbg !103
  %.51 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.50, !dbg !103
  %.52 = load i8, ptr addrspace(1) %.51, align 1, !dbg !103, !amdgpu.noclobber !6
  %.53 = zext i8 %.52 to i32, !dbg !103
  %.54 = add i64 %.18, 5, !dbg !103
  %.55 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.54, !dbg !103
  %.56 = load i8, ptr addrspace(1) %.55, align 1, !dbg !103, !amdgpu.noclobber !6
  %.57 = zext i8 %.56 to i32, !dbg !103
  %.58 = shl nuw nsw i32 %.57, 8, !dbg !103
  %.59 = or i32 %.58, %.53, !dbg !103
  %.60 = add i64 %.18, 6, !dbg !103
  %.61 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.60, !dbg !103
  %.62 = load i8, ptr addrspace(1) %.61, align 1, !dbg !103, !amdgpu.noclobber !6
  %.63 = zext i8 %.62 to i32, !dbg !103
  %.64 = shl nuw nsw i32 %.63, 16, !dbg !103
  %.65 = or i32 %.59, %.64, !dbg !103
  %.66 = add i64 %.18, 7, !dbg !103
  %.67 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.66, !dbg !103
  %.68 = load i8, ptr addrspace(1) %.67, align 1, !dbg !103, !amdgpu.noclobber !6
  %.69 = zext i8 %.68 to i32, !dbg !103
  %.70 = shl nuw i32 %.69, 24, !dbg !103
  %.71 = or i32 %.65, %.70, !dbg !103
  br label %frag.join.25, !dbg !103

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.72 = phi i32 [ %.27, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !103
  %.73 = phi i32 [ %.28, %frag.wide.23 ], [ %.71, %frag.narrow.24 ], !dbg !103
  %.85 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.18, !dbg !104
  %.86 = ptrtoint ptr addrspace(1) %.85 to i64, !dbg !104
  %.87 = and i64 %.86, 3, !dbg !104
  %.88 = icmp eq i64 %.87, 0, !dbg !104
  br i1 %.88, label %frag.wide.89, label %frag.narrow.90, !dbg !104

frag.wide.89:                                     ; preds = %frag.join.25
  %.92 = load <2 x i32>, ptr addrspace(1) %.85, align 4, !dbg !104, !amdgpu.noclobber !6
  %.93 = extractelement <2 x i32> %.92, i64 0, !dbg !104
  %.94 = extractelement <2 x i32> %.92, i64 1, !dbg !104
  br label %frag.join.91, !dbg !104

frag.narrow.90:                                   ; preds = %frag.join.25
  %.96 = load i8, ptr addrspace(1) %.85, align 1, !dbg !104, !amdgpu.noclobber !6
  %.97 = zext i8 %.96 to i32, !dbg !104
  %.98 = add i64 %.18, 1, !dbg !104
  %.99 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.98, !dbg !104
  %.100 = load i8, ptr addrspace(1) %.99, align 1, !dbg !104, !amdgpu.noclobber !6
  %.101 = zext i8 %.100 to i32, !dbg !104
  %.102 = shl nuw nsw i32 %.101, 8, !dbg !104
  %.103 = or i32 %.102, %.97, !dbg !104
  %.104 = add i64 %.18, 2, !dbg !104
  %.105 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.104, !dbg !104
  %.106 = load i8, ptr addrspace(1) %.105, align 1, !dbg !104, !amdgpu.noclobber !6
  %.107 = zext i8 %.106 to i32, !dbg !104
  %.108 = shl nuw nsw i32 %.107, 16, !dbg !104
  %.109 = or i32 %.103, %.108, !dbg !104
  %.110 = add i64 %.18, 3, !dbg !104
  %.111 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.110, !dbg !104
  %.112 = load i8, ptr addrspace(1) %.111, align 1, !dbg !104, !amdgpu.noclobber !6
  %.113 = zext i8 %.112 to i32, !dbg !104
  %.114 = shl nuw i32 %.113, 24, !dbg !104
  %.115 = or i32 %.109, %.114, !dbg !104
  %.116 = add i64 %.18, 4, !dbg !104
  %.117 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.116, !dbg !104
  %.118 = load i8, ptr addrspace(1) %.117, align 1, !dbg !104, !amdgpu.noclobber !6
  %.119 = zext i8 %.118 to i32, !dbg !104
  %.120 = add i64 %.18, 5, !dbg !104
  %.121 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.120, !dbg !104
  %.122 = load i8, ptr addrspace(1) %.121, align 1, !dbg !104, !amdgpu.noclobber !6
  %.123 = zext i8 %.122 to i32, !dbg !104
  %.124 = shl nuw nsw i32 %.123, 8, !dbg !104
  %.125 = or i32 %.124, %.119, !dbg !104
  %.126 = add i64 %.18, 6, !dbg !104
  %.127 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.126, !dbg !104
  %.128 = load i8, ptr addrspace(1) %.127, align 1, !dbg !104, !amdgpu.noclobber !6
  %.129 = zext i8 %.128 to i32, !dbg !104
  %.130 = shl nuw nsw i32 %.129, 16, !dbg !104
  %.131 = or i32 %.125, %.130, !dbg !104
  %.132 = add i64 %.18, 7, !dbg !104
  %.133 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.132, !dbg !104
  %.134 = load i8, ptr addrspace(1) %.133, align 1, !dbg !104, !amdgpu.noclobber !6
  %.135 = zext i8 %.134 to i32, !dbg !104
  %.136 = shl nuw i32 %.135, 24, !dbg !104
  %.137 = or i32 %.131, %.136, !dbg !104
  br label %frag.join.91, !dbg !104

frag.join.91:                                     ; preds = %frag.narrow.90, %frag.wide.89
  %.138 = phi i32 [ %.93, %frag.wide.89 ], [ %.115, %frag.narrow.90 ], !dbg !104
  %.139 = phi i32 [ %.94, %frag.wide.89 ], [ %.137, %frag.narrow.90 ], !dbg !104
  %.154 = insertelement <4 x i32> poison, i32 %a10, i64 0, !dbg !105
  %.157 = shufflevector <4 x i32> %.154, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !105
  %.158 = zext i32 %.72 to i64, !dbg !105
  %.159 = zext i32 %.73 to i64, !dbg !105
  %.160 = shl nuw i64 %.159, 32, !dbg !105
  %.161 = or i64 %.160, %.158, !dbg !105
  %.162 = zext i32 %.138 to i64, !dbg !105
  %.163 = zext i32 %.139 to i64, !dbg !105
  %.164 = shl nuw i64 %.163, 32, !dbg !105
  %.165 = or i64 %.164, %.162, !dbg !105
  %.166 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.161, i64 %.165, <4 x i32> %.157, i32 0, i32 0, i32 0), !dbg !105
  %.167 = lshr i32 %.72, 7, !dbg !105
  %.168 = and i32 %.167, 16843009, !dbg !105
  %.169 = lshr i32 %.73, 7, !dbg !105
  %.170 = and i32 %.169, 16843009, !dbg !105
  %.171 = zext i32 %.168 to i64, !dbg !105
  %.172 = zext i32 %.170 to i64, !dbg !105
  %.173 = shl nuw nsw i64 %.172, 32, !dbg !105
  %.174 = or i64 %.173, %.171, !dbg !105
  %.179 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.174, i64 %.165, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !105
  %.180 = shl <4 x i32> %.179, <i32 8, i32 8, i32 8, i32 8>, !dbg !105
  %.181 = add <4 x i32> %.180, %.166, !dbg !105
  %.210 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.161, i64 %.165, <4 x i32> %.181, i32 0, i32 0, i32 0), !dbg !106
  %.225 = add <4 x i32> %.210, %.180, !dbg !106
  %.240 = shl nuw nsw i64 %.13, 2, !dbg !107
  %.242 = add i64 %.17, %.240, !dbg !107
  %.244 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.242, !dbg !107
  %0 = shufflevector <4 x i32> %.225, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !107
  store <2 x i32> %0, ptr addrspace(1) %.244, align 4, !dbg !107
  %.249 = add i64 %.242, 2, !dbg !107
  %.250 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.249, !dbg !107
  %1 = shufflevector <4 x i32> %.225, <4 x i32> undef, <2 x i32> <i32 2, i32 3>, !dbg !107
  store <2 x i32> %1, ptr addrspace(1) %.250, align 4, !dbg !107
  ret void, !dbg !108
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #1 !dbg !109 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !110
  %t17 = sext i32 %.13 to i64, !dbg !110
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !111
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !111
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !111, !invariant.load !6
  %t19 = zext i16 %.16 to i64
  %t212 = icmp slt i32 %.13, 1024, !dbg !112
  br i1 %t212, label %b2, label %b3, !dbg !112

b2:                                               ; preds = %entry, %b2
  %t203 = phi i64 [ %t31, %b2 ], [ %t17, %entry ]
  %t22 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t203, !dbg !113
  %.18 = load i8, ptr addrspace(1) %t22, align 1, !dbg !113, !amdgpu.noclobber !6
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t203, !dbg !114
  %.19 = load i8, ptr addrspace(1) %t24, align 1, !dbg !114, !amdgpu.noclobber !6
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t203, !dbg !115
  %.20 = load i32, ptr addrspace(1) %t26, align 4, !dbg !115, !amdgpu.noclobber !6
  %0 = trunc i64 %t203 to i32, !dbg !116
  %t28 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.0, i32 %0, !dbg !116
  store i8 %.18, ptr addrspace(3) %t28, align 1, !dbg !116
  %t29 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.1, i32 %0, !dbg !117
  store i8 %.19, ptr addrspace(3) %t29, align 1, !dbg !117
  %t30 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2, i32 %0, !dbg !118
  store i32 %.20, ptr addrspace(3) %t30, align 4, !dbg !118
  %t31 = add i64 %t203, %t19, !dbg !119
  %t21 = icmp slt i64 %t31, 1024, !dbg !112
  br i1 %t21, label %b2, label %b3, !dbg !112

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !120
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  fence syncscope("workgroup") acquire, !dbg !120
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !121
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !121
  %.23 = lshr i32 %.22, 4, !dbg !121
  %.25 = and i32 %.22, 15, !dbg !121
  %.27 = shl nuw nsw i32 %.23, 3, !dbg !121
  %1 = shl nuw nsw i32 %.25, 5, !dbg !121
  %.29 = add nuw i32 %.27, %1, !dbg !121
  %.30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.0, i32 %.29, !dbg !121
  %.37 = load <2 x i32>, ptr addrspace(3) %.30, align 8, !dbg !121
  %.38 = extractelement <2 x i32> %.37, i64 0, !dbg !121
  %.39 = extractelement <2 x i32> %.37, i64 1, !dbg !121
  %phi.cast = zext i32 %.38 to i64, !dbg !121
  %phi.cast1 = zext i32 %.39 to i64, !dbg !121
  %phi.bo = shl nuw i64 %phi.cast1, 32, !dbg !121
  %.96 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.1, i32 %.29, !dbg !122
  %.103 = load <2 x i32>, ptr addrspace(3) %.96, align 8, !dbg !122
  %.104 = extractelement <2 x i32> %.103, i64 0, !dbg !122
  %.105 = extractelement <2 x i32> %.103, i64 1, !dbg !122
  %2 = shl nuw nsw i32 %.23, 2, !dbg !123
  %.160 = shl i32 %.23, 7, !dbg !123
  %.161 = or i32 %.160, %.25, !dbg !123
  %.162 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2, i32 %.161, !dbg !123
  %.163 = load i32, ptr addrspace(3) %.162, align 4, !dbg !123
  %3 = or i32 %.161, 32, !dbg !123
  %.166 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2, i32 %3, !dbg !123
  %.167 = load i32, ptr addrspace(3) %.166, align 4, !dbg !123
  %4 = or i32 %.161, 64, !dbg !123
  %.170 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2, i32 %4, !dbg !123
  %.171 = load i32, ptr addrspace(3) %.170, align 4, !dbg !123
  %5 = or i32 %.161, 96, !dbg !123
  %.174 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2, i32 %5, !dbg !123
  %.175 = load i32, ptr addrspace(3) %.174, align 4, !dbg !123
  %.188 = insertelement <4 x i32> poison, i32 %.163, i64 0, !dbg !124
  %.189 = insertelement <4 x i32> %.188, i32 %.167, i64 1, !dbg !124
  %.190 = insertelement <4 x i32> %.189, i32 %.171, i64 2, !dbg !124
  %.191 = insertelement <4 x i32> %.190, i32 %.175, i64 3, !dbg !124
  %.195 = or i64 %phi.bo, %phi.cast, !dbg !124
  %.196 = zext i32 %.104 to i64, !dbg !124
  %.197 = zext i32 %.105 to i64, !dbg !124
  %.198 = shl nuw i64 %.197, 32, !dbg !124
  %.199 = or i64 %.198, %.196, !dbg !124
  %.200 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.195, i64 %.199, <4 x i32> %.191, i32 0, i32 0, i32 0), !dbg !124
  %.201 = lshr i32 %.104, 7, !dbg !124
  %.202 = and i32 %.201, 16843009, !dbg !124
  %.203 = lshr i32 %.105, 7, !dbg !124
  %.204 = and i32 %.203, 16843009, !dbg !124
  %.209 = zext i32 %.202 to i64, !dbg !124
  %.210 = zext i32 %.204 to i64, !dbg !124
  %.211 = shl nuw nsw i64 %.210, 32, !dbg !124
  %.212 = or i64 %.211, %.209, !dbg !124
  %.213 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.195, i64 %.212, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !124
  %.214 = shl <4 x i32> %.213, <i32 8, i32 8, i32 8, i32 8>, !dbg !124
  %.215 = add <4 x i32> %.214, %.200, !dbg !124
  %narrow = add nuw nsw i32 %1, %2, !dbg !125
  %.234 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.3, i32 %narrow, !dbg !125
  %6 = shufflevector <4 x i32> %.215, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !125
  store <2 x i32> %6, ptr addrspace(3) %.234, align 16, !dbg !125
  %7 = or i32 %narrow, 2, !dbg !125
  %.240 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.3, i32 %7, !dbg !125
  %8 = shufflevector <4 x i32> %.215, <4 x i32> undef, <2 x i32> <i32 2, i32 3>, !dbg !125
  store <2 x i32> %8, ptr addrspace(3) %.240, align 8, !dbg !125
  fence syncscope("workgroup") release, !dbg !126
  tail call void @llvm.amdgcn.s.barrier(), !dbg !126
  fence syncscope("workgroup") acquire, !dbg !126
  br i1 %t212, label %b5, label %b6, !dbg !127

b5:                                               ; preds = %b3, %b5
  %t405 = phi i64 [ %t45, %b5 ], [ %t17, %b3 ]
  %9 = trunc i64 %t405 to i32, !dbg !128
  %t42 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.3, i32 %9, !dbg !128
  %.244 = load i32, ptr addrspace(3) %t42, align 4, !dbg !128
  %t44 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t405, !dbg !129
  store i32 %.244, ptr addrspace(1) %t44, align 4, !dbg !129
  %t45 = add i64 %t405, %t19, !dbg !130
  %t41 = icmp slt i64 %t45, 1024, !dbg !127
  br i1 %t41, label %b5, label %b6, !dbg !127

b6:                                               ; preds = %b5, %b3
  ret void, !dbg !131
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eWhereS8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !132 {
entry:
  %.17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !133
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.17), !dbg !133
  %.19 = lshr i32 %.18, 4, !dbg !133
  %.20 = zext i32 %.19 to i64, !dbg !133
  %.21 = and i32 %.18, 15, !dbg !133
  %.22 = zext i32 %.21 to i64, !dbg !133
  %.23 = shl nuw nsw i64 %.20, 3, !dbg !133
  %.24 = shl nuw nsw i64 %.22, 5, !dbg !133
  %.25 = add nuw nsw i64 %.24, %.23, !dbg !133
  %.26 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.25, !dbg !133
  %.27 = ptrtoint ptr addrspace(1) %.26 to i64, !dbg !133
  %.28 = and i64 %.27, 3, !dbg !133
  %.29 = icmp eq i64 %.28, 0, !dbg !133
  br i1 %.29, label %frag.wide.30, label %frag.narrow.31, !dbg !133

frag.wide.30:                                     ; preds = %entry
  %.33 = load <2 x i32>, ptr addrspace(1) %.26, align 4, !dbg !133, !amdgpu.noclobber !6
  %.34 = extractelement <2 x i32> %.33, i64 0, !dbg !133
  %.35 = extractelement <2 x i32> %.33, i64 1, !dbg !133
  br label %frag.join.32, !dbg !133

frag.narrow.31:                                   ; preds = %entry
  %.37 = load i8, ptr addrspace(1) %.26, align 1, !dbg !133, !amdgpu.noclobber !6
  %.38 = zext i8 %.37 to i32, !dbg !133
  %.39 = or i64 %.25, 1, !dbg !133
  %.40 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.39, !dbg !133
  %.41 = load i8, ptr addrspace(1) %.40, align 1, !dbg !133, !amdgpu.noclobber !6
  %.42 = zext i8 %.41 to i32, !dbg !133
  %.43 = shl nuw nsw i32 %.42, 8, !dbg !133
  %.44 = or i32 %.43, %.38, !dbg !133
  %.45 = or i64 %.25, 2, !dbg !133
  %.46 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.45, !dbg !133
  %.47 = load i8, ptr addrspace(1) %.46, align 1, !dbg !133, !amdgpu.noclobber !6
  %.48 = zext i8 %.47 to i32, !dbg !133
  %.49 = shl nuw nsw i32 %.48, 16, !dbg !133
  %.50 = or i32 %.44, %.49, !dbg !133
  %.51 = or i64 %.25, 3, !dbg !133
  %.52 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.51, !dbg !133
  %.53 = load i8, ptr addrspace(1) %.52, align 1, !dbg !133, !amdgpu.noclobber !6
  %.54 = zext i8 %.53 to i32, !dbg !133
  %.55 = shl nuw i32 %.54, 24, !dbg !133
  %.56 = or i32 %.50, %.55, !dbg !133
  %.57 = or i64 %.25, 4, !dbg !133
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.57, !dbg !133
  %.59 = load i8, ptr addrspace(1) %.58, align 1, !dbg !133, !amdgpu.noclobber !6
  %.60 = zext i8 %.59 to i32, !dbg !133
  %.61 = or i64 %.25, 5, !dbg !133
  %.62 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.61, !dbg !133
  %.63 = load i8, ptr addrspace(1) %.62, align 1, !dbg !133, !amdgpu.noclobber !6
  %.64 = zext i8 %.63 to i32, !dbg !133
  %.65 = shl nuw nsw i32 %.64, 8, !dbg !133
  %.66 = or i32 %.65, %.60, !dbg !133
  %.67 = or i64 %.25, 6, !dbg !133
  %.68 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.67, !dbg !133
  %.69 = load i8, ptr addrspace(1) %.68, align 1, !dbg !133, !amdgpu.noclobber !6
  %.70 = zext i8 %.69 to i32, !dbg !133
  %.71 = shl nuw nsw i32 %.70, 16, !dbg !133
  %.72 = or i32 %.66, %.71, !dbg !133
  %.73 = or i64 %.25, 7, !dbg !133
  %.74 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.73, !dbg !133
  %.75 = load i8, ptr addrspace(1) %.74, align 1, !dbg !133, !amdgpu.noclobber !6
  %.76 = zext i8 %.75 to i32, !dbg !133
  %.77 = shl nuw i32 %.76, 24, !dbg !133
  %.78 = or i32 %.72, %.77, !dbg !133
  br label %frag.join.32, !dbg !133

frag.join.32:                                     ; preds = %frag.narrow.31, %frag.wide.30
  %.79 = phi i32 [ %.34, %frag.wide.30 ], [ %.56, %frag.narrow.31 ], !dbg !133
  %.80 = phi i32 [ %.35, %frag.wide.30 ], [ %.78, %frag.narrow.31 ], !dbg !133
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !134
  %t1 = sext i32 %.16 to i64, !dbg !134
  %.90 = shl nuw nsw i64 %.20, 7, !dbg !135
  %.91 = or i64 %.90, %.22, !dbg !135
  %.92 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.91, !dbg !135
  %.93 = load i8, ptr addrspace(1) %.92, align 1, !dbg !135, !amdgpu.noclobber !6
  %.96 = or i64 %.91, 16, !dbg !135
  %.97 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.96, !dbg !135
  %.98 = load i8, ptr addrspace(1) %.97, align 1, !dbg !135, !amdgpu.noclobber !6
  %.103 = or i64 %.91, 32, !dbg !135
  %.104 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.103, !dbg !135
  %.105 = load i8, ptr addrspace(1) %.104, align 1, !dbg !135, !amdgpu.noclobber !6
  %.110 = or i64 %.91, 48, !dbg !135
  %.111 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.110, !dbg !135
  %.112 = load i8, ptr addrspace(1) %.111, align 1, !dbg !135, !amdgpu.noclobber !6
  %.117 = or i64 %.91, 64, !dbg !135
  %.118 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.117, !dbg !135
  %.119 = load i8, ptr addrspace(1) %.118, align 1, !dbg !135, !amdgpu.noclobber !6
  %.122 = or i64 %.91, 80, !dbg !135
  %.123 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.122, !dbg !135
  %.124 = load i8, ptr addrspace(1) %.123, align 1, !dbg !135, !amdgpu.noclobber !6
  %.129 = or i64 %.91, 96, !dbg !135
  %.130 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.129, !dbg !135
  %.1311 = load i8, ptr addrspace(1) %.130, align 1, !dbg !135
  %.136 = or i64 %.91, 112, !dbg !135
  %.137 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.136, !dbg !135
  %.138 = load i8, ptr addrspace(1) %.137, align 1, !dbg !135, !amdgpu.noclobber !6
  %.151 = shl nuw nsw i64 %.20, 6, !dbg !136
  %.152 = or i64 %.151, %.22, !dbg !136
  %.153 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %.152, !dbg !136
  %.154 = load i32, ptr addrspace(1) %.153, align 4, !dbg !136, !amdgpu.noclobber !6
  %.156 = or i64 %.152, 16, !dbg !136
  %.157 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %.156, !dbg !136
  %.158 = load i32, ptr addrspace(1) %.157, align 4, !dbg !136, !amdgpu.noclobber !6
  %.160 = or i64 %.152, 32, !dbg !136
  %.161 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %.160, !dbg !136
  %.162 = load i32, ptr addrspace(1) %.161, align 4, !dbg !136, !amdgpu.noclobber !6
  %.164 = or i64 %.152, 48, !dbg !136
  %.165 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %.164, !dbg !136
  %.166 = load i32, ptr addrspace(1) %.165, align 4, !dbg !136, !amdgpu.noclobber !6
  %t14 = mul nsw i64 %t1, 192, !dbg !137
  %t16 = shl nsw i64 %t1, 6, !dbg !138
  %t138 = trunc i64 %.25 to i32, !dbg !139
  %t139 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t14, !dbg !140
  store i32 %t138, ptr addrspace(1) %t139, align 4, !dbg !140
  %t153 = trunc i32 %.79 to i8, !dbg !141
  %t154 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t16, !dbg !142
  store i8 %t153, ptr addrspace(1) %t154, align 1, !dbg !142
  %t159 = or i64 %t14, 1, !dbg !143
  %t162 = or i32 %t138, 1, !dbg !139
  %t163 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t159, !dbg !140
  store i32 %t162, ptr addrspace(1) %t163, align 4, !dbg !140
  %t164 = or i64 %t16, 1, !dbg !144
  %.263 = lshr i32 %.79, 8, !dbg !141
  %t177 = trunc i32 %.263 to i8, !dbg !141
  %t178 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t164, !dbg !142
  store i8 %t177, ptr addrspace(1) %t178, align 1, !dbg !142
  %t183 = or i64 %t14, 2, !dbg !143
  %t186 = or i32 %t138, 2, !dbg !139
  %t187 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t183, !dbg !140
  store i32 %t186, ptr addrspace(1) %t187, align 4, !dbg !140
  %t188 = or i64 %t16, 2, !dbg !144
  %.282 = lshr i32 %.79, 16, !dbg !141
  %t201 = trunc i32 %.282 to i8, !dbg !141
  %t202 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t188, !dbg !142
  store i8 %t201, ptr addrspace(1) %t202, align 1, !dbg !142
  %t207 = or i64 %t14, 3, !dbg !143
  %t210 = or i32 %t138, 3, !dbg !139
  %t211 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t207, !dbg !140
  store i32 %t210, ptr addrspace(1) %t211, align 4, !dbg !140
  %t212 = or i64 %t16, 3, !dbg !144
  %.301 = lshr i32 %.79, 24, !dbg !141
  %t225 = trunc i32 %.301 to i8, !dbg !141
  %t226 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t212, !dbg !142
  store i8 %t225, ptr addrspace(1) %t226, align 1, !dbg !142
  %t27 = or i64 %t14, 4, !dbg !143
  %0 = trunc i64 %.25 to i32, !dbg !139
  %t30 = or i32 %0, 4, !dbg !139
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27, !dbg !140
  store i32 %t30, ptr addrspace(1) %t31, align 4, !dbg !140
  %t32 = or i64 %t16, 4, !dbg !144
  %t45 = trunc i32 %.80 to i8, !dbg !141
  %t46 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t32, !dbg !142
  store i8 %t45, ptr addrspace(1) %t46, align 1, !dbg !142
  %t27.1 = or i64 %t14, 5, !dbg !143
  %1 = trunc i64 %.25 to i32, !dbg !139
  %t30.1 = or i32 %1, 5, !dbg !139
  %t31.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.1, !dbg !140
  store i32 %t30.1, ptr addrspace(1) %t31.1, align 4, !dbg !140
  %t32.1 = or i64 %t16, 5, !dbg !144
  %.189.1 = lshr i32 %.80, 8, !dbg !141
  %t45.1 = trunc i32 %.189.1 to i8, !dbg !141
  %t46.1 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t32.1, !dbg !142
  store i8 %t45.1, ptr addrspace(1) %t46.1, align 1, !dbg !142
  %t27.2 = or i64 %t14, 6, !dbg !143
  %2 = trunc i64 %.25 to i32, !dbg !139
  %t30.2 = or i32 %2, 6, !dbg !139
  %t31.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.2, !dbg !140
  store i32 %t30.2, ptr addrspace(1) %t31.2, align 4, !dbg !140
  %t32.2 = or i64 %t16, 6, !dbg !144
  %.189.2 = lshr i32 %.80, 16, !dbg !141
  %t45.2 = trunc i32 %.189.2 to i8, !dbg !141
  %t46.2 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t32.2, !dbg !142
  store i8 %t45.2, ptr addrspace(1) %t46.2, align 1, !dbg !142
  %t27.3 = or i64 %t14, 7, !dbg !143
  %3 = trunc i64 %.25 to i32, !dbg !139
  %t30.3 = or i32 %3, 7, !dbg !139
  %t31.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.3, !dbg !140
  store i32 %t30.3, ptr addrspace(1) %t31.3, align 4, !dbg !140
  %t32.3 = or i64 %t16, 7, !dbg !144
  %.189.3 = lshr i32 %.80, 24, !dbg !141
  %t45.3 = trunc i32 %.189.3 to i8, !dbg !141
  %t46.3 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t32.3, !dbg !142
  store i8 %t45.3, ptr addrspace(1) %t46.3, align 1, !dbg !142
  %t52 = add nsw i64 %t14, 64, !dbg !145
  %t53 = add nsw i64 %t16, 4096, !dbg !146
  %t239 = shl i32 %.19, 7, !dbg !147
  %t240 = or i32 %t239, %.21, !dbg !148
  %t242 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t52, !dbg !149
  store i32 %t240, ptr addrspace(1) %t242, align 4, !dbg !149
  %t257 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t53, !dbg !150
  store i8 %.93, ptr addrspace(1) %t257, align 1, !dbg !150
  %t262 = add nsw i64 %t14, 65, !dbg !151
  %t264 = or i32 %t240, 16, !dbg !148
  %t266 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t262, !dbg !149
  store i32 %t264, ptr addrspace(1) %t266, align 4, !dbg !149
  %t267 = add nsw i64 %t16, 4097, !dbg !152
  %t281 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t267, !dbg !150
  store i8 %.98, ptr addrspace(1) %t281, align 1, !dbg !150
  %t286 = add nsw i64 %t14, 66, !dbg !151
  %t288 = or i32 %t240, 32, !dbg !148
  %t290 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t286, !dbg !149
  store i32 %t288, ptr addrspace(1) %t290, align 4, !dbg !149
  %t291 = add nsw i64 %t16, 4098, !dbg !152
  %t305 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t291, !dbg !150
  store i8 %.105, ptr addrspace(1) %t305, align 1, !dbg !150
  %t310 = add nsw i64 %t14, 67, !dbg !151
  %t312 = or i32 %t240, 48, !dbg !148
  %t314 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t310, !dbg !149
  store i32 %t312, ptr addrspace(1) %t314, align 4, !dbg !149
  %t315 = add nsw i64 %t16, 4099, !dbg !152
  %t329 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t315, !dbg !150
  store i8 %.112, ptr addrspace(1) %t329, align 1, !dbg !150
  %t63 = add nsw i64 %t14, 68, !dbg !151
  %4 = trunc i64 %.23 to i32, !dbg !153
  %.197.tr = shl i32 %4, 4, !dbg !153
  %5 = or i32 %.197.tr, %.21, !dbg !153
  %t66 = or i32 %5, 64, !dbg !153
  %t67 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63, !dbg !149
  store i32 %t66, ptr addrspace(1) %t67, align 4, !dbg !149
  %t68 = add nsw i64 %t16, 4100, !dbg !152
  %t82 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t68, !dbg !150
  store i8 %.119, ptr addrspace(1) %t82, align 1, !dbg !150
  %t63.1 = add nsw i64 %t14, 69, !dbg !151
  %6 = trunc i64 %.23 to i32, !dbg !153
  %.197.tr.1 = shl i32 %6, 4, !dbg !153
  %7 = or i32 %.197.tr.1, %.21, !dbg !153
  %t66.1 = or i32 %7, 80, !dbg !153
  %t67.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.1, !dbg !149
  store i32 %t66.1, ptr addrspace(1) %t67.1, align 4, !dbg !149
  %t68.1 = add nsw i64 %t16, 4101, !dbg !152
  %t82.1 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t68.1, !dbg !150
  store i8 %.124, ptr addrspace(1) %t82.1, align 1, !dbg !150
  %t63.2 = add nsw i64 %t14, 70, !dbg !151
  %8 = trunc i64 %.23 to i32, !dbg !153
  %.197.tr.2 = shl i32 %8, 4, !dbg !153
  %9 = or i32 %.197.tr.2, %.21, !dbg !153
  %t66.2 = or i32 %9, 96, !dbg !153
  %t67.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.2, !dbg !149
  store i32 %t66.2, ptr addrspace(1) %t67.2, align 4, !dbg !149
  %t68.2 = add nsw i64 %t16, 4102, !dbg !152
  %t82.2 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t68.2, !dbg !150
  store i8 %.1311, ptr addrspace(1) %t82.2, align 1, !dbg !150
  %t63.3 = add nsw i64 %t14, 71, !dbg !151
  %10 = trunc i64 %.23 to i32, !dbg !153
  %.197.tr.3 = shl i32 %10, 4, !dbg !153
  %11 = or i32 %.197.tr.3, %.21, !dbg !153
  %t66.3 = or i32 %11, 112, !dbg !153
  %t67.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.3, !dbg !149
  store i32 %t66.3, ptr addrspace(1) %t67.3, align 4, !dbg !149
  %t68.3 = add nsw i64 %t16, 4103, !dbg !152
  %t82.3 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t68.3, !dbg !150
  store i8 %.138, ptr addrspace(1) %t82.3, align 1, !dbg !150
  %.150 = shl nuw nsw i64 %.20, 2, !dbg !136
  %t88 = add nsw i64 %t14, 128, !dbg !154
  %.216.tr = trunc i64 %.150 to i32, !dbg !155
  %12 = shl i32 %.216.tr, 4, !dbg !155
  %t106 = or i32 %12, %.21, !dbg !155
  %t107 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t88, !dbg !156
  store i32 %t106, ptr addrspace(1) %t107, align 4, !dbg !156
  %t124 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t16, !dbg !157
  store i32 %.154, ptr addrspace(1) %t124, align 4, !dbg !157
  %t103.1 = add nsw i64 %t14, 129, !dbg !158
  %13 = trunc i64 %.150 to i32, !dbg !155
  %.216.tr.1 = shl i32 %13, 4, !dbg !155
  %14 = or i32 %.216.tr.1, %.21, !dbg !155
  %t106.1 = or i32 %14, 16, !dbg !155
  %t107.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.1, !dbg !156
  store i32 %t106.1, ptr addrspace(1) %t107.1, align 4, !dbg !156
  %t108.1 = or i64 %t16, 1, !dbg !159
  %t124.1 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t108.1, !dbg !157
  store i32 %.158, ptr addrspace(1) %t124.1, align 4, !dbg !157
  %t103.2 = add nsw i64 %t14, 130, !dbg !158
  %15 = trunc i64 %.150 to i32, !dbg !155
  %.216.tr.2 = shl i32 %15, 4, !dbg !155
  %16 = or i32 %.216.tr.2, %.21, !dbg !155
  %t106.2 = or i32 %16, 32, !dbg !155
  %t107.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.2, !dbg !156
  store i32 %t106.2, ptr addrspace(1) %t107.2, align 4, !dbg !156
  %t108.2 = or i64 %t16, 2, !dbg !159
  %t124.2 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t108.2, !dbg !157
  store i32 %.162, ptr addrspace(1) %t124.2, align 4, !dbg !157
  %t103.3 = add nsw i64 %t14, 131, !dbg !158
  %17 = trunc i64 %.150 to i32, !dbg !155
  %.216.tr.3 = shl i32 %17, 4, !dbg !155
  %18 = or i32 %.216.tr.3, %.21, !dbg !155
  %t106.3 = or i32 %18, 48, !dbg !155
  %t107.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.3, !dbg !156
  store i32 %t106.3, ptr addrspace(1) %t107.3, align 4, !dbg !156
  %t108.3 = or i64 %t16, 3, !dbg !159
  %t124.3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t108.3, !dbg !157
  store i32 %.166, ptr addrspace(1) %t124.3, align 4, !dbg !157
  ret void, !dbg !157
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eScaleU8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !160 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !161
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.13), !dbg !161
  %.15 = lshr i32 %.14, 4, !dbg !161
  %.16 = zext i32 %.15 to i64, !dbg !161
  %.17 = and i32 %.14, 15, !dbg !161
  %.18 = zext i32 %.17 to i64, !dbg !161
  %.19 = shl nuw nsw i64 %.16, 3, !dbg !161
  %.20 = shl nuw nsw i64 %.18, 5, !dbg !161
  %.21 = add nuw nsw i64 %.20, %.19, !dbg !161
  %.22 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.21, !dbg !161
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !161
  %.24 = and i64 %.23, 3, !dbg !161
  %.25 = icmp eq i64 %.24, 0, !dbg !161
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !161

frag.wide.26:                                     ; preds = %entry
  %.29 = load <2 x i32>, ptr addrspace(1) %.22, align 4, !dbg !161, !amdgpu.noclobber !6
  %.30 = extractelement <2 x i32> %.29, i64 0, !dbg !161
  %.31 = extractelement <2 x i32> %.29, i64 1, !dbg !161
  br label %frag.join.28, !dbg !161

frag.narrow.27:                                   ; preds = %entry
  %.33 = load i8, ptr addrspace(1) %.22, align 1, !dbg !161, !amdgpu.noclobber !6
  %.34 = zext i8 %.33 to i32, !dbg !161
  %.35 = or i64 %.21, 1, !dbg !161
  %.36 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.35, !dbg !161
  %.37 = load i8, ptr addrspace(1) %.36, align 1, !dbg !161, !amdgpu.noclobber !6
  %.38 = zext i8 %.37 to i32, !dbg !161
  %.39 = shl nuw nsw i32 %.38, 8, !dbg !161
  %.40 = or i32 %.39, %.34, !dbg !161
  %.41 = or i64 %.21, 2, !dbg !161
  %.42 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.41, !dbg !161
  %.43 = load i8, ptr addrspace(1) %.42, align 1, !dbg !161, !amdgpu.noclobber !6
  %.44 = zext i8 %.43 to i32, !dbg !161
  %.45 = shl nuw nsw i32 %.44, 16, !dbg !161
  %.46 = or i32 %.40, %.45, !dbg !161
  %.47 = or i64 %.21, 3, !dbg !161
  %.48 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.47, !dbg !161
  %.49 = load i8, ptr addrspace(1) %.48, align 1, !dbg !161, !amdgpu.noclobber !6
  %.50 = zext i8 %.49 to i32, !dbg !161
  %.51 = shl nuw i32 %.50, 24, !dbg !161
  %.52 = or i32 %.46, %.51, !dbg !161
  %.53 = or i64 %.21, 4, !dbg !161
  %.54 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.53, !dbg !161
  %.55 = load i8, ptr addrspace(1) %.54, align 1, !dbg !161, !amdgpu.noclobber !6
  %.56 = zext i8 %.55 to i32, !dbg !161
  %.57 = or i64 %.21, 5, !dbg !161
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.57, !dbg !161
  %.59 = load i8, ptr addrspace(1) %.58, align 1, !dbg !161, !amdgpu.noclobber !6
  %.60 = zext i8 %.59 to i32, !dbg !161
  %.61 = shl nuw nsw i32 %.60, 8, !dbg !161
  %.62 = or i32 %.61, %.56, !dbg !161
  %.63 = or i64 %.21, 6, !dbg !161
  %.64 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.63, !dbg !161
  %.65 = load i8, ptr addrspace(1) %.64, align 1, !dbg !161, !amdgpu.noclobber !6
  %.66 = zext i8 %.65 to i32, !dbg !161
  %.67 = shl nuw nsw i32 %.66, 16, !dbg !161
  %.68 = or i32 %.62, %.67, !dbg !161
  %.69 = or i64 %.21, 7, !dbg !161
  %.70 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.69, !dbg !161
  %.71 = load i8, ptr addrspace(1) %.70, align 1, !dbg !161, !amdgpu.noclobber !6
  %.72 = zext i8 %.71 to i32, !dbg !161
  %.73 = shl nuw i32 %.72, 24, !dbg !161
  %.74 = or i32 %.68, %.73, !dbg !161
  br label %frag.join.28, !dbg !161

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %.75 = phi i32 [ %.30, %frag.wide.26 ], [ %.52, %frag.narrow.27 ], !dbg !161
  %.76 = phi i32 [ %.31, %frag.wide.26 ], [ %.74, %frag.narrow.27 ], !dbg !161
  %.88 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.21, !dbg !162
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !162
  %.90 = and i64 %.89, 3, !dbg !162
  %.91 = icmp eq i64 %.90, 0, !dbg !162
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !162

frag.wide.92:                                     ; preds = %frag.join.28
  %.95 = load <2 x i32>, ptr addrspace(1) %.88, align 4, !dbg !162, !amdgpu.noclobber !6
  %.96 = extractelement <2 x i32> %.95, i64 0, !dbg !162
  %.97 = extractelement <2 x i32> %.95, i64 1, !dbg !162
  br label %frag.join.94, !dbg !162

frag.narrow.93:                                   ; preds = %frag.join.28
  %.99 = load i8, ptr addrspace(1) %.88, align 1, !dbg !162, !amdgpu.noclobber !6
  %.100 = zext i8 %.99 to i32, !dbg !162
  %.101 = or i64 %.21, 1, !dbg !162
  %.102 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.101, !dbg !162
  %.103 = load i8, ptr addrspace(1) %.102, align 1, !dbg !162, !amdgpu.noclobber !6
  %.104 = zext i8 %.103 to i32, !dbg !162
  %.105 = shl nuw nsw i32 %.104, 8, !dbg !162
  %.106 = or i32 %.105, %.100, !dbg !162
  %.107 = or i64 %.21, 2, !dbg !162
  %.108 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.107, !dbg !162
  %.109 = load i8, ptr addrspace(1) %.108, align 1, !dbg !162, !amdgpu.noclobber !6
  %.110 = zext i8 %.109 to i32, !dbg !162
  %.111 = shl nuw nsw i32 %.110, 16, !dbg !162
  %.112 = or i32 %.106, %.111, !dbg !162
  %.113 = or i64 %.21, 3, !dbg !162
  %.114 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.113, !dbg !162
  %.115 = load i8, ptr addrspace(1) %.114, align 1, !dbg !162, !amdgpu.noclobber !6
  %.116 = zext i8 %.115 to i32, !dbg !162
  %.117 = shl nuw i32 %.116, 24, !dbg !162
  %.118 = or i32 %.112, %.117, !dbg !162
  %.119 = or i64 %.21, 4, !dbg !162
  %.120 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.119, !dbg !162
  %.121 = load i8, ptr addrspace(1) %.120, align 1, !dbg !162, !amdgpu.noclobber !6
  %.122 = zext i8 %.121 to i32, !dbg !162
  %.123 = or i64 %.21, 5, !dbg !162
  %.124 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.123, !dbg !162
  %.125 = load i8, ptr addrspace(1) %.124, align 1, !dbg !162, !amdgpu.noclobber !6
  %.126 = zext i8 %.125 to i32, !dbg !162
  %.127 = shl nuw nsw i32 %.126, 8, !dbg !162
  %.128 = or i32 %.127, %.122, !dbg !162
  %.129 = or i64 %.21, 6, !dbg !162
  %.130 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.129, !dbg !162
  %.131 = load i8, ptr addrspace(1) %.130, align 1, !dbg !162, !amdgpu.noclobber !6
  %.132 = zext i8 %.131 to i32, !dbg !162
  %.133 = shl nuw nsw i32 %.132, 16, !dbg !162
  %.134 = or i32 %.128, %.133, !dbg !162
  %.135 = or i64 %.21, 7, !dbg !162
  %.136 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.135, !dbg !162
  %.137 = load i8, ptr addrspace(1) %.136, align 1, !dbg !162, !amdgpu.noclobber !6
  %.138 = zext i8 %.137 to i32, !dbg !162
  %.139 = shl nuw i32 %.138, 24, !dbg !162
  %.140 = or i32 %.134, %.139, !dbg !162
  br label %frag.join.94, !dbg !162

frag.join.94:                                     ; preds = %frag.narrow.93, %frag.wide.92
  %.141 = phi i32 [ %.96, %frag.wide.92 ], [ %.118, %frag.narrow.93 ], !dbg !162
  %.142 = phi i32 [ %.97, %frag.wide.92 ], [ %.140, %frag.narrow.93 ], !dbg !162
  %.152 = shl nuw nsw i64 %.16, 6, !dbg !163
  %.153 = or i64 %.152, %.18, !dbg !163
  %.154 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.153, !dbg !163
  %.155 = load i32, ptr addrspace(1) %.154, align 4, !dbg !163, !amdgpu.noclobber !6
  %.157 = or i64 %.153, 16, !dbg !163
  %.158 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.157, !dbg !163
  %.159 = load i32, ptr addrspace(1) %.158, align 4, !dbg !163, !amdgpu.noclobber !6
  %.161 = or i64 %.153, 32, !dbg !163
  %.162 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.161, !dbg !163
  %.163 = load i32, ptr addrspace(1) %.162, align 4, !dbg !163, !amdgpu.noclobber !6
  %.165 = or i64 %.153, 48, !dbg !163
  %.166 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.165, !dbg !163
  %.167 = load i32, ptr addrspace(1) %.166, align 4, !dbg !163, !amdgpu.noclobber !6
  %.188 = zext i32 %.75 to i64, !dbg !164
  %.189 = zext i32 %.76 to i64, !dbg !164
  %.190 = shl nuw i64 %.189, 32, !dbg !164
  %.191 = or i64 %.190, %.188, !dbg !164
  %.192 = zext i32 %.141 to i64, !dbg !164
  %.193 = zext i32 %.142 to i64, !dbg !164
  %.194 = shl nuw i64 %.193, 32, !dbg !164
  %.195 = or i64 %.194, %.192, !dbg !164
  %.196 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.191, i64 %.195, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !164
  %.197 = lshr i32 %.75, 7, !dbg !164
  %.198 = and i32 %.197, 16843009, !dbg !164
  %.199 = lshr i32 %.76, 7, !dbg !164
  %.200 = and i32 %.199, 16843009, !dbg !164
  %.201 = zext i32 %.198 to i64, !dbg !164
  %.202 = zext i32 %.200 to i64, !dbg !164
  %.203 = shl nuw nsw i64 %.202, 32, !dbg !164
  %.204 = or i64 %.203, %.201, !dbg !164
  %.209 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.204, i64 %.195, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !164
  %.210 = shl <4 x i32> %.209, <i32 8, i32 8, i32 8, i32 8>, !dbg !164
  %.211 = add <4 x i32> %.210, %.196, !dbg !164
  %.212 = extractelement <4 x i32> %.211, i64 0, !dbg !164
  %.213 = extractelement <4 x i32> %.211, i64 1, !dbg !164
  %.214 = extractelement <4 x i32> %.211, i64 2, !dbg !164
  %.215 = extractelement <4 x i32> %.211, i64 3, !dbg !164
  %t50 = mul i32 %.212, 3, !dbg !165
  %t59 = sub i32 %t50, %.155, !dbg !166
  %t50.1 = mul i32 %.213, 3, !dbg !165
  %t59.1 = sub i32 %t50.1, %.159, !dbg !166
  %t50.2 = mul i32 %.214, 3, !dbg !165
  %t59.2 = sub i32 %t50.2, %.163, !dbg !166
  %t50.3 = mul i32 %.215, 3, !dbg !165
  %t59.3 = sub i32 %t50.3, %.167, !dbg !166
  %.230 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %.153, !dbg !167
  store i32 %t59, ptr addrspace(1) %.230, align 4, !dbg !167
  %.234 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %.157, !dbg !167
  store i32 %t59.1, ptr addrspace(1) %.234, align 4, !dbg !167
  %.238 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %.161, !dbg !167
  store i32 %t59.2, ptr addrspace(1) %.238, align 4, !dbg !167
  %.242 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %.165, !dbg !167
  store i32 %t59.3, ptr addrspace(1) %.242, align 4, !dbg !167
  ret void, !dbg !167
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eNegS8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #3 !dbg !168 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !169
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !169
  %.12 = lshr i32 %.11, 4, !dbg !169
  %.13 = zext i32 %.12 to i64, !dbg !169
  %.14 = and i32 %.11, 15, !dbg !169
  %.15 = zext i32 %.14 to i64, !dbg !169
  %.16 = shl nuw nsw i64 %.13, 3, !dbg !169
  %.17 = shl nuw nsw i64 %.15, 5, !dbg !169
  %.18 = add nuw nsw i64 %.17, %.16, !dbg !169
  %.19 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.18, !dbg !169
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !169
  %.21 = and i64 %.20, 3, !dbg !169
  %.22 = icmp eq i64 %.21, 0, !dbg !169
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !169

frag.wide.23:                                     ; preds = %entry
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !169, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !169
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !169
  br label %frag.join.25, !dbg !169

frag.narrow.24:                                   ; preds = %entry
  %.30 = load i8, ptr addrspace(1) %.19, align 1, !dbg !169, !amdgpu.noclobber !6
  %.31 = zext i8 %.30 to i32, !dbg !169
  %.32 = or i64 %.18, 1, !dbg !169
  %.33 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.32, !dbg !169
  %.34 = load i8, ptr addrspace(1) %.33, align 1, !dbg !169, !amdgpu.noclobber !6
  %.35 = zext i8 %.34 to i32, !dbg !169
  %.36 = shl nuw nsw i32 %.35, 8, !dbg !169
  %.37 = or i32 %.36, %.31, !dbg !169
  %.38 = or i64 %.18, 2, !dbg !169
  %.39 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.38, !dbg !169
  %.40 = load i8, ptr addrspace(1) %.39, align 1, !dbg !169, !amdgpu.noclobber !6
  %.41 = zext i8 %.40 to i32, !dbg !169
  %.42 = shl nuw nsw i32 %.41, 16, !dbg !169
  %.43 = or i32 %.37, %.42, !dbg !169
  %.44 = or i64 %.18, 3, !dbg !169
  %.45 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.44, !dbg !169
  %.46 = load i8, ptr addrspace(1) %.45, align 1, !dbg !169, !amdgpu.noclobber !6
  %.47 = zext i8 %.46 to i32, !dbg !169
  %.48 = shl nuw i32 %.47, 24, !dbg !169
  %.49 = or i32 %.43, %.48, !dbg !169
  %.50 = or i64 %.18, 4, !dbg !169
  %.51 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.50, !dbg !169
  %.52 = load i8, ptr addrspace(1) %.51, align 1, !dbg !169, !amdgpu.noclobber !6
  %.53 = zext i8 %.52 to i32, !dbg !169
  %.54 = or i64 %.18, 5, !dbg !169
  %.55 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.54, !dbg !169
  %.56 = load i8, ptr addrspace(1) %.55, align 1, !dbg !169, !amdgpu.noclobber !6
  %.57 = zext i8 %.56 to i32, !dbg !169
  %.58 = shl nuw nsw i32 %.57, 8, !dbg !169
  %.59 = or i32 %.58, %.53, !dbg !169
  %.60 = or i64 %.18, 6, !dbg !169
  %.61 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.60, !dbg !169
  %.62 = load i8, ptr addrspace(1) %.61, align 1, !dbg !169, !amdgpu.noclobber !6
  %.63 = zext i8 %.62 to i32, !dbg !169
  %.64 = shl nuw nsw i32 %.63, 16, !dbg !169
  %.65 = or i32 %.59, %.64, !dbg !169
  %.66 = or i64 %.18, 7, !dbg !169
  %.67 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.66, !dbg !169
  %.68 = load i8, ptr addrspace(1) %.67, align 1, !dbg !169, !amdgpu.noclobber !6
  %.69 = zext i8 %.68 to i32, !dbg !169
  %.70 = shl nuw i32 %.69, 24, !dbg !169
  %.71 = or i32 %.65, %.70, !dbg !169
  br label %frag.join.25, !dbg !169

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.72 = phi i32 [ %.27, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !169
  %.73 = phi i32 [ %.28, %frag.wide.23 ], [ %.71, %frag.narrow.24 ], !dbg !169
  %.85 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.18, !dbg !170
  %.86 = ptrtoint ptr addrspace(1) %.85 to i64, !dbg !170
  %.87 = and i64 %.86, 3, !dbg !170
  %.88 = icmp eq i64 %.87, 0, !dbg !170
  br i1 %.88, label %frag.wide.89, label %frag.narrow.90, !dbg !170

frag.wide.89:                                     ; preds = %frag.join.25
  %.92 = load <2 x i32>, ptr addrspace(1) %.85, align 4, !dbg !170, !amdgpu.noclobber !6
  %.93 = extractelement <2 x i32> %.92, i64 0, !dbg !170
  %.94 = extractelement <2 x i32> %.92, i64 1, !dbg !170
  br label %frag.join.91, !dbg !170

frag.narrow.90:                                   ; preds = %frag.join.25
  %.96 = load i8, ptr addrspace(1) %.85, align 1, !dbg !170, !amdgpu.noclobber !6
  %.97 = zext i8 %.96 to i32, !dbg !170
  %.98 = or i64 %.18, 1, !dbg !170
  %.99 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.98, !dbg !170
  %.100 = load i8, ptr addrspace(1) %.99, align 1, !dbg !170, !amdgpu.noclobber !6
  %.101 = zext i8 %.100 to i32, !dbg !170
  %.102 = shl nuw nsw i32 %.101, 8, !dbg !170
  %.103 = or i32 %.102, %.97, !dbg !170
  %.104 = or i64 %.18, 2, !dbg !170
  %.105 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.104, !dbg !170
  %.106 = load i8, ptr addrspace(1) %.105, align 1, !dbg !170, !amdgpu.noclobber !6
  %.107 = zext i8 %.106 to i32, !dbg !170
  %.108 = shl nuw nsw i32 %.107, 16, !dbg !170
  %.109 = or i32 %.103, %.108, !dbg !170
  %.110 = or i64 %.18, 3, !dbg !170
  %.111 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.110, !dbg !170
  %.112 = load i8, ptr addrspace(1) %.111, align 1, !dbg !170, !amdgpu.noclobber !6
  %.113 = zext i8 %.112 to i32, !dbg !170
  %.114 = shl nuw i32 %.113, 24, !dbg !170
  %.115 = or i32 %.109, %.114, !dbg !170
  %.116 = or i64 %.18, 4, !dbg !170
  %.117 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.116, !dbg !170
  %.118 = load i8, ptr addrspace(1) %.117, align 1, !dbg !170, !amdgpu.noclobber !6
  %.119 = zext i8 %.118 to i32, !dbg !170
  %.120 = or i64 %.18, 5, !dbg !170
  %.121 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.120, !dbg !170
  %.122 = load i8, ptr addrspace(1) %.121, align 1, !dbg !170, !amdgpu.noclobber !6
  %.123 = zext i8 %.122 to i32, !dbg !170
  %.124 = shl nuw nsw i32 %.123, 8, !dbg !170
  %.125 = or i32 %.124, %.119, !dbg !170
  %.126 = or i64 %.18, 6, !dbg !170
  %.127 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.126, !dbg !170
  %.128 = load i8, ptr addrspace(1) %.127, align 1, !dbg !170, !amdgpu.noclobber !6
  %.129 = zext i8 %.128 to i32, !dbg !170
  %.130 = shl nuw nsw i32 %.129, 16, !dbg !170
  %.131 = or i32 %.125, %.130, !dbg !170
  %.132 = or i64 %.18, 7, !dbg !170
  %.133 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.132, !dbg !170
  %.134 = load i8, ptr addrspace(1) %.133, align 1, !dbg !170, !amdgpu.noclobber !6
  %.135 = zext i8 %.134 to i32, !dbg !170
  %.136 = shl nuw i32 %.135, 24, !dbg !170
  %.137 = or i32 %.131, %.136, !dbg !170
  br label %frag.join.91, !dbg !170

frag.join.91:                                     ; preds = %frag.narrow.90, %frag.wide.89
  %.138 = phi i32 [ %.93, %frag.wide.89 ], [ %.115, %frag.narrow.90 ], !dbg !170
  %.139 = phi i32 [ %.94, %frag.wide.89 ], [ %.137, %frag.narrow.90 ], !dbg !170
  %0 = sub i32 0, %.72, !dbg !171
  %.neg = and i32 %0, 255, !dbg !171
  %.144.1 = and i32 %.72, 65280, !dbg !171
  %.neg.1 = sub nsw i32 0, %.144.1, !dbg !171
  %.151.1 = and i32 %.neg.1, 65280, !dbg !171
  %t37.1 = or i32 %.151.1, %.neg, !dbg !171
  %.144.2 = and i32 %.72, 16711680, !dbg !171
  %.neg.2 = sub nsw i32 0, %.144.2, !dbg !171
  %.151.2 = and i32 %.neg.2, 16711680, !dbg !171
  %t37.2 = or i32 %.151.2, %t37.1, !dbg !171
  %.144.3 = and i32 %.72, -16777216, !dbg !171
  %.neg.3 = sub i32 0, %.144.3, !dbg !171
  %1 = sub i32 0, %.73, !dbg !171
  %.neg.4 = and i32 %1, 255, !dbg !171
  %.144.5 = and i32 %.73, 65280, !dbg !171
  %.neg.5 = sub nsw i32 0, %.144.5, !dbg !171
  %.151.5 = and i32 %.neg.5, 65280, !dbg !171
  %t37.5 = or i32 %.151.5, %.neg.4, !dbg !171
  %.144.6 = and i32 %.73, 16711680, !dbg !171
  %.neg.6 = sub nsw i32 0, %.144.6, !dbg !171
  %.151.6 = and i32 %.neg.6, 16711680, !dbg !171
  %t37.6 = or i32 %.151.6, %t37.5, !dbg !171
  %.144.7 = and i32 %.73, -16777216, !dbg !171
  %.neg.7 = sub i32 0, %.144.7, !dbg !171
  %t37.3 = or i32 %t37.2, %.neg.3, !dbg !171
  %t37.7 = or i32 %t37.6, %.neg.7, !dbg !171
  %.178 = zext i32 %t37.3 to i64, !dbg !172
  %.179 = zext i32 %t37.7 to i64, !dbg !172
  %.180 = shl nuw i64 %.179, 32, !dbg !172
  %.181 = or i64 %.180, %.178, !dbg !172
  %.182 = zext i32 %.138 to i64, !dbg !172
  %.183 = zext i32 %.139 to i64, !dbg !172
  %.184 = shl nuw i64 %.183, 32, !dbg !172
  %.185 = or i64 %.184, %.182, !dbg !172
  %.186 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %.181, i64 %.185, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !172
  %.187 = extractelement <4 x i32> %.186, i64 0, !dbg !172
  %.188 = extractelement <4 x i32> %.186, i64 1, !dbg !172
  %.189 = extractelement <4 x i32> %.186, i64 2, !dbg !172
  %.190 = extractelement <4 x i32> %.186, i64 3, !dbg !172
  %.202 = shl nuw nsw i64 %.13, 6, !dbg !173
  %.203 = or i64 %.202, %.15, !dbg !173
  %.205 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.203, !dbg !173
  store i32 %.187, ptr addrspace(1) %.205, align 4, !dbg !173
  %.208 = or i64 %.203, 16, !dbg !173
  %.209 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.208, !dbg !173
  store i32 %.188, ptr addrspace(1) %.209, align 4, !dbg !173
  %.212 = or i64 %.203, 32, !dbg !173
  %.213 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.212, !dbg !173
  store i32 %.189, ptr addrspace(1) %.213, align 4, !dbg !173
  %.216 = or i64 %.203, 48, !dbg !173
  %.217 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.216, !dbg !173
  store i32 %.190, ptr addrspace(1) %.217, align 4, !dbg !173
  ret void, !dbg !173
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64, i64, <4 x i32>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { argmemonly nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #7 = { convergent mustprogress nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "macc.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eLayoutsS8", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 68, column: 19, scope: !4)
!8 = !DILocation(line: 69, column: 27, scope: !4)
!9 = !DILocation(line: 69, column: 37, scope: !4)
!10 = !DILocation(line: 69, column: 40, scope: !4)
!11 = !DILocation(line: 36, column: 6, scope: !4)
!12 = !DILocation(line: 36, column: 12, scope: !4)
!13 = !DILocation(line: 37, column: 18, scope: !4)
!14 = !DILocation(line: 0, scope: !4)
!15 = !DILocation(line: 42, column: 6, scope: !4)
!16 = !DILocation(line: 42, column: 12, scope: !4)
!17 = !DILocation(line: 43, column: 18, scope: !4)
!18 = !DILocation(line: 48, column: 6, scope: !4)
!19 = !DILocation(line: 48, column: 12, scope: !4)
!20 = !DILocation(line: 49, column: 18, scope: !4)
!21 = !DILocation(line: 53, column: 15, scope: !4)
!22 = !DILocation(line: 54, column: 6, scope: !4)
!23 = !DILocation(line: 54, column: 12, scope: !4)
!24 = !DILocation(line: 55, column: 14, scope: !4)
!25 = !DILocation(line: 69, column: 6, scope: !4)
!26 = !DILocation(line: 57, column: 14, scope: !4)
!27 = !DILocation(line: 51, column: 18, scope: !4)
!28 = !DILocation(line: 45, column: 18, scope: !4)
!29 = !DILocation(line: 39, column: 18, scope: !4)
!30 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eLayoutsS8U8", scope: !1, file: !1, line: 75, type: !5, scopeLine: 75, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 76, column: 19, scope: !30)
!32 = !DILocation(line: 77, column: 27, scope: !30)
!33 = !DILocation(line: 77, column: 37, scope: !30)
!34 = !DILocation(line: 77, column: 40, scope: !30)
!35 = !DILocation(line: 36, column: 6, scope: !30)
!36 = !DILocation(line: 36, column: 12, scope: !30)
!37 = !DILocation(line: 37, column: 18, scope: !30)
!38 = !DILocation(line: 0, scope: !30)
!39 = !DILocation(line: 42, column: 6, scope: !30)
!40 = !DILocation(line: 42, column: 12, scope: !30)
!41 = !DILocation(line: 43, column: 18, scope: !30)
!42 = !DILocation(line: 48, column: 6, scope: !30)
!43 = !DILocation(line: 48, column: 12, scope: !30)
!44 = !DILocation(line: 49, column: 18, scope: !30)
!45 = !DILocation(line: 53, column: 15, scope: !30)
!46 = !DILocation(line: 54, column: 6, scope: !30)
!47 = !DILocation(line: 54, column: 12, scope: !30)
!48 = !DILocation(line: 55, column: 14, scope: !30)
!49 = !DILocation(line: 77, column: 6, scope: !30)
!50 = !DILocation(line: 57, column: 14, scope: !30)
!51 = !DILocation(line: 51, column: 18, scope: !30)
!52 = !DILocation(line: 45, column: 18, scope: !30)
!53 = !DILocation(line: 39, column: 18, scope: !30)
!54 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eLayoutsU8S8", scope: !1, file: !1, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 84, column: 19, scope: !54)
!56 = !DILocation(line: 85, column: 27, scope: !54)
!57 = !DILocation(line: 85, column: 37, scope: !54)
!58 = !DILocation(line: 85, column: 40, scope: !54)
!59 = !DILocation(line: 36, column: 6, scope: !54)
!60 = !DILocation(line: 36, column: 12, scope: !54)
!61 = !DILocation(line: 37, column: 18, scope: !54)
!62 = !DILocation(line: 0, scope: !54)
!63 = !DILocation(line: 42, column: 6, scope: !54)
!64 = !DILocation(line: 42, column: 12, scope: !54)
!65 = !DILocation(line: 43, column: 18, scope: !54)
!66 = !DILocation(line: 48, column: 6, scope: !54)
!67 = !DILocation(line: 48, column: 12, scope: !54)
!68 = !DILocation(line: 49, column: 18, scope: !54)
!69 = !DILocation(line: 53, column: 15, scope: !54)
!70 = !DILocation(line: 54, column: 6, scope: !54)
!71 = !DILocation(line: 54, column: 12, scope: !54)
!72 = !DILocation(line: 55, column: 14, scope: !54)
!73 = !DILocation(line: 85, column: 6, scope: !54)
!74 = !DILocation(line: 57, column: 14, scope: !54)
!75 = !DILocation(line: 51, column: 18, scope: !54)
!76 = !DILocation(line: 45, column: 18, scope: !54)
!77 = !DILocation(line: 39, column: 18, scope: !54)
!78 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eLayoutsU8", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = !DILocation(line: 92, column: 19, scope: !78)
!80 = !DILocation(line: 93, column: 27, scope: !78)
!81 = !DILocation(line: 93, column: 37, scope: !78)
!82 = !DILocation(line: 93, column: 40, scope: !78)
!83 = !DILocation(line: 36, column: 6, scope: !78)
!84 = !DILocation(line: 36, column: 12, scope: !78)
!85 = !DILocation(line: 37, column: 18, scope: !78)
!86 = !DILocation(line: 0, scope: !78)
!87 = !DILocation(line: 42, column: 6, scope: !78)
!88 = !DILocation(line: 42, column: 12, scope: !78)
!89 = !DILocation(line: 43, column: 18, scope: !78)
!90 = !DILocation(line: 48, column: 6, scope: !78)
!91 = !DILocation(line: 48, column: 12, scope: !78)
!92 = !DILocation(line: 49, column: 18, scope: !78)
!93 = !DILocation(line: 53, column: 15, scope: !78)
!94 = !DILocation(line: 54, column: 6, scope: !78)
!95 = !DILocation(line: 54, column: 12, scope: !78)
!96 = !DILocation(line: 55, column: 14, scope: !78)
!97 = !DILocation(line: 93, column: 6, scope: !78)
!98 = !DILocation(line: 57, column: 14, scope: !78)
!99 = !DILocation(line: 51, column: 18, scope: !78)
!100 = !DILocation(line: 45, column: 18, scope: !78)
!101 = !DILocation(line: 39, column: 18, scope: !78)
!102 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eFillU8S8", scope: !1, file: !1, line: 111, type: !5, scopeLine: 111, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!103 = !DILocation(line: 100, column: 18, scope: !102)
!104 = !DILocation(line: 101, column: 18, scope: !102)
!105 = !DILocation(line: 103, column: 15, scope: !102)
!106 = !DILocation(line: 104, column: 15, scope: !102)
!107 = !DILocation(line: 105, column: 13, scope: !102)
!108 = !DILocation(line: 112, column: 6, scope: !102)
!109 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8", scope: !1, file: !1, line: 142, type: !5, scopeLine: 142, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!110 = !DILocation(line: 124, column: 20, scope: !109)
!111 = !DILocation(line: 125, column: 46, scope: !109)
!112 = !DILocation(line: 125, column: 18, scope: !109)
!113 = !DILocation(line: 126, column: 26, scope: !109)
!114 = !DILocation(line: 126, column: 32, scope: !109)
!115 = !DILocation(line: 126, column: 38, scope: !109)
!116 = !DILocation(line: 126, column: 5, scope: !109)
!117 = !DILocation(line: 126, column: 12, scope: !109)
!118 = !DILocation(line: 126, column: 19, scope: !109)
!119 = !DILocation(line: 125, column: 31, scope: !109)
!120 = !DILocation(line: 128, column: 15, scope: !109)
!121 = !DILocation(line: 129, column: 18, scope: !109)
!122 = !DILocation(line: 130, column: 18, scope: !109)
!123 = !DILocation(line: 131, column: 18, scope: !109)
!124 = !DILocation(line: 132, column: 38, scope: !109)
!125 = !DILocation(line: 132, column: 13, scope: !109)
!126 = !DILocation(line: 133, column: 15, scope: !109)
!127 = !DILocation(line: 134, column: 18, scope: !109)
!128 = !DILocation(line: 135, column: 12, scope: !109)
!129 = !DILocation(line: 135, column: 4, scope: !109)
!130 = !DILocation(line: 134, column: 31, scope: !109)
!131 = !DILocation(line: 147, column: 8, scope: !109)
!132 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eWhereS8", scope: !1, file: !1, line: 159, type: !5, scopeLine: 159, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!133 = !DILocation(line: 161, column: 18, scope: !132)
!134 = !DILocation(line: 160, column: 21, scope: !132)
!135 = !DILocation(line: 162, column: 18, scope: !132)
!136 = !DILocation(line: 163, column: 18, scope: !132)
!137 = !DILocation(line: 166, column: 15, scope: !132)
!138 = !DILocation(line: 167, column: 13, scope: !132)
!139 = !DILocation(line: 166, column: 29, scope: !132)
!140 = !DILocation(line: 166, column: 6, scope: !132)
!141 = !DILocation(line: 167, column: 27, scope: !132)
!142 = !DILocation(line: 167, column: 8, scope: !132)
!143 = !DILocation(line: 166, column: 18, scope: !132)
!144 = !DILocation(line: 167, column: 16, scope: !132)
!145 = !DILocation(line: 171, column: 17, scope: !132)
!146 = !DILocation(line: 172, column: 14, scope: !132)
!147 = !DILocation(line: 171, column: 33, scope: !132)
!148 = !DILocation(line: 171, column: 37, scope: !132)
!149 = !DILocation(line: 171, column: 6, scope: !132)
!150 = !DILocation(line: 172, column: 8, scope: !132)
!151 = !DILocation(line: 171, column: 20, scope: !132)
!152 = !DILocation(line: 172, column: 22, scope: !132)
!153 = !DILocation(line: 171, column: 31, scope: !132)
!154 = !DILocation(line: 176, column: 17, scope: !132)
!155 = !DILocation(line: 176, column: 31, scope: !132)
!156 = !DILocation(line: 176, column: 6, scope: !132)
!157 = !DILocation(line: 177, column: 9, scope: !132)
!158 = !DILocation(line: 176, column: 20, scope: !132)
!159 = !DILocation(line: 177, column: 17, scope: !132)
!160 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eScaleU8", scope: !1, file: !1, line: 187, type: !5, scopeLine: 187, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!161 = !DILocation(line: 188, column: 18, scope: !160)
!162 = !DILocation(line: 189, column: 18, scope: !160)
!163 = !DILocation(line: 190, column: 18, scope: !160)
!164 = !DILocation(line: 191, column: 17, scope: !160)
!165 = !DILocation(line: 193, column: 22, scope: !160)
!166 = !DILocation(line: 193, column: 32, scope: !160)
!167 = !DILocation(line: 195, column: 13, scope: !160)
!168 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eNegS8", scope: !1, file: !1, line: 204, type: !5, scopeLine: 204, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!169 = !DILocation(line: 205, column: 18, scope: !168)
!170 = !DILocation(line: 206, column: 18, scope: !168)
!171 = !DILocation(line: 208, column: 15, scope: !168)
!172 = !DILocation(line: 213, column: 35, scope: !168)
!173 = !DILocation(line: 213, column: 13, scope: !168)
