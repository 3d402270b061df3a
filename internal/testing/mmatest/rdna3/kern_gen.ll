; kern module github.com/kernlab/kern/internal/testing/mmatest/rdna3 (wave32, gfx1100)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eEpilogue_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i16 %a13, float %a14, float %a15) local_unnamed_addr #0 !dbg !4 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !7
  %.14 = lshr i32 %.13, 4, !dbg !7
  %.15 = zext i32 %.14 to i64, !dbg !7
  %.16 = and i32 %.13, 15, !dbg !7
  %.17 = zext i32 %.16 to i64, !dbg !7
  %.19 = shl nuw nsw i64 %.15, 3, !dbg !7
  %.20 = mul i64 %.17, %a12, !dbg !7
  %.21 = add i64 %.20, %.19, !dbg !7
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.21, !dbg !7
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !7
  %.24 = and i64 %.23, 3, !dbg !7
  %.25 = icmp eq i64 %.24, 0, !dbg !7
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !7

frag.wide.26:                                     ; preds = %entry
  %.29 = load <4 x i32>, ptr addrspace(1) %.22, align 4, !dbg !7, !amdgpu.noclobber !6
  %.30 = extractelement <4 x i32> %.29, i64 0, !dbg !7
  %.31 = extractelement <4 x i32> %.29, i64 1, !dbg !7
  %.32 = extractelement <4 x i32> %.29, i64 2, !dbg !7
  %.33 = extractelement <4 x i32> %.29, i64 3, !dbg !7
  br label %frag.join.28, !dbg !7

frag.narrow.27:                                   ; preds = %entry
  %.35 = load i16, ptr addrspace(1) %.22, align 2, !dbg !7, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !7
  %.37 = add i64 %.21, 1, !dbg !7
  %.38 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.37, !dbg !7
  %.39 = load i16, ptr addrspace(1) %.38, align 2, !dbg !7, !amdgpu.noclobber !6
  %.40 = zext i16 %.39 to i32, !dbg !7
  %.41 = shl nuw i32 %.40, 16, !dbg !7
  %.42 = or i32 %.41, %.36, !dbg !7
  %.43 = add i64 %.21, 2, !dbg !7
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.43, !dbg !7
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !7, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !7
  %.47 = add i64 %.21, 3, !dbg !7
  %.48 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.47, !dbg !7
  %.49 = load i16, ptr addrspace(1) %.48, align 2, !dbg !7, !amdgpu.noclobber !6
  %.50 = zext i16 %.49 to i32, !dbg !7
  %.51 = shl nuw i32 %.50, 16, !dbg !7
  %.52 = or i32 %.51, %.46, !dbg !7
  %.53 = add i64 %.21, 4, !dbg !7
  %.54 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.53, !dbg !7
  %.55 = load i16, ptr addrspace(1) %.54, align 2, !dbg !7, !amdgpu.noclobber !6
  %.56 = zext i16 %.55 to i32, !dbg !7
  %.57 = add i64 %.21, 5, !dbg !7
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.57, !dbg !7
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !7, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !7
  %.61 = shl nuw i32 %.60, 16, !dbg !7
  %.62 = or i32 %.61, %.56, !dbg !7
  %.63 = add i64 %.21, 6, !dbg !7
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.63, !dbg !7
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !7, !amdgpu.noclobber !6
  %.66 = zext i16 %.65 to i32, !dbg !7
  %.67 = add i64 %.21, 7, !dbg !7
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.67, !dbg !7
  %.69 = load i16, ptr addrspace(1) %.68, align 2, !dbg !7, !amdgpu.noclobber !6
  %.70 = zext i16 %.69 to i32, !dbg !7
  %.71 = shl nuw i32 %.70, 16, !dbg !7
  %.72 = or i32 %.71, %.66, !dbg !7
  br label %frag.join.28, !dbg !7

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %.73 = phi i32 [ %.30, %frag.wide.26 ], [ %.42, %frag.narrow.27 ], !dbg !7
  %.74 = phi i32 [ %.31, %frag.wide.26 ], [ %.52, %frag.narrow.27 ], !dbg !7
  %.75 = phi i32 [ %.32, %frag.wide.26 ], [ %.62, %frag.narrow.27 ], !dbg !7
  %.76 = phi i32 [ %.33, %frag.wide.26 ], [ %.72, %frag.narrow.27 ], !dbg !7
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.21, !dbg !8
  %.105 = ptrtoint ptr addrspace(1) %.104 to i64, !dbg !8
  %.106 = and i64 %.105, 3, !dbg !8
  %.107 = icmp eq i64 %.106, 0, !dbg !8
  br i1 %.107, label %frag.wide.108, label %frag.narrow.109, !dbg !8

frag.wide.108:                                    ; preds = %frag.join.28
  %.111 = load <4 x i32>, ptr addrspace(1) %.104, align 4, !dbg !8, !amdgpu.noclobber !6
  %.112 = extractelement <4 x i32> %.111, i64 0, !dbg !8
  %.113 = extractelement <4 x i32> %.111, i64 1, !dbg !8
  %.114 = extractelement <4 x i32> %.111, i64 2, !dbg !8
  %.115 = extractelement <4 x i32> %.111, i64 3, !dbg !8
  br label %frag.join.110, !dbg !8

frag.narrow.109:                                  ; preds = %frag.join.28
  %.117 = load i16, ptr addrspace(1) %.104, align 2, !dbg !8, !amdgpu.noclobber !6
  %.118 = zext i16 %.117 to i32, !dbg !8
  %.119 = add i64 %.21, 1, !dbg !8
  %.120 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.119, !dbg !8
  %.121 = load i16, ptr addrspace(1) %.120, align 2, !dbg !8, !amdgpu.noclobber !6
  %.122 = zext i16 %.121 to i32, !dbg !8
  %.123 = shl nuw i32 %.122, 16, !dbg !8
  %.124 = or i32 %.123, %.118, !dbg !8
  %.125 = add i64 %.21, 2, !dbg !8
  %.126 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.125, !dbg !8
  %.127 = load i16, ptr addrspace(1) %.126, align 2, !dbg !8, !amdgpu.noclobber !6
  %.128 = zext i16 %.127 to i32, !dbg !8
  %.129 = add i64 %.21, 3, !dbg !8
  %.130 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.129, !dbg !8
  %.131 = load i16, ptr addrspace(1) %.130, align 2, !dbg !8, !amdgpu.noclobber !6
  %.132 = zext i16 %.131 to i32, !dbg !8
  %.133 = shl nuw i32 %.132, 16, !dbg !8
  %.134 = or i32 %.133, %.128, !dbg !8
  %.135 = add i64 %.21, 4, !dbg !8
  %.136 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.135, !dbg !8
  %.137 = load i16, ptr addrspace(1) %.136, align 2, !dbg !8, !amdgpu.noclobber !6
  %.138 = zext i16 %.137 to i32, !dbg !8
  %.139 = add i64 %.21, 5, !dbg !8
  %.140 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.139, !dbg !8
  %.141 = load i16, ptr addrspace(1) %.140, align 2, !dbg !8, !amdgpu.noclobber !6
  %.142 = zext i16 %.141 to i32, !dbg !8
  %.143 = shl nuw i32 %.142, 16, !dbg !8
  %.144 = or i32 %.143, %.138, !dbg !8
  %.145 = add i64 %.21, 6, !dbg !8
  %.146 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.145, !dbg !8
  %.147 = load i16, ptr addrspace(1) %.146, align 2, !dbg !8, !amdgpu.noclobber !6
  %.148 = zext i16 %.147 to i32, !dbg !8
  %.149 = add i64 %.21, 7, !dbg !8
  %.150 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.149, !dbg !8
  %.151 = load i16, ptr addrspace(1) %.150, align 2, !dbg !8, !amdgpu.noclobber !6
  %.152 = zext i16 %.151 to i32, !dbg !8
  %.153 = shl nuw i32 %.152, 16, !dbg !8
  %.154 = or i32 %.153, %.148, !dbg !8
  br label %frag.join.110, !dbg !8

frag.join.110:                                    ; preds = %frag.narrow.109, %frag.wide.108
  %.155 = phi i32 [ %.112, %frag.wide.108 ], [ %.124, %frag.narrow.109 ], !dbg !8
  %.156 = phi i32 [ %.113, %frag.wide.108 ], [ %.134, %frag.narrow.109 ], !dbg !8
  %.157 = phi i32 [ %.114, %frag.wide.108 ], [ %.144, %frag.narrow.109 ], !dbg !8
  %.158 = phi i32 [ %.115, %frag.wide.108 ], [ %.154, %frag.narrow.109 ], !dbg !8
  %.84 = bitcast i16 %a13 to half
  %.83.7 = lshr i32 %.76, 16, !dbg !9
  %t26.7 = trunc i32 %.83.7 to i16, !dbg !9
  %.85.7 = bitcast i16 %t26.7 to half, !dbg !10
  %.86.7 = fmul half %.84, %.85.7, !dbg !10
  %.87.7 = bitcast half %.86.7 to i16, !dbg !10
  %t31.7 = zext i16 %.87.7 to i32, !dbg !11
  %.94.7 = shl nuw i32 %t31.7, 16, !dbg !11
  %t26.6 = trunc i32 %.76 to i16, !dbg !9
  %.85.6 = bitcast i16 %t26.6 to half, !dbg !10
  %.86.6 = fmul half %.84, %.85.6, !dbg !10
  %.87.6 = bitcast half %.86.6 to i16, !dbg !10
  %t31.6 = zext i16 %.87.6 to i32, !dbg !11
  %t33.7 = or i32 %.94.7, %t31.6, !dbg !11
  %.83.5 = lshr i32 %.75, 16, !dbg !9
  %t26.5 = trunc i32 %.83.5 to i16, !dbg !9
  %.85.5 = bitcast i16 %t26.5 to half, !dbg !10
  %.86.5 = fmul half %.84, %.85.5, !dbg !10
  %.87.5 = bitcast half %.86.5 to i16, !dbg !10
  %t31.5 = zext i16 %.87.5 to i32, !dbg !11
  %.94.5 = shl nuw i32 %t31.5, 16, !dbg !11
  %t26.4 = trunc i32 %.75 to i16, !dbg !9
  %.85.4 = bitcast i16 %t26.4 to half, !dbg !10
  %.86.4 = fmul half %.84, %.85.4, !dbg !10
  %.87.4 = bitcast half %.86.4 to i16, !dbg !10
  %t31.4 = zext i16 %.87.4 to i32, !dbg !11
  %t33.5 = or i32 %.94.5, %t31.4, !dbg !11
  %.83.3 = lshr i32 %.74, 16, !dbg !9
  %t26.3 = trunc i32 %.83.3 to i16, !dbg !9
  %.85.3 = bitcast i16 %t26.3 to half, !dbg !10
  %.86.3 = fmul half %.84, %.85.3, !dbg !10
  %.87.3 = bitcast half %.86.3 to i16, !dbg !10
  %t31.3 = zext i16 %.87.3 to i32, !dbg !11
  %.94.3 = shl nuw i32 %t31.3, 16, !dbg !11
  %t26.2 = trunc i32 %.74 to i16, !dbg !9
  %.85.2 = bitcast i16 %t26.2 to half, !dbg !10
  %.86.2 = fmul half %.84, %.85.2, !dbg !10
  %.87.2 = bitcast half %.86.2 to i16, !dbg !10
  %t31.2 = zext i16 %.87.2 to i32, !dbg !11
  %t33.3 = or i32 %.94.3, %t31.2, !dbg !11
  %.83.1 = lshr i32 %.73, 16, !dbg !9
  %t26.1 = trunc i32 %.83.1 to i16, !dbg !9
  %.85.1 = bitcast i16 %t26.1 to half, !dbg !10
  %.86.1 = fmul half %.84, %.85.1, !dbg !10
  %.87.1 = bitcast half %.86.1 to i16, !dbg !10
  %t31.1 = zext i16 %.87.1 to i32, !dbg !11
  %.94.1 = shl nuw i32 %t31.1, 16, !dbg !11
  %t26 = trunc i32 %.73 to i16, !dbg !9
  %.85 = bitcast i16 %t26 to half, !dbg !10
  %.86 = fmul half %.84, %.85, !dbg !10
  %.87 = bitcast half %.86 to i16, !dbg !10
  %t31 = zext i16 %.87 to i32, !dbg !11
  %t33.1 = or i32 %.94.1, %t31, !dbg !11
  %.168 = mul i64 %.15, %a12, !dbg !12
  %.169 = add i64 %.168, %.17, !dbg !12
  %.170 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.169, !dbg !12
  %.171 = load float, ptr addrspace(1) %.170, align 4, !dbg !12, !amdgpu.noclobber !6
  %.172 = shl i64 %a12, 1, !dbg !12
  %.173 = add i64 %.169, %.172, !dbg !12
  %.174 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.173, !dbg !12
  %.175 = load float, ptr addrspace(1) %.174, align 4, !dbg !12, !amdgpu.noclobber !6
  %.176 = shl i64 %a12, 2, !dbg !12
  %.177 = add i64 %.169, %.176, !dbg !12
  %.178 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.177, !dbg !12
  %.179 = load float, ptr addrspace(1) %.178, align 4, !dbg !12, !amdgpu.noclobber !6
  %.180 = mul i64 %a12, 6, !dbg !12
  %.181 = add i64 %.169, %.180, !dbg !12
  %.182 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.181, !dbg !12
  %.183 = load float, ptr addrspace(1) %.182, align 4, !dbg !12, !amdgpu.noclobber !6
  %.184 = shl i64 %a12, 3, !dbg !12
  %.185 = add i64 %.169, %.184, !dbg !12
  %.186 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.185, !dbg !12
  %.187 = load float, ptr addrspace(1) %.186, align 4, !dbg !12, !amdgpu.noclobber !6
  %.188 = mul i64 %a12, 10, !dbg !12
  %.189 = add i64 %.169, %.188, !dbg !12
  %.190 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.189, !dbg !12
  %.191 = load float, ptr addrspace(1) %.190, align 4, !dbg !12, !amdgpu.noclobber !6
  %.192 = mul i64 %a12, 12, !dbg !12
  %.193 = add i64 %.169, %.192, !dbg !12
  %.194 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.193, !dbg !12
  %.195 = load float, ptr addrspace(1) %.194, align 4, !dbg !12, !amdgpu.noclobber !6
  %.196 = mul i64 %a12, 14, !dbg !12
  %.197 = add i64 %.169, %.196, !dbg !12
  %.198 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.197, !dbg !12
  %.199 = load float, ptr addrspace(1) %.198, align 4, !dbg !12, !amdgpu.noclobber !6
  %.217 = icmp ugt i32 %.13, 15, !dbg !13
  %.218 = shl i32 %.13, 2, !dbg !13
  %.219 = xor i32 %.218, 64, !dbg !13
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %t33.1), !dbg !13
  %.222 = select i1 %.217, i32 %.221, i32 %t33.1, !dbg !13
  %.223 = select i1 %.217, i32 %t33.1, i32 %.221, !dbg !13
  %.224 = insertelement <8 x i32> poison, i32 %.222, i64 0, !dbg !13
  %.225 = insertelement <8 x i32> %.224, i32 %.223, i64 4, !dbg !13
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %t33.3), !dbg !13
  %.228 = select i1 %.217, i32 %.227, i32 %t33.3, !dbg !13
  %.229 = select i1 %.217, i32 %t33.3, i32 %.227, !dbg !13
  %.230 = insertelement <8 x i32> %.225, i32 %.228, i64 1, !dbg !13
  %.231 = insertelement <8 x i32> %.230, i32 %.229, i64 5, !dbg !13
  %.233 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %t33.5), !dbg !13
  %.234 = select i1 %.217, i32 %.233, i32 %t33.5, !dbg !13
  %.235 = select i1 %.217, i32 %t33.5, i32 %.233, !dbg !13
  %.236 = insertelement <8 x i32> %.231, i32 %.234, i64 2, !dbg !13
  %.237 = insertelement <8 x i32> %.236, i32 %.235, i64 6, !dbg !13
  %.239 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %t33.7), !dbg !13
  %.240 = select i1 %.217, i32 %.239, i32 %t33.7, !dbg !13
  %.241 = select i1 %.217, i32 %t33.7, i32 %.239, !dbg !13
  %.242 = insertelement <8 x i32> %.237, i32 %.240, i64 3, !dbg !13
  %.243 = insertelement <8 x i32> %.242, i32 %.241, i64 7, !dbg !13
  %.244 = bitcast <8 x i32> %.243 to <16 x half>, !dbg !13
  %.246 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.155), !dbg !13
  %.247 = select i1 %.217, i32 %.246, i32 %.155, !dbg !13
  %.248 = select i1 %.217, i32 %.155, i32 %.246, !dbg !13
  %.249 = insertelement <8 x i32> poison, i32 %.247, i64 0, !dbg !13
  %.250 = insertelement <8 x i32> %.249, i32 %.248, i64 4, !dbg !13
  %.252 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.156), !dbg !13
  %.253 = select i1 %.217, i32 %.252, i32 %.156, !dbg !13
  %.254 = select i1 %.217, i32 %.156, i32 %.252, !dbg !13
  %.255 = insertelement <8 x i32> %.250, i32 %.253, i64 1, !dbg !13
  %.256 = insertelement <8 x i32> %.255, i32 %.254, i64 5, !dbg !13
  %.258 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.157), !dbg !13
  %.259 = select i1 %.217, i32 %.258, i32 %.157, !dbg !13
  %.260 = select i1 %.217, i32 %.157, i32 %.258, !dbg !13
  %.261 = insertelement <8 x i32> %.256, i32 %.259, i64 2, !dbg !13
  %.262 = insertelement <8 x i32> %.261, i32 %.260, i64 6, !dbg !13
  %.264 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.158), !dbg !13
  %.265 = select i1 %.217, i32 %.264, i32 %.158, !dbg !13
  %.266 = select i1 %.217, i32 %.158, i32 %.264, !dbg !13
  %.267 = insertelement <8 x i32> %.262, i32 %.265, i64 3, !dbg !13
  %.268 = insertelement <8 x i32> %.267, i32 %.266, i64 7, !dbg !13
  %.269 = bitcast <8 x i32> %.268 to <16 x half>, !dbg !13
  %.286 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.244, <16 x half> %.269, <8 x float> zeroinitializer), !dbg !13
  %.287 = extractelement <8 x float> %.286, i64 0, !dbg !13
  %.288 = extractelement <8 x float> %.286, i64 1, !dbg !13
  %.289 = extractelement <8 x float> %.286, i64 2, !dbg !13
  %.290 = extractelement <8 x float> %.286, i64 3, !dbg !13
  %.291 = extractelement <8 x float> %.286, i64 4, !dbg !13
  %.292 = extractelement <8 x float> %.286, i64 5, !dbg !13
  %.293 = extractelement <8 x float> %.286, i64 6, !dbg !13
  %.294 = extractelement <8 x float> %.286, i64 7, !dbg !13
  %.307 = bitcast float %a15 to i32
  %.313 = fcmp uno float %a15, 0.000000e+00
  %t100 = fmul float %.171, %a14, !dbg !14
  %t101 = fadd float %.287, %t100, !dbg !15
  %.303 = fcmp ogt float %t101, %a15, !dbg !16
  %.304 = select i1 %.303, float %t101, float %a15, !dbg !16
  %.305 = fcmp oeq float %t101, %a15, !dbg !16
  %.306 = bitcast float %t101 to i32, !dbg !16
  %.308 = and i32 %.306, %.307, !dbg !16
  %.309 = bitcast i32 %.308 to float, !dbg !16
  %.310 = select i1 %.305, float %.309, float %.304, !dbg !16
  %.311 = fcmp uno float %t101, 0.000000e+00, !dbg !16
  %.312 = select i1 %.311, float %t101, float %.310, !dbg !16
  %.314 = select i1 %.313, float %a15, float %.312, !dbg !16
  %t100.1 = fmul float %.175, %a14, !dbg !14
  %t101.1 = fadd float %.288, %t100.1, !dbg !15
  %.303.1 = fcmp ogt float %t101.1, %a15, !dbg !16
  %.304.1 = select i1 %.303.1, float %t101.1, float %a15, !dbg !16
  %.305.1 = fcmp oeq float %t101.1, %a15, !dbg !16
  %.306.1 = bitcast float %t101.1 to i32, !dbg !16
  %.308.1 = and i32 %.306.1, %.307, !dbg !16
  %.309.1 = bitcast i32 %.308.1 to float, !dbg !16
  %.310.1 = select i1 %.305.1, float %.309.1, float %.304.1, !dbg !16
  %.311.1 = fcmp uno float %t101.1, 0.000000e+00, !dbg !16
  %.312.1 = select i1 %.311.1, float %t101.1, float %.310.1, !dbg !16
  %.314.1 = select i1 %.313, float %a15, float %.312.1, !dbg !16
  %t100.2 = fmul float %.179, %a14, !dbg !14
  %t101.2 = fadd float %.289, %t100.2, !dbg !15
  %.303.2 = fcmp ogt float %t101.2, %a15, !dbg !16
  %.304.2 = select i1 %.303.2, float %t101.2, float %a15, !dbg !16
  %.305.2 = fcmp oeq float %t101.2, %a15, !dbg !16
  %.306.2 = bitcast float %t101.2 to i32, !dbg !16
  %.308.2 = and i32 %.306.2, %.307, !dbg !16
  %.309.2 = bitcast i32 %.308.2 to float, !dbg !16
  %.310.2 = select i1 %.305.2, float %.309.2, float %.304.2, !dbg !16
  %.311.2 = fcmp uno float %t101.2, 0.000000e+00, !dbg !16
  %.312.2 = select i1 %.311.2, float %t101.2, float %.310.2, !dbg !16
  %.314.2 = select i1 %.313, float %a15, float %.312.2, !dbg !16
  %t100.3 = fmul float %.183, %a14, !dbg !14
  %t101.3 = fadd float %.290, %t100.3, !dbg !15
  %.303.3 = fcmp ogt float %t101.3, %a15, !dbg !16
  %.304.3 = select i1 %.303.3, float %t101.3, float %a15, !dbg !16
  %.305.3 = fcmp oeq float %t101.3, %a15, !dbg !16
  %.306.3 = bitcast float %t101.3 to i32, !dbg !16
  %.308.3 = and i32 %.306.3, %.307, !dbg !16
  %.309.3 = bitcast i32 %.308.3 to float, !dbg !16
  %.310.3 = select i1 %.305.3, float %.309.3, float %.304.3, !dbg !16
  %.311.3 = fcmp uno float %t101.3, 0.000000e+00, !dbg !16
  %.312.3 = select i1 %.311.3, float %t101.3, float %.310.3, !dbg !16
  %.314.3 = select i1 %.313, float %a15, float %.312.3, !dbg !16
  %t100.4 = fmul float %.187, %a14, !dbg !14
  %t101.4 = fadd float %.291, %t100.4, !dbg !15
  %.303.4 = fcmp ogt float %t101.4, %a15, !dbg !16
  %.304.4 = select i1 %.303.4, float %t101.4, float %a15, !dbg !16
  %.305.4 = fcmp oeq float %t101.4, %a15, !dbg !16
  %.306.4 = bitcast float %t101.4 to i32, !dbg !16
  %.308.4 = and i32 %.306.4, %.307, !dbg !16
  %.309.4 = bitcast i32 %.308.4 to float, !dbg !16
  %.310.4 = select i1 %.305.4, float %.309.4, float %.304.4, !dbg !16
  %.311.4 = fcmp uno float %t101.4, 0.000000e+00, !dbg !16
  %.312.4 = select i1 %.311.4, float %t101.4, float %.310.4, !dbg !16
  %.314.4 = select i1 %.313, float %a15, float %.312.4, !dbg !16
  %t100.5 = fmul float %.191, %a14, !dbg !14
  %t101.5 = fadd float %.292, %t100.5, !dbg !15
  %.303.5 = fcmp ogt float %t101.5, %a15, !dbg !16
  %.304.5 = select i1 %.303.5, float %t101.5, float %a15, !dbg !16
  %.305.5 = fcmp oeq float %t101.5, %a15, !dbg !16
  %.306.5 = bitcast float %t101.5 to i32, !dbg !16
  %.308.5 = and i32 %.306.5, %.307, !dbg !16
  %.309.5 = bitcast i32 %.308.5 to float, !dbg !16
  %.310.5 = select i1 %.305.5, float %.309.5, float %.304.5, !dbg !16
  %.311.5 = fcmp uno float %t101.5, 0.000000e+00, !dbg !16
  %.312.5 = select i1 %.311.5, float %t101.5, float %.310.5, !dbg !16
  %.314.5 = select i1 %.313, float %a15, float %.312.5, !dbg !16
  %t100.6 = fmul float %.195, %a14, !dbg !14
  %t101.6 = fadd float %.293, %t100.6, !dbg !15
  %.303.6 = fcmp ogt float %t101.6, %a15, !dbg !16
  %.304.6 = select i1 %.303.6, float %t101.6, float %a15, !dbg !16
  %.305.6 = fcmp oeq float %t101.6, %a15, !dbg !16
  %.306.6 = bitcast float %t101.6 to i32, !dbg !16
  %.308.6 = and i32 %.306.6, %.307, !dbg !16
  %.309.6 = bitcast i32 %.308.6 to float, !dbg !16
  %.310.6 = select i1 %.305.6, float %.309.6, float %.304.6, !dbg !16
  %.311.6 = fcmp uno float %t101.6, 0.000000e+00, !dbg !16
  %.312.6 = select i1 %.311.6, float %t101.6, float %.310.6, !dbg !16
  %.314.6 = select i1 %.313, float %a15, float %.312.6, !dbg !16
  %t100.7 = fmul float %.199, %a14, !dbg !14
  %t101.7 = fadd float %.294, %t100.7, !dbg !15
  %.303.7 = fcmp ogt float %t101.7, %a15, !dbg !16
  %.304.7 = select i1 %.303.7, float %t101.7, float %a15, !dbg !16
  %.305.7 = fcmp oeq float %t101.7, %a15, !dbg !16
  %.306.7 = bitcast float %t101.7 to i32, !dbg !16
  %.308.7 = and i32 %.306.7, %.307, !dbg !16
  %.309.7 = bitcast i32 %.308.7 to float, !dbg !16
  %.310.7 = select i1 %.305.7, float %.309.7, float %.304.7, !dbg !16
  %.311.7 = fcmp uno float %t101.7, 0.000000e+00, !dbg !16
  %.312.7 = select i1 %.311.7, float %t101.7, float %.310.7, !dbg !16
  %.314.7 = select i1 %.313, float %a15, float %.312.7, !dbg !16
  %.323 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.169, !dbg !17
  store float %.314, ptr addrspace(1) %.323, align 4, !dbg !17
  %.327 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.173, !dbg !17
  store float %.314.1, ptr addrspace(1) %.327, align 4, !dbg !17
  %.331 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.177, !dbg !17
  store float %.314.2, ptr addrspace(1) %.331, align 4, !dbg !17
  %.335 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.181, !dbg !17
  store float %.314.3, ptr addrspace(1) %.335, align 4, !dbg !17
  %.339 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.185, !dbg !17
  store float %.314.4, ptr addrspace(1) %.339, align 4, !dbg !17
  %.343 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.189, !dbg !17
  store float %.314.5, ptr addrspace(1) %.343, align 4, !dbg !17
  %.347 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.193, !dbg !17
  store float %.314.6, ptr addrspace(1) %.347, align 4, !dbg !17
  %.351 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.197, !dbg !17
  store float %.314.7, ptr addrspace(1) %.351, align 4, !dbg !17
  ret void, !dbg !17
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eEpilogue_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i16 %a13, float %a14, float %a15) local_unnamed_addr #0 !dbg !18 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !19
  %.14 = lshr i32 %.13, 4, !dbg !19
  %.15 = zext i32 %.14 to i64, !dbg !19
  %.16 = and i32 %.13, 15, !dbg !19
  %.17 = zext i32 %.16 to i64, !dbg !19
  %.19 = shl nuw nsw i64 %.15, 3, !dbg !19
  %.20 = mul i64 %.17, %a12, !dbg !19
  %.21 = add i64 %.20, %.19, !dbg !19
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.21, !dbg !19
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !19
  %.24 = and i64 %.23, 3, !dbg !19
  %.25 = icmp eq i64 %.24, 0, !dbg !19
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !19

