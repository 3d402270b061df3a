; kern module github.com/kernlab/kern/internal/testing/mmatest/f16acc (wave32, gfx1100)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eLayouts(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #0 !dbg !4 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.16 to i64, !dbg !7
  %t3 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t1, !dbg !8
  %.17 = load i32, ptr addrspace(1) %t3, align 4, !dbg !8, !amdgpu.noclobber !6
  %t5 = shl nsw i64 %t1, 5, !dbg !9
  %t6 = mul i64 %t5, %a15, !dbg !10
  %t7 = and i32 %.17, 1, !dbg !11
  %t8.not = icmp eq i32 %t7, 0, !dbg !12
  %t10 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t6, !dbg !13
  %.489 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.492 = and i32 %.489, 15, !dbg !14
  %.493 = zext i32 %.492 to i64, !dbg !14
  %0 = lshr i32 %.489, 1, !dbg !14
  %1 = and i32 %0, 2147483640, !dbg !14
  %.495 = zext i32 %1 to i64, !dbg !14
  br i1 %t8.not, label %b12, label %b1, !dbg !12

b1:                                               ; preds = %entry
  %.25 = mul i64 %.495, %a15, !dbg !13
  %.26 = add i64 %.25, %.493, !dbg !13
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.26, !dbg !13
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !13, !amdgpu.noclobber !6
  %.29 = zext i16 %.28 to i32, !dbg !13
  %.31 = add i64 %.26, %a15, !dbg !13
  %.32 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.31, !dbg !13
  %.33 = load i16, ptr addrspace(1) %.32, align 2, !dbg !13, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !13
  %.35 = shl nuw i32 %.34, 16, !dbg !13
  %.36 = or i32 %.35, %.29, !dbg !13
  %.37 = shl i64 %a15, 1, !dbg !13
  %.38 = add i64 %.26, %.37, !dbg !13
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.38, !dbg !13
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !13, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !13
  %.42 = mul i64 %a15, 3, !dbg !13
  %.43 = add i64 %.26, %.42, !dbg !13
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.43, !dbg !13
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !13, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !13
  %.47 = shl nuw i32 %.46, 16, !dbg !13
  %.48 = or i32 %.47, %.41, !dbg !13
  %.49 = shl i64 %a15, 2, !dbg !13
  %.50 = add i64 %.26, %.49, !dbg !13
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.50, !dbg !13
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !13, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !13
  %.54 = mul i64 %a15, 5, !dbg !13
  %.55 = add i64 %.26, %.54, !dbg !13
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.55, !dbg !13
  %.57 = load i16, ptr addrspace(1) %.56, align 2, !dbg !13, !amdgpu.noclobber !6
  %.58 = zext i16 %.57 to i32, !dbg !13
  %.59 = shl nuw i32 %.58, 16, !dbg !13
  %.60 = or i32 %.59, %.53, !dbg !13
  %.61 = mul i64 %a15, 6, !dbg !13
  %.62 = add i64 %.26, %.61, !dbg !13
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.62, !dbg !13
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !13, !amdgpu.noclobber !6
  %.65 = zext i16 %.64 to i32, !dbg !13
  %.66 = mul i64 %a15, 7, !dbg !13
  %.67 = add i64 %.26, %.66, !dbg !13
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.67, !dbg !13
  %.69 = load i16, ptr addrspace(1) %.68, align 2, !dbg !13, !amdgpu.noclobber !6
  %.70 = zext i16 %.69 to i32, !dbg !13
  %.71 = shl nuw i32 %.70, 16, !dbg !13
  %.72 = or i32 %.71, %.65, !dbg !13
  br label %b2, !dbg !13

b2:                                               ; preds = %frag.wide.502, %frag.narrow.503, %b1
  %.36.pn = phi i32 [ %.36, %b1 ], [ %.506, %frag.wide.502 ], [ %.518, %frag.narrow.503 ]
  %.48.pn = phi i32 [ %.48, %b1 ], [ %.507, %frag.wide.502 ], [ %.528, %frag.narrow.503 ]
  %.60.pn = phi i32 [ %.60, %b1 ], [ %.508, %frag.wide.502 ], [ %.538, %frag.narrow.503 ]
  %.72.pn = phi i32 [ %.72, %b1 ], [ %.509, %frag.wide.502 ], [ %.548, %frag.narrow.503 ]
  %t13 = and i32 %.17, 2, !dbg !15
  %t14.not = icmp eq i32 %t13, 0, !dbg !16
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !17
  %.430 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.433 = and i32 %.430, 15, !dbg !14
  %.434 = zext i32 %.433 to i64, !dbg !14
  %2 = lshr i32 %.430, 1, !dbg !14
  %3 = and i32 %2, 2147483640, !dbg !14
  %.436 = zext i32 %3 to i64, !dbg !14
  br i1 %t14.not, label %b11, label %b3, !dbg !16

b3:                                               ; preds = %b2
  %.84 = mul i64 %.434, %a15, !dbg !17
  %.85 = add i64 %.84, %.436, !dbg !17
  %.86 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.85, !dbg !17
  %.87 = ptrtoint ptr addrspace(1) %.86 to i64, !dbg !17
  %.88 = and i64 %.87, 3, !dbg !17
  %.89 = icmp eq i64 %.88, 0, !dbg !17
  br i1 %.89, label %frag.wide.90, label %frag.narrow.91, !dbg !17

frag.wide.90:                                     ; preds = %b3
  %.93 = load <4 x i32>, ptr addrspace(1) %.86, align 4, !dbg !17, !amdgpu.noclobber !6
  %.94 = extractelement <4 x i32> %.93, i64 0, !dbg !17
  %.95 = extractelement <4 x i32> %.93, i64 1, !dbg !17
  %.96 = extractelement <4 x i32> %.93, i64 2, !dbg !17
  %.97 = extractelement <4 x i32> %.93, i64 3, !dbg !17
  br label %b4, !dbg !17

frag.narrow.91:                                   ; preds = %b3
  %.99 = load i16, ptr addrspace(1) %.86, align 2, !dbg !17, !amdgpu.noclobber !6
  %.100 = zext i16 %.99 to i32, !dbg !17
  %.101 = add i64 %.85, 1, !dbg !17
  %.102 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.101, !dbg !17
  %.103 = load i16, ptr addrspace(1) %.102, align 2, !dbg !17, !amdgpu.noclobber !6
  %.104 = zext i16 %.103 to i32, !dbg !17
  %.105 = shl nuw i32 %.104, 16, !dbg !17
  %.106 = or i32 %.105, %.100, !dbg !17
  %.107 = add i64 %.85, 2, !dbg !17
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.107, !dbg !17
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !17, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !17
  %.111 = add i64 %.85, 3, !dbg !17
  %.112 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.111, !dbg !17
  %.113 = load i16, ptr addrspace(1) %.112, align 2, !dbg !17, !amdgpu.noclobber !6
  %.114 = zext i16 %.113 to i32, !dbg !17
  %.115 = shl nuw i32 %.114, 16, !dbg !17
  %.116 = or i32 %.115, %.110, !dbg !17
  %.117 = add i64 %.85, 4, !dbg !17
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.117, !dbg !17
  %.119 = load i16, ptr addrspace(1) %.118, align 2, !dbg !17, !amdgpu.noclobber !6
  %.120 = zext i16 %.119 to i32, !dbg !17
  %.121 = add i64 %.85, 5, !dbg !17
  %.122 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.121, !dbg !17
  %.123 = load i16, ptr addrspace(1) %.122, align 2, !dbg !17, !amdgpu.noclobber !6
  %.124 = zext i16 %.123 to i32, !dbg !17
  %.125 = shl nuw i32 %.124, 16, !dbg !17
  %.126 = or i32 %.125, %.120, !dbg !17
  %.127 = add i64 %.85, 6, !dbg !17
  %.128 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.127, !dbg !17
  %.129 = load i16, ptr addrspace(1) %.128, align 2, !dbg !17, !amdgpu.noclobber !6
  %.130 = zext i16 %.129 to i32, !dbg !17
  %.131 = add i64 %.85, 7, !dbg !17
  %.132 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.131, !dbg !17
  %.133 = load i16, ptr addrspace(1) %.132, align 2, !dbg !17, !amdgpu.noclobber !6
  %.134 = zext i16 %.133 to i32, !dbg !17
  %.135 = shl nuw i32 %.134, 16, !dbg !17
  %.136 = or i32 %.135, %.130, !dbg !17
  br label %b4, !dbg !17

b4:                                               ; preds = %frag.wide.90, %frag.narrow.91, %b11
  %.137.pn = phi i32 [ %.448, %b11 ], [ %.94, %frag.wide.90 ], [ %.106, %frag.narrow.91 ]
  %.138.pn = phi i32 [ %.460, %b11 ], [ %.95, %frag.wide.90 ], [ %.116, %frag.narrow.91 ]
  %.139.pn = phi i32 [ %.472, %b11 ], [ %.96, %frag.wide.90 ], [ %.126, %frag.narrow.91 ]
  %.140.pn = phi i32 [ %.484, %b11 ], [ %.97, %frag.wide.90 ], [ %.136, %frag.narrow.91 ]
  %t19 = and i32 %.17, 4, !dbg !18
  %t20.not = icmp eq i32 %t19, 0, !dbg !19
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t6, !dbg !20
  %.385 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.386 = lshr i32 %.385, 4, !dbg !14
  %.387 = zext i32 %.386 to i64, !dbg !14
  %.388 = and i32 %.385, 15, !dbg !14
  %.389 = zext i32 %.388 to i64, !dbg !14
  br i1 %t20.not, label %b10, label %b5, !dbg !19

b5:                                               ; preds = %b4
  %.150 = mul i64 %.389, %a15, !dbg !20
  %.151 = add i64 %.150, %.387, !dbg !20
  %.154 = add i64 %.151, 2, !dbg !20
  %.157 = add i64 %.151, 4, !dbg !20
  %.160 = add i64 %.151, 6, !dbg !20
  %.163 = add i64 %.151, 8, !dbg !20
  %.166 = add i64 %.151, 10, !dbg !20
  %.169 = add i64 %.151, 12, !dbg !20
  %.172 = add i64 %.151, 14, !dbg !20
  br label %b6, !dbg !20

b6:                                               ; preds = %b10, %b5
  %.151.pn = phi i64 [ %.151, %b5 ], [ %.391, %b10 ]
  %.154.pn = phi i64 [ %.154, %b5 ], [ %.395, %b10 ]
  %.157.pn = phi i64 [ %.157, %b5 ], [ %.399, %b10 ]
  %.160.pn = phi i64 [ %.160, %b5 ], [ %.403, %b10 ]
  %.163.pn = phi i64 [ %.163, %b5 ], [ %.407, %b10 ]
  %.166.pn = phi i64 [ %.166, %b5 ], [ %.411, %b10 ]
  %.169.pn = phi i64 [ %.169, %b5 ], [ %.415, %b10 ]
  %.172.pn = phi i64 [ %.172, %b5 ], [ %.419, %b10 ]
  %.174.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.172.pn, !dbg !14
  %.174.pn8 = load half, ptr addrspace(1) %.174.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.171.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.169.pn, !dbg !14
  %.171.pn7 = load half, ptr addrspace(1) %.171.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.168.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.166.pn, !dbg !14
  %.168.pn6 = load half, ptr addrspace(1) %.168.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.165.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.163.pn, !dbg !14
  %.165.pn5 = load half, ptr addrspace(1) %.165.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.162.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.160.pn, !dbg !14
  %.162.pn4 = load half, ptr addrspace(1) %.162.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.159.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.157.pn, !dbg !14
  %.159.pn3 = load half, ptr addrspace(1) %.159.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.156.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.154.pn, !dbg !14
  %.156.pn2 = load half, ptr addrspace(1) %.156.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.153.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.151.pn, !dbg !14
  %.153.pn1 = load half, ptr addrspace(1) %.153.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.185 = fpext half %.153.pn1 to float, !dbg !21
  %.188 = fpext half %.156.pn2 to float, !dbg !21
  %.191 = fpext half %.159.pn3 to float, !dbg !21
  %.194 = fpext half %.162.pn4 to float, !dbg !21
  %.197 = fpext half %.165.pn5 to float, !dbg !21
  %.200 = fpext half %.168.pn6 to float, !dbg !21
  %.203 = fpext half %.171.pn7 to float, !dbg !21
  %.206 = fpext half %.174.pn8 to float, !dbg !21
  %.215 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !21
  %.216 = icmp ugt i32 %.215, 15, !dbg !21
  %.217 = shl i32 %.215, 2, !dbg !21
  %.218 = xor i32 %.217, 64, !dbg !21
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.218, i32 %.36.pn), !dbg !21
  %.221 = select i1 %.216, i32 %.220, i32 %.36.pn, !dbg !21
  %.222 = select i1 %.216, i32 %.36.pn, i32 %.220, !dbg !21
  %.223 = insertelement <8 x i32> poison, i32 %.221, i64 0, !dbg !21
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 4, !dbg !21
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.218, i32 %.48.pn), !dbg !21
  %.227 = select i1 %.216, i32 %.226, i32 %.48.pn, !dbg !21
  %.228 = select i1 %.216, i32 %.48.pn, i32 %.226, !dbg !21
  %.229 = insertelement <8 x i32> %.224, i32 %.227, i64 1, !dbg !21
  %.230 = insertelement <8 x i32> %.229, i32 %.228, i64 5, !dbg !21
  %.232 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.218, i32 %.60.pn), !dbg !21
  %.233 = select i1 %.216, i32 %.232, i32 %.60.pn, !dbg !21
  %.234 = select i1 %.216, i32 %.60.pn, i32 %.232, !dbg !21
  %.235 = insertelement <8 x i32> %.230, i32 %.233, i64 2, !dbg !21
  %.236 = insertelement <8 x i32> %.235, i32 %.234, i64 6, !dbg !21
  %.238 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.218, i32 %.72.pn), !dbg !21
  %.239 = select i1 %.216, i32 %.238, i32 %.72.pn, !dbg !21
  %.240 = select i1 %.216, i32 %.72.pn, i32 %.238, !dbg !21
  %.241 = insertelement <8 x i32> %.236, i32 %.239, i64 3, !dbg !21
  %.242 = insertelement <8 x i32> %.241, i32 %.240, i64 7, !dbg !21
  %.243 = bitcast <8 x i32> %.242 to <16 x half>, !dbg !21
  %.245 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.218, i32 %.137.pn), !dbg !21
  %.246 = select i1 %.216, i32 %.245, i32 %.137.pn, !dbg !21
  %.247 = select i1 %.216, i32 %.137.pn, i32 %.245, !dbg !21
  %.248 = insertelement <8 x i32> poison, i32 %.246, i64 0, !dbg !21
  %.249 = insertelement <8 x i32> %.248, i32 %.247, i64 4, !dbg !21
  %.251 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.218, i32 %.138.pn), !dbg !21
  %.252 = select i1 %.216, i32 %.251, i32 %.138.pn, !dbg !21
  %.253 = select i1 %.216, i32 %.138.pn, i32 %.251, !dbg !21
  %.254 = insertelement <8 x i32> %.249, i32 %.252, i64 1, !dbg !21
  %.255 = insertelement <8 x i32> %.254, i32 %.253, i64 5, !dbg !21
  %.257 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.218, i32 %.139.pn), !dbg !21
  %.258 = select i1 %.216, i32 %.257, i32 %.139.pn, !dbg !21
  %.259 = select i1 %.216, i32 %.139.pn, i32 %.257, !dbg !21
  %.260 = insertelement <8 x i32> %.255, i32 %.258, i64 2, !dbg !21
  %.261 = insertelement <8 x i32> %.260, i32 %.259, i64 6, !dbg !21
  %.263 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.218, i32 %.140.pn), !dbg !21
  %.264 = select i1 %.216, i32 %.263, i32 %.140.pn, !dbg !21
  %.265 = select i1 %.216, i32 %.140.pn, i32 %.263, !dbg !21
  %.266 = insertelement <8 x i32> %.261, i32 %.264, i64 3, !dbg !21
  %.267 = insertelement <8 x i32> %.266, i32 %.265, i64 7, !dbg !21
  %.268 = bitcast <8 x i32> %.267 to <16 x half>, !dbg !21
  %.270 = insertelement <8 x float> poison, float %.185, i64 0, !dbg !21
  %.272 = insertelement <8 x float> %.270, float %.188, i64 1, !dbg !21
  %.274 = insertelement <8 x float> %.272, float %.191, i64 2, !dbg !21
  %.276 = insertelement <8 x float> %.274, float %.194, i64 3, !dbg !21
  %.278 = insertelement <8 x float> %.276, float %.197, i64 4, !dbg !21
  %.280 = insertelement <8 x float> %.278, float %.200, i64 5, !dbg !21
  %.282 = insertelement <8 x float> %.280, float %.203, i64 6, !dbg !21
  %.284 = insertelement <8 x float> %.282, float %.206, i64 7, !dbg !21
  %.285 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.243, <16 x half> %.268, <8 x float> %.284), !dbg !21
  %.286 = extractelement <8 x float> %.285, i64 0, !dbg !21
  %.287 = extractelement <8 x float> %.285, i64 1, !dbg !21
  %.288 = extractelement <8 x float> %.285, i64 2, !dbg !21
  %.289 = extractelement <8 x float> %.285, i64 3, !dbg !21
  %.290 = extractelement <8 x float> %.285, i64 4, !dbg !21
  %.291 = extractelement <8 x float> %.285, i64 5, !dbg !21
  %.292 = extractelement <8 x float> %.285, i64 6, !dbg !21
  %.294 = fptrunc float %.286 to half, !dbg !21
  %.296 = fptrunc float %.287 to half, !dbg !21
  %.298 = fptrunc float %.288 to half, !dbg !21
  %.300 = fptrunc float %.289 to half, !dbg !21
  %.302 = fptrunc float %.290 to half, !dbg !21
  %.304 = fptrunc float %.291 to half, !dbg !21
  %.306 = fptrunc float %.292 to half, !dbg !21
  %t26 = and i32 %.17, 8, !dbg !22
  %t27.not = icmp eq i32 %t26, 0, !dbg !23
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t6, !dbg !24
  %.349 = lshr i32 %.215, 4, !dbg !14
  %.350 = zext i32 %.349 to i64, !dbg !14
  %.351 = and i32 %.215, 15, !dbg !14
  %.352 = zext i32 %.351 to i64, !dbg !14
  br i1 %t27.not, label %b9, label %b7, !dbg !23

