; kern module github.com/kernlab/kern/internal/testing/mmatest/f16acc (wave32, gfx1100)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16

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
  %.486 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.489 = and i32 %.486, 15, !dbg !14
  %.490 = zext i32 %.489 to i64, !dbg !14
  %0 = lshr i32 %.486, 1, !dbg !14
  %1 = and i32 %0, 2147483640, !dbg !14
  %.491 = zext i32 %1 to i64, !dbg !14
  br i1 %t8.not, label %b12, label %b1, !dbg !12

b1:                                               ; preds = %entry
  %.24 = mul i64 %.491, %a15, !dbg !13
  %.25 = add i64 %.24, %.490, !dbg !13
  %.26 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.25, !dbg !13
  %.27 = load i16, ptr addrspace(1) %.26, align 2, !dbg !13, !amdgpu.noclobber !6
  %.28 = zext i16 %.27 to i32, !dbg !13
  %.30 = add i64 %.25, %a15, !dbg !13
  %.31 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.30, !dbg !13
  %.32 = load i16, ptr addrspace(1) %.31, align 2, !dbg !13, !amdgpu.noclobber !6
  %.33 = zext i16 %.32 to i32, !dbg !13
  %.34 = shl nuw i32 %.33, 16, !dbg !13
  %.35 = or i32 %.34, %.28, !dbg !13
  %.36 = shl i64 %a15, 1, !dbg !13
  %.37 = add i64 %.25, %.36, !dbg !13
  %.38 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.37, !dbg !13
  %.39 = load i16, ptr addrspace(1) %.38, align 2, !dbg !13, !amdgpu.noclobber !6
  %.40 = zext i16 %.39 to i32, !dbg !13
  %.41 = mul i64 %a15, 3, !dbg !13
  %.42 = add i64 %.25, %.41, !dbg !13
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.42, !dbg !13
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !13, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !13
  %.46 = shl nuw i32 %.45, 16, !dbg !13
  %.47 = or i32 %.46, %.40, !dbg !13
  %.48 = shl i64 %a15, 2, !dbg !13
  %.49 = add i64 %.25, %.48, !dbg !13
  %.50 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.49, !dbg !13
  %.51 = load i16, ptr addrspace(1) %.50, align 2, !dbg !13, !amdgpu.noclobber !6
  %.52 = zext i16 %.51 to i32, !dbg !13
  %.53 = mul i64 %a15, 5, !dbg !13
  %.54 = add i64 %.25, %.53, !dbg !13
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.54, !dbg !13
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !13, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !13
  %.58 = shl nuw i32 %.57, 16, !dbg !13
  %.59 = or i32 %.58, %.52, !dbg !13
  %.60 = mul i64 %a15, 6, !dbg !13
  %.61 = add i64 %.25, %.60, !dbg !13
  %.62 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.61, !dbg !13
  %.63 = load i16, ptr addrspace(1) %.62, align 2, !dbg !13, !amdgpu.noclobber !6
  %.64 = zext i16 %.63 to i32, !dbg !13
  %.65 = mul i64 %a15, 7, !dbg !13
  %.66 = add i64 %.25, %.65, !dbg !13
  %.67 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.66, !dbg !13
  %.68 = load i16, ptr addrspace(1) %.67, align 2, !dbg !13, !amdgpu.noclobber !6
  %.69 = zext i16 %.68 to i32, !dbg !13
  %.70 = shl nuw i32 %.69, 16, !dbg !13
  %.71 = or i32 %.70, %.64, !dbg !13
  br label %b2, !dbg !13

b2:                                               ; preds = %frag.wide.498, %frag.narrow.499, %b1
  %.35.pn = phi i32 [ %.35, %b1 ], [ %.502, %frag.wide.498 ], [ %.514, %frag.narrow.499 ]
  %.47.pn = phi i32 [ %.47, %b1 ], [ %.503, %frag.wide.498 ], [ %.524, %frag.narrow.499 ]
  %.59.pn = phi i32 [ %.59, %b1 ], [ %.504, %frag.wide.498 ], [ %.534, %frag.narrow.499 ]
  %.71.pn = phi i32 [ %.71, %b1 ], [ %.505, %frag.wide.498 ], [ %.544, %frag.narrow.499 ]
  %t13 = and i32 %.17, 2, !dbg !15
  %t14.not = icmp eq i32 %t13, 0, !dbg !16
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !17
  %.428 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.431 = and i32 %.428, 15, !dbg !14
  %.432 = zext i32 %.431 to i64, !dbg !14
  %2 = lshr i32 %.428, 1, !dbg !14
  %3 = and i32 %2, 2147483640, !dbg !14
  %.433 = zext i32 %3 to i64, !dbg !14
  br i1 %t14.not, label %b11, label %b3, !dbg !16

b3:                                               ; preds = %b2
  %.82 = mul i64 %.432, %a15, !dbg !17
  %.83 = add i64 %.82, %.433, !dbg !17
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.83, !dbg !17
  %.85 = ptrtoint ptr addrspace(1) %.84 to i64, !dbg !17
  %.86 = and i64 %.85, 3, !dbg !17
  %.87 = icmp eq i64 %.86, 0, !dbg !17
  br i1 %.87, label %frag.wide.88, label %frag.narrow.89, !dbg !17

frag.wide.88:                                     ; preds = %b3
  %.91 = load <4 x i32>, ptr addrspace(1) %.84, align 4, !dbg !17, !amdgpu.noclobber !6
  %.92 = extractelement <4 x i32> %.91, i64 0, !dbg !17
  %.93 = extractelement <4 x i32> %.91, i64 1, !dbg !17
  %.94 = extractelement <4 x i32> %.91, i64 2, !dbg !17
  %.95 = extractelement <4 x i32> %.91, i64 3, !dbg !17
  br label %b4, !dbg !17

frag.narrow.89:                                   ; preds = %b3
  %.97 = load i16, ptr addrspace(1) %.84, align 2, !dbg !17, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !17
  %.99 = add i64 %.83, 1, !dbg !17
  %.100 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.99, !dbg !17
  %.101 = load i16, ptr addrspace(1) %.100, align 2, !dbg !17, !amdgpu.noclobber !6
  %.102 = zext i16 %.101 to i32, !dbg !17
  %.103 = shl nuw i32 %.102, 16, !dbg !17
  %.104 = or i32 %.103, %.98, !dbg !17
  %.105 = add i64 %.83, 2, !dbg !17
  %.106 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.105, !dbg !17
  %.107 = load i16, ptr addrspace(1) %.106, align 2, !dbg !17, !amdgpu.noclobber !6
  %.108 = zext i16 %.107 to i32, !dbg !17
  %.109 = add i64 %.83, 3, !dbg !17
  %.110 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.109, !dbg !17
  %.111 = load i16, ptr addrspace(1) %.110, align 2, !dbg !17, !amdgpu.noclobber !6
  %.112 = zext i16 %.111 to i32, !dbg !17
  %.113 = shl nuw i32 %.112, 16, !dbg !17
  %.114 = or i32 %.113, %.108, !dbg !17
  %.115 = add i64 %.83, 4, !dbg !17
  %.116 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.115, !dbg !17
  %.117 = load i16, ptr addrspace(1) %.116, align 2, !dbg !17, !amdgpu.noclobber !6
  %.118 = zext i16 %.117 to i32, !dbg !17
  %.119 = add i64 %.83, 5, !dbg !17
  %.120 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.119, !dbg !17
  %.121 = load i16, ptr addrspace(1) %.120, align 2, !dbg !17, !amdgpu.noclobber !6
  %.122 = zext i16 %.121 to i32, !dbg !17
  %.123 = shl nuw i32 %.122, 16, !dbg !17
  %.124 = or i32 %.123, %.118, !dbg !17
  %.125 = add i64 %.83, 6, !dbg !17
  %.126 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.125, !dbg !17
  %.127 = load i16, ptr addrspace(1) %.126, align 2, !dbg !17, !amdgpu.noclobber !6
  %.128 = zext i16 %.127 to i32, !dbg !17
  %.129 = add i64 %.83, 7, !dbg !17
  %.130 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.129, !dbg !17
  %.131 = load i16, ptr addrspace(1) %.130, align 2, !dbg !17, !amdgpu.noclobber !6
  %.132 = zext i16 %.131 to i32, !dbg !17
  %.133 = shl nuw i32 %.132, 16, !dbg !17
  %.134 = or i32 %.133, %.128, !dbg !17
  br label %b4, !dbg !17

b4:                                               ; preds = %frag.wide.88, %frag.narrow.89, %b11
  %.135.pn = phi i32 [ %.445, %b11 ], [ %.92, %frag.wide.88 ], [ %.104, %frag.narrow.89 ]
  %.136.pn = phi i32 [ %.457, %b11 ], [ %.93, %frag.wide.88 ], [ %.114, %frag.narrow.89 ]
  %.137.pn = phi i32 [ %.469, %b11 ], [ %.94, %frag.wide.88 ], [ %.124, %frag.narrow.89 ]
  %.138.pn = phi i32 [ %.481, %b11 ], [ %.95, %frag.wide.88 ], [ %.134, %frag.narrow.89 ]
  %t19 = and i32 %.17, 4, !dbg !18
  %t20.not = icmp eq i32 %t19, 0, !dbg !19
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t6, !dbg !20
  %.383 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.384 = lshr i32 %.383, 4, !dbg !14
  %.385 = zext i32 %.384 to i64, !dbg !14
  %.386 = and i32 %.383, 15, !dbg !14
  %.387 = zext i32 %.386 to i64, !dbg !14
  br i1 %t20.not, label %b10, label %b5, !dbg !19

