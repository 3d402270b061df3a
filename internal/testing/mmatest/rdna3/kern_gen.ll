; kern module github.com/kernlab/kern/internal/testing/mmatest/rdna3 (wave32, gfx1100)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !4 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.13 to i64, !dbg !7
  %t2 = shl nsw i64 %t1, 4, !dbg !8
  %t3 = mul i64 %t2, %a12, !dbg !9
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !10
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !10
  %.15 = lshr i32 %.14, 4, !dbg !10
  %.16 = zext i32 %.15 to i64, !dbg !10
  %.17 = and i32 %.14, 15, !dbg !10
  %.18 = zext i32 %.17 to i64, !dbg !10
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !10
  %.21 = mul i64 %.18, %a12, !dbg !10
  %.22 = add i64 %.21, %.20, !dbg !10
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !10
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !10
  %.25 = and i64 %.24, 3, !dbg !10
  %.26 = icmp eq i64 %.25, 0, !dbg !10
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !10

frag.wide.27:                                     ; preds = %entry
  %.30 = load <4 x i32>, ptr addrspace(1) %.23, align 4, !dbg !10, !amdgpu.noclobber !6
  %.31 = extractelement <4 x i32> %.30, i64 0, !dbg !10
  %.32 = extractelement <4 x i32> %.30, i64 1, !dbg !10
  %.33 = extractelement <4 x i32> %.30, i64 2, !dbg !10
  %.34 = extractelement <4 x i32> %.30, i64 3, !dbg !10
  br label %frag.join.29, !dbg !10

frag.narrow.28:                                   ; preds = %entry
  %.36 = load i16, ptr addrspace(1) %.23, align 2, !dbg !10, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !10
  %.38 = add i64 %.22, 1, !dbg !10
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.38, !dbg !10
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !10, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !10
  %.42 = shl nuw i32 %.41, 16, !dbg !10
  %.43 = or i32 %.42, %.37, !dbg !10
  %.44 = add i64 %.22, 2, !dbg !10
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.44, !dbg !10
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !10, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !10
  %.48 = add i64 %.22, 3, !dbg !10
  %.49 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.48, !dbg !10
  %.50 = load i16, ptr addrspace(1) %.49, align 2, !dbg !10, !amdgpu.noclobber !6
  %.51 = zext i16 %.50 to i32, !dbg !10
  %.52 = shl nuw i32 %.51, 16, !dbg !10
  %.53 = or i32 %.52, %.47, !dbg !10
  %.54 = add i64 %.22, 4, !dbg !10
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.54, !dbg !10
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !10, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !10
  %.58 = add i64 %.22, 5, !dbg !10
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !10
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !10, !amdgpu.noclobber !6
  %.61 = zext i16 %.60 to i32, !dbg !10
  %.62 = shl nuw i32 %.61, 16, !dbg !10
  %.63 = or i32 %.62, %.57, !dbg !10
  %.64 = add i64 %.22, 6, !dbg !10
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.64, !dbg !10
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !10, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !10
  %.68 = add i64 %.22, 7, !dbg !10
  %.69 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.68, !dbg !10
  %.70 = load i16, ptr addrspace(1) %.69, align 2, !dbg !10, !amdgpu.noclobber !6
  %.71 = zext i16 %.70 to i32, !dbg !10
  %.72 = shl nuw i32 %.71, 16, !dbg !10
  %.73 = or i32 %.72, %.67, !dbg !10
  br label %frag.join.29, !dbg !10

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.74 = phi i32 [ %.31, %frag.wide.27 ], [ %.43, %frag.narrow.28 ], !dbg !10
  %.75 = phi i32 [ %.32, %frag.wide.27 ], [ %.53, %frag.narrow.28 ], !dbg !10
  %.76 = phi i32 [ %.33, %frag.wide.27 ], [ %.63, %frag.narrow.28 ], !dbg !10
  %.77 = phi i32 [ %.34, %frag.wide.27 ], [ %.73, %frag.narrow.28 ], !dbg !10
  %t7 = mul i64 %t2, %a13, !dbg !11
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !12
  %.89 = mul i64 %.20, %a13, !dbg !12
  %.90 = add i64 %.89, %.18, !dbg !12
  %.91 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.90, !dbg !12
  %.92 = load i16, ptr addrspace(1) %.91, align 2, !dbg !12, !amdgpu.noclobber !6
  %.93 = zext i16 %.92 to i32, !dbg !12
  %.95 = add i64 %.90, %a13, !dbg !12
  %.96 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.95, !dbg !12
  %.97 = load i16, ptr addrspace(1) %.96, align 2, !dbg !12, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !12
  %.99 = shl nuw i32 %.98, 16, !dbg !12
  %.100 = or i32 %.99, %.93, !dbg !12
  %.101 = shl i64 %a13, 1, !dbg !12
  %.102 = add i64 %.90, %.101, !dbg !12
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.102, !dbg !12
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !12, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !12
  %.106 = mul i64 %a13, 3, !dbg !12
  %.107 = add i64 %.90, %.106, !dbg !12
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !12
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !12, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !12
  %.111 = shl nuw i32 %.110, 16, !dbg !12
  %.112 = or i32 %.111, %.105, !dbg !12
  %.113 = shl i64 %a13, 2, !dbg !12
  %.114 = add i64 %.90, %.113, !dbg !12
  %.115 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.114, !dbg !12
  %.116 = load i16, ptr addrspace(1) %.115, align 2, !dbg !12, !amdgpu.noclobber !6
  %.117 = zext i16 %.116 to i32, !dbg !12
  %.118 = mul i64 %a13, 5, !dbg !12
  %.119 = add i64 %.90, %.118, !dbg !12
  %.120 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.119, !dbg !12
  %.121 = load i16, ptr addrspace(1) %.120, align 2, !dbg !12, !amdgpu.noclobber !6
  %.122 = zext i16 %.121 to i32, !dbg !12
  %.123 = shl nuw i32 %.122, 16, !dbg !12
  %.124 = or i32 %.123, %.117, !dbg !12
  %.125 = mul i64 %a13, 6, !dbg !12
  %.126 = add i64 %.90, %.125, !dbg !12
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.126, !dbg !12
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !12, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !12
  %.130 = mul i64 %a13, 7, !dbg !12
  %.131 = add i64 %.90, %.130, !dbg !12
  %.132 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.131, !dbg !12
  %.133 = load i16, ptr addrspace(1) %.132, align 2, !dbg !12, !amdgpu.noclobber !6
  %.134 = zext i16 %.133 to i32, !dbg !12
  %.135 = shl nuw i32 %.134, 16, !dbg !12
  %.136 = or i32 %.135, %.129, !dbg !12
  %t11 = mul i64 %t2, %a14, !dbg !13
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !14
  %.146 = mul i64 %.16, %a14, !dbg !14
  %.147 = add i64 %.146, %.18, !dbg !14
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !14
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !14, !amdgpu.noclobber !6
  %.150 = shl i64 %a14, 1, !dbg !14
  %.151 = add i64 %.147, %.150, !dbg !14
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.151, !dbg !14
  %.153 = load float, ptr addrspace(1) %.152, align 4, !dbg !14, !amdgpu.noclobber !6
  %.154 = shl i64 %a14, 2, !dbg !14
  %.155 = add i64 %.147, %.154, !dbg !14
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.155, !dbg !14
  %.157 = load float, ptr addrspace(1) %.156, align 4, !dbg !14, !amdgpu.noclobber !6
  %.158 = mul i64 %a14, 6, !dbg !14
  %.159 = add i64 %.147, %.158, !dbg !14
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !14
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !14, !amdgpu.noclobber !6
  %.162 = shl i64 %a14, 3, !dbg !14
  %.163 = add i64 %.147, %.162, !dbg !14
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.163, !dbg !14
  %.165 = load float, ptr addrspace(1) %.164, align 4, !dbg !14, !amdgpu.noclobber !6
  %.166 = mul i64 %a14, 10, !dbg !14
  %.167 = add i64 %.147, %.166, !dbg !14
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.167, !dbg !14
  %.169 = load float, ptr addrspace(1) %.168, align 4, !dbg !14, !amdgpu.noclobber !6
  %.170 = mul i64 %a14, 12, !dbg !14
  %.171 = add i64 %.147, %.170, !dbg !14
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.171, !dbg !14
  %.173 = load float, ptr addrspace(1) %.172, align 4, !dbg !14, !amdgpu.noclobber !6
  %.174 = mul i64 %a14, 14, !dbg !14
  %.175 = add i64 %.147, %.174, !dbg !14
  %.176 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.175, !dbg !14
  %.177 = load float, ptr addrspace(1) %.176, align 4, !dbg !14, !amdgpu.noclobber !6
  %.187 = icmp ugt i32 %.14, 15, !dbg !15
  %.188 = shl i32 %.14, 2, !dbg !15
  %.189 = xor i32 %.188, 64, !dbg !15
  %.191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.74), !dbg !15
  %.192 = select i1 %.187, i32 %.191, i32 %.74, !dbg !15
  %.193 = select i1 %.187, i32 %.74, i32 %.191, !dbg !15
  %.194 = insertelement <8 x i32> poison, i32 %.192, i64 0, !dbg !15
  %.195 = insertelement <8 x i32> %.194, i32 %.193, i64 4, !dbg !15
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.75), !dbg !15
  %.198 = select i1 %.187, i32 %.197, i32 %.75, !dbg !15
  %.199 = select i1 %.187, i32 %.75, i32 %.197, !dbg !15
  %.200 = insertelement <8 x i32> %.195, i32 %.198, i64 1, !dbg !15
  %.201 = insertelement <8 x i32> %.200, i32 %.199, i64 5, !dbg !15
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.76), !dbg !15
  %.204 = select i1 %.187, i32 %.203, i32 %.76, !dbg !15
  %.205 = select i1 %.187, i32 %.76, i32 %.203, !dbg !15
  %.206 = insertelement <8 x i32> %.201, i32 %.204, i64 2, !dbg !15
  %.207 = insertelement <8 x i32> %.206, i32 %.205, i64 6, !dbg !15
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.77), !dbg !15
  %.210 = select i1 %.187, i32 %.209, i32 %.77, !dbg !15
  %.211 = select i1 %.187, i32 %.77, i32 %.209, !dbg !15
  %.212 = insertelement <8 x i32> %.207, i32 %.210, i64 3, !dbg !15
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 7, !dbg !15
  %.214 = bitcast <8 x i32> %.213 to <16 x half>, !dbg !15
  %.216 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.100), !dbg !15
  %.217 = select i1 %.187, i32 %.216, i32 %.100, !dbg !15
  %.218 = select i1 %.187, i32 %.100, i32 %.216, !dbg !15
  %.219 = insertelement <8 x i32> poison, i32 %.217, i64 0, !dbg !15
  %.220 = insertelement <8 x i32> %.219, i32 %.218, i64 4, !dbg !15
  %.222 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.112), !dbg !15
  %.223 = select i1 %.187, i32 %.222, i32 %.112, !dbg !15
  %.224 = select i1 %.187, i32 %.112, i32 %.222, !dbg !15
  %.225 = insertelement <8 x i32> %.220, i32 %.223, i64 1, !dbg !15
  %.226 = insertelement <8 x i32> %.225, i32 %.224, i64 5, !dbg !15
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.124), !dbg !15
  %.229 = select i1 %.187, i32 %.228, i32 %.124, !dbg !15
  %.230 = select i1 %.187, i32 %.124, i32 %.228, !dbg !15
  %.231 = insertelement <8 x i32> %.226, i32 %.229, i64 2, !dbg !15
  %.232 = insertelement <8 x i32> %.231, i32 %.230, i64 6, !dbg !15
  %.234 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.136), !dbg !15
  %.235 = select i1 %.187, i32 %.234, i32 %.136, !dbg !15
  %.236 = select i1 %.187, i32 %.136, i32 %.234, !dbg !15
  %.237 = insertelement <8 x i32> %.232, i32 %.235, i64 3, !dbg !15
  %.238 = insertelement <8 x i32> %.237, i32 %.236, i64 7, !dbg !15
  %.239 = bitcast <8 x i32> %.238 to <16 x half>, !dbg !15
  %.241 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !15
  %.243 = insertelement <8 x float> %.241, float %.153, i64 1, !dbg !15
  %.245 = insertelement <8 x float> %.243, float %.157, i64 2, !dbg !15
  %.247 = insertelement <8 x float> %.245, float %.161, i64 3, !dbg !15
  %.249 = insertelement <8 x float> %.247, float %.165, i64 4, !dbg !15
  %.251 = insertelement <8 x float> %.249, float %.169, i64 5, !dbg !15
  %.253 = insertelement <8 x float> %.251, float %.173, i64 6, !dbg !15
  %.255 = insertelement <8 x float> %.253, float %.177, i64 7, !dbg !15
  %.256 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.214, <16 x half> %.239, <8 x float> %.255), !dbg !15
  %.257 = extractelement <8 x float> %.256, i64 0, !dbg !15
  %.258 = extractelement <8 x float> %.256, i64 1, !dbg !15
  %.259 = extractelement <8 x float> %.256, i64 2, !dbg !15
  %.260 = extractelement <8 x float> %.256, i64 3, !dbg !15
  %.261 = extractelement <8 x float> %.256, i64 4, !dbg !15
  %.262 = extractelement <8 x float> %.256, i64 5, !dbg !15
  %.263 = extractelement <8 x float> %.256, i64 6, !dbg !15
  %.264 = extractelement <8 x float> %.256, i64 7, !dbg !15
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !16
  %.281 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !16
  store float %.257, ptr addrspace(1) %.281, align 4, !dbg !16
  %.285 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.151, !dbg !16
  store float %.258, ptr addrspace(1) %.285, align 4, !dbg !16
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.155, !dbg !16
  store float %.259, ptr addrspace(1) %.289, align 4, !dbg !16
  %.293 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !16
  store float %.260, ptr addrspace(1) %.293, align 4, !dbg !16
  %.297 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.163, !dbg !16
  store float %.261, ptr addrspace(1) %.297, align 4, !dbg !16
  %.301 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.167, !dbg !16
  store float %.262, ptr addrspace(1) %.301, align 4, !dbg !16
  %.305 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.171, !dbg !16
  store float %.263, ptr addrspace(1) %.305, align 4, !dbg !16
  %.309 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.175, !dbg !16
  store float %.264, ptr addrspace(1) %.309, align 4, !dbg !16
  ret void, !dbg !16
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !17 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !18
  %t1 = sext i32 %.13 to i64, !dbg !18
  %t2 = shl nsw i64 %t1, 4, !dbg !19
  %t3 = mul i64 %t2, %a12, !dbg !20
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !21
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !21
  %.15 = lshr i32 %.14, 4, !dbg !21
  %.16 = zext i32 %.15 to i64, !dbg !21
  %.17 = and i32 %.14, 15, !dbg !21
  %.18 = zext i32 %.17 to i64, !dbg !21
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !21
  %.21 = mul i64 %.18, %a12, !dbg !21
  %.22 = add i64 %.21, %.20, !dbg !21
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !21
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !21
  %.25 = and i64 %.24, 3, !dbg !21
  %.26 = icmp eq i64 %.25, 0, !dbg !21
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !21

