; kern module github.com/kernlab/kern/internal/testing/mmatest/macc (wave64, gfx90a)
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
  %.331 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.332 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.331), !dbg !14
  %.335 = and i32 %.332, 15, !dbg !14
  %.336 = zext i32 %.335 to i64, !dbg !14
  %0 = lshr i32 %.332, 2, !dbg !14
  %1 = and i32 %0, 1073741820, !dbg !14
  %.337 = zext i32 %1 to i64, !dbg !14
  br i1 %t12.not, label %b12, label %b1, !dbg !12

b1:                                               ; preds = %entry
  %.25 = mul i64 %.337, %a15, !dbg !13
  %.26 = add i64 %.25, %.336, !dbg !13
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
  %.51 = shl i64 %a15, 4, !dbg !13
  %.52 = add i64 %.26, %.51, !dbg !13
  %.53 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.52, !dbg !13
  %.54 = load i8, ptr addrspace(1) %.53, align 1, !dbg !13, !amdgpu.noclobber !6
  %.55 = zext i8 %.54 to i32, !dbg !13
  %.56 = mul i64 %a15, 17, !dbg !13
  %.57 = add i64 %.26, %.56, !dbg !13
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.57, !dbg !13
  %.59 = load i8, ptr addrspace(1) %.58, align 1, !dbg !13, !amdgpu.noclobber !6
  %.60 = zext i8 %.59 to i32, !dbg !13
  %.61 = shl nuw nsw i32 %.60, 8, !dbg !13
  %.62 = or i32 %.61, %.55, !dbg !13
  %.63 = mul i64 %a15, 18, !dbg !13
  %.64 = add i64 %.26, %.63, !dbg !13
  %.65 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.64, !dbg !13
  %.66 = load i8, ptr addrspace(1) %.65, align 1, !dbg !13, !amdgpu.noclobber !6
  %.67 = zext i8 %.66 to i32, !dbg !13
  %.68 = shl nuw nsw i32 %.67, 16, !dbg !13
  %.69 = or i32 %.62, %.68, !dbg !13
  %.70 = mul i64 %a15, 19, !dbg !13
  %.71 = add i64 %.26, %.70, !dbg !13
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.71, !dbg !13
  %.73 = load i8, ptr addrspace(1) %.72, align 1, !dbg !13, !amdgpu.noclobber !6
  %.74 = zext i8 %.73 to i32, !dbg !13
  %.75 = shl nuw i32 %.74, 24, !dbg !13
  %.76 = or i32 %.69, %.75, !dbg !13
  br label %b2, !dbg !13

b2:                                               ; preds = %frag.wide.376, %frag.narrow.377, %b1
  %.50.pn = phi i32 [ %.50, %b1 ], [ %.370, %frag.narrow.377 ], [ %.370, %frag.wide.376 ]
  %.76.pn = phi i32 [ %.76, %b1 ], [ %.402, %frag.narrow.377 ], [ %.380, %frag.wide.376 ]
  %t16 = and i32 %.17, 2, !dbg !15
  %t17.not = icmp eq i32 %t16, 0, !dbg !16
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t6, !dbg !17
  %.270 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.271 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.270), !dbg !14
  %.274 = and i32 %.271, 15, !dbg !14
  %.275 = zext i32 %.274 to i64, !dbg !14
  %2 = lshr i32 %.271, 2, !dbg !14
  %3 = and i32 %2, 1073741820, !dbg !14
  %.276 = zext i32 %3 to i64, !dbg !14
  br i1 %t17.not, label %b11, label %b3, !dbg !16

b3:                                               ; preds = %b2
  %.86 = mul i64 %.275, %a15, !dbg !17
  %.87 = add i64 %.86, %.276, !dbg !17
  %.88 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.87, !dbg !17
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !17
  %.90 = and i64 %.89, 3, !dbg !17
  %.91 = icmp eq i64 %.90, 0, !dbg !17
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !17

frag.wide.92:                                     ; preds = %b3
  %.95 = load <1 x i32>, ptr addrspace(1) %.88, align 4, !dbg !17, !amdgpu.noclobber !6
  %.96 = extractelement <1 x i32> %.95, i64 0, !dbg !17
  br label %frag.join.94, !dbg !17

frag.narrow.93:                                   ; preds = %b3
  %.98 = load i8, ptr addrspace(1) %.88, align 1, !dbg !17, !amdgpu.noclobber !6
  %.99 = zext i8 %.98 to i32, !dbg !17
  %.100 = add i64 %.87, 1, !dbg !17
  %.101 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.100, !dbg !17
  %.102 = load i8, ptr addrspace(1) %.101, align 1, !dbg !17, !amdgpu.noclobber !6
  %.103 = zext i8 %.102 to i32, !dbg !17
  %.104 = shl nuw nsw i32 %.103, 8, !dbg !17
  %.105 = or i32 %.104, %.99, !dbg !17
  %.106 = add i64 %.87, 2, !dbg !17
  %.107 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.106, !dbg !17
  %.108 = load i8, ptr addrspace(1) %.107, align 1, !dbg !17, !amdgpu.noclobber !6
  %.109 = zext i8 %.108 to i32, !dbg !17
  %.110 = shl nuw nsw i32 %.109, 16, !dbg !17
  %.111 = or i32 %.105, %.110, !dbg !17
  %.112 = add i64 %.87, 3, !dbg !17
  %.113 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.112, !dbg !17
  %.114 = load i8, ptr addrspace(1) %.113, align 1, !dbg !17, !amdgpu.noclobber !6
  %.115 = zext i8 %.114 to i32, !dbg !17
  %.116 = shl nuw i32 %.115, 24, !dbg !17
  %.117 = or i32 %.111, %.116, !dbg !17
  br label %frag.join.94, !dbg !17

frag.join.94:                                     ; preds = %frag.narrow.93, %frag.wide.92
  %.118 = phi i32 [ %.96, %frag.wide.92 ], [ %.117, %frag.narrow.93 ], !dbg !17
  %.119 = add i64 %.87, 16, !dbg !17
  %.120 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.119, !dbg !17
  %.121 = ptrtoint ptr addrspace(1) %.120 to i64, !dbg !17
  %.122 = and i64 %.121, 3, !dbg !17
  %.123 = icmp eq i64 %.122, 0, !dbg !17
  br i1 %.123, label %frag.wide.124, label %frag.narrow.125, !dbg !17

frag.wide.124:                                    ; preds = %frag.join.94
  %.127 = load <1 x i32>, ptr addrspace(1) %.120, align 4, !dbg !17, !amdgpu.noclobber !6
  %.128 = extractelement <1 x i32> %.127, i64 0, !dbg !17
  br label %b4, !dbg !17

frag.narrow.125:                                  ; preds = %frag.join.94
  %.131 = load i8, ptr addrspace(1) %.120, align 1, !dbg !17, !amdgpu.noclobber !6
  %.132 = zext i8 %.131 to i32, !dbg !17
  %.133 = add i64 %.87, 17, !dbg !17
  %.134 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.133, !dbg !17
  %.135 = load i8, ptr addrspace(1) %.134, align 1, !dbg !17, !amdgpu.noclobber !6
  %.136 = zext i8 %.135 to i32, !dbg !17
  %.137 = shl nuw nsw i32 %.136, 8, !dbg !17
  %.138 = or i32 %.137, %.132, !dbg !17
  %.139 = add i64 %.87, 18, !dbg !17
  %.140 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.139, !dbg !17
  %.141 = load i8, ptr addrspace(1) %.140, align 1, !dbg !17, !amdgpu.noclobber !6
  %.142 = zext i8 %.141 to i32, !dbg !17
  %.143 = shl nuw nsw i32 %.142, 16, !dbg !17
  %.144 = or i32 %.138, %.143, !dbg !17
  %.145 = add i64 %.87, 19, !dbg !17
  %.146 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.145, !dbg !17
  %.147 = load i8, ptr addrspace(1) %.146, align 1, !dbg !17, !amdgpu.noclobber !6
  %.148 = zext i8 %.147 to i32, !dbg !17
  %.149 = shl nuw i32 %.148, 24, !dbg !17
  %.150 = or i32 %.144, %.149, !dbg !17
  br label %b4, !dbg !17

b4:                                               ; preds = %frag.wide.124, %frag.narrow.125, %b11
  %.118.pn = phi i32 [ %.302, %b11 ], [ %.118, %frag.narrow.125 ], [ %.118, %frag.wide.124 ]
  %.151.pn = phi i32 [ %.328, %b11 ], [ %.150, %frag.narrow.125 ], [ %.128, %frag.wide.124 ]
  %t21 = and i32 %.17, 4, !dbg !18
  %t22.not = icmp eq i32 %t21, 0, !dbg !19
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t6, !dbg !20
  %.243 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.244 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.243), !dbg !14
  %.247 = and i32 %.244, 15, !dbg !14
  %.248 = zext i32 %.247 to i64, !dbg !14
  %4 = lshr i32 %.244, 2, !dbg !14
  %5 = and i32 %4, 1073741820, !dbg !14
  %.249 = zext i32 %5 to i64, !dbg !14
  br i1 %t22.not, label %b10, label %b5, !dbg !19

b5:                                               ; preds = %b4
  %.161 = mul i64 %.248, %a15, !dbg !20
  %.162 = add i64 %.161, %.249, !dbg !20
  %.165 = add i64 %.162, 1, !dbg !20
  %.168 = add i64 %.162, 2, !dbg !20
  %.171 = add i64 %.162, 3, !dbg !20
  br label %b6, !dbg !20

b6:                                               ; preds = %b10, %b5
  %.162.pn = phi i64 [ %.162, %b5 ], [ %.251, %b10 ]
  %.165.pn = phi i64 [ %.165, %b5 ], [ %.255, %b10 ]
  %.168.pn = phi i64 [ %.168, %b5 ], [ %.259, %b10 ]
  %.171.pn = phi i64 [ %.171, %b5 ], [ %.263, %b10 ]
  %.173.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.171.pn, !dbg !14
  %.173.pn = load i32, ptr addrspace(1) %.173.pn.in, align 4, !dbg !14, !amdgpu.noclobber !6
  %.170.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.168.pn, !dbg !14
  %.170.pn = load i32, ptr addrspace(1) %.170.pn.in, align 4, !dbg !14, !amdgpu.noclobber !6
  %.167.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.165.pn, !dbg !14
  %.167.pn = load i32, ptr addrspace(1) %.167.pn.in, align 4, !dbg !14, !amdgpu.noclobber !6
  %.164.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.162.pn, !dbg !14
  %.164.pn = load i32, ptr addrspace(1) %.164.pn.in, align 4, !dbg !14, !amdgpu.noclobber !6
  %.186 = insertelement <4 x i32> poison, i32 %.164.pn, i64 0, !dbg !21
  %.187 = insertelement <4 x i32> %.186, i32 %.167.pn, i64 1, !dbg !21
  %.188 = insertelement <4 x i32> %.187, i32 %.170.pn, i64 2, !dbg !21
  %.189 = insertelement <4 x i32> %.188, i32 %.173.pn, i64 3, !dbg !21
  %.190 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.50.pn, i32 %.118.pn, <4 x i32> %.189, i32 0, i32 0, i32 0), !dbg !21
  %.191 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.76.pn, i32 %.151.pn, <4 x i32> %.190, i32 0, i32 0, i32 0), !dbg !21
  %.194 = extractelement <4 x i32> %.191, i64 2, !dbg !21
  %t27 = and i32 %.17, 8, !dbg !22
  %t28.not = icmp eq i32 %t27, 0, !dbg !23
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t6, !dbg !24
  %.220 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.221 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.220), !dbg !14
  %.224 = and i32 %.221, 15, !dbg !14
  %.225 = zext i32 %.224 to i64, !dbg !14
  %6 = lshr i32 %.221, 2, !dbg !14
  %7 = and i32 %6, 1073741820, !dbg !14
  %.226 = zext i32 %7 to i64, !dbg !14
  br i1 %t28.not, label %b9, label %b7, !dbg !23

b7:                                               ; preds = %b6
  %.207 = mul i64 %.225, %a15, !dbg !24
  %.208 = add i64 %.207, %.226, !dbg !24
  %.210 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.208, !dbg !24
  %8 = shufflevector <4 x i32> %.191, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !24
  store <2 x i32> %8, ptr addrspace(1) %.210, align 4, !dbg !24
  %.215 = add i64 %.208, 2, !dbg !24
  %.216 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.215, !dbg !24
  store i32 %.194, ptr addrspace(1) %.216, align 4, !dbg !24
  %.218 = add i64 %.208, 3, !dbg !24
  br label %b8, !dbg !24

b8:                                               ; preds = %b9, %b7
  %.241.sink = phi i64 [ %.241, %b9 ], [ %.218, %b7 ]
  %.195 = extractelement <4 x i32> %.191, i64 3, !dbg !21
  %.242 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.241.sink, !dbg !14
  store i32 %.195, ptr addrspace(1) %.242, align 4, !dbg !14
  ret void, !dbg !25

b9:                                               ; preds = %b6
  %.193 = extractelement <4 x i32> %.191, i64 1, !dbg !21
  %.192 = extractelement <4 x i32> %.191, i64 0, !dbg !21
  %.227 = mul i64 %.226, %a15, !dbg !26
  %.228 = add i64 %.227, %.225, !dbg !26
  %.230 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.228, !dbg !26
  store i32 %.192, ptr addrspace(1) %.230, align 4, !dbg !26
  %.233 = add i64 %.228, %a15, !dbg !26
  %.234 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.233, !dbg !26
  store i32 %.193, ptr addrspace(1) %.234, align 4, !dbg !26
  %.236 = shl i64 %a15, 1, !dbg !26
  %.237 = add i64 %.228, %.236, !dbg !26
  %.238 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.237, !dbg !26
  store i32 %.194, ptr addrspace(1) %.238, align 4, !dbg !26
  %.240 = mul i64 %a15, 3, !dbg !26
  %.241 = add i64 %.228, %.240, !dbg !26
  br label %b8, !dbg !26

b10:                                              ; preds = %b4
  %.250 = mul i64 %.249, %a15, !dbg !27
  %.251 = add i64 %.250, %.248, !dbg !27
  %.255 = add i64 %.251, %a15, !dbg !27
  %.258 = shl i64 %a15, 1, !dbg !27
  %.259 = add i64 %.251, %.258, !dbg !27
  %.262 = mul i64 %a15, 3, !dbg !27
  %.263 = add i64 %.251, %.262, !dbg !27
  br label %b6, !dbg !27

b11:                                              ; preds = %b2
  %.277 = mul i64 %.276, %a15, !dbg !28
  %.278 = add i64 %.277, %.275, !dbg !28
  %.279 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.278, !dbg !28
  %.280 = load i8, ptr addrspace(1) %.279, align 1, !dbg !28, !amdgpu.noclobber !6
  %.281 = zext i8 %.280 to i32, !dbg !28
  %.283 = add i64 %.278, %a15, !dbg !28
  %.284 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.283, !dbg !28
  %.285 = load i8, ptr addrspace(1) %.284, align 1, !dbg !28, !amdgpu.noclobber !6
  %.286 = zext i8 %.285 to i32, !dbg !28
  %.287 = shl nuw nsw i32 %.286, 8, !dbg !28
  %.288 = or i32 %.287, %.281, !dbg !28
  %.289 = shl i64 %a15, 1, !dbg !28
  %.290 = add i64 %.278, %.289, !dbg !28
  %.291 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.290, !dbg !28
  %.292 = load i8, ptr addrspace(1) %.291, align 1, !dbg !28, !amdgpu.noclobber !6
  %.293 = zext i8 %.292 to i32, !dbg !28
  %.294 = shl nuw nsw i32 %.293, 16, !dbg !28
  %.295 = or i32 %.288, %.294, !dbg !28
  %.296 = mul i64 %a15, 3, !dbg !28
  %.297 = add i64 %.278, %.296, !dbg !28
  %.298 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.297, !dbg !28
  %.299 = load i8, ptr addrspace(1) %.298, align 1, !dbg !28, !amdgpu.noclobber !6
  %.300 = zext i8 %.299 to i32, !dbg !28
  %.301 = shl nuw i32 %.300, 24, !dbg !28
  %.302 = or i32 %.295, %.301, !dbg !28
  %.303 = shl i64 %a15, 4, !dbg !28
  %.304 = add i64 %.278, %.303, !dbg !28
  %.305 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.304, !dbg !28
  %.306 = load i8, ptr addrspace(1) %.305, align 1, !dbg !28, !amdgpu.noclobber !6
  %.307 = zext i8 %.306 to i32, !dbg !28
  %.308 = mul i64 %a15, 17, !dbg !28
  %.309 = add i64 %.278, %.308, !dbg !28
  %.310 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.309, !dbg !28
  %.311 = load i8, ptr addrspace(1) %.310, align 1, !dbg !28, !amdgpu.noclobber !6
  %.312 = zext i8 %.311 to i32, !dbg !28
  %.313 = shl nuw nsw i32 %.312, 8, !dbg !28
  %.314 = or i32 %.313, %.307, !dbg !28
  %.315 = mul i64 %a15, 18, !dbg !28
  %.316 = add i64 %.278, %.315, !dbg !28
  %.317 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.316, !dbg !28
  %.318 = load i8, ptr addrspace(1) %.317, align 1, !dbg !28, !amdgpu.noclobber !6
  %.319 = zext i8 %.318 to i32, !dbg !28
  %.320 = shl nuw nsw i32 %.319, 16, !dbg !28
  %.321 = or i32 %.314, %.320, !dbg !28
  %.322 = mul i64 %a15, 19, !dbg !28
  %.323 = add i64 %.278, %.322, !dbg !28
  %.324 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.323, !dbg !28
  %.325 = load i8, ptr addrspace(1) %.324, align 1, !dbg !28, !amdgpu.noclobber !6
  %.326 = zext i8 %.325 to i32, !dbg !28
  %.327 = shl nuw i32 %.326, 24, !dbg !28
  %.328 = or i32 %.321, %.327, !dbg !28
  br label %b4, !dbg !28

b12:                                              ; preds = %entry
  %.338 = mul i64 %.336, %a15, !dbg !29
  %.339 = add i64 %.338, %.337, !dbg !29
  %.340 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.339, !dbg !29
  %.341 = ptrtoint ptr addrspace(1) %.340 to i64, !dbg !29
  %.342 = and i64 %.341, 3, !dbg !29
  %.343 = icmp eq i64 %.342, 0, !dbg !29
  br i1 %.343, label %frag.wide.344, label %frag.narrow.345, !dbg !29

frag.wide.344:                                    ; preds = %b12
  %.347 = load <1 x i32>, ptr addrspace(1) %.340, align 4, !dbg !29, !amdgpu.noclobber !6
  %.348 = extractelement <1 x i32> %.347, i64 0, !dbg !29
  br label %frag.join.346, !dbg !29

frag.narrow.345:                                  ; preds = %b12
  %.350 = load i8, ptr addrspace(1) %.340, align 1, !dbg !29, !amdgpu.noclobber !6
  %.351 = zext i8 %.350 to i32, !dbg !29
  %.352 = add i64 %.339, 1, !dbg !29
  %.353 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.352, !dbg !29
  %.354 = load i8, ptr addrspace(1) %.353, align 1, !dbg !29, !amdgpu.noclobber !6
  %.355 = zext i8 %.354 to i32, !dbg !29
  %.356 = shl nuw nsw i32 %.355, 8, !dbg !29
  %.357 = or i32 %.356, %.351, !dbg !29
  %.358 = add i64 %.339, 2, !dbg !29
  %.359 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.358, !dbg !29
  %.360 = load i8, ptr addrspace(1) %.359, align 1, !dbg !29, !amdgpu.noclobber !6
  %.361 = zext i8 %.360 to i32, !dbg !29
  %.362 = shl nuw nsw i32 %.361, 16, !dbg !29
  %.363 = or i32 %.357, %.362, !dbg !29
  %.364 = add i64 %.339, 3, !dbg !29
  %.365 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.364, !dbg !29
  %.366 = load i8, ptr addrspace(1) %.365, align 1, !dbg !29, !amdgpu.noclobber !6
  %.367 = zext i8 %.366 to i32, !dbg !29
  %.368 = shl nuw i32 %.367, 24, !dbg !29
  %.369 = or i32 %.363, %.368, !dbg !29
  br label %frag.join.346, !dbg !29