b5:                                               ; preds = %b4
  %.148 = mul i64 %.387, %a15, !dbg !20
  %.149 = add i64 %.148, %.385, !dbg !20
  %.152 = add i64 %.149, 2, !dbg !20
  %.155 = add i64 %.149, 4, !dbg !20
  %.158 = add i64 %.149, 6, !dbg !20
  %.161 = add i64 %.149, 8, !dbg !20
  %.164 = add i64 %.149, 10, !dbg !20
  %.167 = add i64 %.149, 12, !dbg !20
  %.170 = add i64 %.149, 14, !dbg !20
  br label %b6, !dbg !20

b6:                                               ; preds = %b10, %b5
  %.149.pn = phi i64 [ %.149, %b5 ], [ %.389, %b10 ]
  %.152.pn = phi i64 [ %.152, %b5 ], [ %.393, %b10 ]
  %.155.pn = phi i64 [ %.155, %b5 ], [ %.397, %b10 ]
  %.158.pn = phi i64 [ %.158, %b5 ], [ %.401, %b10 ]
  %.161.pn = phi i64 [ %.161, %b5 ], [ %.405, %b10 ]
  %.164.pn = phi i64 [ %.164, %b5 ], [ %.409, %b10 ]
  %.167.pn = phi i64 [ %.167, %b5 ], [ %.413, %b10 ]
  %.170.pn = phi i64 [ %.170, %b5 ], [ %.417, %b10 ]
  %.172.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.170.pn, !dbg !14
  %.172.pn8 = load half, ptr addrspace(1) %.172.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.169.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.167.pn, !dbg !14
  %.169.pn7 = load half, ptr addrspace(1) %.169.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.166.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.164.pn, !dbg !14
  %.166.pn6 = load half, ptr addrspace(1) %.166.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.163.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.161.pn, !dbg !14
  %.163.pn5 = load half, ptr addrspace(1) %.163.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.160.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.158.pn, !dbg !14
  %.160.pn4 = load half, ptr addrspace(1) %.160.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.157.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.155.pn, !dbg !14
  %.157.pn3 = load half, ptr addrspace(1) %.157.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.154.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.152.pn, !dbg !14
  %.154.pn2 = load half, ptr addrspace(1) %.154.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.151.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.149.pn, !dbg !14
  %.151.pn1 = load half, ptr addrspace(1) %.151.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.183 = fpext half %.151.pn1 to float, !dbg !21
  %.186 = fpext half %.154.pn2 to float, !dbg !21
  %.189 = fpext half %.157.pn3 to float, !dbg !21
  %.192 = fpext half %.160.pn4 to float, !dbg !21
  %.195 = fpext half %.163.pn5 to float, !dbg !21
  %.198 = fpext half %.166.pn6 to float, !dbg !21
  %.201 = fpext half %.169.pn7 to float, !dbg !21
  %.204 = fpext half %.172.pn8 to float, !dbg !21
  %.213 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !21
  %.214 = icmp ugt i32 %.213, 15, !dbg !21
  %.215 = shl i32 %.213, 2, !dbg !21
  %.216 = xor i32 %.215, 64, !dbg !21
  %.218 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.216, i32 %.35.pn), !dbg !21
  %.219 = select i1 %.214, i32 %.218, i32 %.35.pn, !dbg !21
  %.220 = select i1 %.214, i32 %.35.pn, i32 %.218, !dbg !21
  %.221 = insertelement <8 x i32> poison, i32 %.219, i64 0, !dbg !21
  %.222 = insertelement <8 x i32> %.221, i32 %.220, i64 4, !dbg !21
  %.224 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.216, i32 %.47.pn), !dbg !21
  %.225 = select i1 %.214, i32 %.224, i32 %.47.pn, !dbg !21
  %.226 = select i1 %.214, i32 %.47.pn, i32 %.224, !dbg !21
  %.227 = insertelement <8 x i32> %.222, i32 %.225, i64 1, !dbg !21
  %.228 = insertelement <8 x i32> %.227, i32 %.226, i64 5, !dbg !21
  %.230 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.216, i32 %.59.pn), !dbg !21
  %.231 = select i1 %.214, i32 %.230, i32 %.59.pn, !dbg !21
  %.232 = select i1 %.214, i32 %.59.pn, i32 %.230, !dbg !21
  %.233 = insertelement <8 x i32> %.228, i32 %.231, i64 2, !dbg !21
  %.234 = insertelement <8 x i32> %.233, i32 %.232, i64 6, !dbg !21
  %.236 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.216, i32 %.71.pn), !dbg !21
  %.237 = select i1 %.214, i32 %.236, i32 %.71.pn, !dbg !21
  %.238 = select i1 %.214, i32 %.71.pn, i32 %.236, !dbg !21
  %.239 = insertelement <8 x i32> %.234, i32 %.237, i64 3, !dbg !21
  %.240 = insertelement <8 x i32> %.239, i32 %.238, i64 7, !dbg !21
  %.241 = bitcast <8 x i32> %.240 to <16 x half>, !dbg !21
  %.243 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.216, i32 %.135.pn), !dbg !21
  %.244 = select i1 %.214, i32 %.243, i32 %.135.pn, !dbg !21
  %.245 = select i1 %.214, i32 %.135.pn, i32 %.243, !dbg !21
  %.246 = insertelement <8 x i32> poison, i32 %.244, i64 0, !dbg !21
  %.247 = insertelement <8 x i32> %.246, i32 %.245, i64 4, !dbg !21
  %.249 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.216, i32 %.136.pn), !dbg !21
  %.250 = select i1 %.214, i32 %.249, i32 %.136.pn, !dbg !21
  %.251 = select i1 %.214, i32 %.136.pn, i32 %.249, !dbg !21
  %.252 = insertelement <8 x i32> %.247, i32 %.250, i64 1, !dbg !21
  %.253 = insertelement <8 x i32> %.252, i32 %.251, i64 5, !dbg !21
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.216, i32 %.137.pn), !dbg !21
  %.256 = select i1 %.214, i32 %.255, i32 %.137.pn, !dbg !21
  %.257 = select i1 %.214, i32 %.137.pn, i32 %.255, !dbg !21
  %.258 = insertelement <8 x i32> %.253, i32 %.256, i64 2, !dbg !21
  %.259 = insertelement <8 x i32> %.258, i32 %.257, i64 6, !dbg !21
  %.261 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.216, i32 %.138.pn), !dbg !21
  %.262 = select i1 %.214, i32 %.261, i32 %.138.pn, !dbg !21
  %.263 = select i1 %.214, i32 %.138.pn, i32 %.261, !dbg !21
  %.264 = insertelement <8 x i32> %.259, i32 %.262, i64 3, !dbg !21
  %.265 = insertelement <8 x i32> %.264, i32 %.263, i64 7, !dbg !21
  %.266 = bitcast <8 x i32> %.265 to <16 x half>, !dbg !21
  %.268 = insertelement <8 x float> poison, float %.183, i64 0, !dbg !21
  %.270 = insertelement <8 x float> %.268, float %.186, i64 1, !dbg !21
  %.272 = insertelement <8 x float> %.270, float %.189, i64 2, !dbg !21
  %.274 = insertelement <8 x float> %.272, float %.192, i64 3, !dbg !21
  %.276 = insertelement <8 x float> %.274, float %.195, i64 4, !dbg !21
  %.278 = insertelement <8 x float> %.276, float %.198, i64 5, !dbg !21
  %.280 = insertelement <8 x float> %.278, float %.201, i64 6, !dbg !21
  %.282 = insertelement <8 x float> %.280, float %.204, i64 7, !dbg !21
  %.283 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.241, <16 x half> %.266, <8 x float> %.282), !dbg !21
  %.284 = extractelement <8 x float> %.283, i64 0, !dbg !21
  %.285 = extractelement <8 x float> %.283, i64 1, !dbg !21
  %.286 = extractelement <8 x float> %.283, i64 2, !dbg !21
  %.287 = extractelement <8 x float> %.283, i64 3, !dbg !21
  %.288 = extractelement <8 x float> %.283, i64 4, !dbg !21
  %.289 = extractelement <8 x float> %.283, i64 5, !dbg !21
  %.290 = extractelement <8 x float> %.283, i64 6, !dbg !21
  %.292 = fptrunc float %.284 to half, !dbg !21
  %.294 = fptrunc float %.285 to half, !dbg !21
  %.296 = fptrunc float %.286 to half, !dbg !21
  %.298 = fptrunc float %.287 to half, !dbg !21
  %.300 = fptrunc float %.288 to half, !dbg !21
  %.302 = fptrunc float %.289 to half, !dbg !21
  %.304 = fptrunc float %.290 to half, !dbg !21
  %t26 = and i32 %.17, 8, !dbg !22
  %t27.not = icmp eq i32 %t26, 0, !dbg !23
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t6, !dbg !24
  %.347 = lshr i32 %.213, 4, !dbg !14
  %.348 = zext i32 %.347 to i64, !dbg !14
  %.349 = and i32 %.213, 15, !dbg !14
  %.350 = zext i32 %.349 to i64, !dbg !14
  br i1 %t27.not, label %b9, label %b7, !dbg !23