frag.wide.27:                                     ; preds = %entry
  %.30 = load <4 x i32>, ptr addrspace(1) %.23, align 4, !dbg !21, !amdgpu.noclobber !6
  %.31 = extractelement <4 x i32> %.30, i64 0, !dbg !21
  %.32 = extractelement <4 x i32> %.30, i64 1, !dbg !21
  %.33 = extractelement <4 x i32> %.30, i64 2, !dbg !21
  %.34 = extractelement <4 x i32> %.30, i64 3, !dbg !21
  br label %frag.join.29, !dbg !21

frag.narrow.28:                                   ; preds = %entry
  %.36 = load i16, ptr addrspace(1) %.23, align 2, !dbg !21, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !21
  %.38 = add i64 %.22, 1, !dbg !21
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.38, !dbg !21
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !21, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !21
  %.42 = shl nuw i32 %.41, 16, !dbg !21
  %.43 = or i32 %.42, %.37, !dbg !21
  %.44 = add i64 %.22, 2, !dbg !21
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.44, !dbg !21
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !21, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !21
  %.48 = add i64 %.22, 3, !dbg !21
  %.49 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.48, !dbg !21
  %.50 = load i16, ptr addrspace(1) %.49, align 2, !dbg !21, !amdgpu.noclobber !6
  %.51 = zext i16 %.50 to i32, !dbg !21
  %.52 = shl nuw i32 %.51, 16, !dbg !21
  %.53 = or i32 %.52, %.47, !dbg !21
  %.54 = add i64 %.22, 4, !dbg !21
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.54, !dbg !21
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !21, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !21
  %.58 = add i64 %.22, 5, !dbg !21
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !21
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !21, !amdgpu.noclobber !6
  %.61 = zext i16 %.60 to i32, !dbg !21
  %.62 = shl nuw i32 %.61, 16, !dbg !21
  %.63 = or i32 %.62, %.57, !dbg !21
  %.64 = add i64 %.22, 6, !dbg !21
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.64, !dbg !21
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !21, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !21
  %.68 = add i64 %.22, 7, !dbg !21
  %.69 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.68, !dbg !21
  %.70 = load i16, ptr addrspace(1) %.69, align 2, !dbg !21, !amdgpu.noclobber !6
  %.71 = zext i16 %.70 to i32, !dbg !21
  %.72 = shl nuw i32 %.71, 16, !dbg !21
  %.73 = or i32 %.72, %.67, !dbg !21
  br label %frag.join.29, !dbg !21

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.74 = phi i32 [ %.31, %frag.wide.27 ], [ %.43, %frag.narrow.28 ], !dbg !21
  %.75 = phi i32 [ %.32, %frag.wide.27 ], [ %.53, %frag.narrow.28 ], !dbg !21
  %.76 = phi i32 [ %.33, %frag.wide.27 ], [ %.63, %frag.narrow.28 ], !dbg !21
  %.77 = phi i32 [ %.34, %frag.wide.27 ], [ %.73, %frag.narrow.28 ], !dbg !21
  %t7 = mul i64 %t2, %a13, !dbg !22
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !23
  %.89 = mul i64 %.20, %a13, !dbg !23
  %.90 = add i64 %.89, %.18, !dbg !23
  %.91 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.90, !dbg !23
  %.92 = load i16, ptr addrspace(1) %.91, align 2, !dbg !23, !amdgpu.noclobber !6
  %.93 = zext i16 %.92 to i32, !dbg !23
  %.95 = add i64 %.90, %a13, !dbg !23
  %.96 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.95, !dbg !23
  %.97 = load i16, ptr addrspace(1) %.96, align 2, !dbg !23, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !23
  %.99 = shl nuw i32 %.98, 16, !dbg !23
  %.100 = or i32 %.99, %.93, !dbg !23
  %.101 = shl i64 %a13, 1, !dbg !23
  %.102 = add i64 %.90, %.101, !dbg !23
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.102, !dbg !23
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !23, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !23
  %.106 = mul i64 %a13, 3, !dbg !23
  %.107 = add i64 %.90, %.106, !dbg !23
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !23
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !23, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !23
  %.111 = shl nuw i32 %.110, 16, !dbg !23
  %.112 = or i32 %.111, %.105, !dbg !23
  %.113 = shl i64 %a13, 2, !dbg !23
  %.114 = add i64 %.90, %.113, !dbg !23
  %.115 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.114, !dbg !23
  %.116 = load i16, ptr addrspace(1) %.115, align 2, !dbg !23, !amdgpu.noclobber !6
  %.117 = zext i16 %.116 to i32, !dbg !23
  %.118 = mul i64 %a13, 5, !dbg !23
  %.119 = add i64 %.90, %.118, !dbg !23
  %.120 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.119, !dbg !23
  %.121 = load i16, ptr addrspace(1) %.120, align 2, !dbg !23, !amdgpu.noclobber !6
  %.122 = zext i16 %.121 to i32, !dbg !23
  %.123 = shl nuw i32 %.122, 16, !dbg !23
  %.124 = or i32 %.123, %.117, !dbg !23
  %.125 = mul i64 %a13, 6, !dbg !23
  %.126 = add i64 %.90, %.125, !dbg !23
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.126, !dbg !23
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !23, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !23
  %.130 = mul i64 %a13, 7, !dbg !23
  %.131 = add i64 %.90, %.130, !dbg !23
  %.132 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.131, !dbg !23
  %.133 = load i16, ptr addrspace(1) %.132, align 2, !dbg !23, !amdgpu.noclobber !6
  %.134 = zext i16 %.133 to i32, !dbg !23
  %.135 = shl nuw i32 %.134, 16, !dbg !23
  %.136 = or i32 %.135, %.129, !dbg !23
  %t11 = mul i64 %t2, %a14, !dbg !24
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !25
  %.146 = mul i64 %.16, %a14, !dbg !25
  %.147 = add i64 %.146, %.18, !dbg !25
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !25
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !25, !amdgpu.noclobber !6
  %.150 = shl i64 %a14, 1, !dbg !25
  %.151 = add i64 %.147, %.150, !dbg !25
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.151, !dbg !25
  %.153 = load float, ptr addrspace(1) %.152, align 4, !dbg !25, !amdgpu.noclobber !6
  %.154 = shl i64 %a14, 2, !dbg !25
  %.155 = add i64 %.147, %.154, !dbg !25
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.155, !dbg !25
  %.157 = load float, ptr addrspace(1) %.156, align 4, !dbg !25, !amdgpu.noclobber !6
  %.158 = mul i64 %a14, 6, !dbg !25
  %.159 = add i64 %.147, %.158, !dbg !25
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !25
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !25, !amdgpu.noclobber !6
  %.162 = shl i64 %a14, 3, !dbg !25
  %.163 = add i64 %.147, %.162, !dbg !25
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.163, !dbg !25
  %.165 = load float, ptr addrspace(1) %.164, align 4, !dbg !25, !amdgpu.noclobber !6
  %.166 = mul i64 %a14, 10, !dbg !25
  %.167 = add i64 %.147, %.166, !dbg !25
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.167, !dbg !25
  %.169 = load float, ptr addrspace(1) %.168, align 4, !dbg !25, !amdgpu.noclobber !6
  %.170 = mul i64 %a14, 12, !dbg !25
  %.171 = add i64 %.147, %.170, !dbg !25
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.171, !dbg !25
  %.173 = load float, ptr addrspace(1) %.172, align 4, !dbg !25, !amdgpu.noclobber !6
  %.174 = mul i64 %a14, 14, !dbg !25
  %.175 = add i64 %.147, %.174, !dbg !25
  %.176 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.175, !dbg !25
  %.177 = load float, ptr addrspace(1) %.176, align 4, !dbg !25, !amdgpu.noclobber !6
  %.187 = icmp ugt i32 %.14, 15, !dbg !26
  %.188 = shl i32 %.14, 2, !dbg !26
  %.189 = xor i32 %.188, 64, !dbg !26
  %.191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.74), !dbg !26
  %.192 = select i1 %.187, i32 %.191, i32 %.74, !dbg !26
  %.193 = select i1 %.187, i32 %.74, i32 %.191, !dbg !26
  %.194 = insertelement <8 x i32> poison, i32 %.192, i64 0, !dbg !26
  %.195 = insertelement <8 x i32> %.194, i32 %.193, i64 4, !dbg !26
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.75), !dbg !26
  %.198 = select i1 %.187, i32 %.197, i32 %.75, !dbg !26
  %.199 = select i1 %.187, i32 %.75, i32 %.197, !dbg !26
  %.200 = insertelement <8 x i32> %.195, i32 %.198, i64 1, !dbg !26
  %.201 = insertelement <8 x i32> %.200, i32 %.199, i64 5, !dbg !26
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.76), !dbg !26
  %.204 = select i1 %.187, i32 %.203, i32 %.76, !dbg !26
  %.205 = select i1 %.187, i32 %.76, i32 %.203, !dbg !26
  %.206 = insertelement <8 x i32> %.201, i32 %.204, i64 2, !dbg !26
  %.207 = insertelement <8 x i32> %.206, i32 %.205, i64 6, !dbg !26
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.77), !dbg !26
  %.210 = select i1 %.187, i32 %.209, i32 %.77, !dbg !26
  %.211 = select i1 %.187, i32 %.77, i32 %.209, !dbg !26
  %.212 = insertelement <8 x i32> %.207, i32 %.210, i64 3, !dbg !26
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 7, !dbg !26
  %.214 = bitcast <8 x i32> %.213 to <16 x i16>, !dbg !26
  %.216 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.100), !dbg !26
  %.217 = select i1 %.187, i32 %.216, i32 %.100, !dbg !26
  %.218 = select i1 %.187, i32 %.100, i32 %.216, !dbg !26
  %.219 = insertelement <8 x i32> poison, i32 %.217, i64 0, !dbg !26
  %.220 = insertelement <8 x i32> %.219, i32 %.218, i64 4, !dbg !26
  %.222 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.112), !dbg !26
  %.223 = select i1 %.187, i32 %.222, i32 %.112, !dbg !26
  %.224 = select i1 %.187, i32 %.112, i32 %.222, !dbg !26
  %.225 = insertelement <8 x i32> %.220, i32 %.223, i64 1, !dbg !26
  %.226 = insertelement <8 x i32> %.225, i32 %.224, i64 5, !dbg !26
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.124), !dbg !26
  %.229 = select i1 %.187, i32 %.228, i32 %.124, !dbg !26
  %.230 = select i1 %.187, i32 %.124, i32 %.228, !dbg !26
  %.231 = insertelement <8 x i32> %.226, i32 %.229, i64 2, !dbg !26
  %.232 = insertelement <8 x i32> %.231, i32 %.230, i64 6, !dbg !26
  %.234 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.136), !dbg !26
  %.235 = select i1 %.187, i32 %.234, i32 %.136, !dbg !26
  %.236 = select i1 %.187, i32 %.136, i32 %.234, !dbg !26
  %.237 = insertelement <8 x i32> %.232, i32 %.235, i64 3, !dbg !26
  %.238 = insertelement <8 x i32> %.237, i32 %.236, i64 7, !dbg !26
  %.239 = bitcast <8 x i32> %.238 to <16 x i16>, !dbg !26
  %.241 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !26
  %.243 = insertelement <8 x float> %.241, float %.153, i64 1, !dbg !26
  %.245 = insertelement <8 x float> %.243, float %.157, i64 2, !dbg !26
  %.247 = insertelement <8 x float> %.245, float %.161, i64 3, !dbg !26
  %.249 = insertelement <8 x float> %.247, float %.165, i64 4, !dbg !26
  %.251 = insertelement <8 x float> %.249, float %.169, i64 5, !dbg !26
  %.253 = insertelement <8 x float> %.251, float %.173, i64 6, !dbg !26
  %.255 = insertelement <8 x float> %.253, float %.177, i64 7, !dbg !26
  %.256 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.214, <16 x i16> %.239, <8 x float> %.255), !dbg !26
  %.257 = extractelement <8 x float> %.256, i64 0, !dbg !26
  %.258 = extractelement <8 x float> %.256, i64 1, !dbg !26
  %.259 = extractelement <8 x float> %.256, i64 2, !dbg !26
  %.260 = extractelement <8 x float> %.256, i64 3, !dbg !26
  %.261 = extractelement <8 x float> %.256, i64 4, !dbg !26
  %.262 = extractelement <8 x float> %.256, i64 5, !dbg !26
  %.263 = extractelement <8 x float> %.256, i64 6, !dbg !26
  %.264 = extractelement <8 x float> %.256, i64 7, !dbg !26
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !27
  %.281 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !27
  store float %.257, ptr addrspace(1) %.281, align 4, !dbg !27
  %.285 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.151, !dbg !27
  store float %.258, ptr addrspace(1) %.285, align 4, !dbg !27
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.155, !dbg !27
  store float %.259, ptr addrspace(1) %.289, align 4, !dbg !27
  %.293 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !27
  store float %.260, ptr addrspace(1) %.293, align 4, !dbg !27
  %.297 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.163, !dbg !27
  store float %.261, ptr addrspace(1) %.297, align 4, !dbg !27
  %.301 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.167, !dbg !27
  store float %.262, ptr addrspace(1) %.301, align 4, !dbg !27
  %.305 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.171, !dbg !27
  store float %.263, ptr addrspace(1) %.305, align 4, !dbg !27
  %.309 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.175, !dbg !27
  store float %.264, ptr addrspace(1) %.309, align 4, !dbg !27
  ret void, !dbg !27
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !28 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !29
  %t1 = sext i32 %.13 to i64, !dbg !29
  %t2 = shl nsw i64 %t1, 4, !dbg !30
  %t3 = mul i64 %t2, %a12, !dbg !31
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !32
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !32
  %.15 = lshr i32 %.14, 4, !dbg !32
  %.16 = zext i32 %.15 to i64, !dbg !32
  %.17 = and i32 %.14, 15, !dbg !32
  %.18 = zext i32 %.17 to i64, !dbg !32
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !32
  %.21 = mul i64 %.20, %a12, !dbg !32
  %.22 = add i64 %.21, %.18, !dbg !32
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !32
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !32, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !32
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !32
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !32, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !32
  %.34 = add i64 %.22, %.33, !dbg !32
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !32
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !32, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !32
  %.39 = add i64 %.22, %.38, !dbg !32
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !32
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !32, !amdgpu.noclobber !6
  %.45 = shl i64 %a12, 2, !dbg !32
  %.46 = add i64 %.22, %.45, !dbg !32
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !32
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !32, !amdgpu.noclobber !6
  %.50 = mul i64 %a12, 5, !dbg !32
  %.51 = add i64 %.22, %.50, !dbg !32
  %.52 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.51, !dbg !32
  %.53 = load i16, ptr addrspace(1) %.52, align 2, !dbg !32, !amdgpu.noclobber !6
  %.57 = mul i64 %a12, 6, !dbg !32
  %.58 = add i64 %.22, %.57, !dbg !32
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !32
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !32, !amdgpu.noclobber !6
  %.62 = mul i64 %a12, 7, !dbg !32
  %.63 = add i64 %.22, %.62, !dbg !32
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.63, !dbg !32
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !32, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !33
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !34
  %.80 = mul i64 %.18, %a13, !dbg !34
  %.81 = add i64 %.80, %.20, !dbg !34
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !34
  %.83 = ptrtoint ptr addrspace(1) %.82 to i64, !dbg !34
  %.84 = and i64 %.83, 3, !dbg !34
  %.85 = icmp eq i64 %.84, 0, !dbg !34
  br i1 %.85, label %frag.wide.86, label %frag.narrow.87, !dbg !34