frag.wide.26:                                     ; preds = %entry
  %.29 = load <4 x i32>, ptr addrspace(1) %.22, align 4, !dbg !19, !amdgpu.noclobber !6
  %.30 = extractelement <4 x i32> %.29, i64 0, !dbg !19
  %.31 = extractelement <4 x i32> %.29, i64 1, !dbg !19
  %.32 = extractelement <4 x i32> %.29, i64 2, !dbg !19
  %.33 = extractelement <4 x i32> %.29, i64 3, !dbg !19
  br label %frag.join.28, !dbg !19

frag.narrow.27:                                   ; preds = %entry
  %.35 = load i16, ptr addrspace(1) %.22, align 2, !dbg !19, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !19
  %.37 = add i64 %.21, 1, !dbg !19
  %.38 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.37, !dbg !19
  %.39 = load i16, ptr addrspace(1) %.38, align 2, !dbg !19, !amdgpu.noclobber !6
  %.40 = zext i16 %.39 to i32, !dbg !19
  %.41 = shl nuw i32 %.40, 16, !dbg !19
  %.42 = or i32 %.41, %.36, !dbg !19
  %.43 = add i64 %.21, 2, !dbg !19
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.43, !dbg !19
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !19, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !19
  %.47 = add i64 %.21, 3, !dbg !19
  %.48 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.47, !dbg !19
  %.49 = load i16, ptr addrspace(1) %.48, align 2, !dbg !19, !amdgpu.noclobber !6
  %.50 = zext i16 %.49 to i32, !dbg !19
  %.51 = shl nuw i32 %.50, 16, !dbg !19
  %.52 = or i32 %.51, %.46, !dbg !19
  %.53 = add i64 %.21, 4, !dbg !19
  %.54 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.53, !dbg !19
  %.55 = load i16, ptr addrspace(1) %.54, align 2, !dbg !19, !amdgpu.noclobber !6
  %.56 = zext i16 %.55 to i32, !dbg !19
  %.57 = add i64 %.21, 5, !dbg !19
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.57, !dbg !19
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !19, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !19
  %.61 = shl nuw i32 %.60, 16, !dbg !19
  %.62 = or i32 %.61, %.56, !dbg !19
  %.63 = add i64 %.21, 6, !dbg !19
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.63, !dbg !19
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !19, !amdgpu.noclobber !6
  %.66 = zext i16 %.65 to i32, !dbg !19
  %.67 = add i64 %.21, 7, !dbg !19
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.67, !dbg !19
  %.69 = load i16, ptr addrspace(1) %.68, align 2, !dbg !19, !amdgpu.noclobber !6
  %.70 = zext i16 %.69 to i32, !dbg !19
  %.71 = shl nuw i32 %.70, 16, !dbg !19
  %.72 = or i32 %.71, %.66, !dbg !19
  br label %frag.join.28, !dbg !19

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %.73 = phi i32 [ %.30, %frag.wide.26 ], [ %.42, %frag.narrow.27 ], !dbg !19
  %.74 = phi i32 [ %.31, %frag.wide.26 ], [ %.52, %frag.narrow.27 ], !dbg !19
  %.75 = phi i32 [ %.32, %frag.wide.26 ], [ %.62, %frag.narrow.27 ], !dbg !19
  %.76 = phi i32 [ %.33, %frag.wide.26 ], [ %.72, %frag.narrow.27 ], !dbg !19
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.21, !dbg !20
  %.120 = ptrtoint ptr addrspace(1) %.119 to i64, !dbg !20
  %.121 = and i64 %.120, 3, !dbg !20
  %.122 = icmp eq i64 %.121, 0, !dbg !20
  br i1 %.122, label %frag.wide.123, label %frag.narrow.124, !dbg !20

frag.wide.123:                                    ; preds = %frag.join.28
  %.126 = load <4 x i32>, ptr addrspace(1) %.119, align 4, !dbg !20, !amdgpu.noclobber !6
  %.127 = extractelement <4 x i32> %.126, i64 0, !dbg !20
  %.128 = extractelement <4 x i32> %.126, i64 1, !dbg !20
  %.129 = extractelement <4 x i32> %.126, i64 2, !dbg !20
  %.130 = extractelement <4 x i32> %.126, i64 3, !dbg !20
  br label %frag.join.125, !dbg !20

frag.narrow.124:                                  ; preds = %frag.join.28
  %.132 = load i16, ptr addrspace(1) %.119, align 2, !dbg !20, !amdgpu.noclobber !6
  %.133 = zext i16 %.132 to i32, !dbg !20
  %.134 = add i64 %.21, 1, !dbg !20
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.134, !dbg !20
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !20, !amdgpu.noclobber !6
  %.137 = zext i16 %.136 to i32, !dbg !20
  %.138 = shl nuw i32 %.137, 16, !dbg !20
  %.139 = or i32 %.138, %.133, !dbg !20
  %.140 = add i64 %.21, 2, !dbg !20
  %.141 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.140, !dbg !20
  %.142 = load i16, ptr addrspace(1) %.141, align 2, !dbg !20, !amdgpu.noclobber !6
  %.143 = zext i16 %.142 to i32, !dbg !20
  %.144 = add i64 %.21, 3, !dbg !20
  %.145 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.144, !dbg !20
  %.146 = load i16, ptr addrspace(1) %.145, align 2, !dbg !20, !amdgpu.noclobber !6
  %.147 = zext i16 %.146 to i32, !dbg !20
  %.148 = shl nuw i32 %.147, 16, !dbg !20
  %.149 = or i32 %.148, %.143, !dbg !20
  %.150 = add i64 %.21, 4, !dbg !20
  %.151 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.150, !dbg !20
  %.152 = load i16, ptr addrspace(1) %.151, align 2, !dbg !20, !amdgpu.noclobber !6
  %.153 = zext i16 %.152 to i32, !dbg !20
  %.154 = add i64 %.21, 5, !dbg !20
  %.155 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.154, !dbg !20
  %.156 = load i16, ptr addrspace(1) %.155, align 2, !dbg !20, !amdgpu.noclobber !6
  %.157 = zext i16 %.156 to i32, !dbg !20
  %.158 = shl nuw i32 %.157, 16, !dbg !20
  %.159 = or i32 %.158, %.153, !dbg !20
  %.160 = add i64 %.21, 6, !dbg !20
  %.161 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.160, !dbg !20
  %.162 = load i16, ptr addrspace(1) %.161, align 2, !dbg !20, !amdgpu.noclobber !6
  %.163 = zext i16 %.162 to i32, !dbg !20
  %.164 = add i64 %.21, 7, !dbg !20
  %.165 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.164, !dbg !20
  %.166 = load i16, ptr addrspace(1) %.165, align 2, !dbg !20, !amdgpu.noclobber !6
  %.167 = zext i16 %.166 to i32, !dbg !20
  %.168 = shl nuw i32 %.167, 16, !dbg !20
  %.169 = or i32 %.168, %.163, !dbg !20
  br label %frag.join.125, !dbg !20

frag.join.125:                                    ; preds = %frag.narrow.124, %frag.wide.123
  %.170 = phi i32 [ %.127, %frag.wide.123 ], [ %.139, %frag.narrow.124 ], !dbg !20
  %.171 = phi i32 [ %.128, %frag.wide.123 ], [ %.149, %frag.narrow.124 ], !dbg !20
  %.172 = phi i32 [ %.129, %frag.wide.123 ], [ %.159, %frag.narrow.124 ], !dbg !20
  %.173 = phi i32 [ %.130, %frag.wide.123 ], [ %.169, %frag.narrow.124 ], !dbg !20
  %.84 = zext i16 %a13 to i32
  %.85 = shl nuw i32 %.84, 16
  %.86 = bitcast i32 %.85 to float
  %.83.7 = and i32 %.76, -65536, !dbg !21
  %.89.7 = bitcast i32 %.83.7 to float, !dbg !21
  %.90.7 = fmul float %.86, %.89.7, !dbg !21
  %.91.7 = bitcast float %.90.7 to i32, !dbg !21
  %.92.7 = and i32 %.91.7, 2147483647, !dbg !21
  %.93.7 = icmp ugt i32 %.92.7, 2139095040, !dbg !21
  %.94.7 = lshr i32 %.91.7, 16, !dbg !21
  %.100.7 = or i32 %.94.7, 64, !dbg !21
  %.96.7 = add i32 %.91.7, 32767, !dbg !21
  %.95.7 = and i32 %.94.7, 1, !dbg !21
  %.97.7 = add i32 %.96.7, %.95.7, !dbg !21
  %.98.7 = lshr i32 %.97.7, 16, !dbg !21
  %.101.7 = select i1 %.93.7, i32 %.100.7, i32 %.98.7, !dbg !21
  %.109.7 = shl nuw i32 %.101.7, 16, !dbg !22
  %.88.6 = shl i32 %.76, 16, !dbg !21
  %.89.6 = bitcast i32 %.88.6 to float, !dbg !21
  %.90.6 = fmul float %.86, %.89.6, !dbg !21
  %.91.6 = bitcast float %.90.6 to i32, !dbg !21
  %.92.6 = and i32 %.91.6, 2147483647, !dbg !21
  %.93.6 = icmp ugt i32 %.92.6, 2139095040, !dbg !21
  %.94.6 = lshr i32 %.91.6, 16, !dbg !21
  %.100.6 = or i32 %.94.6, 64, !dbg !21
  %.96.6 = add i32 %.91.6, 32767, !dbg !21
  %.95.6 = and i32 %.94.6, 1, !dbg !21
  %.97.6 = add i32 %.96.6, %.95.6, !dbg !21
  %.98.6 = lshr i32 %.97.6, 16, !dbg !21
  %.101.6 = select i1 %.93.6, i32 %.100.6, i32 %.98.6, !dbg !21
  %t33.7 = or i32 %.109.7, %.101.6, !dbg !22
  %.83.5 = and i32 %.75, -65536, !dbg !21
  %.89.5 = bitcast i32 %.83.5 to float, !dbg !21
  %.90.5 = fmul float %.86, %.89.5, !dbg !21
  %.91.5 = bitcast float %.90.5 to i32, !dbg !21
  %.92.5 = and i32 %.91.5, 2147483647, !dbg !21
  %.93.5 = icmp ugt i32 %.92.5, 2139095040, !dbg !21
  %.94.5 = lshr i32 %.91.5, 16, !dbg !21
  %.100.5 = or i32 %.94.5, 64, !dbg !21
  %.96.5 = add i32 %.91.5, 32767, !dbg !21
  %.95.5 = and i32 %.94.5, 1, !dbg !21
  %.97.5 = add i32 %.96.5, %.95.5, !dbg !21
  %.98.5 = lshr i32 %.97.5, 16, !dbg !21
  %.101.5 = select i1 %.93.5, i32 %.100.5, i32 %.98.5, !dbg !21
  %.109.5 = shl nuw i32 %.101.5, 16, !dbg !22
  %.88.4 = shl i32 %.75, 16, !dbg !21
  %.89.4 = bitcast i32 %.88.4 to float, !dbg !21
  %.90.4 = fmul float %.86, %.89.4, !dbg !21
  %.91.4 = bitcast float %.90.4 to i32, !dbg !21
  %.92.4 = and i32 %.91.4, 2147483647, !dbg !21
  %.93.4 = icmp ugt i32 %.92.4, 2139095040, !dbg !21
  %.94.4 = lshr i32 %.91.4, 16, !dbg !21
  %.100.4 = or i32 %.94.4, 64, !dbg !21
  %.96.4 = add i32 %.91.4, 32767, !dbg !21
  %.95.4 = and i32 %.94.4, 1, !dbg !21
  %.97.4 = add i32 %.96.4, %.95.4, !dbg !21
  %.98.4 = lshr i32 %.97.4, 16, !dbg !21
  %.101.4 = select i1 %.93.4, i32 %.100.4, i32 %.98.4, !dbg !21
  %t33.5 = or i32 %.109.5, %.101.4, !dbg !22
  %.83.3 = and i32 %.74, -65536, !dbg !21
  %.89.3 = bitcast i32 %.83.3 to float, !dbg !21
  %.90.3 = fmul float %.86, %.89.3, !dbg !21
  %.91.3 = bitcast float %.90.3 to i32, !dbg !21
  %.92.3 = and i32 %.91.3, 2147483647, !dbg !21
  %.93.3 = icmp ugt i32 %.92.3, 2139095040, !dbg !21
  %.94.3 = lshr i32 %.91.3, 16, !dbg !21
  %.100.3 = or i32 %.94.3, 64, !dbg !21
  %.96.3 = add i32 %.91.3, 32767, !dbg !21
  %.95.3 = and i32 %.94.3, 1, !dbg !21
  %.97.3 = add i32 %.96.3, %.95.3, !dbg !21
  %.98.3 = lshr i32 %.97.3, 16, !dbg !21
  %.101.3 = select i1 %.93.3, i32 %.100.3, i32 %.98.3, !dbg !21
  %.109.3 = shl nuw i32 %.101.3, 16, !dbg !22
  %.88.2 = shl i32 %.74, 16, !dbg !21
  %.89.2 = bitcast i32 %.88.2 to float, !dbg !21
  %.90.2 = fmul float %.86, %.89.2, !dbg !21
  %.91.2 = bitcast float %.90.2 to i32, !dbg !21
  %.92.2 = and i32 %.91.2, 2147483647, !dbg !21
  %.93.2 = icmp ugt i32 %.92.2, 2139095040, !dbg !21
  %.94.2 = lshr i32 %.91.2, 16, !dbg !21
  %.100.2 = or i32 %.94.2, 64, !dbg !21
  %.96.2 = add i32 %.91.2, 32767, !dbg !21
  %.95.2 = and i32 %.94.2, 1, !dbg !21
  %.97.2 = add i32 %.96.2, %.95.2, !dbg !21
  %.98.2 = lshr i32 %.97.2, 16, !dbg !21
  %.101.2 = select i1 %.93.2, i32 %.100.2, i32 %.98.2, !dbg !21
  %t33.3 = or i32 %.109.3, %.101.2, !dbg !22
  %.83.1 = and i32 %.73, -65536, !dbg !21
  %.89.1 = bitcast i32 %.83.1 to float, !dbg !21
  %.90.1 = fmul float %.86, %.89.1, !dbg !21
  %.91.1 = bitcast float %.90.1 to i32, !dbg !21
  %.92.1 = and i32 %.91.1, 2147483647, !dbg !21
  %.93.1 = icmp ugt i32 %.92.1, 2139095040, !dbg !21
  %.94.1 = lshr i32 %.91.1, 16, !dbg !21
  %.100.1 = or i32 %.94.1, 64, !dbg !21
  %.96.1 = add i32 %.91.1, 32767, !dbg !21
  %.95.1 = and i32 %.94.1, 1, !dbg !21
  %.97.1 = add i32 %.96.1, %.95.1, !dbg !21
  %.98.1 = lshr i32 %.97.1, 16, !dbg !21
  %.101.1 = select i1 %.93.1, i32 %.100.1, i32 %.98.1, !dbg !21
  %.109.1 = shl nuw i32 %.101.1, 16, !dbg !22
  %.88 = shl i32 %.73, 16, !dbg !21
  %.89 = bitcast i32 %.88 to float, !dbg !21
  %.90 = fmul float %.86, %.89, !dbg !21
  %.91 = bitcast float %.90 to i32, !dbg !21
  %.92 = and i32 %.91, 2147483647, !dbg !21
  %.93 = icmp ugt i32 %.92, 2139095040, !dbg !21
  %.94 = lshr i32 %.91, 16, !dbg !21
  %.100 = or i32 %.94, 64, !dbg !21
  %.96 = add i32 %.91, 32767, !dbg !21
  %.95 = and i32 %.94, 1, !dbg !21
  %.97 = add i32 %.96, %.95, !dbg !21
  %.98 = lshr i32 %.97, 16, !dbg !21
  %.101 = select i1 %.93, i32 %.100, i32 %.98, !dbg !21
  %t33.1 = or i32 %.109.1, %.101, !dbg !22
  %.183 = mul i64 %.15, %a12, !dbg !23
  %.184 = add i64 %.183, %.17, !dbg !23
  %.185 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.184, !dbg !23
  %.186 = load float, ptr addrspace(1) %.185, align 4, !dbg !23, !amdgpu.noclobber !6
  %.187 = shl i64 %a12, 1, !dbg !23
  %.188 = add i64 %.184, %.187, !dbg !23
  %.189 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.188, !dbg !23
  %.190 = load float, ptr addrspace(1) %.189, align 4, !dbg !23, !amdgpu.noclobber !6
  %.191 = shl i64 %a12, 2, !dbg !23
  %.192 = add i64 %.184, %.191, !dbg !23
  %.193 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.192, !dbg !23
  %.194 = load float, ptr addrspace(1) %.193, align 4, !dbg !23, !amdgpu.noclobber !6
  %.195 = mul i64 %a12, 6, !dbg !23
  %.196 = add i64 %.184, %.195, !dbg !23
  %.197 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.196, !dbg !23
  %.198 = load float, ptr addrspace(1) %.197, align 4, !dbg !23, !amdgpu.noclobber !6
  %.199 = shl i64 %a12, 3, !dbg !23
  %.200 = add i64 %.184, %.199, !dbg !23
  %.201 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.200, !dbg !23
  %.202 = load float, ptr addrspace(1) %.201, align 4, !dbg !23, !amdgpu.noclobber !6
  %.203 = mul i64 %a12, 10, !dbg !23
  %.204 = add i64 %.184, %.203, !dbg !23
  %.205 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.204, !dbg !23
  %.206 = load float, ptr addrspace(1) %.205, align 4, !dbg !23, !amdgpu.noclobber !6
  %.207 = mul i64 %a12, 12, !dbg !23
  %.208 = add i64 %.184, %.207, !dbg !23
  %.209 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.208, !dbg !23
  %.210 = load float, ptr addrspace(1) %.209, align 4, !dbg !23, !amdgpu.noclobber !6
  %.211 = mul i64 %a12, 14, !dbg !23
  %.212 = add i64 %.184, %.211, !dbg !23
  %.213 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.212, !dbg !23
  %.214 = load float, ptr addrspace(1) %.213, align 4, !dbg !23, !amdgpu.noclobber !6
  %.232 = icmp ugt i32 %.13, 15, !dbg !24
  %.233 = shl i32 %.13, 2, !dbg !24
  %.234 = xor i32 %.233, 64, !dbg !24
  %.236 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %t33.1), !dbg !24
  %.237 = select i1 %.232, i32 %.236, i32 %t33.1, !dbg !24
  %.238 = select i1 %.232, i32 %t33.1, i32 %.236, !dbg !24
  %.239 = insertelement <8 x i32> poison, i32 %.237, i64 0, !dbg !24
  %.240 = insertelement <8 x i32> %.239, i32 %.238, i64 4, !dbg !24
  %.242 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %t33.3), !dbg !24
  %.243 = select i1 %.232, i32 %.242, i32 %t33.3, !dbg !24
  %.244 = select i1 %.232, i32 %t33.3, i32 %.242, !dbg !24
  %.245 = insertelement <8 x i32> %.240, i32 %.243, i64 1, !dbg !24
  %.246 = insertelement <8 x i32> %.245, i32 %.244, i64 5, !dbg !24
  %.248 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %t33.5), !dbg !24
  %.249 = select i1 %.232, i32 %.248, i32 %t33.5, !dbg !24
  %.250 = select i1 %.232, i32 %t33.5, i32 %.248, !dbg !24
  %.251 = insertelement <8 x i32> %.246, i32 %.249, i64 2, !dbg !24
  %.252 = insertelement <8 x i32> %.251, i32 %.250, i64 6, !dbg !24
  %.254 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %t33.7), !dbg !24
  %.255 = select i1 %.232, i32 %.254, i32 %t33.7, !dbg !24
  %.256 = select i1 %.232, i32 %t33.7, i32 %.254, !dbg !24
  %.257 = insertelement <8 x i32> %.252, i32 %.255, i64 3, !dbg !24
  %.258 = insertelement <8 x i32> %.257, i32 %.256, i64 7, !dbg !24
  %.259 = bitcast <8 x i32> %.258 to <16 x i16>, !dbg !24
  %.261 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %.170), !dbg !24
  %.262 = select i1 %.232, i32 %.261, i32 %.170, !dbg !24
  %.263 = select i1 %.232, i32 %.170, i32 %.261, !dbg !24
  %.264 = insertelement <8 x i32> poison, i32 %.262, i64 0, !dbg !24
  %.265 = insertelement <8 x i32> %.264, i32 %.263, i64 4, !dbg !24
  %.267 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %.171), !dbg !24
  %.268 = select i1 %.232, i32 %.267, i32 %.171, !dbg !24
  %.269 = select i1 %.232, i32 %.171, i32 %.267, !dbg !24
  %.270 = insertelement <8 x i32> %.265, i32 %.268, i64 1, !dbg !24
  %.271 = insertelement <8 x i32> %.270, i32 %.269, i64 5, !dbg !24
  %.273 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %.172), !dbg !24
  %.274 = select i1 %.232, i32 %.273, i32 %.172, !dbg !24
  %.275 = select i1 %.232, i32 %.172, i32 %.273, !dbg !24
  %.276 = insertelement <8 x i32> %.271, i32 %.274, i64 2, !dbg !24
  %.277 = insertelement <8 x i32> %.276, i32 %.275, i64 6, !dbg !24
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %.173), !dbg !24
  %.280 = select i1 %.232, i32 %.279, i32 %.173, !dbg !24
  %.281 = select i1 %.232, i32 %.173, i32 %.279, !dbg !24
  %.282 = insertelement <8 x i32> %.277, i32 %.280, i64 3, !dbg !24
  %.283 = insertelement <8 x i32> %.282, i32 %.281, i64 7, !dbg !24
  %.284 = bitcast <8 x i32> %.283 to <16 x i16>, !dbg !24
  %.301 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.259, <16 x i16> %.284, <8 x float> zeroinitializer), !dbg !24
  %.302 = extractelement <8 x float> %.301, i64 0, !dbg !24
  %.303 = extractelement <8 x float> %.301, i64 1, !dbg !24
  %.304 = extractelement <8 x float> %.301, i64 2, !dbg !24
  %.305 = extractelement <8 x float> %.301, i64 3, !dbg !24
  %.306 = extractelement <8 x float> %.301, i64 4, !dbg !24
  %.307 = extractelement <8 x float> %.301, i64 5, !dbg !24
  %.308 = extractelement <8 x float> %.301, i64 6, !dbg !24
  %.309 = extractelement <8 x float> %.301, i64 7, !dbg !24
  %.322 = bitcast float %a15 to i32
  %.328 = fcmp uno float %a15, 0.000000e+00
  %t100 = fmul float %.186, %a14, !dbg !25
  %t101 = fadd float %.302, %t100, !dbg !26
  %.318 = fcmp ogt float %t101, %a15, !dbg !27
  %.319 = select i1 %.318, float %t101, float %a15, !dbg !27
  %.320 = fcmp oeq float %t101, %a15, !dbg !27
  %.321 = bitcast float %t101 to i32, !dbg !27
  %.323 = and i32 %.321, %.322, !dbg !27
  %.324 = bitcast i32 %.323 to float, !dbg !27
  %.325 = select i1 %.320, float %.324, float %.319, !dbg !27
  %.326 = fcmp uno float %t101, 0.000000e+00, !dbg !27
  %.327 = select i1 %.326, float %t101, float %.325, !dbg !27
  %.329 = select i1 %.328, float %a15, float %.327, !dbg !27
  %t100.1 = fmul float %.190, %a14, !dbg !25
  %t101.1 = fadd float %.303, %t100.1, !dbg !26
  %.318.1 = fcmp ogt float %t101.1, %a15, !dbg !27
  %.319.1 = select i1 %.318.1, float %t101.1, float %a15, !dbg !27
  %.320.1 = fcmp oeq float %t101.1, %a15, !dbg !27
  %.321.1 = bitcast float %t101.1 to i32, !dbg !27
  %.323.1 = and i32 %.321.1, %.322, !dbg !27
  %.324.1 = bitcast i32 %.323.1 to float, !dbg !27
  %.325.1 = select i1 %.320.1, float %.324.1, float %.319.1, !dbg !27
  %.326.1 = fcmp uno float %t101.1, 0.000000e+00, !dbg !27
  %.327.1 = select i1 %.326.1, float %t101.1, float %.325.1, !dbg !27
  %.329.1 = select i1 %.328, float %a15, float %.327.1, !dbg !27
  %t100.2 = fmul float %.194, %a14, !dbg !25
  %t101.2 = fadd float %.304, %t100.2, !dbg !26
  %.318.2 = fcmp ogt float %t101.2, %a15, !dbg !27
  %.319.2 = select i1 %.318.2, float %t101.2, float %a15, !dbg !27
  %.320.2 = fcmp oeq float %t101.2, %a15, !dbg !27
  %.321.2 = bitcast float %t101.2 to i32, !dbg !27
  %.323.2 = and i32 %.321.2, %.322, !dbg !27
  %.324.2 = bitcast i32 %.323.2 to float, !dbg !27
  %.325.2 = select i1 %.320.2, float %.324.2, float %.319.2, !dbg !27
  %.326.2 = fcmp uno float %t101.2, 0.000000e+00, !dbg !27
  %.327.2 = select i1 %.326.2, float %t101.2, float %.325.2, !dbg !27
  %.329.2 = select i1 %.328, float %a15, float %.327.2, !dbg !27
  %t100.3 = fmul float %.198, %a14, !dbg !25
  %t101.3 = fadd float %.305, %t100.3, !dbg !26
  %.318.3 = fcmp ogt float %t101.3, %a15, !dbg !27
  %.319.3 = select i1 %.318.3, float %t101.3, float %a15, !dbg !27
  %.320.3 = fcmp oeq float %t101.3, %a15, !dbg !27
  %.321.3 = bitcast float %t101.3 to i32, !dbg !27
  %.323.3 = and i32 %.321.3, %.322, !dbg !27
  %.324.3 = bitcast i32 %.323.3 to float, !dbg !27
  %.325.3 = select i1 %.320.3, float %.324.3, float %.319.3, !dbg !27
  %.326.3 = fcmp uno float %t101.3, 0.000000e+00, !dbg !27
  %.327.3 = select i1 %.326.3, float %t101.3, float %.325.3, !dbg !27
  %.329.3 = select i1 %.328, float %a15, float %.327.3, !dbg !27
  %t100.4 = fmul float %.202, %a14, !dbg !25
  %t101.4 = fadd float %.306, %t100.4, !dbg !26
  %.318.4 = fcmp ogt float %t101.4, %a15, !dbg !27
  %.319.4 = select i1 %.318.4, float %t101.4, float %a15, !dbg !27
  %.320.4 = fcmp oeq float %t101.4, %a15, !dbg !27
  %.321.4 = bitcast float %t101.4 to i32, !dbg !27
  %.323.4 = and i32 %.321.4, %.322, !dbg !27
  %.324.4 = bitcast i32 %.323.4 to float, !dbg !27
  %.325.4 = select i1 %.320.4, float %.324.4, float %.319.4, !dbg !27
  %.326.4 = fcmp uno float %t101.4, 0.000000e+00, !dbg !27
  %.327.4 = select i1 %.326.4, float %t101.4, float %.325.4, !dbg !27
  %.329.4 = select i1 %.328, float %a15, float %.327.4, !dbg !27
  %t100.5 = fmul float %.206, %a14, !dbg !25
  %t101.5 = fadd float %.307, %t100.5, !dbg !26
  %.318.5 = fcmp ogt float %t101.5, %a15, !dbg !27
  %.319.5 = select i1 %.318.5, float %t101.5, float %a15, !dbg !27
  %.320.5 = fcmp oeq float %t101.5, %a15, !dbg !27
  %.321.5 = bitcast float %t101.5 to i32, !dbg !27
  %.323.5 = and i32 %.321.5, %.322, !dbg !27
  %.324.5 = bitcast i32 %.323.5 to float, !dbg !27
  %.325.5 = select i1 %.320.5, float %.324.5, float %.319.5, !dbg !27
  %.326.5 = fcmp uno float %t101.5, 0.000000e+00, !dbg !27
  %.327.5 = select i1 %.326.5, float %t101.5, float %.325.5, !dbg !27
  %.329.5 = select i1 %.328, float %a15, float %.327.5, !dbg !27
  %t100.6 = fmul float %.210, %a14, !dbg !25
  %t101.6 = fadd float %.308, %t100.6, !dbg !26
  %.318.6 = fcmp ogt float %t101.6, %a15, !dbg !27
  %.319.6 = select i1 %.318.6, float %t101.6, float %a15, !dbg !27
  %.320.6 = fcmp oeq float %t101.6, %a15, !dbg !27
  %.321.6 = bitcast float %t101.6 to i32, !dbg !27
  %.323.6 = and i32 %.321.6, %.322, !dbg !27
  %.324.6 = bitcast i32 %.323.6 to float, !dbg !27
  %.325.6 = select i1 %.320.6, float %.324.6, float %.319.6, !dbg !27
  %.326.6 = fcmp uno float %t101.6, 0.000000e+00, !dbg !27
  %.327.6 = select i1 %.326.6, float %t101.6, float %.325.6, !dbg !27
  %.329.6 = select i1 %.328, float %a15, float %.327.6, !dbg !27
  %t100.7 = fmul float %.214, %a14, !dbg !25
  %t101.7 = fadd float %.309, %t100.7, !dbg !26
  %.318.7 = fcmp ogt float %t101.7, %a15, !dbg !27
  %.319.7 = select i1 %.318.7, float %t101.7, float %a15, !dbg !27
  %.320.7 = fcmp oeq float %t101.7, %a15, !dbg !27
  %.321.7 = bitcast float %t101.7 to i32, !dbg !27
  %.323.7 = and i32 %.321.7, %.322, !dbg !27
  %.324.7 = bitcast i32 %.323.7 to float, !dbg !27
  %.325.7 = select i1 %.320.7, float %.324.7, float %.319.7, !dbg !27
  %.326.7 = fcmp uno float %t101.7, 0.000000e+00, !dbg !27
  %.327.7 = select i1 %.326.7, float %t101.7, float %.325.7, !dbg !27
  %.329.7 = select i1 %.328, float %a15, float %.327.7, !dbg !27
  %.338 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.184, !dbg !28
  store float %.329, ptr addrspace(1) %.338, align 4, !dbg !28
  %.342 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.188, !dbg !28
  store float %.329.1, ptr addrspace(1) %.342, align 4, !dbg !28
  %.346 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.192, !dbg !28
  store float %.329.2, ptr addrspace(1) %.346, align 4, !dbg !28
  %.350 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.196, !dbg !28
  store float %.329.3, ptr addrspace(1) %.350, align 4, !dbg !28
  %.354 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.200, !dbg !28
  store float %.329.4, ptr addrspace(1) %.354, align 4, !dbg !28
  %.358 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.204, !dbg !28
  store float %.329.5, ptr addrspace(1) %.358, align 4, !dbg !28
  %.362 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.208, !dbg !28
  store float %.329.6, ptr addrspace(1) %.362, align 4, !dbg !28
  %.366 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.212, !dbg !28
  store float %.329.7, ptr addrspace(1) %.366, align 4, !dbg !28
  ret void, !dbg !28
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eLens_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #1 !dbg !29 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !30
  %0 = lshr i32 %.11, 1, !dbg !30
  %1 = and i32 %0, 2147483640, !dbg !30
  %.14 = shl i32 %.11, 4, !dbg !30
  %2 = and i32 %.14, 240, !dbg !30
  %narrow = add nuw i32 %2, %1, !dbg !30
  %.19 = zext i32 %narrow to i64, !dbg !30
  %.20 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.19, !dbg !30
  %.21 = ptrtoint ptr addrspace(1) %.20 to i64, !dbg !30
  %.22 = and i64 %.21, 3, !dbg !30
  %.23 = icmp eq i64 %.22, 0, !dbg !30
  br i1 %.23, label %frag.wide.24, label %frag.narrow.25, !dbg !30