b7:                                               ; preds = %b6
  %.321 = mul i64 %.350, %a15, !dbg !24
  %.322 = add i64 %.321, %.348, !dbg !24
  %.324 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.322, !dbg !24
  store half %.292, ptr addrspace(1) %.324, align 2, !dbg !24
  %.326 = add i64 %.322, 2, !dbg !24
  %.327 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.326, !dbg !24
  store half %.294, ptr addrspace(1) %.327, align 2, !dbg !24
  %.329 = add i64 %.322, 4, !dbg !24
  %.330 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.329, !dbg !24
  store half %.296, ptr addrspace(1) %.330, align 2, !dbg !24
  %.332 = add i64 %.322, 6, !dbg !24
  %.333 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.332, !dbg !24
  store half %.298, ptr addrspace(1) %.333, align 2, !dbg !24
  %.335 = add i64 %.322, 8, !dbg !24
  %.336 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.335, !dbg !24
  store half %.300, ptr addrspace(1) %.336, align 2, !dbg !24
  %.338 = add i64 %.322, 10, !dbg !24
  %.339 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.338, !dbg !24
  store half %.302, ptr addrspace(1) %.339, align 2, !dbg !24
  %.341 = add i64 %.322, 12, !dbg !24
  %.342 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.341, !dbg !24
  store half %.304, ptr addrspace(1) %.342, align 2, !dbg !24
  %.344 = add i64 %.322, 14, !dbg !24
  br label %b8, !dbg !24

b8:                                               ; preds = %b9, %b7
  %.381.sink = phi i64 [ %.381, %b9 ], [ %.344, %b7 ]
  %.291 = extractelement <8 x float> %.283, i64 7, !dbg !21
  %.306 = fptrunc float %.291 to half, !dbg !21
  %.382 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.381.sink, !dbg !14
  store half %.306, ptr addrspace(1) %.382, align 2, !dbg !14
  ret void, !dbg !24

b9:                                               ; preds = %b6
  %.351 = mul i64 %.348, %a15, !dbg !25
  %.352 = add i64 %.351, %.350, !dbg !25
  %.354 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.352, !dbg !25
  store half %.292, ptr addrspace(1) %.354, align 2, !dbg !25
  %.356 = shl i64 %a15, 1, !dbg !25
  %.357 = add i64 %.352, %.356, !dbg !25
  %.358 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.357, !dbg !25
  store half %.294, ptr addrspace(1) %.358, align 2, !dbg !25
  %.360 = shl i64 %a15, 2, !dbg !25
  %.361 = add i64 %.352, %.360, !dbg !25
  %.362 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.361, !dbg !25
  store half %.296, ptr addrspace(1) %.362, align 2, !dbg !25
  %.364 = mul i64 %a15, 6, !dbg !25
  %.365 = add i64 %.352, %.364, !dbg !25
  %.366 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.365, !dbg !25
  store half %.298, ptr addrspace(1) %.366, align 2, !dbg !25
  %.368 = shl i64 %a15, 3, !dbg !25
  %.369 = add i64 %.352, %.368, !dbg !25
  %.370 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.369, !dbg !25
  store half %.300, ptr addrspace(1) %.370, align 2, !dbg !25
  %.372 = mul i64 %a15, 10, !dbg !25
  %.373 = add i64 %.352, %.372, !dbg !25
  %.374 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.373, !dbg !25
  store half %.302, ptr addrspace(1) %.374, align 2, !dbg !25
  %.376 = mul i64 %a15, 12, !dbg !25
  %.377 = add i64 %.352, %.376, !dbg !25
  %.378 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.377, !dbg !25
  store half %.304, ptr addrspace(1) %.378, align 2, !dbg !25
  %.380 = mul i64 %a15, 14, !dbg !25
  %.381 = add i64 %.352, %.380, !dbg !25
  br label %b8, !dbg !25

b10:                                              ; preds = %b4
  %.388 = mul i64 %.385, %a15, !dbg !26
  %.389 = add i64 %.388, %.387, !dbg !26
  %.392 = shl i64 %a15, 1, !dbg !26
  %.393 = add i64 %.389, %.392, !dbg !26
  %.396 = shl i64 %a15, 2, !dbg !26
  %.397 = add i64 %.389, %.396, !dbg !26
  %.400 = mul i64 %a15, 6, !dbg !26
  %.401 = add i64 %.389, %.400, !dbg !26
  %.404 = shl i64 %a15, 3, !dbg !26
  %.405 = add i64 %.389, %.404, !dbg !26
  %.408 = mul i64 %a15, 10, !dbg !26
  %.409 = add i64 %.389, %.408, !dbg !26
  %.412 = mul i64 %a15, 12, !dbg !26
  %.413 = add i64 %.389, %.412, !dbg !26
  %.416 = mul i64 %a15, 14, !dbg !26
  %.417 = add i64 %.389, %.416, !dbg !26
  br label %b6, !dbg !26

b11:                                              ; preds = %b2
  %.434 = mul i64 %.433, %a15, !dbg !27
  %.435 = add i64 %.434, %.432, !dbg !27
  %.436 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.435, !dbg !27
  %.437 = load i16, ptr addrspace(1) %.436, align 2, !dbg !27, !amdgpu.noclobber !6
  %.438 = zext i16 %.437 to i32, !dbg !27
  %.440 = add i64 %.435, %a15, !dbg !27
  %.441 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.440, !dbg !27
  %.442 = load i16, ptr addrspace(1) %.441, align 2, !dbg !27, !amdgpu.noclobber !6
  %.443 = zext i16 %.442 to i32, !dbg !27
  %.444 = shl nuw i32 %.443, 16, !dbg !27
  %.445 = or i32 %.444, %.438, !dbg !27
  %.446 = shl i64 %a15, 1, !dbg !27
  %.447 = add i64 %.435, %.446, !dbg !27
  %.448 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.447, !dbg !27
  %.449 = load i16, ptr addrspace(1) %.448, align 2, !dbg !27, !amdgpu.noclobber !6
  %.450 = zext i16 %.449 to i32, !dbg !27
  %.451 = mul i64 %a15, 3, !dbg !27
  %.452 = add i64 %.435, %.451, !dbg !27
  %.453 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.452, !dbg !27
  %.454 = load i16, ptr addrspace(1) %.453, align 2, !dbg !27, !amdgpu.noclobber !6
  %.455 = zext i16 %.454 to i32, !dbg !27
  %.456 = shl nuw i32 %.455, 16, !dbg !27
  %.457 = or i32 %.456, %.450, !dbg !27
  %.458 = shl i64 %a15, 2, !dbg !27
  %.459 = add i64 %.435, %.458, !dbg !27
  %.460 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.459, !dbg !27
  %.461 = load i16, ptr addrspace(1) %.460, align 2, !dbg !27, !amdgpu.noclobber !6
  %.462 = zext i16 %.461 to i32, !dbg !27
  %.463 = mul i64 %a15, 5, !dbg !27
  %.464 = add i64 %.435, %.463, !dbg !27
  %.465 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.464, !dbg !27
  %.466 = load i16, ptr addrspace(1) %.465, align 2, !dbg !27, !amdgpu.noclobber !6
  %.467 = zext i16 %.466 to i32, !dbg !27
  %.468 = shl nuw i32 %.467, 16, !dbg !27
  %.469 = or i32 %.468, %.462, !dbg !27
  %.470 = mul i64 %a15, 6, !dbg !27
  %.471 = add i64 %.435, %.470, !dbg !27
  %.472 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.471, !dbg !27
  %.473 = load i16, ptr addrspace(1) %.472, align 2, !dbg !27, !amdgpu.noclobber !6
  %.474 = zext i16 %.473 to i32, !dbg !27
  %.475 = mul i64 %a15, 7, !dbg !27
  %.476 = add i64 %.435, %.475, !dbg !27
  %.477 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.476, !dbg !27
  %.478 = load i16, ptr addrspace(1) %.477, align 2, !dbg !27, !amdgpu.noclobber !6
  %.479 = zext i16 %.478 to i32, !dbg !27
  %.480 = shl nuw i32 %.479, 16, !dbg !27
  %.481 = or i32 %.480, %.474, !dbg !27
  br label %b4, !dbg !27

b12:                                              ; preds = %entry
  %.492 = mul i64 %.490, %a15, !dbg !28
  %.493 = add i64 %.492, %.491, !dbg !28
  %.494 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.493, !dbg !28
  %.495 = ptrtoint ptr addrspace(1) %.494 to i64, !dbg !28
  %.496 = and i64 %.495, 3, !dbg !28
  %.497 = icmp eq i64 %.496, 0, !dbg !28
  br i1 %.497, label %frag.wide.498, label %frag.narrow.499, !dbg !28