frag.wide.86:                                     ; preds = %entry
  %.89 = load <4 x i32>, ptr addrspace(1) %.82, align 4, !dbg !34, !amdgpu.noclobber !6
  %.90 = extractelement <4 x i32> %.89, i64 0, !dbg !34
  %.91 = extractelement <4 x i32> %.89, i64 1, !dbg !34
  %.92 = extractelement <4 x i32> %.89, i64 2, !dbg !34
  %.93 = extractelement <4 x i32> %.89, i64 3, !dbg !34
  br label %frag.join.88, !dbg !34

frag.narrow.87:                                   ; preds = %entry
  %.95 = load i16, ptr addrspace(1) %.82, align 2, !dbg !34, !amdgpu.noclobber !6
  %.96 = zext i16 %.95 to i32, !dbg !34
  %.97 = add i64 %.81, 1, !dbg !34
  %.98 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.97, !dbg !34
  %.99 = load i16, ptr addrspace(1) %.98, align 2, !dbg !34, !amdgpu.noclobber !6
  %.100 = zext i16 %.99 to i32, !dbg !34
  %.101 = shl nuw i32 %.100, 16, !dbg !34
  %.102 = or i32 %.101, %.96, !dbg !34
  %.103 = add i64 %.81, 2, !dbg !34
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.103, !dbg !34
  %.105 = load i16, ptr addrspace(1) %.104, align 2, !dbg !34, !amdgpu.noclobber !6
  %.106 = zext i16 %.105 to i32, !dbg !34
  %.107 = add i64 %.81, 3, !dbg !34
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !34
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !34, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !34
  %.111 = shl nuw i32 %.110, 16, !dbg !34
  %.112 = or i32 %.111, %.106, !dbg !34
  %.113 = add i64 %.81, 4, !dbg !34
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.113, !dbg !34
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !34, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !34
  %.117 = add i64 %.81, 5, !dbg !34
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.117, !dbg !34
  %.119 = load i16, ptr addrspace(1) %.118, align 2, !dbg !34, !amdgpu.noclobber !6
  %.120 = zext i16 %.119 to i32, !dbg !34
  %.121 = shl nuw i32 %.120, 16, !dbg !34
  %.122 = or i32 %.121, %.116, !dbg !34
  %.123 = add i64 %.81, 6, !dbg !34
  %.124 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.123, !dbg !34
  %.125 = load i16, ptr addrspace(1) %.124, align 2, !dbg !34, !amdgpu.noclobber !6
  %.126 = zext i16 %.125 to i32, !dbg !34
  %.127 = add i64 %.81, 7, !dbg !34
  %.128 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.127, !dbg !34
  %.129 = load i16, ptr addrspace(1) %.128, align 2, !dbg !34, !amdgpu.noclobber !6
  %.130 = zext i16 %.129 to i32, !dbg !34
  %.131 = shl nuw i32 %.130, 16, !dbg !34
  %.132 = or i32 %.131, %.126, !dbg !34
  br label %frag.join.88, !dbg !34

frag.join.88:                                     ; preds = %frag.narrow.87, %frag.wide.86
  %.133 = phi i32 [ %.90, %frag.wide.86 ], [ %.102, %frag.narrow.87 ], !dbg !34
  %.134 = phi i32 [ %.91, %frag.wide.86 ], [ %.112, %frag.narrow.87 ], !dbg !34
  %.135 = phi i32 [ %.92, %frag.wide.86 ], [ %.122, %frag.narrow.87 ], !dbg !34
  %.136 = phi i32 [ %.93, %frag.wide.86 ], [ %.132, %frag.narrow.87 ], !dbg !34
  %.61 = zext i16 %.60 to i32, !dbg !32
  %.66 = zext i16 %.65 to i32, !dbg !32
  %.67 = shl nuw i32 %.66, 16, !dbg !32
  %.68 = or i32 %.67, %.61, !dbg !32
  %.49 = zext i16 %.48 to i32, !dbg !32
  %.54 = zext i16 %.53 to i32, !dbg !32
  %.55 = shl nuw i32 %.54, 16, !dbg !32
  %.56 = or i32 %.55, %.49, !dbg !32
  %.37 = zext i16 %.36 to i32, !dbg !32
  %.42 = zext i16 %.41 to i32, !dbg !32
  %.43 = shl nuw i32 %.42, 16, !dbg !32
  %.44 = or i32 %.43, %.37, !dbg !32
  %.25 = zext i16 %.24 to i32, !dbg !32
  %.30 = zext i16 %.29 to i32, !dbg !32
  %.31 = shl nuw i32 %.30, 16, !dbg !32
  %.32 = or i32 %.31, %.25, !dbg !32
  %t11 = mul i64 %t2, %a14, !dbg !35
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !36
  %.146 = mul i64 %.18, %a14, !dbg !36
  %.147 = add i64 %.146, %.16, !dbg !36
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !36
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !36, !amdgpu.noclobber !6
  %.150 = add i64 %.147, 2, !dbg !36
  %.151 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.150, !dbg !36
  %.152 = load float, ptr addrspace(1) %.151, align 4, !dbg !36, !amdgpu.noclobber !6
  %.153 = add i64 %.147, 4, !dbg !36
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.153, !dbg !36
  %.155 = load float, ptr addrspace(1) %.154, align 4, !dbg !36, !amdgpu.noclobber !6
  %.156 = add i64 %.147, 6, !dbg !36
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.156, !dbg !36
  %.158 = load float, ptr addrspace(1) %.157, align 4, !dbg !36, !amdgpu.noclobber !6
  %.159 = add i64 %.147, 8, !dbg !36
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !36
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !36, !amdgpu.noclobber !6
  %.162 = add i64 %.147, 10, !dbg !36
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.162, !dbg !36
  %.164 = load float, ptr addrspace(1) %.163, align 4, !dbg !36, !amdgpu.noclobber !6
  %.165 = add i64 %.147, 12, !dbg !36
  %.166 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.165, !dbg !36
  %.167 = load float, ptr addrspace(1) %.166, align 4, !dbg !36, !amdgpu.noclobber !6
  %.168 = add i64 %.147, 14, !dbg !36
  %.169 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.168, !dbg !36
  %.170 = load float, ptr addrspace(1) %.169, align 4, !dbg !36, !amdgpu.noclobber !6
  %.180 = icmp ugt i32 %.14, 15, !dbg !37
  %.181 = shl i32 %.14, 2, !dbg !37
  %.182 = xor i32 %.181, 64, !dbg !37
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.32), !dbg !37
  %.185 = select i1 %.180, i32 %.184, i32 %.32, !dbg !37
  %.186 = select i1 %.180, i32 %.32, i32 %.184, !dbg !37
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !37
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !37
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.44), !dbg !37
  %.191 = select i1 %.180, i32 %.190, i32 %.44, !dbg !37
  %.192 = select i1 %.180, i32 %.44, i32 %.190, !dbg !37
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !37
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !37
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.56), !dbg !37
  %.197 = select i1 %.180, i32 %.196, i32 %.56, !dbg !37
  %.198 = select i1 %.180, i32 %.56, i32 %.196, !dbg !37
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !37
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !37
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.68), !dbg !37
  %.203 = select i1 %.180, i32 %.202, i32 %.68, !dbg !37
  %.204 = select i1 %.180, i32 %.68, i32 %.202, !dbg !37
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !37
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !37
  %.207 = bitcast <8 x i32> %.206 to <16 x half>, !dbg !37
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.133), !dbg !37
  %.210 = select i1 %.180, i32 %.209, i32 %.133, !dbg !37
  %.211 = select i1 %.180, i32 %.133, i32 %.209, !dbg !37
  %.212 = insertelement <8 x i32> poison, i32 %.210, i64 0, !dbg !37
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 4, !dbg !37
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.134), !dbg !37
  %.216 = select i1 %.180, i32 %.215, i32 %.134, !dbg !37
  %.217 = select i1 %.180, i32 %.134, i32 %.215, !dbg !37
  %.218 = insertelement <8 x i32> %.213, i32 %.216, i64 1, !dbg !37
  %.219 = insertelement <8 x i32> %.218, i32 %.217, i64 5, !dbg !37
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.135), !dbg !37
  %.222 = select i1 %.180, i32 %.221, i32 %.135, !dbg !37
  %.223 = select i1 %.180, i32 %.135, i32 %.221, !dbg !37
  %.224 = insertelement <8 x i32> %.219, i32 %.222, i64 2, !dbg !37
  %.225 = insertelement <8 x i32> %.224, i32 %.223, i64 6, !dbg !37
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.136), !dbg !37
  %.228 = select i1 %.180, i32 %.227, i32 %.136, !dbg !37
  %.229 = select i1 %.180, i32 %.136, i32 %.227, !dbg !37
  %.230 = insertelement <8 x i32> %.225, i32 %.228, i64 3, !dbg !37
  %.231 = insertelement <8 x i32> %.230, i32 %.229, i64 7, !dbg !37
  %.232 = bitcast <8 x i32> %.231 to <16 x half>, !dbg !37
  %.234 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !37
  %.236 = insertelement <8 x float> %.234, float %.152, i64 1, !dbg !37
  %.238 = insertelement <8 x float> %.236, float %.155, i64 2, !dbg !37
  %.240 = insertelement <8 x float> %.238, float %.158, i64 3, !dbg !37
  %.242 = insertelement <8 x float> %.240, float %.161, i64 4, !dbg !37
  %.244 = insertelement <8 x float> %.242, float %.164, i64 5, !dbg !37
  %.246 = insertelement <8 x float> %.244, float %.167, i64 6, !dbg !37
  %.248 = insertelement <8 x float> %.246, float %.170, i64 7, !dbg !37
  %.249 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.207, <16 x half> %.232, <8 x float> %.248), !dbg !37
  %.250 = extractelement <8 x float> %.249, i64 0, !dbg !37
  %.251 = extractelement <8 x float> %.249, i64 1, !dbg !37
  %.252 = extractelement <8 x float> %.249, i64 2, !dbg !37
  %.253 = extractelement <8 x float> %.249, i64 3, !dbg !37
  %.254 = extractelement <8 x float> %.249, i64 4, !dbg !37
  %.255 = extractelement <8 x float> %.249, i64 5, !dbg !37
  %.256 = extractelement <8 x float> %.249, i64 6, !dbg !37
  %.257 = extractelement <8 x float> %.249, i64 7, !dbg !37
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !38
  %.274 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !38
  store float %.250, ptr addrspace(1) %.274, align 4, !dbg !38
  %.277 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.150, !dbg !38
  store float %.251, ptr addrspace(1) %.277, align 4, !dbg !38
  %.280 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.153, !dbg !38
  store float %.252, ptr addrspace(1) %.280, align 4, !dbg !38
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.156, !dbg !38
  store float %.253, ptr addrspace(1) %.283, align 4, !dbg !38
  %.286 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !38
  store float %.254, ptr addrspace(1) %.286, align 4, !dbg !38
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.162, !dbg !38
  store float %.255, ptr addrspace(1) %.289, align 4, !dbg !38
  %.292 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.165, !dbg !38
  store float %.256, ptr addrspace(1) %.292, align 4, !dbg !38
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.168, !dbg !38
  store float %.257, ptr addrspace(1) %.295, align 4, !dbg !38
  ret void, !dbg !38
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !39 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !40
  %t1 = sext i32 %.13 to i64, !dbg !40
  %t2 = shl nsw i64 %t1, 4, !dbg !41
  %t3 = mul i64 %t2, %a12, !dbg !42
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !43
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %.15 = lshr i32 %.14, 4, !dbg !43
  %.16 = zext i32 %.15 to i64, !dbg !43
  %.17 = and i32 %.14, 15, !dbg !43
  %.18 = zext i32 %.17 to i64, !dbg !43
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !43
  %.21 = mul i64 %.20, %a12, !dbg !43
  %.22 = add i64 %.21, %.18, !dbg !43
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !43
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !43, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !43
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !43
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !43, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !43
  %.34 = add i64 %.22, %.33, !dbg !43
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !43
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !43, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !43
  %.39 = add i64 %.22, %.38, !dbg !43
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !43
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !43, !amdgpu.noclobber !6
  %.45 = shl i64 %a12, 2, !dbg !43
  %.46 = add i64 %.22, %.45, !dbg !43
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !43
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !43, !amdgpu.noclobber !6
  %.50 = mul i64 %a12, 5, !dbg !43
  %.51 = add i64 %.22, %.50, !dbg !43
  %.52 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.51, !dbg !43
  %.53 = load i16, ptr addrspace(1) %.52, align 2, !dbg !43, !amdgpu.noclobber !6
  %.57 = mul i64 %a12, 6, !dbg !43
  %.58 = add i64 %.22, %.57, !dbg !43
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !43
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !43, !amdgpu.noclobber !6
  %.62 = mul i64 %a12, 7, !dbg !43
  %.63 = add i64 %.22, %.62, !dbg !43
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.63, !dbg !43
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !43, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !44
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !45
  %.80 = mul i64 %.18, %a13, !dbg !45
  %.81 = add i64 %.80, %.20, !dbg !45
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !45
  %.83 = ptrtoint ptr addrspace(1) %.82 to i64, !dbg !45
  %.84 = and i64 %.83, 3, !dbg !45
  %.85 = icmp eq i64 %.84, 0, !dbg !45
  br i1 %.85, label %frag.wide.86, label %frag.narrow.87, !dbg !45

frag.wide.86:                                     ; preds = %entry
  %.89 = load <4 x i32>, ptr addrspace(1) %.82, align 4, !dbg !45, !amdgpu.noclobber !6
  %.90 = extractelement <4 x i32> %.89, i64 0, !dbg !45
  %.91 = extractelement <4 x i32> %.89, i64 1, !dbg !45
  %.92 = extractelement <4 x i32> %.89, i64 2, !dbg !45
  %.93 = extractelement <4 x i32> %.89, i64 3, !dbg !45
  br label %frag.join.88, !dbg !45