frag.wide.24:                                     ; preds = %entry
  %.27 = load <4 x i32>, ptr addrspace(1) %.20, align 4, !dbg !30, !amdgpu.noclobber !6
  %.28 = extractelement <4 x i32> %.27, i64 0, !dbg !30
  %.29 = extractelement <4 x i32> %.27, i64 1, !dbg !30
  %.30 = extractelement <4 x i32> %.27, i64 2, !dbg !30
  %.31 = extractelement <4 x i32> %.27, i64 3, !dbg !30
  br label %frag.join.26, !dbg !30

frag.narrow.25:                                   ; preds = %entry
  %.33 = load i16, ptr addrspace(1) %.20, align 2, !dbg !30, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !30
  %.35 = or i64 %.19, 1, !dbg !30
  %.36 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.35, !dbg !30
  %.37 = load i16, ptr addrspace(1) %.36, align 2, !dbg !30, !amdgpu.noclobber !6
  %.38 = zext i16 %.37 to i32, !dbg !30
  %.39 = shl nuw i32 %.38, 16, !dbg !30
  %.40 = or i32 %.39, %.34, !dbg !30
  %.41 = or i64 %.19, 2, !dbg !30
  %.42 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.41, !dbg !30
  %.43 = load i16, ptr addrspace(1) %.42, align 2, !dbg !30, !amdgpu.noclobber !6
  %.44 = zext i16 %.43 to i32, !dbg !30
  %.45 = or i64 %.19, 3, !dbg !30
  %.46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.45, !dbg !30
  %.47 = load i16, ptr addrspace(1) %.46, align 2, !dbg !30, !amdgpu.noclobber !6
  %.48 = zext i16 %.47 to i32, !dbg !30
  %.49 = shl nuw i32 %.48, 16, !dbg !30
  %.50 = or i32 %.49, %.44, !dbg !30
  %.51 = or i64 %.19, 4, !dbg !30
  %.52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.51, !dbg !30
  %.53 = load i16, ptr addrspace(1) %.52, align 2, !dbg !30, !amdgpu.noclobber !6
  %.54 = zext i16 %.53 to i32, !dbg !30
  %.55 = or i64 %.19, 5, !dbg !30
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.55, !dbg !30
  %.57 = load i16, ptr addrspace(1) %.56, align 2, !dbg !30, !amdgpu.noclobber !6
  %.58 = zext i16 %.57 to i32, !dbg !30
  %.59 = shl nuw i32 %.58, 16, !dbg !30
  %.60 = or i32 %.59, %.54, !dbg !30
  %.61 = or i64 %.19, 6, !dbg !30
  %.62 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.61, !dbg !30
  %.63 = load i16, ptr addrspace(1) %.62, align 2, !dbg !30, !amdgpu.noclobber !6
  %.64 = zext i16 %.63 to i32, !dbg !30
  %.65 = or i64 %.19, 7, !dbg !30
  %.66 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.65, !dbg !30
  %.67 = load i16, ptr addrspace(1) %.66, align 2, !dbg !30, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !30
  %.69 = shl nuw i32 %.68, 16, !dbg !30
  %.70 = or i32 %.69, %.64, !dbg !30
  br label %frag.join.26, !dbg !30

frag.join.26:                                     ; preds = %frag.narrow.25, %frag.wide.24
  %.71 = phi i32 [ %.28, %frag.wide.24 ], [ %.40, %frag.narrow.25 ], !dbg !30
  %.72 = phi i32 [ %.29, %frag.wide.24 ], [ %.50, %frag.narrow.25 ], !dbg !30
  %.73 = phi i32 [ %.30, %frag.wide.24 ], [ %.60, %frag.narrow.25 ], !dbg !30
  %.74 = phi i32 [ %.31, %frag.wide.24 ], [ %.70, %frag.narrow.25 ], !dbg !30
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !31
  %t1 = sext i32 %.10 to i64, !dbg !31
  %t7 = mul nsw i64 %t1, 3, !dbg !32
  %t8 = add nsw i64 %t7, 1, !dbg !33
  %t9 = add nsw i64 %t7, 2, !dbg !34
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !35
  store i32 8, ptr addrspace(1) %t19, align 4, !dbg !35
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t8, !dbg !36
  store i32 8, ptr addrspace(1) %t20, align 4, !dbg !36
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t9, !dbg !37
  store i32 8, ptr addrspace(1) %t21, align 4, !dbg !37
  %t24 = shl nsw i64 %t1, 6, !dbg !38
  %t142 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t24, !dbg !39
  %.168 = lshr i32 %.71, 16, !dbg !40
  %3 = insertelement <2 x i32> poison, i32 %.71, i64 0, !dbg !40
  %4 = insertelement <2 x i32> %3, i32 %.168, i64 1, !dbg !40
  %5 = trunc <2 x i32> %4 to <2 x i16>, !dbg !40
  store <2 x i16> %5, ptr addrspace(1) %t142, align 2, !dbg !39
  %t160 = or i64 %t24, 2, !dbg !41
  %t174 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t160, !dbg !39
  %.174 = lshr i32 %.72, 16, !dbg !40
  %6 = insertelement <2 x i32> poison, i32 %.72, i64 0, !dbg !40
  %7 = insertelement <2 x i32> %6, i32 %.174, i64 1, !dbg !40
  %8 = trunc <2 x i32> %7 to <2 x i16>, !dbg !40
  store <2 x i16> %8, ptr addrspace(1) %t174, align 2, !dbg !39
  %t32 = or i64 %t24, 4, !dbg !41
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t32, !dbg !39
  %.148.1 = lshr i32 %.73, 16, !dbg !40
  %9 = insertelement <2 x i32> poison, i32 %.73, i64 0, !dbg !40
  %10 = insertelement <2 x i32> %9, i32 %.148.1, i64 1, !dbg !40
  %11 = trunc <2 x i32> %10 to <2 x i16>, !dbg !40
  store <2 x i16> %11, ptr addrspace(1) %t46, align 2, !dbg !39
  %t32.2 = or i64 %t24, 6, !dbg !41
  %t46.2 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t32.2, !dbg !39
  %.148.3 = lshr i32 %.74, 16, !dbg !40
  %12 = insertelement <2 x i32> poison, i32 %.74, i64 0, !dbg !40
  %13 = insertelement <2 x i32> %12, i32 %.148.3, i64 1, !dbg !40
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !40
  store <2 x i16> %14, ptr addrspace(1) %t46.2, align 2, !dbg !39
  %t86.1 = tail call i32 @llvm.fshl.i32(i32 %.72, i32 %.71, i32 16), !dbg !42
  %t86.3 = tail call i32 @llvm.fshl.i32(i32 %.73, i32 %.72, i32 16), !dbg !42
  %t86.5 = tail call i32 @llvm.fshl.i32(i32 %.74, i32 %.73, i32 16), !dbg !42
  %15 = lshr <2 x i32> %12, <i32 16, i32 0>, !dbg !43
  %t99 = add nsw i64 %t24, 4096, !dbg !44
  %t213 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t99, !dbg !45
  %.181 = lshr i32 %t86.1, 16, !dbg !46
  %16 = insertelement <2 x i32> poison, i32 %t86.1, i64 0, !dbg !46
  %17 = insertelement <2 x i32> %16, i32 %.181, i64 1, !dbg !46
  %18 = trunc <2 x i32> %17 to <2 x i16>, !dbg !46
  store <2 x i16> %18, ptr addrspace(1) %t213, align 2, !dbg !45
  %t231 = add nsw i64 %t24, 4098, !dbg !47
  %t245 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t231, !dbg !45
  %.187 = lshr i32 %t86.3, 16, !dbg !46
  %19 = insertelement <2 x i32> poison, i32 %t86.3, i64 0, !dbg !46
  %20 = insertelement <2 x i32> %19, i32 %.187, i64 1, !dbg !46
  %21 = trunc <2 x i32> %20 to <2 x i16>, !dbg !46
  store <2 x i16> %21, ptr addrspace(1) %t245, align 2, !dbg !45
  %t106 = add nsw i64 %t24, 4100, !dbg !47
  %t120 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t106, !dbg !45
  %.161.1 = lshr i32 %t86.5, 16, !dbg !46
  %22 = insertelement <2 x i32> poison, i32 %t86.5, i64 0, !dbg !46
  %23 = insertelement <2 x i32> %22, i32 %.161.1, i64 1, !dbg !46
  %24 = trunc <2 x i32> %23 to <2 x i16>, !dbg !46
  store <2 x i16> %24, ptr addrspace(1) %t120, align 2, !dbg !45
  %t106.2 = add nsw i64 %t24, 4102, !dbg !47
  %t120.2 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t106.2, !dbg !45
  %25 = trunc <2 x i32> %15 to <2 x i16>, !dbg !46
  %26 = shufflevector <2 x i16> %25, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !46
  store <2 x i16> %26, ptr addrspace(1) %t120.2, align 2, !dbg !45
  ret void, !dbg !45
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eLens_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #1 !dbg !48 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %0 = lshr i32 %.11, 1, !dbg !49
  %1 = and i32 %0, 2147483640, !dbg !49
  %.14 = shl i32 %.11, 4, !dbg !49
  %2 = and i32 %.14, 240, !dbg !49
  %narrow = add nuw i32 %2, %1, !dbg !49
  %.19 = zext i32 %narrow to i64, !dbg !49
  %.20 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.19, !dbg !49
  %.21 = ptrtoint ptr addrspace(1) %.20 to i64, !dbg !49
  %.22 = and i64 %.21, 3, !dbg !49
  %.23 = icmp eq i64 %.22, 0, !dbg !49
  br i1 %.23, label %frag.wide.24, label %frag.narrow.25, !dbg !49

frag.wide.24:                                     ; preds = %entry
  %.27 = load <4 x i32>, ptr addrspace(1) %.20, align 4, !dbg !49, !amdgpu.noclobber !6
  %.28 = extractelement <4 x i32> %.27, i64 0, !dbg !49
  %.29 = extractelement <4 x i32> %.27, i64 1, !dbg !49
  %.30 = extractelement <4 x i32> %.27, i64 2, !dbg !49
  %.31 = extractelement <4 x i32> %.27, i64 3, !dbg !49
  br label %frag.join.26, !dbg !49

frag.narrow.25:                                   ; preds = %entry
  %.33 = load i16, ptr addrspace(1) %.20, align 2, !dbg !49, !amdgpu.noclobber !6
  %.34 = zext i16 %.33 to i32, !dbg !49
  %.35 = or i64 %.19, 1, !dbg !49
  %.36 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.35, !dbg !49
  %.37 = load i16, ptr addrspace(1) %.36, align 2, !dbg !49, !amdgpu.noclobber !6
  %.38 = zext i16 %.37 to i32, !dbg !49
  %.39 = shl nuw i32 %.38, 16, !dbg !49
  %.40 = or i32 %.39, %.34, !dbg !49
  %.41 = or i64 %.19, 2, !dbg !49
  %.42 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.41, !dbg !49
  %.43 = load i16, ptr addrspace(1) %.42, align 2, !dbg !49, !amdgpu.noclobber !6
  %.44 = zext i16 %.43 to i32, !dbg !49
  %.45 = or i64 %.19, 3, !dbg !49
  %.46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.45, !dbg !49
  %.47 = load i16, ptr addrspace(1) %.46, align 2, !dbg !49, !amdgpu.noclobber !6
  %.48 = zext i16 %.47 to i32, !dbg !49
  %.49 = shl nuw i32 %.48, 16, !dbg !49
  %.50 = or i32 %.49, %.44, !dbg !49
  %.51 = or i64 %.19, 4, !dbg !49
  %.52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.51, !dbg !49
  %.53 = load i16, ptr addrspace(1) %.52, align 2, !dbg !49, !amdgpu.noclobber !6
  %.54 = zext i16 %.53 to i32, !dbg !49
  %.55 = or i64 %.19, 5, !dbg !49
  %.56 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.55, !dbg !49
  %.57 = load i16, ptr addrspace(1) %.56, align 2, !dbg !49, !amdgpu.noclobber !6
  %.58 = zext i16 %.57 to i32, !dbg !49
  %.59 = shl nuw i32 %.58, 16, !dbg !49
  %.60 = or i32 %.59, %.54, !dbg !49
  %.61 = or i64 %.19, 6, !dbg !49
  %.62 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.61, !dbg !49
  %.63 = load i16, ptr addrspace(1) %.62, align 2, !dbg !49, !amdgpu.noclobber !6
  %.64 = zext i16 %.63 to i32, !dbg !49
  %.65 = or i64 %.19, 7, !dbg !49
  %.66 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.65, !dbg !49
  %.67 = load i16, ptr addrspace(1) %.66, align 2, !dbg !49, !amdgpu.noclobber !6
  %.68 = zext i16 %.67 to i32, !dbg !49
  %.69 = shl nuw i32 %.68, 16, !dbg !49
  %.70 = or i32 %.69, %.64, !dbg !49
  br label %frag.join.26, !dbg !49