b7:                                               ; preds = %b6
  %.323 = mul i64 %.352, %a15, !dbg !24
  %.324 = add i64 %.323, %.350, !dbg !24
  %.326 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.324, !dbg !24
  store half %.294, ptr addrspace(1) %.326, align 2, !dbg !24
  %.328 = add i64 %.324, 2, !dbg !24
  %.329 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.328, !dbg !24
  store half %.296, ptr addrspace(1) %.329, align 2, !dbg !24
  %.331 = add i64 %.324, 4, !dbg !24
  %.332 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.331, !dbg !24
  store half %.298, ptr addrspace(1) %.332, align 2, !dbg !24
  %.334 = add i64 %.324, 6, !dbg !24
  %.335 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.334, !dbg !24
  store half %.300, ptr addrspace(1) %.335, align 2, !dbg !24
  %.337 = add i64 %.324, 8, !dbg !24
  %.338 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.337, !dbg !24
  store half %.302, ptr addrspace(1) %.338, align 2, !dbg !24
  %.340 = add i64 %.324, 10, !dbg !24
  %.341 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.340, !dbg !24
  store half %.304, ptr addrspace(1) %.341, align 2, !dbg !24
  %.343 = add i64 %.324, 12, !dbg !24
  %.344 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.343, !dbg !24
  store half %.306, ptr addrspace(1) %.344, align 2, !dbg !24
  %.346 = add i64 %.324, 14, !dbg !24
  br label %b8, !dbg !24