frag.join.346:                                    ; preds = %frag.narrow.345, %frag.wide.344
  %.370 = phi i32 [ %.348, %frag.wide.344 ], [ %.369, %frag.narrow.345 ], !dbg !29
  %.371 = add i64 %.339, 16, !dbg !29
  %.372 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.371, !dbg !29
  %.373 = ptrtoint ptr addrspace(1) %.372 to i64, !dbg !29
  %.374 = and i64 %.373, 3, !dbg !29
  %.375 = icmp eq i64 %.374, 0, !dbg !29
  br i1 %.375, label %frag.wide.376, label %frag.narrow.377, !dbg !29

frag.wide.376:                                    ; preds = %frag.join.346
  %.379 = load <1 x i32>, ptr addrspace(1) %.372, align 4, !dbg !29, !amdgpu.noclobber !6
  %.380 = extractelement <1 x i32> %.379, i64 0, !dbg !29
  br label %b2, !dbg !29

frag.narrow.377:                                  ; preds = %frag.join.346
  %.383 = load i8, ptr addrspace(1) %.372, align 1, !dbg !29, !amdgpu.noclobber !6
  %.384 = zext i8 %.383 to i32, !dbg !29
  %.385 = add i64 %.339, 17, !dbg !29
  %.386 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.385, !dbg !29
  %.387 = load i8, ptr addrspace(1) %.386, align 1, !dbg !29, !amdgpu.noclobber !6
  %.388 = zext i8 %.387 to i32, !dbg !29
  %.389 = shl nuw nsw i32 %.388, 8, !dbg !29
  %.390 = or i32 %.389, %.384, !dbg !29
  %.391 = add i64 %.339, 18, !dbg !29
  %.392 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.391, !dbg !29
  %.393 = load i8, ptr addrspace(1) %.392, align 1, !dbg !29, !amdgpu.noclobber !6
  %.394 = zext i8 %.393 to i32, !dbg !29
  %.395 = shl nuw nsw i32 %.394, 16, !dbg !29
  %.396 = or i32 %.390, %.395, !dbg !29
  %.397 = add i64 %.339, 19, !dbg !29
  %.398 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.397, !dbg !29
  %.399 = load i8, ptr addrspace(1) %.398, align 1, !dbg !29, !amdgpu.noclobber !6
  %.400 = zext i8 %.399 to i32, !dbg !29
  %.401 = shl nuw i32 %.400, 24, !dbg !29
  %.402 = or i32 %.396, %.401, !dbg !29
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
  %.339 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.340 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.339), !dbg !38
  %.343 = and i32 %.340, 15, !dbg !38
  %.344 = zext i32 %.343 to i64, !dbg !38
  %0 = lshr i32 %.340, 2, !dbg !38
  %1 = and i32 %0, 1073741820, !dbg !38
  %.345 = zext i32 %1 to i64, !dbg !38
  br i1 %t12.not, label %b12, label %b1, !dbg !36

b1:                                               ; preds = %entry
  %.25 = mul i64 %.345, %a15, !dbg !37
  %.26 = add i64 %.25, %.344, !dbg !37
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
  %.51 = shl i64 %a15, 4, !dbg !37
  %.52 = add i64 %.26, %.51, !dbg !37
  %.53 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.52, !dbg !37
  %.54 = load i8, ptr addrspace(1) %.53, align 1, !dbg !37, !amdgpu.noclobber !6
  %.55 = zext i8 %.54 to i32, !dbg !37
  %.56 = mul i64 %a15, 17, !dbg !37
  %.57 = add i64 %.26, %.56, !dbg !37
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.57, !dbg !37
  %.59 = load i8, ptr addrspace(1) %.58, align 1, !dbg !37, !amdgpu.noclobber !6
  %.60 = zext i8 %.59 to i32, !dbg !37
  %.61 = shl nuw nsw i32 %.60, 8, !dbg !37
  %.62 = or i32 %.61, %.55, !dbg !37
  %.63 = mul i64 %a15, 18, !dbg !37
  %.64 = add i64 %.26, %.63, !dbg !37
  %.65 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.64, !dbg !37
  %.66 = load i8, ptr addrspace(1) %.65, align 1, !dbg !37, !amdgpu.noclobber !6
  %.67 = zext i8 %.66 to i32, !dbg !37
  %.68 = shl nuw nsw i32 %.67, 16, !dbg !37
  %.69 = or i32 %.62, %.68, !dbg !37
  %.70 = mul i64 %a15, 19, !dbg !37
  %.71 = add i64 %.26, %.70, !dbg !37
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.71, !dbg !37
  %.73 = load i8, ptr addrspace(1) %.72, align 1, !dbg !37, !amdgpu.noclobber !6
  %.74 = zext i8 %.73 to i32, !dbg !37
  %.75 = shl nuw i32 %.74, 24, !dbg !37
  %.76 = or i32 %.69, %.75, !dbg !37
  br label %b2, !dbg !37

b2:                                               ; preds = %frag.wide.384, %frag.narrow.385, %b1
  %.50.pn = phi i32 [ %.50, %b1 ], [ %.378, %frag.narrow.385 ], [ %.378, %frag.wide.384 ]
  %.76.pn = phi i32 [ %.76, %b1 ], [ %.410, %frag.narrow.385 ], [ %.388, %frag.wide.384 ]
  %t16 = and i32 %.17, 2, !dbg !39
  %t17.not = icmp eq i32 %t16, 0, !dbg !40
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t6, !dbg !41
  %.278 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.279 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.278), !dbg !38
  %.282 = and i32 %.279, 15, !dbg !38
  %.283 = zext i32 %.282 to i64, !dbg !38
  %2 = lshr i32 %.279, 2, !dbg !38
  %3 = and i32 %2, 1073741820, !dbg !38
  %.284 = zext i32 %3 to i64, !dbg !38
  br i1 %t17.not, label %b11, label %b3, !dbg !40

b3:                                               ; preds = %b2
  %.86 = mul i64 %.283, %a15, !dbg !41
  %.87 = add i64 %.86, %.284, !dbg !41
  %.88 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.87, !dbg !41
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !41
  %.90 = and i64 %.89, 3, !dbg !41
  %.91 = icmp eq i64 %.90, 0, !dbg !41
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !41

frag.wide.92:                                     ; preds = %b3
  %.95 = load <1 x i32>, ptr addrspace(1) %.88, align 4, !dbg !41, !amdgpu.noclobber !6
  %.96 = extractelement <1 x i32> %.95, i64 0, !dbg !41
  br label %frag.join.94, !dbg !41

frag.narrow.93:                                   ; preds = %b3
  %.98 = load i8, ptr addrspace(1) %.88, align 1, !dbg !41, !amdgpu.noclobber !6
  %.99 = zext i8 %.98 to i32, !dbg !41
  %.100 = add i64 %.87, 1, !dbg !41
  %.101 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.100, !dbg !41
  %.102 = load i8, ptr addrspace(1) %.101, align 1, !dbg !41, !amdgpu.noclobber !6
  %.103 = zext i8 %.102 to i32, !dbg !41
  %.104 = shl nuw nsw i32 %.103, 8, !dbg !41
  %.105 = or i32 %.104, %.99, !dbg !41
  %.106 = add i64 %.87, 2, !dbg !41
  %.107 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.106, !dbg !41
  %.108 = load i8, ptr addrspace(1) %.107, align 1, !dbg !41, !amdgpu.noclobber !6
  %.109 = zext i8 %.108 to i32, !dbg !41
  %.110 = shl nuw nsw i32 %.109, 16, !dbg !41
  %.111 = or i32 %.105, %.110, !dbg !41
  %.112 = add i64 %.87, 3, !dbg !41
  %.113 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.112, !dbg !41
  %.114 = load i8, ptr addrspace(1) %.113, align 1, !dbg !41, !amdgpu.noclobber !6
  %.115 = zext i8 %.114 to i32, !dbg !41
  %.116 = shl nuw i32 %.115, 24, !dbg !41
  %.117 = or i32 %.111, %.116, !dbg !41
  br label %frag.join.94, !dbg !41

frag.join.94:                                     ; preds = %frag.narrow.93, %frag.wide.92
  %.118 = phi i32 [ %.96, %frag.wide.92 ], [ %.117, %frag.narrow.93 ], !dbg !41
  %.119 = add i64 %.87, 16, !dbg !41
  %.120 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.119, !dbg !41
  %.121 = ptrtoint ptr addrspace(1) %.120 to i64, !dbg !41
  %.122 = and i64 %.121, 3, !dbg !41
  %.123 = icmp eq i64 %.122, 0, !dbg !41
  br i1 %.123, label %frag.wide.124, label %frag.narrow.125, !dbg !41

frag.wide.124:                                    ; preds = %frag.join.94
  %.127 = load <1 x i32>, ptr addrspace(1) %.120, align 4, !dbg !41, !amdgpu.noclobber !6
  %.128 = extractelement <1 x i32> %.127, i64 0, !dbg !41
  br label %b4, !dbg !41

frag.narrow.125:                                  ; preds = %frag.join.94
  %.131 = load i8, ptr addrspace(1) %.120, align 1, !dbg !41, !amdgpu.noclobber !6
  %.132 = zext i8 %.131 to i32, !dbg !41
  %.133 = add i64 %.87, 17, !dbg !41
  %.134 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.133, !dbg !41
  %.135 = load i8, ptr addrspace(1) %.134, align 1, !dbg !41, !amdgpu.noclobber !6
  %.136 = zext i8 %.135 to i32, !dbg !41
  %.137 = shl nuw nsw i32 %.136, 8, !dbg !41
  %.138 = or i32 %.137, %.132, !dbg !41
  %.139 = add i64 %.87, 18, !dbg !41
  %.140 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.139, !dbg !41
  %.141 = load i8, ptr addrspace(1) %.140, align 1, !dbg !41, !amdgpu.noclobber !6
  %.142 = zext i8 %.141 to i32, !dbg !41
  %.143 = shl nuw nsw i32 %.142, 16, !dbg !41
  %.144 = or i32 %.138, %.143, !dbg !41
  %.145 = add i64 %.87, 19, !dbg !41
  %.146 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.145, !dbg !41
  %.147 = load i8, ptr addrspace(1) %.146, align 1, !dbg !41, !amdgpu.noclobber !6
  %.148 = zext i8 %.147 to i32, !dbg !41
  %.149 = shl nuw i32 %.148, 24, !dbg !41
  %.150 = or i32 %.144, %.149, !dbg !41
  br label %b4, !dbg !41

b4:                                               ; preds = %frag.wide.124, %frag.narrow.125, %b11
  %.118.pn = phi i32 [ %.310, %b11 ], [ %.118, %frag.narrow.125 ], [ %.118, %frag.wide.124 ]
  %.151.pn = phi i32 [ %.336, %b11 ], [ %.150, %frag.narrow.125 ], [ %.128, %frag.wide.124 ]
  %t21 = and i32 %.17, 4, !dbg !42
  %t22.not = icmp eq i32 %t21, 0, !dbg !43
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t6, !dbg !44
  %.251 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.252 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.251), !dbg !38
  %.255 = and i32 %.252, 15, !dbg !38
  %.256 = zext i32 %.255 to i64, !dbg !38
  %4 = lshr i32 %.252, 2, !dbg !38
  %5 = and i32 %4, 1073741820, !dbg !38
  %.257 = zext i32 %5 to i64, !dbg !38
  br i1 %t22.not, label %b10, label %b5, !dbg !43

b5:                                               ; preds = %b4
  %.161 = mul i64 %.256, %a15, !dbg !44
  %.162 = add i64 %.161, %.257, !dbg !44
  %.165 = add i64 %.162, 1, !dbg !44
  %.168 = add i64 %.162, 2, !dbg !44
  %.171 = add i64 %.162, 3, !dbg !44
  br label %b6, !dbg !44

b6:                                               ; preds = %b10, %b5
  %.162.pn = phi i64 [ %.162, %b5 ], [ %.259, %b10 ]
  %.165.pn = phi i64 [ %.165, %b5 ], [ %.263, %b10 ]
  %.168.pn = phi i64 [ %.168, %b5 ], [ %.267, %b10 ]
  %.171.pn = phi i64 [ %.171, %b5 ], [ %.271, %b10 ]
  %.173.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.171.pn, !dbg !38
  %.173.pn = load i32, ptr addrspace(1) %.173.pn.in, align 4, !dbg !38, !amdgpu.noclobber !6
  %.170.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.168.pn, !dbg !38
  %.170.pn = load i32, ptr addrspace(1) %.170.pn.in, align 4, !dbg !38, !amdgpu.noclobber !6
  %.167.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.165.pn, !dbg !38
  %.167.pn = load i32, ptr addrspace(1) %.167.pn.in, align 4, !dbg !38, !amdgpu.noclobber !6
  %.164.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.162.pn, !dbg !38
  %.164.pn = load i32, ptr addrspace(1) %.164.pn.in, align 4, !dbg !38, !amdgpu.noclobber !6
  %.186 = insertelement <4 x i32> poison, i32 %.164.pn, i64 0, !dbg !45
  %.187 = insertelement <4 x i32> %.186, i32 %.167.pn, i64 1, !dbg !45
  %.188 = insertelement <4 x i32> %.187, i32 %.170.pn, i64 2, !dbg !45
  %.189 = insertelement <4 x i32> %.188, i32 %.173.pn, i64 3, !dbg !45
  %.190 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.50.pn, i32 %.118.pn, <4 x i32> %.189, i32 0, i32 0, i32 0), !dbg !45
  %.191 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.76.pn, i32 %.151.pn, <4 x i32> %.190, i32 0, i32 0, i32 0), !dbg !45
  %.192 = lshr i32 %.118.pn, 7, !dbg !45
  %.193 = and i32 %.192, 16843009, !dbg !45
  %.194 = lshr i32 %.151.pn, 7, !dbg !45
  %.195 = and i32 %.194, 16843009, !dbg !45
  %.196 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.50.pn, i32 %.193, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !45
  %.197 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.76.pn, i32 %.195, <4 x i32> %.196, i32 0, i32 0, i32 0), !dbg !45
  %.198 = shl <4 x i32> %.197, <i32 8, i32 8, i32 8, i32 8>, !dbg !45
  %.199 = add <4 x i32> %.198, %.191, !dbg !45
  %.202 = extractelement <4 x i32> %.199, i64 2, !dbg !45
  %t27 = and i32 %.17, 8, !dbg !46
  %t28.not = icmp eq i32 %t27, 0, !dbg !47
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t6, !dbg !48
  %.228 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.229 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.228), !dbg !38
  %.232 = and i32 %.229, 15, !dbg !38
  %.233 = zext i32 %.232 to i64, !dbg !38
  %6 = lshr i32 %.229, 2, !dbg !38
  %7 = and i32 %6, 1073741820, !dbg !38
  %.234 = zext i32 %7 to i64, !dbg !38
  br i1 %t28.not, label %b9, label %b7, !dbg !47

b7:                                               ; preds = %b6
  %.215 = mul i64 %.233, %a15, !dbg !48
  %.216 = add i64 %.215, %.234, !dbg !48
  %.218 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.216, !dbg !48
  %8 = shufflevector <4 x i32> %.199, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !48
  store <2 x i32> %8, ptr addrspace(1) %.218, align 4, !dbg !48
  %.223 = add i64 %.216, 2, !dbg !48
  %.224 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.223, !dbg !48
  store i32 %.202, ptr addrspace(1) %.224, align 4, !dbg !48
  %.226 = add i64 %.216, 3, !dbg !48
  br label %b8, !dbg !48

b8:                                               ; preds = %b9, %b7
  %.249.sink = phi i64 [ %.249, %b9 ], [ %.226, %b7 ]
  %.203 = extractelement <4 x i32> %.199, i64 3, !dbg !45
  %.250 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.249.sink, !dbg !38
  store i32 %.203, ptr addrspace(1) %.250, align 4, !dbg !38
  ret void, !dbg !49

b9:                                               ; preds = %b6
  %.201 = extractelement <4 x i32> %.199, i64 1, !dbg !45
  %.200 = extractelement <4 x i32> %.199, i64 0, !dbg !45
  %.235 = mul i64 %.234, %a15, !dbg !50
  %.236 = add i64 %.235, %.233, !dbg !50
  %.238 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.236, !dbg !50
  store i32 %.200, ptr addrspace(1) %.238, align 4, !dbg !50
  %.241 = add i64 %.236, %a15, !dbg !50
  %.242 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.241, !dbg !50
  store i32 %.201, ptr addrspace(1) %.242, align 4, !dbg !50
  %.244 = shl i64 %a15, 1, !dbg !50
  %.245 = add i64 %.236, %.244, !dbg !50
  %.246 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.245, !dbg !50
  store i32 %.202, ptr addrspace(1) %.246, align 4, !dbg !50
  %.248 = mul i64 %a15, 3, !dbg !50
  %.249 = add i64 %.236, %.248, !dbg !50
  br label %b8, !dbg !50

b10:                                              ; preds = %b4
  %.258 = mul i64 %.257, %a15, !dbg !51
  %.259 = add i64 %.258, %.256, !dbg !51
  %.263 = add i64 %.259, %a15, !dbg !51
  %.266 = shl i64 %a15, 1, !dbg !51
  %.267 = add i64 %.259, %.266, !dbg !51
  %.270 = mul i64 %a15, 3, !dbg !51
  %.271 = add i64 %.259, %.270, !dbg !51
  br label %b6, !dbg !51

b11:                                              ; preds = %b2
  %.285 = mul i64 %.284, %a15, !dbg !52
  %.286 = add i64 %.285, %.283, !dbg !52
  %.287 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.286, !dbg !52
  %.288 = load i8, ptr addrspace(1) %.287, align 1, !dbg !52, !amdgpu.noclobber !6
  %.289 = zext i8 %.288 to i32, !dbg !52
  %.291 = add i64 %.286, %a15, !dbg !52
  %.292 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.291, !dbg !52
  %.293 = load i8, ptr addrspace(1) %.292, align 1, !dbg !52, !amdgpu.noclobber !6
  %.294 = zext i8 %.293 to i32, !dbg !52
  %.295 = shl nuw nsw i32 %.294, 8, !dbg !52
  %.296 = or i32 %.295, %.289, !dbg !52
  %.297 = shl i64 %a15, 1, !dbg !52
  %.298 = add i64 %.286, %.297, !dbg !52
  %.299 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.298, !dbg !52
  %.300 = load i8, ptr addrspace(1) %.299, align 1, !dbg !52, !amdgpu.noclobber !6
  %.301 = zext i8 %.300 to i32, !dbg !52
  %.302 = shl nuw nsw i32 %.301, 16, !dbg !52
  %.303 = or i32 %.296, %.302, !dbg !52
  %.304 = mul i64 %a15, 3, !dbg !52
  %.305 = add i64 %.286, %.304, !dbg !52
  %.306 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.305, !dbg !52
  %.307 = load i8, ptr addrspace(1) %.306, align 1, !dbg !52, !amdgpu.noclobber !6
  %.308 = zext i8 %.307 to i32, !dbg !52
  %.309 = shl nuw i32 %.308, 24, !dbg !52
  %.310 = or i32 %.303, %.309, !dbg !52
  %.311 = shl i64 %a15, 4, !dbg !52
  %.312 = add i64 %.286, %.311, !dbg !52
  %.313 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.312, !dbg !52
  %.314 = load i8, ptr addrspace(1) %.313, align 1, !dbg !52, !amdgpu.noclobber !6
  %.315 = zext i8 %.314 to i32, !dbg !52
  %.316 = mul i64 %a15, 17, !dbg !52
  %.317 = add i64 %.286, %.316, !dbg !52
  %.318 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.317, !dbg !52
  %.319 = load i8, ptr addrspace(1) %.318, align 1, !dbg !52, !amdgpu.noclobber !6
  %.320 = zext i8 %.319 to i32, !dbg !52
  %.321 = shl nuw nsw i32 %.320, 8, !dbg !52
  %.322 = or i32 %.321, %.315, !dbg !52
  %.323 = mul i64 %a15, 18, !dbg !52
  %.324 = add i64 %.286, %.323, !dbg !52
  %.325 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.324, !dbg !52
  %.326 = load i8, ptr addrspace(1) %.325, align 1, !dbg !52, !amdgpu.noclobber !6
  %.327 = zext i8 %.326 to i32, !dbg !52
  %.328 = shl nuw nsw i32 %.327, 16, !dbg !52
  %.329 = or i32 %.322, %.328, !dbg !52
  %.330 = mul i64 %a15, 19, !dbg !52
  %.331 = add i64 %.286, %.330, !dbg !52
  %.332 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.331, !dbg !52
  %.333 = load i8, ptr addrspace(1) %.332, align 1, !dbg !52, !amdgpu.noclobber !6
  %.334 = zext i8 %.333 to i32, !dbg !52
  %.335 = shl nuw i32 %.334, 24, !dbg !52
  %.336 = or i32 %.329, %.335, !dbg !52
  br label %b4, !dbg !52