frag.join.26:                                     ; preds = %frag.narrow.25, %frag.wide.24
  %.71 = phi i32 [ %.28, %frag.wide.24 ], [ %.40, %frag.narrow.25 ], !dbg !49
  %.72 = phi i32 [ %.29, %frag.wide.24 ], [ %.50, %frag.narrow.25 ], !dbg !49
  %.73 = phi i32 [ %.30, %frag.wide.24 ], [ %.60, %frag.narrow.25 ], !dbg !49
  %.74 = phi i32 [ %.31, %frag.wide.24 ], [ %.70, %frag.narrow.25 ], !dbg !49
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !50
  %t1 = sext i32 %.10 to i64, !dbg !50
  %t7 = mul nsw i64 %t1, 3, !dbg !51
  %t8 = add nsw i64 %t7, 1, !dbg !52
  %t9 = add nsw i64 %t7, 2, !dbg !53
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !54
  store i32 8, ptr addrspace(1) %t19, align 4, !dbg !54
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t8, !dbg !55
  store i32 8, ptr addrspace(1) %t20, align 4, !dbg !55
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t9, !dbg !56
  store i32 8, ptr addrspace(1) %t21, align 4, !dbg !56
  %t24 = shl nsw i64 %t1, 6, !dbg !57
  %t142 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t24, !dbg !58
  %.168 = lshr i32 %.71, 16, !dbg !59
  %3 = insertelement <2 x i32> poison, i32 %.71, i64 0, !dbg !59
  %4 = insertelement <2 x i32> %3, i32 %.168, i64 1, !dbg !59
  %5 = trunc <2 x i32> %4 to <2 x i16>, !dbg !59
  store <2 x i16> %5, ptr addrspace(1) %t142, align 2, !dbg !58
  %t160 = or i64 %t24, 2, !dbg !60
  %t174 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t160, !dbg !58
  %.174 = lshr i32 %.72, 16, !dbg !59
  %6 = insertelement <2 x i32> poison, i32 %.72, i64 0, !dbg !59
  %7 = insertelement <2 x i32> %6, i32 %.174, i64 1, !dbg !59
  %8 = trunc <2 x i32> %7 to <2 x i16>, !dbg !59
  store <2 x i16> %8, ptr addrspace(1) %t174, align 2, !dbg !58
  %t32 = or i64 %t24, 4, !dbg !60
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t32, !dbg !58
  %.148.1 = lshr i32 %.73, 16, !dbg !59
  %9 = insertelement <2 x i32> poison, i32 %.73, i64 0, !dbg !59
  %10 = insertelement <2 x i32> %9, i32 %.148.1, i64 1, !dbg !59
  %11 = trunc <2 x i32> %10 to <2 x i16>, !dbg !59
  store <2 x i16> %11, ptr addrspace(1) %t46, align 2, !dbg !58
  %t32.2 = or i64 %t24, 6, !dbg !60
  %t46.2 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t32.2, !dbg !58
  %.148.3 = lshr i32 %.74, 16, !dbg !59
  %12 = insertelement <2 x i32> poison, i32 %.74, i64 0, !dbg !59
  %13 = insertelement <2 x i32> %12, i32 %.148.3, i64 1, !dbg !59
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !59
  store <2 x i16> %14, ptr addrspace(1) %t46.2, align 2, !dbg !58
  %t86.1 = tail call i32 @llvm.fshl.i32(i32 %.72, i32 %.71, i32 16), !dbg !61
  %t86.3 = tail call i32 @llvm.fshl.i32(i32 %.73, i32 %.72, i32 16), !dbg !61
  %t86.5 = tail call i32 @llvm.fshl.i32(i32 %.74, i32 %.73, i32 16), !dbg !61
  %15 = lshr <2 x i32> %12, <i32 16, i32 0>, !dbg !62
  %t99 = add nsw i64 %t24, 4096, !dbg !63
  %t213 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t99, !dbg !64
  %.181 = lshr i32 %t86.1, 16, !dbg !65
  %16 = insertelement <2 x i32> poison, i32 %t86.1, i64 0, !dbg !65
  %17 = insertelement <2 x i32> %16, i32 %.181, i64 1, !dbg !65
  %18 = trunc <2 x i32> %17 to <2 x i16>, !dbg !65
  store <2 x i16> %18, ptr addrspace(1) %t213, align 2, !dbg !64
  %t231 = add nsw i64 %t24, 4098, !dbg !66
  %t245 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t231, !dbg !64
  %.187 = lshr i32 %t86.3, 16, !dbg !65
  %19 = insertelement <2 x i32> poison, i32 %t86.3, i64 0, !dbg !65
  %20 = insertelement <2 x i32> %19, i32 %.187, i64 1, !dbg !65
  %21 = trunc <2 x i32> %20 to <2 x i16>, !dbg !65
  store <2 x i16> %21, ptr addrspace(1) %t245, align 2, !dbg !64
  %t106 = add nsw i64 %t24, 4100, !dbg !66
  %t120 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t106, !dbg !64
  %.161.1 = lshr i32 %t86.5, 16, !dbg !65
  %22 = insertelement <2 x i32> poison, i32 %t86.5, i64 0, !dbg !65
  %23 = insertelement <2 x i32> %22, i32 %.161.1, i64 1, !dbg !65
  %24 = trunc <2 x i32> %23 to <2 x i16>, !dbg !65
  store <2 x i16> %24, ptr addrspace(1) %t120, align 2, !dbg !64
  %t106.2 = add nsw i64 %t24, 4102, !dbg !66
  %t120.2 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t106.2, !dbg !64
  %25 = trunc <2 x i32> %15 to <2 x i16>, !dbg !65
  %26 = shufflevector <2 x i16> %25, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !65
  store <2 x i16> %26, ptr addrspace(1) %t120.2, align 2, !dbg !64
  ret void, !dbg !64
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !67 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !69
  %t1 = sext i32 %.13 to i64, !dbg !69
  %t2 = shl nsw i64 %t1, 4, !dbg !70
  %t3 = mul i64 %t2, %a12, !dbg !71
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !72
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !72
  %.15 = lshr i32 %.14, 4, !dbg !72
  %.16 = zext i32 %.15 to i64, !dbg !72
  %.17 = and i32 %.14, 15, !dbg !72
  %.18 = zext i32 %.17 to i64, !dbg !72
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !72
  %.21 = mul i64 %.18, %a12, !dbg !72
  %.22 = add i64 %.21, %.20, !dbg !72
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !72
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !72
  %.25 = and i64 %.24, 3, !dbg !72
  %.26 = icmp eq i64 %.25, 0, !dbg !72
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !72

frag.wide.27:                                     ; preds = %entry
  %.30 = load <4 x i32>, ptr addrspace(1) %.23, align 4, !dbg !72, !amdgpu.noclobber !6
  %.31 = extractelement <4 x i32> %.30, i64 0, !dbg !72
  %.32 = extractelement <4 x i32> %.30, i64 1, !dbg !72
  %.33 = extractelement <4 x i32> %.30, i64 2, !dbg !72
  %.34 = extractelement <4 x i32> %.30, i64 3, !dbg !72
  br label %frag.join.29, !dbg !72

frag.narrow.28:                                   ; preds = %entry
  %.36 = load i16, ptr addrspace(1) %.23, align 2, !dbg !72, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !72
  %.38 = add i64 %.22, 1, !dbg !72
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.38, !dbg !72
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !72, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !72
  %.42 = shl nuw i32 %.41, 16, !dbg !72
  %.43 = or i32 %.42, %.37, !dbg !72
  %.44 = add i64 %.22, 2, !dbg !72
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.44, !dbg !72
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !72, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !72
  %.48 = add i64 %.22, 3, !dbg !72
  %.49 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.48, !dbg !72
  %.50 = load i16, ptr addrspace(1) %.49, align 2, !dbg !72, !amdgpu.noclobber !6
  %.51 = zext i16 %.50 to i32, !dbg !72
  %.52 = shl nuw i32 %.51, 16, !dbg !72
  %.53 = or i32 %.52, %.47, !dbg !72
  %.54 = add i64 %.22, 4, !dbg !72
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.54, !dbg !72
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !72, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !72
  %.58 = add i64 %.22, 5, !dbg !72
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !72
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !72, !amdgpu.noclobber !6
  %.61 = zext i16 %.60 to i32, !dbg !72
  %.62 = shl nuw i32 %.61, 16, !dbg !72
  %.63 = or i32 %.62, %.57, !dbg !72
  %.64 = add i64 %.22, 6, !dbg !72
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.64, !dbg !72
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !72, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !72
  %.68 = add i64 %.22, 7, !dbg !72
  %.69 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.68, !dbg !72
  %.70 = load i16, ptr addrspace(1) %.69, align 2, !dbg !72, !amdgpu.noclobber !6
  %.71 = zext i16 %.70 to i32, !dbg !72
  %.72 = shl nuw i32 %.71, 16, !dbg !72
  %.73 = or i32 %.72, %.67, !dbg !72
  br label %frag.join.29, !dbg !72

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.74 = phi i32 [ %.31, %frag.wide.27 ], [ %.43, %frag.narrow.28 ], !dbg !72
  %.75 = phi i32 [ %.32, %frag.wide.27 ], [ %.53, %frag.narrow.28 ], !dbg !72
  %.76 = phi i32 [ %.33, %frag.wide.27 ], [ %.63, %frag.narrow.28 ], !dbg !72
  %.77 = phi i32 [ %.34, %frag.wide.27 ], [ %.73, %frag.narrow.28 ], !dbg !72
  %t7 = mul i64 %t2, %a13, !dbg !73
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !74
  %.89 = mul i64 %.20, %a13, !dbg !74
  %.90 = add i64 %.89, %.18, !dbg !74
  %.91 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.90, !dbg !74
  %.92 = load i16, ptr addrspace(1) %.91, align 2, !dbg !74, !amdgpu.noclobber !6
  %.93 = zext i16 %.92 to i32, !dbg !74
  %.95 = add i64 %.90, %a13, !dbg !74
  %.96 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.95, !dbg !74
  %.97 = load i16, ptr addrspace(1) %.96, align 2, !dbg !74, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !74
  %.99 = shl nuw i32 %.98, 16, !dbg !74
  %.100 = or i32 %.99, %.93, !dbg !74
  %.101 = shl i64 %a13, 1, !dbg !74
  %.102 = add i64 %.90, %.101, !dbg !74
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.102, !dbg !74
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !74, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !74
  %.106 = mul i64 %a13, 3, !dbg !74
  %.107 = add i64 %.90, %.106, !dbg !74
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !74
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !74, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !74
  %.111 = shl nuw i32 %.110, 16, !dbg !74
  %.112 = or i32 %.111, %.105, !dbg !74
  %.113 = shl i64 %a13, 2, !dbg !74
  %.114 = add i64 %.90, %.113, !dbg !74
  %.115 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.114, !dbg !74
  %.116 = load i16, ptr addrspace(1) %.115, align 2, !dbg !74, !amdgpu.noclobber !6
  %.117 = zext i16 %.116 to i32, !dbg !74
  %.118 = mul i64 %a13, 5, !dbg !74
  %.119 = add i64 %.90, %.118, !dbg !74
  %.120 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.119, !dbg !74
  %.121 = load i16, ptr addrspace(1) %.120, align 2, !dbg !74, !amdgpu.noclobber !6
  %.122 = zext i16 %.121 to i32, !dbg !74
  %.123 = shl nuw i32 %.122, 16, !dbg !74
  %.124 = or i32 %.123, %.117, !dbg !74
  %.125 = mul i64 %a13, 6, !dbg !74
  %.126 = add i64 %.90, %.125, !dbg !74
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.126, !dbg !74
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !74, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !74
  %.130 = mul i64 %a13, 7, !dbg !74
  %.131 = add i64 %.90, %.130, !dbg !74
  %.132 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.131, !dbg !74
  %.133 = load i16, ptr addrspace(1) %.132, align 2, !dbg !74, !amdgpu.noclobber !6
  %.134 = zext i16 %.133 to i32, !dbg !74
  %.135 = shl nuw i32 %.134, 16, !dbg !74
  %.136 = or i32 %.135, %.129, !dbg !74
  %t11 = mul i64 %t2, %a14, !dbg !75
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !76
  %.146 = mul i64 %.16, %a14, !dbg !76
  %.147 = add i64 %.146, %.18, !dbg !76
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !76
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !76, !amdgpu.noclobber !6
  %.150 = shl i64 %a14, 1, !dbg !76
  %.151 = add i64 %.147, %.150, !dbg !76
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.151, !dbg !76
  %.153 = load float, ptr addrspace(1) %.152, align 4, !dbg !76, !amdgpu.noclobber !6
  %.154 = shl i64 %a14, 2, !dbg !76
  %.155 = add i64 %.147, %.154, !dbg !76
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.155, !dbg !76
  %.157 = load float, ptr addrspace(1) %.156, align 4, !dbg !76, !amdgpu.noclobber !6
  %.158 = mul i64 %a14, 6, !dbg !76
  %.159 = add i64 %.147, %.158, !dbg !76
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !76
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !76, !amdgpu.noclobber !6
  %.162 = shl i64 %a14, 3, !dbg !76
  %.163 = add i64 %.147, %.162, !dbg !76
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.163, !dbg !76
  %.165 = load float, ptr addrspace(1) %.164, align 4, !dbg !76, !amdgpu.noclobber !6
  %.166 = mul i64 %a14, 10, !dbg !76
  %.167 = add i64 %.147, %.166, !dbg !76
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.167, !dbg !76
  %.169 = load float, ptr addrspace(1) %.168, align 4, !dbg !76, !amdgpu.noclobber !6
  %.170 = mul i64 %a14, 12, !dbg !76
  %.171 = add i64 %.147, %.170, !dbg !76
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.171, !dbg !76
  %.173 = load float, ptr addrspace(1) %.172, align 4, !dbg !76, !amdgpu.noclobber !6
  %.174 = mul i64 %a14, 14, !dbg !76
  %.175 = add i64 %.147, %.174, !dbg !76
  %.176 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.175, !dbg !76
  %.177 = load float, ptr addrspace(1) %.176, align 4, !dbg !76, !amdgpu.noclobber !6
  %.187 = icmp ugt i32 %.14, 15, !dbg !77
  %.188 = shl i32 %.14, 2, !dbg !77
  %.189 = xor i32 %.188, 64, !dbg !77
  %.191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.74), !dbg !77
  %.192 = select i1 %.187, i32 %.191, i32 %.74, !dbg !77
  %.193 = select i1 %.187, i32 %.74, i32 %.191, !dbg !77
  %.194 = insertelement <8 x i32> poison, i32 %.192, i64 0, !dbg !77
  %.195 = insertelement <8 x i32> %.194, i32 %.193, i64 4, !dbg !77
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.75), !dbg !77
  %.198 = select i1 %.187, i32 %.197, i32 %.75, !dbg !77
  %.199 = select i1 %.187, i32 %.75, i32 %.197, !dbg !77
  %.200 = insertelement <8 x i32> %.195, i32 %.198, i64 1, !dbg !77
  %.201 = insertelement <8 x i32> %.200, i32 %.199, i64 5, !dbg !77
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.76), !dbg !77
  %.204 = select i1 %.187, i32 %.203, i32 %.76, !dbg !77
  %.205 = select i1 %.187, i32 %.76, i32 %.203, !dbg !77
  %.206 = insertelement <8 x i32> %.201, i32 %.204, i64 2, !dbg !77
  %.207 = insertelement <8 x i32> %.206, i32 %.205, i64 6, !dbg !77
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.77), !dbg !77
  %.210 = select i1 %.187, i32 %.209, i32 %.77, !dbg !77
  %.211 = select i1 %.187, i32 %.77, i32 %.209, !dbg !77
  %.212 = insertelement <8 x i32> %.207, i32 %.210, i64 3, !dbg !77
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 7, !dbg !77
  %.214 = bitcast <8 x i32> %.213 to <16 x half>, !dbg !77
  %.216 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.100), !dbg !77
  %.217 = select i1 %.187, i32 %.216, i32 %.100, !dbg !77
  %.218 = select i1 %.187, i32 %.100, i32 %.216, !dbg !77
  %.219 = insertelement <8 x i32> poison, i32 %.217, i64 0, !dbg !77
  %.220 = insertelement <8 x i32> %.219, i32 %.218, i64 4, !dbg !77
  %.222 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.112), !dbg !77
  %.223 = select i1 %.187, i32 %.222, i32 %.112, !dbg !77
  %.224 = select i1 %.187, i32 %.112, i32 %.222, !dbg !77
  %.225 = insertelement <8 x i32> %.220, i32 %.223, i64 1, !dbg !77
  %.226 = insertelement <8 x i32> %.225, i32 %.224, i64 5, !dbg !77
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.124), !dbg !77
  %.229 = select i1 %.187, i32 %.228, i32 %.124, !dbg !77
  %.230 = select i1 %.187, i32 %.124, i32 %.228, !dbg !77
  %.231 = insertelement <8 x i32> %.226, i32 %.229, i64 2, !dbg !77
  %.232 = insertelement <8 x i32> %.231, i32 %.230, i64 6, !dbg !77
  %.234 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.136), !dbg !77
  %.235 = select i1 %.187, i32 %.234, i32 %.136, !dbg !77
  %.236 = select i1 %.187, i32 %.136, i32 %.234, !dbg !77
  %.237 = insertelement <8 x i32> %.232, i32 %.235, i64 3, !dbg !77
  %.238 = insertelement <8 x i32> %.237, i32 %.236, i64 7, !dbg !77
  %.239 = bitcast <8 x i32> %.238 to <16 x half>, !dbg !77
  %.241 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !77
  %.243 = insertelement <8 x float> %.241, float %.153, i64 1, !dbg !77
  %.245 = insertelement <8 x float> %.243, float %.157, i64 2, !dbg !77
  %.247 = insertelement <8 x float> %.245, float %.161, i64 3, !dbg !77
  %.249 = insertelement <8 x float> %.247, float %.165, i64 4, !dbg !77
  %.251 = insertelement <8 x float> %.249, float %.169, i64 5, !dbg !77
  %.253 = insertelement <8 x float> %.251, float %.173, i64 6, !dbg !77
  %.255 = insertelement <8 x float> %.253, float %.177, i64 7, !dbg !77
  %.256 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.214, <16 x half> %.239, <8 x float> %.255), !dbg !77
  %.257 = extractelement <8 x float> %.256, i64 0, !dbg !77
  %.258 = extractelement <8 x float> %.256, i64 1, !dbg !77
  %.259 = extractelement <8 x float> %.256, i64 2, !dbg !77
  %.260 = extractelement <8 x float> %.256, i64 3, !dbg !77
  %.261 = extractelement <8 x float> %.256, i64 4, !dbg !77
  %.262 = extractelement <8 x float> %.256, i64 5, !dbg !77
  %.263 = extractelement <8 x float> %.256, i64 6, !dbg !77
  %.264 = extractelement <8 x float> %.256, i64 7, !dbg !77
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !78
  %.281 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !78
  store float %.257, ptr addrspace(1) %.281, align 4, !dbg !78
  %.285 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.151, !dbg !78
  store float %.258, ptr addrspace(1) %.285, align 4, !dbg !78
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.155, !dbg !78
  store float %.259, ptr addrspace(1) %.289, align 4, !dbg !78
  %.293 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !78
  store float %.260, ptr addrspace(1) %.293, align 4, !dbg !78
  %.297 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.163, !dbg !78
  store float %.261, ptr addrspace(1) %.297, align 4, !dbg !78
  %.301 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.167, !dbg !78
  store float %.262, ptr addrspace(1) %.301, align 4, !dbg !78
  %.305 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.171, !dbg !78
  store float %.263, ptr addrspace(1) %.305, align 4, !dbg !78
  %.309 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.175, !dbg !78
  store float %.264, ptr addrspace(1) %.309, align 4, !dbg !78
  ret void, !dbg !78
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !79 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !80
  %t1 = sext i32 %.13 to i64, !dbg !80
  %t2 = shl nsw i64 %t1, 4, !dbg !81
  %t3 = mul i64 %t2, %a12, !dbg !82
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !83
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !83
  %.15 = lshr i32 %.14, 4, !dbg !83
  %.16 = zext i32 %.15 to i64, !dbg !83
  %.17 = and i32 %.14, 15, !dbg !83
  %.18 = zext i32 %.17 to i64, !dbg !83
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !83
  %.21 = mul i64 %.18, %a12, !dbg !83
  %.22 = add i64 %.21, %.20, !dbg !83
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !83
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !83
  %.25 = and i64 %.24, 3, !dbg !83
  %.26 = icmp eq i64 %.25, 0, !dbg !83
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !83

frag.wide.27:                                     ; preds = %entry
  %.30 = load <4 x i32>, ptr addrspace(1) %.23, align 4, !dbg !83, !amdgpu.noclobber !6
  %.31 = extractelement <4 x i32> %.30, i64 0, !dbg !83
  %.32 = extractelement <4 x i32> %.30, i64 1, !dbg !83
  %.33 = extractelement <4 x i32> %.30, i64 2, !dbg !83
  %.34 = extractelement <4 x i32> %.30, i64 3, !dbg !83
  br label %frag.join.29, !dbg !83