frag.wide.498:                                    ; preds = %b12
  %.501 = load <4 x i32>, ptr addrspace(1) %.494, align 4, !dbg !28, !amdgpu.noclobber !6
  %.502 = extractelement <4 x i32> %.501, i64 0, !dbg !28
  %.503 = extractelement <4 x i32> %.501, i64 1, !dbg !28
  %.504 = extractelement <4 x i32> %.501, i64 2, !dbg !28
  %.505 = extractelement <4 x i32> %.501, i64 3, !dbg !28
  br label %b2, !dbg !28

frag.narrow.499:                                  ; preds = %b12
  %.507 = load i16, ptr addrspace(1) %.494, align 2, !dbg !28, !amdgpu.noclobber !6
  %.508 = zext i16 %.507 to i32, !dbg !28
  %.509 = add i64 %.493, 1, !dbg !28
  %.510 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.509, !dbg !28
  %.511 = load i16, ptr addrspace(1) %.510, align 2, !dbg !28, !amdgpu.noclobber !6
  %.512 = zext i16 %.511 to i32, !dbg !28
  %.513 = shl nuw i32 %.512, 16, !dbg !28
  %.514 = or i32 %.513, %.508, !dbg !28
  %.515 = add i64 %.493, 2, !dbg !28
  %.516 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.515, !dbg !28
  %.517 = load i16, ptr addrspace(1) %.516, align 2, !dbg !28, !amdgpu.noclobber !6
  %.518 = zext i16 %.517 to i32, !dbg !28
  %.519 = add i64 %.493, 3, !dbg !28
  %.520 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.519, !dbg !28
  %.521 = load i16, ptr addrspace(1) %.520, align 2, !dbg !28, !amdgpu.noclobber !6
  %.522 = zext i16 %.521 to i32, !dbg !28
  %.523 = shl nuw i32 %.522, 16, !dbg !28
  %.524 = or i32 %.523, %.518, !dbg !28
  %.525 = add i64 %.493, 4, !dbg !28
  %.526 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.525, !dbg !28
  %.527 = load i16, ptr addrspace(1) %.526, align 2, !dbg !28, !amdgpu.noclobber !6
  %.528 = zext i16 %.527 to i32, !dbg !28
  %.529 = add i64 %.493, 5, !dbg !28
  %.530 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.529, !dbg !28
  %.531 = load i16, ptr addrspace(1) %.530, align 2, !dbg !28, !amdgpu.noclobber !6
  %.532 = zext i16 %.531 to i32, !dbg !28
  %.533 = shl nuw i32 %.532, 16, !dbg !28
  %.534 = or i32 %.533, %.528, !dbg !28
  %.535 = add i64 %.493, 6, !dbg !28
  %.536 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.535, !dbg !28
  %.537 = load i16, ptr addrspace(1) %.536, align 2, !dbg !28, !amdgpu.noclobber !6
  %.538 = zext i16 %.537 to i32, !dbg !28
  %.539 = add i64 %.493, 7, !dbg !28
  %.540 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.539, !dbg !28
  %.541 = load i16, ptr addrspace(1) %.540, align 2, !dbg !28, !amdgpu.noclobber !6
  %.542 = zext i16 %.541 to i32, !dbg !28
  %.543 = shl nuw i32 %.542, 16, !dbg !28
  %.544 = or i32 %.543, %.538, !dbg !28
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
  %.15 = shl nuw nsw i64 %.12, 3, !dbg !30
  %.16 = mul i64 %.14, %a9, !dbg !30
  %.17 = add i64 %.16, %.15, !dbg !30
  %.18 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.17, !dbg !30
  %.19 = ptrtoint ptr addrspace(1) %.18 to i64, !dbg !30
  %.20 = and i64 %.19, 3, !dbg !30
  %.21 = icmp eq i64 %.20, 0, !dbg !30
  br i1 %.21, label %frag.wide.22, label %frag.narrow.23, !dbg !30

frag.wide.22:                                     ; preds = %entry
  %.25 = load <4 x i32>, ptr addrspace(1) %.18, align 4, !dbg !30, !amdgpu.noclobber !6
  %.26 = extractelement <4 x i32> %.25, i64 0, !dbg !30
  %.27 = extractelement <4 x i32> %.25, i64 1, !dbg !30
  %.28 = extractelement <4 x i32> %.25, i64 2, !dbg !30
  %.29 = extractelement <4 x i32> %.25, i64 3, !dbg !30
  br label %frag.join.24, !dbg !30

frag.narrow.23:                                   ; preds = %entry
  %.31 = load i16, ptr addrspace(1) %.18, align 2, !dbg !30, !amdgpu.noclobber !6
  %.32 = zext i16 %.31 to i32, !dbg !30
  %.33 = add i64 %.17, 1, !dbg !30
  %.34 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.33, !dbg !30
  %.35 = load i16, ptr addrspace(1) %.34, align 2, !dbg !30, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !30
  %.37 = shl nuw i32 %.36, 16, !dbg !30
  %.38 = or i32 %.37, %.32, !dbg !30
  %.39 = add i64 %.17, 2, !dbg !30
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.39, !dbg !30
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !30, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !30
  %.43 = add i64 %.17, 3, !dbg !30
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.43, !dbg !30
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !30, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !30
  %.47 = shl nuw i32 %.46, 16, !dbg !30
  %.48 = or i32 %.47, %.42, !dbg !30
  %.49 = add i64 %.17, 4, !dbg !30
  %.50 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.49, !dbg !30
  %.51 = load i16, ptr addrspace(1) %.50, align 2, !dbg !30, !amdgpu.noclobber !6
  %.52 = zext i16 %.51 to i32, !dbg !30
  %.53 = add i64 %.17, 5, !dbg !30
  %.54 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.53, !dbg !30
  %.55 = load i16, ptr addrspace(1) %.54, align 2, !dbg !30, !amdgpu.noclobber !6
  %.56 = zext i16 %.55 to i32, !dbg !30
  %.57 = shl nuw i32 %.56, 16, !dbg !30
  %.58 = or i32 %.57, %.52, !dbg !30
  %.59 = add i64 %.17, 6, !dbg !30
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.59, !dbg !30
  %.61 = load i16, ptr addrspace(1) %.60, align 2, !dbg !30, !amdgpu.noclobber !6
  %.62 = zext i16 %.61 to i32, !dbg !30
  %.63 = add i64 %.17, 7, !dbg !30
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.63, !dbg !30
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !30, !amdgpu.noclobber !6
  %.66 = zext i16 %.65 to i32, !dbg !30
  %.67 = shl nuw i32 %.66, 16, !dbg !30
  %.68 = or i32 %.67, %.62, !dbg !30
  br label %frag.join.24, !dbg !30

frag.join.24:                                     ; preds = %frag.narrow.23, %frag.wide.22
  %.69 = phi i32 [ %.26, %frag.wide.22 ], [ %.38, %frag.narrow.23 ], !dbg !30
  %.70 = phi i32 [ %.27, %frag.wide.22 ], [ %.48, %frag.narrow.23 ], !dbg !30
  %.71 = phi i32 [ %.28, %frag.wide.22 ], [ %.58, %frag.narrow.23 ], !dbg !30
  %.72 = phi i32 [ %.29, %frag.wide.22 ], [ %.68, %frag.narrow.23 ], !dbg !30
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.17, !dbg !31
  %.86 = ptrtoint ptr addrspace(1) %.85 to i64, !dbg !31
  %.87 = and i64 %.86, 3, !dbg !31
  %.88 = icmp eq i64 %.87, 0, !dbg !31
  br i1 %.88, label %frag.wide.89, label %frag.narrow.90, !dbg !31

frag.wide.89:                                     ; preds = %frag.join.24
  %.92 = load <4 x i32>, ptr addrspace(1) %.85, align 4, !dbg !31, !amdgpu.noclobber !6
  %.93 = extractelement <4 x i32> %.92, i64 0, !dbg !31
  %.94 = extractelement <4 x i32> %.92, i64 1, !dbg !31
  %.95 = extractelement <4 x i32> %.92, i64 2, !dbg !31
  %.96 = extractelement <4 x i32> %.92, i64 3, !dbg !31
  br label %frag.join.91, !dbg !31