b12:                                              ; preds = %entry
  %.346 = mul i64 %.344, %a15, !dbg !53
  %.347 = add i64 %.346, %.345, !dbg !53
  %.348 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.347, !dbg !53
  %.349 = ptrtoint ptr addrspace(1) %.348 to i64, !dbg !53
  %.350 = and i64 %.349, 3, !dbg !53
  %.351 = icmp eq i64 %.350, 0, !dbg !53
  br i1 %.351, label %frag.wide.352, label %frag.narrow.353, !dbg !53

frag.wide.352:                                    ; preds = %b12
  %.355 = load <1 x i32>, ptr addrspace(1) %.348, align 4, !dbg !53, !amdgpu.noclobber !6
  %.356 = extractelement <1 x i32> %.355, i64 0, !dbg !53
  br label %frag.join.354, !dbg !53

frag.narrow.353:                                  ; preds = %b12
  %.358 = load i8, ptr addrspace(1) %.348, align 1, !dbg !53, !amdgpu.noclobber !6
  %.359 = zext i8 %.358 to i32, !dbg !53
  %.360 = add i64 %.347, 1, !dbg !53
  %.361 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.360, !dbg !53
  %.362 = load i8, ptr addrspace(1) %.361, align 1, !dbg !53, !amdgpu.noclobber !6
  %.363 = zext i8 %.362 to i32, !dbg !53
  %.364 = shl nuw nsw i32 %.363, 8, !dbg !53
  %.365 = or i32 %.364, %.359, !dbg !53
  %.366 = add i64 %.347, 2, !dbg !53
  %.367 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.366, !dbg !53
  %.368 = load i8, ptr addrspace(1) %.367, align 1, !dbg !53, !amdgpu.noclobber !6
  %.369 = zext i8 %.368 to i32, !dbg !53
  %.370 = shl nuw nsw i32 %.369, 16, !dbg !53
  %.371 = or i32 %.365, %.370, !dbg !53
  %.372 = add i64 %.347, 3, !dbg !53
  %.373 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.372, !dbg !53
  %.374 = load i8, ptr addrspace(1) %.373, align 1, !dbg !53, !amdgpu.noclobber !6
  %.375 = zext i8 %.374 to i32, !dbg !53
  %.376 = shl nuw i32 %.375, 24, !dbg !53
  %.377 = or i32 %.371, %.376, !dbg !53
  br label %frag.join.354, !dbg !53

frag.join.354:                                    ; preds = %frag.narrow.353, %frag.wide.352
  %.378 = phi i32 [ %.356, %frag.wide.352 ], [ %.377, %frag.narrow.353 ], !dbg !53
  %.379 = add i64 %.347, 16, !dbg !53
  %.380 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.379, !dbg !53
  %.381 = ptrtoint ptr addrspace(1) %.380 to i64, !dbg !53
  %.382 = and i64 %.381, 3, !dbg !53
  %.383 = icmp eq i64 %.382, 0, !dbg !53
  br i1 %.383, label %frag.wide.384, label %frag.narrow.385, !dbg !53

frag.wide.384:                                    ; preds = %frag.join.354
  %.387 = load <1 x i32>, ptr addrspace(1) %.380, align 4, !dbg !53, !amdgpu.noclobber !6
  %.388 = extractelement <1 x i32> %.387, i64 0, !dbg !53
  br label %b2, !dbg !53

frag.narrow.385:                                  ; preds = %frag.join.354
  %.391 = load i8, ptr addrspace(1) %.380, align 1, !dbg !53, !amdgpu.noclobber !6
  %.392 = zext i8 %.391 to i32, !dbg !53
  %.393 = add i64 %.347, 17, !dbg !53
  %.394 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.393, !dbg !53
  %.395 = load i8, ptr addrspace(1) %.394, align 1, !dbg !53, !amdgpu.noclobber !6
  %.396 = zext i8 %.395 to i32, !dbg !53
  %.397 = shl nuw nsw i32 %.396, 8, !dbg !53
  %.398 = or i32 %.397, %.392, !dbg !53
  %.399 = add i64 %.347, 18, !dbg !53
  %.400 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.399, !dbg !53
  %.401 = load i8, ptr addrspace(1) %.400, align 1, !dbg !53, !amdgpu.noclobber !6
  %.402 = zext i8 %.401 to i32, !dbg !53
  %.403 = shl nuw nsw i32 %.402, 16, !dbg !53
  %.404 = or i32 %.398, %.403, !dbg !53
  %.405 = add i64 %.347, 19, !dbg !53
  %.406 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.405, !dbg !53
  %.407 = load i8, ptr addrspace(1) %.406, align 1, !dbg !53, !amdgpu.noclobber !6
  %.408 = zext i8 %.407 to i32, !dbg !53
  %.409 = shl nuw i32 %.408, 24, !dbg !53
  %.410 = or i32 %.404, %.409, !dbg !53
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
  %.339 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.340 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.339), !dbg !62
  %.343 = and i32 %.340, 15, !dbg !62
  %.344 = zext i32 %.343 to i64, !dbg !62
  %0 = lshr i32 %.340, 2, !dbg !62
  %1 = and i32 %0, 1073741820, !dbg !62
  %.345 = zext i32 %1 to i64, !dbg !62
  br i1 %t12.not, label %b12, label %b1, !dbg !60

b1:                                               ; preds = %entry
  %.25 = mul i64 %.345, %a15, !dbg !61
  %.26 = add i64 %.25, %.344, !dbg !61
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
  %.51 = shl i64 %a15, 4, !dbg !61
  %.52 = add i64 %.26, %.51, !dbg !61
  %.53 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.52, !dbg !61
  %.54 = load i8, ptr addrspace(1) %.53, align 1, !dbg !61, !amdgpu.noclobber !6
  %.55 = zext i8 %.54 to i32, !dbg !61
  %.56 = mul i64 %a15, 17, !dbg !61
  %.57 = add i64 %.26, %.56, !dbg !61
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.57, !dbg !61
  %.59 = load i8, ptr addrspace(1) %.58, align 1, !dbg !61, !amdgpu.noclobber !6
  %.60 = zext i8 %.59 to i32, !dbg !61
  %.61 = shl nuw nsw i32 %.60, 8, !dbg !61
  %.62 = or i32 %.61, %.55, !dbg !61
  %.63 = mul i64 %a15, 18, !dbg !61
  %.64 = add i64 %.26, %.63, !dbg !61
  %.65 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.64, !dbg !61
  %.66 = load i8, ptr addrspace(1) %.65, align 1, !dbg !61, !amdgpu.noclobber !6
  %.67 = zext i8 %.66 to i32, !dbg !61
  %.68 = shl nuw nsw i32 %.67, 16, !dbg !61
  %.69 = or i32 %.62, %.68, !dbg !61
  %.70 = mul i64 %a15, 19, !dbg !61
  %.71 = add i64 %.26, %.70, !dbg !61
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.71, !dbg !61
  %.73 = load i8, ptr addrspace(1) %.72, align 1, !dbg !61, !amdgpu.noclobber !6
  %.74 = zext i8 %.73 to i32, !dbg !61
  %.75 = shl nuw i32 %.74, 24, !dbg !61
  %.76 = or i32 %.69, %.75, !dbg !61
  br label %b2, !dbg !61

b2:                                               ; preds = %frag.wide.384, %frag.narrow.385, %b1
  %.50.pn = phi i32 [ %.50, %b1 ], [ %.378, %frag.narrow.385 ], [ %.378, %frag.wide.384 ]
  %.76.pn = phi i32 [ %.76, %b1 ], [ %.410, %frag.narrow.385 ], [ %.388, %frag.wide.384 ]
  %t16 = and i32 %.17, 2, !dbg !63
  %t17.not = icmp eq i32 %t16, 0, !dbg !64
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t6, !dbg !65
  %.278 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.279 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.278), !dbg !62
  %.282 = and i32 %.279, 15, !dbg !62
  %.283 = zext i32 %.282 to i64, !dbg !62
  %2 = lshr i32 %.279, 2, !dbg !62
  %3 = and i32 %2, 1073741820, !dbg !62
  %.284 = zext i32 %3 to i64, !dbg !62
  br i1 %t17.not, label %b11, label %b3, !dbg !64

b3:                                               ; preds = %b2
  %.86 = mul i64 %.283, %a15, !dbg !65
  %.87 = add i64 %.86, %.284, !dbg !65
  %.88 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.87, !dbg !65
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !65
  %.90 = and i64 %.89, 3, !dbg !65
  %.91 = icmp eq i64 %.90, 0, !dbg !65
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !65

frag.wide.92:                                     ; preds = %b3
  %.95 = load <1 x i32>, ptr addrspace(1) %.88, align 4, !dbg !65, !amdgpu.noclobber !6
  %.96 = extractelement <1 x i32> %.95, i64 0, !dbg !65
  br label %frag.join.94, !dbg !65

frag.narrow.93:                                   ; preds = %b3
  %.98 = load i8, ptr addrspace(1) %.88, align 1, !dbg !65, !amdgpu.noclobber !6
  %.99 = zext i8 %.98 to i32, !dbg !65
  %.100 = add i64 %.87, 1, !dbg !65
  %.101 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.100, !dbg !65
  %.102 = load i8, ptr addrspace(1) %.101, align 1, !dbg !65, !amdgpu.noclobber !6
  %.103 = zext i8 %.102 to i32, !dbg !65
  %.104 = shl nuw nsw i32 %.103, 8, !dbg !65
  %.105 = or i32 %.104, %.99, !dbg !65
  %.106 = add i64 %.87, 2, !dbg !65
  %.107 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.106, !dbg !65
  %.108 = load i8, ptr addrspace(1) %.107, align 1, !dbg !65, !amdgpu.noclobber !6
  %.109 = zext i8 %.108 to i32, !dbg !65
  %.110 = shl nuw nsw i32 %.109, 16, !dbg !65
  %.111 = or i32 %.105, %.110, !dbg !65
  %.112 = add i64 %.87, 3, !dbg !65
  %.113 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.112, !dbg !65
  %.114 = load i8, ptr addrspace(1) %.113, align 1, !dbg !65, !amdgpu.noclobber !6
  %.115 = zext i8 %.114 to i32, !dbg !65
  %.116 = shl nuw i32 %.115, 24, !dbg !65
  %.117 = or i32 %.111, %.116, !dbg !65
  br label %frag.join.94, !dbg !65

frag.join.94:                                     ; preds = %frag.narrow.93, %frag.wide.92
  %.118 = phi i32 [ %.96, %frag.wide.92 ], [ %.117, %frag.narrow.93 ], !dbg !65
  %.119 = add i64 %.87, 16, !dbg !65
  %.120 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.119, !dbg !65
  %.121 = ptrtoint ptr addrspace(1) %.120 to i64, !dbg !65
  %.122 = and i64 %.121, 3, !dbg !65
  %.123 = icmp eq i64 %.122, 0, !dbg !65
  br i1 %.123, label %frag.wide.124, label %frag.narrow.125, !dbg !65

frag.wide.124:                                    ; preds = %frag.join.94
  %.127 = load <1 x i32>, ptr addrspace(1) %.120, align 4, !dbg !65, !amdgpu.noclobber !6
  %.128 = extractelement <1 x i32> %.127, i64 0, !dbg !65
  br label %b4, !dbg !65

frag.narrow.125:                                  ; preds = %frag.join.94
  %.131 = load i8, ptr addrspace(1) %.120, align 1, !dbg !65, !amdgpu.noclobber !6
  %.132 = zext i8 %.131 to i32, !dbg !65
  %.133 = add i64 %.87, 17, !dbg !65
  %.134 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.133, !dbg !65
  %.135 = load i8, ptr addrspace(1) %.134, align 1, !dbg !65, !amdgpu.noclobber !6
  %.136 = zext i8 %.135 to i32, !dbg !65
  %.137 = shl nuw nsw i32 %.136, 8, !dbg !65
  %.138 = or i32 %.137, %.132, !dbg !65
  %.139 = add i64 %.87, 18, !dbg !65
  %.140 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.139, !dbg !65
  %.141 = load i8, ptr addrspace(1) %.140, align 1, !dbg !65, !amdgpu.noclobber !6
  %.142 = zext i8 %.141 to i32, !dbg !65
  %.143 = shl nuw nsw i32 %.142, 16, !dbg !65
  %.144 = or i32 %.138, %.143, !dbg !65
  %.145 = add i64 %.87, 19, !dbg !65
  %.146 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.145, !dbg !65
  %.147 = load i8, ptr addrspace(1) %.146, align 1, !dbg !65, !amdgpu.noclobber !6
  %.148 = zext i8 %.147 to i32, !dbg !65
  %.149 = shl nuw i32 %.148, 24, !dbg !65
  %.150 = or i32 %.144, %.149, !dbg !65
  br label %b4, !dbg !65

b4:                                               ; preds = %frag.wide.124, %frag.narrow.125, %b11
  %.118.pn = phi i32 [ %.310, %b11 ], [ %.118, %frag.narrow.125 ], [ %.118, %frag.wide.124 ]
  %.151.pn = phi i32 [ %.336, %b11 ], [ %.150, %frag.narrow.125 ], [ %.128, %frag.wide.124 ]
  %t21 = and i32 %.17, 4, !dbg !66
  %t22.not = icmp eq i32 %t21, 0, !dbg !67
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t6, !dbg !68
  %.251 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.252 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.251), !dbg !62
  %.255 = and i32 %.252, 15, !dbg !62
  %.256 = zext i32 %.255 to i64, !dbg !62
  %4 = lshr i32 %.252, 2, !dbg !62
  %5 = and i32 %4, 1073741820, !dbg !62
  %.257 = zext i32 %5 to i64, !dbg !62
  br i1 %t22.not, label %b10, label %b5, !dbg !67

b5:                                               ; preds = %b4
  %.161 = mul i64 %.256, %a15, !dbg !68
  %.162 = add i64 %.161, %.257, !dbg !68
  %.165 = add i64 %.162, 1, !dbg !68
  %.168 = add i64 %.162, 2, !dbg !68
  %.171 = add i64 %.162, 3, !dbg !68
  br label %b6, !dbg !68

b6:                                               ; preds = %b10, %b5
  %.162.pn = phi i64 [ %.162, %b5 ], [ %.259, %b10 ]
  %.165.pn = phi i64 [ %.165, %b5 ], [ %.263, %b10 ]
  %.168.pn = phi i64 [ %.168, %b5 ], [ %.267, %b10 ]
  %.171.pn = phi i64 [ %.171, %b5 ], [ %.271, %b10 ]
  %.173.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.171.pn, !dbg !62
  %.173.pn = load i32, ptr addrspace(1) %.173.pn.in, align 4, !dbg !62, !amdgpu.noclobber !6
  %.170.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.168.pn, !dbg !62
  %.170.pn = load i32, ptr addrspace(1) %.170.pn.in, align 4, !dbg !62, !amdgpu.noclobber !6
  %.167.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.165.pn, !dbg !62
  %.167.pn = load i32, ptr addrspace(1) %.167.pn.in, align 4, !dbg !62, !amdgpu.noclobber !6
  %.164.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.162.pn, !dbg !62
  %.164.pn = load i32, ptr addrspace(1) %.164.pn.in, align 4, !dbg !62, !amdgpu.noclobber !6
  %.186 = insertelement <4 x i32> poison, i32 %.164.pn, i64 0, !dbg !69
  %.187 = insertelement <4 x i32> %.186, i32 %.167.pn, i64 1, !dbg !69
  %.188 = insertelement <4 x i32> %.187, i32 %.170.pn, i64 2, !dbg !69
  %.189 = insertelement <4 x i32> %.188, i32 %.173.pn, i64 3, !dbg !69
  %.190 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.50.pn, i32 %.118.pn, <4 x i32> %.189, i32 0, i32 0, i32 0), !dbg !69
  %.191 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.76.pn, i32 %.151.pn, <4 x i32> %.190, i32 0, i32 0, i32 0), !dbg !69
  %.192 = lshr i32 %.50.pn, 7, !dbg !69
  %.193 = and i32 %.192, 16843009, !dbg !69
  %.194 = lshr i32 %.76.pn, 7, !dbg !69
  %.195 = and i32 %.194, 16843009, !dbg !69
  %.196 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.193, i32 %.118.pn, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !69
  %.197 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.195, i32 %.151.pn, <4 x i32> %.196, i32 0, i32 0, i32 0), !dbg !69
  %.198 = shl <4 x i32> %.197, <i32 8, i32 8, i32 8, i32 8>, !dbg !69
  %.199 = add <4 x i32> %.198, %.191, !dbg !69
  %.202 = extractelement <4 x i32> %.199, i64 2, !dbg !69
  %t27 = and i32 %.17, 8, !dbg !70
  %t28.not = icmp eq i32 %t27, 0, !dbg !71
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t6, !dbg !72
  %.228 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.229 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.228), !dbg !62
  %.232 = and i32 %.229, 15, !dbg !62
  %.233 = zext i32 %.232 to i64, !dbg !62
  %6 = lshr i32 %.229, 2, !dbg !62
  %7 = and i32 %6, 1073741820, !dbg !62
  %.234 = zext i32 %7 to i64, !dbg !62
  br i1 %t28.not, label %b9, label %b7, !dbg !71

b7:                                               ; preds = %b6
  %.215 = mul i64 %.233, %a15, !dbg !72
  %.216 = add i64 %.215, %.234, !dbg !72
  %.218 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.216, !dbg !72
  %8 = shufflevector <4 x i32> %.199, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !72
  store <2 x i32> %8, ptr addrspace(1) %.218, align 4, !dbg !72
  %.223 = add i64 %.216, 2, !dbg !72
  %.224 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.223, !dbg !72
  store i32 %.202, ptr addrspace(1) %.224, align 4, !dbg !72
  %.226 = add i64 %.216, 3, !dbg !72
  br label %b8, !dbg !72

b8:                                               ; preds = %b9, %b7
  %.249.sink = phi i64 [ %.249, %b9 ], [ %.226, %b7 ]
  %.203 = extractelement <4 x i32> %.199, i64 3, !dbg !69
  %.250 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.249.sink, !dbg !62
  store i32 %.203, ptr addrspace(1) %.250, align 4, !dbg !62
  ret void, !dbg !73

b9:                                               ; preds = %b6
  %.201 = extractelement <4 x i32> %.199, i64 1, !dbg !69
  %.200 = extractelement <4 x i32> %.199, i64 0, !dbg !69
  %.235 = mul i64 %.234, %a15, !dbg !74
  %.236 = add i64 %.235, %.233, !dbg !74
  %.238 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.236, !dbg !74
  store i32 %.200, ptr addrspace(1) %.238, align 4, !dbg !74
  %.241 = add i64 %.236, %a15, !dbg !74
  %.242 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.241, !dbg !74
  store i32 %.201, ptr addrspace(1) %.242, align 4, !dbg !74
  %.244 = shl i64 %a15, 1, !dbg !74
  %.245 = add i64 %.236, %.244, !dbg !74
  %.246 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.245, !dbg !74
  store i32 %.202, ptr addrspace(1) %.246, align 4, !dbg !74
  %.248 = mul i64 %a15, 3, !dbg !74
  %.249 = add i64 %.236, %.248, !dbg !74
  br label %b8, !dbg !74