frag.narrow.87:                                   ; preds = %entry
  %.95 = load i16, ptr addrspace(1) %.82, align 2, !dbg !45, !amdgpu.noclobber !6
  %.96 = zext i16 %.95 to i32, !dbg !45
  %.97 = add i64 %.81, 1, !dbg !45
  %.98 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.97, !dbg !45
  %.99 = load i16, ptr addrspace(1) %.98, align 2, !dbg !45, !amdgpu.noclobber !6
  %.100 = zext i16 %.99 to i32, !dbg !45
  %.101 = shl nuw i32 %.100, 16, !dbg !45
  %.102 = or i32 %.101, %.96, !dbg !45
  %.103 = add i64 %.81, 2, !dbg !45
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.103, !dbg !45
  %.105 = load i16, ptr addrspace(1) %.104, align 2, !dbg !45, !amdgpu.noclobber !6
  %.106 = zext i16 %.105 to i32, !dbg !45
  %.107 = add i64 %.81, 3, !dbg !45
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !45
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !45, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !45
  %.111 = shl nuw i32 %.110, 16, !dbg !45
  %.112 = or i32 %.111, %.106, !dbg !45
  %.113 = add i64 %.81, 4, !dbg !45
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.113, !dbg !45
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !45, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !45
  %.117 = add i64 %.81, 5, !dbg !45
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.117, !dbg !45
  %.119 = load i16, ptr addrspace(1) %.118, align 2, !dbg !45, !amdgpu.noclobber !6
  %.120 = zext i16 %.119 to i32, !dbg !45
  %.121 = shl nuw i32 %.120, 16, !dbg !45
  %.122 = or i32 %.121, %.116, !dbg !45
  %.123 = add i64 %.81, 6, !dbg !45
  %.124 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.123, !dbg !45
  %.125 = load i16, ptr addrspace(1) %.124, align 2, !dbg !45, !amdgpu.noclobber !6
  %.126 = zext i16 %.125 to i32, !dbg !45
  %.127 = add i64 %.81, 7, !dbg !45
  %.128 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.127, !dbg !45
  %.129 = load i16, ptr addrspace(1) %.128, align 2, !dbg !45, !amdgpu.noclobber !6
  %.130 = zext i16 %.129 to i32, !dbg !45
  %.131 = shl nuw i32 %.130, 16, !dbg !45
  %.132 = or i32 %.131, %.126, !dbg !45
  br label %frag.join.88, !dbg !45

frag.join.88:                                     ; preds = %frag.narrow.87, %frag.wide.86
  %.133 = phi i32 [ %.90, %frag.wide.86 ], [ %.102, %frag.narrow.87 ], !dbg !45
  %.134 = phi i32 [ %.91, %frag.wide.86 ], [ %.112, %frag.narrow.87 ], !dbg !45
  %.135 = phi i32 [ %.92, %frag.wide.86 ], [ %.122, %frag.narrow.87 ], !dbg !45
  %.136 = phi i32 [ %.93, %frag.wide.86 ], [ %.132, %frag.narrow.87 ], !dbg !45
  %.61 = zext i16 %.60 to i32, !dbg !43
  %.66 = zext i16 %.65 to i32, !dbg !43
  %.67 = shl nuw i32 %.66, 16, !dbg !43
  %.68 = or i32 %.67, %.61, !dbg !43
  %.49 = zext i16 %.48 to i32, !dbg !43
  %.54 = zext i16 %.53 to i32, !dbg !43
  %.55 = shl nuw i32 %.54, 16, !dbg !43
  %.56 = or i32 %.55, %.49, !dbg !43
  %.37 = zext i16 %.36 to i32, !dbg !43
  %.42 = zext i16 %.41 to i32, !dbg !43
  %.43 = shl nuw i32 %.42, 16, !dbg !43
  %.44 = or i32 %.43, %.37, !dbg !43
  %.25 = zext i16 %.24 to i32, !dbg !43
  %.30 = zext i16 %.29 to i32, !dbg !43
  %.31 = shl nuw i32 %.30, 16, !dbg !43
  %.32 = or i32 %.31, %.25, !dbg !43
  %t11 = mul i64 %t2, %a14, !dbg !46
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !47
  %.146 = mul i64 %.18, %a14, !dbg !47
  %.147 = add i64 %.146, %.16, !dbg !47
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !47
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !47, !amdgpu.noclobber !6
  %.150 = add i64 %.147, 2, !dbg !47
  %.151 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.150, !dbg !47
  %.152 = load float, ptr addrspace(1) %.151, align 4, !dbg !47, !amdgpu.noclobber !6
  %.153 = add i64 %.147, 4, !dbg !47
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.153, !dbg !47
  %.155 = load float, ptr addrspace(1) %.154, align 4, !dbg !47, !amdgpu.noclobber !6
  %.156 = add i64 %.147, 6, !dbg !47
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.156, !dbg !47
  %.158 = load float, ptr addrspace(1) %.157, align 4, !dbg !47, !amdgpu.noclobber !6
  %.159 = add i64 %.147, 8, !dbg !47
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !47
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !47, !amdgpu.noclobber !6
  %.162 = add i64 %.147, 10, !dbg !47
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.162, !dbg !47
  %.164 = load float, ptr addrspace(1) %.163, align 4, !dbg !47, !amdgpu.noclobber !6
  %.165 = add i64 %.147, 12, !dbg !47
  %.166 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.165, !dbg !47
  %.167 = load float, ptr addrspace(1) %.166, align 4, !dbg !47, !amdgpu.noclobber !6
  %.168 = add i64 %.147, 14, !dbg !47
  %.169 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.168, !dbg !47
  %.170 = load float, ptr addrspace(1) %.169, align 4, !dbg !47, !amdgpu.noclobber !6
  %.180 = icmp ugt i32 %.14, 15, !dbg !48
  %.181 = shl i32 %.14, 2, !dbg !48
  %.182 = xor i32 %.181, 64, !dbg !48
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.32), !dbg !48
  %.185 = select i1 %.180, i32 %.184, i32 %.32, !dbg !48
  %.186 = select i1 %.180, i32 %.32, i32 %.184, !dbg !48
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !48
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !48
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.44), !dbg !48
  %.191 = select i1 %.180, i32 %.190, i32 %.44, !dbg !48
  %.192 = select i1 %.180, i32 %.44, i32 %.190, !dbg !48
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !48
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !48
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.56), !dbg !48
  %.197 = select i1 %.180, i32 %.196, i32 %.56, !dbg !48
  %.198 = select i1 %.180, i32 %.56, i32 %.196, !dbg !48
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !48
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !48
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.68), !dbg !48
  %.203 = select i1 %.180, i32 %.202, i32 %.68, !dbg !48
  %.204 = select i1 %.180, i32 %.68, i32 %.202, !dbg !48
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !48
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !48
  %.207 = bitcast <8 x i32> %.206 to <16 x i16>, !dbg !48
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.133), !dbg !48
  %.210 = select i1 %.180, i32 %.209, i32 %.133, !dbg !48
  %.211 = select i1 %.180, i32 %.133, i32 %.209, !dbg !48
  %.212 = insertelement <8 x i32> poison, i32 %.210, i64 0, !dbg !48
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 4, !dbg !48
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.134), !dbg !48
  %.216 = select i1 %.180, i32 %.215, i32 %.134, !dbg !48
  %.217 = select i1 %.180, i32 %.134, i32 %.215, !dbg !48
  %.218 = insertelement <8 x i32> %.213, i32 %.216, i64 1, !dbg !48
  %.219 = insertelement <8 x i32> %.218, i32 %.217, i64 5, !dbg !48
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.135), !dbg !48
  %.222 = select i1 %.180, i32 %.221, i32 %.135, !dbg !48
  %.223 = select i1 %.180, i32 %.135, i32 %.221, !dbg !48
  %.224 = insertelement <8 x i32> %.219, i32 %.222, i64 2, !dbg !48
  %.225 = insertelement <8 x i32> %.224, i32 %.223, i64 6, !dbg !48
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.136), !dbg !48
  %.228 = select i1 %.180, i32 %.227, i32 %.136, !dbg !48
  %.229 = select i1 %.180, i32 %.136, i32 %.227, !dbg !48
  %.230 = insertelement <8 x i32> %.225, i32 %.228, i64 3, !dbg !48
  %.231 = insertelement <8 x i32> %.230, i32 %.229, i64 7, !dbg !48
  %.232 = bitcast <8 x i32> %.231 to <16 x i16>, !dbg !48
  %.234 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !48
  %.236 = insertelement <8 x float> %.234, float %.152, i64 1, !dbg !48
  %.238 = insertelement <8 x float> %.236, float %.155, i64 2, !dbg !48
  %.240 = insertelement <8 x float> %.238, float %.158, i64 3, !dbg !48
  %.242 = insertelement <8 x float> %.240, float %.161, i64 4, !dbg !48
  %.244 = insertelement <8 x float> %.242, float %.164, i64 5, !dbg !48
  %.246 = insertelement <8 x float> %.244, float %.167, i64 6, !dbg !48
  %.248 = insertelement <8 x float> %.246, float %.170, i64 7, !dbg !48
  %.249 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.207, <16 x i16> %.232, <8 x float> %.248), !dbg !48
  %.250 = extractelement <8 x float> %.249, i64 0, !dbg !48
  %.251 = extractelement <8 x float> %.249, i64 1, !dbg !48
  %.252 = extractelement <8 x float> %.249, i64 2, !dbg !48
  %.253 = extractelement <8 x float> %.249, i64 3, !dbg !48
  %.254 = extractelement <8 x float> %.249, i64 4, !dbg !48
  %.255 = extractelement <8 x float> %.249, i64 5, !dbg !48
  %.256 = extractelement <8 x float> %.249, i64 6, !dbg !48
  %.257 = extractelement <8 x float> %.249, i64 7, !dbg !48
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !49
  %.274 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !49
  store float %.250, ptr addrspace(1) %.274, align 4, !dbg !49
  %.277 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.150, !dbg !49
  store float %.251, ptr addrspace(1) %.277, align 4, !dbg !49
  %.280 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.153, !dbg !49
  store float %.252, ptr addrspace(1) %.280, align 4, !dbg !49
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.156, !dbg !49
  store float %.253, ptr addrspace(1) %.283, align 4, !dbg !49
  %.286 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !49
  store float %.254, ptr addrspace(1) %.286, align 4, !dbg !49
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.162, !dbg !49
  store float %.255, ptr addrspace(1) %.289, align 4, !dbg !49
  %.292 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.165, !dbg !49
  store float %.256, ptr addrspace(1) %.292, align 4, !dbg !49
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.168, !dbg !49
  store float %.257, ptr addrspace(1) %.295, align 4, !dbg !49
  ret void, !dbg !49
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #1 !dbg !50 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !51
  %.11 = lshr i32 %.10, 4, !dbg !51
  %.12 = zext i32 %.11 to i64, !dbg !51
  %.13 = and i32 %.10, 15, !dbg !51
  %.14 = zext i32 %.13 to i64, !dbg !51
  %.16 = shl nuw nsw i64 %.12, 3, !dbg !51
  %.17 = mul i64 %.14, %a9, !dbg !51
  %.18 = add i64 %.17, %.16, !dbg !51
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !51
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !51
  %.21 = and i64 %.20, 3, !dbg !51
  %.22 = icmp eq i64 %.21, 0, !dbg !51
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !51

frag.wide.23:                                     ; preds = %entry
  %.26 = load <4 x i32>, ptr addrspace(1) %.19, align 4, !dbg !51, !amdgpu.noclobber !6
  %.27 = extractelement <4 x i32> %.26, i64 0, !dbg !51
  %.28 = extractelement <4 x i32> %.26, i64 1, !dbg !51
  %.29 = extractelement <4 x i32> %.26, i64 2, !dbg !51
  %.30 = extractelement <4 x i32> %.26, i64 3, !dbg !51
  br label %frag.join.25, !dbg !51