frag.narrow.90:                                   ; preds = %frag.join.24
  %.98 = load i16, ptr addrspace(1) %.85, align 2, !dbg !31, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !31
  %.100 = add i64 %.17, 1, !dbg !31
  %.101 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.100, !dbg !31
  %.102 = load i16, ptr addrspace(1) %.101, align 2, !dbg !31, !amdgpu.noclobber !6
  %.103 = zext i16 %.102 to i32, !dbg !31
  %.104 = shl nuw i32 %.103, 16, !dbg !31
  %.105 = or i32 %.104, %.99, !dbg !31
  %.106 = add i64 %.17, 2, !dbg !31
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.106, !dbg !31
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !31, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !31
  %.110 = add i64 %.17, 3, !dbg !31
  %.111 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.110, !dbg !31
  %.112 = load i16, ptr addrspace(1) %.111, align 2, !dbg !31, !amdgpu.noclobber !6
  %.113 = zext i16 %.112 to i32, !dbg !31
  %.114 = shl nuw i32 %.113, 16, !dbg !31
  %.115 = or i32 %.114, %.109, !dbg !31
  %.116 = add i64 %.17, 4, !dbg !31
  %.117 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.116, !dbg !31
  %.118 = load i16, ptr addrspace(1) %.117, align 2, !dbg !31, !amdgpu.noclobber !6
  %.119 = zext i16 %.118 to i32, !dbg !31
  %.120 = add i64 %.17, 5, !dbg !31
  %.121 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.120, !dbg !31
  %.122 = load i16, ptr addrspace(1) %.121, align 2, !dbg !31, !amdgpu.noclobber !6
  %.123 = zext i16 %.122 to i32, !dbg !31
  %.124 = shl nuw i32 %.123, 16, !dbg !31
  %.125 = or i32 %.124, %.119, !dbg !31
  %.126 = add i64 %.17, 6, !dbg !31
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.126, !dbg !31
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !31, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !31
  %.130 = add i64 %.17, 7, !dbg !31
  %.131 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.130, !dbg !31
  %.132 = load i16, ptr addrspace(1) %.131, align 2, !dbg !31, !amdgpu.noclobber !6
  %.133 = zext i16 %.132 to i32, !dbg !31
  %.134 = shl nuw i32 %.133, 16, !dbg !31
  %.135 = or i32 %.134, %.129, !dbg !31
  br label %frag.join.91, !dbg !31