b10:                                              ; preds = %b4
  %.258 = mul i64 %.257, %a15, !dbg !75
  %.259 = add i64 %.258, %.256, !dbg !75
  %.263 = add i64 %.259, %a15, !dbg !75
  %.266 = shl i64 %a15, 1, !dbg !75
  %.267 = add i64 %.259, %.266, !dbg !75
  %.270 = mul i64 %a15, 3, !dbg !75
  %.271 = add i64 %.259, %.270, !dbg !75
  br label %b6, !dbg !75

b11:                                              ; preds = %b2
  %.285 = mul i64 %.284, %a15, !dbg !76
  %.286 = add i64 %.285, %.283, !dbg !76
  %.287 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.286, !dbg !76
  %.288 = load i8, ptr addrspace(1) %.287, align 1, !dbg !76, !amdgpu.noclobber !6
  %.289 = zext i8 %.288 to i32, !dbg !76
  %.291 = add i64 %.286, %a15, !dbg !76
  %.292 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.291, !dbg !76
  %.293 = load i8, ptr addrspace(1) %.292, align 1, !dbg !76, !amdgpu.noclobber !6
  %.294 = zext i8 %.293 to i32, !dbg !76
  %.295 = shl nuw nsw i32 %.294, 8, !dbg !76
  %.296 = or i32 %.295, %.289, !dbg !76
  %.297 = shl i64 %a15, 1, !dbg !76
  %.298 = add i64 %.286, %.297, !dbg !76
  %.299 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.298, !dbg !76
  %.300 = load i8, ptr addrspace(1) %.299, align 1, !dbg !76, !amdgpu.noclobber !6
  %.301 = zext i8 %.300 to i32, !dbg !76
  %.302 = shl nuw nsw i32 %.301, 16, !dbg !76
  %.303 = or i32 %.296, %.302, !dbg !76
  %.304 = mul i64 %a15, 3, !dbg !76
  %.305 = add i64 %.286, %.304, !dbg !76
  %.306 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.305, !dbg !76
  %.307 = load i8, ptr addrspace(1) %.306, align 1, !dbg !76, !amdgpu.noclobber !6
  %.308 = zext i8 %.307 to i32, !dbg !76
  %.309 = shl nuw i32 %.308, 24, !dbg !76
  %.310 = or i32 %.303, %.309, !dbg !76
  %.311 = shl i64 %a15, 4, !dbg !76
  %.312 = add i64 %.286, %.311, !dbg !76
  %.313 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.312, !dbg !76
  %.314 = load i8, ptr addrspace(1) %.313, align 1, !dbg !76, !amdgpu.noclobber !6
  %.315 = zext i8 %.314 to i32, !dbg !76
  %.316 = mul i64 %a15, 17, !dbg !76
  %.317 = add i64 %.286, %.316, !dbg !76
  %.318 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.317, !dbg !76
  %.319 = load i8, ptr addrspace(1) %.318, align 1, !dbg !76, !amdgpu.noclobber !6
  %.320 = zext i8 %.319 to i32, !dbg !76
  %.321 = shl nuw nsw i32 %.320, 8, !dbg !76
  %.322 = or i32 %.321, %.315, !dbg !76
  %.323 = mul i64 %a15, 18, !dbg !76
  %.324 = add i64 %.286, %.323, !dbg !76
  %.325 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.324, !dbg !76
  %.326 = load i8, ptr addrspace(1) %.325, align 1, !dbg !76, !amdgpu.noclobber !6
  %.327 = zext i8 %.326 to i32, !dbg !76
  %.328 = shl nuw nsw i32 %.327, 16, !dbg !76
  %.329 = or i32 %.322, %.328, !dbg !76
  %.330 = mul i64 %a15, 19, !dbg !76
  %.331 = add i64 %.286, %.330, !dbg !76
  %.332 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.331, !dbg !76
  %.333 = load i8, ptr addrspace(1) %.332, align 1, !dbg !76, !amdgpu.noclobber !6
  %.334 = zext i8 %.333 to i32, !dbg !76
  %.335 = shl nuw i32 %.334, 24, !dbg !76
  %.336 = or i32 %.329, %.335, !dbg !76
  br label %b4, !dbg !76

b12:                                              ; preds = %entry
  %.346 = mul i64 %.344, %a15, !dbg !77
  %.347 = add i64 %.346, %.345, !dbg !77
  %.348 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.347, !dbg !77
  %.349 = ptrtoint ptr addrspace(1) %.348 to i64, !dbg !77
  %.350 = and i64 %.349, 3, !dbg !77
  %.351 = icmp eq i64 %.350, 0, !dbg !77
  br i1 %.351, label %frag.wide.352, label %frag.narrow.353, !dbg !77

frag.wide.352:                                    ; preds = %b12
  %.355 = load <1 x i32>, ptr addrspace(1) %.348, align 4, !dbg !77, !amdgpu.noclobber !6
  %.356 = extractelement <1 x i32> %.355, i64 0, !dbg !77
  br label %frag.join.354, !dbg !77

frag.narrow.353:                                  ; preds = %b12
  %.358 = load i8, ptr addrspace(1) %.348, align 1, !dbg !77, !amdgpu.noclobber !6
  %.359 = zext i8 %.358 to i32, !dbg !77
  %.360 = add i64 %.347, 1, !dbg !77
  %.361 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.360, !dbg !77
  %.362 = load i8, ptr addrspace(1) %.361, align 1, !dbg !77, !amdgpu.noclobber !6
  %.363 = zext i8 %.362 to i32, !dbg !77
  %.364 = shl nuw nsw i32 %.363, 8, !dbg !77
  %.365 = or i32 %.364, %.359, !dbg !77
  %.366 = add i64 %.347, 2, !dbg !77
  %.367 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.366, !dbg !77
  %.368 = load i8, ptr addrspace(1) %.367, align 1, !dbg !77, !amdgpu.noclobber !6
  %.369 = zext i8 %.368 to i32, !dbg !77
  %.370 = shl nuw nsw i32 %.369, 16, !dbg !77
  %.371 = or i32 %.365, %.370, !dbg !77
  %.372 = add i64 %.347, 3, !dbg !77
  %.373 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.372, !dbg !77
  %.374 = load i8, ptr addrspace(1) %.373, align 1, !dbg !77, !amdgpu.noclobber !6
  %.375 = zext i8 %.374 to i32, !dbg !77
  %.376 = shl nuw i32 %.375, 24, !dbg !77
  %.377 = or i32 %.371, %.376, !dbg !77
  br label %frag.join.354, !dbg !77

frag.join.354:                                    ; preds = %frag.narrow.353, %frag.wide.352
  %.378 = phi i32 [ %.356, %frag.wide.352 ], [ %.377, %frag.narrow.353 ], !dbg !77
  %.379 = add i64 %.347, 16, !dbg !77
  %.380 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.379, !dbg !77
  %.381 = ptrtoint ptr addrspace(1) %.380 to i64, !dbg !77
  %.382 = and i64 %.381, 3, !dbg !77
  %.383 = icmp eq i64 %.382, 0, !dbg !77
  br i1 %.383, label %frag.wide.384, label %frag.narrow.385, !dbg !77

frag.wide.384:                                    ; preds = %frag.join.354
  %.387 = load <1 x i32>, ptr addrspace(1) %.380, align 4, !dbg !77, !amdgpu.noclobber !6
  %.388 = extractelement <1 x i32> %.387, i64 0, !dbg !77
  br label %b2, !dbg !77

frag.narrow.385:                                  ; preds = %frag.join.354
  %.391 = load i8, ptr addrspace(1) %.380, align 1, !dbg !77, !amdgpu.noclobber !6
  %.392 = zext i8 %.391 to i32, !dbg !77
  %.393 = add i64 %.347, 17, !dbg !77
  %.394 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.393, !dbg !77
  %.395 = load i8, ptr addrspace(1) %.394, align 1, !dbg !77, !amdgpu.noclobber !6
  %.396 = zext i8 %.395 to i32, !dbg !77
  %.397 = shl nuw nsw i32 %.396, 8, !dbg !77
  %.398 = or i32 %.397, %.392, !dbg !77
  %.399 = add i64 %.347, 18, !dbg !77
  %.400 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.399, !dbg !77
  %.401 = load i8, ptr addrspace(1) %.400, align 1, !dbg !77, !amdgpu.noclobber !6
  %.402 = zext i8 %.401 to i32, !dbg !77
  %.403 = shl nuw nsw i32 %.402, 16, !dbg !77
  %.404 = or i32 %.398, %.403, !dbg !77
  %.405 = add i64 %.347, 19, !dbg !77
  %.406 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.405, !dbg !77
  %.407 = load i8, ptr addrspace(1) %.406, align 1, !dbg !77, !amdgpu.noclobber !6
  %.408 = zext i8 %.407 to i32, !dbg !77
  %.409 = shl nuw i32 %.408, 24, !dbg !77
  %.410 = or i32 %.404, %.409, !dbg !77
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
  %.357 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !86
  %.358 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.357), !dbg !86
  %.361 = and i32 %.358, 15, !dbg !86
  %.362 = zext i32 %.361 to i64, !dbg !86
  %0 = lshr i32 %.358, 2, !dbg !86
  %1 = and i32 %0, 1073741820, !dbg !86
  %.363 = zext i32 %1 to i64, !dbg !86
  br i1 %t12.not, label %b12, label %b1, !dbg !84

b1:                                               ; preds = %entry
  %.25 = mul i64 %.363, %a15, !dbg !85
  %.26 = add i64 %.25, %.362, !dbg !85
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
  %.51 = shl i64 %a15, 4, !dbg !85
  %.52 = add i64 %.26, %.51, !dbg !85
  %.53 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.52, !dbg !85
  %.54 = load i8, ptr addrspace(1) %.53, align 1, !dbg !85, !amdgpu.noclobber !6
  %.55 = zext i8 %.54 to i32, !dbg !85
  %.56 = mul i64 %a15, 17, !dbg !85
  %.57 = add i64 %.26, %.56, !dbg !85
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.57, !dbg !85
  %.59 = load i8, ptr addrspace(1) %.58, align 1, !dbg !85, !amdgpu.noclobber !6
  %.60 = zext i8 %.59 to i32, !dbg !85
  %.61 = shl nuw nsw i32 %.60, 8, !dbg !85
  %.62 = or i32 %.61, %.55, !dbg !85
  %.63 = mul i64 %a15, 18, !dbg !85
  %.64 = add i64 %.26, %.63, !dbg !85
  %.65 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.64, !dbg !85
  %.66 = load i8, ptr addrspace(1) %.65, align 1, !dbg !85, !amdgpu.noclobber !6
  %.67 = zext i8 %.66 to i32, !dbg !85
  %.68 = shl nuw nsw i32 %.67, 16, !dbg !85
  %.69 = or i32 %.62, %.68, !dbg !85
  %.70 = mul i64 %a15, 19, !dbg !85
  %.71 = add i64 %.26, %.70, !dbg !85
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.71, !dbg !85
  %.73 = load i8, ptr addrspace(1) %.72, align 1, !dbg !85, !amdgpu.noclobber !6
  %.74 = zext i8 %.73 to i32, !dbg !85
  %.75 = shl nuw i32 %.74, 24, !dbg !85
  %.76 = or i32 %.69, %.75, !dbg !85
  br label %b2, !dbg !85

b2:                                               ; preds = %frag.wide.402, %frag.narrow.403, %b1
  %.50.pn = phi i32 [ %.50, %b1 ], [ %.396, %frag.narrow.403 ], [ %.396, %frag.wide.402 ]
  %.76.pn = phi i32 [ %.76, %b1 ], [ %.428, %frag.narrow.403 ], [ %.406, %frag.wide.402 ]
  %t16 = and i32 %.17, 2, !dbg !87
  %t17.not = icmp eq i32 %t16, 0, !dbg !88
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t6, !dbg !89
  %.296 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !86
  %.297 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.296), !dbg !86
  %.300 = and i32 %.297, 15, !dbg !86
  %.301 = zext i32 %.300 to i64, !dbg !86
  %2 = lshr i32 %.297, 2, !dbg !86
  %3 = and i32 %2, 1073741820, !dbg !86
  %.302 = zext i32 %3 to i64, !dbg !86
  br i1 %t17.not, label %b11, label %b3, !dbg !88

b3:                                               ; preds = %b2
  %.86 = mul i64 %.301, %a15, !dbg !89
  %.87 = add i64 %.86, %.302, !dbg !89
  %.88 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.87, !dbg !89
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !89
  %.90 = and i64 %.89, 3, !dbg !89
  %.91 = icmp eq i64 %.90, 0, !dbg !89
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !89

frag.wide.92:                                     ; preds = %b3
  %.95 = load <1 x i32>, ptr addrspace(1) %.88, align 4, !dbg !89, !amdgpu.noclobber !6
  %.96 = extractelement <1 x i32> %.95, i64 0, !dbg !89
  br label %frag.join.94, !dbg !89

frag.narrow.93:                                   ; preds = %b3
  %.98 = load i8, ptr addrspace(1) %.88, align 1, !dbg !89, !amdgpu.noclobber !6
  %.99 = zext i8 %.98 to i32, !dbg !89
  %.100 = add i64 %.87, 1, !dbg !89
  %.101 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.100, !dbg !89
  %.102 = load i8, ptr addrspace(1) %.101, align 1, !dbg !89, !amdgpu.noclobber !6
  %.103 = zext i8 %.102 to i32, !dbg !89
  %.104 = shl nuw nsw i32 %.103, 8, !dbg !89
  %.105 = or i32 %.104, %.99, !dbg !89
  %.106 = add i64 %.87, 2, !dbg !89
  %.107 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.106, !dbg !89
  %.108 = load i8, ptr addrspace(1) %.107, align 1, !dbg !89, !amdgpu.noclobber !6
  %.109 = zext i8 %.108 to i32, !dbg !89
  %.110 = shl nuw nsw i32 %.109, 16, !dbg !89
  %.111 = or i32 %.105, %.110, !dbg !89
  %.112 = add i64 %.87, 3, !dbg !89
  %.113 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.112, !dbg !89
  %.114 = load i8, ptr addrspace(1) %.113, align 1, !dbg !89, !amdgpu.noclobber !6
  %.115 = zext i8 %.114 to i32, !dbg !89
  %.116 = shl nuw i32 %.115, 24, !dbg !89
  %.117 = or i32 %.111, %.116, !dbg !89
  br label %frag.join.94, !dbg !89

frag.join.94:                                     ; preds = %frag.narrow.93, %frag.wide.92
  %.118 = phi i32 [ %.96, %frag.wide.92 ], [ %.117, %frag.narrow.93 ], !dbg !89
  %.119 = add i64 %.87, 16, !dbg !89
  %.120 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.119, !dbg !89
  %.121 = ptrtoint ptr addrspace(1) %.120 to i64, !dbg !89
  %.122 = and i64 %.121, 3, !dbg !89
  %.123 = icmp eq i64 %.122, 0, !dbg !89
  br i1 %.123, label %frag.wide.124, label %frag.narrow.125, !dbg !89

frag.wide.124:                                    ; preds = %frag.join.94
  %.127 = load <1 x i32>, ptr addrspace(1) %.120, align 4, !dbg !89, !amdgpu.noclobber !6
  %.128 = extractelement <1 x i32> %.127, i64 0, !dbg !89
  br label %b4, !dbg !89

frag.narrow.125:                                  ; preds = %frag.join.94
  %.131 = load i8, ptr addrspace(1) %.120, align 1, !dbg !89, !amdgpu.noclobber !6
  %.132 = zext i8 %.131 to i32, !dbg !89
  %.133 = add i64 %.87, 17, !dbg !89
  %.134 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.133, !dbg !89
  %.135 = load i8, ptr addrspace(1) %.134, align 1, !dbg !89, !amdgpu.noclobber !6
  %.136 = zext i8 %.135 to i32, !dbg !89
  %.137 = shl nuw nsw i32 %.136, 8, !dbg !89
  %.138 = or i32 %.137, %.132, !dbg !89
  %.139 = add i64 %.87, 18, !dbg !89
  %.140 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.139, !dbg !89
  %.141 = load i8, ptr addrspace(1) %.140, align 1, !dbg !89, !amdgpu.noclobber !6
  %.142 = zext i8 %.141 to i32, !dbg !89
  %.143 = shl nuw nsw i32 %.142, 16, !dbg !89
  %.144 = or i32 %.138, %.143, !dbg !89
  %.145 = add i64 %.87, 19, !dbg !89
  %.146 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.145, !dbg !89
  %.147 = load i8, ptr addrspace(1) %.146, align 1, !dbg !89, !amdgpu.noclobber !6
  %.148 = zext i8 %.147 to i32, !dbg !89
  %.149 = shl nuw i32 %.148, 24, !dbg !89
  %.150 = or i32 %.144, %.149, !dbg !89
  br label %b4, !dbg !89

b4:                                               ; preds = %frag.wide.124, %frag.narrow.125, %b11
  %.118.pn = phi i32 [ %.328, %b11 ], [ %.118, %frag.narrow.125 ], [ %.118, %frag.wide.124 ]
  %.151.pn = phi i32 [ %.354, %b11 ], [ %.150, %frag.narrow.125 ], [ %.128, %frag.wide.124 ]
  %t21 = and i32 %.17, 4, !dbg !90
  %t22.not = icmp eq i32 %t21, 0, !dbg !91
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t6, !dbg !92
  %.269 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !86
  %.270 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.269), !dbg !86
  %.273 = and i32 %.270, 15, !dbg !86
  %.274 = zext i32 %.273 to i64, !dbg !86
  %4 = lshr i32 %.270, 2, !dbg !86
  %5 = and i32 %4, 1073741820, !dbg !86
  %.275 = zext i32 %5 to i64, !dbg !86
  br i1 %t22.not, label %b10, label %b5, !dbg !91

b5:                                               ; preds = %b4
  %.161 = mul i64 %.274, %a15, !dbg !92
  %.162 = add i64 %.161, %.275, !dbg !92
  %.165 = add i64 %.162, 1, !dbg !92
  %.168 = add i64 %.162, 2, !dbg !92
  %.171 = add i64 %.162, 3, !dbg !92
  br label %b6, !dbg !92