frag.narrow.24:                                   ; preds = %entry
  %.32 = load i16, ptr addrspace(1) %.19, align 2, !dbg !51, !amdgpu.noclobber !6
  %.33 = zext i16 %.32 to i32, !dbg !51
  %.34 = add i64 %.18, 1, !dbg !51
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.34, !dbg !51
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !51, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !51
  %.38 = shl nuw i32 %.37, 16, !dbg !51
  %.39 = or i32 %.38, %.33, !dbg !51
  %.40 = add i64 %.18, 2, !dbg !51
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !51
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !51, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !51
  %.44 = add i64 %.18, 3, !dbg !51
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.44, !dbg !51
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !51, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !51
  %.48 = shl nuw i32 %.47, 16, !dbg !51
  %.49 = or i32 %.48, %.43, !dbg !51
  %.50 = add i64 %.18, 4, !dbg !51
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !51
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !51, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !51
  %.54 = add i64 %.18, 5, !dbg !51
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.54, !dbg !51
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !51, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !51
  %.58 = shl nuw i32 %.57, 16, !dbg !51
  %.59 = or i32 %.58, %.53, !dbg !51
  %.60 = add i64 %.18, 6, !dbg !51
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !51
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !51, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !51
  %.64 = add i64 %.18, 7, !dbg !51
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.64, !dbg !51
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !51, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !51
  %.68 = shl nuw i32 %.67, 16, !dbg !51
  %.69 = or i32 %.68, %.63, !dbg !51
  br label %frag.join.25, !dbg !51

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.70 = phi i32 [ %.27, %frag.wide.23 ], [ %.39, %frag.narrow.24 ], !dbg !51
  %.71 = phi i32 [ %.28, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !51
  %.72 = phi i32 [ %.29, %frag.wide.23 ], [ %.59, %frag.narrow.24 ], !dbg !51
  %.73 = phi i32 [ %.30, %frag.wide.23 ], [ %.69, %frag.narrow.24 ], !dbg !51
  %.85 = mul i64 %.14, %a10, !dbg !52
  %.86 = add i64 %.85, %.16, !dbg !52
  %.87 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.86, !dbg !52
  %.88 = ptrtoint ptr addrspace(1) %.87 to i64, !dbg !52
  %.89 = and i64 %.88, 3, !dbg !52
  %.90 = icmp eq i64 %.89, 0, !dbg !52
  br i1 %.90, label %frag.wide.91, label %frag.narrow.92, !dbg !52

frag.wide.91:                                     ; preds = %frag.join.25
  %.94 = load <4 x i32>, ptr addrspace(1) %.87, align 4, !dbg !52, !amdgpu.noclobber !6
  %.95 = extractelement <4 x i32> %.94, i64 0, !dbg !52
  %.96 = extractelement <4 x i32> %.94, i64 1, !dbg !52
  %.97 = extractelement <4 x i32> %.94, i64 2, !dbg !52
  %.98 = extractelement <4 x i32> %.94, i64 3, !dbg !52
  br label %frag.join.93, !dbg !52

frag.narrow.92:                                   ; preds = %frag.join.25
  %.100 = load i16, ptr addrspace(1) %.87, align 2, !dbg !52, !amdgpu.noclobber !6
  %.101 = zext i16 %.100 to i32, !dbg !52
  %.102 = add i64 %.86, 1, !dbg !52
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.102, !dbg !52
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !52, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !52
  %.106 = shl nuw i32 %.105, 16, !dbg !52
  %.107 = or i32 %.106, %.101, !dbg !52
  %.108 = add i64 %.86, 2, !dbg !52
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.108, !dbg !52
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !52, !amdgpu.noclobber !6
  %.111 = zext i16 %.110 to i32, !dbg !52
  %.112 = add i64 %.86, 3, !dbg !52
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.112, !dbg !52
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !52, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !52
  %.116 = shl nuw i32 %.115, 16, !dbg !52
  %.117 = or i32 %.116, %.111, !dbg !52
  %.118 = add i64 %.86, 4, !dbg !52
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.118, !dbg !52
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !52, !amdgpu.noclobber !6
  %.121 = zext i16 %.120 to i32, !dbg !52
  %.122 = add i64 %.86, 5, !dbg !52
  %.123 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.122, !dbg !52
  %.124 = load i16, ptr addrspace(1) %.123, align 2, !dbg !52, !amdgpu.noclobber !6
  %.125 = zext i16 %.124 to i32, !dbg !52
  %.126 = shl nuw i32 %.125, 16, !dbg !52
  %.127 = or i32 %.126, %.121, !dbg !52
  %.128 = add i64 %.86, 6, !dbg !52
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.128, !dbg !52
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !52, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !52
  %.132 = add i64 %.86, 7, !dbg !52
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.132, !dbg !52
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !52, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !52
  %.136 = shl nuw i32 %.135, 16, !dbg !52
  %.137 = or i32 %.136, %.131, !dbg !52
  br label %frag.join.93, !dbg !52

frag.join.93:                                     ; preds = %frag.narrow.92, %frag.wide.91
  %.138 = phi i32 [ %.95, %frag.wide.91 ], [ %.107, %frag.narrow.92 ], !dbg !52
  %.139 = phi i32 [ %.96, %frag.wide.91 ], [ %.117, %frag.narrow.92 ], !dbg !52
  %.140 = phi i32 [ %.97, %frag.wide.91 ], [ %.127, %frag.narrow.92 ], !dbg !52
  %.141 = phi i32 [ %.98, %frag.wide.91 ], [ %.137, %frag.narrow.92 ], !dbg !52
  %.155 = icmp ugt i32 %.10, 15
  %.156 = shl i32 %.10, 2
  %.157 = xor i32 %.156, 64
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.70), !dbg !53
  %.160 = select i1 %.155, i32 %.159, i32 %.70, !dbg !53
  %.161 = select i1 %.155, i32 %.70, i32 %.159, !dbg !53
  %.162 = insertelement <8 x i32> poison, i32 %.160, i64 0, !dbg !53
  %.163 = insertelement <8 x i32> %.162, i32 %.161, i64 4, !dbg !53
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.71), !dbg !53
  %.166 = select i1 %.155, i32 %.165, i32 %.71, !dbg !53
  %.167 = select i1 %.155, i32 %.71, i32 %.165, !dbg !53
  %.168 = insertelement <8 x i32> %.163, i32 %.166, i64 1, !dbg !53
  %.169 = insertelement <8 x i32> %.168, i32 %.167, i64 5, !dbg !53
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.72), !dbg !53
  %.172 = select i1 %.155, i32 %.171, i32 %.72, !dbg !53
  %.173 = select i1 %.155, i32 %.72, i32 %.171, !dbg !53
  %.174 = insertelement <8 x i32> %.169, i32 %.172, i64 2, !dbg !53
  %.175 = insertelement <8 x i32> %.174, i32 %.173, i64 6, !dbg !53
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.73), !dbg !53
  %.178 = select i1 %.155, i32 %.177, i32 %.73, !dbg !53
  %.179 = select i1 %.155, i32 %.73, i32 %.177, !dbg !53
  %.180 = insertelement <8 x i32> %.175, i32 %.178, i64 3, !dbg !53
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 7, !dbg !53
  %.182 = bitcast <8 x i32> %.181 to <16 x half>, !dbg !53
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.138), !dbg !53
  %.185 = select i1 %.155, i32 %.184, i32 %.138, !dbg !53
  %.186 = select i1 %.155, i32 %.138, i32 %.184, !dbg !53
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !53
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !53
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.139), !dbg !53
  %.191 = select i1 %.155, i32 %.190, i32 %.139, !dbg !53
  %.192 = select i1 %.155, i32 %.139, i32 %.190, !dbg !53
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !53
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !53
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.140), !dbg !53
  %.197 = select i1 %.155, i32 %.196, i32 %.140, !dbg !53
  %.198 = select i1 %.155, i32 %.140, i32 %.196, !dbg !53
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !53
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !53
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.141), !dbg !53
  %.203 = select i1 %.155, i32 %.202, i32 %.141, !dbg !53
  %.204 = select i1 %.155, i32 %.141, i32 %.202, !dbg !53
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !53
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !53
  %.207 = bitcast <8 x i32> %.206 to <16 x half>, !dbg !53
  %.209 = insertelement <8 x float> poison, float %a12, i64 0, !dbg !53
  %.223 = shufflevector <8 x float> %.209, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !53
  %.224 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.182, <16 x half> %.207, <8 x float> %.223), !dbg !53
  %.224.1 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.182, <16 x half> %.207, <8 x float> %.224), !dbg !53
  %.225.le = extractelement <8 x float> %.224.1, i64 0, !dbg !53
  %.226.le = extractelement <8 x float> %.224.1, i64 1, !dbg !53
  %.227.le = extractelement <8 x float> %.224.1, i64 2, !dbg !53
  %.228.le = extractelement <8 x float> %.224.1, i64 3, !dbg !53
  %.229.le = extractelement <8 x float> %.224.1, i64 4, !dbg !53
  %.230.le = extractelement <8 x float> %.224.1, i64 5, !dbg !53
  %.231.le = extractelement <8 x float> %.224.1, i64 6, !dbg !53
  %.232.le = extractelement <8 x float> %.224.1, i64 7, !dbg !53
  %.246 = mul i64 %.14, %a11, !dbg !54
  %.247 = add i64 %.246, %.12, !dbg !54
  %.249 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.247, !dbg !54
  store float %.225.le, ptr addrspace(1) %.249, align 4, !dbg !54
  %.251 = add i64 %.247, 2, !dbg !54
  %.252 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.251, !dbg !54
  store float %.226.le, ptr addrspace(1) %.252, align 4, !dbg !54
  %.254 = add i64 %.247, 4, !dbg !54
  %.255 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.254, !dbg !54
  store float %.227.le, ptr addrspace(1) %.255, align 4, !dbg !54
  %.257 = add i64 %.247, 6, !dbg !54
  %.258 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.257, !dbg !54
  store float %.228.le, ptr addrspace(1) %.258, align 4, !dbg !54
  %.260 = add i64 %.247, 8, !dbg !54
  %.261 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.260, !dbg !54
  store float %.229.le, ptr addrspace(1) %.261, align 4, !dbg !54
  %.263 = add i64 %.247, 10, !dbg !54
  %.264 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.263, !dbg !54
  store float %.230.le, ptr addrspace(1) %.264, align 4, !dbg !54
  %.266 = add i64 %.247, 12, !dbg !54
  %.267 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.266, !dbg !54
  store float %.231.le, ptr addrspace(1) %.267, align 4, !dbg !54
  %.269 = add i64 %.247, 14, !dbg !54
  %.270 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.269, !dbg !54
  store float %.232.le, ptr addrspace(1) %.270, align 4, !dbg !54
  ret void, !dbg !54
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #1 !dbg !55 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !56
  %.11 = lshr i32 %.10, 4, !dbg !56
  %.12 = zext i32 %.11 to i64, !dbg !56
  %.13 = and i32 %.10, 15, !dbg !56
  %.14 = zext i32 %.13 to i64, !dbg !56
  %.16 = shl nuw nsw i64 %.12, 3, !dbg !56
  %.17 = mul i64 %.14, %a9, !dbg !56
  %.18 = add i64 %.17, %.16, !dbg !56
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !56
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !56
  %.21 = and i64 %.20, 3, !dbg !56
  %.22 = icmp eq i64 %.21, 0, !dbg !56
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !56

frag.wide.23:                                     ; preds = %entry
  %.26 = load <4 x i32>, ptr addrspace(1) %.19, align 4, !dbg !56, !amdgpu.noclobber !6
  %.27 = extractelement <4 x i32> %.26, i64 0, !dbg !56
  %.28 = extractelement <4 x i32> %.26, i64 1, !dbg !56
  %.29 = extractelement <4 x i32> %.26, i64 2, !dbg !56
  %.30 = extractelement <4 x i32> %.26, i64 3, !dbg !56
  br label %frag.join.25, !dbg !56

frag.narrow.24:                                   ; preds = %entry
  %.32 = load i16, ptr addrspace(1) %.19, align 2, !dbg !56, !amdgpu.noclobber !6
  %.33 = zext i16 %.32 to i32, !dbg !56
  %.34 = add i64 %.18, 1, !dbg !56
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.34, !dbg !56
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !56, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !56
  %.38 = shl nuw i32 %.37, 16, !dbg !56
  %.39 = or i32 %.38, %.33, !dbg !56
  %.40 = add i64 %.18, 2, !dbg !56
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !56
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !56, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !56
  %.44 = add i64 %.18, 3, !dbg !56
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.44, !dbg !56
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !56, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !56
  %.48 = shl nuw i32 %.47, 16, !dbg !56
  %.49 = or i32 %.48, %.43, !dbg !56
  %.50 = add i64 %.18, 4, !dbg !56
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !56
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !56, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !56
  %.54 = add i64 %.18, 5, !dbg !56
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.54, !dbg !56
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !56, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !56
  %.58 = shl nuw i32 %.57, 16, !dbg !56
  %.59 = or i32 %.58, %.53, !dbg !56
  %.60 = add i64 %.18, 6, !dbg !56
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !56
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !56, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !56
  %.64 = add i64 %.18, 7, !dbg !56
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.64, !dbg !56
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !56, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !56
  %.68 = shl nuw i32 %.67, 16, !dbg !56
  %.69 = or i32 %.68, %.63, !dbg !56
  br label %frag.join.25, !dbg !56

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.70 = phi i32 [ %.27, %frag.wide.23 ], [ %.39, %frag.narrow.24 ], !dbg !56
  %.71 = phi i32 [ %.28, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !56
  %.72 = phi i32 [ %.29, %frag.wide.23 ], [ %.59, %frag.narrow.24 ], !dbg !56
  %.73 = phi i32 [ %.30, %frag.wide.23 ], [ %.69, %frag.narrow.24 ], !dbg !56
  %.85 = mul i64 %.14, %a10, !dbg !57
  %.86 = add i64 %.85, %.16, !dbg !57
  %.87 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.86, !dbg !57
  %.88 = ptrtoint ptr addrspace(1) %.87 to i64, !dbg !57
  %.89 = and i64 %.88, 3, !dbg !57
  %.90 = icmp eq i64 %.89, 0, !dbg !57
  br i1 %.90, label %frag.wide.91, label %frag.narrow.92, !dbg !57

frag.wide.91:                                     ; preds = %frag.join.25
  %.94 = load <4 x i32>, ptr addrspace(1) %.87, align 4, !dbg !57, !amdgpu.noclobber !6
  %.95 = extractelement <4 x i32> %.94, i64 0, !dbg !57
  %.96 = extractelement <4 x i32> %.94, i64 1, !dbg !57
  %.97 = extractelement <4 x i32> %.94, i64 2, !dbg !57
  %.98 = extractelement <4 x i32> %.94, i64 3, !dbg !57
  br label %frag.join.93, !dbg !57

frag.narrow.92:                                   ; preds = %frag.join.25
  %.100 = load i16, ptr addrspace(1) %.87, align 2, !dbg !57, !amdgpu.noclobber !6
  %.101 = zext i16 %.100 to i32, !dbg !57
  %.102 = add i64 %.86, 1, !dbg !57
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.102, !dbg !57
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !57, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !57
  %.106 = shl nuw i32 %.105, 16, !dbg !57
  %.107 = or i32 %.106, %.101, !dbg !57
  %.108 = add i64 %.86, 2, !dbg !57
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.108, !dbg !57
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !57, !amdgpu.noclobber !6
  %.111 = zext i16 %.110 to i32, !dbg !57
  %.112 = add i64 %.86, 3, !dbg !57
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.112, !dbg !57
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !57, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !57
  %.116 = shl nuw i32 %.115, 16, !dbg !57
  %.117 = or i32 %.116, %.111, !dbg !57
  %.118 = add i64 %.86, 4, !dbg !57
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.118, !dbg !57
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !57, !amdgpu.noclobber !6
  %.121 = zext i16 %.120 to i32, !dbg !57
  %.122 = add i64 %.86, 5, !dbg !57
  %.123 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.122, !dbg !57
  %.124 = load i16, ptr addrspace(1) %.123, align 2, !dbg !57, !amdgpu.noclobber !6
  %.125 = zext i16 %.124 to i32, !dbg !57
  %.126 = shl nuw i32 %.125, 16, !dbg !57
  %.127 = or i32 %.126, %.121, !dbg !57
  %.128 = add i64 %.86, 6, !dbg !57
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.128, !dbg !57
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !57, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !57
  %.132 = add i64 %.86, 7, !dbg !57
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.132, !dbg !57
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !57, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !57
  %.136 = shl nuw i32 %.135, 16, !dbg !57
  %.137 = or i32 %.136, %.131, !dbg !57
  br label %frag.join.93, !dbg !57

frag.join.93:                                     ; preds = %frag.narrow.92, %frag.wide.91
  %.138 = phi i32 [ %.95, %frag.wide.91 ], [ %.107, %frag.narrow.92 ], !dbg !57
  %.139 = phi i32 [ %.96, %frag.wide.91 ], [ %.117, %frag.narrow.92 ], !dbg !57
  %.140 = phi i32 [ %.97, %frag.wide.91 ], [ %.127, %frag.narrow.92 ], !dbg !57
  %.141 = phi i32 [ %.98, %frag.wide.91 ], [ %.137, %frag.narrow.92 ], !dbg !57
  %.155 = icmp ugt i32 %.10, 15
  %.156 = shl i32 %.10, 2
  %.157 = xor i32 %.156, 64
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.70), !dbg !58
  %.160 = select i1 %.155, i32 %.159, i32 %.70, !dbg !58
  %.161 = select i1 %.155, i32 %.70, i32 %.159, !dbg !58
  %.162 = insertelement <8 x i32> poison, i32 %.160, i64 0, !dbg !58
  %.163 = insertelement <8 x i32> %.162, i32 %.161, i64 4, !dbg !58
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.71), !dbg !58
  %.166 = select i1 %.155, i32 %.165, i32 %.71, !dbg !58
  %.167 = select i1 %.155, i32 %.71, i32 %.165, !dbg !58
  %.168 = insertelement <8 x i32> %.163, i32 %.166, i64 1, !dbg !58
  %.169 = insertelement <8 x i32> %.168, i32 %.167, i64 5, !dbg !58
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.72), !dbg !58
  %.172 = select i1 %.155, i32 %.171, i32 %.72, !dbg !58
  %.173 = select i1 %.155, i32 %.72, i32 %.171, !dbg !58
  %.174 = insertelement <8 x i32> %.169, i32 %.172, i64 2, !dbg !58
  %.175 = insertelement <8 x i32> %.174, i32 %.173, i64 6, !dbg !58
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.73), !dbg !58
  %.178 = select i1 %.155, i32 %.177, i32 %.73, !dbg !58
  %.179 = select i1 %.155, i32 %.73, i32 %.177, !dbg !58
  %.180 = insertelement <8 x i32> %.175, i32 %.178, i64 3, !dbg !58
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 7, !dbg !58
  %.182 = bitcast <8 x i32> %.181 to <16 x i16>, !dbg !58
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.138), !dbg !58
  %.185 = select i1 %.155, i32 %.184, i32 %.138, !dbg !58
  %.186 = select i1 %.155, i32 %.138, i32 %.184, !dbg !58
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !58
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !58
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.139), !dbg !58
  %.191 = select i1 %.155, i32 %.190, i32 %.139, !dbg !58
  %.192 = select i1 %.155, i32 %.139, i32 %.190, !dbg !58
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !58
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !58
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.140), !dbg !58
  %.197 = select i1 %.155, i32 %.196, i32 %.140, !dbg !58
  %.198 = select i1 %.155, i32 %.140, i32 %.196, !dbg !58
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !58
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !58
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.141), !dbg !58
  %.203 = select i1 %.155, i32 %.202, i32 %.141, !dbg !58
  %.204 = select i1 %.155, i32 %.141, i32 %.202, !dbg !58
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !58
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !58
  %.207 = bitcast <8 x i32> %.206 to <16 x i16>, !dbg !58
  %.209 = insertelement <8 x float> poison, float %a12, i64 0, !dbg !58
  %.223 = shufflevector <8 x float> %.209, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !58
  %.224 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.182, <16 x i16> %.207, <8 x float> %.223), !dbg !58
  %.224.1 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.182, <16 x i16> %.207, <8 x float> %.224), !dbg !58
  %.225.le = extractelement <8 x float> %.224.1, i64 0, !dbg !58
  %.226.le = extractelement <8 x float> %.224.1, i64 1, !dbg !58
  %.227.le = extractelement <8 x float> %.224.1, i64 2, !dbg !58
  %.228.le = extractelement <8 x float> %.224.1, i64 3, !dbg !58
  %.229.le = extractelement <8 x float> %.224.1, i64 4, !dbg !58
  %.230.le = extractelement <8 x float> %.224.1, i64 5, !dbg !58
  %.231.le = extractelement <8 x float> %.224.1, i64 6, !dbg !58
  %.232.le = extractelement <8 x float> %.224.1, i64 7, !dbg !58
  %.246 = mul i64 %.14, %a11, !dbg !59
  %.247 = add i64 %.246, %.12, !dbg !59
  %.249 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.247, !dbg !59
  store float %.225.le, ptr addrspace(1) %.249, align 4, !dbg !59
  %.251 = add i64 %.247, 2, !dbg !59
  %.252 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.251, !dbg !59
  store float %.226.le, ptr addrspace(1) %.252, align 4, !dbg !59
  %.254 = add i64 %.247, 4, !dbg !59
  %.255 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.254, !dbg !59
  store float %.227.le, ptr addrspace(1) %.255, align 4, !dbg !59
  %.257 = add i64 %.247, 6, !dbg !59
  %.258 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.257, !dbg !59
  store float %.228.le, ptr addrspace(1) %.258, align 4, !dbg !59
  %.260 = add i64 %.247, 8, !dbg !59
  %.261 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.260, !dbg !59
  store float %.229.le, ptr addrspace(1) %.261, align 4, !dbg !59
  %.263 = add i64 %.247, 10, !dbg !59
  %.264 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.263, !dbg !59
  store float %.230.le, ptr addrspace(1) %.264, align 4, !dbg !59
  %.266 = add i64 %.247, 12, !dbg !59
  %.267 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.266, !dbg !59
  store float %.231.le, ptr addrspace(1) %.267, align 4, !dbg !59
  %.269 = add i64 %.247, 14, !dbg !59
  %.270 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.269, !dbg !59
  store float %.232.le, ptr addrspace(1) %.270, align 4, !dbg !59
  ret void, !dbg !59
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #2 !dbg !60 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !61
  %t4 = sext i32 %.10 to i64, !dbg !61
  %.1510 = sdiv i32 %.10, 32, !dbg !62
  %.15.sext = sext i32 %.1510 to i64, !dbg !62
  %t81 = lshr i64 %.15.sext, 63, !dbg !63
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !63
  %t12 = and i64 %t10, 1152921504606846974, !dbg !64
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !64
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  %t15 = sext i32 %.20 to i64, !dbg !65
  %t16 = shl nsw i64 %t15, 5, !dbg !66
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !67
  %t18 = sext i32 %.21 to i64, !dbg !67
  %t19 = shl nsw i64 %t18, 5, !dbg !68
  %.30 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !69
  %.31 = getelementptr inbounds i8, ptr addrspace(4) %.30, i64 4, !dbg !69
  %.32 = load i16, ptr addrspace(4) %.31, align 4, !dbg !69, !invariant.load !6
  %t23 = zext i16 %.32 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !70
  %t24 = and i64 %0, -16, !dbg !70
  %t27 = shl i64 %t13, 4, !dbg !71
  %t28 = add i64 %t27, %t19, !dbg !72
  %t29 = mul i64 %t28, %a11, !dbg !73
  %t3313 = icmp sgt i64 %a11, 0, !dbg !74
  br i1 %t3313, label %b3.preheader.lr.ph, label %b6, !dbg !74

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !75
  %1 = shl i32 %t24.tr, 4, !dbg !75
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !75
  %t3511 = icmp slt i32 %.10, 512
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !76
  %.39 = and i32 %.36, 15
  %.40 = zext i32 %.39 to i64
  %2 = lshr i32 %.36, 1
  %3 = and i32 %2, 2147483640
  %.42 = zext i32 %3 to i64
  %.43 = shl nuw nsw i32 %.39, 4
  %.44 = add nuw i32 %.43, %3
  %.45 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %.44
  %.111 = mul i64 %.40, %a11
  %.112 = add i64 %.111, %.42
  %.128 = add i64 %.112, 1
  %.134 = add i64 %.112, 2
  %.138 = add i64 %.112, 3
  %.144 = add i64 %.112, 4
  %.148 = add i64 %.112, 5
  %.154 = add i64 %.112, 6
  %.158 = add i64 %.112, 7
  %.173 = icmp ugt i32 %.36, 15
  %.174 = shl i32 %.36, 2
  %.175 = xor i32 %.174, 64
  br label %b3.preheader, !dbg !74

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.119
  %t3215 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.119 ]
  %t3114 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.258, %frag.join.119 ]
  br i1 %t3511, label %b4, label %b5, !dbg !77