frag.narrow.28:                                   ; preds = %entry
  %.36 = load i16, ptr addrspace(1) %.23, align 2, !dbg !83, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !83
  %.38 = add i64 %.22, 1, !dbg !83
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.38, !dbg !83
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !83, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !83
  %.42 = shl nuw i32 %.41, 16, !dbg !83
  %.43 = or i32 %.42, %.37, !dbg !83
  %.44 = add i64 %.22, 2, !dbg !83
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.44, !dbg !83
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !83, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !83
  %.48 = add i64 %.22, 3, !dbg !83
  %.49 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.48, !dbg !83
  %.50 = load i16, ptr addrspace(1) %.49, align 2, !dbg !83, !amdgpu.noclobber !6
  %.51 = zext i16 %.50 to i32, !dbg !83
  %.52 = shl nuw i32 %.51, 16, !dbg !83
  %.53 = or i32 %.52, %.47, !dbg !83
  %.54 = add i64 %.22, 4, !dbg !83
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.54, !dbg !83
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !83, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !83
  %.58 = add i64 %.22, 5, !dbg !83
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !83
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !83, !amdgpu.noclobber !6
  %.61 = zext i16 %.60 to i32, !dbg !83
  %.62 = shl nuw i32 %.61, 16, !dbg !83
  %.63 = or i32 %.62, %.57, !dbg !83
  %.64 = add i64 %.22, 6, !dbg !83
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.64, !dbg !83
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !83, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !83
  %.68 = add i64 %.22, 7, !dbg !83
  %.69 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.68, !dbg !83
  %.70 = load i16, ptr addrspace(1) %.69, align 2, !dbg !83, !amdgpu.noclobber !6
  %.71 = zext i16 %.70 to i32, !dbg !83
  %.72 = shl nuw i32 %.71, 16, !dbg !83
  %.73 = or i32 %.72, %.67, !dbg !83
  br label %frag.join.29, !dbg !83

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.74 = phi i32 [ %.31, %frag.wide.27 ], [ %.43, %frag.narrow.28 ], !dbg !83
  %.75 = phi i32 [ %.32, %frag.wide.27 ], [ %.53, %frag.narrow.28 ], !dbg !83
  %.76 = phi i32 [ %.33, %frag.wide.27 ], [ %.63, %frag.narrow.28 ], !dbg !83
  %.77 = phi i32 [ %.34, %frag.wide.27 ], [ %.73, %frag.narrow.28 ], !dbg !83
  %t7 = mul i64 %t2, %a13, !dbg !84
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !85
  %.89 = mul i64 %.20, %a13, !dbg !85
  %.90 = add i64 %.89, %.18, !dbg !85
  %.91 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.90, !dbg !85
  %.92 = load i16, ptr addrspace(1) %.91, align 2, !dbg !85, !amdgpu.noclobber !6
  %.93 = zext i16 %.92 to i32, !dbg !85
  %.95 = add i64 %.90, %a13, !dbg !85
  %.96 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.95, !dbg !85
  %.97 = load i16, ptr addrspace(1) %.96, align 2, !dbg !85, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !85
  %.99 = shl nuw i32 %.98, 16, !dbg !85
  %.100 = or i32 %.99, %.93, !dbg !85
  %.101 = shl i64 %a13, 1, !dbg !85
  %.102 = add i64 %.90, %.101, !dbg !85
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.102, !dbg !85
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !85, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !85
  %.106 = mul i64 %a13, 3, !dbg !85
  %.107 = add i64 %.90, %.106, !dbg !85
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !85
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !85, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !85
  %.111 = shl nuw i32 %.110, 16, !dbg !85
  %.112 = or i32 %.111, %.105, !dbg !85
  %.113 = shl i64 %a13, 2, !dbg !85
  %.114 = add i64 %.90, %.113, !dbg !85
  %.115 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.114, !dbg !85
  %.116 = load i16, ptr addrspace(1) %.115, align 2, !dbg !85, !amdgpu.noclobber !6
  %.117 = zext i16 %.116 to i32, !dbg !85
  %.118 = mul i64 %a13, 5, !dbg !85
  %.119 = add i64 %.90, %.118, !dbg !85
  %.120 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.119, !dbg !85
  %.121 = load i16, ptr addrspace(1) %.120, align 2, !dbg !85, !amdgpu.noclobber !6
  %.122 = zext i16 %.121 to i32, !dbg !85
  %.123 = shl nuw i32 %.122, 16, !dbg !85
  %.124 = or i32 %.123, %.117, !dbg !85
  %.125 = mul i64 %a13, 6, !dbg !85
  %.126 = add i64 %.90, %.125, !dbg !85
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.126, !dbg !85
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !85, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !85
  %.130 = mul i64 %a13, 7, !dbg !85
  %.131 = add i64 %.90, %.130, !dbg !85
  %.132 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.131, !dbg !85
  %.133 = load i16, ptr addrspace(1) %.132, align 2, !dbg !85, !amdgpu.noclobber !6
  %.134 = zext i16 %.133 to i32, !dbg !85
  %.135 = shl nuw i32 %.134, 16, !dbg !85
  %.136 = or i32 %.135, %.129, !dbg !85
  %t11 = mul i64 %t2, %a14, !dbg !86
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !87
  %.146 = mul i64 %.16, %a14, !dbg !87
  %.147 = add i64 %.146, %.18, !dbg !87
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !87
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !87, !amdgpu.noclobber !6
  %.150 = shl i64 %a14, 1, !dbg !87
  %.151 = add i64 %.147, %.150, !dbg !87
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.151, !dbg !87
  %.153 = load float, ptr addrspace(1) %.152, align 4, !dbg !87, !amdgpu.noclobber !6
  %.154 = shl i64 %a14, 2, !dbg !87
  %.155 = add i64 %.147, %.154, !dbg !87
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.155, !dbg !87
  %.157 = load float, ptr addrspace(1) %.156, align 4, !dbg !87, !amdgpu.noclobber !6
  %.158 = mul i64 %a14, 6, !dbg !87
  %.159 = add i64 %.147, %.158, !dbg !87
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !87
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !87, !amdgpu.noclobber !6
  %.162 = shl i64 %a14, 3, !dbg !87
  %.163 = add i64 %.147, %.162, !dbg !87
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.163, !dbg !87
  %.165 = load float, ptr addrspace(1) %.164, align 4, !dbg !87, !amdgpu.noclobber !6
  %.166 = mul i64 %a14, 10, !dbg !87
  %.167 = add i64 %.147, %.166, !dbg !87
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.167, !dbg !87
  %.169 = load float, ptr addrspace(1) %.168, align 4, !dbg !87, !amdgpu.noclobber !6
  %.170 = mul i64 %a14, 12, !dbg !87
  %.171 = add i64 %.147, %.170, !dbg !87
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.171, !dbg !87
  %.173 = load float, ptr addrspace(1) %.172, align 4, !dbg !87, !amdgpu.noclobber !6
  %.174 = mul i64 %a14, 14, !dbg !87
  %.175 = add i64 %.147, %.174, !dbg !87
  %.176 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.175, !dbg !87
  %.177 = load float, ptr addrspace(1) %.176, align 4, !dbg !87, !amdgpu.noclobber !6
  %.187 = icmp ugt i32 %.14, 15, !dbg !88
  %.188 = shl i32 %.14, 2, !dbg !88
  %.189 = xor i32 %.188, 64, !dbg !88
  %.191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.74), !dbg !88
  %.192 = select i1 %.187, i32 %.191, i32 %.74, !dbg !88
  %.193 = select i1 %.187, i32 %.74, i32 %.191, !dbg !88
  %.194 = insertelement <8 x i32> poison, i32 %.192, i64 0, !dbg !88
  %.195 = insertelement <8 x i32> %.194, i32 %.193, i64 4, !dbg !88
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.75), !dbg !88
  %.198 = select i1 %.187, i32 %.197, i32 %.75, !dbg !88
  %.199 = select i1 %.187, i32 %.75, i32 %.197, !dbg !88
  %.200 = insertelement <8 x i32> %.195, i32 %.198, i64 1, !dbg !88
  %.201 = insertelement <8 x i32> %.200, i32 %.199, i64 5, !dbg !88
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.76), !dbg !88
  %.204 = select i1 %.187, i32 %.203, i32 %.76, !dbg !88
  %.205 = select i1 %.187, i32 %.76, i32 %.203, !dbg !88
  %.206 = insertelement <8 x i32> %.201, i32 %.204, i64 2, !dbg !88
  %.207 = insertelement <8 x i32> %.206, i32 %.205, i64 6, !dbg !88
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.77), !dbg !88
  %.210 = select i1 %.187, i32 %.209, i32 %.77, !dbg !88
  %.211 = select i1 %.187, i32 %.77, i32 %.209, !dbg !88
  %.212 = insertelement <8 x i32> %.207, i32 %.210, i64 3, !dbg !88
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 7, !dbg !88
  %.214 = bitcast <8 x i32> %.213 to <16 x i16>, !dbg !88
  %.216 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.100), !dbg !88
  %.217 = select i1 %.187, i32 %.216, i32 %.100, !dbg !88
  %.218 = select i1 %.187, i32 %.100, i32 %.216, !dbg !88
  %.219 = insertelement <8 x i32> poison, i32 %.217, i64 0, !dbg !88
  %.220 = insertelement <8 x i32> %.219, i32 %.218, i64 4, !dbg !88
  %.222 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.112), !dbg !88
  %.223 = select i1 %.187, i32 %.222, i32 %.112, !dbg !88
  %.224 = select i1 %.187, i32 %.112, i32 %.222, !dbg !88
  %.225 = insertelement <8 x i32> %.220, i32 %.223, i64 1, !dbg !88
  %.226 = insertelement <8 x i32> %.225, i32 %.224, i64 5, !dbg !88
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.124), !dbg !88
  %.229 = select i1 %.187, i32 %.228, i32 %.124, !dbg !88
  %.230 = select i1 %.187, i32 %.124, i32 %.228, !dbg !88
  %.231 = insertelement <8 x i32> %.226, i32 %.229, i64 2, !dbg !88
  %.232 = insertelement <8 x i32> %.231, i32 %.230, i64 6, !dbg !88
  %.234 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.136), !dbg !88
  %.235 = select i1 %.187, i32 %.234, i32 %.136, !dbg !88
  %.236 = select i1 %.187, i32 %.136, i32 %.234, !dbg !88
  %.237 = insertelement <8 x i32> %.232, i32 %.235, i64 3, !dbg !88
  %.238 = insertelement <8 x i32> %.237, i32 %.236, i64 7, !dbg !88
  %.239 = bitcast <8 x i32> %.238 to <16 x i16>, !dbg !88
  %.241 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !88
  %.243 = insertelement <8 x float> %.241, float %.153, i64 1, !dbg !88
  %.245 = insertelement <8 x float> %.243, float %.157, i64 2, !dbg !88
  %.247 = insertelement <8 x float> %.245, float %.161, i64 3, !dbg !88
  %.249 = insertelement <8 x float> %.247, float %.165, i64 4, !dbg !88
  %.251 = insertelement <8 x float> %.249, float %.169, i64 5, !dbg !88
  %.253 = insertelement <8 x float> %.251, float %.173, i64 6, !dbg !88
  %.255 = insertelement <8 x float> %.253, float %.177, i64 7, !dbg !88
  %.256 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.214, <16 x i16> %.239, <8 x float> %.255), !dbg !88
  %.257 = extractelement <8 x float> %.256, i64 0, !dbg !88
  %.258 = extractelement <8 x float> %.256, i64 1, !dbg !88
  %.259 = extractelement <8 x float> %.256, i64 2, !dbg !88
  %.260 = extractelement <8 x float> %.256, i64 3, !dbg !88
  %.261 = extractelement <8 x float> %.256, i64 4, !dbg !88
  %.262 = extractelement <8 x float> %.256, i64 5, !dbg !88
  %.263 = extractelement <8 x float> %.256, i64 6, !dbg !88
  %.264 = extractelement <8 x float> %.256, i64 7, !dbg !88
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !89
  %.281 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !89
  store float %.257, ptr addrspace(1) %.281, align 4, !dbg !89
  %.285 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.151, !dbg !89
  store float %.258, ptr addrspace(1) %.285, align 4, !dbg !89
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.155, !dbg !89
  store float %.259, ptr addrspace(1) %.289, align 4, !dbg !89
  %.293 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !89
  store float %.260, ptr addrspace(1) %.293, align 4, !dbg !89
  %.297 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.163, !dbg !89
  store float %.261, ptr addrspace(1) %.297, align 4, !dbg !89
  %.301 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.167, !dbg !89
  store float %.262, ptr addrspace(1) %.301, align 4, !dbg !89
  %.305 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.171, !dbg !89
  store float %.263, ptr addrspace(1) %.305, align 4, !dbg !89
  %.309 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.175, !dbg !89
  store float %.264, ptr addrspace(1) %.309, align 4, !dbg !89
  ret void, !dbg !89
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !90 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !91
  %t1 = sext i32 %.13 to i64, !dbg !91
  %t2 = shl nsw i64 %t1, 4, !dbg !92
  %t3 = mul i64 %t2, %a12, !dbg !93
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !94
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !94
  %.15 = lshr i32 %.14, 4, !dbg !94
  %.16 = zext i32 %.15 to i64, !dbg !94
  %.17 = and i32 %.14, 15, !dbg !94
  %.18 = zext i32 %.17 to i64, !dbg !94
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !94
  %.21 = mul i64 %.20, %a12, !dbg !94
  %.22 = add i64 %.21, %.18, !dbg !94
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !94
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !94, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !94
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !94
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !94, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !94
  %.34 = add i64 %.22, %.33, !dbg !94
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !94
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !94, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !94
  %.39 = add i64 %.22, %.38, !dbg !94
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !94
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !94, !amdgpu.noclobber !6
  %.45 = shl i64 %a12, 2, !dbg !94
  %.46 = add i64 %.22, %.45, !dbg !94
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !94
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !94, !amdgpu.noclobber !6
  %.50 = mul i64 %a12, 5, !dbg !94
  %.51 = add i64 %.22, %.50, !dbg !94
  %.52 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.51, !dbg !94
  %.53 = load i16, ptr addrspace(1) %.52, align 2, !dbg !94, !amdgpu.noclobber !6
  %.57 = mul i64 %a12, 6, !dbg !94
  %.58 = add i64 %.22, %.57, !dbg !94
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !94
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !94, !amdgpu.noclobber !6
  %.62 = mul i64 %a12, 7, !dbg !94
  %.63 = add i64 %.22, %.62, !dbg !94
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.63, !dbg !94
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !94, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !95
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !96
  %.80 = mul i64 %.18, %a13, !dbg !96
  %.81 = add i64 %.80, %.20, !dbg !96
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !96
  %.83 = ptrtoint ptr addrspace(1) %.82 to i64, !dbg !96
  %.84 = and i64 %.83, 3, !dbg !96
  %.85 = icmp eq i64 %.84, 0, !dbg !96
  br i1 %.85, label %frag.wide.86, label %frag.narrow.87, !dbg !96

frag.wide.86:                                     ; preds = %entry
  %.89 = load <4 x i32>, ptr addrspace(1) %.82, align 4, !dbg !96, !amdgpu.noclobber !6
  %.90 = extractelement <4 x i32> %.89, i64 0, !dbg !96
  %.91 = extractelement <4 x i32> %.89, i64 1, !dbg !96
  %.92 = extractelement <4 x i32> %.89, i64 2, !dbg !96
  %.93 = extractelement <4 x i32> %.89, i64 3, !dbg !96
  br label %frag.join.88, !dbg !96

frag.narrow.87:                                   ; preds = %entry
  %.95 = load i16, ptr addrspace(1) %.82, align 2, !dbg !96, !amdgpu.noclobber !6
  %.96 = zext i16 %.95 to i32, !dbg !96
  %.97 = add i64 %.81, 1, !dbg !96
  %.98 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.97, !dbg !96
  %.99 = load i16, ptr addrspace(1) %.98, align 2, !dbg !96, !amdgpu.noclobber !6
  %.100 = zext i16 %.99 to i32, !dbg !96
  %.101 = shl nuw i32 %.100, 16, !dbg !96
  %.102 = or i32 %.101, %.96, !dbg !96
  %.103 = add i64 %.81, 2, !dbg !96
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.103, !dbg !96
  %.105 = load i16, ptr addrspace(1) %.104, align 2, !dbg !96, !amdgpu.noclobber !6
  %.106 = zext i16 %.105 to i32, !dbg !96
  %.107 = add i64 %.81, 3, !dbg !96
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !96
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !96, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !96
  %.111 = shl nuw i32 %.110, 16, !dbg !96
  %.112 = or i32 %.111, %.106, !dbg !96
  %.113 = add i64 %.81, 4, !dbg !96
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.113, !dbg !96
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !96, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !96
  %.117 = add i64 %.81, 5, !dbg !96
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.117, !dbg !96
  %.119 = load i16, ptr addrspace(1) %.118, align 2, !dbg !96, !amdgpu.noclobber !6
  %.120 = zext i16 %.119 to i32, !dbg !96
  %.121 = shl nuw i32 %.120, 16, !dbg !96
  %.122 = or i32 %.121, %.116, !dbg !96
  %.123 = add i64 %.81, 6, !dbg !96
  %.124 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.123, !dbg !96
  %.125 = load i16, ptr addrspace(1) %.124, align 2, !dbg !96, !amdgpu.noclobber !6
  %.126 = zext i16 %.125 to i32, !dbg !96
  %.127 = add i64 %.81, 7, !dbg !96
  %.128 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.127, !dbg !96
  %.129 = load i16, ptr addrspace(1) %.128, align 2, !dbg !96, !amdgpu.noclobber !6
  %.130 = zext i16 %.129 to i32, !dbg !96
  %.131 = shl nuw i32 %.130, 16, !dbg !96
  %.132 = or i32 %.131, %.126, !dbg !96
  br label %frag.join.88, !dbg !96

frag.join.88:                                     ; preds = %frag.narrow.87, %frag.wide.86
  %.133 = phi i32 [ %.90, %frag.wide.86 ], [ %.102, %frag.narrow.87 ], !dbg !96
  %.134 = phi i32 [ %.91, %frag.wide.86 ], [ %.112, %frag.narrow.87 ], !dbg !96
  %.135 = phi i32 [ %.92, %frag.wide.86 ], [ %.122, %frag.narrow.87 ], !dbg !96
  %.136 = phi i32 [ %.93, %frag.wide.86 ], [ %.132, %frag.narrow.87 ], !dbg !96
  %.61 = zext i16 %.60 to i32, !dbg !94
  %.66 = zext i16 %.65 to i32, !dbg !94
  %.67 = shl nuw i32 %.66, 16, !dbg !94
  %.68 = or i32 %.67, %.61, !dbg !94
  %.49 = zext i16 %.48 to i32, !dbg !94
  %.54 = zext i16 %.53 to i32, !dbg !94
  %.55 = shl nuw i32 %.54, 16, !dbg !94
  %.56 = or i32 %.55, %.49, !dbg !94
  %.37 = zext i16 %.36 to i32, !dbg !94
  %.42 = zext i16 %.41 to i32, !dbg !94
  %.43 = shl nuw i32 %.42, 16, !dbg !94
  %.44 = or i32 %.43, %.37, !dbg !94
  %.25 = zext i16 %.24 to i32, !dbg !94
  %.30 = zext i16 %.29 to i32, !dbg !94
  %.31 = shl nuw i32 %.30, 16, !dbg !94
  %.32 = or i32 %.31, %.25, !dbg !94
  %t11 = mul i64 %t2, %a14, !dbg !97
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !98
  %.146 = mul i64 %.18, %a14, !dbg !98
  %.147 = add i64 %.146, %.16, !dbg !98
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !98
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !98, !amdgpu.noclobber !6
  %.150 = add i64 %.147, 2, !dbg !98
  %.151 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.150, !dbg !98
  %.152 = load float, ptr addrspace(1) %.151, align 4, !dbg !98, !amdgpu.noclobber !6
  %.153 = add i64 %.147, 4, !dbg !98
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.153, !dbg !98
  %.155 = load float, ptr addrspace(1) %.154, align 4, !dbg !98, !amdgpu.noclobber !6
  %.156 = add i64 %.147, 6, !dbg !98
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.156, !dbg !98
  %.158 = load float, ptr addrspace(1) %.157, align 4, !dbg !98, !amdgpu.noclobber !6
  %.159 = add i64 %.147, 8, !dbg !98
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !98
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !98, !amdgpu.noclobber !6
  %.162 = add i64 %.147, 10, !dbg !98
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.162, !dbg !98
  %.164 = load float, ptr addrspace(1) %.163, align 4, !dbg !98, !amdgpu.noclobber !6
  %.165 = add i64 %.147, 12, !dbg !98
  %.166 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.165, !dbg !98
  %.167 = load float, ptr addrspace(1) %.166, align 4, !dbg !98, !amdgpu.noclobber !6
  %.168 = add i64 %.147, 14, !dbg !98
  %.169 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.168, !dbg !98
  %.170 = load float, ptr addrspace(1) %.169, align 4, !dbg !98, !amdgpu.noclobber !6
  %.180 = icmp ugt i32 %.14, 15, !dbg !99
  %.181 = shl i32 %.14, 2, !dbg !99
  %.182 = xor i32 %.181, 64, !dbg !99
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.32), !dbg !99
  %.185 = select i1 %.180, i32 %.184, i32 %.32, !dbg !99
  %.186 = select i1 %.180, i32 %.32, i32 %.184, !dbg !99
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !99
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !99
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.44), !dbg !99
  %.191 = select i1 %.180, i32 %.190, i32 %.44, !dbg !99
  %.192 = select i1 %.180, i32 %.44, i32 %.190, !dbg !99
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !99
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !99
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.56), !dbg !99
  %.197 = select i1 %.180, i32 %.196, i32 %.56, !dbg !99
  %.198 = select i1 %.180, i32 %.56, i32 %.196, !dbg !99
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !99
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !99
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.68), !dbg !99
  %.203 = select i1 %.180, i32 %.202, i32 %.68, !dbg !99
  %.204 = select i1 %.180, i32 %.68, i32 %.202, !dbg !99
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !99
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !99
  %.207 = bitcast <8 x i32> %.206 to <16 x half>, !dbg !99
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.133), !dbg !99
  %.210 = select i1 %.180, i32 %.209, i32 %.133, !dbg !99
  %.211 = select i1 %.180, i32 %.133, i32 %.209, !dbg !99
  %.212 = insertelement <8 x i32> poison, i32 %.210, i64 0, !dbg !99
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 4, !dbg !99
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.134), !dbg !99
  %.216 = select i1 %.180, i32 %.215, i32 %.134, !dbg !99
  %.217 = select i1 %.180, i32 %.134, i32 %.215, !dbg !99
  %.218 = insertelement <8 x i32> %.213, i32 %.216, i64 1, !dbg !99
  %.219 = insertelement <8 x i32> %.218, i32 %.217, i64 5, !dbg !99
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.135), !dbg !99
  %.222 = select i1 %.180, i32 %.221, i32 %.135, !dbg !99
  %.223 = select i1 %.180, i32 %.135, i32 %.221, !dbg !99
  %.224 = insertelement <8 x i32> %.219, i32 %.222, i64 2, !dbg !99
  %.225 = insertelement <8 x i32> %.224, i32 %.223, i64 6, !dbg !99
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.136), !dbg !99
  %.228 = select i1 %.180, i32 %.227, i32 %.136, !dbg !99
  %.229 = select i1 %.180, i32 %.136, i32 %.227, !dbg !99
  %.230 = insertelement <8 x i32> %.225, i32 %.228, i64 3, !dbg !99
  %.231 = insertelement <8 x i32> %.230, i32 %.229, i64 7, !dbg !99
  %.232 = bitcast <8 x i32> %.231 to <16 x half>, !dbg !99
  %.234 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !99
  %.236 = insertelement <8 x float> %.234, float %.152, i64 1, !dbg !99
  %.238 = insertelement <8 x float> %.236, float %.155, i64 2, !dbg !99
  %.240 = insertelement <8 x float> %.238, float %.158, i64 3, !dbg !99
  %.242 = insertelement <8 x float> %.240, float %.161, i64 4, !dbg !99
  %.244 = insertelement <8 x float> %.242, float %.164, i64 5, !dbg !99
  %.246 = insertelement <8 x float> %.244, float %.167, i64 6, !dbg !99
  %.248 = insertelement <8 x float> %.246, float %.170, i64 7, !dbg !99
  %.249 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.207, <16 x half> %.232, <8 x float> %.248), !dbg !99
  %.250 = extractelement <8 x float> %.249, i64 0, !dbg !99
  %.251 = extractelement <8 x float> %.249, i64 1, !dbg !99
  %.252 = extractelement <8 x float> %.249, i64 2, !dbg !99
  %.253 = extractelement <8 x float> %.249, i64 3, !dbg !99
  %.254 = extractelement <8 x float> %.249, i64 4, !dbg !99
  %.255 = extractelement <8 x float> %.249, i64 5, !dbg !99
  %.256 = extractelement <8 x float> %.249, i64 6, !dbg !99
  %.257 = extractelement <8 x float> %.249, i64 7, !dbg !99
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !100
  %.274 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !100
  store float %.250, ptr addrspace(1) %.274, align 4, !dbg !100
  %.277 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.150, !dbg !100
  store float %.251, ptr addrspace(1) %.277, align 4, !dbg !100
  %.280 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.153, !dbg !100
  store float %.252, ptr addrspace(1) %.280, align 4, !dbg !100
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.156, !dbg !100
  store float %.253, ptr addrspace(1) %.283, align 4, !dbg !100
  %.286 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !100
  store float %.254, ptr addrspace(1) %.286, align 4, !dbg !100
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.162, !dbg !100
  store float %.255, ptr addrspace(1) %.289, align 4, !dbg !100
  %.292 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.165, !dbg !100
  store float %.256, ptr addrspace(1) %.292, align 4, !dbg !100
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.168, !dbg !100
  store float %.257, ptr addrspace(1) %.295, align 4, !dbg !100
  ret void, !dbg !100
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !101 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !102
  %t1 = sext i32 %.13 to i64, !dbg !102
  %t2 = shl nsw i64 %t1, 4, !dbg !103
  %t3 = mul i64 %t2, %a12, !dbg !104
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !105
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !105
  %.15 = lshr i32 %.14, 4, !dbg !105
  %.16 = zext i32 %.15 to i64, !dbg !105
  %.17 = and i32 %.14, 15, !dbg !105
  %.18 = zext i32 %.17 to i64, !dbg !105
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !105
  %.21 = mul i64 %.20, %a12, !dbg !105
  %.22 = add i64 %.21, %.18, !dbg !105
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !105
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !105, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !105
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !105
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !105, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !105
  %.34 = add i64 %.22, %.33, !dbg !105
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !105
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !105, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !105
  %.39 = add i64 %.22, %.38, !dbg !105
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !105
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !105, !amdgpu.noclobber !6
  %.45 = shl i64 %a12, 2, !dbg !105
  %.46 = add i64 %.22, %.45, !dbg !105
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !105
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !105, !amdgpu.noclobber !6
  %.50 = mul i64 %a12, 5, !dbg !105
  %.51 = add i64 %.22, %.50, !dbg !105
  %.52 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.51, !dbg !105
  %.53 = load i16, ptr addrspace(1) %.52, align 2, !dbg !105, !amdgpu.noclobber !6
  %.57 = mul i64 %a12, 6, !dbg !105
  %.58 = add i64 %.22, %.57, !dbg !105
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !105
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !105, !amdgpu.noclobber !6
  %.62 = mul i64 %a12, 7, !dbg !105
  %.63 = add i64 %.22, %.62, !dbg !105
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.63, !dbg !105
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !105, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !106
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !107
  %.80 = mul i64 %.18, %a13, !dbg !107
  %.81 = add i64 %.80, %.20, !dbg !107
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !107
  %.83 = ptrtoint ptr addrspace(1) %.82 to i64, !dbg !107
  %.84 = and i64 %.83, 3, !dbg !107
  %.85 = icmp eq i64 %.84, 0, !dbg !107
  br i1 %.85, label %frag.wide.86, label %frag.narrow.87, !dbg !107

frag.wide.86:                                     ; preds = %entry
  %.89 = load <4 x i32>, ptr addrspace(1) %.82, align 4, !dbg !107, !amdgpu.noclobber !6
  %.90 = extractelement <4 x i32> %.89, i64 0, !dbg !107
  %.91 = extractelement <4 x i32> %.89, i64 1, !dbg !107
  %.92 = extractelement <4 x i32> %.89, i64 2, !dbg !107
  %.93 = extractelement <4 x i32> %.89, i64 3, !dbg !107
  br label %frag.join.88, !dbg !107

frag.narrow.87:                                   ; preds = %entry
  %.95 = load i16, ptr addrspace(1) %.82, align 2, !dbg !107, !amdgpu.noclobber !6
  %.96 = zext i16 %.95 to i32, !dbg !107
  %.97 = add i64 %.81, 1, !dbg !107
  %.98 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.97, !dbg !107
  %.99 = load i16, ptr addrspace(1) %.98, align 2, !dbg !107, !amdgpu.noclobber !6
  %.100 = zext i16 %.99 to i32, !dbg !107
  %.101 = shl nuw i32 %.100, 16, !dbg !107
  %.102 = or i32 %.101, %.96, !dbg !107
  %.103 = add i64 %.81, 2, !dbg !107
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.103, !dbg !107
  %.105 = load i16, ptr addrspace(1) %.104, align 2, !dbg !107, !amdgpu.noclobber !6
  %.106 = zext i16 %.105 to i32, !dbg !107
  %.107 = add i64 %.81, 3, !dbg !107
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !107
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !107, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !107
  %.111 = shl nuw i32 %.110, 16, !dbg !107
  %.112 = or i32 %.111, %.106, !dbg !107
  %.113 = add i64 %.81, 4, !dbg !107
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.113, !dbg !107
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !107, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !107
  %.117 = add i64 %.81, 5, !dbg !107
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.117, !dbg !107
  %.119 = load i16, ptr addrspace(1) %.118, align 2, !dbg !107, !amdgpu.noclobber !6
  %.120 = zext i16 %.119 to i32, !dbg !107
  %.121 = shl nuw i32 %.120, 16, !dbg !107
  %.122 = or i32 %.121, %.116, !dbg !107
  %.123 = add i64 %.81, 6, !dbg !107
  %.124 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.123, !dbg !107
  %.125 = load i16, ptr addrspace(1) %.124, align 2, !dbg !107, !amdgpu.noclobber !6
  %.126 = zext i16 %.125 to i32, !dbg !107
  %.127 = add i64 %.81, 7, !dbg !107
  %.128 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.127, !dbg !107
  %.129 = load i16, ptr addrspace(1) %.128, align 2, !dbg !107, !amdgpu.noclobber !6
  %.130 = zext i16 %.129 to i32, !dbg !107
  %.131 = shl nuw i32 %.130, 16, !dbg !107
  %.132 = or i32 %.131, %.126, !dbg !107
  br label %frag.join.88, !dbg !107