frag.join.91:                                     ; preds = %frag.narrow.90, %frag.wide.89
  %.136 = phi i32 [ %.93, %frag.wide.89 ], [ %.105, %frag.narrow.90 ], !dbg !31
  %.137 = phi i32 [ %.94, %frag.wide.89 ], [ %.115, %frag.narrow.90 ], !dbg !31
  %.138 = phi i32 [ %.95, %frag.wide.89 ], [ %.125, %frag.narrow.90 ], !dbg !31
  %.139 = phi i32 [ %.96, %frag.wide.89 ], [ %.135, %frag.narrow.90 ], !dbg !31
  %.153 = bitcast i16 %a10 to half, !dbg !32
  %.154 = fpext half %.153 to float, !dbg !32
  %.185 = icmp ugt i32 %.10, 15, !dbg !32
  %.186 = shl i32 %.10, 2, !dbg !32
  %.187 = xor i32 %.186, 64, !dbg !32
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.69), !dbg !32
  %.190 = select i1 %.185, i32 %.189, i32 %.69, !dbg !32
  %.191 = select i1 %.185, i32 %.69, i32 %.189, !dbg !32
  %.192 = insertelement <8 x i32> poison, i32 %.190, i64 0, !dbg !32
  %.193 = insertelement <8 x i32> %.192, i32 %.191, i64 4, !dbg !32
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.70), !dbg !32
  %.196 = select i1 %.185, i32 %.195, i32 %.70, !dbg !32
  %.197 = select i1 %.185, i32 %.70, i32 %.195, !dbg !32
  %.198 = insertelement <8 x i32> %.193, i32 %.196, i64 1, !dbg !32
  %.199 = insertelement <8 x i32> %.198, i32 %.197, i64 5, !dbg !32
  %.201 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.71), !dbg !32
  %.202 = select i1 %.185, i32 %.201, i32 %.71, !dbg !32
  %.203 = select i1 %.185, i32 %.71, i32 %.201, !dbg !32
  %.204 = insertelement <8 x i32> %.199, i32 %.202, i64 2, !dbg !32
  %.205 = insertelement <8 x i32> %.204, i32 %.203, i64 6, !dbg !32
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.72), !dbg !32
  %.208 = select i1 %.185, i32 %.207, i32 %.72, !dbg !32
  %.209 = select i1 %.185, i32 %.72, i32 %.207, !dbg !32
  %.210 = insertelement <8 x i32> %.205, i32 %.208, i64 3, !dbg !32
  %.211 = insertelement <8 x i32> %.210, i32 %.209, i64 7, !dbg !32
  %.212 = bitcast <8 x i32> %.211 to <16 x half>, !dbg !32
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.136), !dbg !32
  %.215 = select i1 %.185, i32 %.214, i32 %.136, !dbg !32
  %.216 = select i1 %.185, i32 %.136, i32 %.214, !dbg !32
  %.217 = insertelement <8 x i32> poison, i32 %.215, i64 0, !dbg !32
  %.218 = insertelement <8 x i32> %.217, i32 %.216, i64 4, !dbg !32
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.137), !dbg !32
  %.221 = select i1 %.185, i32 %.220, i32 %.137, !dbg !32
  %.222 = select i1 %.185, i32 %.137, i32 %.220, !dbg !32
  %.223 = insertelement <8 x i32> %.218, i32 %.221, i64 1, !dbg !32
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 5, !dbg !32
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.138), !dbg !32
  %.227 = select i1 %.185, i32 %.226, i32 %.138, !dbg !32
  %.228 = select i1 %.185, i32 %.138, i32 %.226, !dbg !32
  %.229 = insertelement <8 x i32> %.224, i32 %.227, i64 2, !dbg !32
  %.230 = insertelement <8 x i32> %.229, i32 %.228, i64 6, !dbg !32
  %.232 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.139), !dbg !32
  %.233 = select i1 %.185, i32 %.232, i32 %.139, !dbg !32
  %.234 = select i1 %.185, i32 %.139, i32 %.232, !dbg !32
  %.235 = insertelement <8 x i32> %.230, i32 %.233, i64 3, !dbg !32
  %.236 = insertelement <8 x i32> %.235, i32 %.234, i64 7, !dbg !32
  %.237 = bitcast <8 x i32> %.236 to <16 x half>, !dbg !32
  %.239 = insertelement <8 x float> poison, float %.154, i64 0, !dbg !32
  %.253 = shufflevector <8 x float> %.239, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !32
  %.254 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.212, <16 x half> %.237, <8 x float> %.253), !dbg !32
  %.255 = extractelement <8 x float> %.254, i64 0, !dbg !32
  %.256 = extractelement <8 x float> %.254, i64 1, !dbg !32
  %.257 = extractelement <8 x float> %.254, i64 2, !dbg !32
  %.258 = extractelement <8 x float> %.254, i64 3, !dbg !32
  %.259 = extractelement <8 x float> %.254, i64 4, !dbg !32
  %.260 = extractelement <8 x float> %.254, i64 5, !dbg !32
  %.261 = extractelement <8 x float> %.254, i64 6, !dbg !32
  %.262 = extractelement <8 x float> %.254, i64 7, !dbg !32
  %.263 = fptrunc float %.255 to half, !dbg !32
  %.265 = fptrunc float %.256 to half, !dbg !32
  %.267 = fptrunc float %.257 to half, !dbg !32
  %.269 = fptrunc float %.258 to half, !dbg !32
  %.271 = fptrunc float %.259 to half, !dbg !32
  %.273 = fptrunc float %.260 to half, !dbg !32
  %.275 = fptrunc float %.261 to half, !dbg !32
  %.277 = fptrunc float %.262 to half, !dbg !32
  %.289 = fpext half %.263 to float, !dbg !33
  %.292 = fpext half %.265 to float, !dbg !33
  %.295 = fpext half %.267 to float, !dbg !33
  %.298 = fpext half %.269 to float, !dbg !33
  %.301 = fpext half %.271 to float, !dbg !33
  %.304 = fpext half %.273 to float, !dbg !33
  %.307 = fpext half %.275 to float, !dbg !33
  %.310 = fpext half %.277 to float, !dbg !33
  %.374 = insertelement <8 x float> poison, float %.289, i64 0, !dbg !33
  %.376 = insertelement <8 x float> %.374, float %.292, i64 1, !dbg !33
  %.378 = insertelement <8 x float> %.376, float %.295, i64 2, !dbg !33
  %.380 = insertelement <8 x float> %.378, float %.298, i64 3, !dbg !33
  %.382 = insertelement <8 x float> %.380, float %.301, i64 4, !dbg !33
  %.384 = insertelement <8 x float> %.382, float %.304, i64 5, !dbg !33
  %.386 = insertelement <8 x float> %.384, float %.307, i64 6, !dbg !33
  %.388 = insertelement <8 x float> %.386, float %.310, i64 7, !dbg !33
  %.389 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.212, <16 x half> %.237, <8 x float> %.388), !dbg !33
  %.390 = extractelement <8 x float> %.389, i64 0, !dbg !33
  %.391 = extractelement <8 x float> %.389, i64 1, !dbg !33
  %.392 = extractelement <8 x float> %.389, i64 2, !dbg !33
  %.393 = extractelement <8 x float> %.389, i64 3, !dbg !33
  %.394 = extractelement <8 x float> %.389, i64 4, !dbg !33
  %.395 = extractelement <8 x float> %.389, i64 5, !dbg !33
  %.396 = extractelement <8 x float> %.389, i64 6, !dbg !33
  %.397 = extractelement <8 x float> %.389, i64 7, !dbg !33
  %.398 = fptrunc float %.390 to half, !dbg !33
  %.400 = fptrunc float %.391 to half, !dbg !33
  %.402 = fptrunc float %.392 to half, !dbg !33
  %.404 = fptrunc float %.393 to half, !dbg !33
  %.406 = fptrunc float %.394 to half, !dbg !33
  %.408 = fptrunc float %.395 to half, !dbg !33
  %.410 = fptrunc float %.396 to half, !dbg !33
  %.412 = fptrunc float %.397 to half, !dbg !33
  %.428 = add i64 %.16, %.12, !dbg !34
  %.430 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.428, !dbg !34
  store half %.398, ptr addrspace(1) %.430, align 2, !dbg !34
  %.432 = add i64 %.428, 2, !dbg !34
  %.433 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.432, !dbg !34
  store half %.400, ptr addrspace(1) %.433, align 2, !dbg !34
  %.435 = add i64 %.428, 4, !dbg !34
  %.436 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.435, !dbg !34
  store half %.402, ptr addrspace(1) %.436, align 2, !dbg !34
  %.438 = add i64 %.428, 6, !dbg !34
  %.439 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.438, !dbg !34
  store half %.404, ptr addrspace(1) %.439, align 2, !dbg !34
  %.441 = add i64 %.428, 8, !dbg !34
  %.442 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.441, !dbg !34
  store half %.406, ptr addrspace(1) %.442, align 2, !dbg !34
  %.444 = add i64 %.428, 10, !dbg !34
  %.445 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.444, !dbg !34
  store half %.408, ptr addrspace(1) %.445, align 2, !dbg !34
  %.447 = add i64 %.428, 12, !dbg !34
  %.448 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.447, !dbg !34
  store half %.410, ptr addrspace(1) %.448, align 2, !dbg !34
  %.450 = add i64 %.428, 14, !dbg !34
  %.451 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.450, !dbg !34
  store half %.412, ptr addrspace(1) %.451, align 2, !dbg !34
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
  %.26 = shl nuw nsw i32 %.22, 3, !dbg !47
  %1 = shl nuw nsw i32 %.24, 5, !dbg !47
  %.28 = add nuw i32 %.26, %1, !dbg !47
  %.29 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.0, i32 %.28, !dbg !47
  %.36 = load <4 x i32>, ptr addrspace(3) %.29, align 16, !dbg !47
  %.37 = extractelement <4 x i32> %.36, i64 0, !dbg !47
  %.38 = extractelement <4 x i32> %.36, i64 1, !dbg !47
  %.39 = extractelement <4 x i32> %.36, i64 2, !dbg !47
  %.40 = extractelement <4 x i32> %.36, i64 3, !dbg !47
  %.96 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.1, i32 %.28, !dbg !48
  %.103 = load <4 x i32>, ptr addrspace(3) %.96, align 16, !dbg !48
  %.104 = extractelement <4 x i32> %.103, i64 0, !dbg !48
  %.105 = extractelement <4 x i32> %.103, i64 1, !dbg !48
  %.106 = extractelement <4 x i32> %.103, i64 2, !dbg !48
  %.107 = extractelement <4 x i32> %.103, i64 3, !dbg !48
  %.160 = shl i32 %.22, 5, !dbg !49
  %.161 = or i32 %.160, %.24, !dbg !49
  %.162 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %.161, !dbg !49
  %.1631 = load half, ptr addrspace(3) %.162, align 2, !dbg !49
  %2 = add i32 %.161, 64, !dbg !49
  %.166 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %2, !dbg !49
  %.1672 = load half, ptr addrspace(3) %.166, align 2, !dbg !49
  %3 = add i32 %.161, 128, !dbg !49
  %.170 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %3, !dbg !49
  %.1713 = load half, ptr addrspace(3) %.170, align 2, !dbg !49
  %4 = add i32 %.161, 192, !dbg !49
  %.174 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %4, !dbg !49
  %.1754 = load half, ptr addrspace(3) %.174, align 2, !dbg !49
  %5 = add i32 %.161, 256, !dbg !49
  %.178 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %5, !dbg !49
  %.1795 = load half, ptr addrspace(3) %.178, align 2, !dbg !49
  %6 = add i32 %.161, 320, !dbg !49
  %.182 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %6, !dbg !49
  %.1836 = load half, ptr addrspace(3) %.182, align 2, !dbg !49
  %7 = add i32 %.161, 384, !dbg !49
  %.186 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %7, !dbg !49
  %.1877 = load half, ptr addrspace(3) %.186, align 2, !dbg !49
  %8 = add i32 %.161, 448, !dbg !49
  %.190 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %8, !dbg !49
  %.1918 = load half, ptr addrspace(3) %.190, align 2, !dbg !49
  %.202 = fpext half %.1631 to float, !dbg !50
  %.205 = fpext half %.1672 to float, !dbg !50
  %.208 = fpext half %.1713 to float, !dbg !50
  %.211 = fpext half %.1754 to float, !dbg !50
  %.214 = fpext half %.1795 to float, !dbg !50
  %.217 = fpext half %.1836 to float, !dbg !50
  %.220 = fpext half %.1877 to float, !dbg !50
  %.223 = fpext half %.1918 to float, !dbg !50
  %.233 = icmp ugt i32 %.21, 15, !dbg !50
  %.234 = shl i32 %.21, 2, !dbg !50
  %.235 = xor i32 %.234, 64, !dbg !50
  %.237 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.37), !dbg !50
  %.238 = select i1 %.233, i32 %.237, i32 %.37, !dbg !50
  %.239 = select i1 %.233, i32 %.37, i32 %.237, !dbg !50
  %.240 = insertelement <8 x i32> poison, i32 %.238, i64 0, !dbg !50
  %.241 = insertelement <8 x i32> %.240, i32 %.239, i64 4, !dbg !50
  %.243 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.38), !dbg !50
  %.244 = select i1 %.233, i32 %.243, i32 %.38, !dbg !50
  %.245 = select i1 %.233, i32 %.38, i32 %.243, !dbg !50
  %.246 = insertelement <8 x i32> %.241, i32 %.244, i64 1, !dbg !50
  %.247 = insertelement <8 x i32> %.246, i32 %.245, i64 5, !dbg !50
  %.249 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.39), !dbg !50
  %.250 = select i1 %.233, i32 %.249, i32 %.39, !dbg !50
  %.251 = select i1 %.233, i32 %.39, i32 %.249, !dbg !50
  %.252 = insertelement <8 x i32> %.247, i32 %.250, i64 2, !dbg !50
  %.253 = insertelement <8 x i32> %.252, i32 %.251, i64 6, !dbg !50
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.40), !dbg !50
  %.256 = select i1 %.233, i32 %.255, i32 %.40, !dbg !50
  %.257 = select i1 %.233, i32 %.40, i32 %.255, !dbg !50
  %.258 = insertelement <8 x i32> %.253, i32 %.256, i64 3, !dbg !50
  %.259 = insertelement <8 x i32> %.258, i32 %.257, i64 7, !dbg !50
  %.260 = bitcast <8 x i32> %.259 to <16 x half>, !dbg !50
  %.262 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.104), !dbg !50
  %.263 = select i1 %.233, i32 %.262, i32 %.104, !dbg !50
  %.264 = select i1 %.233, i32 %.104, i32 %.262, !dbg !50
  %.265 = insertelement <8 x i32> poison, i32 %.263, i64 0, !dbg !50
  %.266 = insertelement <8 x i32> %.265, i32 %.264, i64 4, !dbg !50
  %.268 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.105), !dbg !50
  %.269 = select i1 %.233, i32 %.268, i32 %.105, !dbg !50
  %.270 = select i1 %.233, i32 %.105, i32 %.268, !dbg !50
  %.271 = insertelement <8 x i32> %.266, i32 %.269, i64 1, !dbg !50
  %.272 = insertelement <8 x i32> %.271, i32 %.270, i64 5, !dbg !50
  %.274 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.106), !dbg !50
  %.275 = select i1 %.233, i32 %.274, i32 %.106, !dbg !50
  %.276 = select i1 %.233, i32 %.106, i32 %.274, !dbg !50
  %.277 = insertelement <8 x i32> %.272, i32 %.275, i64 2, !dbg !50
  %.278 = insertelement <8 x i32> %.277, i32 %.276, i64 6, !dbg !50
  %.280 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.107), !dbg !50
  %.281 = select i1 %.233, i32 %.280, i32 %.107, !dbg !50
  %.282 = select i1 %.233, i32 %.107, i32 %.280, !dbg !50
  %.283 = insertelement <8 x i32> %.278, i32 %.281, i64 3, !dbg !50
  %.284 = insertelement <8 x i32> %.283, i32 %.282, i64 7, !dbg !50
  %.285 = bitcast <8 x i32> %.284 to <16 x half>, !dbg !50
  %.287 = insertelement <8 x float> poison, float %.202, i64 0, !dbg !50
  %.289 = insertelement <8 x float> %.287, float %.205, i64 1, !dbg !50
  %.291 = insertelement <8 x float> %.289, float %.208, i64 2, !dbg !50
  %.293 = insertelement <8 x float> %.291, float %.211, i64 3, !dbg !50
  %.295 = insertelement <8 x float> %.293, float %.214, i64 4, !dbg !50
  %.297 = insertelement <8 x float> %.295, float %.217, i64 5, !dbg !50
  %.299 = insertelement <8 x float> %.297, float %.220, i64 6, !dbg !50
  %.301 = insertelement <8 x float> %.299, float %.223, i64 7, !dbg !50
  %.302 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.260, <16 x half> %.285, <8 x float> %.301), !dbg !50
  %.303 = extractelement <8 x float> %.302, i64 0, !dbg !50
  %.304 = extractelement <8 x float> %.302, i64 1, !dbg !50
  %.305 = extractelement <8 x float> %.302, i64 2, !dbg !50
  %.306 = extractelement <8 x float> %.302, i64 3, !dbg !50
  %.307 = extractelement <8 x float> %.302, i64 4, !dbg !50
  %.308 = extractelement <8 x float> %.302, i64 5, !dbg !50
  %.309 = extractelement <8 x float> %.302, i64 6, !dbg !50
  %.310 = extractelement <8 x float> %.302, i64 7, !dbg !50
  %.311 = fptrunc float %.303 to half, !dbg !50
  %.313 = fptrunc float %.304 to half, !dbg !50
  %.315 = fptrunc float %.305 to half, !dbg !50
  %.317 = fptrunc float %.306 to half, !dbg !50
  %.319 = fptrunc float %.307 to half, !dbg !50
  %.321 = fptrunc float %.308 to half, !dbg !50
  %.323 = fptrunc float %.309 to half, !dbg !50
  %.325 = fptrunc float %.310 to half, !dbg !50
  %9 = add nuw nsw i32 %1, %.22, !dbg !51
  %.343 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %9, !dbg !51
  store half %.311, ptr addrspace(3) %.343, align 2, !dbg !51
  %10 = add nuw nsw i32 %9, 2, !dbg !51
  %.346 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %10, !dbg !51
  store half %.313, ptr addrspace(3) %.346, align 2, !dbg !51
  %11 = add nuw nsw i32 %9, 4, !dbg !51
  %.349 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %11, !dbg !51
  store half %.315, ptr addrspace(3) %.349, align 2, !dbg !51
  %12 = add nuw nsw i32 %9, 6, !dbg !51
  %.352 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %12, !dbg !51
  store half %.317, ptr addrspace(3) %.352, align 2, !dbg !51
  %13 = add nuw nsw i32 %9, 8, !dbg !51
  %.355 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %13, !dbg !51
  store half %.319, ptr addrspace(3) %.355, align 2, !dbg !51
  %14 = add nuw nsw i32 %9, 10, !dbg !51
  %.358 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %14, !dbg !51
  store half %.321, ptr addrspace(3) %.358, align 2, !dbg !51
  %15 = add nuw nsw i32 %9, 12, !dbg !51
  %.361 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %15, !dbg !51
  store half %.323, ptr addrspace(3) %.361, align 2, !dbg !51
  %16 = add nuw nsw i32 %9, 14, !dbg !51
  %.364 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %16, !dbg !51
  store half %.325, ptr addrspace(3) %.364, align 2, !dbg !51
  fence syncscope("workgroup") release, !dbg !52
  tail call void @llvm.amdgcn.s.barrier(), !dbg !52
  fence syncscope("workgroup") acquire, !dbg !52
  br i1 %t129, label %b5, label %b6, !dbg !53