b4:                                               ; preds = %b3.preheader, %b4
  %t3412 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t3412, 0, !dbg !78
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !78
  %t38 = add nsw i64 %t37, %t3412, !dbg !78
  %t39 = ashr i64 %t38, 4, !dbg !78
  %t40 = add nsw i64 %t39, %t16, !dbg !79
  %t41 = mul i64 %t40, %a11, !dbg !80
  %t43 = and i64 %t38, -16, !dbg !81
  %t42 = add i64 %t3412, %t3215, !dbg !82
  %t44 = sub i64 %t42, %t43, !dbg !81
  %t45 = add i64 %t44, %t41, !dbg !83
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !84
  %.35 = load i16, ptr addrspace(1) %t46, align 2, !dbg !84, !amdgpu.noclobber !6
  %4 = trunc i64 %t3412 to i32, !dbg !85
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !85
  store i16 %.35, ptr addrspace(3) %t48, align 2, !dbg !85
  %t49 = add i64 %t3412, %t23, !dbg !86
  %t35 = icmp slt i64 %t49, 512, !dbg !77
  br i1 %t35, label %b4, label %b5, !dbg !77

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !87
  tail call void @llvm.amdgcn.s.barrier(), !dbg !87
  fence syncscope("workgroup") acquire, !dbg !87
  %.52 = load <4 x i32>, ptr addrspace(3) %.45, align 4, !dbg !75
  %.53 = extractelement <4 x i32> %.52, i64 0, !dbg !75
  %.54 = extractelement <4 x i32> %.52, i64 1, !dbg !75
  %.55 = extractelement <4 x i32> %.52, i64 2, !dbg !75
  %.56 = extractelement <4 x i32> %.52, i64 3, !dbg !75
  %t51 = add i64 %t3215, %t29, !dbg !88
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !89
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.112, !dbg !89
  %.114 = ptrtoint ptr addrspace(1) %.113 to i64, !dbg !89
  %.115 = and i64 %.114, 3, !dbg !89
  %.116 = icmp eq i64 %.115, 0, !dbg !89
  br i1 %.116, label %frag.wide.117, label %frag.narrow.118, !dbg !89

frag.wide.117:                                    ; preds = %b5
  %.120 = load <4 x i32>, ptr addrspace(1) %.113, align 4, !dbg !89, !amdgpu.noclobber !6
  %.121 = extractelement <4 x i32> %.120, i64 0, !dbg !89
  %.122 = extractelement <4 x i32> %.120, i64 1, !dbg !89
  %.123 = extractelement <4 x i32> %.120, i64 2, !dbg !89
  %.124 = extractelement <4 x i32> %.120, i64 3, !dbg !89
  br label %frag.join.119, !dbg !89

frag.narrow.118:                                  ; preds = %b5
  %.126 = load i16, ptr addrspace(1) %.113, align 2, !dbg !89, !amdgpu.noclobber !6
  %.127 = zext i16 %.126 to i32, !dbg !89
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.128, !dbg !89
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !89, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !89
  %.132 = shl nuw i32 %.131, 16, !dbg !89
  %.133 = or i32 %.132, %.127, !dbg !89
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.134, !dbg !89
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !89, !amdgpu.noclobber !6
  %.137 = zext i16 %.136 to i32, !dbg !89
  %.139 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.138, !dbg !89
  %.140 = load i16, ptr addrspace(1) %.139, align 2, !dbg !89, !amdgpu.noclobber !6
  %.141 = zext i16 %.140 to i32, !dbg !89
  %.142 = shl nuw i32 %.141, 16, !dbg !89
  %.143 = or i32 %.142, %.137, !dbg !89
  %.145 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.144, !dbg !89
  %.146 = load i16, ptr addrspace(1) %.145, align 2, !dbg !89, !amdgpu.noclobber !6
  %.147 = zext i16 %.146 to i32, !dbg !89
  %.149 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.148, !dbg !89
  %.150 = load i16, ptr addrspace(1) %.149, align 2, !dbg !89, !amdgpu.noclobber !6
  %.151 = zext i16 %.150 to i32, !dbg !89
  %.152 = shl nuw i32 %.151, 16, !dbg !89
  %.153 = or i32 %.152, %.147, !dbg !89
  %.155 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.154, !dbg !89
  %.156 = load i16, ptr addrspace(1) %.155, align 2, !dbg !89, !amdgpu.noclobber !6
  %.157 = zext i16 %.156 to i32, !dbg !89
  %.159 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.158, !dbg !89
  %.160 = load i16, ptr addrspace(1) %.159, align 2, !dbg !89, !amdgpu.noclobber !6
  %.161 = zext i16 %.160 to i32, !dbg !89
  %.162 = shl nuw i32 %.161, 16, !dbg !89
  %.163 = or i32 %.162, %.157, !dbg !89
  br label %frag.join.119, !dbg !89

frag.join.119:                                    ; preds = %frag.narrow.118, %frag.wide.117
  %.164 = phi i32 [ %.121, %frag.wide.117 ], [ %.133, %frag.narrow.118 ], !dbg !89
  %.165 = phi i32 [ %.122, %frag.wide.117 ], [ %.143, %frag.narrow.118 ], !dbg !89
  %.166 = phi i32 [ %.123, %frag.wide.117 ], [ %.153, %frag.narrow.118 ], !dbg !89
  %.167 = phi i32 [ %.124, %frag.wide.117 ], [ %.163, %frag.narrow.118 ], !dbg !89
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.53), !dbg !90
  %.178 = select i1 %.173, i32 %.177, i32 %.53, !dbg !90
  %.179 = select i1 %.173, i32 %.53, i32 %.177, !dbg !90
  %.180 = insertelement <8 x i32> poison, i32 %.178, i64 0, !dbg !90
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 4, !dbg !90
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.54), !dbg !90
  %.184 = select i1 %.173, i32 %.183, i32 %.54, !dbg !90
  %.185 = select i1 %.173, i32 %.54, i32 %.183, !dbg !90
  %.186 = insertelement <8 x i32> %.181, i32 %.184, i64 1, !dbg !90
  %.187 = insertelement <8 x i32> %.186, i32 %.185, i64 5, !dbg !90
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.55), !dbg !90
  %.190 = select i1 %.173, i32 %.189, i32 %.55, !dbg !90
  %.191 = select i1 %.173, i32 %.55, i32 %.189, !dbg !90
  %.192 = insertelement <8 x i32> %.187, i32 %.190, i64 2, !dbg !90
  %.193 = insertelement <8 x i32> %.192, i32 %.191, i64 6, !dbg !90
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.56), !dbg !90
  %.196 = select i1 %.173, i32 %.195, i32 %.56, !dbg !90
  %.197 = select i1 %.173, i32 %.56, i32 %.195, !dbg !90
  %.198 = insertelement <8 x i32> %.193, i32 %.196, i64 3, !dbg !90
  %.199 = insertelement <8 x i32> %.198, i32 %.197, i64 7, !dbg !90
  %.200 = bitcast <8 x i32> %.199 to <16 x half>, !dbg !90
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.164), !dbg !90
  %.203 = select i1 %.173, i32 %.202, i32 %.164, !dbg !90
  %.204 = select i1 %.173, i32 %.164, i32 %.202, !dbg !90
  %.205 = insertelement <8 x i32> poison, i32 %.203, i64 0, !dbg !90
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 4, !dbg !90
  %.208 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.165), !dbg !90
  %.209 = select i1 %.173, i32 %.208, i32 %.165, !dbg !90
  %.210 = select i1 %.173, i32 %.165, i32 %.208, !dbg !90
  %.211 = insertelement <8 x i32> %.206, i32 %.209, i64 1, !dbg !90
  %.212 = insertelement <8 x i32> %.211, i32 %.210, i64 5, !dbg !90
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.166), !dbg !90
  %.215 = select i1 %.173, i32 %.214, i32 %.166, !dbg !90
  %.216 = select i1 %.173, i32 %.166, i32 %.214, !dbg !90
  %.217 = insertelement <8 x i32> %.212, i32 %.215, i64 2, !dbg !90
  %.218 = insertelement <8 x i32> %.217, i32 %.216, i64 6, !dbg !90
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.167), !dbg !90
  %.221 = select i1 %.173, i32 %.220, i32 %.167, !dbg !90
  %.222 = select i1 %.173, i32 %.167, i32 %.220, !dbg !90
  %.223 = insertelement <8 x i32> %.218, i32 %.221, i64 3, !dbg !90
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 7, !dbg !90
  %.225 = bitcast <8 x i32> %.224 to <16 x half>, !dbg !90
  %.226 = extractvalue { [8 x float] } %t3114, 0, 0, !dbg !90
  %.227 = insertelement <8 x float> poison, float %.226, i64 0, !dbg !90
  %.228 = extractvalue { [8 x float] } %t3114, 0, 1, !dbg !90
  %.229 = insertelement <8 x float> %.227, float %.228, i64 1, !dbg !90
  %.230 = extractvalue { [8 x float] } %t3114, 0, 2, !dbg !90
  %.231 = insertelement <8 x float> %.229, float %.230, i64 2, !dbg !90
  %.232 = extractvalue { [8 x float] } %t3114, 0, 3, !dbg !90
  %.233 = insertelement <8 x float> %.231, float %.232, i64 3, !dbg !90
  %.234 = extractvalue { [8 x float] } %t3114, 0, 4, !dbg !90
  %.235 = insertelement <8 x float> %.233, float %.234, i64 4, !dbg !90
  %.236 = extractvalue { [8 x float] } %t3114, 0, 5, !dbg !90
  %.237 = insertelement <8 x float> %.235, float %.236, i64 5, !dbg !90
  %.238 = extractvalue { [8 x float] } %t3114, 0, 6, !dbg !90
  %.239 = insertelement <8 x float> %.237, float %.238, i64 6, !dbg !90
  %.240 = extractvalue { [8 x float] } %t3114, 0, 7, !dbg !90
  %.241 = insertelement <8 x float> %.239, float %.240, i64 7, !dbg !90
  %.242 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.200, <16 x half> %.225, <8 x float> %.241), !dbg !90
  %.243 = extractelement <8 x float> %.242, i64 0, !dbg !90
  %.244 = extractelement <8 x float> %.242, i64 1, !dbg !90
  %.245 = extractelement <8 x float> %.242, i64 2, !dbg !90
  %.246 = extractelement <8 x float> %.242, i64 3, !dbg !90
  %.247 = extractelement <8 x float> %.242, i64 4, !dbg !90
  %.248 = extractelement <8 x float> %.242, i64 5, !dbg !90
  %.249 = extractelement <8 x float> %.242, i64 6, !dbg !90
  %.250 = extractelement <8 x float> %.242, i64 7, !dbg !90
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.243, 0, 0, !dbg !90
  %.252 = insertvalue { [8 x float] } %.251, float %.244, 0, 1, !dbg !90
  %.253 = insertvalue { [8 x float] } %.252, float %.245, 0, 2, !dbg !90
  %.254 = insertvalue { [8 x float] } %.253, float %.246, 0, 3, !dbg !90
  %.255 = insertvalue { [8 x float] } %.254, float %.247, 0, 4, !dbg !90
  %.256 = insertvalue { [8 x float] } %.255, float %.248, 0, 5, !dbg !90
  %.257 = insertvalue { [8 x float] } %.256, float %.249, 0, 6, !dbg !90
  %.258 = insertvalue { [8 x float] } %.257, float %.250, 0, 7, !dbg !90
  fence syncscope("workgroup") release, !dbg !91
  tail call void @llvm.amdgcn.s.barrier(), !dbg !91
  fence syncscope("workgroup") acquire, !dbg !91
  %t55 = add i64 %t3215, 16, !dbg !92
  %t33 = icmp slt i64 %t55, %a11, !dbg !74
  br i1 %t33, label %b3.preheader, label %b6, !dbg !74