b6:                                               ; preds = %b10, %b5
  %.162.pn = phi i64 [ %.162, %b5 ], [ %.277, %b10 ]
  %.165.pn = phi i64 [ %.165, %b5 ], [ %.281, %b10 ]
  %.168.pn = phi i64 [ %.168, %b5 ], [ %.285, %b10 ]
  %.171.pn = phi i64 [ %.171, %b5 ], [ %.289, %b10 ]
  %.173.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.171.pn, !dbg !86
  %.173.pn = load i32, ptr addrspace(1) %.173.pn.in, align 4, !dbg !86, !amdgpu.noclobber !6
  %.170.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.168.pn, !dbg !86
  %.170.pn = load i32, ptr addrspace(1) %.170.pn.in, align 4, !dbg !86, !amdgpu.noclobber !6
  %.167.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.165.pn, !dbg !86
  %.167.pn = load i32, ptr addrspace(1) %.167.pn.in, align 4, !dbg !86, !amdgpu.noclobber !6
  %.164.pn.in = getelementptr inbounds i32, ptr addrspace(1) %t23, i64 %.162.pn, !dbg !86
  %.164.pn = load i32, ptr addrspace(1) %.164.pn.in, align 4, !dbg !86, !amdgpu.noclobber !6
  %.186 = insertelement <4 x i32> poison, i32 %.164.pn, i64 0, !dbg !93
  %.187 = insertelement <4 x i32> %.186, i32 %.167.pn, i64 1, !dbg !93
  %.188 = insertelement <4 x i32> %.187, i32 %.170.pn, i64 2, !dbg !93
  %.189 = insertelement <4 x i32> %.188, i32 %.173.pn, i64 3, !dbg !93
  %.190 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.50.pn, i32 %.118.pn, <4 x i32> %.189, i32 0, i32 0, i32 0), !dbg !93
  %.191 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.76.pn, i32 %.151.pn, <4 x i32> %.190, i32 0, i32 0, i32 0), !dbg !93
  %.192 = lshr i32 %.50.pn, 7, !dbg !93
  %.193 = and i32 %.192, 16843009, !dbg !93
  %.194 = lshr i32 %.76.pn, 7, !dbg !93
  %.195 = and i32 %.194, 16843009, !dbg !93
  %.196 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.193, i32 %.118.pn, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !93
  %.197 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.195, i32 %.151.pn, <4 x i32> %.196, i32 0, i32 0, i32 0), !dbg !93
  %.198 = lshr i32 %.118.pn, 7, !dbg !93
  %.199 = and i32 %.198, 16843009, !dbg !93
  %.200 = lshr i32 %.151.pn, 7, !dbg !93
  %.201 = and i32 %.200, 16843009, !dbg !93
  %.202 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.50.pn, i32 %.199, <4 x i32> %.197, i32 0, i32 0, i32 0), !dbg !93
  %.203 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.76.pn, i32 %.201, <4 x i32> %.202, i32 0, i32 0, i32 0), !dbg !93
  %.204 = shl <4 x i32> %.203, <i32 8, i32 8, i32 8, i32 8>, !dbg !93
  %.205 = add <4 x i32> %.204, %.191, !dbg !93
  %.214 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.193, i32 %.199, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !93
  %.215 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.195, i32 %.201, <4 x i32> %.214, i32 0, i32 0, i32 0), !dbg !93
  %.216 = shl <4 x i32> %.215, <i32 16, i32 16, i32 16, i32 16>, !dbg !93
  %.217 = add <4 x i32> %.205, %.216, !dbg !93
  %.220 = extractelement <4 x i32> %.217, i64 2, !dbg !93
  %t27 = and i32 %.17, 8, !dbg !94
  %t28.not = icmp eq i32 %t27, 0, !dbg !95
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t6, !dbg !96
  %.246 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !86
  %.247 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.246), !dbg !86
  %.250 = and i32 %.247, 15, !dbg !86
  %.251 = zext i32 %.250 to i64, !dbg !86
  %6 = lshr i32 %.247, 2, !dbg !86
  %7 = and i32 %6, 1073741820, !dbg !86
  %.252 = zext i32 %7 to i64, !dbg !86
  br i1 %t28.not, label %b9, label %b7, !dbg !95

b7:                                               ; preds = %b6
  %.233 = mul i64 %.251, %a15, !dbg !96
  %.234 = add i64 %.233, %.252, !dbg !96
  %.236 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.234, !dbg !96
  %8 = shufflevector <4 x i32> %.217, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !96
  store <2 x i32> %8, ptr addrspace(1) %.236, align 4, !dbg !96
  %.241 = add i64 %.234, 2, !dbg !96
  %.242 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.241, !dbg !96
  store i32 %.220, ptr addrspace(1) %.242, align 4, !dbg !96
  %.244 = add i64 %.234, 3, !dbg !96
  br label %b8, !dbg !96

b8:                                               ; preds = %b9, %b7
  %.267.sink = phi i64 [ %.267, %b9 ], [ %.244, %b7 ]
  %.221 = extractelement <4 x i32> %.217, i64 3, !dbg !93
  %.268 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.267.sink, !dbg !86
  store i32 %.221, ptr addrspace(1) %.268, align 4, !dbg !86
  ret void, !dbg !97

b9:                                               ; preds = %b6
  %.219 = extractelement <4 x i32> %.217, i64 1, !dbg !93
  %.218 = extractelement <4 x i32> %.217, i64 0, !dbg !93
  %.253 = mul i64 %.252, %a15, !dbg !98
  %.254 = add i64 %.253, %.251, !dbg !98
  %.256 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.254, !dbg !98
  store i32 %.218, ptr addrspace(1) %.256, align 4, !dbg !98
  %.259 = add i64 %.254, %a15, !dbg !98
  %.260 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.259, !dbg !98
  store i32 %.219, ptr addrspace(1) %.260, align 4, !dbg !98
  %.262 = shl i64 %a15, 1, !dbg !98
  %.263 = add i64 %.254, %.262, !dbg !98
  %.264 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %.263, !dbg !98
  store i32 %.220, ptr addrspace(1) %.264, align 4, !dbg !98
  %.266 = mul i64 %a15, 3, !dbg !98
  %.267 = add i64 %.254, %.266, !dbg !98
  br label %b8, !dbg !98

b10:                                              ; preds = %b4
  %.276 = mul i64 %.275, %a15, !dbg !99
  %.277 = add i64 %.276, %.274, !dbg !99
  %.281 = add i64 %.277, %a15, !dbg !99
  %.284 = shl i64 %a15, 1, !dbg !99
  %.285 = add i64 %.277, %.284, !dbg !99
  %.288 = mul i64 %a15, 3, !dbg !99
  %.289 = add i64 %.277, %.288, !dbg !99
  br label %b6, !dbg !99

b11:                                              ; preds = %b2
  %.303 = mul i64 %.302, %a15, !dbg !100
  %.304 = add i64 %.303, %.301, !dbg !100
  %.305 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.304, !dbg !100
  %.306 = load i8, ptr addrspace(1) %.305, align 1, !dbg !100, !amdgpu.noclobber !6
  %.307 = zext i8 %.306 to i32, !dbg !100
  %.309 = add i64 %.304, %a15, !dbg !100
  %.310 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.309, !dbg !100
  %.311 = load i8, ptr addrspace(1) %.310, align 1, !dbg !100, !amdgpu.noclobber !6
  %.312 = zext i8 %.311 to i32, !dbg !100
  %.313 = shl nuw nsw i32 %.312, 8, !dbg !100
  %.314 = or i32 %.313, %.307, !dbg !100
  %.315 = shl i64 %a15, 1, !dbg !100
  %.316 = add i64 %.304, %.315, !dbg !100
  %.317 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.316, !dbg !100
  %.318 = load i8, ptr addrspace(1) %.317, align 1, !dbg !100, !amdgpu.noclobber !6
  %.319 = zext i8 %.318 to i32, !dbg !100
  %.320 = shl nuw nsw i32 %.319, 16, !dbg !100
  %.321 = or i32 %.314, %.320, !dbg !100
  %.322 = mul i64 %a15, 3, !dbg !100
  %.323 = add i64 %.304, %.322, !dbg !100
  %.324 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.323, !dbg !100
  %.325 = load i8, ptr addrspace(1) %.324, align 1, !dbg !100, !amdgpu.noclobber !6
  %.326 = zext i8 %.325 to i32, !dbg !100
  %.327 = shl nuw i32 %.326, 24, !dbg !100
  %.328 = or i32 %.321, %.327, !dbg !100
  %.329 = shl i64 %a15, 4, !dbg !100
  %.330 = add i64 %.304, %.329, !dbg !100
  %.331 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.330, !dbg !100
  %.332 = load i8, ptr addrspace(1) %.331, align 1, !dbg !100, !amdgpu.noclobber !6
  %.333 = zext i8 %.332 to i32, !dbg !100
  %.334 = mul i64 %a15, 17, !dbg !100
  %.335 = add i64 %.304, %.334, !dbg !100
  %.336 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.335, !dbg !100
  %.337 = load i8, ptr addrspace(1) %.336, align 1, !dbg !100, !amdgpu.noclobber !6
  %.338 = zext i8 %.337 to i32, !dbg !100
  %.339 = shl nuw nsw i32 %.338, 8, !dbg !100
  %.340 = or i32 %.339, %.333, !dbg !100
  %.341 = mul i64 %a15, 18, !dbg !100
  %.342 = add i64 %.304, %.341, !dbg !100
  %.343 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.342, !dbg !100
  %.344 = load i8, ptr addrspace(1) %.343, align 1, !dbg !100, !amdgpu.noclobber !6
  %.345 = zext i8 %.344 to i32, !dbg !100
  %.346 = shl nuw nsw i32 %.345, 16, !dbg !100
  %.347 = or i32 %.340, %.346, !dbg !100
  %.348 = mul i64 %a15, 19, !dbg !100
  %.349 = add i64 %.304, %.348, !dbg !100
  %.350 = getelementptr inbounds i8, ptr addrspace(1) %t18, i64 %.349, !dbg !100
  %.351 = load i8, ptr addrspace(1) %.350, align 1, !dbg !100, !amdgpu.noclobber !6
  %.352 = zext i8 %.351 to i32, !dbg !100
  %.353 = shl nuw i32 %.352, 24, !dbg !100
  %.354 = or i32 %.347, %.353, !dbg !100
  br label %b4, !dbg !100

b12:                                              ; preds = %entry
  %.364 = mul i64 %.362, %a15, !dbg !101
  %.365 = add i64 %.364, %.363, !dbg !101
  %.366 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.365, !dbg !101
  %.367 = ptrtoint ptr addrspace(1) %.366 to i64, !dbg !101
  %.368 = and i64 %.367, 3, !dbg !101
  %.369 = icmp eq i64 %.368, 0, !dbg !101
  br i1 %.369, label %frag.wide.370, label %frag.narrow.371, !dbg !101

frag.wide.370:                                    ; preds = %b12
  %.373 = load <1 x i32>, ptr addrspace(1) %.366, align 4, !dbg !101, !amdgpu.noclobber !6
  %.374 = extractelement <1 x i32> %.373, i64 0, !dbg !101
  br label %frag.join.372, !dbg !101

frag.narrow.371:                                  ; preds = %b12
  %.376 = load i8, ptr addrspace(1) %.366, align 1, !dbg !101, !amdgpu.noclobber !6
  %.377 = zext i8 %.376 to i32, !dbg !101
  %.378 = add i64 %.365, 1, !dbg !101
  %.379 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.378, !dbg !101
  %.380 = load i8, ptr addrspace(1) %.379, align 1, !dbg !101, !amdgpu.noclobber !6
  %.381 = zext i8 %.380 to i32, !dbg !101
  %.382 = shl nuw nsw i32 %.381, 8, !dbg !101
  %.383 = or i32 %.382, %.377, !dbg !101
  %.384 = add i64 %.365, 2, !dbg !101
  %.385 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.384, !dbg !101
  %.386 = load i8, ptr addrspace(1) %.385, align 1, !dbg !101, !amdgpu.noclobber !6
  %.387 = zext i8 %.386 to i32, !dbg !101
  %.388 = shl nuw nsw i32 %.387, 16, !dbg !101
  %.389 = or i32 %.383, %.388, !dbg !101
  %.390 = add i64 %.365, 3, !dbg !101
  %.391 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.390, !dbg !101
  %.392 = load i8, ptr addrspace(1) %.391, align 1, !dbg !101, !amdgpu.noclobber !6
  %.393 = zext i8 %.392 to i32, !dbg !101
  %.394 = shl nuw i32 %.393, 24, !dbg !101
  %.395 = or i32 %.389, %.394, !dbg !101
  br label %frag.join.372, !dbg !101

frag.join.372:                                    ; preds = %frag.narrow.371, %frag.wide.370
  %.396 = phi i32 [ %.374, %frag.wide.370 ], [ %.395, %frag.narrow.371 ], !dbg !101
  %.397 = add i64 %.365, 16, !dbg !101
  %.398 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.397, !dbg !101
  %.399 = ptrtoint ptr addrspace(1) %.398 to i64, !dbg !101
  %.400 = and i64 %.399, 3, !dbg !101
  %.401 = icmp eq i64 %.400, 0, !dbg !101
  br i1 %.401, label %frag.wide.402, label %frag.narrow.403, !dbg !101

frag.wide.402:                                    ; preds = %frag.join.372
  %.405 = load <1 x i32>, ptr addrspace(1) %.398, align 4, !dbg !101, !amdgpu.noclobber !6
  %.406 = extractelement <1 x i32> %.405, i64 0, !dbg !101
  br label %b2, !dbg !101

frag.narrow.403:                                  ; preds = %frag.join.372
  %.409 = load i8, ptr addrspace(1) %.398, align 1, !dbg !101, !amdgpu.noclobber !6
  %.410 = zext i8 %.409 to i32, !dbg !101
  %.411 = add i64 %.365, 17, !dbg !101
  %.412 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.411, !dbg !101
  %.413 = load i8, ptr addrspace(1) %.412, align 1, !dbg !101, !amdgpu.noclobber !6
  %.414 = zext i8 %.413 to i32, !dbg !101
  %.415 = shl nuw nsw i32 %.414, 8, !dbg !101
  %.416 = or i32 %.415, %.410, !dbg !101
  %.417 = add i64 %.365, 18, !dbg !101
  %.418 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.417, !dbg !101
  %.419 = load i8, ptr addrspace(1) %.418, align 1, !dbg !101, !amdgpu.noclobber !6
  %.420 = zext i8 %.419 to i32, !dbg !101
  %.421 = shl nuw nsw i32 %.420, 16, !dbg !101
  %.422 = or i32 %.416, %.421, !dbg !101
  %.423 = add i64 %.365, 19, !dbg !101
  %.424 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 %.423, !dbg !101
  %.425 = load i8, ptr addrspace(1) %.424, align 1, !dbg !101, !amdgpu.noclobber !6
  %.426 = zext i8 %.425 to i32, !dbg !101
  %.427 = shl nuw i32 %.426, 24, !dbg !101
  %.428 = or i32 %.422, %.427, !dbg !101
  br label %b2, !dbg !101
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eFillU8S8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i32 %a10) local_unnamed_addr #0 !dbg !102 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !103
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !103
  %.14 = and i32 %.11, 15, !dbg !103
  %.15 = zext i32 %.14 to i64, !dbg !103
  %0 = lshr i32 %.11, 2, !dbg !103
  %1 = and i32 %0, 1073741820, !dbg !103
  %.16 = zext i32 %1 to i64, !dbg !103
  %.17 = mul i64 %.15, %a9, !dbg !103
  %.18 = add i64 %.17, %.16, !dbg !103
  %.19 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.18, !dbg !103
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !103
  %.21 = and i64 %.20, 3, !dbg !103
  %.22 = icmp eq i64 %.21, 0, !dbg !103
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !103

frag.wide.23:                                     ; preds = %entry
  %.26 = load <1 x i32>, ptr addrspace(1) %.19, align 4, !dbg !103, !amdgpu.noclobber !6
  %.27 = extractelement <1 x i32> %.26, i64 0, !dbg !103
  br label %frag.join.25, !dbg !103

frag.narrow.24:                                   ; preds = %entry
  %.29 = load i8, ptr addrspace(1) %.19, align 1, !dbg !103, !amdgpu.noclobber !6
  %.30 = zext i8 %.29 to i32, !dbg !103
  %.31 = add i64 %.18, 1, !dbg !103
  %.32 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.31, !dbg !103
  %.33 = load i8, ptr addrspace(1) %.32, align 1, !dbg !103, !amdgpu.noclobber !6
  %.34 = zext i8 %.33 to i32, !dbg !103
  %.35 = shl nuw nsw i32 %.34, 8, !dbg !103
  %.36 = or i32 %.35, %.30, !dbg !103
  %.37 = add i64 %.18, 2, !dbg !103
  %.38 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.37, !dbg !103
  %.39 = load i8, ptr addrspace(1) %.38, align 1, !dbg !103, !amdgpu.noclobber !6
  %.40 = zext i8 %.39 to i32, !dbg !103
  %.41 = shl nuw nsw i32 %.40, 16, !dbg !103
  %.42 = or i32 %.36, %.41, !dbg !103
  %.43 = add i64 %.18, 3, !dbg !103
  %.44 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.43, !dbg !103
  %.45 = load i8, ptr addrspace(1) %.44, align 1, !dbg !103, !amdgpu.noclobber !6
  %.46 = zext i8 %.45 to i32, !dbg !103
  %.47 = shl nuw i32 %.46, 24, !dbg !103
  %.48 = or i32 %.42, %.47, !dbg !103
  br label %frag.join.25, !dbg !103

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.49 = phi i32 [ %.27, %frag.wide.23 ], [ %.48, %frag.narrow.24 ], !dbg !103
  %.50 = add i64 %.18, 16, !dbg !103
  %.51 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.50, !dbg !103
  %.52 = ptrtoint ptr addrspace(1) %.51 to i64, !dbg !103
  %.53 = and i64 %.52, 3, !dbg !103
  %.54 = icmp eq i64 %.53, 0, !dbg !103
  br i1 %.54, label %frag.wide.55, label %frag.narrow.56, !dbg !103

frag.wide.55:                                     ; preds = %frag.join.25
  %.58 = load <1 x i32>, ptr addrspace(1) %.51, align 4, !dbg !103, !amdgpu.noclobber !6
  %.59 = extractelement <1 x i32> %.58, i64 0, !dbg !103
  br label %frag.join.57, !dbg !103

frag.narrow.56:                                   ; preds = %frag.join.25
  %.62 = load i8, ptr addrspace(1) %.51, align 1, !dbg !103, !amdgpu.noclobber !6
  %.63 = zext i8 %.62 to i32, !dbg !103
  %.64 = add i64 %.18, 17, !dbg !103
  %.65 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.64, !dbg !103
  %.66 = load i8, ptr addrspace(1) %.65, align 1, !dbg !103, !amdgpu.noclobber !6
  %.67 = zext i8 %.66 to i32, !dbg !103
  %.68 = shl nuw nsw i32 %.67, 8, !dbg !103
  %.69 = or i32 %.68, %.63, !dbg !103
  %.70 = add i64 %.18, 18, !dbg !103
  %.71 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.70, !dbg !103
  %.72 = load i8, ptr addrspace(1) %.71, align 1, !dbg !103, !amdgpu.noclobber !6
  %.73 = zext i8 %.72 to i32, !dbg !103
  %.74 = shl nuw nsw i32 %.73, 16, !dbg !103
  %.75 = or i32 %.69, %.74, !dbg !103
  %.76 = add i64 %.18, 19, !dbg !103
  %.77 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.76, !dbg !103
  %.78 = load i8, ptr addrspace(1) %.77, align 1, !dbg !103, !amdgpu.noclobber !6
  %.79 = zext i8 %.78 to i32, !dbg !103
  %.80 = shl nuw i32 %.79, 24, !dbg !103
  %.81 = or i32 %.75, %.80, !dbg !103
  br label %frag.join.57, !dbg !103

frag.join.57:                                     ; preds = %frag.narrow.56, %frag.wide.55
  %.82 = phi i32 [ %.59, %frag.wide.55 ], [ %.81, %frag.narrow.56 ], !dbg !103
  %.94 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.18, !dbg !104
  %.95 = ptrtoint ptr addrspace(1) %.94 to i64, !dbg !104
  %.96 = and i64 %.95, 3, !dbg !104
  %.97 = icmp eq i64 %.96, 0, !dbg !104
  br i1 %.97, label %frag.wide.98, label %frag.narrow.99, !dbg !104

frag.wide.98:                                     ; preds = %frag.join.57
  %.101 = load <1 x i32>, ptr addrspace(1) %.94, align 4, !dbg !104, !amdgpu.noclobber !6
  %.102 = extractelement <1 x i32> %.101, i64 0, !dbg !104
  br label %frag.join.100, !dbg !104

frag.narrow.99:                                   ; preds = %frag.join.57
  %.104 = load i8, ptr addrspace(1) %.94, align 1, !dbg !104, !amdgpu.noclobber !6
  %.105 = zext i8 %.104 to i32, !dbg !104
  %.106 = add i64 %.18, 1, !dbg !104
  %.107 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.106, !dbg !104
  %.108 = load i8, ptr addrspace(1) %.107, align 1, !dbg !104, !amdgpu.noclobber !6
  %.109 = zext i8 %.108 to i32, !dbg !104
  %.110 = shl nuw nsw i32 %.109, 8, !dbg !104
  %.111 = or i32 %.110, %.105, !dbg !104
  %.112 = add i64 %.18, 2, !dbg !104
  %.113 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.112, !dbg !104
  %.114 = load i8, ptr addrspace(1) %.113, align 1, !dbg !104, !amdgpu.noclobber !6
  %.115 = zext i8 %.114 to i32, !dbg !104
  %.116 = shl nuw nsw i32 %.115, 16, !dbg !104
  %.117 = or i32 %.111, %.116, !dbg !104
  %.118 = add i64 %.18, 3, !dbg !104
  %.119 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.118, !dbg !104
  %.120 = load i8, ptr addrspace(1) %.119, align 1, !dbg !104, !amdgpu.noclobber !6
  %.121 = zext i8 %.120 to i32, !dbg !104
  %.122 = shl nuw i32 %.121, 24, !dbg !104
  %.123 = or i32 %.117, %.122, !dbg !104
  br label %frag.join.100, !dbg !104