b8:                                               ; preds = %b9, %b7
  %.383.sink = phi i64 [ %.383, %b9 ], [ %.346, %b7 ]
  %.293 = extractelement <8 x float> %.285, i64 7, !dbg !21
  %.308 = fptrunc float %.293 to half, !dbg !21
  %.384 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.383.sink, !dbg !14
  store half %.308, ptr addrspace(1) %.384, align 2, !dbg !14
  ret void, !dbg !24

b9:                                               ; preds = %b6
  %.353 = mul i64 %.350, %a15, !dbg !25
  %.354 = add i64 %.353, %.352, !dbg !25
  %.356 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.354, !dbg !25
  store half %.294, ptr addrspace(1) %.356, align 2, !dbg !25
  %.358 = shl i64 %a15, 1, !dbg !25
  %.359 = add i64 %.354, %.358, !dbg !25
  %.360 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.359, !dbg !25
  store half %.296, ptr addrspace(1) %.360, align 2, !dbg !25
  %.362 = shl i64 %a15, 2, !dbg !25
  %.363 = add i64 %.354, %.362, !dbg !25
  %.364 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.363, !dbg !25
  store half %.298, ptr addrspace(1) %.364, align 2, !dbg !25
  %.366 = mul i64 %a15, 6, !dbg !25
  %.367 = add i64 %.354, %.366, !dbg !25
  %.368 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.367, !dbg !25
  store half %.300, ptr addrspace(1) %.368, align 2, !dbg !25
  %.370 = shl i64 %a15, 3, !dbg !25
  %.371 = add i64 %.354, %.370, !dbg !25
  %.372 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.371, !dbg !25
  store half %.302, ptr addrspace(1) %.372, align 2, !dbg !25
  %.374 = mul i64 %a15, 10, !dbg !25
  %.375 = add i64 %.354, %.374, !dbg !25
  %.376 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.375, !dbg !25
  store half %.304, ptr addrspace(1) %.376, align 2, !dbg !25
  %.378 = mul i64 %a15, 12, !dbg !25
  %.379 = add i64 %.354, %.378, !dbg !25
  %.380 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.379, !dbg !25
  store half %.306, ptr addrspace(1) %.380, align 2, !dbg !25
  %.382 = mul i64 %a15, 14, !dbg !25
  %.383 = add i64 %.354, %.382, !dbg !25
  br label %b8, !dbg !25

b10:                                              ; preds = %b4
  %.390 = mul i64 %.387, %a15, !dbg !26
  %.391 = add i64 %.390, %.389, !dbg !26
  %.394 = shl i64 %a15, 1, !dbg !26
  %.395 = add i64 %.391, %.394, !dbg !26
  %.398 = shl i64 %a15, 2, !dbg !26
  %.399 = add i64 %.391, %.398, !dbg !26
  %.402 = mul i64 %a15, 6, !dbg !26
  %.403 = add i64 %.391, %.402, !dbg !26
  %.406 = shl i64 %a15, 3, !dbg !26
  %.407 = add i64 %.391, %.406, !dbg !26
  %.410 = mul i64 %a15, 10, !dbg !26
  %.411 = add i64 %.391, %.410, !dbg !26
  %.414 = mul i64 %a15, 12, !dbg !26
  %.415 = add i64 %.391, %.414, !dbg !26
  %.418 = mul i64 %a15, 14, !dbg !26
  %.419 = add i64 %.391, %.418, !dbg !26
  br label %b6, !dbg !26

b11:                                              ; preds = %b2
  %.437 = mul i64 %.436, %a15, !dbg !27
  %.438 = add i64 %.437, %.434, !dbg !27
  %.439 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.438, !dbg !27
  %.440 = load i16, ptr addrspace(1) %.439, align 2, !dbg !27, !amdgpu.noclobber !6
  %.441 = zext i16 %.440 to i32, !dbg !27
  %.443 = add i64 %.438, %a15, !dbg !27
  %.444 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.443, !dbg !27
  %.445 = load i16, ptr addrspace(1) %.444, align 2, !dbg !27, !amdgpu.noclobber !6
  %.446 = zext i16 %.445 to i32, !dbg !27
  %.447 = shl nuw i32 %.446, 16, !dbg !27
  %.448 = or i32 %.447, %.441, !dbg !27
  %.449 = shl i64 %a15, 1, !dbg !27
  %.450 = add i64 %.438, %.449, !dbg !27
  %.451 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.450, !dbg !27
  %.452 = load i16, ptr addrspace(1) %.451, align 2, !dbg !27, !amdgpu.noclobber !6
  %.453 = zext i16 %.452 to i32, !dbg !27
  %.454 = mul i64 %a15, 3, !dbg !27
  %.455 = add i64 %.438, %.454, !dbg !27
  %.456 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.455, !dbg !27
  %.457 = load i16, ptr addrspace(1) %.456, align 2, !dbg !27, !amdgpu.noclobber !6
  %.458 = zext i16 %.457 to i32, !dbg !27
  %.459 = shl nuw i32 %.458, 16, !dbg !27
  %.460 = or i32 %.459, %.453, !dbg !27
  %.461 = shl i64 %a15, 2, !dbg !27
  %.462 = add i64 %.438, %.461, !dbg !27
  %.463 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.462, !dbg !27
  %.464 = load i16, ptr addrspace(1) %.463, align 2, !dbg !27, !amdgpu.noclobber !6
  %.465 = zext i16 %.464 to i32, !dbg !27
  %.466 = mul i64 %a15, 5, !dbg !27
  %.467 = add i64 %.438, %.466, !dbg !27
  %.468 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.467, !dbg !27
  %.469 = load i16, ptr addrspace(1) %.468, align 2, !dbg !27, !amdgpu.noclobber !6
  %.470 = zext i16 %.469 to i32, !dbg !27
  %.471 = shl nuw i32 %.470, 16, !dbg !27
  %.472 = or i32 %.471, %.465, !dbg !27
  %.473 = mul i64 %a15, 6, !dbg !27
  %.474 = add i64 %.438, %.473, !dbg !27
  %.475 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.474, !dbg !27
  %.476 = load i16, ptr addrspace(1) %.475, align 2, !dbg !27, !amdgpu.noclobber !6
  %.477 = zext i16 %.476 to i32, !dbg !27
  %.478 = mul i64 %a15, 7, !dbg !27
  %.479 = add i64 %.438, %.478, !dbg !27
  %.480 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.479, !dbg !27
  %.481 = load i16, ptr addrspace(1) %.480, align 2, !dbg !27, !amdgpu.noclobber !6
  %.482 = zext i16 %.481 to i32, !dbg !27
  %.483 = shl nuw i32 %.482, 16, !dbg !27
  %.484 = or i32 %.483, %.477, !dbg !27
  br label %b4, !dbg !27

b12:                                              ; preds = %entry
  %.496 = mul i64 %.493, %a15, !dbg !28
  %.497 = add i64 %.496, %.495, !dbg !28
  %.498 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.497, !dbg !28
  %.499 = ptrtoint ptr addrspace(1) %.498 to i64, !dbg !28
  %.500 = and i64 %.499, 3, !dbg !28
  %.501 = icmp eq i64 %.500, 0, !dbg !28
  br i1 %.501, label %frag.wide.502, label %frag.narrow.503, !dbg !28

frag.wide.502:                                    ; preds = %b12
  %.505 = load <4 x i32>, ptr addrspace(1) %.498, align 4, !dbg !28, !amdgpu.noclobber !6
  %.506 = extractelement <4 x i32> %.505, i64 0, !dbg !28
  %.507 = extractelement <4 x i32> %.505, i64 1, !dbg !28
  %.508 = extractelement <4 x i32> %.505, i64 2, !dbg !28
  %.509 = extractelement <4 x i32> %.505, i64 3, !dbg !28
  br label %b2, !dbg !28