frag.join.88:                                     ; preds = %frag.narrow.87, %frag.wide.86
  %.133 = phi i32 [ %.90, %frag.wide.86 ], [ %.102, %frag.narrow.87 ], !dbg !107
  %.134 = phi i32 [ %.91, %frag.wide.86 ], [ %.112, %frag.narrow.87 ], !dbg !107
  %.135 = phi i32 [ %.92, %frag.wide.86 ], [ %.122, %frag.narrow.87 ], !dbg !107
  %.136 = phi i32 [ %.93, %frag.wide.86 ], [ %.132, %frag.narrow.87 ], !dbg !107
  %.61 = zext i16 %.60 to i32, !dbg !105
  %.66 = zext i16 %.65 to i32, !dbg !105
  %.67 = shl nuw i32 %.66, 16, !dbg !105
  %.68 = or i32 %.67, %.61, !dbg !105
  %.49 = zext i16 %.48 to i32, !dbg !105
  %.54 = zext i16 %.53 to i32, !dbg !105
  %.55 = shl nuw i32 %.54, 16, !dbg !105
  %.56 = or i32 %.55, %.49, !dbg !105
  %.37 = zext i16 %.36 to i32, !dbg !105
  %.42 = zext i16 %.41 to i32, !dbg !105
  %.43 = shl nuw i32 %.42, 16, !dbg !105
  %.44 = or i32 %.43, %.37, !dbg !105
  %.25 = zext i16 %.24 to i32, !dbg !105
  %.30 = zext i16 %.29 to i32, !dbg !105
  %.31 = shl nuw i32 %.30, 16, !dbg !105
  %.32 = or i32 %.31, %.25, !dbg !105
  %t11 = mul i64 %t2, %a14, !dbg !108
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !109
  %.146 = mul i64 %.18, %a14, !dbg !109
  %.147 = add i64 %.146, %.16, !dbg !109
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !109
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !109, !amdgpu.noclobber !6
  %.150 = add i64 %.147, 2, !dbg !109
  %.151 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.150, !dbg !109
  %.152 = load float, ptr addrspace(1) %.151, align 4, !dbg !109, !amdgpu.noclobber !6
  %.153 = add i64 %.147, 4, !dbg !109
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.153, !dbg !109
  %.155 = load float, ptr addrspace(1) %.154, align 4, !dbg !109, !amdgpu.noclobber !6
  %.156 = add i64 %.147, 6, !dbg !109
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.156, !dbg !109
  %.158 = load float, ptr addrspace(1) %.157, align 4, !dbg !109, !amdgpu.noclobber !6
  %.159 = add i64 %.147, 8, !dbg !109
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !109
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !109, !amdgpu.noclobber !6
  %.162 = add i64 %.147, 10, !dbg !109
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.162, !dbg !109
  %.164 = load float, ptr addrspace(1) %.163, align 4, !dbg !109, !amdgpu.noclobber !6
  %.165 = add i64 %.147, 12, !dbg !109
  %.166 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.165, !dbg !109
  %.167 = load float, ptr addrspace(1) %.166, align 4, !dbg !109, !amdgpu.noclobber !6
  %.168 = add i64 %.147, 14, !dbg !109
  %.169 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.168, !dbg !109
  %.170 = load float, ptr addrspace(1) %.169, align 4, !dbg !109, !amdgpu.noclobber !6
  %.180 = icmp ugt i32 %.14, 15, !dbg !110
  %.181 = shl i32 %.14, 2, !dbg !110
  %.182 = xor i32 %.181, 64, !dbg !110
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.32), !dbg !110
  %.185 = select i1 %.180, i32 %.184, i32 %.32, !dbg !110
  %.186 = select i1 %.180, i32 %.32, i32 %.184, !dbg !110
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !110
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !110
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.44), !dbg !110
  %.191 = select i1 %.180, i32 %.190, i32 %.44, !dbg !110
  %.192 = select i1 %.180, i32 %.44, i32 %.190, !dbg !110
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !110
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !110
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.56), !dbg !110
  %.197 = select i1 %.180, i32 %.196, i32 %.56, !dbg !110
  %.198 = select i1 %.180, i32 %.56, i32 %.196, !dbg !110
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !110
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !110
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.68), !dbg !110
  %.203 = select i1 %.180, i32 %.202, i32 %.68, !dbg !110
  %.204 = select i1 %.180, i32 %.68, i32 %.202, !dbg !110
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !110
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !110
  %.207 = bitcast <8 x i32> %.206 to <16 x i16>, !dbg !110
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.133), !dbg !110
  %.210 = select i1 %.180, i32 %.209, i32 %.133, !dbg !110
  %.211 = select i1 %.180, i32 %.133, i32 %.209, !dbg !110
  %.212 = insertelement <8 x i32> poison, i32 %.210, i64 0, !dbg !110
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 4, !dbg !110
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.134), !dbg !110
  %.216 = select i1 %.180, i32 %.215, i32 %.134, !dbg !110
  %.217 = select i1 %.180, i32 %.134, i32 %.215, !dbg !110
  %.218 = insertelement <8 x i32> %.213, i32 %.216, i64 1, !dbg !110
  %.219 = insertelement <8 x i32> %.218, i32 %.217, i64 5, !dbg !110
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.135), !dbg !110
  %.222 = select i1 %.180, i32 %.221, i32 %.135, !dbg !110
  %.223 = select i1 %.180, i32 %.135, i32 %.221, !dbg !110
  %.224 = insertelement <8 x i32> %.219, i32 %.222, i64 2, !dbg !110
  %.225 = insertelement <8 x i32> %.224, i32 %.223, i64 6, !dbg !110
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.136), !dbg !110
  %.228 = select i1 %.180, i32 %.227, i32 %.136, !dbg !110
  %.229 = select i1 %.180, i32 %.136, i32 %.227, !dbg !110
  %.230 = insertelement <8 x i32> %.225, i32 %.228, i64 3, !dbg !110
  %.231 = insertelement <8 x i32> %.230, i32 %.229, i64 7, !dbg !110
  %.232 = bitcast <8 x i32> %.231 to <16 x i16>, !dbg !110
  %.234 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !110
  %.236 = insertelement <8 x float> %.234, float %.152, i64 1, !dbg !110
  %.238 = insertelement <8 x float> %.236, float %.155, i64 2, !dbg !110
  %.240 = insertelement <8 x float> %.238, float %.158, i64 3, !dbg !110
  %.242 = insertelement <8 x float> %.240, float %.161, i64 4, !dbg !110
  %.244 = insertelement <8 x float> %.242, float %.164, i64 5, !dbg !110
  %.246 = insertelement <8 x float> %.244, float %.167, i64 6, !dbg !110
  %.248 = insertelement <8 x float> %.246, float %.170, i64 7, !dbg !110
  %.249 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.207, <16 x i16> %.232, <8 x float> %.248), !dbg !110
  %.250 = extractelement <8 x float> %.249, i64 0, !dbg !110
  %.251 = extractelement <8 x float> %.249, i64 1, !dbg !110
  %.252 = extractelement <8 x float> %.249, i64 2, !dbg !110
  %.253 = extractelement <8 x float> %.249, i64 3, !dbg !110
  %.254 = extractelement <8 x float> %.249, i64 4, !dbg !110
  %.255 = extractelement <8 x float> %.249, i64 5, !dbg !110
  %.256 = extractelement <8 x float> %.249, i64 6, !dbg !110
  %.257 = extractelement <8 x float> %.249, i64 7, !dbg !110
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !111
  %.274 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !111
  store float %.250, ptr addrspace(1) %.274, align 4, !dbg !111
  %.277 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.150, !dbg !111
  store float %.251, ptr addrspace(1) %.277, align 4, !dbg !111
  %.280 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.153, !dbg !111
  store float %.252, ptr addrspace(1) %.280, align 4, !dbg !111
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.156, !dbg !111
  store float %.253, ptr addrspace(1) %.283, align 4, !dbg !111
  %.286 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !111
  store float %.254, ptr addrspace(1) %.286, align 4, !dbg !111
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.162, !dbg !111
  store float %.255, ptr addrspace(1) %.289, align 4, !dbg !111
  %.292 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.165, !dbg !111
  store float %.256, ptr addrspace(1) %.292, align 4, !dbg !111
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.168, !dbg !111
  store float %.257, ptr addrspace(1) %.295, align 4, !dbg !111
  ret void, !dbg !111
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #0 !dbg !112 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !113
  %.11 = lshr i32 %.10, 4, !dbg !113
  %.12 = zext i32 %.11 to i64, !dbg !113
  %.13 = and i32 %.10, 15, !dbg !113
  %.14 = zext i32 %.13 to i64, !dbg !113
  %.16 = shl nuw nsw i64 %.12, 3, !dbg !113
  %.17 = mul i64 %.14, %a9, !dbg !113
  %.18 = add i64 %.17, %.16, !dbg !113
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !113
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !113
  %.21 = and i64 %.20, 3, !dbg !113
  %.22 = icmp eq i64 %.21, 0, !dbg !113
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !113

frag.wide.23:                                     ; preds = %entry
  %.26 = load <4 x i32>, ptr addrspace(1) %.19, align 4, !dbg !113, !amdgpu.noclobber !6
  %.27 = extractelement <4 x i32> %.26, i64 0, !dbg !113
  %.28 = extractelement <4 x i32> %.26, i64 1, !dbg !113
  %.29 = extractelement <4 x i32> %.26, i64 2, !dbg !113
  %.30 = extractelement <4 x i32> %.26, i64 3, !dbg !113
  br label %frag.join.25, !dbg !113

frag.narrow.24:                                   ; preds = %entry
  %.32 = load i16, ptr addrspace(1) %.19, align 2, !dbg !113, !amdgpu.noclobber !6
  %.33 = zext i16 %.32 to i32, !dbg !113
  %.34 = add i64 %.18, 1, !dbg !113
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.34, !dbg !113
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !113, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !113
  %.38 = shl nuw i32 %.37, 16, !dbg !113
  %.39 = or i32 %.38, %.33, !dbg !113
  %.40 = add i64 %.18, 2, !dbg !113
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !113
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !113, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !113
  %.44 = add i64 %.18, 3, !dbg !113
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.44, !dbg !113
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !113, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !113
  %.48 = shl nuw i32 %.47, 16, !dbg !113
  %.49 = or i32 %.48, %.43, !dbg !113
  %.50 = add i64 %.18, 4, !dbg !113
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !113
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !113, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !113
  %.54 = add i64 %.18, 5, !dbg !113
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.54, !dbg !113
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !113, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !113
  %.58 = shl nuw i32 %.57, 16, !dbg !113
  %.59 = or i32 %.58, %.53, !dbg !113
  %.60 = add i64 %.18, 6, !dbg !113
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !113
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !113, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !113
  %.64 = add i64 %.18, 7, !dbg !113
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.64, !dbg !113
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !113, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !113
  %.68 = shl nuw i32 %.67, 16, !dbg !113
  %.69 = or i32 %.68, %.63, !dbg !113
  br label %frag.join.25, !dbg !113

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.70 = phi i32 [ %.27, %frag.wide.23 ], [ %.39, %frag.narrow.24 ], !dbg !113
  %.71 = phi i32 [ %.28, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !113
  %.72 = phi i32 [ %.29, %frag.wide.23 ], [ %.59, %frag.narrow.24 ], !dbg !113
  %.73 = phi i32 [ %.30, %frag.wide.23 ], [ %.69, %frag.narrow.24 ], !dbg !113
  %.85 = mul i64 %.14, %a10, !dbg !114
  %.86 = add i64 %.85, %.16, !dbg !114
  %.87 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.86, !dbg !114
  %.88 = ptrtoint ptr addrspace(1) %.87 to i64, !dbg !114
  %.89 = and i64 %.88, 3, !dbg !114
  %.90 = icmp eq i64 %.89, 0, !dbg !114
  br i1 %.90, label %frag.wide.91, label %frag.narrow.92, !dbg !114

frag.wide.91:                                     ; preds = %frag.join.25
  %.94 = load <4 x i32>, ptr addrspace(1) %.87, align 4, !dbg !114, !amdgpu.noclobber !6
  %.95 = extractelement <4 x i32> %.94, i64 0, !dbg !114
  %.96 = extractelement <4 x i32> %.94, i64 1, !dbg !114
  %.97 = extractelement <4 x i32> %.94, i64 2, !dbg !114
  %.98 = extractelement <4 x i32> %.94, i64 3, !dbg !114
  br label %frag.join.93, !dbg !114

frag.narrow.92:                                   ; preds = %frag.join.25
  %.100 = load i16, ptr addrspace(1) %.87, align 2, !dbg !114, !amdgpu.noclobber !6
  %.101 = zext i16 %.100 to i32, !dbg !114
  %.102 = add i64 %.86, 1, !dbg !114
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.102, !dbg !114
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !114, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !114
  %.106 = shl nuw i32 %.105, 16, !dbg !114
  %.107 = or i32 %.106, %.101, !dbg !114
  %.108 = add i64 %.86, 2, !dbg !114
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.108, !dbg !114
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !114, !amdgpu.noclobber !6
  %.111 = zext i16 %.110 to i32, !dbg !114
  %.112 = add i64 %.86, 3, !dbg !114
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.112, !dbg !114
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !114, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !114
  %.116 = shl nuw i32 %.115, 16, !dbg !114
  %.117 = or i32 %.116, %.111, !dbg !114
  %.118 = add i64 %.86, 4, !dbg !114
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.118, !dbg !114
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !114, !amdgpu.noclobber !6
  %.121 = zext i16 %.120 to i32, !dbg !114
  %.122 = add i64 %.86, 5, !dbg !114
  %.123 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.122, !dbg !114
  %.124 = load i16, ptr addrspace(1) %.123, align 2, !dbg !114, !amdgpu.noclobber !6
  %.125 = zext i16 %.124 to i32, !dbg !114
  %.126 = shl nuw i32 %.125, 16, !dbg !114
  %.127 = or i32 %.126, %.121, !dbg !114
  %.128 = add i64 %.86, 6, !dbg !114
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.128, !dbg !114
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !114, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !114
  %.132 = add i64 %.86, 7, !dbg !114
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.132, !dbg !114
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !114, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !114
  %.136 = shl nuw i32 %.135, 16, !dbg !114
  %.137 = or i32 %.136, %.131, !dbg !114
  br label %frag.join.93, !dbg !114

frag.join.93:                                     ; preds = %frag.narrow.92, %frag.wide.91
  %.138 = phi i32 [ %.95, %frag.wide.91 ], [ %.107, %frag.narrow.92 ], !dbg !114
  %.139 = phi i32 [ %.96, %frag.wide.91 ], [ %.117, %frag.narrow.92 ], !dbg !114
  %.140 = phi i32 [ %.97, %frag.wide.91 ], [ %.127, %frag.narrow.92 ], !dbg !114
  %.141 = phi i32 [ %.98, %frag.wide.91 ], [ %.137, %frag.narrow.92 ], !dbg !114
  %.155 = icmp ugt i32 %.10, 15
  %.156 = shl i32 %.10, 2
  %.157 = xor i32 %.156, 64
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.70), !dbg !115
  %.160 = select i1 %.155, i32 %.159, i32 %.70, !dbg !115
  %.161 = select i1 %.155, i32 %.70, i32 %.159, !dbg !115
  %.162 = insertelement <8 x i32> poison, i32 %.160, i64 0, !dbg !115
  %.163 = insertelement <8 x i32> %.162, i32 %.161, i64 4, !dbg !115
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.71), !dbg !115
  %.166 = select i1 %.155, i32 %.165, i32 %.71, !dbg !115
  %.167 = select i1 %.155, i32 %.71, i32 %.165, !dbg !115
  %.168 = insertelement <8 x i32> %.163, i32 %.166, i64 1, !dbg !115
  %.169 = insertelement <8 x i32> %.168, i32 %.167, i64 5, !dbg !115
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.72), !dbg !115
  %.172 = select i1 %.155, i32 %.171, i32 %.72, !dbg !115
  %.173 = select i1 %.155, i32 %.72, i32 %.171, !dbg !115
  %.174 = insertelement <8 x i32> %.169, i32 %.172, i64 2, !dbg !115
  %.175 = insertelement <8 x i32> %.174, i32 %.173, i64 6, !dbg !115
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.73), !dbg !115
  %.178 = select i1 %.155, i32 %.177, i32 %.73, !dbg !115
  %.179 = select i1 %.155, i32 %.73, i32 %.177, !dbg !115
  %.180 = insertelement <8 x i32> %.175, i32 %.178, i64 3, !dbg !115
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 7, !dbg !115
  %.182 = bitcast <8 x i32> %.181 to <16 x half>, !dbg !115
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.138), !dbg !115
  %.185 = select i1 %.155, i32 %.184, i32 %.138, !dbg !115
  %.186 = select i1 %.155, i32 %.138, i32 %.184, !dbg !115
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !115
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !115
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.139), !dbg !115
  %.191 = select i1 %.155, i32 %.190, i32 %.139, !dbg !115
  %.192 = select i1 %.155, i32 %.139, i32 %.190, !dbg !115
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !115
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !115
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.140), !dbg !115
  %.197 = select i1 %.155, i32 %.196, i32 %.140, !dbg !115
  %.198 = select i1 %.155, i32 %.140, i32 %.196, !dbg !115
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !115
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !115
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.141), !dbg !115
  %.203 = select i1 %.155, i32 %.202, i32 %.141, !dbg !115
  %.204 = select i1 %.155, i32 %.141, i32 %.202, !dbg !115
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !115
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !115
  %.207 = bitcast <8 x i32> %.206 to <16 x half>, !dbg !115
  %.209 = insertelement <8 x float> poison, float %a12, i64 0, !dbg !115
  %.223 = shufflevector <8 x float> %.209, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !115
  %.224 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.182, <16 x half> %.207, <8 x float> %.223), !dbg !115
  %.224.1 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.182, <16 x half> %.207, <8 x float> %.224), !dbg !115
  %.225.le = extractelement <8 x float> %.224.1, i64 0, !dbg !115
  %.226.le = extractelement <8 x float> %.224.1, i64 1, !dbg !115
  %.227.le = extractelement <8 x float> %.224.1, i64 2, !dbg !115
  %.228.le = extractelement <8 x float> %.224.1, i64 3, !dbg !115
  %.229.le = extractelement <8 x float> %.224.1, i64 4, !dbg !115
  %.230.le = extractelement <8 x float> %.224.1, i64 5, !dbg !115
  %.231.le = extractelement <8 x float> %.224.1, i64 6, !dbg !115
  %.232.le = extractelement <8 x float> %.224.1, i64 7, !dbg !115
  %.246 = mul i64 %.14, %a11, !dbg !116
  %.247 = add i64 %.246, %.12, !dbg !116
  %.249 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.247, !dbg !116
  store float %.225.le, ptr addrspace(1) %.249, align 4, !dbg !116
  %.251 = add i64 %.247, 2, !dbg !116
  %.252 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.251, !dbg !116
  store float %.226.le, ptr addrspace(1) %.252, align 4, !dbg !116
  %.254 = add i64 %.247, 4, !dbg !116
  %.255 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.254, !dbg !116
  store float %.227.le, ptr addrspace(1) %.255, align 4, !dbg !116
  %.257 = add i64 %.247, 6, !dbg !116
  %.258 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.257, !dbg !116
  store float %.228.le, ptr addrspace(1) %.258, align 4, !dbg !116
  %.260 = add i64 %.247, 8, !dbg !116
  %.261 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.260, !dbg !116
  store float %.229.le, ptr addrspace(1) %.261, align 4, !dbg !116
  %.263 = add i64 %.247, 10, !dbg !116
  %.264 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.263, !dbg !116
  store float %.230.le, ptr addrspace(1) %.264, align 4, !dbg !116
  %.266 = add i64 %.247, 12, !dbg !116
  %.267 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.266, !dbg !116
  store float %.231.le, ptr addrspace(1) %.267, align 4, !dbg !116
  %.269 = add i64 %.247, 14, !dbg !116
  %.270 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.269, !dbg !116
  store float %.232.le, ptr addrspace(1) %.270, align 4, !dbg !116
  ret void, !dbg !116
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #0 !dbg !117 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !118
  %.11 = lshr i32 %.10, 4, !dbg !118
  %.12 = zext i32 %.11 to i64, !dbg !118
  %.13 = and i32 %.10, 15, !dbg !118
  %.14 = zext i32 %.13 to i64, !dbg !118
  %.16 = shl nuw nsw i64 %.12, 3, !dbg !118
  %.17 = mul i64 %.14, %a9, !dbg !118
  %.18 = add i64 %.17, %.16, !dbg !118
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !118
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !118
  %.21 = and i64 %.20, 3, !dbg !118
  %.22 = icmp eq i64 %.21, 0, !dbg !118
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !118

frag.wide.23:                                     ; preds = %entry
  %.26 = load <4 x i32>, ptr addrspace(1) %.19, align 4, !dbg !118, !amdgpu.noclobber !6
  %.27 = extractelement <4 x i32> %.26, i64 0, !dbg !118
  %.28 = extractelement <4 x i32> %.26, i64 1, !dbg !118
  %.29 = extractelement <4 x i32> %.26, i64 2, !dbg !118
  %.30 = extractelement <4 x i32> %.26, i64 3, !dbg !118
  br label %frag.join.25, !dbg !118