frag.join.100:                                    ; preds = %frag.narrow.99, %frag.wide.98
  %.124 = phi i32 [ %.102, %frag.wide.98 ], [ %.123, %frag.narrow.99 ], !dbg !104
  %.126 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.50, !dbg !104
  %.127 = ptrtoint ptr addrspace(1) %.126 to i64, !dbg !104
  %.128 = and i64 %.127, 3, !dbg !104
  %.129 = icmp eq i64 %.128, 0, !dbg !104
  br i1 %.129, label %frag.wide.130, label %frag.narrow.131, !dbg !104

frag.wide.130:                                    ; preds = %frag.join.100
  %.133 = load <1 x i32>, ptr addrspace(1) %.126, align 4, !dbg !104, !amdgpu.noclobber !6
  %.134 = extractelement <1 x i32> %.133, i64 0, !dbg !104
  br label %frag.join.132, !dbg !104

frag.narrow.131:                                  ; preds = %frag.join.100
  %.137 = load i8, ptr addrspace(1) %.126, align 1, !dbg !104, !amdgpu.noclobber !6
  %.138 = zext i8 %.137 to i32, !dbg !104
  %.139 = add i64 %.18, 17, !dbg !104
  %.140 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.139, !dbg !104
  %.141 = load i8, ptr addrspace(1) %.140, align 1, !dbg !104, !amdgpu.noclobber !6
  %.142 = zext i8 %.141 to i32, !dbg !104
  %.143 = shl nuw nsw i32 %.142, 8, !dbg !104
  %.144 = or i32 %.143, %.138, !dbg !104
  %.145 = add i64 %.18, 18, !dbg !104
  %.146 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.145, !dbg !104
  %.147 = load i8, ptr addrspace(1) %.146, align 1, !dbg !104, !amdgpu.noclobber !6
  %.148 = zext i8 %.147 to i32, !dbg !104
  %.149 = shl nuw nsw i32 %.148, 16, !dbg !104
  %.150 = or i32 %.144, %.149, !dbg !104
  %.151 = add i64 %.18, 19, !dbg !104
  %.152 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.151, !dbg !104
  %.153 = load i8, ptr addrspace(1) %.152, align 1, !dbg !104, !amdgpu.noclobber !6
  %.154 = zext i8 %.153 to i32, !dbg !104
  %.155 = shl nuw i32 %.154, 24, !dbg !104
  %.156 = or i32 %.150, %.155, !dbg !104
  br label %frag.join.132, !dbg !104

frag.join.132:                                    ; preds = %frag.narrow.131, %frag.wide.130
  %.157 = phi i32 [ %.134, %frag.wide.130 ], [ %.156, %frag.narrow.131 ], !dbg !104
  %.172 = insertelement <4 x i32> poison, i32 %a10, i64 0, !dbg !105
  %.175 = shufflevector <4 x i32> %.172, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !105
  %.176 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.49, i32 %.124, <4 x i32> %.175, i32 0, i32 0, i32 0), !dbg !105
  %.177 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.82, i32 %.157, <4 x i32> %.176, i32 0, i32 0, i32 0), !dbg !105
  %.178 = lshr i32 %.49, 7, !dbg !105
  %.179 = and i32 %.178, 16843009, !dbg !105
  %.180 = lshr i32 %.82, 7, !dbg !105
  %.181 = and i32 %.180, 16843009, !dbg !105
  %.182 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.179, i32 %.124, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !105
  %.183 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.181, i32 %.157, <4 x i32> %.182, i32 0, i32 0, i32 0), !dbg !105
  %.184 = shl <4 x i32> %.183, <i32 8, i32 8, i32 8, i32 8>, !dbg !105
  %.185 = add <4 x i32> %.184, %.177, !dbg !105
  %.206 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.49, i32 %.124, <4 x i32> %.185, i32 0, i32 0, i32 0), !dbg !106
  %.207 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.82, i32 %.157, <4 x i32> %.206, i32 0, i32 0, i32 0), !dbg !106
  %.215 = add <4 x i32> %.207, %.184, !dbg !106
  %.234 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.18, !dbg !107
  %2 = shufflevector <4 x i32> %.215, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !107
  store <2 x i32> %2, ptr addrspace(1) %.234, align 4, !dbg !107
  %.239 = add i64 %.18, 2, !dbg !107
  %.240 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.239, !dbg !107
  %3 = shufflevector <4 x i32> %.215, <4 x i32> undef, <2 x i32> <i32 2, i32 3>, !dbg !107
  store <2 x i32> %3, ptr addrspace(1) %.240, align 4, !dbg !107
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
  %t211 = icmp slt i32 %.13, 1024, !dbg !112
  br i1 %t211, label %b2, label %b3, !dbg !112

b2:                                               ; preds = %entry, %b2
  %t202 = phi i64 [ %t31, %b2 ], [ %t17, %entry ]
  %t22 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t202, !dbg !113
  %.18 = load i8, ptr addrspace(1) %t22, align 1, !dbg !113, !amdgpu.noclobber !6
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t202, !dbg !114
  %.19 = load i8, ptr addrspace(1) %t24, align 1, !dbg !114, !amdgpu.noclobber !6
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t202, !dbg !115
  %.20 = load i32, ptr addrspace(1) %t26, align 4, !dbg !115, !amdgpu.noclobber !6
  %0 = trunc i64 %t202 to i32, !dbg !116
  %t28 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.0, i32 %0, !dbg !116
  store i8 %.18, ptr addrspace(3) %t28, align 1, !dbg !116
  %t29 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.1, i32 %0, !dbg !117
  store i8 %.19, ptr addrspace(3) %t29, align 1, !dbg !117
  %t30 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2, i32 %0, !dbg !118
  store i32 %.20, ptr addrspace(3) %t30, align 4, !dbg !118
  %t31 = add i64 %t202, %t19, !dbg !119
  %t21 = icmp slt i64 %t31, 1024, !dbg !112
  br i1 %t21, label %b2, label %b3, !dbg !112

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !120
  tail call void @llvm.amdgcn.s.barrier(), !dbg !120
  fence syncscope("workgroup") acquire, !dbg !120
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !121
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !121
  %.25 = and i32 %.22, 15, !dbg !121
  %1 = lshr i32 %.22, 2, !dbg !121
  %2 = and i32 %1, 1073741820, !dbg !121
  %3 = shl nuw nsw i32 %.25, 5, !dbg !121
  %narrow = add nuw nsw i32 %3, %2, !dbg !121
  %.30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.0, i32 %narrow, !dbg !121
  %.37 = load <1 x i32>, ptr addrspace(3) %.30, align 4, !dbg !121
  %.38 = extractelement <1 x i32> %.37, i64 0, !dbg !121
  %4 = add nuw nsw i32 %narrow, 16, !dbg !121
  %.62 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.0, i32 %4, !dbg !121
  %.69 = load <1 x i32>, ptr addrspace(3) %.62, align 4, !dbg !121
  %.70 = extractelement <1 x i32> %.69, i64 0, !dbg !121
  %.105 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.1, i32 %narrow, !dbg !122
  %.112 = load <1 x i32>, ptr addrspace(3) %.105, align 4, !dbg !122
  %.113 = extractelement <1 x i32> %.112, i64 0, !dbg !122
  %.137 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.1, i32 %4, !dbg !122
  %.144 = load <1 x i32>, ptr addrspace(3) %.137, align 4, !dbg !122
  %.145 = extractelement <1 x i32> %.144, i64 0, !dbg !122
  %.178 = shl i32 %2, 5, !dbg !123
  %.179 = or i32 %.178, %.25, !dbg !123
  %.180 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2, i32 %.179, !dbg !123
  %.181 = load i32, ptr addrspace(3) %.180, align 4, !dbg !123
  %5 = or i32 %.179, 32, !dbg !123
  %.184 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2, i32 %5, !dbg !123
  %.185 = load i32, ptr addrspace(3) %.184, align 4, !dbg !123
  %6 = or i32 %.179, 64, !dbg !123
  %.188 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2, i32 %6, !dbg !123
  %.189 = load i32, ptr addrspace(3) %.188, align 4, !dbg !123
  %7 = or i32 %.179, 96, !dbg !123
  %.192 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.2, i32 %7, !dbg !123
  %.193 = load i32, ptr addrspace(3) %.192, align 4, !dbg !123
  %.206 = insertelement <4 x i32> poison, i32 %.181, i64 0, !dbg !124
  %.207 = insertelement <4 x i32> %.206, i32 %.185, i64 1, !dbg !124
  %.208 = insertelement <4 x i32> %.207, i32 %.189, i64 2, !dbg !124
  %.209 = insertelement <4 x i32> %.208, i32 %.193, i64 3, !dbg !124
  %.210 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.38, i32 %.113, <4 x i32> %.209, i32 0, i32 0, i32 0), !dbg !124
  %.211 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.70, i32 %.145, <4 x i32> %.210, i32 0, i32 0, i32 0), !dbg !124
  %.212 = lshr i32 %.113, 7, !dbg !124
  %.213 = and i32 %.212, 16843009, !dbg !124
  %.214 = lshr i32 %.145, 7, !dbg !124
  %.215 = and i32 %.214, 16843009, !dbg !124
  %.216 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.38, i32 %.213, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !124
  %.217 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.70, i32 %.215, <4 x i32> %.216, i32 0, i32 0, i32 0), !dbg !124
  %.218 = shl <4 x i32> %.217, <i32 8, i32 8, i32 8, i32 8>, !dbg !124
  %.219 = add <4 x i32> %.218, %.211, !dbg !124
  %.238 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.3, i32 %narrow, !dbg !125
  %8 = shufflevector <4 x i32> %.219, <4 x i32> undef, <2 x i32> <i32 0, i32 1>, !dbg !125
  store <2 x i32> %8, ptr addrspace(3) %.238, align 16, !dbg !125
  %9 = or i32 %narrow, 2, !dbg !125
  %.244 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.3, i32 %9, !dbg !125
  %10 = shufflevector <4 x i32> %.219, <4 x i32> undef, <2 x i32> <i32 2, i32 3>, !dbg !125
  store <2 x i32> %10, ptr addrspace(3) %.244, align 8, !dbg !125
  fence syncscope("workgroup") release, !dbg !126
  tail call void @llvm.amdgcn.s.barrier(), !dbg !126
  fence syncscope("workgroup") acquire, !dbg !126
  br i1 %t211, label %b5, label %b6, !dbg !127

b5:                                               ; preds = %b3, %b5
  %t404 = phi i64 [ %t45, %b5 ], [ %t17, %b3 ]
  %11 = trunc i64 %t404 to i32, !dbg !128
  %t42 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eSharedS8U8.shared.3, i32 %11, !dbg !128
  %.248 = load i32, ptr addrspace(3) %t42, align 4, !dbg !128
  %t44 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t404, !dbg !129
  store i32 %.248, ptr addrspace(1) %t44, align 4, !dbg !129
  %t45 = add i64 %t404, %t19, !dbg !130
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
  %.21 = and i32 %.18, 15, !dbg !133
  %.22 = zext i32 %.21 to i64, !dbg !133
  %0 = lshr i32 %.18, 2, !dbg !133
  %1 = and i32 %0, 1073741820, !dbg !133
  %.23 = zext i32 %1 to i64, !dbg !133
  %.24 = shl nuw nsw i64 %.22, 5, !dbg !133
  %.25 = add nuw nsw i64 %.24, %.23, !dbg !133
  %.26 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.25, !dbg !133
  %.27 = ptrtoint ptr addrspace(1) %.26 to i64, !dbg !133
  %.28 = and i64 %.27, 3, !dbg !133
  %.29 = icmp eq i64 %.28, 0, !dbg !133
  br i1 %.29, label %frag.wide.30, label %frag.narrow.31, !dbg !133

frag.wide.30:                                     ; preds = %entry
  %.33 = load <1 x i32>, ptr addrspace(1) %.26, align 4, !dbg !133, !amdgpu.noclobber !6
  %.34 = extractelement <1 x i32> %.33, i64 0, !dbg !133
  br label %frag.join.32, !dbg !133

frag.narrow.31:                                   ; preds = %entry
  %.36 = load i8, ptr addrspace(1) %.26, align 1, !dbg !133, !amdgpu.noclobber !6
  %.37 = zext i8 %.36 to i32, !dbg !133
  %.38 = or i64 %.25, 1, !dbg !133
  %.39 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.38, !dbg !133
  %.40 = load i8, ptr addrspace(1) %.39, align 1, !dbg !133, !amdgpu.noclobber !6
  %.41 = zext i8 %.40 to i32, !dbg !133
  %.42 = shl nuw nsw i32 %.41, 8, !dbg !133
  %.43 = or i32 %.42, %.37, !dbg !133
  %.44 = or i64 %.25, 2, !dbg !133
  %.45 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.44, !dbg !133
  %.46 = load i8, ptr addrspace(1) %.45, align 1, !dbg !133, !amdgpu.noclobber !6
  %.47 = zext i8 %.46 to i32, !dbg !133
  %.48 = shl nuw nsw i32 %.47, 16, !dbg !133
  %.49 = or i32 %.43, %.48, !dbg !133
  %.50 = or i64 %.25, 3, !dbg !133
  %.51 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.50, !dbg !133
  %.52 = load i8, ptr addrspace(1) %.51, align 1, !dbg !133, !amdgpu.noclobber !6
  %.53 = zext i8 %.52 to i32, !dbg !133
  %.54 = shl nuw i32 %.53, 24, !dbg !133
  %.55 = or i32 %.49, %.54, !dbg !133
  br label %frag.join.32, !dbg !133

frag.join.32:                                     ; preds = %frag.narrow.31, %frag.wide.30
  %.56 = phi i32 [ %.34, %frag.wide.30 ], [ %.55, %frag.narrow.31 ], !dbg !133
  %.57 = add nuw nsw i64 %.25, 16, !dbg !133
  %.58 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.57, !dbg !133
  %.59 = ptrtoint ptr addrspace(1) %.58 to i64, !dbg !133
  %.60 = and i64 %.59, 3, !dbg !133
  %.61 = icmp eq i64 %.60, 0, !dbg !133
  br i1 %.61, label %frag.wide.62, label %frag.narrow.63, !dbg !133

frag.wide.62:                                     ; preds = %frag.join.32
  %.65 = load <1 x i32>, ptr addrspace(1) %.58, align 4, !dbg !133, !amdgpu.noclobber !6
  %.66 = extractelement <1 x i32> %.65, i64 0, !dbg !133
  br label %frag.join.64, !dbg !133

frag.narrow.63:                                   ; preds = %frag.join.32
  %.69 = load i8, ptr addrspace(1) %.58, align 1, !dbg !133, !amdgpu.noclobber !6
  %.70 = zext i8 %.69 to i32, !dbg !133
  %.71 = add nuw nsw i64 %.25, 17, !dbg !133
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.71, !dbg !133
  %.73 = load i8, ptr addrspace(1) %.72, align 1, !dbg !133, !amdgpu.noclobber !6
  %.74 = zext i8 %.73 to i32, !dbg !133
  %.75 = shl nuw nsw i32 %.74, 8, !dbg !133
  %.76 = or i32 %.75, %.70, !dbg !133
  %.77 = add nuw nsw i64 %.25, 18, !dbg !133
  %.78 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.77, !dbg !133
  %.79 = load i8, ptr addrspace(1) %.78, align 1, !dbg !133, !amdgpu.noclobber !6
  %.80 = zext i8 %.79 to i32, !dbg !133
  %.81 = shl nuw nsw i32 %.80, 16, !dbg !133
  %.82 = or i32 %.76, %.81, !dbg !133
  %.83 = add nuw nsw i64 %.25, 19, !dbg !133
  %.84 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.83, !dbg !133
  %.85 = load i8, ptr addrspace(1) %.84, align 1, !dbg !133, !amdgpu.noclobber !6
  %.86 = zext i8 %.85 to i32, !dbg !133
  %.87 = shl nuw i32 %.86, 24, !dbg !133
  %.88 = or i32 %.82, %.87, !dbg !133
  br label %frag.join.64, !dbg !133