frag.narrow.503:                                  ; preds = %b12
  %.511 = load i16, ptr addrspace(1) %.498, align 2, !dbg !28, !amdgpu.noclobber !6
  %.512 = zext i16 %.511 to i32, !dbg !28
  %.513 = add i64 %.497, 1, !dbg !28
  %.514 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.513, !dbg !28
  %.515 = load i16, ptr addrspace(1) %.514, align 2, !dbg !28, !amdgpu.noclobber !6
  %.516 = zext i16 %.515 to i32, !dbg !28
  %.517 = shl nuw i32 %.516, 16, !dbg !28
  %.518 = or i32 %.517, %.512, !dbg !28
  %.519 = add i64 %.497, 2, !dbg !28
  %.520 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.519, !dbg !28
  %.521 = load i16, ptr addrspace(1) %.520, align 2, !dbg !28, !amdgpu.noclobber !6
  %.522 = zext i16 %.521 to i32, !dbg !28
  %.523 = add i64 %.497, 3, !dbg !28
  %.524 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.523, !dbg !28
  %.525 = load i16, ptr addrspace(1) %.524, align 2, !dbg !28, !amdgpu.noclobber !6
  %.526 = zext i16 %.525 to i32, !dbg !28
  %.527 = shl nuw i32 %.526, 16, !dbg !28
  %.528 = or i32 %.527, %.522, !dbg !28
  %.529 = add i64 %.497, 4, !dbg !28
  %.530 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.529, !dbg !28
  %.531 = load i16, ptr addrspace(1) %.530, align 2, !dbg !28, !amdgpu.noclobber !6
  %.532 = zext i16 %.531 to i32, !dbg !28
  %.533 = add i64 %.497, 5, !dbg !28
  %.534 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.533, !dbg !28
  %.535 = load i16, ptr addrspace(1) %.534, align 2, !dbg !28, !amdgpu.noclobber !6
  %.536 = zext i16 %.535 to i32, !dbg !28
  %.537 = shl nuw i32 %.536, 16, !dbg !28
  %.538 = or i32 %.537, %.532, !dbg !28
  %.539 = add i64 %.497, 6, !dbg !28
  %.540 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.539, !dbg !28
  %.541 = load i16, ptr addrspace(1) %.540, align 2, !dbg !28, !amdgpu.noclobber !6
  %.542 = zext i16 %.541 to i32, !dbg !28
  %.543 = add i64 %.497, 7, !dbg !28
  %.544 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.543, !dbg !28
  %.545 = load i16, ptr addrspace(1) %.544, align 2, !dbg !28, !amdgpu.noclobber !6
  %.546 = zext i16 %.545 to i32, !dbg !28
  %.547 = shl nuw i32 %.546, 16, !dbg !28
  %.548 = or i32 %.547, %.542, !dbg !28
  br label %b2, !dbg !28
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eFill(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i16 %a10) local_unnamed_addr #0 !dbg !29 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !30
  %.11 = lshr i32 %.10, 4, !dbg !30
  %.12 = zext i32 %.11 to i64, !dbg !30
  %.13 = and i32 %.10, 15, !dbg !30
  %.14 = zext i32 %.13 to i64, !dbg !30
  %.16 = shl nuw nsw i64 %.12, 3, !dbg !30
  %.17 = mul i64 %.14, %a9, !dbg !30
  %.18 = add i64 %.17, %.16, !dbg !30
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !30
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !30
  %.21 = and i64 %.20, 3, !dbg !30
  %.22 = icmp eq i64 %.21, 0, !dbg !30
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !30

frag.wide.23:                                     ; preds = %entry
  %.26 = load <4 x i32>, ptr addrspace(1) %.19, align 4, !dbg !30, !amdgpu.noclobber !6
  %.27 = extractelement <4 x i32> %.26, i64 0, !dbg !30
  %.28 = extractelement <4 x i32> %.26, i64 1, !dbg !30
  %.29 = extractelement <4 x i32> %.26, i64 2, !dbg !30
  %.30 = extractelement <4 x i32> %.26, i64 3, !dbg !30
  br label %frag.join.25, !dbg !30