b5:                                               ; preds = %b3, %b5
  %t4012 = phi i64 [ %t45, %b5 ], [ %t5, %b3 ]
  %17 = trunc i64 %t4012 to i32, !dbg !54
  %t42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %17, !dbg !54
  %.365 = load i16, ptr addrspace(3) %t42, align 2, !dbg !54
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t4012, !dbg !55
  store i16 %.365, ptr addrspace(1) %t44, align 2, !dbg !55
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
  %.15 = shl nuw nsw i64 %.12, 3, !dbg !58
  %.16 = shl nuw nsw i64 %.14, 4, !dbg !58
  %.17 = add nuw nsw i64 %.16, %.15, !dbg !58
  %.18 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.17, !dbg !58
  %.19 = ptrtoint ptr addrspace(1) %.18 to i64, !dbg !58
  %.20 = and i64 %.19, 3, !dbg !58
  %.21 = icmp eq i64 %.20, 0, !dbg !58
  br i1 %.21, label %frag.wide.22, label %frag.narrow.23, !dbg !58

frag.wide.22:                                     ; preds = %entry
  %.25 = load <4 x i32>, ptr addrspace(1) %.18, align 4, !dbg !58, !amdgpu.noclobber !6
  %.26 = extractelement <4 x i32> %.25, i64 0, !dbg !58
  %.27 = extractelement <4 x i32> %.25, i64 1, !dbg !58
  %.28 = extractelement <4 x i32> %.25, i64 2, !dbg !58
  %.29 = extractelement <4 x i32> %.25, i64 3, !dbg !58
  br label %frag.join.24, !dbg !58

frag.narrow.23:                                   ; preds = %entry
  %.31 = load i16, ptr addrspace(1) %.18, align 2, !dbg !58, !amdgpu.noclobber !6
  %.32 = zext i16 %.31 to i32, !dbg !58
  %.33 = or i64 %.17, 1, !dbg !58
  %.34 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.33, !dbg !58
  %.35 = load i16, ptr addrspace(1) %.34, align 2, !dbg !58, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !58
  %.37 = shl nuw i32 %.36, 16, !dbg !58
  %.38 = or i32 %.37, %.32, !dbg !58
  %.39 = or i64 %.17, 2, !dbg !58
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.39, !dbg !58
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !58, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !58
  %.43 = or i64 %.17, 3, !dbg !58
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.43, !dbg !58
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !58, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !58
  %.47 = shl nuw i32 %.46, 16, !dbg !58
  %.48 = or i32 %.47, %.42, !dbg !58
  %.49 = or i64 %.17, 4, !dbg !58
  %.50 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.49, !dbg !58
  %.51 = load i16, ptr addrspace(1) %.50, align 2, !dbg !58, !amdgpu.noclobber !6
  %.52 = zext i16 %.51 to i32, !dbg !58
  %.53 = or i64 %.17, 5, !dbg !58
  %.54 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.53, !dbg !58
  %.55 = load i16, ptr addrspace(1) %.54, align 2, !dbg !58, !amdgpu.noclobber !6
  %.56 = zext i16 %.55 to i32, !dbg !58
  %.57 = shl nuw i32 %.56, 16, !dbg !58
  %.58 = or i32 %.57, %.52, !dbg !58
  %.59 = or i64 %.17, 6, !dbg !58
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.59, !dbg !58
  %.61 = load i16, ptr addrspace(1) %.60, align 2, !dbg !58, !amdgpu.noclobber !6
  %.62 = zext i16 %.61 to i32, !dbg !58
  %.63 = or i64 %.17, 7, !dbg !58
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.63, !dbg !58
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !58, !amdgpu.noclobber !6
  %.66 = zext i16 %.65 to i32, !dbg !58
  %.67 = shl nuw i32 %.66, 16, !dbg !58
  %.68 = or i32 %.67, %.62, !dbg !58
  br label %frag.join.24, !dbg !58

frag.join.24:                                     ; preds = %frag.narrow.23, %frag.wide.22
  %.69 = phi i32 [ %.26, %frag.wide.22 ], [ %.38, %frag.narrow.23 ], !dbg !58
  %.70 = phi i32 [ %.27, %frag.wide.22 ], [ %.48, %frag.narrow.23 ], !dbg !58
  %.71 = phi i32 [ %.28, %frag.wide.22 ], [ %.58, %frag.narrow.23 ], !dbg !58
  %.72 = phi i32 [ %.29, %frag.wide.22 ], [ %.68, %frag.narrow.23 ], !dbg !58
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.17, !dbg !59
  %.86 = ptrtoint ptr addrspace(1) %.85 to i64, !dbg !59
  %.87 = and i64 %.86, 3, !dbg !59
  %.88 = icmp eq i64 %.87, 0, !dbg !59
  br i1 %.88, label %frag.wide.89, label %frag.narrow.90, !dbg !59

frag.wide.89:                                     ; preds = %frag.join.24
  %.92 = load <4 x i32>, ptr addrspace(1) %.85, align 4, !dbg !59, !amdgpu.noclobber !6
  %.93 = extractelement <4 x i32> %.92, i64 0, !dbg !59
  %.94 = extractelement <4 x i32> %.92, i64 1, !dbg !59
  %.95 = extractelement <4 x i32> %.92, i64 2, !dbg !59
  %.96 = extractelement <4 x i32> %.92, i64 3, !dbg !59
  br label %frag.join.91, !dbg !59