frag.narrow.24:                                   ; preds = %entry
  %.32 = load i16, ptr addrspace(1) %.19, align 2, !dbg !118, !amdgpu.noclobber !6
  %.33 = zext i16 %.32 to i32, !dbg !118
  %.34 = add i64 %.18, 1, !dbg !118
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.34, !dbg !118
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !118, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !118
  %.38 = shl nuw i32 %.37, 16, !dbg !118
  %.39 = or i32 %.38, %.33, !dbg !118
  %.40 = add i64 %.18, 2, !dbg !118
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !118
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !118, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !118
  %.44 = add i64 %.18, 3, !dbg !118
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.44, !dbg !118
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !118, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !118
  %.48 = shl nuw i32 %.47, 16, !dbg !118
  %.49 = or i32 %.48, %.43, !dbg !118
  %.50 = add i64 %.18, 4, !dbg !118
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !118
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !118, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !118
  %.54 = add i64 %.18, 5, !dbg !118
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.54, !dbg !118
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !118, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !118
  %.58 = shl nuw i32 %.57, 16, !dbg !118
  %.59 = or i32 %.58, %.53, !dbg !118
  %.60 = add i64 %.18, 6, !dbg !118
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !118
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !118, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !118
  %.64 = add i64 %.18, 7, !dbg !118
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.64, !dbg !118
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !118, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !118
  %.68 = shl nuw i32 %.67, 16, !dbg !118
  %.69 = or i32 %.68, %.63, !dbg !118
  br label %frag.join.25, !dbg !118

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.70 = phi i32 [ %.27, %frag.wide.23 ], [ %.39, %frag.narrow.24 ], !dbg !118
  %.71 = phi i32 [ %.28, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !118
  %.72 = phi i32 [ %.29, %frag.wide.23 ], [ %.59, %frag.narrow.24 ], !dbg !118
  %.73 = phi i32 [ %.30, %frag.wide.23 ], [ %.69, %frag.narrow.24 ], !dbg !118
  %.85 = mul i64 %.14, %a10, !dbg !119
  %.86 = add i64 %.85, %.16, !dbg !119
  %.87 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.86, !dbg !119
  %.88 = ptrtoint ptr addrspace(1) %.87 to i64, !dbg !119
  %.89 = and i64 %.88, 3, !dbg !119
  %.90 = icmp eq i64 %.89, 0, !dbg !119
  br i1 %.90, label %frag.wide.91, label %frag.narrow.92, !dbg !119

frag.wide.91:                                     ; preds = %frag.join.25
  %.94 = load <4 x i32>, ptr addrspace(1) %.87, align 4, !dbg !119, !amdgpu.noclobber !6
  %.95 = extractelement <4 x i32> %.94, i64 0, !dbg !119
  %.96 = extractelement <4 x i32> %.94, i64 1, !dbg !119
  %.97 = extractelement <4 x i32> %.94, i64 2, !dbg !119
  %.98 = extractelement <4 x i32> %.94, i64 3, !dbg !119
  br label %frag.join.93, !dbg !119

frag.narrow.92:                                   ; preds = %frag.join.25
  %.100 = load i16, ptr addrspace(1) %.87, align 2, !dbg !119, !amdgpu.noclobber !6
  %.101 = zext i16 %.100 to i32, !dbg !119
  %.102 = add i64 %.86, 1, !dbg !119
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.102, !dbg !119
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !119, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !119
  %.106 = shl nuw i32 %.105, 16, !dbg !119
  %.107 = or i32 %.106, %.101, !dbg !119
  %.108 = add i64 %.86, 2, !dbg !119
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.108, !dbg !119
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !119, !amdgpu.noclobber !6
  %.111 = zext i16 %.110 to i32, !dbg !119
  %.112 = add i64 %.86, 3, !dbg !119
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.112, !dbg !119
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !119, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !119
  %.116 = shl nuw i32 %.115, 16, !dbg !119
  %.117 = or i32 %.116, %.111, !dbg !119
  %.118 = add i64 %.86, 4, !dbg !119
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.118, !dbg !119
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !119, !amdgpu.noclobber !6
  %.121 = zext i16 %.120 to i32, !dbg !119
  %.122 = add i64 %.86, 5, !dbg !119
  %.123 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.122, !dbg !119
  %.124 = load i16, ptr addrspace(1) %.123, align 2, !dbg !119, !amdgpu.noclobber !6
  %.125 = zext i16 %.124 to i32, !dbg !119
  %.126 = shl nuw i32 %.125, 16, !dbg !119
  %.127 = or i32 %.126, %.121, !dbg !119
  %.128 = add i64 %.86, 6, !dbg !119
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.128, !dbg !119
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !119, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !119
  %.132 = add i64 %.86, 7, !dbg !119
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.132, !dbg !119
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !119, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !119
  %.136 = shl nuw i32 %.135, 16, !dbg !119
  %.137 = or i32 %.136, %.131, !dbg !119
  br label %frag.join.93, !dbg !119

frag.join.93:                                     ; preds = %frag.narrow.92, %frag.wide.91
  %.138 = phi i32 [ %.95, %frag.wide.91 ], [ %.107, %frag.narrow.92 ], !dbg !119
  %.139 = phi i32 [ %.96, %frag.wide.91 ], [ %.117, %frag.narrow.92 ], !dbg !119
  %.140 = phi i32 [ %.97, %frag.wide.91 ], [ %.127, %frag.narrow.92 ], !dbg !119
  %.141 = phi i32 [ %.98, %frag.wide.91 ], [ %.137, %frag.narrow.92 ], !dbg !119
  %.155 = icmp ugt i32 %.10, 15
  %.156 = shl i32 %.10, 2
  %.157 = xor i32 %.156, 64
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.70), !dbg !120
  %.160 = select i1 %.155, i32 %.159, i32 %.70, !dbg !120
  %.161 = select i1 %.155, i32 %.70, i32 %.159, !dbg !120
  %.162 = insertelement <8 x i32> poison, i32 %.160, i64 0, !dbg !120
  %.163 = insertelement <8 x i32> %.162, i32 %.161, i64 4, !dbg !120
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.71), !dbg !120
  %.166 = select i1 %.155, i32 %.165, i32 %.71, !dbg !120
  %.167 = select i1 %.155, i32 %.71, i32 %.165, !dbg !120
  %.168 = insertelement <8 x i32> %.163, i32 %.166, i64 1, !dbg !120
  %.169 = insertelement <8 x i32> %.168, i32 %.167, i64 5, !dbg !120
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.72), !dbg !120
  %.172 = select i1 %.155, i32 %.171, i32 %.72, !dbg !120
  %.173 = select i1 %.155, i32 %.72, i32 %.171, !dbg !120
  %.174 = insertelement <8 x i32> %.169, i32 %.172, i64 2, !dbg !120
  %.175 = insertelement <8 x i32> %.174, i32 %.173, i64 6, !dbg !120
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.73), !dbg !120
  %.178 = select i1 %.155, i32 %.177, i32 %.73, !dbg !120
  %.179 = select i1 %.155, i32 %.73, i32 %.177, !dbg !120
  %.180 = insertelement <8 x i32> %.175, i32 %.178, i64 3, !dbg !120
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 7, !dbg !120
  %.182 = bitcast <8 x i32> %.181 to <16 x i16>, !dbg !120
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.138), !dbg !120
  %.185 = select i1 %.155, i32 %.184, i32 %.138, !dbg !120
  %.186 = select i1 %.155, i32 %.138, i32 %.184, !dbg !120
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !120
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !120
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.139), !dbg !120
  %.191 = select i1 %.155, i32 %.190, i32 %.139, !dbg !120
  %.192 = select i1 %.155, i32 %.139, i32 %.190, !dbg !120
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !120
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !120
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.140), !dbg !120
  %.197 = select i1 %.155, i32 %.196, i32 %.140, !dbg !120
  %.198 = select i1 %.155, i32 %.140, i32 %.196, !dbg !120
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !120
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !120
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.141), !dbg !120
  %.203 = select i1 %.155, i32 %.202, i32 %.141, !dbg !120
  %.204 = select i1 %.155, i32 %.141, i32 %.202, !dbg !120
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !120
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !120
  %.207 = bitcast <8 x i32> %.206 to <16 x i16>, !dbg !120
  %.209 = insertelement <8 x float> poison, float %a12, i64 0, !dbg !120
  %.223 = shufflevector <8 x float> %.209, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !120
  %.224 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.182, <16 x i16> %.207, <8 x float> %.223), !dbg !120
  %.224.1 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.182, <16 x i16> %.207, <8 x float> %.224), !dbg !120
  %.225.le = extractelement <8 x float> %.224.1, i64 0, !dbg !120
  %.226.le = extractelement <8 x float> %.224.1, i64 1, !dbg !120
  %.227.le = extractelement <8 x float> %.224.1, i64 2, !dbg !120
  %.228.le = extractelement <8 x float> %.224.1, i64 3, !dbg !120
  %.229.le = extractelement <8 x float> %.224.1, i64 4, !dbg !120
  %.230.le = extractelement <8 x float> %.224.1, i64 5, !dbg !120
  %.231.le = extractelement <8 x float> %.224.1, i64 6, !dbg !120
  %.232.le = extractelement <8 x float> %.224.1, i64 7, !dbg !120
  %.246 = mul i64 %.14, %a11, !dbg !121
  %.247 = add i64 %.246, %.12, !dbg !121
  %.249 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.247, !dbg !121
  store float %.225.le, ptr addrspace(1) %.249, align 4, !dbg !121
  %.251 = add i64 %.247, 2, !dbg !121
  %.252 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.251, !dbg !121
  store float %.226.le, ptr addrspace(1) %.252, align 4, !dbg !121
  %.254 = add i64 %.247, 4, !dbg !121
  %.255 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.254, !dbg !121
  store float %.227.le, ptr addrspace(1) %.255, align 4, !dbg !121
  %.257 = add i64 %.247, 6, !dbg !121
  %.258 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.257, !dbg !121
  store float %.228.le, ptr addrspace(1) %.258, align 4, !dbg !121
  %.260 = add i64 %.247, 8, !dbg !121
  %.261 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.260, !dbg !121
  store float %.229.le, ptr addrspace(1) %.261, align 4, !dbg !121
  %.263 = add i64 %.247, 10, !dbg !121
  %.264 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.263, !dbg !121
  store float %.230.le, ptr addrspace(1) %.264, align 4, !dbg !121
  %.266 = add i64 %.247, 12, !dbg !121
  %.267 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.266, !dbg !121
  store float %.231.le, ptr addrspace(1) %.267, align 4, !dbg !121
  %.269 = add i64 %.247, 14, !dbg !121
  %.270 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.269, !dbg !121
  store float %.232.le, ptr addrspace(1) %.270, align 4, !dbg !121
  ret void, !dbg !121
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !122 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !123
  %t4 = sext i32 %.10 to i64, !dbg !123
  %.1510 = sdiv i32 %.10, 32, !dbg !124
  %.15.sext = sext i32 %.1510 to i64, !dbg !124
  %t81 = lshr i64 %.15.sext, 63, !dbg !125
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !125
  %t12 = and i64 %t10, 1152921504606846974, !dbg !126
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !126
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !127
  %t15 = sext i32 %.20 to i64, !dbg !127
  %t16 = shl nsw i64 %t15, 5, !dbg !128
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !129
  %t18 = sext i32 %.21 to i64, !dbg !129
  %t19 = shl nsw i64 %t18, 5, !dbg !130
  %.30 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !131
  %.31 = getelementptr inbounds i8, ptr addrspace(4) %.30, i64 4, !dbg !131
  %.32 = load i16, ptr addrspace(4) %.31, align 4, !dbg !131, !invariant.load !6
  %t23 = zext i16 %.32 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !132
  %t24 = and i64 %0, -16, !dbg !132
  %t27 = shl i64 %t13, 4, !dbg !133
  %t28 = add i64 %t27, %t19, !dbg !134
  %t29 = mul i64 %t28, %a11, !dbg !135
  %t3313 = icmp sgt i64 %a11, 0, !dbg !136
  br i1 %t3313, label %b3.preheader.lr.ph, label %b6, !dbg !136

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !137
  %1 = shl i32 %t24.tr, 4, !dbg !137
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !137
  %t3511 = icmp slt i32 %.10, 512
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !138
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
  br label %b3.preheader, !dbg !136

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.119
  %t3215 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.119 ]
  %t3114 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.258, %frag.join.119 ]
  br i1 %t3511, label %b4, label %b5, !dbg !139

b4:                                               ; preds = %b3.preheader, %b4
  %t3412 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t3412, 0, !dbg !140
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !140
  %t38 = add nsw i64 %t37, %t3412, !dbg !140
  %t39 = ashr i64 %t38, 4, !dbg !140
  %t40 = add nsw i64 %t39, %t16, !dbg !141
  %t41 = mul i64 %t40, %a11, !dbg !142
  %t43 = and i64 %t38, -16, !dbg !143
  %t42 = add i64 %t3412, %t3215, !dbg !144
  %t44 = sub i64 %t42, %t43, !dbg !143
  %t45 = add i64 %t44, %t41, !dbg !145
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !146
  %.35 = load i16, ptr addrspace(1) %t46, align 2, !dbg !146, !amdgpu.noclobber !6
  %4 = trunc i64 %t3412 to i32, !dbg !147
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !147
  store i16 %.35, ptr addrspace(3) %t48, align 2, !dbg !147
  %t49 = add i64 %t3412, %t23, !dbg !148
  %t35 = icmp slt i64 %t49, 512, !dbg !139
  br i1 %t35, label %b4, label %b5, !dbg !139

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !149
  tail call void @llvm.amdgcn.s.barrier(), !dbg !149
  fence syncscope("workgroup") acquire, !dbg !149
  %.52 = load <4 x i32>, ptr addrspace(3) %.45, align 4, !dbg !137
  %.53 = extractelement <4 x i32> %.52, i64 0, !dbg !137
  %.54 = extractelement <4 x i32> %.52, i64 1, !dbg !137
  %.55 = extractelement <4 x i32> %.52, i64 2, !dbg !137
  %.56 = extractelement <4 x i32> %.52, i64 3, !dbg !137
  %t51 = add i64 %t3215, %t29, !dbg !150
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !151
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.112, !dbg !151
  %.114 = ptrtoint ptr addrspace(1) %.113 to i64, !dbg !151
  %.115 = and i64 %.114, 3, !dbg !151
  %.116 = icmp eq i64 %.115, 0, !dbg !151
  br i1 %.116, label %frag.wide.117, label %frag.narrow.118, !dbg !151

frag.wide.117:                                    ; preds = %b5
  %.120 = load <4 x i32>, ptr addrspace(1) %.113, align 4, !dbg !151, !amdgpu.noclobber !6
  %.121 = extractelement <4 x i32> %.120, i64 0, !dbg !151
  %.122 = extractelement <4 x i32> %.120, i64 1, !dbg !151
  %.123 = extractelement <4 x i32> %.120, i64 2, !dbg !151
  %.124 = extractelement <4 x i32> %.120, i64 3, !dbg !151
  br label %frag.join.119, !dbg !151

frag.narrow.118:                                  ; preds = %b5
  %.126 = load i16, ptr addrspace(1) %.113, align 2, !dbg !151, !amdgpu.noclobber !6
  %.127 = zext i16 %.126 to i32, !dbg !151
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.128, !dbg !151
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !151, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !151
  %.132 = shl nuw i32 %.131, 16, !dbg !151
  %.133 = or i32 %.132, %.127, !dbg !151
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.134, !dbg !151
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !151, !amdgpu.noclobber !6
  %.137 = zext i16 %.136 to i32, !dbg !151
  %.139 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.138, !dbg !151
  %.140 = load i16, ptr addrspace(1) %.139, align 2, !dbg !151, !amdgpu.noclobber !6
  %.141 = zext i16 %.140 to i32, !dbg !151
  %.142 = shl nuw i32 %.141, 16, !dbg !151
  %.143 = or i32 %.142, %.137, !dbg !151
  %.145 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.144, !dbg !151
  %.146 = load i16, ptr addrspace(1) %.145, align 2, !dbg !151, !amdgpu.noclobber !6
  %.147 = zext i16 %.146 to i32, !dbg !151
  %.149 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.148, !dbg !151
  %.150 = load i16, ptr addrspace(1) %.149, align 2, !dbg !151, !amdgpu.noclobber !6
  %.151 = zext i16 %.150 to i32, !dbg !151
  %.152 = shl nuw i32 %.151, 16, !dbg !151
  %.153 = or i32 %.152, %.147, !dbg !151
  %.155 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.154, !dbg !151
  %.156 = load i16, ptr addrspace(1) %.155, align 2, !dbg !151, !amdgpu.noclobber !6
  %.157 = zext i16 %.156 to i32, !dbg !151
  %.159 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.158, !dbg !151
  %.160 = load i16, ptr addrspace(1) %.159, align 2, !dbg !151, !amdgpu.noclobber !6
  %.161 = zext i16 %.160 to i32, !dbg !151
  %.162 = shl nuw i32 %.161, 16, !dbg !151
  %.163 = or i32 %.162, %.157, !dbg !151
  br label %frag.join.119, !dbg !151

frag.join.119:                                    ; preds = %frag.narrow.118, %frag.wide.117
  %.164 = phi i32 [ %.121, %frag.wide.117 ], [ %.133, %frag.narrow.118 ], !dbg !151
  %.165 = phi i32 [ %.122, %frag.wide.117 ], [ %.143, %frag.narrow.118 ], !dbg !151
  %.166 = phi i32 [ %.123, %frag.wide.117 ], [ %.153, %frag.narrow.118 ], !dbg !151
  %.167 = phi i32 [ %.124, %frag.wide.117 ], [ %.163, %frag.narrow.118 ], !dbg !151
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.53), !dbg !152
  %.178 = select i1 %.173, i32 %.177, i32 %.53, !dbg !152
  %.179 = select i1 %.173, i32 %.53, i32 %.177, !dbg !152
  %.180 = insertelement <8 x i32> poison, i32 %.178, i64 0, !dbg !152
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 4, !dbg !152
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.54), !dbg !152
  %.184 = select i1 %.173, i32 %.183, i32 %.54, !dbg !152
  %.185 = select i1 %.173, i32 %.54, i32 %.183, !dbg !152
  %.186 = insertelement <8 x i32> %.181, i32 %.184, i64 1, !dbg !152
  %.187 = insertelement <8 x i32> %.186, i32 %.185, i64 5, !dbg !152
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.55), !dbg !152
  %.190 = select i1 %.173, i32 %.189, i32 %.55, !dbg !152
  %.191 = select i1 %.173, i32 %.55, i32 %.189, !dbg !152
  %.192 = insertelement <8 x i32> %.187, i32 %.190, i64 2, !dbg !152
  %.193 = insertelement <8 x i32> %.192, i32 %.191, i64 6, !dbg !152
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.56), !dbg !152
  %.196 = select i1 %.173, i32 %.195, i32 %.56, !dbg !152
  %.197 = select i1 %.173, i32 %.56, i32 %.195, !dbg !152
  %.198 = insertelement <8 x i32> %.193, i32 %.196, i64 3, !dbg !152
  %.199 = insertelement <8 x i32> %.198, i32 %.197, i64 7, !dbg !152
  %.200 = bitcast <8 x i32> %.199 to <16 x half>, !dbg !152
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.164), !dbg !152
  %.203 = select i1 %.173, i32 %.202, i32 %.164, !dbg !152
  %.204 = select i1 %.173, i32 %.164, i32 %.202, !dbg !152
  %.205 = insertelement <8 x i32> poison, i32 %.203, i64 0, !dbg !152
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 4, !dbg !152
  %.208 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.165), !dbg !152
  %.209 = select i1 %.173, i32 %.208, i32 %.165, !dbg !152
  %.210 = select i1 %.173, i32 %.165, i32 %.208, !dbg !152
  %.211 = insertelement <8 x i32> %.206, i32 %.209, i64 1, !dbg !152
  %.212 = insertelement <8 x i32> %.211, i32 %.210, i64 5, !dbg !152
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.166), !dbg !152
  %.215 = select i1 %.173, i32 %.214, i32 %.166, !dbg !152
  %.216 = select i1 %.173, i32 %.166, i32 %.214, !dbg !152
  %.217 = insertelement <8 x i32> %.212, i32 %.215, i64 2, !dbg !152
  %.218 = insertelement <8 x i32> %.217, i32 %.216, i64 6, !dbg !152
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.167), !dbg !152
  %.221 = select i1 %.173, i32 %.220, i32 %.167, !dbg !152
  %.222 = select i1 %.173, i32 %.167, i32 %.220, !dbg !152
  %.223 = insertelement <8 x i32> %.218, i32 %.221, i64 3, !dbg !152
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 7, !dbg !152
  %.225 = bitcast <8 x i32> %.224 to <16 x half>, !dbg !152
  %.226 = extractvalue { [8 x float] } %t3114, 0, 0, !dbg !152
  %.227 = insertelement <8 x float> poison, float %.226, i64 0, !dbg !152
  %.228 = extractvalue { [8 x float] } %t3114, 0, 1, !dbg !152
  %.229 = insertelement <8 x float> %.227, float %.228, i64 1, !dbg !152
  %.230 = extractvalue { [8 x float] } %t3114, 0, 2, !dbg !152
  %.231 = insertelement <8 x float> %.229, float %.230, i64 2, !dbg !152
  %.232 = extractvalue { [8 x float] } %t3114, 0, 3, !dbg !152
  %.233 = insertelement <8 x float> %.231, float %.232, i64 3, !dbg !152
  %.234 = extractvalue { [8 x float] } %t3114, 0, 4, !dbg !152
  %.235 = insertelement <8 x float> %.233, float %.234, i64 4, !dbg !152
  %.236 = extractvalue { [8 x float] } %t3114, 0, 5, !dbg !152
  %.237 = insertelement <8 x float> %.235, float %.236, i64 5, !dbg !152
  %.238 = extractvalue { [8 x float] } %t3114, 0, 6, !dbg !152
  %.239 = insertelement <8 x float> %.237, float %.238, i64 6, !dbg !152
  %.240 = extractvalue { [8 x float] } %t3114, 0, 7, !dbg !152
  %.241 = insertelement <8 x float> %.239, float %.240, i64 7, !dbg !152
  %.242 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.200, <16 x half> %.225, <8 x float> %.241), !dbg !152
  %.243 = extractelement <8 x float> %.242, i64 0, !dbg !152
  %.244 = extractelement <8 x float> %.242, i64 1, !dbg !152
  %.245 = extractelement <8 x float> %.242, i64 2, !dbg !152
  %.246 = extractelement <8 x float> %.242, i64 3, !dbg !152
  %.247 = extractelement <8 x float> %.242, i64 4, !dbg !152
  %.248 = extractelement <8 x float> %.242, i64 5, !dbg !152
  %.249 = extractelement <8 x float> %.242, i64 6, !dbg !152
  %.250 = extractelement <8 x float> %.242, i64 7, !dbg !152
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.243, 0, 0, !dbg !152
  %.252 = insertvalue { [8 x float] } %.251, float %.244, 0, 1, !dbg !152
  %.253 = insertvalue { [8 x float] } %.252, float %.245, 0, 2, !dbg !152
  %.254 = insertvalue { [8 x float] } %.253, float %.246, 0, 3, !dbg !152
  %.255 = insertvalue { [8 x float] } %.254, float %.247, 0, 4, !dbg !152
  %.256 = insertvalue { [8 x float] } %.255, float %.248, 0, 5, !dbg !152
  %.257 = insertvalue { [8 x float] } %.256, float %.249, 0, 6, !dbg !152
  %.258 = insertvalue { [8 x float] } %.257, float %.250, 0, 7, !dbg !152
  fence syncscope("workgroup") release, !dbg !153
  tail call void @llvm.amdgcn.s.barrier(), !dbg !153
  fence syncscope("workgroup") acquire, !dbg !153
  %t55 = add i64 %t3215, 16, !dbg !154
  %t33 = icmp slt i64 %t55, %a11, !dbg !136
  br i1 %t33, label %b3.preheader, label %b6, !dbg !136

b6:                                               ; preds = %frag.join.119, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.258, %frag.join.119 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !155
  %t57 = mul i64 %t56, %a10, !dbg !156
  %t59 = add i64 %t28, %t57, !dbg !157
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !158
  %.259 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !158
  %.260 = lshr i32 %.259, 4, !dbg !158
  %.261 = zext i32 %.260 to i64, !dbg !158
  %.262 = and i32 %.259, 15, !dbg !158
  %.263 = zext i32 %.262 to i64, !dbg !158
  %.264 = mul i64 %.261, %a10, !dbg !158
  %.265 = add i64 %.264, %.263, !dbg !158
  %.266 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !158
  %.267 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.265, !dbg !158
  store float %.266, ptr addrspace(1) %.267, align 4, !dbg !158
  %.268 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !158
  %.269 = shl i64 %a10, 1, !dbg !158
  %.270 = add i64 %.265, %.269, !dbg !158
  %.271 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.270, !dbg !158
  store float %.268, ptr addrspace(1) %.271, align 4, !dbg !158
  %.272 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !158
  %.273 = shl i64 %a10, 2, !dbg !158
  %.274 = add i64 %.265, %.273, !dbg !158
  %.275 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.274, !dbg !158
  store float %.272, ptr addrspace(1) %.275, align 4, !dbg !158
  %.276 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !158
  %.277 = mul i64 %a10, 6, !dbg !158
  %.278 = add i64 %.265, %.277, !dbg !158
  %.279 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.278, !dbg !158
  store float %.276, ptr addrspace(1) %.279, align 4, !dbg !158
  %.280 = extractvalue { [8 x float] } %t31.lcssa, 0, 4, !dbg !158
  %.281 = shl i64 %a10, 3, !dbg !158
  %.282 = add i64 %.265, %.281, !dbg !158
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.282, !dbg !158
  store float %.280, ptr addrspace(1) %.283, align 4, !dbg !158
  %.284 = extractvalue { [8 x float] } %t31.lcssa, 0, 5, !dbg !158
  %.285 = mul i64 %a10, 10, !dbg !158
  %.286 = add i64 %.265, %.285, !dbg !158
  %.287 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.286, !dbg !158
  store float %.284, ptr addrspace(1) %.287, align 4, !dbg !158
  %.288 = extractvalue { [8 x float] } %t31.lcssa, 0, 6, !dbg !158
  %.289 = mul i64 %a10, 12, !dbg !158
  %.290 = add i64 %.265, %.289, !dbg !158
  %.291 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.290, !dbg !158
  store float %.288, ptr addrspace(1) %.291, align 4, !dbg !158
  %.292 = extractvalue { [8 x float] } %t31.lcssa, 0, 7, !dbg !158
  %.293 = mul i64 %a10, 14, !dbg !158
  %.294 = add i64 %.265, %.293, !dbg !158
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.294, !dbg !158
  store float %.292, ptr addrspace(1) %.295, align 4, !dbg !158
  ret void, !dbg !158
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !159 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !160
  %t4 = sext i32 %.10 to i64, !dbg !160
  %.1510 = sdiv i32 %.10, 32, !dbg !161
  %.15.sext = sext i32 %.1510 to i64, !dbg !161
  %t81 = lshr i64 %.15.sext, 63, !dbg !162
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !162
  %t12 = and i64 %t10, 1152921504606846974, !dbg !163
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !163
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !164
  %t15 = sext i32 %.20 to i64, !dbg !164
  %t16 = shl nsw i64 %t15, 5, !dbg !165
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !166
  %t18 = sext i32 %.21 to i64, !dbg !166
  %t19 = shl nsw i64 %t18, 5, !dbg !167
  %.30 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !168
  %.31 = getelementptr inbounds i8, ptr addrspace(4) %.30, i64 4, !dbg !168
  %.32 = load i16, ptr addrspace(4) %.31, align 4, !dbg !168, !invariant.load !6
  %t23 = zext i16 %.32 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !169
  %t24 = and i64 %0, -16, !dbg !169
  %t27 = shl i64 %t13, 4, !dbg !170
  %t28 = add i64 %t27, %t19, !dbg !171
  %t29 = mul i64 %t28, %a11, !dbg !172
  %t3313 = icmp sgt i64 %a11, 0, !dbg !173
  br i1 %t3313, label %b3.preheader.lr.ph, label %b6, !dbg !173

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !174
  %1 = shl i32 %t24.tr, 4, !dbg !174
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !174
  %t3511 = icmp slt i32 %.10, 512
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !175
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
  br label %b3.preheader, !dbg !173

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.119
  %t3215 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.119 ]
  %t3114 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.258, %frag.join.119 ]
  br i1 %t3511, label %b4, label %b5, !dbg !176

b4:                                               ; preds = %b3.preheader, %b4
  %t3412 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t3412, 0, !dbg !177
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !177
  %t38 = add nsw i64 %t37, %t3412, !dbg !177
  %t39 = ashr i64 %t38, 4, !dbg !177
  %t40 = add nsw i64 %t39, %t16, !dbg !178
  %t41 = mul i64 %t40, %a11, !dbg !179
  %t43 = and i64 %t38, -16, !dbg !180
  %t42 = add i64 %t3412, %t3215, !dbg !181
  %t44 = sub i64 %t42, %t43, !dbg !180
  %t45 = add i64 %t44, %t41, !dbg !182
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !183
  %.35 = load i16, ptr addrspace(1) %t46, align 2, !dbg !183, !amdgpu.noclobber !6
  %4 = trunc i64 %t3412 to i32, !dbg !184
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !184
  store i16 %.35, ptr addrspace(3) %t48, align 2, !dbg !184
  %t49 = add i64 %t3412, %t23, !dbg !185
  %t35 = icmp slt i64 %t49, 512, !dbg !176
  br i1 %t35, label %b4, label %b5, !dbg !176

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !186
  tail call void @llvm.amdgcn.s.barrier(), !dbg !186
  fence syncscope("workgroup") acquire, !dbg !186
  %.52 = load <4 x i32>, ptr addrspace(3) %.45, align 4, !dbg !174
  %.53 = extractelement <4 x i32> %.52, i64 0, !dbg !174
  %.54 = extractelement <4 x i32> %.52, i64 1, !dbg !174
  %.55 = extractelement <4 x i32> %.52, i64 2, !dbg !174
  %.56 = extractelement <4 x i32> %.52, i64 3, !dbg !174
  %t51 = add i64 %t3215, %t29, !dbg !187
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !188
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.112, !dbg !188
  %.114 = ptrtoint ptr addrspace(1) %.113 to i64, !dbg !188
  %.115 = and i64 %.114, 3, !dbg !188
  %.116 = icmp eq i64 %.115, 0, !dbg !188
  br i1 %.116, label %frag.wide.117, label %frag.narrow.118, !dbg !188