frag.narrow.24:                                   ; preds = %entry
  %.32 = load i16, ptr addrspace(1) %.19, align 2, !dbg !30, !amdgpu.noclobber !6
  %.33 = zext i16 %.32 to i32, !dbg !30
  %.34 = add i64 %.18, 1, !dbg !30
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.34, !dbg !30
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !30, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !30
  %.38 = shl nuw i32 %.37, 16, !dbg !30
  %.39 = or i32 %.38, %.33, !dbg !30
  %.40 = add i64 %.18, 2, !dbg !30
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !30
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !30, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !30
  %.44 = add i64 %.18, 3, !dbg !30
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.44, !dbg !30
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !30, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !30
  %.48 = shl nuw i32 %.47, 16, !dbg !30
  %.49 = or i32 %.48, %.43, !dbg !30
  %.50 = add i64 %.18, 4, !dbg !30
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !30
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !30, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !30
  %.54 = add i64 %.18, 5, !dbg !30
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.54, !dbg !30
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !30, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !30
  %.58 = shl nuw i32 %.57, 16, !dbg !30
  %.59 = or i32 %.58, %.53, !dbg !30
  %.60 = add i64 %.18, 6, !dbg !30
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !30
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !30, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !30
  %.64 = add i64 %.18, 7, !dbg !30
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.64, !dbg !30
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !30, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !30
  %.68 = shl nuw i32 %.67, 16, !dbg !30
  %.69 = or i32 %.68, %.63, !dbg !30
  br label %frag.join.25, !dbg !30

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.70 = phi i32 [ %.27, %frag.wide.23 ], [ %.39, %frag.narrow.24 ], !dbg !30
  %.71 = phi i32 [ %.28, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !30
  %.72 = phi i32 [ %.29, %frag.wide.23 ], [ %.59, %frag.narrow.24 ], !dbg !30
  %.73 = phi i32 [ %.30, %frag.wide.23 ], [ %.69, %frag.narrow.24 ], !dbg !30
  %.87 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.18, !dbg !31
  %.88 = ptrtoint ptr addrspace(1) %.87 to i64, !dbg !31
  %.89 = and i64 %.88, 3, !dbg !31
  %.90 = icmp eq i64 %.89, 0, !dbg !31
  br i1 %.90, label %frag.wide.91, label %frag.narrow.92, !dbg !31

frag.wide.91:                                     ; preds = %frag.join.25
  %.94 = load <4 x i32>, ptr addrspace(1) %.87, align 4, !dbg !31, !amdgpu.noclobber !6
  %.95 = extractelement <4 x i32> %.94, i64 0, !dbg !31
  %.96 = extractelement <4 x i32> %.94, i64 1, !dbg !31
  %.97 = extractelement <4 x i32> %.94, i64 2, !dbg !31
  %.98 = extractelement <4 x i32> %.94, i64 3, !dbg !31
  br label %frag.join.93, !dbg !31

frag.narrow.92:                                   ; preds = %frag.join.25
  %.100 = load i16, ptr addrspace(1) %.87, align 2, !dbg !31, !amdgpu.noclobber !6
  %.101 = zext i16 %.100 to i32, !dbg !31
  %.102 = add i64 %.18, 1, !dbg !31
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.102, !dbg !31
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !31, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !31
  %.106 = shl nuw i32 %.105, 16, !dbg !31
  %.107 = or i32 %.106, %.101, !dbg !31
  %.108 = add i64 %.18, 2, !dbg !31
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.108, !dbg !31
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !31, !amdgpu.noclobber !6
  %.111 = zext i16 %.110 to i32, !dbg !31
  %.112 = add i64 %.18, 3, !dbg !31
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.112, !dbg !31
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !31, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !31
  %.116 = shl nuw i32 %.115, 16, !dbg !31
  %.117 = or i32 %.116, %.111, !dbg !31
  %.118 = add i64 %.18, 4, !dbg !31
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.118, !dbg !31
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !31, !amdgpu.noclobber !6
  %.121 = zext i16 %.120 to i32, !dbg !31
  %.122 = add i64 %.18, 5, !dbg !31
  %.123 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.122, !dbg !31
  %.124 = load i16, ptr addrspace(1) %.123, align 2, !dbg !31, !amdgpu.noclobber !6
  %.125 = zext i16 %.124 to i32, !dbg !31
  %.126 = shl nuw i32 %.125, 16, !dbg !31
  %.127 = or i32 %.126, %.121, !dbg !31
  %.128 = add i64 %.18, 6, !dbg !31
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.128, !dbg !31
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !31, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !31
  %.132 = add i64 %.18, 7, !dbg !31
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.132, !dbg !31
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !31, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !31
  %.136 = shl nuw i32 %.135, 16, !dbg !31
  %.137 = or i32 %.136, %.131, !dbg !31
  br label %frag.join.93, !dbg !31

frag.join.93:                                     ; preds = %frag.narrow.92, %frag.wide.91
  %.138 = phi i32 [ %.95, %frag.wide.91 ], [ %.107, %frag.narrow.92 ], !dbg !31
  %.139 = phi i32 [ %.96, %frag.wide.91 ], [ %.117, %frag.narrow.92 ], !dbg !31
  %.140 = phi i32 [ %.97, %frag.wide.91 ], [ %.127, %frag.narrow.92 ], !dbg !31
  %.141 = phi i32 [ %.98, %frag.wide.91 ], [ %.137, %frag.narrow.92 ], !dbg !31
  %.155 = bitcast i16 %a10 to half, !dbg !32
  %.156 = fpext half %.155 to float, !dbg !32
  %.187 = icmp ugt i32 %.10, 15, !dbg !32
  %.188 = shl i32 %.10, 2, !dbg !32
  %.189 = xor i32 %.188, 64, !dbg !32
  %.191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.70), !dbg !32
  %.192 = select i1 %.187, i32 %.191, i32 %.70, !dbg !32
  %.193 = select i1 %.187, i32 %.70, i32 %.191, !dbg !32
  %.194 = insertelement <8 x i32> poison, i32 %.192, i64 0, !dbg !32
  %.195 = insertelement <8 x i32> %.194, i32 %.193, i64 4, !dbg !32
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.71), !dbg !32
  %.198 = select i1 %.187, i32 %.197, i32 %.71, !dbg !32
  %.199 = select i1 %.187, i32 %.71, i32 %.197, !dbg !32
  %.200 = insertelement <8 x i32> %.195, i32 %.198, i64 1, !dbg !32
  %.201 = insertelement <8 x i32> %.200, i32 %.199, i64 5, !dbg !32
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.72), !dbg !32
  %.204 = select i1 %.187, i32 %.203, i32 %.72, !dbg !32
  %.205 = select i1 %.187, i32 %.72, i32 %.203, !dbg !32
  %.206 = insertelement <8 x i32> %.201, i32 %.204, i64 2, !dbg !32
  %.207 = insertelement <8 x i32> %.206, i32 %.205, i64 6, !dbg !32
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.73), !dbg !32
  %.210 = select i1 %.187, i32 %.209, i32 %.73, !dbg !32
  %.211 = select i1 %.187, i32 %.73, i32 %.209, !dbg !32
  %.212 = insertelement <8 x i32> %.207, i32 %.210, i64 3, !dbg !32
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 7, !dbg !32
  %.214 = bitcast <8 x i32> %.213 to <16 x half>, !dbg !32
  %.216 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.138), !dbg !32
  %.217 = select i1 %.187, i32 %.216, i32 %.138, !dbg !32
  %.218 = select i1 %.187, i32 %.138, i32 %.216, !dbg !32
  %.219 = insertelement <8 x i32> poison, i32 %.217, i64 0, !dbg !32
  %.220 = insertelement <8 x i32> %.219, i32 %.218, i64 4, !dbg !32
  %.222 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.139), !dbg !32
  %.223 = select i1 %.187, i32 %.222, i32 %.139, !dbg !32
  %.224 = select i1 %.187, i32 %.139, i32 %.222, !dbg !32
  %.225 = insertelement <8 x i32> %.220, i32 %.223, i64 1, !dbg !32
  %.226 = insertelement <8 x i32> %.225, i32 %.224, i64 5, !dbg !32
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.140), !dbg !32
  %.229 = select i1 %.187, i32 %.228, i32 %.140, !dbg !32
  %.230 = select i1 %.187, i32 %.140, i32 %.228, !dbg !32
  %.231 = insertelement <8 x i32> %.226, i32 %.229, i64 2, !dbg !32
  %.232 = insertelement <8 x i32> %.231, i32 %.230, i64 6, !dbg !32
  %.234 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.141), !dbg !32
  %.235 = select i1 %.187, i32 %.234, i32 %.141, !dbg !32
  %.236 = select i1 %.187, i32 %.141, i32 %.234, !dbg !32
  %.237 = insertelement <8 x i32> %.232, i32 %.235, i64 3, !dbg !32
  %.238 = insertelement <8 x i32> %.237, i32 %.236, i64 7, !dbg !32
  %.239 = bitcast <8 x i32> %.238 to <16 x half>, !dbg !32
  %.241 = insertelement <8 x float> poison, float %.156, i64 0, !dbg !32
  %.255 = shufflevector <8 x float> %.241, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !32
  %.256 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.214, <16 x half> %.239, <8 x float> %.255), !dbg !32
  %.257 = extractelement <8 x float> %.256, i64 0, !dbg !32
  %.258 = extractelement <8 x float> %.256, i64 1, !dbg !32
  %.259 = extractelement <8 x float> %.256, i64 2, !dbg !32
  %.260 = extractelement <8 x float> %.256, i64 3, !dbg !32
  %.261 = extractelement <8 x float> %.256, i64 4, !dbg !32
  %.262 = extractelement <8 x float> %.256, i64 5, !dbg !32
  %.263 = extractelement <8 x float> %.256, i64 6, !dbg !32
  %.264 = extractelement <8 x float> %.256, i64 7, !dbg !32
  %.265 = fptrunc float %.257 to half, !dbg !32
  %.267 = fptrunc float %.258 to half, !dbg !32
  %.269 = fptrunc float %.259 to half, !dbg !32
  %.271 = fptrunc float %.260 to half, !dbg !32
  %.273 = fptrunc float %.261 to half, !dbg !32
  %.275 = fptrunc float %.262 to half, !dbg !32
  %.277 = fptrunc float %.263 to half, !dbg !32
  %.279 = fptrunc float %.264 to half, !dbg !32
  %.291 = fpext half %.265 to float, !dbg !33
  %.294 = fpext half %.267 to float, !dbg !33
  %.297 = fpext half %.269 to float, !dbg !33
  %.300 = fpext half %.271 to float, !dbg !33
  %.303 = fpext half %.273 to float, !dbg !33
  %.306 = fpext half %.275 to float, !dbg !33
  %.309 = fpext half %.277 to float, !dbg !33
  %.312 = fpext half %.279 to float, !dbg !33
  %.376 = insertelement <8 x float> poison, float %.291, i64 0, !dbg !33
  %.378 = insertelement <8 x float> %.376, float %.294, i64 1, !dbg !33
  %.380 = insertelement <8 x float> %.378, float %.297, i64 2, !dbg !33
  %.382 = insertelement <8 x float> %.380, float %.300, i64 3, !dbg !33
  %.384 = insertelement <8 x float> %.382, float %.303, i64 4, !dbg !33
  %.386 = insertelement <8 x float> %.384, float %.306, i64 5, !dbg !33
  %.388 = insertelement <8 x float> %.386, float %.309, i64 6, !dbg !33
  %.390 = insertelement <8 x float> %.388, float %.312, i64 7, !dbg !33
  %.391 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.214, <16 x half> %.239, <8 x float> %.390), !dbg !33
  %.392 = extractelement <8 x float> %.391, i64 0, !dbg !33
  %.393 = extractelement <8 x float> %.391, i64 1, !dbg !33
  %.394 = extractelement <8 x float> %.391, i64 2, !dbg !33
  %.395 = extractelement <8 x float> %.391, i64 3, !dbg !33
  %.396 = extractelement <8 x float> %.391, i64 4, !dbg !33
  %.397 = extractelement <8 x float> %.391, i64 5, !dbg !33
  %.398 = extractelement <8 x float> %.391, i64 6, !dbg !33
  %.399 = extractelement <8 x float> %.391, i64 7, !dbg !33
  %.400 = fptrunc float %.392 to half, !dbg !33
  %.402 = fptrunc float %.393 to half, !dbg !33
  %.404 = fptrunc float %.394 to half, !dbg !33
  %.406 = fptrunc float %.395 to half, !dbg !33
  %.408 = fptrunc float %.396 to half, !dbg !33
  %.410 = fptrunc float %.397 to half, !dbg !33
  %.412 = fptrunc float %.398 to half, !dbg !33
  %.414 = fptrunc float %.399 to half, !dbg !33
  %.430 = add i64 %.17, %.12, !dbg !34
  %.432 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.430, !dbg !34
  store half %.400, ptr addrspace(1) %.432, align 2, !dbg !34
  %.434 = add i64 %.430, 2, !dbg !34
  %.435 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.434, !dbg !34
  store half %.402, ptr addrspace(1) %.435, align 2, !dbg !34
  %.437 = add i64 %.430, 4, !dbg !34
  %.438 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.437, !dbg !34
  store half %.404, ptr addrspace(1) %.438, align 2, !dbg !34
  %.440 = add i64 %.430, 6, !dbg !34
  %.441 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.440, !dbg !34
  store half %.406, ptr addrspace(1) %.441, align 2, !dbg !34
  %.443 = add i64 %.430, 8, !dbg !34
  %.444 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.443, !dbg !34
  store half %.408, ptr addrspace(1) %.444, align 2, !dbg !34
  %.446 = add i64 %.430, 10, !dbg !34
  %.447 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.446, !dbg !34
  store half %.410, ptr addrspace(1) %.447, align 2, !dbg !34
  %.449 = add i64 %.430, 12, !dbg !34
  %.450 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.449, !dbg !34
  store half %.412, ptr addrspace(1) %.450, align 2, !dbg !34
  %.452 = add i64 %.430, 14, !dbg !34
  %.453 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.452, !dbg !34
  store half %.414, ptr addrspace(1) %.453, align 2, !dbg !34
  ret void, !dbg !34
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #1 !dbg !35 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !36
  %t5 = sext i32 %.13 to i64, !dbg !36
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !37
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !37
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !37, !invariant.load !6
  %t10 = zext i16 %.16 to i64
  %t129 = icmp slt i32 %.13, 1024, !dbg !38
  br i1 %t129, label %b2, label %b3, !dbg !38