frag.narrow.90:                                   ; preds = %frag.join.24
  %.98 = load i16, ptr addrspace(1) %.85, align 2, !dbg !59, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !59
  %.100 = or i64 %.17, 1, !dbg !59
  %.101 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.100, !dbg !59
  %.102 = load i16, ptr addrspace(1) %.101, align 2, !dbg !59, !amdgpu.noclobber !6
  %.103 = zext i16 %.102 to i32, !dbg !59
  %.104 = shl nuw i32 %.103, 16, !dbg !59
  %.105 = or i32 %.104, %.99, !dbg !59
  %.106 = or i64 %.17, 2, !dbg !59
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.106, !dbg !59
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !59, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !59
  %.110 = or i64 %.17, 3, !dbg !59
  %.111 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.110, !dbg !59
  %.112 = load i16, ptr addrspace(1) %.111, align 2, !dbg !59, !amdgpu.noclobber !6
  %.113 = zext i16 %.112 to i32, !dbg !59
  %.114 = shl nuw i32 %.113, 16, !dbg !59
  %.115 = or i32 %.114, %.109, !dbg !59
  %.116 = or i64 %.17, 4, !dbg !59
  %.117 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.116, !dbg !59
  %.118 = load i16, ptr addrspace(1) %.117, align 2, !dbg !59, !amdgpu.noclobber !6
  %.119 = zext i16 %.118 to i32, !dbg !59
  %.120 = or i64 %.17, 5, !dbg !59
  %.121 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.120, !dbg !59
  %.122 = load i16, ptr addrspace(1) %.121, align 2, !dbg !59, !amdgpu.noclobber !6
  %.123 = zext i16 %.122 to i32, !dbg !59
  %.124 = shl nuw i32 %.123, 16, !dbg !59
  %.125 = or i32 %.124, %.119, !dbg !59
  %.126 = or i64 %.17, 6, !dbg !59
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.126, !dbg !59
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !59, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !59
  %.130 = or i64 %.17, 7, !dbg !59
  %.131 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.130, !dbg !59
  %.132 = load i16, ptr addrspace(1) %.131, align 2, !dbg !59, !amdgpu.noclobber !6
  %.133 = zext i16 %.132 to i32, !dbg !59
  %.134 = shl nuw i32 %.133, 16, !dbg !59
  %.135 = or i32 %.134, %.129, !dbg !59
  br label %frag.join.91, !dbg !59

frag.join.91:                                     ; preds = %frag.narrow.90, %frag.wide.89
  %.136 = phi i32 [ %.93, %frag.wide.89 ], [ %.105, %frag.narrow.90 ], !dbg !59
  %.137 = phi i32 [ %.94, %frag.wide.89 ], [ %.115, %frag.narrow.90 ], !dbg !59
  %.138 = phi i32 [ %.95, %frag.wide.89 ], [ %.125, %frag.narrow.90 ], !dbg !59
  %.139 = phi i32 [ %.96, %frag.wide.89 ], [ %.135, %frag.narrow.90 ], !dbg !59
  %.185 = icmp ugt i32 %.10, 15, !dbg !60
  %.186 = shl i32 %.10, 2, !dbg !60
  %.187 = xor i32 %.186, 64, !dbg !60
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.69), !dbg !60
  %.190 = select i1 %.185, i32 %.189, i32 %.69, !dbg !60
  %.191 = select i1 %.185, i32 %.69, i32 %.189, !dbg !60
  %.192 = insertelement <8 x i32> poison, i32 %.190, i64 0, !dbg !60
  %.193 = insertelement <8 x i32> %.192, i32 %.191, i64 4, !dbg !60
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.70), !dbg !60
  %.196 = select i1 %.185, i32 %.195, i32 %.70, !dbg !60
  %.197 = select i1 %.185, i32 %.70, i32 %.195, !dbg !60
  %.198 = insertelement <8 x i32> %.193, i32 %.196, i64 1, !dbg !60
  %.199 = insertelement <8 x i32> %.198, i32 %.197, i64 5, !dbg !60
  %.201 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.71), !dbg !60
  %.202 = select i1 %.185, i32 %.201, i32 %.71, !dbg !60
  %.203 = select i1 %.185, i32 %.71, i32 %.201, !dbg !60
  %.204 = insertelement <8 x i32> %.199, i32 %.202, i64 2, !dbg !60
  %.205 = insertelement <8 x i32> %.204, i32 %.203, i64 6, !dbg !60
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.72), !dbg !60
  %.208 = select i1 %.185, i32 %.207, i32 %.72, !dbg !60
  %.209 = select i1 %.185, i32 %.72, i32 %.207, !dbg !60
  %.210 = insertelement <8 x i32> %.205, i32 %.208, i64 3, !dbg !60
  %.211 = insertelement <8 x i32> %.210, i32 %.209, i64 7, !dbg !60
  %.212 = bitcast <8 x i32> %.211 to <16 x half>, !dbg !60
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.136), !dbg !60
  %.215 = select i1 %.185, i32 %.214, i32 %.136, !dbg !60
  %.216 = select i1 %.185, i32 %.136, i32 %.214, !dbg !60
  %.217 = insertelement <8 x i32> poison, i32 %.215, i64 0, !dbg !60
  %.218 = insertelement <8 x i32> %.217, i32 %.216, i64 4, !dbg !60
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.137), !dbg !60
  %.221 = select i1 %.185, i32 %.220, i32 %.137, !dbg !60
  %.222 = select i1 %.185, i32 %.137, i32 %.220, !dbg !60
  %.223 = insertelement <8 x i32> %.218, i32 %.221, i64 1, !dbg !60
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 5, !dbg !60
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.138), !dbg !60
  %.227 = select i1 %.185, i32 %.226, i32 %.138, !dbg !60
  %.228 = select i1 %.185, i32 %.138, i32 %.226, !dbg !60
  %.229 = insertelement <8 x i32> %.224, i32 %.227, i64 2, !dbg !60
  %.230 = insertelement <8 x i32> %.229, i32 %.228, i64 6, !dbg !60
  %.232 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.139), !dbg !60
  %.233 = select i1 %.185, i32 %.232, i32 %.139, !dbg !60
  %.234 = select i1 %.185, i32 %.139, i32 %.232, !dbg !60
  %.235 = insertelement <8 x i32> %.230, i32 %.233, i64 3, !dbg !60
  %.236 = insertelement <8 x i32> %.235, i32 %.234, i64 7, !dbg !60
  %.237 = bitcast <8 x i32> %.236 to <16 x half>, !dbg !60
  %.254 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.212, <16 x half> %.237, <8 x float> zeroinitializer), !dbg !60
  %.255 = extractelement <8 x float> %.254, i64 0, !dbg !60
  %.256 = extractelement <8 x float> %.254, i64 1, !dbg !60
  %.257 = extractelement <8 x float> %.254, i64 2, !dbg !60
  %.258 = extractelement <8 x float> %.254, i64 3, !dbg !60
  %.259 = extractelement <8 x float> %.254, i64 4, !dbg !60
  %.260 = extractelement <8 x float> %.254, i64 5, !dbg !60
  %.261 = extractelement <8 x float> %.254, i64 6, !dbg !60
  %.262 = extractelement <8 x float> %.254, i64 7, !dbg !60
  %.263 = fptrunc float %.255 to half, !dbg !60
  %.265 = fptrunc float %.256 to half, !dbg !60
  %.267 = fptrunc float %.257 to half, !dbg !60
  %.269 = fptrunc float %.258 to half, !dbg !60
  %.271 = fptrunc float %.259 to half, !dbg !60
  %.273 = fptrunc float %.260 to half, !dbg !60
  %.275 = fptrunc float %.261 to half, !dbg !60
  %.277 = fptrunc float %.262 to half, !dbg !60
  %.288 = bitcast i16 %a9 to half
  %.289 = fmul half %.288, %.263, !dbg !61
  %.289.1 = fmul half %.288, %.265, !dbg !61
  %.289.2 = fmul half %.288, %.267, !dbg !61
  %.289.3 = fmul half %.288, %.269, !dbg !61
  %.289.4 = fmul half %.288, %.271, !dbg !61
  %.289.5 = fmul half %.288, %.273, !dbg !61
  %.289.6 = fmul half %.288, %.275, !dbg !61
  %.289.7 = fmul half %.288, %.277, !dbg !61
  %.296 = shl nuw nsw i64 %.12, 4, !dbg !62
  %.297 = or i64 %.296, %.14, !dbg !62
  %.299 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.297, !dbg !62
  store half %.289, ptr addrspace(1) %.299, align 2, !dbg !62
  %.302 = add nuw nsw i64 %.297, 32, !dbg !62
  %.303 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.302, !dbg !62
  store half %.289.1, ptr addrspace(1) %.303, align 2, !dbg !62
  %.306 = add nuw nsw i64 %.297, 64, !dbg !62
  %.307 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.306, !dbg !62
  store half %.289.2, ptr addrspace(1) %.307, align 2, !dbg !62
  %.310 = add nuw nsw i64 %.297, 96, !dbg !62
  %.311 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.310, !dbg !62
  store half %.289.3, ptr addrspace(1) %.311, align 2, !dbg !62
  %.314 = add nuw nsw i64 %.297, 128, !dbg !62
  %.315 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.314, !dbg !62
  store half %.289.4, ptr addrspace(1) %.315, align 2, !dbg !62
  %.318 = add nuw nsw i64 %.297, 160, !dbg !62
  %.319 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.318, !dbg !62
  store half %.289.5, ptr addrspace(1) %.319, align 2, !dbg !62
  %.322 = add nuw nsw i64 %.297, 192, !dbg !62
  %.323 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.322, !dbg !62
  store half %.289.6, ptr addrspace(1) %.323, align 2, !dbg !62
  %.326 = add nuw nsw i64 %.297, 224, !dbg !62
  %.327 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.326, !dbg !62
  store half %.289.7, ptr addrspace(1) %.327, align 2, !dbg !62
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