frag.wide.117:                                    ; preds = %b5
  %.120 = load <4 x i32>, ptr addrspace(1) %.113, align 4, !dbg !188, !amdgpu.noclobber !6
  %.121 = extractelement <4 x i32> %.120, i64 0, !dbg !188
  %.122 = extractelement <4 x i32> %.120, i64 1, !dbg !188
  %.123 = extractelement <4 x i32> %.120, i64 2, !dbg !188
  %.124 = extractelement <4 x i32> %.120, i64 3, !dbg !188
  br label %frag.join.119, !dbg !188

frag.narrow.118:                                  ; preds = %b5
  %.126 = load i16, ptr addrspace(1) %.113, align 2, !dbg !188, !amdgpu.noclobber !6
  %.127 = zext i16 %.126 to i32, !dbg !188
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.128, !dbg !188
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !188, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !188
  %.132 = shl nuw i32 %.131, 16, !dbg !188
  %.133 = or i32 %.132, %.127, !dbg !188
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.134, !dbg !188
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !188, !amdgpu.noclobber !6
  %.137 = zext i16 %.136 to i32, !dbg !188
  %.139 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.138, !dbg !188
  %.140 = load i16, ptr addrspace(1) %.139, align 2, !dbg !188, !amdgpu.noclobber !6
  %.141 = zext i16 %.140 to i32, !dbg !188
  %.142 = shl nuw i32 %.141, 16, !dbg !188
  %.143 = or i32 %.142, %.137, !dbg !188
  %.145 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.144, !dbg !188
  %.146 = load i16, ptr addrspace(1) %.145, align 2, !dbg !188, !amdgpu.noclobber !6
  %.147 = zext i16 %.146 to i32, !dbg !188
  %.149 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.148, !dbg !188
  %.150 = load i16, ptr addrspace(1) %.149, align 2, !dbg !188, !amdgpu.noclobber !6
  %.151 = zext i16 %.150 to i32, !dbg !188
  %.152 = shl nuw i32 %.151, 16, !dbg !188
  %.153 = or i32 %.152, %.147, !dbg !188
  %.155 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.154, !dbg !188
  %.156 = load i16, ptr addrspace(1) %.155, align 2, !dbg !188, !amdgpu.noclobber !6
  %.157 = zext i16 %.156 to i32, !dbg !188
  %.159 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.158, !dbg !188
  %.160 = load i16, ptr addrspace(1) %.159, align 2, !dbg !188, !amdgpu.noclobber !6
  %.161 = zext i16 %.160 to i32, !dbg !188
  %.162 = shl nuw i32 %.161, 16, !dbg !188
  %.163 = or i32 %.162, %.157, !dbg !188
  br label %frag.join.119, !dbg !188

frag.join.119:                                    ; preds = %frag.narrow.118, %frag.wide.117
  %.164 = phi i32 [ %.121, %frag.wide.117 ], [ %.133, %frag.narrow.118 ], !dbg !188
  %.165 = phi i32 [ %.122, %frag.wide.117 ], [ %.143, %frag.narrow.118 ], !dbg !188
  %.166 = phi i32 [ %.123, %frag.wide.117 ], [ %.153, %frag.narrow.118 ], !dbg !188
  %.167 = phi i32 [ %.124, %frag.wide.117 ], [ %.163, %frag.narrow.118 ], !dbg !188
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.53), !dbg !189
  %.178 = select i1 %.173, i32 %.177, i32 %.53, !dbg !189
  %.179 = select i1 %.173, i32 %.53, i32 %.177, !dbg !189
  %.180 = insertelement <8 x i32> poison, i32 %.178, i64 0, !dbg !189
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 4, !dbg !189
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.54), !dbg !189
  %.184 = select i1 %.173, i32 %.183, i32 %.54, !dbg !189
  %.185 = select i1 %.173, i32 %.54, i32 %.183, !dbg !189
  %.186 = insertelement <8 x i32> %.181, i32 %.184, i64 1, !dbg !189
  %.187 = insertelement <8 x i32> %.186, i32 %.185, i64 5, !dbg !189
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.55), !dbg !189
  %.190 = select i1 %.173, i32 %.189, i32 %.55, !dbg !189
  %.191 = select i1 %.173, i32 %.55, i32 %.189, !dbg !189
  %.192 = insertelement <8 x i32> %.187, i32 %.190, i64 2, !dbg !189
  %.193 = insertelement <8 x i32> %.192, i32 %.191, i64 6, !dbg !189
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.56), !dbg !189
  %.196 = select i1 %.173, i32 %.195, i32 %.56, !dbg !189
  %.197 = select i1 %.173, i32 %.56, i32 %.195, !dbg !189
  %.198 = insertelement <8 x i32> %.193, i32 %.196, i64 3, !dbg !189
  %.199 = insertelement <8 x i32> %.198, i32 %.197, i64 7, !dbg !189
  %.200 = bitcast <8 x i32> %.199 to <16 x i16>, !dbg !189
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.164), !dbg !189
  %.203 = select i1 %.173, i32 %.202, i32 %.164, !dbg !189
  %.204 = select i1 %.173, i32 %.164, i32 %.202, !dbg !189
  %.205 = insertelement <8 x i32> poison, i32 %.203, i64 0, !dbg !189
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 4, !dbg !189
  %.208 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.165), !dbg !189
  %.209 = select i1 %.173, i32 %.208, i32 %.165, !dbg !189
  %.210 = select i1 %.173, i32 %.165, i32 %.208, !dbg !189
  %.211 = insertelement <8 x i32> %.206, i32 %.209, i64 1, !dbg !189
  %.212 = insertelement <8 x i32> %.211, i32 %.210, i64 5, !dbg !189
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.166), !dbg !189
  %.215 = select i1 %.173, i32 %.214, i32 %.166, !dbg !189
  %.216 = select i1 %.173, i32 %.166, i32 %.214, !dbg !189
  %.217 = insertelement <8 x i32> %.212, i32 %.215, i64 2, !dbg !189
  %.218 = insertelement <8 x i32> %.217, i32 %.216, i64 6, !dbg !189
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.167), !dbg !189
  %.221 = select i1 %.173, i32 %.220, i32 %.167, !dbg !189
  %.222 = select i1 %.173, i32 %.167, i32 %.220, !dbg !189
  %.223 = insertelement <8 x i32> %.218, i32 %.221, i64 3, !dbg !189
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 7, !dbg !189
  %.225 = bitcast <8 x i32> %.224 to <16 x i16>, !dbg !189
  %.226 = extractvalue { [8 x float] } %t3114, 0, 0, !dbg !189
  %.227 = insertelement <8 x float> poison, float %.226, i64 0, !dbg !189
  %.228 = extractvalue { [8 x float] } %t3114, 0, 1, !dbg !189
  %.229 = insertelement <8 x float> %.227, float %.228, i64 1, !dbg !189
  %.230 = extractvalue { [8 x float] } %t3114, 0, 2, !dbg !189
  %.231 = insertelement <8 x float> %.229, float %.230, i64 2, !dbg !189
  %.232 = extractvalue { [8 x float] } %t3114, 0, 3, !dbg !189
  %.233 = insertelement <8 x float> %.231, float %.232, i64 3, !dbg !189
  %.234 = extractvalue { [8 x float] } %t3114, 0, 4, !dbg !189
  %.235 = insertelement <8 x float> %.233, float %.234, i64 4, !dbg !189
  %.236 = extractvalue { [8 x float] } %t3114, 0, 5, !dbg !189
  %.237 = insertelement <8 x float> %.235, float %.236, i64 5, !dbg !189
  %.238 = extractvalue { [8 x float] } %t3114, 0, 6, !dbg !189
  %.239 = insertelement <8 x float> %.237, float %.238, i64 6, !dbg !189
  %.240 = extractvalue { [8 x float] } %t3114, 0, 7, !dbg !189
  %.241 = insertelement <8 x float> %.239, float %.240, i64 7, !dbg !189
  %.242 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.200, <16 x i16> %.225, <8 x float> %.241), !dbg !189
  %.243 = extractelement <8 x float> %.242, i64 0, !dbg !189
  %.244 = extractelement <8 x float> %.242, i64 1, !dbg !189
  %.245 = extractelement <8 x float> %.242, i64 2, !dbg !189
  %.246 = extractelement <8 x float> %.242, i64 3, !dbg !189
  %.247 = extractelement <8 x float> %.242, i64 4, !dbg !189
  %.248 = extractelement <8 x float> %.242, i64 5, !dbg !189
  %.249 = extractelement <8 x float> %.242, i64 6, !dbg !189
  %.250 = extractelement <8 x float> %.242, i64 7, !dbg !189
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.243, 0, 0, !dbg !189
  %.252 = insertvalue { [8 x float] } %.251, float %.244, 0, 1, !dbg !189
  %.253 = insertvalue { [8 x float] } %.252, float %.245, 0, 2, !dbg !189
  %.254 = insertvalue { [8 x float] } %.253, float %.246, 0, 3, !dbg !189
  %.255 = insertvalue { [8 x float] } %.254, float %.247, 0, 4, !dbg !189
  %.256 = insertvalue { [8 x float] } %.255, float %.248, 0, 5, !dbg !189
  %.257 = insertvalue { [8 x float] } %.256, float %.249, 0, 6, !dbg !189
  %.258 = insertvalue { [8 x float] } %.257, float %.250, 0, 7, !dbg !189
  fence syncscope("workgroup") release, !dbg !190
  tail call void @llvm.amdgcn.s.barrier(), !dbg !190
  fence syncscope("workgroup") acquire, !dbg !190
  %t55 = add i64 %t3215, 16, !dbg !191
  %t33 = icmp slt i64 %t55, %a11, !dbg !173
  br i1 %t33, label %b3.preheader, label %b6, !dbg !173

b6:                                               ; preds = %frag.join.119, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.258, %frag.join.119 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !192
  %t57 = mul i64 %t56, %a10, !dbg !193
  %t59 = add i64 %t28, %t57, !dbg !194
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !195
  %.259 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !195
  %.260 = lshr i32 %.259, 4, !dbg !195
  %.261 = zext i32 %.260 to i64, !dbg !195
  %.262 = and i32 %.259, 15, !dbg !195
  %.263 = zext i32 %.262 to i64, !dbg !195
  %.264 = mul i64 %.261, %a10, !dbg !195
  %.265 = add i64 %.264, %.263, !dbg !195
  %.266 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !195
  %.267 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.265, !dbg !195
  store float %.266, ptr addrspace(1) %.267, align 4, !dbg !195
  %.268 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !195
  %.269 = shl i64 %a10, 1, !dbg !195
  %.270 = add i64 %.265, %.269, !dbg !195
  %.271 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.270, !dbg !195
  store float %.268, ptr addrspace(1) %.271, align 4, !dbg !195
  %.272 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !195
  %.273 = shl i64 %a10, 2, !dbg !195
  %.274 = add i64 %.265, %.273, !dbg !195
  %.275 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.274, !dbg !195
  store float %.272, ptr addrspace(1) %.275, align 4, !dbg !195
  %.276 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !195
  %.277 = mul i64 %a10, 6, !dbg !195
  %.278 = add i64 %.265, %.277, !dbg !195
  %.279 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.278, !dbg !195
  store float %.276, ptr addrspace(1) %.279, align 4, !dbg !195
  %.280 = extractvalue { [8 x float] } %t31.lcssa, 0, 4, !dbg !195
  %.281 = shl i64 %a10, 3, !dbg !195
  %.282 = add i64 %.265, %.281, !dbg !195
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.282, !dbg !195
  store float %.280, ptr addrspace(1) %.283, align 4, !dbg !195
  %.284 = extractvalue { [8 x float] } %t31.lcssa, 0, 5, !dbg !195
  %.285 = mul i64 %a10, 10, !dbg !195
  %.286 = add i64 %.265, %.285, !dbg !195
  %.287 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.286, !dbg !195
  store float %.284, ptr addrspace(1) %.287, align 4, !dbg !195
  %.288 = extractvalue { [8 x float] } %t31.lcssa, 0, 6, !dbg !195
  %.289 = mul i64 %a10, 12, !dbg !195
  %.290 = add i64 %.265, %.289, !dbg !195
  %.291 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.290, !dbg !195
  store float %.288, ptr addrspace(1) %.291, align 4, !dbg !195
  %.292 = extractvalue { [8 x float] } %t31.lcssa, 0, 7, !dbg !195
  %.293 = mul i64 %a10, 14, !dbg !195
  %.294 = add i64 %.265, %.293, !dbg !195
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.294, !dbg !195
  store float %.292, ptr addrspace(1) %.295, align 4, !dbg !195
  ret void, !dbg !195
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16>, <16 x i16>, <8 x float>) #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half>, <16 x half>, <8 x float>) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

attributes #0 = { argmemonly nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #7 = { convergent mustprogress nounwind willreturn }
attributes #8 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "elem.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eEpilogue_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 15, column: 18, scope: !4)
!8 = !DILocation(line: 19, column: 18, scope: !4)
!9 = !DILocation(line: 17, column: 41, scope: !4)
!10 = !DILocation(line: 17, column: 28, scope: !4)
!11 = !DILocation(line: 17, column: 15, scope: !4)
!12 = !DILocation(line: 20, column: 18, scope: !4)
!13 = !DILocation(line: 21, column: 17, scope: !4)
!14 = !DILocation(line: 23, column: 39, scope: !4)
!15 = !DILocation(line: 23, column: 34, scope: !4)
!16 = !DILocation(line: 23, column: 24, scope: !4)
!17 = !DILocation(line: 25, column: 13, scope: !4)
!18 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eEpilogue_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 15, column: 18, scope: !18)
!20 = !DILocation(line: 19, column: 18, scope: !18)
!21 = !DILocation(line: 17, column: 28, scope: !18)
!22 = !DILocation(line: 17, column: 15, scope: !18)
!23 = !DILocation(line: 20, column: 18, scope: !18)
!24 = !DILocation(line: 21, column: 17, scope: !18)
!25 = !DILocation(line: 23, column: 39, scope: !18)
!26 = !DILocation(line: 23, column: 34, scope: !18)
!27 = !DILocation(line: 23, column: 24, scope: !18)
!28 = !DILocation(line: 25, column: 13, scope: !18)
!29 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eLens_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 36, type: !5, scopeLine: 36, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DILocation(line: 38, column: 18, scope: !29)
!31 = !DILocation(line: 37, column: 21, scope: !29)
!32 = !DILocation(line: 41, column: 8, scope: !29)
!33 = !DILocation(line: 41, column: 27, scope: !29)
!34 = !DILocation(line: 41, column: 43, scope: !29)
!35 = !DILocation(line: 41, column: 6, scope: !29)
!36 = !DILocation(line: 41, column: 20, scope: !29)
!37 = !DILocation(line: 41, column: 36, scope: !29)
!38 = !DILocation(line: 44, column: 13, scope: !29)
!39 = !DILocation(line: 44, column: 8, scope: !29)
!40 = !DILocation(line: 44, column: 27, scope: !29)
!41 = !DILocation(line: 44, column: 16, scope: !29)
!42 = !DILocation(line: 48, column: 16, scope: !29)
!43 = !DILocation(line: 48, column: 25, scope: !29)
!44 = !DILocation(line: 52, column: 14, scope: !29)
!45 = !DILocation(line: 52, column: 8, scope: !29)
!46 = !DILocation(line: 52, column: 33, scope: !29)
!47 = !DILocation(line: 52, column: 22, scope: !29)
!48 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eLens_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 36, type: !5, scopeLine: 36, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 38, column: 18, scope: !48)
!50 = !DILocation(line: 37, column: 21, scope: !48)
!51 = !DILocation(line: 41, column: 8, scope: !48)
!52 = !DILocation(line: 41, column: 27, scope: !48)
!53 = !DILocation(line: 41, column: 43, scope: !48)
!54 = !DILocation(line: 41, column: 6, scope: !48)
!55 = !DILocation(line: 41, column: 20, scope: !48)
!56 = !DILocation(line: 41, column: 36, scope: !48)
!57 = !DILocation(line: 44, column: 13, scope: !48)
!58 = !DILocation(line: 44, column: 8, scope: !48)
!59 = !DILocation(line: 44, column: 27, scope: !48)
!60 = !DILocation(line: 44, column: 16, scope: !48)
!61 = !DILocation(line: 48, column: 16, scope: !48)
!62 = !DILocation(line: 48, column: 25, scope: !48)
!63 = !DILocation(line: 52, column: 14, scope: !48)
!64 = !DILocation(line: 52, column: 8, scope: !48)
!65 = !DILocation(line: 52, column: 33, scope: !48)
!66 = !DILocation(line: 52, column: 22, scope: !48)
!67 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eFloat16_5d", scope: !68, file: !68, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DIFile(filename: "rdna3.go", directory: "")
!69 = !DILocation(line: 27, column: 19, scope: !67)
!70 = !DILocation(line: 29, column: 28, scope: !67)
!71 = !DILocation(line: 29, column: 31, scope: !67)
!72 = !DILocation(line: 29, column: 18, scope: !67)
!73 = !DILocation(line: 30, column: 30, scope: !67)
!74 = !DILocation(line: 30, column: 18, scope: !67)
!75 = !DILocation(line: 31, column: 31, scope: !67)
!76 = !DILocation(line: 31, column: 18, scope: !67)
!77 = !DILocation(line: 32, column: 15, scope: !67)
!78 = !DILocation(line: 33, column: 13, scope: !67)
!79 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eBFloat16_5d", scope: !68, file: !68, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = !DILocation(line: 27, column: 19, scope: !79)
!81 = !DILocation(line: 29, column: 28, scope: !79)
!82 = !DILocation(line: 29, column: 31, scope: !79)
!83 = !DILocation(line: 29, column: 18, scope: !79)
!84 = !DILocation(line: 30, column: 30, scope: !79)
!85 = !DILocation(line: 30, column: 18, scope: !79)
!86 = !DILocation(line: 31, column: 31, scope: !79)
!87 = !DILocation(line: 31, column: 18, scope: !79)
!88 = !DILocation(line: 32, column: 15, scope: !79)
!89 = !DILocation(line: 33, column: 13, scope: !79)
!90 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eFloat16_5d", scope: !68, file: !68, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DILocation(line: 41, column: 19, scope: !90)
!92 = !DILocation(line: 43, column: 28, scope: !90)
!93 = !DILocation(line: 43, column: 30, scope: !90)
!94 = !DILocation(line: 43, column: 18, scope: !90)
!95 = !DILocation(line: 44, column: 31, scope: !90)
!96 = !DILocation(line: 44, column: 18, scope: !90)
!97 = !DILocation(line: 45, column: 31, scope: !90)
!98 = !DILocation(line: 45, column: 18, scope: !90)
!99 = !DILocation(line: 46, column: 15, scope: !90)
!100 = !DILocation(line: 47, column: 13, scope: !90)
!101 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eBFloat16_5d", scope: !68, file: !68, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!102 = !DILocation(line: 41, column: 19, scope: !101)
!103 = !DILocation(line: 43, column: 28, scope: !101)
!104 = !DILocation(line: 43, column: 30, scope: !101)
!105 = !DILocation(line: 43, column: 18, scope: !101)
!106 = !DILocation(line: 44, column: 31, scope: !101)
!107 = !DILocation(line: 44, column: 18, scope: !101)
!108 = !DILocation(line: 45, column: 31, scope: !101)
!109 = !DILocation(line: 45, column: 18, scope: !101)
!110 = !DILocation(line: 46, column: 15, scope: !101)
!111 = !DILocation(line: 47, column: 13, scope: !101)
!112 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eFloat16_5d", scope: !68, file: !68, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!113 = !DILocation(line: 56, column: 18, scope: !112)
!114 = !DILocation(line: 57, column: 18, scope: !112)
!115 = !DILocation(line: 60, column: 16, scope: !112)
!116 = !DILocation(line: 62, column: 13, scope: !112)
!117 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eBFloat16_5d", scope: !68, file: !68, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!118 = !DILocation(line: 56, column: 18, scope: !117)
!119 = !DILocation(line: 57, column: 18, scope: !117)
!120 = !DILocation(line: 60, column: 16, scope: !117)
!121 = !DILocation(line: 62, column: 13, scope: !117)
!122 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d", scope: !68, file: !68, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!123 = !DILocation(line: 85, column: 20, scope: !122)
!124 = !DILocation(line: 86, column: 14, scope: !122)
!125 = !DILocation(line: 87, column: 16, scope: !122)
!126 = !DILocation(line: 87, column: 24, scope: !122)
!127 = !DILocation(line: 88, column: 22, scope: !122)
!128 = !DILocation(line: 88, column: 26, scope: !122)
!129 = !DILocation(line: 88, column: 44, scope: !122)
!130 = !DILocation(line: 88, column: 48, scope: !122)
!131 = !DILocation(line: 92, column: 48, scope: !122)
!132 = !DILocation(line: 97, column: 30, scope: !122)
!133 = !DILocation(line: 98, column: 33, scope: !122)
!134 = !DILocation(line: 98, column: 30, scope: !122)
!135 = !DILocation(line: 98, column: 37, scope: !122)
!136 = !DILocation(line: 91, column: 18, scope: !122)
!137 = !DILocation(line: 97, column: 20, scope: !122)
!138 = !DILocation(line: 0, scope: !122)
!139 = !DILocation(line: 92, column: 19, scope: !122)
!140 = !DILocation(line: 93, column: 19, scope: !122)
!141 = !DILocation(line: 93, column: 17, scope: !122)
!142 = !DILocation(line: 93, column: 25, scope: !122)
!143 = !DILocation(line: 93, column: 32, scope: !122)
!144 = !DILocation(line: 93, column: 27, scope: !122)
!145 = !DILocation(line: 93, column: 30, scope: !122)
!146 = !DILocation(line: 93, column: 13, scope: !122)
!147 = !DILocation(line: 93, column: 6, scope: !122)
!148 = !DILocation(line: 92, column: 33, scope: !122)
!149 = !DILocation(line: 95, column: 16, scope: !122)
!150 = !DILocation(line: 98, column: 39, scope: !122)
!151 = !DILocation(line: 98, column: 20, scope: !122)
!152 = !DILocation(line: 99, column: 18, scope: !122)
!153 = !DILocation(line: 101, column: 16, scope: !122)
!154 = !DILocation(line: 91, column: 23, scope: !122)
!155 = !DILocation(line: 103, column: 23, scope: !122)
!156 = !DILocation(line: 103, column: 30, scope: !122)
!157 = !DILocation(line: 103, column: 35, scope: !122)
!158 = !DILocation(line: 103, column: 13, scope: !122)
!159 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d", scope: !68, file: !68, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!160 = !DILocation(line: 85, column: 20, scope: !159)
!161 = !DILocation(line: 86, column: 14, scope: !159)
!162 = !DILocation(line: 87, column: 16, scope: !159)
!163 = !DILocation(line: 87, column: 24, scope: !159)
!164 = !DILocation(line: 88, column: 22, scope: !159)
!165 = !DILocation(line: 88, column: 26, scope: !159)
!166 = !DILocation(line: 88, column: 44, scope: !159)
!167 = !DILocation(line: 88, column: 48, scope: !159)
!168 = !DILocation(line: 92, column: 48, scope: !159)
!169 = !DILocation(line: 97, column: 30, scope: !159)
!170 = !DILocation(line: 98, column: 33, scope: !159)
!171 = !DILocation(line: 98, column: 30, scope: !159)
!172 = !DILocation(line: 98, column: 37, scope: !159)
!173 = !DILocation(line: 91, column: 18, scope: !159)
!174 = !DILocation(line: 97, column: 20, scope: !159)
!175 = !DILocation(line: 0, scope: !159)
!176 = !DILocation(line: 92, column: 19, scope: !159)
!177 = !DILocation(line: 93, column: 19, scope: !159)
!178 = !DILocation(line: 93, column: 17, scope: !159)
!179 = !DILocation(line: 93, column: 25, scope: !159)
!180 = !DILocation(line: 93, column: 32, scope: !159)
!181 = !DILocation(line: 93, column: 27, scope: !159)
!182 = !DILocation(line: 93, column: 30, scope: !159)
!183 = !DILocation(line: 93, column: 13, scope: !159)
!184 = !DILocation(line: 93, column: 6, scope: !159)
!185 = !DILocation(line: 92, column: 33, scope: !159)
!186 = !DILocation(line: 95, column: 16, scope: !159)
!187 = !DILocation(line: 98, column: 39, scope: !159)
!188 = !DILocation(line: 98, column: 20, scope: !159)
!189 = !DILocation(line: 99, column: 18, scope: !159)
!190 = !DILocation(line: 101, column: 16, scope: !159)
!191 = !DILocation(line: 91, column: 23, scope: !159)
!192 = !DILocation(line: 103, column: 23, scope: !159)
!193 = !DILocation(line: 103, column: 30, scope: !159)
!194 = !DILocation(line: 103, column: 35, scope: !159)
!195 = !DILocation(line: 103, column: 13, scope: !159)