b2:                                               ; preds = %entry, %b2
  %t1110 = phi i64 [ %t22, %b2 ], [ %t5, %entry ]
  %t13 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t1110, !dbg !39
  %.18 = load i16, ptr addrspace(1) %t13, align 2, !dbg !39, !amdgpu.noclobber !6
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t1110, !dbg !40
  %.19 = load i16, ptr addrspace(1) %t15, align 2, !dbg !40, !amdgpu.noclobber !6
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t1110, !dbg !41
  %.20 = load i16, ptr addrspace(1) %t17, align 2, !dbg !41, !amdgpu.noclobber !6
  %0 = trunc i64 %t1110 to i32, !dbg !42
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.0, i32 %0, !dbg !42
  store i16 %.18, ptr addrspace(3) %t19, align 2, !dbg !42
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.1, i32 %0, !dbg !43
  store i16 %.19, ptr addrspace(3) %t20, align 2, !dbg !43
  %t21 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %0, !dbg !44
  store i16 %.20, ptr addrspace(3) %t21, align 2, !dbg !44
  %t22 = add i64 %t1110, %t10, !dbg !45
  %t12 = icmp slt i64 %t22, 1024, !dbg !38
  br i1 %t12, label %b2, label %b3, !dbg !38

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !46
  fence syncscope("workgroup") acquire, !dbg !46
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !47
  %.22 = lshr i32 %.21, 4, !dbg !47
  %.24 = and i32 %.21, 15, !dbg !47
  %.27 = shl nuw nsw i32 %.22, 3, !dbg !47
  %1 = shl nuw nsw i32 %.24, 5, !dbg !47
  %.29 = add nuw i32 %.27, %1, !dbg !47
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.0, i32 %.29, !dbg !47
  %.37 = load <4 x i32>, ptr addrspace(3) %.30, align 4, !dbg !47
  %.38 = extractelement <4 x i32> %.37, i64 0, !dbg !47
  %.39 = extractelement <4 x i32> %.37, i64 1, !dbg !47
  %.40 = extractelement <4 x i32> %.37, i64 2, !dbg !47
  %.41 = extractelement <4 x i32> %.37, i64 3, !dbg !47
  %.98 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.1, i32 %.29, !dbg !48
  %.105 = load <4 x i32>, ptr addrspace(3) %.98, align 4, !dbg !48
  %.106 = extractelement <4 x i32> %.105, i64 0, !dbg !48
  %.107 = extractelement <4 x i32> %.105, i64 1, !dbg !48
  %.108 = extractelement <4 x i32> %.105, i64 2, !dbg !48
  %.109 = extractelement <4 x i32> %.105, i64 3, !dbg !48
  %.162 = shl i32 %.22, 5, !dbg !49
  %.163 = or i32 %.162, %.24, !dbg !49
  %.164 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %.163, !dbg !49
  %.1651 = load half, ptr addrspace(3) %.164, align 2, !dbg !49
  %2 = add i32 %.163, 64, !dbg !49
  %.168 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %2, !dbg !49
  %.1692 = load half, ptr addrspace(3) %.168, align 2, !dbg !49
  %3 = add i32 %.163, 128, !dbg !49
  %.172 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %3, !dbg !49
  %.1733 = load half, ptr addrspace(3) %.172, align 2, !dbg !49
  %4 = add i32 %.163, 192, !dbg !49
  %.176 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %4, !dbg !49
  %.1774 = load half, ptr addrspace(3) %.176, align 2, !dbg !49
  %5 = add i32 %.163, 256, !dbg !49
  %.180 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %5, !dbg !49
  %.1815 = load half, ptr addrspace(3) %.180, align 2, !dbg !49
  %6 = add i32 %.163, 320, !dbg !49
  %.184 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %6, !dbg !49
  %.1856 = load half, ptr addrspace(3) %.184, align 2, !dbg !49
  %7 = add i32 %.163, 384, !dbg !49
  %.188 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %7, !dbg !49
  %.1897 = load half, ptr addrspace(3) %.188, align 2, !dbg !49
  %8 = add i32 %.163, 448, !dbg !49
  %.192 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %8, !dbg !49
  %.1938 = load half, ptr addrspace(3) %.192, align 2, !dbg !49
  %.204 = fpext half %.1651 to float, !dbg !50
  %.207 = fpext half %.1692 to float, !dbg !50
  %.210 = fpext half %.1733 to float, !dbg !50
  %.213 = fpext half %.1774 to float, !dbg !50
  %.216 = fpext half %.1815 to float, !dbg !50
  %.219 = fpext half %.1856 to float, !dbg !50
  %.222 = fpext half %.1897 to float, !dbg !50
  %.225 = fpext half %.1938 to float, !dbg !50
  %.235 = icmp ugt i32 %.21, 15, !dbg !50
  %.236 = shl i32 %.21, 2, !dbg !50
  %.237 = xor i32 %.236, 64, !dbg !50
  %.239 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.237, i32 %.38), !dbg !50
  %.240 = select i1 %.235, i32 %.239, i32 %.38, !dbg !50
  %.241 = select i1 %.235, i32 %.38, i32 %.239, !dbg !50
  %.242 = insertelement <8 x i32> poison, i32 %.240, i64 0, !dbg !50
  %.243 = insertelement <8 x i32> %.242, i32 %.241, i64 4, !dbg !50
  %.245 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.237, i32 %.39), !dbg !50
  %.246 = select i1 %.235, i32 %.245, i32 %.39, !dbg !50
  %.247 = select i1 %.235, i32 %.39, i32 %.245, !dbg !50
  %.248 = insertelement <8 x i32> %.243, i32 %.246, i64 1, !dbg !50
  %.249 = insertelement <8 x i32> %.248, i32 %.247, i64 5, !dbg !50
  %.251 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.237, i32 %.40), !dbg !50
  %.252 = select i1 %.235, i32 %.251, i32 %.40, !dbg !50
  %.253 = select i1 %.235, i32 %.40, i32 %.251, !dbg !50
  %.254 = insertelement <8 x i32> %.249, i32 %.252, i64 2, !dbg !50
  %.255 = insertelement <8 x i32> %.254, i32 %.253, i64 6, !dbg !50
  %.257 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.237, i32 %.41), !dbg !50
  %.258 = select i1 %.235, i32 %.257, i32 %.41, !dbg !50
  %.259 = select i1 %.235, i32 %.41, i32 %.257, !dbg !50
  %.260 = insertelement <8 x i32> %.255, i32 %.258, i64 3, !dbg !50
  %.261 = insertelement <8 x i32> %.260, i32 %.259, i64 7, !dbg !50
  %.262 = bitcast <8 x i32> %.261 to <16 x half>, !dbg !50
  %.264 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.237, i32 %.106), !dbg !50
  %.265 = select i1 %.235, i32 %.264, i32 %.106, !dbg !50
  %.266 = select i1 %.235, i32 %.106, i32 %.264, !dbg !50
  %.267 = insertelement <8 x i32> poison, i32 %.265, i64 0, !dbg !50
  %.268 = insertelement <8 x i32> %.267, i32 %.266, i64 4, !dbg !50
  %.270 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.237, i32 %.107), !dbg !50
  %.271 = select i1 %.235, i32 %.270, i32 %.107, !dbg !50
  %.272 = select i1 %.235, i32 %.107, i32 %.270, !dbg !50
  %.273 = insertelement <8 x i32> %.268, i32 %.271, i64 1, !dbg !50
  %.274 = insertelement <8 x i32> %.273, i32 %.272, i64 5, !dbg !50
  %.276 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.237, i32 %.108), !dbg !50
  %.277 = select i1 %.235, i32 %.276, i32 %.108, !dbg !50
  %.278 = select i1 %.235, i32 %.108, i32 %.276, !dbg !50
  %.279 = insertelement <8 x i32> %.274, i32 %.277, i64 2, !dbg !50
  %.280 = insertelement <8 x i32> %.279, i32 %.278, i64 6, !dbg !50
  %.282 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.237, i32 %.109), !dbg !50
  %.283 = select i1 %.235, i32 %.282, i32 %.109, !dbg !50
  %.284 = select i1 %.235, i32 %.109, i32 %.282, !dbg !50
  %.285 = insertelement <8 x i32> %.280, i32 %.283, i64 3, !dbg !50
  %.286 = insertelement <8 x i32> %.285, i32 %.284, i64 7, !dbg !50
  %.287 = bitcast <8 x i32> %.286 to <16 x half>, !dbg !50
  %.289 = insertelement <8 x float> poison, float %.204, i64 0, !dbg !50
  %.291 = insertelement <8 x float> %.289, float %.207, i64 1, !dbg !50
  %.293 = insertelement <8 x float> %.291, float %.210, i64 2, !dbg !50
  %.295 = insertelement <8 x float> %.293, float %.213, i64 3, !dbg !50
  %.297 = insertelement <8 x float> %.295, float %.216, i64 4, !dbg !50
  %.299 = insertelement <8 x float> %.297, float %.219, i64 5, !dbg !50
  %.301 = insertelement <8 x float> %.299, float %.222, i64 6, !dbg !50
  %.303 = insertelement <8 x float> %.301, float %.225, i64 7, !dbg !50
  %.304 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.262, <16 x half> %.287, <8 x float> %.303), !dbg !50
  %.305 = extractelement <8 x float> %.304, i64 0, !dbg !50
  %.306 = extractelement <8 x float> %.304, i64 1, !dbg !50
  %.307 = extractelement <8 x float> %.304, i64 2, !dbg !50
  %.308 = extractelement <8 x float> %.304, i64 3, !dbg !50
  %.309 = extractelement <8 x float> %.304, i64 4, !dbg !50
  %.310 = extractelement <8 x float> %.304, i64 5, !dbg !50
  %.311 = extractelement <8 x float> %.304, i64 6, !dbg !50
  %.312 = extractelement <8 x float> %.304, i64 7, !dbg !50
  %.313 = fptrunc float %.305 to half, !dbg !50
  %.315 = fptrunc float %.306 to half, !dbg !50
  %.317 = fptrunc float %.307 to half, !dbg !50
  %.319 = fptrunc float %.308 to half, !dbg !50
  %.321 = fptrunc float %.309 to half, !dbg !50
  %.323 = fptrunc float %.310 to half, !dbg !50
  %.325 = fptrunc float %.311 to half, !dbg !50
  %.327 = fptrunc float %.312 to half, !dbg !50
  %9 = add nuw nsw i32 %1, %.22, !dbg !51
  %.345 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %9, !dbg !51
  store half %.313, ptr addrspace(3) %.345, align 2, !dbg !51
  %10 = add nuw nsw i32 %9, 2, !dbg !51
  %.348 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %10, !dbg !51
  store half %.315, ptr addrspace(3) %.348, align 2, !dbg !51
  %11 = add nuw nsw i32 %9, 4, !dbg !51
  %.351 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %11, !dbg !51
  store half %.317, ptr addrspace(3) %.351, align 2, !dbg !51
  %12 = add nuw nsw i32 %9, 6, !dbg !51
  %.354 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %12, !dbg !51
  store half %.319, ptr addrspace(3) %.354, align 2, !dbg !51
  %13 = add nuw nsw i32 %9, 8, !dbg !51
  %.357 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %13, !dbg !51
  store half %.321, ptr addrspace(3) %.357, align 2, !dbg !51
  %14 = add nuw nsw i32 %9, 10, !dbg !51
  %.360 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %14, !dbg !51
  store half %.323, ptr addrspace(3) %.360, align 2, !dbg !51
  %15 = add nuw nsw i32 %9, 12, !dbg !51
  %.363 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %15, !dbg !51
  store half %.325, ptr addrspace(3) %.363, align 2, !dbg !51
  %16 = add nuw nsw i32 %9, 14, !dbg !51
  %.366 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %16, !dbg !51
  store half %.327, ptr addrspace(3) %.366, align 2, !dbg !51
  fence syncscope("workgroup") release, !dbg !52
  tail call void @llvm.amdgcn.s.barrier(), !dbg !52
  fence syncscope("workgroup") acquire, !dbg !52
  br i1 %t129, label %b5, label %b6, !dbg !53