frag.join.64:                                     ; preds = %frag.narrow.63, %frag.wide.62
  %.89 = phi i32 [ %.66, %frag.wide.62 ], [ %.88, %frag.narrow.63 ], !dbg !133
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !134
  %t1 = sext i32 %.16 to i64, !dbg !134
  %.99 = shl nuw nsw i64 %.23, 4, !dbg !135
  %.100 = or i64 %.99, %.22, !dbg !135
  %.101 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.100, !dbg !135
  %.102 = load i8, ptr addrspace(1) %.101, align 1, !dbg !135, !amdgpu.noclobber !6
  %.105 = or i64 %.100, 16, !dbg !135
  %.106 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.105, !dbg !135
  %.107 = load i8, ptr addrspace(1) %.106, align 1, !dbg !135, !amdgpu.noclobber !6
  %.112 = or i64 %.100, 32, !dbg !135
  %.113 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.112, !dbg !135
  %.114 = load i8, ptr addrspace(1) %.113, align 1, !dbg !135, !amdgpu.noclobber !6
  %.119 = or i64 %.100, 48, !dbg !135
  %.120 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.119, !dbg !135
  %.121 = load i8, ptr addrspace(1) %.120, align 1, !dbg !135, !amdgpu.noclobber !6
  %.126 = add nuw nsw i64 %.100, 256, !dbg !135
  %.127 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.126, !dbg !135
  %.128 = load i8, ptr addrspace(1) %.127, align 1, !dbg !135, !amdgpu.noclobber !6
  %.131 = add nuw nsw i64 %.100, 272, !dbg !135
  %.132 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.131, !dbg !135
  %.133 = load i8, ptr addrspace(1) %.132, align 1, !dbg !135, !amdgpu.noclobber !6
  %.138 = add nuw nsw i64 %.100, 288, !dbg !135
  %.139 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.138, !dbg !135
  %.1401 = load i8, ptr addrspace(1) %.139, align 1, !dbg !135
  %.145 = add nuw nsw i64 %.100, 304, !dbg !135
  %.146 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.145, !dbg !135
  %.147 = load i8, ptr addrspace(1) %.146, align 1, !dbg !135, !amdgpu.noclobber !6
  %.162 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %.100, !dbg !136
  %.163 = load i32, ptr addrspace(1) %.162, align 4, !dbg !136, !amdgpu.noclobber !6
  %.166 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %.105, !dbg !136
  %.167 = load i32, ptr addrspace(1) %.166, align 4, !dbg !136, !amdgpu.noclobber !6
  %.170 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %.112, !dbg !136
  %.171 = load i32, ptr addrspace(1) %.170, align 4, !dbg !136, !amdgpu.noclobber !6
  %.174 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %.119, !dbg !136
  %.175 = load i32, ptr addrspace(1) %.174, align 4, !dbg !136, !amdgpu.noclobber !6
  %t14 = mul nsw i64 %t1, 192, !dbg !137
  %t16 = shl nsw i64 %t1, 6, !dbg !138
  %2 = trunc i64 %.24 to i32, !dbg !139
  %t138 = add nuw nsw i32 %1, %2, !dbg !139
  %t139 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t14, !dbg !140
  store i32 %t138, ptr addrspace(1) %t139, align 4, !dbg !140
  %t153 = trunc i32 %.56 to i8, !dbg !141
  %t154 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t16, !dbg !142
  store i8 %t153, ptr addrspace(1) %t154, align 1, !dbg !142
  %.301 = or i64 %.23, 1, !dbg !143
  %t159 = or i64 %t14, 1, !dbg !144
  %t161 = add nuw nsw i64 %.301, %.24, !dbg !145
  %t162 = trunc i64 %t161 to i32, !dbg !139
  %t163 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t159, !dbg !140
  store i32 %t162, ptr addrspace(1) %t163, align 4, !dbg !140
  %t164 = or i64 %t16, 1, !dbg !146
  %.304 = lshr i32 %.56, 8, !dbg !141
  %t177 = trunc i32 %.304 to i8, !dbg !141
  %t178 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t164, !dbg !142
  store i8 %t177, ptr addrspace(1) %t178, align 1, !dbg !142
  %.328 = or i64 %.23, 2, !dbg !143
  %t183 = or i64 %t14, 2, !dbg !144
  %t185 = add nuw nsw i64 %.328, %.24, !dbg !145
  %t186 = trunc i64 %t185 to i32, !dbg !139
  %t187 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t183, !dbg !140
  store i32 %t186, ptr addrspace(1) %t187, align 4, !dbg !140
  %t188 = or i64 %t16, 2, !dbg !146
  %.331 = lshr i32 %.56, 16, !dbg !141
  %t201 = trunc i32 %.331 to i8, !dbg !141
  %t202 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t188, !dbg !142
  store i8 %t201, ptr addrspace(1) %t202, align 1, !dbg !142
  %.355 = or i64 %.23, 3, !dbg !143
  %t207 = or i64 %t14, 3, !dbg !144
  %t209 = add nuw nsw i64 %.355, %.24, !dbg !145
  %t210 = trunc i64 %t209 to i32, !dbg !139
  %t211 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t207, !dbg !140
  store i32 %t210, ptr addrspace(1) %t211, align 4, !dbg !140
  %t212 = or i64 %t16, 3, !dbg !146
  %.358 = lshr i32 %.56, 24, !dbg !141
  %t225 = trunc i32 %.358 to i8, !dbg !141
  %t226 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t212, !dbg !142
  store i8 %t225, ptr addrspace(1) %t226, align 1, !dbg !142
  %t27 = or i64 %t14, 4, !dbg !144
  %t30 = trunc i64 %.57 to i32, !dbg !139
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27, !dbg !140
  store i32 %t30, ptr addrspace(1) %t31, align 4, !dbg !140
  %t32 = or i64 %t16, 4, !dbg !146
  %t45 = trunc i32 %.89 to i8, !dbg !141
  %t46 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t32, !dbg !142
  store i8 %t45, ptr addrspace(1) %t46, align 1, !dbg !142
  %t27.1 = or i64 %t14, 5, !dbg !144
  %3 = trunc i64 %.25 to i32, !dbg !139
  %t30.1 = add nuw nsw i32 %3, 17, !dbg !139
  %t31.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.1, !dbg !140
  store i32 %t30.1, ptr addrspace(1) %t31.1, align 4, !dbg !140
  %t32.1 = or i64 %t16, 5, !dbg !146
  %.206.1 = lshr i32 %.89, 8, !dbg !141
  %t45.1 = trunc i32 %.206.1 to i8, !dbg !141
  %t46.1 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t32.1, !dbg !142
  store i8 %t45.1, ptr addrspace(1) %t46.1, align 1, !dbg !142
  %t27.2 = or i64 %t14, 6, !dbg !144
  %4 = trunc i64 %.25 to i32, !dbg !139
  %t30.2 = add nuw nsw i32 %4, 18, !dbg !139
  %t31.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.2, !dbg !140
  store i32 %t30.2, ptr addrspace(1) %t31.2, align 4, !dbg !140
  %t32.2 = or i64 %t16, 6, !dbg !146
  %.206.2 = lshr i32 %.89, 16, !dbg !141
  %t45.2 = trunc i32 %.206.2 to i8, !dbg !141
  %t46.2 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t32.2, !dbg !142
  store i8 %t45.2, ptr addrspace(1) %t46.2, align 1, !dbg !142
  %t27.3 = or i64 %t14, 7, !dbg !144
  %5 = trunc i64 %.25 to i32, !dbg !139
  %t30.3 = add nuw nsw i32 %5, 19, !dbg !139
  %t31.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.3, !dbg !140
  store i32 %t30.3, ptr addrspace(1) %t31.3, align 4, !dbg !140
  %t32.3 = or i64 %t16, 7, !dbg !146
  %.206.3 = lshr i32 %.89, 24, !dbg !141
  %t45.3 = trunc i32 %.206.3 to i8, !dbg !141
  %t46.3 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t32.3, !dbg !142
  store i8 %t45.3, ptr addrspace(1) %t46.3, align 1, !dbg !142
  %t52 = add nsw i64 %t14, 64, !dbg !147
  %t53 = add nsw i64 %t16, 4096, !dbg !148
  %t239 = shl i32 %1, 4, !dbg !149
  %t240 = or i32 %t239, %.21, !dbg !150
  %t242 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t52, !dbg !151
  store i32 %t240, ptr addrspace(1) %t242, align 4, !dbg !151
  %t257 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t53, !dbg !152
  store i8 %.102, ptr addrspace(1) %t257, align 1, !dbg !152
  %t262 = add nsw i64 %t14, 65, !dbg !153
  %t264 = or i32 %t240, 16, !dbg !150
  %t266 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t262, !dbg !151
  store i32 %t264, ptr addrspace(1) %t266, align 4, !dbg !151
  %t267 = add nsw i64 %t16, 4097, !dbg !154
  %t281 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t267, !dbg !152
  store i8 %.107, ptr addrspace(1) %t281, align 1, !dbg !152
  %t286 = add nsw i64 %t14, 66, !dbg !153
  %t288 = or i32 %t240, 32, !dbg !150
  %t290 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t286, !dbg !151
  store i32 %t288, ptr addrspace(1) %t290, align 4, !dbg !151
  %t291 = add nsw i64 %t16, 4098, !dbg !154
  %t305 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t291, !dbg !152
  store i8 %.114, ptr addrspace(1) %t305, align 1, !dbg !152
  %t310 = add nsw i64 %t14, 67, !dbg !153
  %.452 = shl i32 %0, 4, !dbg !149
  %t311 = or i32 %.452, %.21, !dbg !150
  %t312 = or i32 %t311, 48, !dbg !150
  %t314 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t310, !dbg !151
  store i32 %t312, ptr addrspace(1) %t314, align 4, !dbg !151
  %t315 = add nsw i64 %t16, 4099, !dbg !154
  %t329 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t315, !dbg !152
  store i8 %.121, ptr addrspace(1) %t329, align 1, !dbg !152
  %.216 = add nuw nsw i64 %.23, 16, !dbg !155
  %t63 = add nsw i64 %t14, 68, !dbg !153
  %.218.tr = trunc i64 %.216 to i32, !dbg !156
  %6 = shl i32 %.218.tr, 4, !dbg !156
  %t66 = or i32 %6, %.21, !dbg !156
  %t67 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63, !dbg !151
  store i32 %t66, ptr addrspace(1) %t67, align 4, !dbg !151
  %t68 = add nsw i64 %t16, 4100, !dbg !154
  %t82 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t68, !dbg !152
  store i8 %.128, ptr addrspace(1) %t82, align 1, !dbg !152
  %t63.1 = add nsw i64 %t14, 69, !dbg !153
  %7 = trunc i64 %.216 to i32, !dbg !156
  %.218.tr.1 = shl i32 %7, 4, !dbg !156
  %8 = or i32 %.218.tr.1, %.21, !dbg !156
  %t66.1 = or i32 %8, 16, !dbg !156
  %t67.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.1, !dbg !151
  store i32 %t66.1, ptr addrspace(1) %t67.1, align 4, !dbg !151
  %t68.1 = add nsw i64 %t16, 4101, !dbg !154
  %t82.1 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t68.1, !dbg !152
  store i8 %.133, ptr addrspace(1) %t82.1, align 1, !dbg !152
  %t63.2 = add nsw i64 %t14, 70, !dbg !153
  %9 = trunc i64 %.216 to i32, !dbg !156
  %.218.tr.2 = shl i32 %9, 4, !dbg !156
  %10 = or i32 %.218.tr.2, %.21, !dbg !156
  %t66.2 = or i32 %10, 32, !dbg !156
  %t67.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.2, !dbg !151
  store i32 %t66.2, ptr addrspace(1) %t67.2, align 4, !dbg !151
  %t68.2 = add nsw i64 %t16, 4102, !dbg !154
  %t82.2 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t68.2, !dbg !152
  store i8 %.1401, ptr addrspace(1) %t82.2, align 1, !dbg !152
  %t63.3 = add nsw i64 %t14, 71, !dbg !153
  %11 = trunc i64 %.216 to i32, !dbg !156
  %.218.tr.3 = shl i32 %11, 4, !dbg !156
  %12 = or i32 %.218.tr.3, %.21, !dbg !156
  %t66.3 = or i32 %12, 48, !dbg !156
  %t67.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.3, !dbg !151
  store i32 %t66.3, ptr addrspace(1) %t67.3, align 4, !dbg !151
  %t68.3 = add nsw i64 %t16, 4103, !dbg !154
  %t82.3 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t68.3, !dbg !152
  store i8 %.147, ptr addrspace(1) %t82.3, align 1, !dbg !152
  %t88 = add nsw i64 %t14, 128, !dbg !157
  %t107 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t88, !dbg !158
  store i32 %t240, ptr addrspace(1) %t107, align 4, !dbg !158
  %t124 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t16, !dbg !159
  store i32 %.163, ptr addrspace(1) %t124, align 4, !dbg !159
  %t103.1 = add nsw i64 %t14, 129, !dbg !160
  %.241.tr.1 = shl i32 %1, 4, !dbg !161
  %13 = or i32 %.241.tr.1, %.21, !dbg !161
  %t106.1 = or i32 %13, 16, !dbg !161
  %t107.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.1, !dbg !158
  store i32 %t106.1, ptr addrspace(1) %t107.1, align 4, !dbg !158
  %t108.1 = or i64 %t16, 1, !dbg !162
  %t124.1 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t108.1, !dbg !159
  store i32 %.167, ptr addrspace(1) %t124.1, align 4, !dbg !159
  %t103.2 = add nsw i64 %t14, 130, !dbg !160
  %.241.tr.2 = shl i32 %1, 4, !dbg !161
  %14 = or i32 %.241.tr.2, %.21, !dbg !161
  %t106.2 = or i32 %14, 32, !dbg !161
  %t107.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.2, !dbg !158
  store i32 %t106.2, ptr addrspace(1) %t107.2, align 4, !dbg !158
  %t108.2 = or i64 %t16, 2, !dbg !162
  %t124.2 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t108.2, !dbg !159
  store i32 %.171, ptr addrspace(1) %t124.2, align 4, !dbg !159
  %t103.3 = add nsw i64 %t14, 131, !dbg !160
  %.241.tr.3 = shl i32 %0, 4, !dbg !161
  %15 = or i32 %.241.tr.3, %.21, !dbg !161
  %t106.3 = or i32 %15, 48, !dbg !161
  %t107.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.3, !dbg !158
  store i32 %t106.3, ptr addrspace(1) %t107.3, align 4, !dbg !158
  %t108.3 = or i64 %t16, 3, !dbg !162
  %t124.3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t108.3, !dbg !159
  store i32 %.175, ptr addrspace(1) %t124.3, align 4, !dbg !159
  ret void, !dbg !159
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eScaleU8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !163 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !164
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.13), !dbg !164
  %.17 = and i32 %.14, 15, !dbg !164
  %.18 = zext i32 %.17 to i64, !dbg !164
  %0 = lshr i32 %.14, 2, !dbg !164
  %1 = and i32 %0, 1073741820, !dbg !164
  %.19 = zext i32 %1 to i64, !dbg !164
  %.20 = shl nuw nsw i64 %.18, 5, !dbg !164
  %.21 = add nuw nsw i64 %.20, %.19, !dbg !164
  %.22 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.21, !dbg !164
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !164
  %.24 = and i64 %.23, 3, !dbg !164
  %.25 = icmp eq i64 %.24, 0, !dbg !164
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !164

frag.wide.26:                                     ; preds = %entry
  %.29 = load <1 x i32>, ptr addrspace(1) %.22, align 4, !dbg !164, !amdgpu.noclobber !6
  %.30 = extractelement <1 x i32> %.29, i64 0, !dbg !164
  br label %frag.join.28, !dbg !164

frag.narrow.27:                                   ; preds = %entry
  %.32 = load i8, ptr addrspace(1) %.22, align 1, !dbg !164, !amdgpu.noclobber !6
  %.33 = zext i8 %.32 to i32, !dbg !164
  %.34 = or i64 %.21, 1, !dbg !164
  %.35 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.34, !dbg !164
  %.36 = load i8, ptr addrspace(1) %.35, align 1, !dbg !164, !amdgpu.noclobber !6
  %.37 = zext i8 %.36 to i32, !dbg !164
  %.38 = shl nuw nsw i32 %.37, 8, !dbg !164
  %.39 = or i32 %.38, %.33, !dbg !164
  %.40 = or i64 %.21, 2, !dbg !164
  %.41 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.40, !dbg !164
  %.42 = load i8, ptr addrspace(1) %.41, align 1, !dbg !164, !amdgpu.noclobber !6
  %.43 = zext i8 %.42 to i32, !dbg !164
  %.44 = shl nuw nsw i32 %.43, 16, !dbg !164
  %.45 = or i32 %.39, %.44, !dbg !164
  %.46 = or i64 %.21, 3, !dbg !164
  %.47 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.46, !dbg !164
  %.48 = load i8, ptr addrspace(1) %.47, align 1, !dbg !164, !amdgpu.noclobber !6
  %.49 = zext i8 %.48 to i32, !dbg !164
  %.50 = shl nuw i32 %.49, 24, !dbg !164
  %.51 = or i32 %.45, %.50, !dbg !164
  br label %frag.join.28, !dbg !164

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %.52 = phi i32 [ %.30, %frag.wide.26 ], [ %.51, %frag.narrow.27 ], !dbg !164
  %.53 = add nuw nsw i64 %.21, 16, !dbg !164
  %.54 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.53, !dbg !164
  %.55 = ptrtoint ptr addrspace(1) %.54 to i64, !dbg !164
  %.56 = and i64 %.55, 3, !dbg !164
  %.57 = icmp eq i64 %.56, 0, !dbg !164
  br i1 %.57, label %frag.wide.58, label %frag.narrow.59, !dbg !164

frag.wide.58:                                     ; preds = %frag.join.28
  %.61 = load <1 x i32>, ptr addrspace(1) %.54, align 4, !dbg !164, !amdgpu.noclobber !6
  %.62 = extractelement <1 x i32> %.61, i64 0, !dbg !164
  br label %frag.join.60, !dbg !164

frag.narrow.59:                                   ; preds = %frag.join.28
  %.65 = load i8, ptr addrspace(1) %.54, align 1, !dbg !164, !amdgpu.noclobber !6
  %.66 = zext i8 %.65 to i32, !dbg !164
  %.67 = add nuw nsw i64 %.21, 17, !dbg !164
  %.68 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.67, !dbg !164
  %.69 = load i8, ptr addrspace(1) %.68, align 1, !dbg !164, !amdgpu.noclobber !6
  %.70 = zext i8 %.69 to i32, !dbg !164
  %.71 = shl nuw nsw i32 %.70, 8, !dbg !164
  %.72 = or i32 %.71, %.66, !dbg !164
  %.73 = add nuw nsw i64 %.21, 18, !dbg !164
  %.74 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.73, !dbg !164
  %.75 = load i8, ptr addrspace(1) %.74, align 1, !dbg !164, !amdgpu.noclobber !6
  %.76 = zext i8 %.75 to i32, !dbg !164
  %.77 = shl nuw nsw i32 %.76, 16, !dbg !164
  %.78 = or i32 %.72, %.77, !dbg !164
  %.79 = add nuw nsw i64 %.21, 19, !dbg !164
  %.80 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.79, !dbg !164
  %.81 = load i8, ptr addrspace(1) %.80, align 1, !dbg !164, !amdgpu.noclobber !6
  %.82 = zext i8 %.81 to i32, !dbg !164
  %.83 = shl nuw i32 %.82, 24, !dbg !164
  %.84 = or i32 %.78, %.83, !dbg !164
  br label %frag.join.60, !dbg !164

frag.join.60:                                     ; preds = %frag.narrow.59, %frag.wide.58
  %.85 = phi i32 [ %.62, %frag.wide.58 ], [ %.84, %frag.narrow.59 ], !dbg !164
  %.97 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.21, !dbg !165
  %.98 = ptrtoint ptr addrspace(1) %.97 to i64, !dbg !165
  %.99 = and i64 %.98, 3, !dbg !165
  %.100 = icmp eq i64 %.99, 0, !dbg !165
  br i1 %.100, label %frag.wide.101, label %frag.narrow.102, !dbg !165

frag.wide.101:                                    ; preds = %frag.join.60
  %.104 = load <1 x i32>, ptr addrspace(1) %.97, align 4, !dbg !165, !amdgpu.noclobber !6
  %.105 = extractelement <1 x i32> %.104, i64 0, !dbg !165
  br label %frag.join.103, !dbg !165

frag.narrow.102:                                  ; preds = %frag.join.60
  %.107 = load i8, ptr addrspace(1) %.97, align 1, !dbg !165, !amdgpu.noclobber !6
  %.108 = zext i8 %.107 to i32, !dbg !165
  %.109 = or i64 %.21, 1, !dbg !165
  %.110 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.109, !dbg !165
  %.111 = load i8, ptr addrspace(1) %.110, align 1, !dbg !165, !amdgpu.noclobber !6
  %.112 = zext i8 %.111 to i32, !dbg !165
  %.113 = shl nuw nsw i32 %.112, 8, !dbg !165
  %.114 = or i32 %.113, %.108, !dbg !165
  %.115 = or i64 %.21, 2, !dbg !165
  %.116 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.115, !dbg !165
  %.117 = load i8, ptr addrspace(1) %.116, align 1, !dbg !165, !amdgpu.noclobber !6
  %.118 = zext i8 %.117 to i32, !dbg !165
  %.119 = shl nuw nsw i32 %.118, 16, !dbg !165
  %.120 = or i32 %.114, %.119, !dbg !165
  %.121 = or i64 %.21, 3, !dbg !165
  %.122 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.121, !dbg !165
  %.123 = load i8, ptr addrspace(1) %.122, align 1, !dbg !165, !amdgpu.noclobber !6
  %.124 = zext i8 %.123 to i32, !dbg !165
  %.125 = shl nuw i32 %.124, 24, !dbg !165
  %.126 = or i32 %.120, %.125, !dbg !165
  br label %frag.join.103, !dbg !165

frag.join.103:                                    ; preds = %frag.narrow.102, %frag.wide.101
  %.127 = phi i32 [ %.105, %frag.wide.101 ], [ %.126, %frag.narrow.102 ], !dbg !165
  %.129 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.53, !dbg !165
  %.130 = ptrtoint ptr addrspace(1) %.129 to i64, !dbg !165
  %.131 = and i64 %.130, 3, !dbg !165
  %.132 = icmp eq i64 %.131, 0, !dbg !165
  br i1 %.132, label %frag.wide.133, label %frag.narrow.134, !dbg !165

frag.wide.133:                                    ; preds = %frag.join.103
  %.136 = load <1 x i32>, ptr addrspace(1) %.129, align 4, !dbg !165, !amdgpu.noclobber !6
  %.137 = extractelement <1 x i32> %.136, i64 0, !dbg !165
  br label %frag.join.135, !dbg !165