b6:                                               ; preds = %frag.join.119, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.258, %frag.join.119 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !93
  %t57 = mul i64 %t56, %a10, !dbg !94
  %t59 = add i64 %t28, %t57, !dbg !95
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !96
  %.259 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !96
  %.260 = lshr i32 %.259, 4, !dbg !96
  %.261 = zext i32 %.260 to i64, !dbg !96
  %.262 = and i32 %.259, 15, !dbg !96
  %.263 = zext i32 %.262 to i64, !dbg !96
  %.264 = mul i64 %.261, %a10, !dbg !96
  %.265 = add i64 %.264, %.263, !dbg !96
  %.266 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !96
  %.267 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.265, !dbg !96
  store float %.266, ptr addrspace(1) %.267, align 4, !dbg !96
  %.268 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !96
  %.269 = shl i64 %a10, 1, !dbg !96
  %.270 = add i64 %.265, %.269, !dbg !96
  %.271 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.270, !dbg !96
  store float %.268, ptr addrspace(1) %.271, align 4, !dbg !96
  %.272 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !96
  %.273 = shl i64 %a10, 2, !dbg !96
  %.274 = add i64 %.265, %.273, !dbg !96
  %.275 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.274, !dbg !96
  store float %.272, ptr addrspace(1) %.275, align 4, !dbg !96
  %.276 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !96
  %.277 = mul i64 %a10, 6, !dbg !96
  %.278 = add i64 %.265, %.277, !dbg !96
  %.279 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.278, !dbg !96
  store float %.276, ptr addrspace(1) %.279, align 4, !dbg !96
  %.280 = extractvalue { [8 x float] } %t31.lcssa, 0, 4, !dbg !96
  %.281 = shl i64 %a10, 3, !dbg !96
  %.282 = add i64 %.265, %.281, !dbg !96
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.282, !dbg !96
  store float %.280, ptr addrspace(1) %.283, align 4, !dbg !96
  %.284 = extractvalue { [8 x float] } %t31.lcssa, 0, 5, !dbg !96
  %.285 = mul i64 %a10, 10, !dbg !96
  %.286 = add i64 %.265, %.285, !dbg !96
  %.287 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.286, !dbg !96
  store float %.284, ptr addrspace(1) %.287, align 4, !dbg !96
  %.288 = extractvalue { [8 x float] } %t31.lcssa, 0, 6, !dbg !96
  %.289 = mul i64 %a10, 12, !dbg !96
  %.290 = add i64 %.265, %.289, !dbg !96
  %.291 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.290, !dbg !96
  store float %.288, ptr addrspace(1) %.291, align 4, !dbg !96
  %.292 = extractvalue { [8 x float] } %t31.lcssa, 0, 7, !dbg !96
  %.293 = mul i64 %a10, 14, !dbg !96
  %.294 = add i64 %.265, %.293, !dbg !96
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.294, !dbg !96
  store float %.292, ptr addrspace(1) %.295, align 4, !dbg !96
  ret void, !dbg !96
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #2 !dbg !97 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !98
  %t4 = sext i32 %.10 to i64, !dbg !98
  %.1510 = sdiv i32 %.10, 32, !dbg !99
  %.15.sext = sext i32 %.1510 to i64, !dbg !99
  %t81 = lshr i64 %.15.sext, 63, !dbg !100
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !100
  %t12 = and i64 %t10, 1152921504606846974, !dbg !101
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !101
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !102
  %t15 = sext i32 %.20 to i64, !dbg !102
  %t16 = shl nsw i64 %t15, 5, !dbg !103
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !104
  %t18 = sext i32 %.21 to i64, !dbg !104
  %t19 = shl nsw i64 %t18, 5, !dbg !105
  %.30 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !106
  %.31 = getelementptr inbounds i8, ptr addrspace(4) %.30, i64 4, !dbg !106
  %.32 = load i16, ptr addrspace(4) %.31, align 4, !dbg !106, !invariant.load !6
  %t23 = zext i16 %.32 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !107
  %t24 = and i64 %0, -16, !dbg !107
  %t27 = shl i64 %t13, 4, !dbg !108
  %t28 = add i64 %t27, %t19, !dbg !109
  %t29 = mul i64 %t28, %a11, !dbg !110
  %t3313 = icmp sgt i64 %a11, 0, !dbg !111
  br i1 %t3313, label %b3.preheader.lr.ph, label %b6, !dbg !111

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !112
  %1 = shl i32 %t24.tr, 4, !dbg !112
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !112
  %t3511 = icmp slt i32 %.10, 512
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !113
  %.39 = and i32 %.36, 15
  %.40 = zext i32 %.39 to i64
  %2 = lshr i32 %.36, 1
  %3 = and i32 %2, 2147483640
  %.42 = zext i32 %3 to i64
  %.43 = shl nuw nsw i32 %.39, 4
  %.44 = add nuw i32 %.43, %3
  %.45 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %.44
  %.111 = mul i64 %.40, %a11
  %.112 = add i64 %.111, %.42
  %.128 = add i64 %.112, 1
  %.134 = add i64 %.112, 2
  %.138 = add i64 %.112, 3
  %.144 = add i64 %.112, 4
  %.148 = add i64 %.112, 5
  %.154 = add i64 %.112, 6
  %.158 = add i64 %.112, 7
  %.173 = icmp ugt i32 %.36, 15
  %.174 = shl i32 %.36, 2
  %.175 = xor i32 %.174, 64
  br label %b3.preheader, !dbg !111

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.119
  %t3215 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.119 ]
  %t3114 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.258, %frag.join.119 ]
  br i1 %t3511, label %b4, label %b5, !dbg !114

b4:                                               ; preds = %b3.preheader, %b4
  %t3412 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t3412, 0, !dbg !115
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !115
  %t38 = add nsw i64 %t37, %t3412, !dbg !115
  %t39 = ashr i64 %t38, 4, !dbg !115
  %t40 = add nsw i64 %t39, %t16, !dbg !116
  %t41 = mul i64 %t40, %a11, !dbg !117
  %t43 = and i64 %t38, -16, !dbg !118
  %t42 = add i64 %t3412, %t3215, !dbg !119
  %t44 = sub i64 %t42, %t43, !dbg !118
  %t45 = add i64 %t44, %t41, !dbg !120
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !121
  %.35 = load i16, ptr addrspace(1) %t46, align 2, !dbg !121, !amdgpu.noclobber !6
  %4 = trunc i64 %t3412 to i32, !dbg !122
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !122
  store i16 %.35, ptr addrspace(3) %t48, align 2, !dbg !122
  %t49 = add i64 %t3412, %t23, !dbg !123
  %t35 = icmp slt i64 %t49, 512, !dbg !114
  br i1 %t35, label %b4, label %b5, !dbg !114

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !124
  tail call void @llvm.amdgcn.s.barrier(), !dbg !124
  fence syncscope("workgroup") acquire, !dbg !124
  %.52 = load <4 x i32>, ptr addrspace(3) %.45, align 4, !dbg !112
  %.53 = extractelement <4 x i32> %.52, i64 0, !dbg !112
  %.54 = extractelement <4 x i32> %.52, i64 1, !dbg !112
  %.55 = extractelement <4 x i32> %.52, i64 2, !dbg !112
  %.56 = extractelement <4 x i32> %.52, i64 3, !dbg !112
  %t51 = add i64 %t3215, %t29, !dbg !125
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !126
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.112, !dbg !126
  %.114 = ptrtoint ptr addrspace(1) %.113 to i64, !dbg !126
  %.115 = and i64 %.114, 3, !dbg !126
  %.116 = icmp eq i64 %.115, 0, !dbg !126
  br i1 %.116, label %frag.wide.117, label %frag.narrow.118, !dbg !126

frag.wide.117:                                    ; preds = %b5
  %.120 = load <4 x i32>, ptr addrspace(1) %.113, align 4, !dbg !126, !amdgpu.noclobber !6
  %.121 = extractelement <4 x i32> %.120, i64 0, !dbg !126
  %.122 = extractelement <4 x i32> %.120, i64 1, !dbg !126
  %.123 = extractelement <4 x i32> %.120, i64 2, !dbg !126
  %.124 = extractelement <4 x i32> %.120, i64 3, !dbg !126
  br label %frag.join.119, !dbg !126

frag.narrow.118:                                  ; preds = %b5
  %.126 = load i16, ptr addrspace(1) %.113, align 2, !dbg !126, !amdgpu.noclobber !6
  %.127 = zext i16 %.126 to i32, !dbg !126
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.128, !dbg !126
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !126, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !126
  %.132 = shl nuw i32 %.131, 16, !dbg !126
  %.133 = or i32 %.132, %.127, !dbg !126
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.134, !dbg !126
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !126, !amdgpu.noclobber !6
  %.137 = zext i16 %.136 to i32, !dbg !126
  %.139 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.138, !dbg !126
  %.140 = load i16, ptr addrspace(1) %.139, align 2, !dbg !126, !amdgpu.noclobber !6
  %.141 = zext i16 %.140 to i32, !dbg !126
  %.142 = shl nuw i32 %.141, 16, !dbg !126
  %.143 = or i32 %.142, %.137, !dbg !126
  %.145 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.144, !dbg !126
  %.146 = load i16, ptr addrspace(1) %.145, align 2, !dbg !126, !amdgpu.noclobber !6
  %.147 = zext i16 %.146 to i32, !dbg !126
  %.149 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.148, !dbg !126
  %.150 = load i16, ptr addrspace(1) %.149, align 2, !dbg !126, !amdgpu.noclobber !6
  %.151 = zext i16 %.150 to i32, !dbg !126
  %.152 = shl nuw i32 %.151, 16, !dbg !126
  %.153 = or i32 %.152, %.147, !dbg !126
  %.155 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.154, !dbg !126
  %.156 = load i16, ptr addrspace(1) %.155, align 2, !dbg !126, !amdgpu.noclobber !6
  %.157 = zext i16 %.156 to i32, !dbg !126
  %.159 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.158, !dbg !126
  %.160 = load i16, ptr addrspace(1) %.159, align 2, !dbg !126, !amdgpu.noclobber !6
  %.161 = zext i16 %.160 to i32, !dbg !126
  %.162 = shl nuw i32 %.161, 16, !dbg !126
  %.163 = or i32 %.162, %.157, !dbg !126
  br label %frag.join.119, !dbg !126