b5:                                               ; preds = %b3, %b5
  %t4012 = phi i64 [ %t45, %b5 ], [ %t5, %b3 ]
  %17 = trunc i64 %t4012 to i32, !dbg !54
  %t42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %17, !dbg !54
  %.367 = load i16, ptr addrspace(3) %t42, align 2, !dbg !54
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t4012, !dbg !55
  store i16 %.367, ptr addrspace(1) %t44, align 2, !dbg !55
  %t45 = add i64 %t4012, %t10, !dbg !56
  %t41 = icmp slt i64 %t45, 1024, !dbg !53
  br i1 %t41, label %b5, label %b6, !dbg !53

b6:                                               ; preds = %b5, %b3
  ret void, !dbg !56
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eScale(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i16 %a9) local_unnamed_addr #2 !dbg !57 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !58
  %.11 = lshr i32 %.10, 4, !dbg !58
  %.12 = zext i32 %.11 to i64, !dbg !58
  %.13 = and i32 %.10, 15, !dbg !58
  %.14 = zext i32 %.13 to i64, !dbg !58
  %.16 = shl nuw nsw i64 %.12, 3, !dbg !58
  %.17 = shl nuw nsw i64 %.14, 4, !dbg !58
  %.18 = add nuw nsw i64 %.17, %.16, !dbg !58
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !58
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !58
  %.21 = and i64 %.20, 3, !dbg !58
  %.22 = icmp eq i64 %.21, 0, !dbg !58
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !58

frag.wide.23:                                     ; preds = %entry
  %.26 = load <4 x i32>, ptr addrspace(1) %.19, align 4, !dbg !58, !amdgpu.noclobber !6
  %.27 = extractelement <4 x i32> %.26, i64 0, !dbg !58
  %.28 = extractelement <4 x i32> %.26, i64 1, !dbg !58
  %.29 = extractelement <4 x i32> %.26, i64 2, !dbg !58
  %.30 = extractelement <4 x i32> %.26, i64 3, !dbg !58
  br label %frag.join.25, !dbg !58