frag.narrow.134:                                  ; preds = %frag.join.103
  %.140 = load i8, ptr addrspace(1) %.129, align 1, !dbg !165, !amdgpu.noclobber !6
  %.141 = zext i8 %.140 to i32, !dbg !165
  %.142 = add nuw nsw i64 %.21, 17, !dbg !165
  %.143 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.142, !dbg !165
  %.144 = load i8, ptr addrspace(1) %.143, align 1, !dbg !165, !amdgpu.noclobber !6
  %.145 = zext i8 %.144 to i32, !dbg !165
  %.146 = shl nuw nsw i32 %.145, 8, !dbg !165
  %.147 = or i32 %.146, %.141, !dbg !165
  %.148 = add nuw nsw i64 %.21, 18, !dbg !165
  %.149 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.148, !dbg !165
  %.150 = load i8, ptr addrspace(1) %.149, align 1, !dbg !165, !amdgpu.noclobber !6
  %.151 = zext i8 %.150 to i32, !dbg !165
  %.152 = shl nuw nsw i32 %.151, 16, !dbg !165
  %.153 = or i32 %.147, %.152, !dbg !165
  %.154 = add nuw nsw i64 %.21, 19, !dbg !165
  %.155 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.154, !dbg !165
  %.156 = load i8, ptr addrspace(1) %.155, align 1, !dbg !165, !amdgpu.noclobber !6
  %.157 = zext i8 %.156 to i32, !dbg !165
  %.158 = shl nuw i32 %.157, 24, !dbg !165
  %.159 = or i32 %.153, %.158, !dbg !165
  br label %frag.join.135, !dbg !165

frag.join.135:                                    ; preds = %frag.narrow.134, %frag.wide.133
  %.160 = phi i32 [ %.137, %frag.wide.133 ], [ %.159, %frag.narrow.134 ], !dbg !165
  %.170 = shl nuw nsw i64 %.19, 4, !dbg !166
  %.171 = or i64 %.170, %.18, !dbg !166
  %.172 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.171, !dbg !166
  %.173 = load i32, ptr addrspace(1) %.172, align 4, !dbg !166, !amdgpu.noclobber !6
  %.175 = or i64 %.171, 16, !dbg !166
  %.176 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.175, !dbg !166
  %.177 = load i32, ptr addrspace(1) %.176, align 4, !dbg !166, !amdgpu.noclobber !6
  %.179 = or i64 %.171, 32, !dbg !166
  %.180 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.179, !dbg !166
  %.181 = load i32, ptr addrspace(1) %.180, align 4, !dbg !166, !amdgpu.noclobber !6
  %.183 = or i64 %.171, 48, !dbg !166
  %.184 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.183, !dbg !166
  %.185 = load i32, ptr addrspace(1) %.184, align 4, !dbg !166, !amdgpu.noclobber !6
  %.206 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.52, i32 %.127, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !167
  %.207 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.85, i32 %.160, <4 x i32> %.206, i32 0, i32 0, i32 0), !dbg !167
  %.208 = lshr i32 %.52, 7, !dbg !167
  %.209 = and i32 %.208, 16843009, !dbg !167
  %.210 = lshr i32 %.85, 7, !dbg !167
  %.211 = and i32 %.210, 16843009, !dbg !167
  %.212 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.209, i32 %.127, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !167
  %.213 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %.211, i32 %.160, <4 x i32> %.212, i32 0, i32 0, i32 0), !dbg !167
  %.214 = shl <4 x i32> %.213, <i32 8, i32 8, i32 8, i32 8>, !dbg !167
  %.215 = add <4 x i32> %.214, %.207, !dbg !167
  %.216 = extractelement <4 x i32> %.215, i64 0, !dbg !167
  %.217 = extractelement <4 x i32> %.215, i64 1, !dbg !167
  %.218 = extractelement <4 x i32> %.215, i64 2, !dbg !167
  %.219 = extractelement <4 x i32> %.215, i64 3, !dbg !167
  %t50 = mul i32 %.216, 3, !dbg !168
  %t59 = sub i32 %t50, %.173, !dbg !169
  %t50.1 = mul i32 %.217, 3, !dbg !168
  %t59.1 = sub i32 %t50.1, %.177, !dbg !169
  %t50.2 = mul i32 %.218, 3, !dbg !168
  %t59.2 = sub i32 %t50.2, %.181, !dbg !169
  %t50.3 = mul i32 %.219, 3, !dbg !168
  %t59.3 = sub i32 %t50.3, %.185, !dbg !169
  %.234 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %.171, !dbg !170
  store i32 %t59, ptr addrspace(1) %.234, align 4, !dbg !170
  %.238 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %.175, !dbg !170
  store i32 %t59.1, ptr addrspace(1) %.238, align 4, !dbg !170
  %.242 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %.179, !dbg !170
  store i32 %t59.2, ptr addrspace(1) %.242, align 4, !dbg !170
  %.246 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %.183, !dbg !170
  store i32 %t59.3, ptr addrspace(1) %.246, align 4, !dbg !170
  ret void, !dbg !170
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eNegS8(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #3 !dbg !171 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !172
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !172
  %.14 = and i32 %.11, 15, !dbg !172
  %.15 = zext i32 %.14 to i64, !dbg !172
  %0 = lshr i32 %.11, 2, !dbg !172
  %1 = and i32 %0, 1073741820, !dbg !172
  %.16 = zext i32 %1 to i64, !dbg !172
  %.17 = shl nuw nsw i64 %.15, 5, !dbg !172
  %.18 = add nuw nsw i64 %.17, %.16, !dbg !172
  %.19 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.18, !dbg !172
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !172
  %.21 = and i64 %.20, 3, !dbg !172
  %.22 = icmp eq i64 %.21, 0, !dbg !172
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !172

frag.wide.23:                                     ; preds = %entry
  %.26 = load <1 x i32>, ptr addrspace(1) %.19, align 4, !dbg !172, !amdgpu.noclobber !6
  %.27 = extractelement <1 x i32> %.26, i64 0, !dbg !172
  br label %frag.join.25, !dbg !172

frag.narrow.24:                                   ; preds = %entry
  %.29 = load i8, ptr addrspace(1) %.19, align 1, !dbg !172, !amdgpu.noclobber !6
  %.30 = zext i8 %.29 to i32, !dbg !172
  %.31 = or i64 %.18, 1, !dbg !172
  %.32 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.31, !dbg !172
  %.33 = load i8, ptr addrspace(1) %.32, align 1, !dbg !172, !amdgpu.noclobber !6
  %.34 = zext i8 %.33 to i32, !dbg !172
  %.35 = shl nuw nsw i32 %.34, 8, !dbg !172
  %.36 = or i32 %.35, %.30, !dbg !172
  %.37 = or i64 %.18, 2, !dbg !172
  %.38 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.37, !dbg !172
  %.39 = load i8, ptr addrspace(1) %.38, align 1, !dbg !172, !amdgpu.noclobber !6
  %.40 = zext i8 %.39 to i32, !dbg !172
  %.41 = shl nuw nsw i32 %.40, 16, !dbg !172
  %.42 = or i32 %.36, %.41, !dbg !172
  %.43 = or i64 %.18, 3, !dbg !172
  %.44 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.43, !dbg !172
  %.45 = load i8, ptr addrspace(1) %.44, align 1, !dbg !172, !amdgpu.noclobber !6
  %.46 = zext i8 %.45 to i32, !dbg !172
  %.47 = shl nuw i32 %.46, 24, !dbg !172
  %.48 = or i32 %.42, %.47, !dbg !172
  br label %frag.join.25, !dbg !172

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.49 = phi i32 [ %.27, %frag.wide.23 ], [ %.48, %frag.narrow.24 ], !dbg !172
  %.50 = add nuw nsw i64 %.18, 16, !dbg !172
  %.51 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.50, !dbg !172
  %.52 = ptrtoint ptr addrspace(1) %.51 to i64, !dbg !172
  %.53 = and i64 %.52, 3, !dbg !172
  %.54 = icmp eq i64 %.53, 0, !dbg !172
  br i1 %.54, label %frag.wide.55, label %frag.narrow.56, !dbg !172

frag.wide.55:                                     ; preds = %frag.join.25
  %.58 = load <1 x i32>, ptr addrspace(1) %.51, align 4, !dbg !172, !amdgpu.noclobber !6
  %.59 = extractelement <1 x i32> %.58, i64 0, !dbg !172
  br label %frag.join.57, !dbg !172

frag.narrow.56:                                   ; preds = %frag.join.25
  %.62 = load i8, ptr addrspace(1) %.51, align 1, !dbg !172, !amdgpu.noclobber !6
  %.63 = zext i8 %.62 to i32, !dbg !172
  %.64 = add nuw nsw i64 %.18, 17, !dbg !172
  %.65 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.64, !dbg !172
  %.66 = load i8, ptr addrspace(1) %.65, align 1, !dbg !172, !amdgpu.noclobber !6
  %.67 = zext i8 %.66 to i32, !dbg !172
  %.68 = shl nuw nsw i32 %.67, 8, !dbg !172
  %.69 = or i32 %.68, %.63, !dbg !172
  %.70 = add nuw nsw i64 %.18, 18, !dbg !172
  %.71 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.70, !dbg !172
  %.72 = load i8, ptr addrspace(1) %.71, align 1, !dbg !172, !amdgpu.noclobber !6
  %.73 = zext i8 %.72 to i32, !dbg !172
  %.74 = shl nuw nsw i32 %.73, 16, !dbg !172
  %.75 = or i32 %.69, %.74, !dbg !172
  %.76 = add nuw nsw i64 %.18, 19, !dbg !172
  %.77 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %.76, !dbg !172
  %.78 = load i8, ptr addrspace(1) %.77, align 1, !dbg !172, !amdgpu.noclobber !6
  %.79 = zext i8 %.78 to i32, !dbg !172
  %.80 = shl nuw i32 %.79, 24, !dbg !172
  %.81 = or i32 %.75, %.80, !dbg !172
  br label %frag.join.57, !dbg !172

frag.join.57:                                     ; preds = %frag.narrow.56, %frag.wide.55
  %.82 = phi i32 [ %.59, %frag.wide.55 ], [ %.81, %frag.narrow.56 ], !dbg !172
  %.94 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.18, !dbg !173
  %.95 = ptrtoint ptr addrspace(1) %.94 to i64, !dbg !173
  %.96 = and i64 %.95, 3, !dbg !173
  %.97 = icmp eq i64 %.96, 0, !dbg !173
  br i1 %.97, label %frag.wide.98, label %frag.narrow.99, !dbg !173

frag.wide.98:                                     ; preds = %frag.join.57
  %.101 = load <1 x i32>, ptr addrspace(1) %.94, align 4, !dbg !173, !amdgpu.noclobber !6
  %.102 = extractelement <1 x i32> %.101, i64 0, !dbg !173
  br label %frag.join.100, !dbg !173

frag.narrow.99:                                   ; preds = %frag.join.57
  %.104 = load i8, ptr addrspace(1) %.94, align 1, !dbg !173, !amdgpu.noclobber !6
  %.105 = zext i8 %.104 to i32, !dbg !173
  %.106 = or i64 %.18, 1, !dbg !173
  %.107 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.106, !dbg !173
  %.108 = load i8, ptr addrspace(1) %.107, align 1, !dbg !173, !amdgpu.noclobber !6
  %.109 = zext i8 %.108 to i32, !dbg !173
  %.110 = shl nuw nsw i32 %.109, 8, !dbg !173
  %.111 = or i32 %.110, %.105, !dbg !173
  %.112 = or i64 %.18, 2, !dbg !173
  %.113 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.112, !dbg !173
  %.114 = load i8, ptr addrspace(1) %.113, align 1, !dbg !173, !amdgpu.noclobber !6
  %.115 = zext i8 %.114 to i32, !dbg !173
  %.116 = shl nuw nsw i32 %.115, 16, !dbg !173
  %.117 = or i32 %.111, %.116, !dbg !173
  %.118 = or i64 %.18, 3, !dbg !173
  %.119 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.118, !dbg !173
  %.120 = load i8, ptr addrspace(1) %.119, align 1, !dbg !173, !amdgpu.noclobber !6
  %.121 = zext i8 %.120 to i32, !dbg !173
  %.122 = shl nuw i32 %.121, 24, !dbg !173
  %.123 = or i32 %.117, %.122, !dbg !173
  br label %frag.join.100, !dbg !173

frag.join.100:                                    ; preds = %frag.narrow.99, %frag.wide.98
  %.124 = phi i32 [ %.102, %frag.wide.98 ], [ %.123, %frag.narrow.99 ], !dbg !173
  %.126 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.50, !dbg !173
  %.127 = ptrtoint ptr addrspace(1) %.126 to i64, !dbg !173
  %.128 = and i64 %.127, 3, !dbg !173
  %.129 = icmp eq i64 %.128, 0, !dbg !173
  br i1 %.129, label %frag.wide.130, label %frag.narrow.131, !dbg !173

frag.wide.130:                                    ; preds = %frag.join.100
  %.133 = load <1 x i32>, ptr addrspace(1) %.126, align 4, !dbg !173, !amdgpu.noclobber !6
  %.134 = extractelement <1 x i32> %.133, i64 0, !dbg !173
  br label %frag.join.132, !dbg !173

frag.narrow.131:                                  ; preds = %frag.join.100
  %.137 = load i8, ptr addrspace(1) %.126, align 1, !dbg !173, !amdgpu.noclobber !6
  %.138 = zext i8 %.137 to i32, !dbg !173
  %.139 = add nuw nsw i64 %.18, 17, !dbg !173
  %.140 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.139, !dbg !173
  %.141 = load i8, ptr addrspace(1) %.140, align 1, !dbg !173, !amdgpu.noclobber !6
  %.142 = zext i8 %.141 to i32, !dbg !173
  %.143 = shl nuw nsw i32 %.142, 8, !dbg !173
  %.144 = or i32 %.143, %.138, !dbg !173
  %.145 = add nuw nsw i64 %.18, 18, !dbg !173
  %.146 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.145, !dbg !173
  %.147 = load i8, ptr addrspace(1) %.146, align 1, !dbg !173, !amdgpu.noclobber !6
  %.148 = zext i8 %.147 to i32, !dbg !173
  %.149 = shl nuw nsw i32 %.148, 16, !dbg !173
  %.150 = or i32 %.144, %.149, !dbg !173
  %.151 = add nuw nsw i64 %.18, 19, !dbg !173
  %.152 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %.151, !dbg !173
  %.153 = load i8, ptr addrspace(1) %.152, align 1, !dbg !173, !amdgpu.noclobber !6
  %.154 = zext i8 %.153 to i32, !dbg !173
  %.155 = shl nuw i32 %.154, 24, !dbg !173
  %.156 = or i32 %.150, %.155, !dbg !173
  br label %frag.join.132, !dbg !173

frag.join.132:                                    ; preds = %frag.narrow.131, %frag.wide.130
  %.157 = phi i32 [ %.134, %frag.wide.130 ], [ %.156, %frag.narrow.131 ], !dbg !173
  %2 = sub i32 0, %.49, !dbg !174
  %.neg = and i32 %2, 255, !dbg !174
  %.162.1 = and i32 %.49, 65280, !dbg !174
  %.neg.1 = sub nsw i32 0, %.162.1, !dbg !174
  %.169.1 = and i32 %.neg.1, 65280, !dbg !174
  %t37.1 = or i32 %.169.1, %.neg, !dbg !174
  %.162.2 = and i32 %.49, 16711680, !dbg !174
  %.neg.2 = sub nsw i32 0, %.162.2, !dbg !174
  %.169.2 = and i32 %.neg.2, 16711680, !dbg !174
  %t37.2 = or i32 %.169.2, %t37.1, !dbg !174
  %.162.3 = and i32 %.49, -16777216, !dbg !174
  %.neg.3 = sub i32 0, %.162.3, !dbg !174
  %3 = sub i32 0, %.82, !dbg !174
  %.neg.4 = and i32 %3, 255, !dbg !174
  %.162.5 = and i32 %.82, 65280, !dbg !174
  %.neg.5 = sub nsw i32 0, %.162.5, !dbg !174
  %.169.5 = and i32 %.neg.5, 65280, !dbg !174
  %t37.5 = or i32 %.169.5, %.neg.4, !dbg !174
  %.162.6 = and i32 %.82, 16711680, !dbg !174
  %.neg.6 = sub nsw i32 0, %.162.6, !dbg !174
  %.169.6 = and i32 %.neg.6, 16711680, !dbg !174
  %t37.6 = or i32 %.169.6, %t37.5, !dbg !174
  %.162.7 = and i32 %.82, -16777216, !dbg !174
  %.neg.7 = sub i32 0, %.162.7, !dbg !174
  %t37.3 = or i32 %t37.2, %.neg.3, !dbg !174
  %t37.7 = or i32 %t37.6, %.neg.7, !dbg !174
  %.196 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %t37.3, i32 %.124, <4 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !175
  %.197 = tail call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %t37.7, i32 %.157, <4 x i32> %.196, i32 0, i32 0, i32 0), !dbg !175
  %.198 = extractelement <4 x i32> %.197, i64 0, !dbg !175
  %.199 = extractelement <4 x i32> %.197, i64 1, !dbg !175
  %.200 = extractelement <4 x i32> %.197, i64 2, !dbg !175
  %.201 = extractelement <4 x i32> %.197, i64 3, !dbg !175
  %.213 = shl nuw nsw i64 %.16, 4, !dbg !176
  %.214 = or i64 %.213, %.15, !dbg !176
  %.216 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.214, !dbg !176
  store i32 %.198, ptr addrspace(1) %.216, align 4, !dbg !176
  %.219 = or i64 %.214, 16, !dbg !176
  %.220 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.219, !dbg !176
  store i32 %.199, ptr addrspace(1) %.220, align 4, !dbg !176
  %.223 = or i64 %.214, 32, !dbg !176
  %.224 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.223, !dbg !176
  store i32 %.200, ptr addrspace(1) %.224, align 4, !dbg !176
  %.227 = or i64 %.214, 48, !dbg !176
  %.228 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %.227, !dbg !176
  store i32 %.201, ptr addrspace(1) %.228, align 4, !dbg !176
  ret void, !dbg !176
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32, i32, <4 x i32>, i32 immarg, i32 immarg, i32 immarg) #6

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
!143 = !DILocation(line: 165, column: 17, scope: !132)
!144 = !DILocation(line: 166, column: 18, scope: !132)
!145 = !DILocation(line: 166, column: 35, scope: !132)
!146 = !DILocation(line: 167, column: 16, scope: !132)
!147 = !DILocation(line: 171, column: 17, scope: !132)
!148 = !DILocation(line: 172, column: 14, scope: !132)
!149 = !DILocation(line: 171, column: 33, scope: !132)
!150 = !DILocation(line: 171, column: 37, scope: !132)
!151 = !DILocation(line: 171, column: 6, scope: !132)
!152 = !DILocation(line: 172, column: 8, scope: !132)
!153 = !DILocation(line: 171, column: 20, scope: !132)
!154 = !DILocation(line: 172, column: 22, scope: !132)
!155 = !DILocation(line: 170, column: 17, scope: !132)
!156 = !DILocation(line: 171, column: 31, scope: !132)
!157 = !DILocation(line: 176, column: 17, scope: !132)
!158 = !DILocation(line: 176, column: 6, scope: !132)
!159 = !DILocation(line: 177, column: 9, scope: !132)
!160 = !DILocation(line: 176, column: 20, scope: !132)
!161 = !DILocation(line: 176, column: 31, scope: !132)
!162 = !DILocation(line: 177, column: 17, scope: !132)
!163 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eScaleU8", scope: !1, file: !1, line: 187, type: !5, scopeLine: 187, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!164 = !DILocation(line: 188, column: 18, scope: !163)
!165 = !DILocation(line: 189, column: 18, scope: !163)
!166 = !DILocation(line: 190, column: 18, scope: !163)
!167 = !DILocation(line: 191, column: 17, scope: !163)
!168 = !DILocation(line: 193, column: 22, scope: !163)
!169 = !DILocation(line: 193, column: 32, scope: !163)
!170 = !DILocation(line: 195, column: 13, scope: !163)
!171 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fmacc_2eNegS8", scope: !1, file: !1, line: 204, type: !5, scopeLine: 204, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!172 = !DILocation(line: 205, column: 18, scope: !171)
!173 = !DILocation(line: 206, column: 18, scope: !171)
!174 = !DILocation(line: 208, column: 15, scope: !171)
!175 = !DILocation(line: 213, column: 35, scope: !171)
!176 = !DILocation(line: 213, column: 13, scope: !171)