frag.join.119:                                    ; preds = %frag.narrow.118, %frag.wide.117
  %.164 = phi i32 [ %.121, %frag.wide.117 ], [ %.133, %frag.narrow.118 ], !dbg !126
  %.165 = phi i32 [ %.122, %frag.wide.117 ], [ %.143, %frag.narrow.118 ], !dbg !126
  %.166 = phi i32 [ %.123, %frag.wide.117 ], [ %.153, %frag.narrow.118 ], !dbg !126
  %.167 = phi i32 [ %.124, %frag.wide.117 ], [ %.163, %frag.narrow.118 ], !dbg !126
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.53), !dbg !127
  %.178 = select i1 %.173, i32 %.177, i32 %.53, !dbg !127
  %.179 = select i1 %.173, i32 %.53, i32 %.177, !dbg !127
  %.180 = insertelement <8 x i32> poison, i32 %.178, i64 0, !dbg !127
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 4, !dbg !127
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.54), !dbg !127
  %.184 = select i1 %.173, i32 %.183, i32 %.54, !dbg !127
  %.185 = select i1 %.173, i32 %.54, i32 %.183, !dbg !127
  %.186 = insertelement <8 x i32> %.181, i32 %.184, i64 1, !dbg !127
  %.187 = insertelement <8 x i32> %.186, i32 %.185, i64 5, !dbg !127
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.55), !dbg !127
  %.190 = select i1 %.173, i32 %.189, i32 %.55, !dbg !127
  %.191 = select i1 %.173, i32 %.55, i32 %.189, !dbg !127
  %.192 = insertelement <8 x i32> %.187, i32 %.190, i64 2, !dbg !127
  %.193 = insertelement <8 x i32> %.192, i32 %.191, i64 6, !dbg !127
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.56), !dbg !127
  %.196 = select i1 %.173, i32 %.195, i32 %.56, !dbg !127
  %.197 = select i1 %.173, i32 %.56, i32 %.195, !dbg !127
  %.198 = insertelement <8 x i32> %.193, i32 %.196, i64 3, !dbg !127
  %.199 = insertelement <8 x i32> %.198, i32 %.197, i64 7, !dbg !127
  %.200 = bitcast <8 x i32> %.199 to <16 x i16>, !dbg !127
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.164), !dbg !127
  %.203 = select i1 %.173, i32 %.202, i32 %.164, !dbg !127
  %.204 = select i1 %.173, i32 %.164, i32 %.202, !dbg !127
  %.205 = insertelement <8 x i32> poison, i32 %.203, i64 0, !dbg !127
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 4, !dbg !127
  %.208 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.165), !dbg !127
  %.209 = select i1 %.173, i32 %.208, i32 %.165, !dbg !127
  %.210 = select i1 %.173, i32 %.165, i32 %.208, !dbg !127
  %.211 = insertelement <8 x i32> %.206, i32 %.209, i64 1, !dbg !127
  %.212 = insertelement <8 x i32> %.211, i32 %.210, i64 5, !dbg !127
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.166), !dbg !127
  %.215 = select i1 %.173, i32 %.214, i32 %.166, !dbg !127
  %.216 = select i1 %.173, i32 %.166, i32 %.214, !dbg !127
  %.217 = insertelement <8 x i32> %.212, i32 %.215, i64 2, !dbg !127
  %.218 = insertelement <8 x i32> %.217, i32 %.216, i64 6, !dbg !127
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.167), !dbg !127
  %.221 = select i1 %.173, i32 %.220, i32 %.167, !dbg !127
  %.222 = select i1 %.173, i32 %.167, i32 %.220, !dbg !127
  %.223 = insertelement <8 x i32> %.218, i32 %.221, i64 3, !dbg !127
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 7, !dbg !127
  %.225 = bitcast <8 x i32> %.224 to <16 x i16>, !dbg !127
  %.226 = extractvalue { [8 x float] } %t3114, 0, 0, !dbg !127
  %.227 = insertelement <8 x float> poison, float %.226, i64 0, !dbg !127
  %.228 = extractvalue { [8 x float] } %t3114, 0, 1, !dbg !127
  %.229 = insertelement <8 x float> %.227, float %.228, i64 1, !dbg !127
  %.230 = extractvalue { [8 x float] } %t3114, 0, 2, !dbg !127
  %.231 = insertelement <8 x float> %.229, float %.230, i64 2, !dbg !127
  %.232 = extractvalue { [8 x float] } %t3114, 0, 3, !dbg !127
  %.233 = insertelement <8 x float> %.231, float %.232, i64 3, !dbg !127
  %.234 = extractvalue { [8 x float] } %t3114, 0, 4, !dbg !127
  %.235 = insertelement <8 x float> %.233, float %.234, i64 4, !dbg !127
  %.236 = extractvalue { [8 x float] } %t3114, 0, 5, !dbg !127
  %.237 = insertelement <8 x float> %.235, float %.236, i64 5, !dbg !127
  %.238 = extractvalue { [8 x float] } %t3114, 0, 6, !dbg !127
  %.239 = insertelement <8 x float> %.237, float %.238, i64 6, !dbg !127
  %.240 = extractvalue { [8 x float] } %t3114, 0, 7, !dbg !127
  %.241 = insertelement <8 x float> %.239, float %.240, i64 7, !dbg !127
  %.242 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.200, <16 x i16> %.225, <8 x float> %.241), !dbg !127
  %.243 = extractelement <8 x float> %.242, i64 0, !dbg !127
  %.244 = extractelement <8 x float> %.242, i64 1, !dbg !127
  %.245 = extractelement <8 x float> %.242, i64 2, !dbg !127
  %.246 = extractelement <8 x float> %.242, i64 3, !dbg !127
  %.247 = extractelement <8 x float> %.242, i64 4, !dbg !127
  %.248 = extractelement <8 x float> %.242, i64 5, !dbg !127
  %.249 = extractelement <8 x float> %.242, i64 6, !dbg !127
  %.250 = extractelement <8 x float> %.242, i64 7, !dbg !127
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.243, 0, 0, !dbg !127
  %.252 = insertvalue { [8 x float] } %.251, float %.244, 0, 1, !dbg !127
  %.253 = insertvalue { [8 x float] } %.252, float %.245, 0, 2, !dbg !127
  %.254 = insertvalue { [8 x float] } %.253, float %.246, 0, 3, !dbg !127
  %.255 = insertvalue { [8 x float] } %.254, float %.247, 0, 4, !dbg !127
  %.256 = insertvalue { [8 x float] } %.255, float %.248, 0, 5, !dbg !127
  %.257 = insertvalue { [8 x float] } %.256, float %.249, 0, 6, !dbg !127
  %.258 = insertvalue { [8 x float] } %.257, float %.250, 0, 7, !dbg !127
  fence syncscope("workgroup") release, !dbg !128
  tail call void @llvm.amdgcn.s.barrier(), !dbg !128
  fence syncscope("workgroup") acquire, !dbg !128
  %t55 = add i64 %t3215, 16, !dbg !129
  %t33 = icmp slt i64 %t55, %a11, !dbg !111
  br i1 %t33, label %b3.preheader, label %b6, !dbg !111

b6:                                               ; preds = %frag.join.119, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.258, %frag.join.119 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !130
  %t57 = mul i64 %t56, %a10, !dbg !131
  %t59 = add i64 %t28, %t57, !dbg !132
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !133
  %.259 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !133
  %.260 = lshr i32 %.259, 4, !dbg !133
  %.261 = zext i32 %.260 to i64, !dbg !133
  %.262 = and i32 %.259, 15, !dbg !133
  %.263 = zext i32 %.262 to i64, !dbg !133
  %.264 = mul i64 %.261, %a10, !dbg !133
  %.265 = add i64 %.264, %.263, !dbg !133
  %.266 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !133
  %.267 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.265, !dbg !133
  store float %.266, ptr addrspace(1) %.267, align 4, !dbg !133
  %.268 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !133
  %.269 = shl i64 %a10, 1, !dbg !133
  %.270 = add i64 %.265, %.269, !dbg !133
  %.271 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.270, !dbg !133
  store float %.268, ptr addrspace(1) %.271, align 4, !dbg !133
  %.272 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !133
  %.273 = shl i64 %a10, 2, !dbg !133
  %.274 = add i64 %.265, %.273, !dbg !133
  %.275 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.274, !dbg !133
  store float %.272, ptr addrspace(1) %.275, align 4, !dbg !133
  %.276 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !133
  %.277 = mul i64 %a10, 6, !dbg !133
  %.278 = add i64 %.265, %.277, !dbg !133
  %.279 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.278, !dbg !133
  store float %.276, ptr addrspace(1) %.279, align 4, !dbg !133
  %.280 = extractvalue { [8 x float] } %t31.lcssa, 0, 4, !dbg !133
  %.281 = shl i64 %a10, 3, !dbg !133
  %.282 = add i64 %.265, %.281, !dbg !133
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.282, !dbg !133
  store float %.280, ptr addrspace(1) %.283, align 4, !dbg !133
  %.284 = extractvalue { [8 x float] } %t31.lcssa, 0, 5, !dbg !133
  %.285 = mul i64 %a10, 10, !dbg !133
  %.286 = add i64 %.265, %.285, !dbg !133
  %.287 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.286, !dbg !133
  store float %.284, ptr addrspace(1) %.287, align 4, !dbg !133
  %.288 = extractvalue { [8 x float] } %t31.lcssa, 0, 6, !dbg !133
  %.289 = mul i64 %a10, 12, !dbg !133
  %.290 = add i64 %.265, %.289, !dbg !133
  %.291 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.290, !dbg !133
  store float %.288, ptr addrspace(1) %.291, align 4, !dbg !133
  %.292 = extractvalue { [8 x float] } %t31.lcssa, 0, 7, !dbg !133
  %.293 = mul i64 %a10, 14, !dbg !133
  %.294 = add i64 %.265, %.293, !dbg !133
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.294, !dbg !133
  store float %.292, ptr addrspace(1) %.295, align 4, !dbg !133
  ret void, !dbg !133
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
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16>, <16 x i16>, <8 x float>) #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half>, <16 x half>, <8 x float>) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { argmemonly nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { convergent mustprogress nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "rdna3.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 27, column: 19, scope: !4)
!8 = !DILocation(line: 29, column: 28, scope: !4)
!9 = !DILocation(line: 29, column: 31, scope: !4)
!10 = !DILocation(line: 29, column: 18, scope: !4)
!11 = !DILocation(line: 30, column: 30, scope: !4)
!12 = !DILocation(line: 30, column: 18, scope: !4)
!13 = !DILocation(line: 31, column: 31, scope: !4)
!14 = !DILocation(line: 31, column: 18, scope: !4)
!15 = !DILocation(line: 32, column: 15, scope: !4)
!16 = !DILocation(line: 33, column: 13, scope: !4)
!17 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DILocation(line: 27, column: 19, scope: !17)
!19 = !DILocation(line: 29, column: 28, scope: !17)
!20 = !DILocation(line: 29, column: 31, scope: !17)
!21 = !DILocation(line: 29, column: 18, scope: !17)
!22 = !DILocation(line: 30, column: 30, scope: !17)
!23 = !DILocation(line: 30, column: 18, scope: !17)
!24 = !DILocation(line: 31, column: 31, scope: !17)
!25 = !DILocation(line: 31, column: 18, scope: !17)
!26 = !DILocation(line: 32, column: 15, scope: !17)
!27 = !DILocation(line: 33, column: 13, scope: !17)
!28 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DILocation(line: 41, column: 19, scope: !28)
!30 = !DILocation(line: 43, column: 28, scope: !28)
!31 = !DILocation(line: 43, column: 30, scope: !28)
!32 = !DILocation(line: 43, column: 18, scope: !28)
!33 = !DILocation(line: 44, column: 31, scope: !28)
!34 = !DILocation(line: 44, column: 18, scope: !28)
!35 = !DILocation(line: 45, column: 31, scope: !28)
!36 = !DILocation(line: 45, column: 18, scope: !28)
!37 = !DILocation(line: 46, column: 15, scope: !28)
!38 = !DILocation(line: 47, column: 13, scope: !28)
!39 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 41, column: 19, scope: !39)
!41 = !DILocation(line: 43, column: 28, scope: !39)
!42 = !DILocation(line: 43, column: 30, scope: !39)
!43 = !DILocation(line: 43, column: 18, scope: !39)
!44 = !DILocation(line: 44, column: 31, scope: !39)
!45 = !DILocation(line: 44, column: 18, scope: !39)
!46 = !DILocation(line: 45, column: 31, scope: !39)
!47 = !DILocation(line: 45, column: 18, scope: !39)
!48 = !DILocation(line: 46, column: 15, scope: !39)
!49 = !DILocation(line: 47, column: 13, scope: !39)
!50 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 56, column: 18, scope: !50)
!52 = !DILocation(line: 57, column: 18, scope: !50)
!53 = !DILocation(line: 60, column: 16, scope: !50)
!54 = !DILocation(line: 62, column: 13, scope: !50)
!55 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 56, column: 18, scope: !55)
!57 = !DILocation(line: 57, column: 18, scope: !55)
!58 = !DILocation(line: 60, column: 16, scope: !55)
!59 = !DILocation(line: 62, column: 13, scope: !55)
!60 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = !DILocation(line: 85, column: 20, scope: !60)
!62 = !DILocation(line: 86, column: 14, scope: !60)
!63 = !DILocation(line: 87, column: 16, scope: !60)
!64 = !DILocation(line: 87, column: 24, scope: !60)
!65 = !DILocation(line: 88, column: 22, scope: !60)
!66 = !DILocation(line: 88, column: 26, scope: !60)
!67 = !DILocation(line: 88, column: 44, scope: !60)
!68 = !DILocation(line: 88, column: 48, scope: !60)
!69 = !DILocation(line: 92, column: 48, scope: !60)
!70 = !DILocation(line: 97, column: 30, scope: !60)
!71 = !DILocation(line: 98, column: 33, scope: !60)
!72 = !DILocation(line: 98, column: 30, scope: !60)
!73 = !DILocation(line: 98, column: 37, scope: !60)
!74 = !DILocation(line: 91, column: 18, scope: !60)
!75 = !DILocation(line: 97, column: 20, scope: !60)
!76 = !DILocation(line: 0, scope: !60)
!77 = !DILocation(line: 92, column: 19, scope: !60)
!78 = !DILocation(line: 93, column: 19, scope: !60)
!79 = !DILocation(line: 93, column: 17, scope: !60)
!80 = !DILocation(line: 93, column: 25, scope: !60)
!81 = !DILocation(line: 93, column: 32, scope: !60)
!82 = !DILocation(line: 93, column: 27, scope: !60)
!83 = !DILocation(line: 93, column: 30, scope: !60)
!84 = !DILocation(line: 93, column: 13, scope: !60)
!85 = !DILocation(line: 93, column: 6, scope: !60)
!86 = !DILocation(line: 92, column: 33, scope: !60)
!87 = !DILocation(line: 95, column: 16, scope: !60)
!88 = !DILocation(line: 98, column: 39, scope: !60)
!89 = !DILocation(line: 98, column: 20, scope: !60)
!90 = !DILocation(line: 99, column: 18, scope: !60)
!91 = !DILocation(line: 101, column: 16, scope: !60)
!92 = !DILocation(line: 91, column: 23, scope: !60)
!93 = !DILocation(line: 103, column: 23, scope: !60)
!94 = !DILocation(line: 103, column: 30, scope: !60)
!95 = !DILocation(line: 103, column: 35, scope: !60)
!96 = !DILocation(line: 103, column: 13, scope: !60)
!97 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!98 = !DILocation(line: 85, column: 20, scope: !97)
!99 = !DILocation(line: 86, column: 14, scope: !97)
!100 = !DILocation(line: 87, column: 16, scope: !97)
!101 = !DILocation(line: 87, column: 24, scope: !97)
!102 = !DILocation(line: 88, column: 22, scope: !97)
!103 = !DILocation(line: 88, column: 26, scope: !97)
!104 = !DILocation(line: 88, column: 44, scope: !97)
!105 = !DILocation(line: 88, column: 48, scope: !97)
!106 = !DILocation(line: 92, column: 48, scope: !97)
!107 = !DILocation(line: 97, column: 30, scope: !97)
!108 = !DILocation(line: 98, column: 33, scope: !97)
!109 = !DILocation(line: 98, column: 30, scope: !97)
!110 = !DILocation(line: 98, column: 37, scope: !97)
!111 = !DILocation(line: 91, column: 18, scope: !97)
!112 = !DILocation(line: 97, column: 20, scope: !97)
!113 = !DILocation(line: 0, scope: !97)
!114 = !DILocation(line: 92, column: 19, scope: !97)
!115 = !DILocation(line: 93, column: 19, scope: !97)
!116 = !DILocation(line: 93, column: 17, scope: !97)
!117 = !DILocation(line: 93, column: 25, scope: !97)
!118 = !DILocation(line: 93, column: 32, scope: !97)
!119 = !DILocation(line: 93, column: 27, scope: !97)
!120 = !DILocation(line: 93, column: 30, scope: !97)
!121 = !DILocation(line: 93, column: 13, scope: !97)
!122 = !DILocation(line: 93, column: 6, scope: !97)
!123 = !DILocation(line: 92, column: 33, scope: !97)
!124 = !DILocation(line: 95, column: 16, scope: !97)
!125 = !DILocation(line: 98, column: 39, scope: !97)
!126 = !DILocation(line: 98, column: 20, scope: !97)
!127 = !DILocation(line: 99, column: 18, scope: !97)
!128 = !DILocation(line: 101, column: 16, scope: !97)
!129 = !DILocation(line: 91, column: 23, scope: !97)
!130 = !DILocation(line: 103, column: 23, scope: !97)
!131 = !DILocation(line: 103, column: 30, scope: !97)
!132 = !DILocation(line: 103, column: 35, scope: !97)
!133 = !DILocation(line: 103, column: 13, scope: !97)