frag.narrow.24:                                   ; preds = %entry
  %.32 = load i16, ptr addrspace(1) %.19, align 2, !dbg !58, !amdgpu.noclobber !6
  %.33 = zext i16 %.32 to i32, !dbg !58
  %.34 = or i64 %.18, 1, !dbg !58
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.34, !dbg !58
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !58, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !58
  %.38 = shl nuw i32 %.37, 16, !dbg !58
  %.39 = or i32 %.38, %.33, !dbg !58
  %.40 = or i64 %.18, 2, !dbg !58
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !58
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !58, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !58
  %.44 = or i64 %.18, 3, !dbg !58
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.44, !dbg !58
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !58, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !58
  %.48 = shl nuw i32 %.47, 16, !dbg !58
  %.49 = or i32 %.48, %.43, !dbg !58
  %.50 = or i64 %.18, 4, !dbg !58
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !58
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !58, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !58
  %.54 = or i64 %.18, 5, !dbg !58
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.54, !dbg !58
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !58, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !58
  %.58 = shl nuw i32 %.57, 16, !dbg !58
  %.59 = or i32 %.58, %.53, !dbg !58
  %.60 = or i64 %.18, 6, !dbg !58
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !58
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !58, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !58
  %.64 = or i64 %.18, 7, !dbg !58
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.64, !dbg !58
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !58, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !58
  %.68 = shl nuw i32 %.67, 16, !dbg !58
  %.69 = or i32 %.68, %.63, !dbg !58
  br label %frag.join.25, !dbg !58

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.70 = phi i32 [ %.27, %frag.wide.23 ], [ %.39, %frag.narrow.24 ], !dbg !58
  %.71 = phi i32 [ %.28, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !58
  %.72 = phi i32 [ %.29, %frag.wide.23 ], [ %.59, %frag.narrow.24 ], !dbg !58
  %.73 = phi i32 [ %.30, %frag.wide.23 ], [ %.69, %frag.narrow.24 ], !dbg !58
  %.87 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.18, !dbg !59
  %.88 = ptrtoint ptr addrspace(1) %.87 to i64, !dbg !59
  %.89 = and i64 %.88, 3, !dbg !59
  %.90 = icmp eq i64 %.89, 0, !dbg !59
  br i1 %.90, label %frag.wide.91, label %frag.narrow.92, !dbg !59

frag.wide.91:                                     ; preds = %frag.join.25
  %.94 = load <4 x i32>, ptr addrspace(1) %.87, align 4, !dbg !59, !amdgpu.noclobber !6
  %.95 = extractelement <4 x i32> %.94, i64 0, !dbg !59
  %.96 = extractelement <4 x i32> %.94, i64 1, !dbg !59
  %.97 = extractelement <4 x i32> %.94, i64 2, !dbg !59
  %.98 = extractelement <4 x i32> %.94, i64 3, !dbg !59
  br label %frag.join.93, !dbg !59

frag.narrow.92:                                   ; preds = %frag.join.25
  %.100 = load i16, ptr addrspace(1) %.87, align 2, !dbg !59, !amdgpu.noclobber !6
  %.101 = zext i16 %.100 to i32, !dbg !59
  %.102 = or i64 %.18, 1, !dbg !59
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.102, !dbg !59
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !59, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !59
  %.106 = shl nuw i32 %.105, 16, !dbg !59
  %.107 = or i32 %.106, %.101, !dbg !59
  %.108 = or i64 %.18, 2, !dbg !59
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.108, !dbg !59
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !59, !amdgpu.noclobber !6
  %.111 = zext i16 %.110 to i32, !dbg !59
  %.112 = or i64 %.18, 3, !dbg !59
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.112, !dbg !59
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !59, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !59
  %.116 = shl nuw i32 %.115, 16, !dbg !59
  %.117 = or i32 %.116, %.111, !dbg !59
  %.118 = or i64 %.18, 4, !dbg !59
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.118, !dbg !59
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !59, !amdgpu.noclobber !6
  %.121 = zext i16 %.120 to i32, !dbg !59
  %.122 = or i64 %.18, 5, !dbg !59
  %.123 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.122, !dbg !59
  %.124 = load i16, ptr addrspace(1) %.123, align 2, !dbg !59, !amdgpu.noclobber !6
  %.125 = zext i16 %.124 to i32, !dbg !59
  %.126 = shl nuw i32 %.125, 16, !dbg !59
  %.127 = or i32 %.126, %.121, !dbg !59
  %.128 = or i64 %.18, 6, !dbg !59
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.128, !dbg !59
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !59, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !59
  %.132 = or i64 %.18, 7, !dbg !59
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.132, !dbg !59
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !59, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !59
  %.136 = shl nuw i32 %.135, 16, !dbg !59
  %.137 = or i32 %.136, %.131, !dbg !59
  br label %frag.join.93, !dbg !59

frag.join.93:                                     ; preds = %frag.narrow.92, %frag.wide.91
  %.138 = phi i32 [ %.95, %frag.wide.91 ], [ %.107, %frag.narrow.92 ], !dbg !59
  %.139 = phi i32 [ %.96, %frag.wide.91 ], [ %.117, %frag.narrow.92 ], !dbg !59
  %.140 = phi i32 [ %.97, %frag.wide.91 ], [ %.127, %frag.narrow.92 ], !dbg !59
  %.141 = phi i32 [ %.98, %frag.wide.91 ], [ %.137, %frag.narrow.92 ], !dbg !59
  %.187 = icmp ugt i32 %.10, 15, !dbg !60
  %.188 = shl i32 %.10, 2, !dbg !60
  %.189 = xor i32 %.188, 64, !dbg !60
  %.191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.70), !dbg !60
  %.192 = select i1 %.187, i32 %.191, i32 %.70, !dbg !60
  %.193 = select i1 %.187, i32 %.70, i32 %.191, !dbg !60
  %.194 = insertelement <8 x i32> poison, i32 %.192, i64 0, !dbg !60
  %.195 = insertelement <8 x i32> %.194, i32 %.193, i64 4, !dbg !60
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.71), !dbg !60
  %.198 = select i1 %.187, i32 %.197, i32 %.71, !dbg !60
  %.199 = select i1 %.187, i32 %.71, i32 %.197, !dbg !60
  %.200 = insertelement <8 x i32> %.195, i32 %.198, i64 1, !dbg !60
  %.201 = insertelement <8 x i32> %.200, i32 %.199, i64 5, !dbg !60
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.72), !dbg !60
  %.204 = select i1 %.187, i32 %.203, i32 %.72, !dbg !60
  %.205 = select i1 %.187, i32 %.72, i32 %.203, !dbg !60
  %.206 = insertelement <8 x i32> %.201, i32 %.204, i64 2, !dbg !60
  %.207 = insertelement <8 x i32> %.206, i32 %.205, i64 6, !dbg !60
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.73), !dbg !60
  %.210 = select i1 %.187, i32 %.209, i32 %.73, !dbg !60
  %.211 = select i1 %.187, i32 %.73, i32 %.209, !dbg !60
  %.212 = insertelement <8 x i32> %.207, i32 %.210, i64 3, !dbg !60
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 7, !dbg !60
  %.214 = bitcast <8 x i32> %.213 to <16 x half>, !dbg !60
  %.216 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.138), !dbg !60
  %.217 = select i1 %.187, i32 %.216, i32 %.138, !dbg !60
  %.218 = select i1 %.187, i32 %.138, i32 %.216, !dbg !60
  %.219 = insertelement <8 x i32> poison, i32 %.217, i64 0, !dbg !60
  %.220 = insertelement <8 x i32> %.219, i32 %.218, i64 4, !dbg !60
  %.222 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.139), !dbg !60
  %.223 = select i1 %.187, i32 %.222, i32 %.139, !dbg !60
  %.224 = select i1 %.187, i32 %.139, i32 %.222, !dbg !60
  %.225 = insertelement <8 x i32> %.220, i32 %.223, i64 1, !dbg !60
  %.226 = insertelement <8 x i32> %.225, i32 %.224, i64 5, !dbg !60
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.140), !dbg !60
  %.229 = select i1 %.187, i32 %.228, i32 %.140, !dbg !60
  %.230 = select i1 %.187, i32 %.140, i32 %.228, !dbg !60
  %.231 = insertelement <8 x i32> %.226, i32 %.229, i64 2, !dbg !60
  %.232 = insertelement <8 x i32> %.231, i32 %.230, i64 6, !dbg !60
  %.234 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.141), !dbg !60
  %.235 = select i1 %.187, i32 %.234, i32 %.141, !dbg !60
  %.236 = select i1 %.187, i32 %.141, i32 %.234, !dbg !60
  %.237 = insertelement <8 x i32> %.232, i32 %.235, i64 3, !dbg !60
  %.238 = insertelement <8 x i32> %.237, i32 %.236, i64 7, !dbg !60
  %.239 = bitcast <8 x i32> %.238 to <16 x half>, !dbg !60
  %.256 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.214, <16 x half> %.239, <8 x float> zeroinitializer), !dbg !60
  %.257 = extractelement <8 x float> %.256, i64 0, !dbg !60
  %.258 = extractelement <8 x float> %.256, i64 1, !dbg !60
  %.259 = extractelement <8 x float> %.256, i64 2, !dbg !60
  %.260 = extractelement <8 x float> %.256, i64 3, !dbg !60
  %.261 = extractelement <8 x float> %.256, i64 4, !dbg !60
  %.262 = extractelement <8 x float> %.256, i64 5, !dbg !60
  %.263 = extractelement <8 x float> %.256, i64 6, !dbg !60
  %.264 = extractelement <8 x float> %.256, i64 7, !dbg !60
  %.265 = fptrunc float %.257 to half, !dbg !60
  %.267 = fptrunc float %.258 to half, !dbg !60
  %.269 = fptrunc float %.259 to half, !dbg !60
  %.271 = fptrunc float %.260 to half, !dbg !60
  %.273 = fptrunc float %.261 to half, !dbg !60
  %.275 = fptrunc float %.262 to half, !dbg !60
  %.277 = fptrunc float %.263 to half, !dbg !60
  %.279 = fptrunc float %.264 to half, !dbg !60
  %.290 = bitcast i16 %a9 to half
  %.291 = fmul half %.290, %.265, !dbg !61
  %.291.1 = fmul half %.290, %.267, !dbg !61
  %.291.2 = fmul half %.290, %.269, !dbg !61
  %.291.3 = fmul half %.290, %.271, !dbg !61
  %.291.4 = fmul half %.290, %.273, !dbg !61
  %.291.5 = fmul half %.290, %.275, !dbg !61
  %.291.6 = fmul half %.290, %.277, !dbg !61
  %.291.7 = fmul half %.290, %.279, !dbg !61
  %.298 = shl nuw nsw i64 %.12, 4, !dbg !62
  %.299 = or i64 %.298, %.14, !dbg !62
  %.301 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.299, !dbg !62
  store half %.291, ptr addrspace(1) %.301, align 2, !dbg !62
  %.304 = add nuw nsw i64 %.299, 32, !dbg !62
  %.305 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.304, !dbg !62
  store half %.291.1, ptr addrspace(1) %.305, align 2, !dbg !62
  %.308 = add nuw nsw i64 %.299, 64, !dbg !62
  %.309 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.308, !dbg !62
  store half %.291.2, ptr addrspace(1) %.309, align 2, !dbg !62
  %.312 = add nuw nsw i64 %.299, 96, !dbg !62
  %.313 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.312, !dbg !62
  store half %.291.3, ptr addrspace(1) %.313, align 2, !dbg !62
  %.316 = add nuw nsw i64 %.299, 128, !dbg !62
  %.317 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.316, !dbg !62
  store half %.291.4, ptr addrspace(1) %.317, align 2, !dbg !62
  %.320 = add nuw nsw i64 %.299, 160, !dbg !62
  %.321 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.320, !dbg !62
  store half %.291.5, ptr addrspace(1) %.321, align 2, !dbg !62
  %.324 = add nuw nsw i64 %.299, 192, !dbg !62
  %.325 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.324, !dbg !62
  store half %.291.6, ptr addrspace(1) %.325, align 2, !dbg !62
  %.328 = add nuw nsw i64 %.299, 224, !dbg !62
  %.329 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.328, !dbg !62
  store half %.291.7, ptr addrspace(1) %.329, align 2, !dbg !62
  ret void, !dbg !62
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half>, <16 x half>, <8 x float>) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { argmemonly nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { convergent mustprogress nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "f16acc.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eLayouts", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 34, column: 19, scope: !4)
!8 = !DILocation(line: 35, column: 17, scope: !4)
!9 = !DILocation(line: 35, column: 27, scope: !4)
!10 = !DILocation(line: 35, column: 30, scope: !4)
!11 = !DILocation(line: 37, column: 6, scope: !4)
!12 = !DILocation(line: 37, column: 12, scope: !4)
!13 = !DILocation(line: 38, column: 18, scope: !4)
!14 = !DILocation(line: 0, scope: !4)
!15 = !DILocation(line: 43, column: 6, scope: !4)
!16 = !DILocation(line: 43, column: 12, scope: !4)
!17 = !DILocation(line: 44, column: 18, scope: !4)
!18 = !DILocation(line: 49, column: 6, scope: !4)
!19 = !DILocation(line: 49, column: 12, scope: !4)
!20 = !DILocation(line: 50, column: 18, scope: !4)
!21 = !DILocation(line: 54, column: 15, scope: !4)
!22 = !DILocation(line: 55, column: 6, scope: !4)
!23 = !DILocation(line: 55, column: 12, scope: !4)
!24 = !DILocation(line: 56, column: 14, scope: !4)
!25 = !DILocation(line: 58, column: 14, scope: !4)
!26 = !DILocation(line: 52, column: 18, scope: !4)
!27 = !DILocation(line: 46, column: 18, scope: !4)
!28 = !DILocation(line: 40, column: 18, scope: !4)
!29 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eFill", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DILocation(line: 68, column: 18, scope: !29)
!31 = !DILocation(line: 69, column: 18, scope: !29)
!32 = !DILocation(line: 71, column: 15, scope: !29)
!33 = !DILocation(line: 72, column: 15, scope: !29)
!34 = !DILocation(line: 73, column: 13, scope: !29)
!35 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared", scope: !1, file: !1, line: 86, type: !5, scopeLine: 86, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DILocation(line: 91, column: 20, scope: !35)
!37 = !DILocation(line: 92, column: 46, scope: !35)
!38 = !DILocation(line: 92, column: 18, scope: !35)
!39 = !DILocation(line: 93, column: 26, scope: !35)
!40 = !DILocation(line: 93, column: 32, scope: !35)
!41 = !DILocation(line: 93, column: 38, scope: !35)
!42 = !DILocation(line: 93, column: 5, scope: !35)
!43 = !DILocation(line: 93, column: 12, scope: !35)
!44 = !DILocation(line: 93, column: 19, scope: !35)
!45 = !DILocation(line: 92, column: 31, scope: !35)
!46 = !DILocation(line: 95, column: 15, scope: !35)
!47 = !DILocation(line: 96, column: 18, scope: !35)
!48 = !DILocation(line: 97, column: 18, scope: !35)
!49 = !DILocation(line: 98, column: 18, scope: !35)
!50 = !DILocation(line: 99, column: 41, scope: !35)
!51 = !DILocation(line: 99, column: 13, scope: !35)
!52 = !DILocation(line: 100, column: 15, scope: !35)
!53 = !DILocation(line: 101, column: 18, scope: !35)
!54 = !DILocation(line: 102, column: 12, scope: !35)
!55 = !DILocation(line: 102, column: 4, scope: !35)
!56 = !DILocation(line: 101, column: 31, scope: !35)
!57 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eScale", scope: !1, file: !1, line: 111, type: !5, scopeLine: 111, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = !DILocation(line: 112, column: 18, scope: !57)
!59 = !DILocation(line: 113, column: 18, scope: !57)
!60 = !DILocation(line: 114, column: 17, scope: !57)
!61 = !DILocation(line: 116, column: 30, scope: !57)
!62 = !DILocation(line: 118, column: 13, scope: !57)
