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
  %t29.7 = zext i16 %.87.7 to i32, !dbg !11
  %.94.7 = shl nuw i32 %t29.7, 16, !dbg !11
  %t26.6 = trunc i32 %.76 to i16, !dbg !9
  %.85.6 = bitcast i16 %t26.6 to half, !dbg !10
  %.86.6 = fmul half %.84, %.85.6, !dbg !10
  %.87.6 = bitcast half %.86.6 to i16, !dbg !10
  %t29.6 = zext i16 %.87.6 to i32, !dbg !11
  %t34.7 = or i32 %.94.7, %t29.6, !dbg !11
  %.83.5 = lshr i32 %.75, 16, !dbg !9
  %t26.5 = trunc i32 %.83.5 to i16, !dbg !9
  %.85.5 = bitcast i16 %t26.5 to half, !dbg !10
  %.86.5 = fmul half %.84, %.85.5, !dbg !10
  %.87.5 = bitcast half %.86.5 to i16, !dbg !10
  %t29.5 = zext i16 %.87.5 to i32, !dbg !11
  %.94.5 = shl nuw i32 %t29.5, 16, !dbg !11
  %t26.4 = trunc i32 %.75 to i16, !dbg !9
  %.85.4 = bitcast i16 %t26.4 to half, !dbg !10
  %.86.4 = fmul half %.84, %.85.4, !dbg !10
  %.87.4 = bitcast half %.86.4 to i16, !dbg !10
  %t29.4 = zext i16 %.87.4 to i32, !dbg !11
  %t34.5 = or i32 %.94.5, %t29.4, !dbg !11
  %.83.3 = lshr i32 %.74, 16, !dbg !9
  %t26.3 = trunc i32 %.83.3 to i16, !dbg !9
  %.85.3 = bitcast i16 %t26.3 to half, !dbg !10
  %.86.3 = fmul half %.84, %.85.3, !dbg !10
  %.87.3 = bitcast half %.86.3 to i16, !dbg !10
  %t29.3 = zext i16 %.87.3 to i32, !dbg !11
  %.94.3 = shl nuw i32 %t29.3, 16, !dbg !11
  %t26.2 = trunc i32 %.74 to i16, !dbg !9
  %.85.2 = bitcast i16 %t26.2 to half, !dbg !10
  %.86.2 = fmul half %.84, %.85.2, !dbg !10
  %.87.2 = bitcast half %.86.2 to i16, !dbg !10
  %t29.2 = zext i16 %.87.2 to i32, !dbg !11
  %t34.3 = or i32 %.94.3, %t29.2, !dbg !11
  %.83.1 = lshr i32 %.73, 16, !dbg !9
  %t26.1 = trunc i32 %.83.1 to i16, !dbg !9
  %.85.1 = bitcast i16 %t26.1 to half, !dbg !10
  %.86.1 = fmul half %.84, %.85.1, !dbg !10
  %.87.1 = bitcast half %.86.1 to i16, !dbg !10
  %t29.1 = zext i16 %.87.1 to i32, !dbg !11
  %.94.1 = shl nuw i32 %t29.1, 16, !dbg !11
  %t26 = trunc i32 %.73 to i16, !dbg !9
  %.85 = bitcast i16 %t26 to half, !dbg !10
  %.86 = fmul half %.84, %.85, !dbg !10
  %.87 = bitcast half %.86 to i16, !dbg !10
  %t29 = zext i16 %.87 to i32, !dbg !11
  %t34.1 = or i32 %.94.1, %t29, !dbg !11
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
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %t34.1), !dbg !13
  %.222 = select i1 %.217, i32 %.221, i32 %t34.1, !dbg !13
  %.223 = select i1 %.217, i32 %t34.1, i32 %.221, !dbg !13
  %.224 = insertelement <8 x i32> poison, i32 %.222, i64 0, !dbg !13
  %.225 = insertelement <8 x i32> %.224, i32 %.223, i64 4, !dbg !13
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %t34.3), !dbg !13
  %.228 = select i1 %.217, i32 %.227, i32 %t34.3, !dbg !13
  %.229 = select i1 %.217, i32 %t34.3, i32 %.227, !dbg !13
  %.230 = insertelement <8 x i32> %.225, i32 %.228, i64 1, !dbg !13
  %.231 = insertelement <8 x i32> %.230, i32 %.229, i64 5, !dbg !13
  %.233 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %t34.5), !dbg !13
  %.234 = select i1 %.217, i32 %.233, i32 %t34.5, !dbg !13
  %.235 = select i1 %.217, i32 %t34.5, i32 %.233, !dbg !13
  %.236 = insertelement <8 x i32> %.231, i32 %.234, i64 2, !dbg !13
  %.237 = insertelement <8 x i32> %.236, i32 %.235, i64 6, !dbg !13
  %.239 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %t34.7), !dbg !13
  %.240 = select i1 %.217, i32 %.239, i32 %t34.7, !dbg !13
  %.241 = select i1 %.217, i32 %t34.7, i32 %.239, !dbg !13
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
  %t101 = fmul float %.171, %a14, !dbg !14
  %t102 = fadd float %.287, %t101, !dbg !15
  %.303 = fcmp ogt float %t102, %a15, !dbg !16
  %.304 = select i1 %.303, float %t102, float %a15, !dbg !16
  %.305 = fcmp oeq float %t102, %a15, !dbg !16
  %.306 = bitcast float %t102 to i32, !dbg !16
  %.308 = and i32 %.306, %.307, !dbg !16
  %.309 = bitcast i32 %.308 to float, !dbg !16
  %.310 = select i1 %.305, float %.309, float %.304, !dbg !16
  %.311 = fcmp uno float %t102, 0.000000e+00, !dbg !16
  %.312 = select i1 %.311, float %t102, float %.310, !dbg !16
  %.314 = select i1 %.313, float %a15, float %.312, !dbg !16
  %t101.1 = fmul float %.175, %a14, !dbg !14
  %t102.1 = fadd float %.288, %t101.1, !dbg !15
  %.303.1 = fcmp ogt float %t102.1, %a15, !dbg !16
  %.304.1 = select i1 %.303.1, float %t102.1, float %a15, !dbg !16
  %.305.1 = fcmp oeq float %t102.1, %a15, !dbg !16
  %.306.1 = bitcast float %t102.1 to i32, !dbg !16
  %.308.1 = and i32 %.306.1, %.307, !dbg !16
  %.309.1 = bitcast i32 %.308.1 to float, !dbg !16
  %.310.1 = select i1 %.305.1, float %.309.1, float %.304.1, !dbg !16
  %.311.1 = fcmp uno float %t102.1, 0.000000e+00, !dbg !16
  %.312.1 = select i1 %.311.1, float %t102.1, float %.310.1, !dbg !16
  %.314.1 = select i1 %.313, float %a15, float %.312.1, !dbg !16
  %t101.2 = fmul float %.179, %a14, !dbg !14
  %t102.2 = fadd float %.289, %t101.2, !dbg !15
  %.303.2 = fcmp ogt float %t102.2, %a15, !dbg !16
  %.304.2 = select i1 %.303.2, float %t102.2, float %a15, !dbg !16
  %.305.2 = fcmp oeq float %t102.2, %a15, !dbg !16
  %.306.2 = bitcast float %t102.2 to i32, !dbg !16
  %.308.2 = and i32 %.306.2, %.307, !dbg !16
  %.309.2 = bitcast i32 %.308.2 to float, !dbg !16
  %.310.2 = select i1 %.305.2, float %.309.2, float %.304.2, !dbg !16
  %.311.2 = fcmp uno float %t102.2, 0.000000e+00, !dbg !16
  %.312.2 = select i1 %.311.2, float %t102.2, float %.310.2, !dbg !16
  %.314.2 = select i1 %.313, float %a15, float %.312.2, !dbg !16
  %t101.3 = fmul float %.183, %a14, !dbg !14
  %t102.3 = fadd float %.290, %t101.3, !dbg !15
  %.303.3 = fcmp ogt float %t102.3, %a15, !dbg !16
  %.304.3 = select i1 %.303.3, float %t102.3, float %a15, !dbg !16
  %.305.3 = fcmp oeq float %t102.3, %a15, !dbg !16
  %.306.3 = bitcast float %t102.3 to i32, !dbg !16
  %.308.3 = and i32 %.306.3, %.307, !dbg !16
  %.309.3 = bitcast i32 %.308.3 to float, !dbg !16
  %.310.3 = select i1 %.305.3, float %.309.3, float %.304.3, !dbg !16
  %.311.3 = fcmp uno float %t102.3, 0.000000e+00, !dbg !16
  %.312.3 = select i1 %.311.3, float %t102.3, float %.310.3, !dbg !16
  %.314.3 = select i1 %.313, float %a15, float %.312.3, !dbg !16
  %t101.4 = fmul float %.187, %a14, !dbg !14
  %t102.4 = fadd float %.291, %t101.4, !dbg !15
  %.303.4 = fcmp ogt float %t102.4, %a15, !dbg !16
  %.304.4 = select i1 %.303.4, float %t102.4, float %a15, !dbg !16
  %.305.4 = fcmp oeq float %t102.4, %a15, !dbg !16
  %.306.4 = bitcast float %t102.4 to i32, !dbg !16
  %.308.4 = and i32 %.306.4, %.307, !dbg !16
  %.309.4 = bitcast i32 %.308.4 to float, !dbg !16
  %.310.4 = select i1 %.305.4, float %.309.4, float %.304.4, !dbg !16
  %.311.4 = fcmp uno float %t102.4, 0.000000e+00, !dbg !16
  %.312.4 = select i1 %.311.4, float %t102.4, float %.310.4, !dbg !16
  %.314.4 = select i1 %.313, float %a15, float %.312.4, !dbg !16
  %t101.5 = fmul float %.191, %a14, !dbg !14
  %t102.5 = fadd float %.292, %t101.5, !dbg !15
  %.303.5 = fcmp ogt float %t102.5, %a15, !dbg !16
  %.304.5 = select i1 %.303.5, float %t102.5, float %a15, !dbg !16
  %.305.5 = fcmp oeq float %t102.5, %a15, !dbg !16
  %.306.5 = bitcast float %t102.5 to i32, !dbg !16
  %.308.5 = and i32 %.306.5, %.307, !dbg !16
  %.309.5 = bitcast i32 %.308.5 to float, !dbg !16
  %.310.5 = select i1 %.305.5, float %.309.5, float %.304.5, !dbg !16
  %.311.5 = fcmp uno float %t102.5, 0.000000e+00, !dbg !16
  %.312.5 = select i1 %.311.5, float %t102.5, float %.310.5, !dbg !16
  %.314.5 = select i1 %.313, float %a15, float %.312.5, !dbg !16
  %t101.6 = fmul float %.195, %a14, !dbg !14
  %t102.6 = fadd float %.293, %t101.6, !dbg !15
  %.303.6 = fcmp ogt float %t102.6, %a15, !dbg !16
  %.304.6 = select i1 %.303.6, float %t102.6, float %a15, !dbg !16
  %.305.6 = fcmp oeq float %t102.6, %a15, !dbg !16
  %.306.6 = bitcast float %t102.6 to i32, !dbg !16
  %.308.6 = and i32 %.306.6, %.307, !dbg !16
  %.309.6 = bitcast i32 %.308.6 to float, !dbg !16
  %.310.6 = select i1 %.305.6, float %.309.6, float %.304.6, !dbg !16
  %.311.6 = fcmp uno float %t102.6, 0.000000e+00, !dbg !16
  %.312.6 = select i1 %.311.6, float %t102.6, float %.310.6, !dbg !16
  %.314.6 = select i1 %.313, float %a15, float %.312.6, !dbg !16
  %t101.7 = fmul float %.199, %a14, !dbg !14
  %t102.7 = fadd float %.294, %t101.7, !dbg !15
  %.303.7 = fcmp ogt float %t102.7, %a15, !dbg !16
  %.304.7 = select i1 %.303.7, float %t102.7, float %a15, !dbg !16
  %.305.7 = fcmp oeq float %t102.7, %a15, !dbg !16
  %.306.7 = bitcast float %t102.7 to i32, !dbg !16
  %.308.7 = and i32 %.306.7, %.307, !dbg !16
  %.309.7 = bitcast i32 %.308.7 to float, !dbg !16
  %.310.7 = select i1 %.305.7, float %.309.7, float %.304.7, !dbg !16
  %.311.7 = fcmp uno float %t102.7, 0.000000e+00, !dbg !16
  %.312.7 = select i1 %.311.7, float %t102.7, float %.310.7, !dbg !16
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
  %t34.7 = or i32 %.109.7, %.101.6, !dbg !22
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
  %t34.5 = or i32 %.109.5, %.101.4, !dbg !22
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
  %t34.3 = or i32 %.109.3, %.101.2, !dbg !22
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
  %t34.1 = or i32 %.109.1, %.101, !dbg !22
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
  %.236 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %t34.1), !dbg !24
  %.237 = select i1 %.232, i32 %.236, i32 %t34.1, !dbg !24
  %.238 = select i1 %.232, i32 %t34.1, i32 %.236, !dbg !24
  %.239 = insertelement <8 x i32> poison, i32 %.237, i64 0, !dbg !24
  %.240 = insertelement <8 x i32> %.239, i32 %.238, i64 4, !dbg !24
  %.242 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %t34.3), !dbg !24
  %.243 = select i1 %.232, i32 %.242, i32 %t34.3, !dbg !24
  %.244 = select i1 %.232, i32 %t34.3, i32 %.242, !dbg !24
  %.245 = insertelement <8 x i32> %.240, i32 %.243, i64 1, !dbg !24
  %.246 = insertelement <8 x i32> %.245, i32 %.244, i64 5, !dbg !24
  %.248 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %t34.5), !dbg !24
  %.249 = select i1 %.232, i32 %.248, i32 %t34.5, !dbg !24
  %.250 = select i1 %.232, i32 %t34.5, i32 %.248, !dbg !24
  %.251 = insertelement <8 x i32> %.246, i32 %.249, i64 2, !dbg !24
  %.252 = insertelement <8 x i32> %.251, i32 %.250, i64 6, !dbg !24
  %.254 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.234, i32 %t34.7), !dbg !24
  %.255 = select i1 %.232, i32 %.254, i32 %t34.7, !dbg !24
  %.256 = select i1 %.232, i32 %t34.7, i32 %.254, !dbg !24
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
  %t101 = fmul float %.186, %a14, !dbg !25
  %t102 = fadd float %.302, %t101, !dbg !26
  %.318 = fcmp ogt float %t102, %a15, !dbg !27
  %.319 = select i1 %.318, float %t102, float %a15, !dbg !27
  %.320 = fcmp oeq float %t102, %a15, !dbg !27
  %.321 = bitcast float %t102 to i32, !dbg !27
  %.323 = and i32 %.321, %.322, !dbg !27
  %.324 = bitcast i32 %.323 to float, !dbg !27
  %.325 = select i1 %.320, float %.324, float %.319, !dbg !27
  %.326 = fcmp uno float %t102, 0.000000e+00, !dbg !27
  %.327 = select i1 %.326, float %t102, float %.325, !dbg !27
  %.329 = select i1 %.328, float %a15, float %.327, !dbg !27
  %t101.1 = fmul float %.190, %a14, !dbg !25
  %t102.1 = fadd float %.303, %t101.1, !dbg !26
  %.318.1 = fcmp ogt float %t102.1, %a15, !dbg !27
  %.319.1 = select i1 %.318.1, float %t102.1, float %a15, !dbg !27
  %.320.1 = fcmp oeq float %t102.1, %a15, !dbg !27
  %.321.1 = bitcast float %t102.1 to i32, !dbg !27
  %.323.1 = and i32 %.321.1, %.322, !dbg !27
  %.324.1 = bitcast i32 %.323.1 to float, !dbg !27
  %.325.1 = select i1 %.320.1, float %.324.1, float %.319.1, !dbg !27
  %.326.1 = fcmp uno float %t102.1, 0.000000e+00, !dbg !27
  %.327.1 = select i1 %.326.1, float %t102.1, float %.325.1, !dbg !27
  %.329.1 = select i1 %.328, float %a15, float %.327.1, !dbg !27
  %t101.2 = fmul float %.194, %a14, !dbg !25
  %t102.2 = fadd float %.304, %t101.2, !dbg !26
  %.318.2 = fcmp ogt float %t102.2, %a15, !dbg !27
  %.319.2 = select i1 %.318.2, float %t102.2, float %a15, !dbg !27
  %.320.2 = fcmp oeq float %t102.2, %a15, !dbg !27
  %.321.2 = bitcast float %t102.2 to i32, !dbg !27
  %.323.2 = and i32 %.321.2, %.322, !dbg !27
  %.324.2 = bitcast i32 %.323.2 to float, !dbg !27
  %.325.2 = select i1 %.320.2, float %.324.2, float %.319.2, !dbg !27
  %.326.2 = fcmp uno float %t102.2, 0.000000e+00, !dbg !27
  %.327.2 = select i1 %.326.2, float %t102.2, float %.325.2, !dbg !27
  %.329.2 = select i1 %.328, float %a15, float %.327.2, !dbg !27
  %t101.3 = fmul float %.198, %a14, !dbg !25
  %t102.3 = fadd float %.305, %t101.3, !dbg !26
  %.318.3 = fcmp ogt float %t102.3, %a15, !dbg !27
  %.319.3 = select i1 %.318.3, float %t102.3, float %a15, !dbg !27
  %.320.3 = fcmp oeq float %t102.3, %a15, !dbg !27
  %.321.3 = bitcast float %t102.3 to i32, !dbg !27
  %.323.3 = and i32 %.321.3, %.322, !dbg !27
  %.324.3 = bitcast i32 %.323.3 to float, !dbg !27
  %.325.3 = select i1 %.320.3, float %.324.3, float %.319.3, !dbg !27
  %.326.3 = fcmp uno float %t102.3, 0.000000e+00, !dbg !27
  %.327.3 = select i1 %.326.3, float %t102.3, float %.325.3, !dbg !27
  %.329.3 = select i1 %.328, float %a15, float %.327.3, !dbg !27
  %t101.4 = fmul float %.202, %a14, !dbg !25
  %t102.4 = fadd float %.306, %t101.4, !dbg !26
  %.318.4 = fcmp ogt float %t102.4, %a15, !dbg !27
  %.319.4 = select i1 %.318.4, float %t102.4, float %a15, !dbg !27
  %.320.4 = fcmp oeq float %t102.4, %a15, !dbg !27
  %.321.4 = bitcast float %t102.4 to i32, !dbg !27
  %.323.4 = and i32 %.321.4, %.322, !dbg !27
  %.324.4 = bitcast i32 %.323.4 to float, !dbg !27
  %.325.4 = select i1 %.320.4, float %.324.4, float %.319.4, !dbg !27
  %.326.4 = fcmp uno float %t102.4, 0.000000e+00, !dbg !27
  %.327.4 = select i1 %.326.4, float %t102.4, float %.325.4, !dbg !27
  %.329.4 = select i1 %.328, float %a15, float %.327.4, !dbg !27
  %t101.5 = fmul float %.206, %a14, !dbg !25
  %t102.5 = fadd float %.307, %t101.5, !dbg !26
  %.318.5 = fcmp ogt float %t102.5, %a15, !dbg !27
  %.319.5 = select i1 %.318.5, float %t102.5, float %a15, !dbg !27
  %.320.5 = fcmp oeq float %t102.5, %a15, !dbg !27
  %.321.5 = bitcast float %t102.5 to i32, !dbg !27
  %.323.5 = and i32 %.321.5, %.322, !dbg !27
  %.324.5 = bitcast i32 %.323.5 to float, !dbg !27
  %.325.5 = select i1 %.320.5, float %.324.5, float %.319.5, !dbg !27
  %.326.5 = fcmp uno float %t102.5, 0.000000e+00, !dbg !27
  %.327.5 = select i1 %.326.5, float %t102.5, float %.325.5, !dbg !27
  %.329.5 = select i1 %.328, float %a15, float %.327.5, !dbg !27
  %t101.6 = fmul float %.210, %a14, !dbg !25
  %t102.6 = fadd float %.308, %t101.6, !dbg !26
  %.318.6 = fcmp ogt float %t102.6, %a15, !dbg !27
  %.319.6 = select i1 %.318.6, float %t102.6, float %a15, !dbg !27
  %.320.6 = fcmp oeq float %t102.6, %a15, !dbg !27
  %.321.6 = bitcast float %t102.6 to i32, !dbg !27
  %.323.6 = and i32 %.321.6, %.322, !dbg !27
  %.324.6 = bitcast i32 %.323.6 to float, !dbg !27
  %.325.6 = select i1 %.320.6, float %.324.6, float %.319.6, !dbg !27
  %.326.6 = fcmp uno float %t102.6, 0.000000e+00, !dbg !27
  %.327.6 = select i1 %.326.6, float %t102.6, float %.325.6, !dbg !27
  %.329.6 = select i1 %.328, float %a15, float %.327.6, !dbg !27
  %t101.7 = fmul float %.214, %a14, !dbg !25
  %t102.7 = fadd float %.309, %t101.7, !dbg !26
  %.318.7 = fcmp ogt float %t102.7, %a15, !dbg !27
  %.319.7 = select i1 %.318.7, float %t102.7, float %a15, !dbg !27
  %.320.7 = fcmp oeq float %t102.7, %a15, !dbg !27
  %.321.7 = bitcast float %t102.7 to i32, !dbg !27
  %.323.7 = and i32 %.321.7, %.322, !dbg !27
  %.324.7 = bitcast i32 %.323.7 to float, !dbg !27
  %.325.7 = select i1 %.320.7, float %.324.7, float %.319.7, !dbg !27
  %.326.7 = fcmp uno float %t102.7, 0.000000e+00, !dbg !27
  %.327.7 = select i1 %.326.7, float %t102.7, float %.325.7, !dbg !27
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
  %t143 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t24, !dbg !39
  %.168 = lshr i32 %.71, 16, !dbg !40
  %3 = insertelement <2 x i32> poison, i32 %.71, i64 0, !dbg !40
  %4 = insertelement <2 x i32> %3, i32 %.168, i64 1, !dbg !40
  %5 = trunc <2 x i32> %4 to <2 x i16>, !dbg !40
  store <2 x i16> %5, ptr addrspace(1) %t143, align 2, !dbg !39
  %t161 = or i64 %t24, 2, !dbg !41
  %t175 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t161, !dbg !39
  %.174 = lshr i32 %.72, 16, !dbg !40
  %6 = insertelement <2 x i32> poison, i32 %.72, i64 0, !dbg !40
  %7 = insertelement <2 x i32> %6, i32 %.174, i64 1, !dbg !40
  %8 = trunc <2 x i32> %7 to <2 x i16>, !dbg !40
  store <2 x i16> %8, ptr addrspace(1) %t175, align 2, !dbg !39
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
  %t87.1 = tail call i32 @llvm.fshl.i32(i32 %.72, i32 %.71, i32 16), !dbg !42
  %t87.3 = tail call i32 @llvm.fshl.i32(i32 %.73, i32 %.72, i32 16), !dbg !42
  %t87.5 = tail call i32 @llvm.fshl.i32(i32 %.74, i32 %.73, i32 16), !dbg !42
  %15 = lshr <2 x i32> %12, <i32 16, i32 0>, !dbg !43
  %t100 = add nsw i64 %t24, 4096, !dbg !44
  %t214 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t100, !dbg !45
  %.181 = lshr i32 %t87.1, 16, !dbg !46
  %16 = insertelement <2 x i32> poison, i32 %t87.1, i64 0, !dbg !46
  %17 = insertelement <2 x i32> %16, i32 %.181, i64 1, !dbg !46
  %18 = trunc <2 x i32> %17 to <2 x i16>, !dbg !46
  store <2 x i16> %18, ptr addrspace(1) %t214, align 2, !dbg !45
  %t232 = add nsw i64 %t24, 4098, !dbg !47
  %t246 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t232, !dbg !45
  %.187 = lshr i32 %t87.3, 16, !dbg !46
  %19 = insertelement <2 x i32> poison, i32 %t87.3, i64 0, !dbg !46
  %20 = insertelement <2 x i32> %19, i32 %.187, i64 1, !dbg !46
  %21 = trunc <2 x i32> %20 to <2 x i16>, !dbg !46
  store <2 x i16> %21, ptr addrspace(1) %t246, align 2, !dbg !45
  %t107 = add nsw i64 %t24, 4100, !dbg !47
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t107, !dbg !45
  %.161.1 = lshr i32 %t87.5, 16, !dbg !46
  %22 = insertelement <2 x i32> poison, i32 %t87.5, i64 0, !dbg !46
  %23 = insertelement <2 x i32> %22, i32 %.161.1, i64 1, !dbg !46
  %24 = trunc <2 x i32> %23 to <2 x i16>, !dbg !46
  store <2 x i16> %24, ptr addrspace(1) %t121, align 2, !dbg !45
  %t107.2 = add nsw i64 %t24, 4102, !dbg !47
  %t121.2 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t107.2, !dbg !45
  %25 = trunc <2 x i32> %15 to <2 x i16>, !dbg !46
  %26 = shufflevector <2 x i16> %25, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !46
  store <2 x i16> %26, ptr addrspace(1) %t121.2, align 2, !dbg !45
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
  %t143 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t24, !dbg !58
  %.168 = lshr i32 %.71, 16, !dbg !59
  %3 = insertelement <2 x i32> poison, i32 %.71, i64 0, !dbg !59
  %4 = insertelement <2 x i32> %3, i32 %.168, i64 1, !dbg !59
  %5 = trunc <2 x i32> %4 to <2 x i16>, !dbg !59
  store <2 x i16> %5, ptr addrspace(1) %t143, align 2, !dbg !58
  %t161 = or i64 %t24, 2, !dbg !60
  %t175 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t161, !dbg !58
  %.174 = lshr i32 %.72, 16, !dbg !59
  %6 = insertelement <2 x i32> poison, i32 %.72, i64 0, !dbg !59
  %7 = insertelement <2 x i32> %6, i32 %.174, i64 1, !dbg !59
  %8 = trunc <2 x i32> %7 to <2 x i16>, !dbg !59
  store <2 x i16> %8, ptr addrspace(1) %t175, align 2, !dbg !58
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
  %t87.1 = tail call i32 @llvm.fshl.i32(i32 %.72, i32 %.71, i32 16), !dbg !61
  %t87.3 = tail call i32 @llvm.fshl.i32(i32 %.73, i32 %.72, i32 16), !dbg !61
  %t87.5 = tail call i32 @llvm.fshl.i32(i32 %.74, i32 %.73, i32 16), !dbg !61
  %15 = lshr <2 x i32> %12, <i32 16, i32 0>, !dbg !62
  %t100 = add nsw i64 %t24, 4096, !dbg !63
  %t214 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t100, !dbg !64
  %.181 = lshr i32 %t87.1, 16, !dbg !65
  %16 = insertelement <2 x i32> poison, i32 %t87.1, i64 0, !dbg !65
  %17 = insertelement <2 x i32> %16, i32 %.181, i64 1, !dbg !65
  %18 = trunc <2 x i32> %17 to <2 x i16>, !dbg !65
  store <2 x i16> %18, ptr addrspace(1) %t214, align 2, !dbg !64
  %t232 = add nsw i64 %t24, 4098, !dbg !66
  %t246 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t232, !dbg !64
  %.187 = lshr i32 %t87.3, 16, !dbg !65
  %19 = insertelement <2 x i32> poison, i32 %t87.3, i64 0, !dbg !65
  %20 = insertelement <2 x i32> %19, i32 %.187, i64 1, !dbg !65
  %21 = trunc <2 x i32> %20 to <2 x i16>, !dbg !65
  store <2 x i16> %21, ptr addrspace(1) %t246, align 2, !dbg !64
  %t107 = add nsw i64 %t24, 4100, !dbg !66
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t107, !dbg !64
  %.161.1 = lshr i32 %t87.5, 16, !dbg !65
  %22 = insertelement <2 x i32> poison, i32 %t87.5, i64 0, !dbg !65
  %23 = insertelement <2 x i32> %22, i32 %.161.1, i64 1, !dbg !65
  %24 = trunc <2 x i32> %23 to <2 x i16>, !dbg !65
  store <2 x i16> %24, ptr addrspace(1) %t121, align 2, !dbg !64
  %t107.2 = add nsw i64 %t24, 4102, !dbg !66
  %t121.2 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t107.2, !dbg !64
  %25 = trunc <2 x i32> %15 to <2 x i16>, !dbg !65
  %26 = shufflevector <2 x i16> %25, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !65
  store <2 x i16> %26, ptr addrspace(1) %t121.2, align 2, !dbg !64
  ret void, !dbg !64
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eWhere_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !67 {
entry:
  %.17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !68
  %.18 = lshr i32 %.17, 4, !dbg !68
  %.19 = zext i32 %.18 to i64, !dbg !68
  %.20 = and i32 %.17, 15, !dbg !68
  %.21 = zext i32 %.20 to i64, !dbg !68
  %.23 = shl nuw nsw i64 %.19, 3, !dbg !68
  %.24 = shl nuw nsw i64 %.21, 4, !dbg !68
  %.25 = add nuw nsw i64 %.24, %.23, !dbg !68
  %.26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.25, !dbg !68
  %.27 = ptrtoint ptr addrspace(1) %.26 to i64, !dbg !68
  %.28 = and i64 %.27, 3, !dbg !68
  %.29 = icmp eq i64 %.28, 0, !dbg !68
  br i1 %.29, label %frag.wide.30, label %frag.narrow.31, !dbg !68

frag.wide.30:                                     ; preds = %entry
  %.33 = load <4 x i32>, ptr addrspace(1) %.26, align 4, !dbg !68, !amdgpu.noclobber !6
  %.34 = extractelement <4 x i32> %.33, i64 0, !dbg !68
  %.35 = extractelement <4 x i32> %.33, i64 1, !dbg !68
  %.36 = extractelement <4 x i32> %.33, i64 2, !dbg !68
  %.37 = extractelement <4 x i32> %.33, i64 3, !dbg !68
  br label %frag.join.32, !dbg !68

frag.narrow.31:                                   ; preds = %entry
  %.39 = load i16, ptr addrspace(1) %.26, align 2, !dbg !68, !amdgpu.noclobber !6
  %.40 = zext i16 %.39 to i32, !dbg !68
  %.41 = or i64 %.25, 1, !dbg !68
  %.42 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.41, !dbg !68
  %.43 = load i16, ptr addrspace(1) %.42, align 2, !dbg !68, !amdgpu.noclobber !6
  %.44 = zext i16 %.43 to i32, !dbg !68
  %.45 = shl nuw i32 %.44, 16, !dbg !68
  %.46 = or i32 %.45, %.40, !dbg !68
  %.47 = or i64 %.25, 2, !dbg !68
  %.48 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.47, !dbg !68
  %.49 = load i16, ptr addrspace(1) %.48, align 2, !dbg !68, !amdgpu.noclobber !6
  %.50 = zext i16 %.49 to i32, !dbg !68
  %.51 = or i64 %.25, 3, !dbg !68
  %.52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.51, !dbg !68
  %.53 = load i16, ptr addrspace(1) %.52, align 2, !dbg !68, !amdgpu.noclobber !6
  %.54 = zext i16 %.53 to i32, !dbg !68
  %.55 = shl nuw i32 %.54, 16, !dbg !68
  %.56 = or i32 %.55, %.50, !dbg !68
  %.57 = or i64 %.25, 4, !dbg !68
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.57, !dbg !68
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !68, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !68
  %.61 = or i64 %.25, 5, !dbg !68
  %.62 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.61, !dbg !68
  %.63 = load i16, ptr addrspace(1) %.62, align 2, !dbg !68, !amdgpu.noclobber !6
  %.64 = zext i16 %.63 to i32, !dbg !68
  %.65 = shl nuw i32 %.64, 16, !dbg !68
  %.66 = or i32 %.65, %.60, !dbg !68
  %.67 = or i64 %.25, 6, !dbg !68
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.67, !dbg !68
  %.69 = load i16, ptr addrspace(1) %.68, align 2, !dbg !68, !amdgpu.noclobber !6
  %.70 = zext i16 %.69 to i32, !dbg !68
  %.71 = or i64 %.25, 7, !dbg !68
  %.72 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.71, !dbg !68
  %.73 = load i16, ptr addrspace(1) %.72, align 2, !dbg !68, !amdgpu.noclobber !6
  %.74 = zext i16 %.73 to i32, !dbg !68
  %.75 = shl nuw i32 %.74, 16, !dbg !68
  %.76 = or i32 %.75, %.70, !dbg !68
  br label %frag.join.32, !dbg !68

frag.join.32:                                     ; preds = %frag.narrow.31, %frag.wide.30
  %.77 = phi i32 [ %.34, %frag.wide.30 ], [ %.46, %frag.narrow.31 ], !dbg !68
  %.78 = phi i32 [ %.35, %frag.wide.30 ], [ %.56, %frag.narrow.31 ], !dbg !68
  %.79 = phi i32 [ %.36, %frag.wide.30 ], [ %.66, %frag.narrow.31 ], !dbg !68
  %.80 = phi i32 [ %.37, %frag.wide.30 ], [ %.76, %frag.narrow.31 ], !dbg !68
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !69
  %t1 = sext i32 %.16 to i64, !dbg !69
  %.92 = shl nuw nsw i64 %.19, 7, !dbg !70
  %.93 = or i64 %.92, %.21, !dbg !70
  %.94 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.93, !dbg !70
  %.95 = load i16, ptr addrspace(1) %.94, align 2, !dbg !70, !amdgpu.noclobber !6
  %.98 = or i64 %.93, 16, !dbg !70
  %.99 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.98, !dbg !70
  %.100 = load i16, ptr addrspace(1) %.99, align 2, !dbg !70, !amdgpu.noclobber !6
  %.105 = or i64 %.93, 32, !dbg !70
  %.106 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.105, !dbg !70
  %.107 = load i16, ptr addrspace(1) %.106, align 2, !dbg !70, !amdgpu.noclobber !6
  %.110 = or i64 %.93, 48, !dbg !70
  %.111 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.110, !dbg !70
  %.112 = load i16, ptr addrspace(1) %.111, align 2, !dbg !70, !amdgpu.noclobber !6
  %.117 = or i64 %.93, 64, !dbg !70
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.117, !dbg !70
  %.1191 = load i16, ptr addrspace(1) %.118, align 2, !dbg !70
  %.122 = or i64 %.93, 80, !dbg !70
  %.123 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.122, !dbg !70
  %.124 = load i16, ptr addrspace(1) %.123, align 2, !dbg !70, !amdgpu.noclobber !6
  %.129 = or i64 %.93, 96, !dbg !70
  %.130 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.129, !dbg !70
  %.1312 = load i16, ptr addrspace(1) %.130, align 2, !dbg !70
  %.134 = or i64 %.93, 112, !dbg !70
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.134, !dbg !70
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !70, !amdgpu.noclobber !6
  %.149 = shl nuw nsw i64 %.19, 4, !dbg !71
  %.150 = or i64 %.149, %.21, !dbg !71
  %.151 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.150, !dbg !71
  %.152 = load float, ptr addrspace(1) %.151, align 4, !dbg !71, !amdgpu.noclobber !6
  %.154 = add nuw nsw i64 %.150, 32, !dbg !71
  %.155 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.154, !dbg !71
  %.156 = load float, ptr addrspace(1) %.155, align 4, !dbg !71, !amdgpu.noclobber !6
  %.158 = add nuw nsw i64 %.150, 64, !dbg !71
  %.159 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.158, !dbg !71
  %.160 = load float, ptr addrspace(1) %.159, align 4, !dbg !71, !amdgpu.noclobber !6
  %.162 = add nuw nsw i64 %.150, 96, !dbg !71
  %.163 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.162, !dbg !71
  %.164 = load float, ptr addrspace(1) %.163, align 4, !dbg !71, !amdgpu.noclobber !6
  %.166 = add nuw nsw i64 %.150, 128, !dbg !71
  %.167 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.166, !dbg !71
  %.168 = load float, ptr addrspace(1) %.167, align 4, !dbg !71, !amdgpu.noclobber !6
  %.170 = add nuw nsw i64 %.150, 160, !dbg !71
  %.171 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.170, !dbg !71
  %.172 = load float, ptr addrspace(1) %.171, align 4, !dbg !71, !amdgpu.noclobber !6
  %.174 = add nuw nsw i64 %.150, 192, !dbg !71
  %.175 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.174, !dbg !71
  %.176 = load float, ptr addrspace(1) %.175, align 4, !dbg !71, !amdgpu.noclobber !6
  %.178 = add nuw nsw i64 %.150, 224, !dbg !71
  %.179 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.178, !dbg !71
  %.180 = load float, ptr addrspace(1) %.179, align 4, !dbg !71, !amdgpu.noclobber !6
  %t14 = mul nsw i64 %t1, 192, !dbg !72
  %t16 = shl nsw i64 %t1, 6, !dbg !73
  %t138 = trunc i64 %.25 to i32, !dbg !74
  %t139 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t14, !dbg !75
  store i32 %t138, ptr addrspace(1) %t139, align 4, !dbg !75
  %t153 = trunc i32 %.77 to i16, !dbg !76
  %t154 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t16, !dbg !77
  store i16 %t153, ptr addrspace(1) %t154, align 2, !dbg !77
  %t159 = or i64 %t14, 1, !dbg !78
  %t162 = or i32 %t138, 1, !dbg !74
  %t163 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t159, !dbg !75
  store i32 %t162, ptr addrspace(1) %t163, align 4, !dbg !75
  %t164 = or i64 %t16, 1, !dbg !79
  %.271 = lshr i32 %.77, 16, !dbg !76
  %t177 = trunc i32 %.271 to i16, !dbg !76
  %t178 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t164, !dbg !77
  store i16 %t177, ptr addrspace(1) %t178, align 2, !dbg !77
  %t183 = or i64 %t14, 2, !dbg !78
  %t186 = or i32 %t138, 2, !dbg !74
  %t187 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t183, !dbg !75
  store i32 %t186, ptr addrspace(1) %t187, align 4, !dbg !75
  %t188 = or i64 %t16, 2, !dbg !79
  %t201 = trunc i32 %.78 to i16, !dbg !76
  %t202 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t188, !dbg !77
  store i16 %t201, ptr addrspace(1) %t202, align 2, !dbg !77
  %t207 = or i64 %t14, 3, !dbg !78
  %t210 = or i32 %t138, 3, !dbg !74
  %t211 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t207, !dbg !75
  store i32 %t210, ptr addrspace(1) %t211, align 4, !dbg !75
  %t212 = or i64 %t16, 3, !dbg !79
  %.305 = lshr i32 %.78, 16, !dbg !76
  %t225 = trunc i32 %.305 to i16, !dbg !76
  %t226 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t212, !dbg !77
  store i16 %t225, ptr addrspace(1) %t226, align 2, !dbg !77
  %t27 = or i64 %t14, 4, !dbg !78
  %0 = trunc i64 %.25 to i32, !dbg !74
  %t30 = or i32 %0, 4, !dbg !74
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27, !dbg !75
  store i32 %t30, ptr addrspace(1) %t31, align 4, !dbg !75
  %t32 = or i64 %t16, 4, !dbg !79
  %t45 = trunc i32 %.79 to i16, !dbg !76
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32, !dbg !77
  store i16 %t45, ptr addrspace(1) %t46, align 2, !dbg !77
  %t27.1 = or i64 %t14, 5, !dbg !78
  %1 = trunc i64 %.25 to i32, !dbg !74
  %t30.1 = or i32 %1, 5, !dbg !74
  %t31.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.1, !dbg !75
  store i32 %t30.1, ptr addrspace(1) %t31.1, align 4, !dbg !75
  %t32.1 = or i64 %t16, 5, !dbg !79
  %.205.1 = lshr i32 %.79, 16, !dbg !76
  %t45.1 = trunc i32 %.205.1 to i16, !dbg !76
  %t46.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.1, !dbg !77
  store i16 %t45.1, ptr addrspace(1) %t46.1, align 2, !dbg !77
  %t27.2 = or i64 %t14, 6, !dbg !78
  %2 = trunc i64 %.25 to i32, !dbg !74
  %t30.2 = or i32 %2, 6, !dbg !74
  %t31.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.2, !dbg !75
  store i32 %t30.2, ptr addrspace(1) %t31.2, align 4, !dbg !75
  %t32.2 = or i64 %t16, 6, !dbg !79
  %t45.2 = trunc i32 %.80 to i16, !dbg !76
  %t46.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.2, !dbg !77
  store i16 %t45.2, ptr addrspace(1) %t46.2, align 2, !dbg !77
  %t27.3 = or i64 %t14, 7, !dbg !78
  %3 = trunc i64 %.25 to i32, !dbg !74
  %t30.3 = or i32 %3, 7, !dbg !74
  %t31.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.3, !dbg !75
  store i32 %t30.3, ptr addrspace(1) %t31.3, align 4, !dbg !75
  %t32.3 = or i64 %t16, 7, !dbg !79
  %.205.3 = lshr i32 %.80, 16, !dbg !76
  %t45.3 = trunc i32 %.205.3 to i16, !dbg !76
  %t46.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.3, !dbg !77
  store i16 %t45.3, ptr addrspace(1) %t46.3, align 2, !dbg !77
  %t52 = add nsw i64 %t14, 64, !dbg !80
  %t53 = add nsw i64 %t16, 4096, !dbg !81
  %t239 = shl i32 %.18, 7, !dbg !82
  %t240 = or i32 %t239, %.20, !dbg !83
  %t242 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t52, !dbg !84
  store i32 %t240, ptr addrspace(1) %t242, align 4, !dbg !84
  %t257 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t53, !dbg !85
  store i16 %.95, ptr addrspace(1) %t257, align 2, !dbg !85
  %t262 = add nsw i64 %t14, 65, !dbg !86
  %t264 = or i32 %t240, 16, !dbg !83
  %t266 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t262, !dbg !84
  store i32 %t264, ptr addrspace(1) %t266, align 4, !dbg !84
  %t267 = add nsw i64 %t16, 4097, !dbg !87
  %t281 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t267, !dbg !85
  store i16 %.100, ptr addrspace(1) %t281, align 2, !dbg !85
  %t286 = add nsw i64 %t14, 66, !dbg !86
  %t288 = or i32 %t240, 32, !dbg !83
  %t290 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t286, !dbg !84
  store i32 %t288, ptr addrspace(1) %t290, align 4, !dbg !84
  %t291 = add nsw i64 %t16, 4098, !dbg !87
  %t305 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t291, !dbg !85
  store i16 %.107, ptr addrspace(1) %t305, align 2, !dbg !85
  %t310 = add nsw i64 %t14, 67, !dbg !86
  %t312 = or i32 %t240, 48, !dbg !83
  %t314 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t310, !dbg !84
  store i32 %t312, ptr addrspace(1) %t314, align 4, !dbg !84
  %t315 = add nsw i64 %t16, 4099, !dbg !87
  %t329 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t315, !dbg !85
  store i16 %.112, ptr addrspace(1) %t329, align 2, !dbg !85
  %t63 = add nsw i64 %t14, 68, !dbg !86
  %4 = trunc i64 %.23 to i32, !dbg !88
  %.212.tr = shl i32 %4, 4, !dbg !88
  %5 = or i32 %.212.tr, %.20, !dbg !88
  %t66 = or i32 %5, 64, !dbg !88
  %t67 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63, !dbg !84
  store i32 %t66, ptr addrspace(1) %t67, align 4, !dbg !84
  %t68 = add nsw i64 %t16, 4100, !dbg !87
  %t82 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68, !dbg !85
  store i16 %.1191, ptr addrspace(1) %t82, align 2, !dbg !85
  %t63.1 = add nsw i64 %t14, 69, !dbg !86
  %6 = trunc i64 %.23 to i32, !dbg !88
  %.212.tr.1 = shl i32 %6, 4, !dbg !88
  %7 = or i32 %.212.tr.1, %.20, !dbg !88
  %t66.1 = or i32 %7, 80, !dbg !88
  %t67.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.1, !dbg !84
  store i32 %t66.1, ptr addrspace(1) %t67.1, align 4, !dbg !84
  %t68.1 = add nsw i64 %t16, 4101, !dbg !87
  %t82.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.1, !dbg !85
  store i16 %.124, ptr addrspace(1) %t82.1, align 2, !dbg !85
  %t63.2 = add nsw i64 %t14, 70, !dbg !86
  %8 = trunc i64 %.23 to i32, !dbg !88
  %.212.tr.2 = shl i32 %8, 4, !dbg !88
  %9 = or i32 %.212.tr.2, %.20, !dbg !88
  %t66.2 = or i32 %9, 96, !dbg !88
  %t67.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.2, !dbg !84
  store i32 %t66.2, ptr addrspace(1) %t67.2, align 4, !dbg !84
  %t68.2 = add nsw i64 %t16, 4102, !dbg !87
  %t82.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.2, !dbg !85
  store i16 %.1312, ptr addrspace(1) %t82.2, align 2, !dbg !85
  %t63.3 = add nsw i64 %t14, 71, !dbg !86
  %10 = trunc i64 %.23 to i32, !dbg !88
  %.212.tr.3 = shl i32 %10, 4, !dbg !88
  %11 = or i32 %.212.tr.3, %.20, !dbg !88
  %t66.3 = or i32 %11, 112, !dbg !88
  %t67.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.3, !dbg !84
  store i32 %t66.3, ptr addrspace(1) %t67.3, align 4, !dbg !84
  %t68.3 = add nsw i64 %t16, 4103, !dbg !87
  %t82.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.3, !dbg !85
  store i16 %.136, ptr addrspace(1) %t82.3, align 2, !dbg !85
  %t88 = add nsw i64 %t14, 128, !dbg !89
  %t345 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t88, !dbg !90
  store i32 %.17, ptr addrspace(1) %t345, align 4, !dbg !90
  %t362 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t16, !dbg !91
  store float %.152, ptr addrspace(1) %t362, align 4, !dbg !91
  %t367 = add nsw i64 %t14, 129, !dbg !92
  %12 = add i32 %.17, 32, !dbg !93
  %t371 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t367, !dbg !90
  store i32 %12, ptr addrspace(1) %t371, align 4, !dbg !90
  %t388 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t164, !dbg !91
  store float %.156, ptr addrspace(1) %t388, align 4, !dbg !91
  %t393 = add nsw i64 %t14, 130, !dbg !92
  %13 = add i32 %.17, 64, !dbg !93
  %t397 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t393, !dbg !90
  store i32 %13, ptr addrspace(1) %t397, align 4, !dbg !90
  %t414 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t188, !dbg !91
  store float %.160, ptr addrspace(1) %t414, align 4, !dbg !91
  %t419 = add nsw i64 %t14, 131, !dbg !92
  %14 = add i32 %.17, 96, !dbg !93
  %t423 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t419, !dbg !90
  store i32 %14, ptr addrspace(1) %t423, align 4, !dbg !90
  %t440 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t212, !dbg !91
  store float %.164, ptr addrspace(1) %t440, align 4, !dbg !91
  %t103 = add nsw i64 %t14, 132, !dbg !92
  %15 = add i32 %.17, 128, !dbg !94
  %t107 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103, !dbg !90
  store i32 %15, ptr addrspace(1) %t107, align 4, !dbg !90
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32, !dbg !91
  store float %.168, ptr addrspace(1) %t124, align 4, !dbg !91
  %t103.1 = add nsw i64 %t14, 133, !dbg !92
  %16 = add i32 %.17, 160, !dbg !94
  %t107.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.1, !dbg !90
  store i32 %16, ptr addrspace(1) %t107.1, align 4, !dbg !90
  %t124.1 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.1, !dbg !91
  store float %.172, ptr addrspace(1) %t124.1, align 4, !dbg !91
  %t103.2 = add nsw i64 %t14, 134, !dbg !92
  %17 = add i32 %.17, 192, !dbg !94
  %t107.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.2, !dbg !90
  store i32 %17, ptr addrspace(1) %t107.2, align 4, !dbg !90
  %t124.2 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.2, !dbg !91
  store float %.176, ptr addrspace(1) %t124.2, align 4, !dbg !91
  %t103.3 = add nsw i64 %t14, 135, !dbg !92
  %18 = add i32 %.17, 224, !dbg !94
  %t107.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.3, !dbg !90
  store i32 %18, ptr addrspace(1) %t107.3, align 4, !dbg !90
  %t124.3 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.3, !dbg !91
  store float %.180, ptr addrspace(1) %t124.3, align 4, !dbg !91
  ret void, !dbg !91
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eWhere_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !95 {
entry:
  %.17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !96
  %.18 = lshr i32 %.17, 4, !dbg !96
  %.19 = zext i32 %.18 to i64, !dbg !96
  %.20 = and i32 %.17, 15, !dbg !96
  %.21 = zext i32 %.20 to i64, !dbg !96
  %.23 = shl nuw nsw i64 %.19, 3, !dbg !96
  %.24 = shl nuw nsw i64 %.21, 4, !dbg !96
  %.25 = add nuw nsw i64 %.24, %.23, !dbg !96
  %.26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.25, !dbg !96
  %.27 = ptrtoint ptr addrspace(1) %.26 to i64, !dbg !96
  %.28 = and i64 %.27, 3, !dbg !96
  %.29 = icmp eq i64 %.28, 0, !dbg !96
  br i1 %.29, label %frag.wide.30, label %frag.narrow.31, !dbg !96

frag.wide.30:                                     ; preds = %entry
  %.33 = load <4 x i32>, ptr addrspace(1) %.26, align 4, !dbg !96, !amdgpu.noclobber !6
  %.34 = extractelement <4 x i32> %.33, i64 0, !dbg !96
  %.35 = extractelement <4 x i32> %.33, i64 1, !dbg !96
  %.36 = extractelement <4 x i32> %.33, i64 2, !dbg !96
  %.37 = extractelement <4 x i32> %.33, i64 3, !dbg !96
  br label %frag.join.32, !dbg !96

frag.narrow.31:                                   ; preds = %entry
  %.39 = load i16, ptr addrspace(1) %.26, align 2, !dbg !96, !amdgpu.noclobber !6
  %.40 = zext i16 %.39 to i32, !dbg !96
  %.41 = or i64 %.25, 1, !dbg !96
  %.42 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.41, !dbg !96
  %.43 = load i16, ptr addrspace(1) %.42, align 2, !dbg !96, !amdgpu.noclobber !6
  %.44 = zext i16 %.43 to i32, !dbg !96
  %.45 = shl nuw i32 %.44, 16, !dbg !96
  %.46 = or i32 %.45, %.40, !dbg !96
  %.47 = or i64 %.25, 2, !dbg !96
  %.48 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.47, !dbg !96
  %.49 = load i16, ptr addrspace(1) %.48, align 2, !dbg !96, !amdgpu.noclobber !6
  %.50 = zext i16 %.49 to i32, !dbg !96
  %.51 = or i64 %.25, 3, !dbg !96
  %.52 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.51, !dbg !96
  %.53 = load i16, ptr addrspace(1) %.52, align 2, !dbg !96, !amdgpu.noclobber !6
  %.54 = zext i16 %.53 to i32, !dbg !96
  %.55 = shl nuw i32 %.54, 16, !dbg !96
  %.56 = or i32 %.55, %.50, !dbg !96
  %.57 = or i64 %.25, 4, !dbg !96
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.57, !dbg !96
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !96, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !96
  %.61 = or i64 %.25, 5, !dbg !96
  %.62 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.61, !dbg !96
  %.63 = load i16, ptr addrspace(1) %.62, align 2, !dbg !96, !amdgpu.noclobber !6
  %.64 = zext i16 %.63 to i32, !dbg !96
  %.65 = shl nuw i32 %.64, 16, !dbg !96
  %.66 = or i32 %.65, %.60, !dbg !96
  %.67 = or i64 %.25, 6, !dbg !96
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.67, !dbg !96
  %.69 = load i16, ptr addrspace(1) %.68, align 2, !dbg !96, !amdgpu.noclobber !6
  %.70 = zext i16 %.69 to i32, !dbg !96
  %.71 = or i64 %.25, 7, !dbg !96
  %.72 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.71, !dbg !96
  %.73 = load i16, ptr addrspace(1) %.72, align 2, !dbg !96, !amdgpu.noclobber !6
  %.74 = zext i16 %.73 to i32, !dbg !96
  %.75 = shl nuw i32 %.74, 16, !dbg !96
  %.76 = or i32 %.75, %.70, !dbg !96
  br label %frag.join.32, !dbg !96

frag.join.32:                                     ; preds = %frag.narrow.31, %frag.wide.30
  %.77 = phi i32 [ %.34, %frag.wide.30 ], [ %.46, %frag.narrow.31 ], !dbg !96
  %.78 = phi i32 [ %.35, %frag.wide.30 ], [ %.56, %frag.narrow.31 ], !dbg !96
  %.79 = phi i32 [ %.36, %frag.wide.30 ], [ %.66, %frag.narrow.31 ], !dbg !96
  %.80 = phi i32 [ %.37, %frag.wide.30 ], [ %.76, %frag.narrow.31 ], !dbg !96
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !97
  %t1 = sext i32 %.16 to i64, !dbg !97
  %.92 = shl nuw nsw i64 %.19, 7, !dbg !98
  %.93 = or i64 %.92, %.21, !dbg !98
  %.94 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.93, !dbg !98
  %.95 = load i16, ptr addrspace(1) %.94, align 2, !dbg !98, !amdgpu.noclobber !6
  %.98 = or i64 %.93, 16, !dbg !98
  %.99 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.98, !dbg !98
  %.100 = load i16, ptr addrspace(1) %.99, align 2, !dbg !98, !amdgpu.noclobber !6
  %.105 = or i64 %.93, 32, !dbg !98
  %.106 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.105, !dbg !98
  %.107 = load i16, ptr addrspace(1) %.106, align 2, !dbg !98, !amdgpu.noclobber !6
  %.110 = or i64 %.93, 48, !dbg !98
  %.111 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.110, !dbg !98
  %.112 = load i16, ptr addrspace(1) %.111, align 2, !dbg !98, !amdgpu.noclobber !6
  %.117 = or i64 %.93, 64, !dbg !98
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.117, !dbg !98
  %.1191 = load i16, ptr addrspace(1) %.118, align 2, !dbg !98
  %.122 = or i64 %.93, 80, !dbg !98
  %.123 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.122, !dbg !98
  %.124 = load i16, ptr addrspace(1) %.123, align 2, !dbg !98, !amdgpu.noclobber !6
  %.129 = or i64 %.93, 96, !dbg !98
  %.130 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.129, !dbg !98
  %.1312 = load i16, ptr addrspace(1) %.130, align 2, !dbg !98
  %.134 = or i64 %.93, 112, !dbg !98
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.134, !dbg !98
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !98, !amdgpu.noclobber !6
  %.149 = shl nuw nsw i64 %.19, 4, !dbg !99
  %.150 = or i64 %.149, %.21, !dbg !99
  %.151 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.150, !dbg !99
  %.152 = load float, ptr addrspace(1) %.151, align 4, !dbg !99, !amdgpu.noclobber !6
  %.154 = add nuw nsw i64 %.150, 32, !dbg !99
  %.155 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.154, !dbg !99
  %.156 = load float, ptr addrspace(1) %.155, align 4, !dbg !99, !amdgpu.noclobber !6
  %.158 = add nuw nsw i64 %.150, 64, !dbg !99
  %.159 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.158, !dbg !99
  %.160 = load float, ptr addrspace(1) %.159, align 4, !dbg !99, !amdgpu.noclobber !6
  %.162 = add nuw nsw i64 %.150, 96, !dbg !99
  %.163 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.162, !dbg !99
  %.164 = load float, ptr addrspace(1) %.163, align 4, !dbg !99, !amdgpu.noclobber !6
  %.166 = add nuw nsw i64 %.150, 128, !dbg !99
  %.167 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.166, !dbg !99
  %.168 = load float, ptr addrspace(1) %.167, align 4, !dbg !99, !amdgpu.noclobber !6
  %.170 = add nuw nsw i64 %.150, 160, !dbg !99
  %.171 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.170, !dbg !99
  %.172 = load float, ptr addrspace(1) %.171, align 4, !dbg !99, !amdgpu.noclobber !6
  %.174 = add nuw nsw i64 %.150, 192, !dbg !99
  %.175 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.174, !dbg !99
  %.176 = load float, ptr addrspace(1) %.175, align 4, !dbg !99, !amdgpu.noclobber !6
  %.178 = add nuw nsw i64 %.150, 224, !dbg !99
  %.179 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.178, !dbg !99
  %.180 = load float, ptr addrspace(1) %.179, align 4, !dbg !99, !amdgpu.noclobber !6
  %t14 = mul nsw i64 %t1, 192, !dbg !100
  %t16 = shl nsw i64 %t1, 6, !dbg !101
  %t138 = trunc i64 %.25 to i32, !dbg !102
  %t139 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t14, !dbg !103
  store i32 %t138, ptr addrspace(1) %t139, align 4, !dbg !103
  %t153 = trunc i32 %.77 to i16, !dbg !104
  %t154 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t16, !dbg !105
  store i16 %t153, ptr addrspace(1) %t154, align 2, !dbg !105
  %t159 = or i64 %t14, 1, !dbg !106
  %t162 = or i32 %t138, 1, !dbg !102
  %t163 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t159, !dbg !103
  store i32 %t162, ptr addrspace(1) %t163, align 4, !dbg !103
  %t164 = or i64 %t16, 1, !dbg !107
  %.271 = lshr i32 %.77, 16, !dbg !104
  %t177 = trunc i32 %.271 to i16, !dbg !104
  %t178 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t164, !dbg !105
  store i16 %t177, ptr addrspace(1) %t178, align 2, !dbg !105
  %t183 = or i64 %t14, 2, !dbg !106
  %t186 = or i32 %t138, 2, !dbg !102
  %t187 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t183, !dbg !103
  store i32 %t186, ptr addrspace(1) %t187, align 4, !dbg !103
  %t188 = or i64 %t16, 2, !dbg !107
  %t201 = trunc i32 %.78 to i16, !dbg !104
  %t202 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t188, !dbg !105
  store i16 %t201, ptr addrspace(1) %t202, align 2, !dbg !105
  %t207 = or i64 %t14, 3, !dbg !106
  %t210 = or i32 %t138, 3, !dbg !102
  %t211 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t207, !dbg !103
  store i32 %t210, ptr addrspace(1) %t211, align 4, !dbg !103
  %t212 = or i64 %t16, 3, !dbg !107
  %.305 = lshr i32 %.78, 16, !dbg !104
  %t225 = trunc i32 %.305 to i16, !dbg !104
  %t226 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t212, !dbg !105
  store i16 %t225, ptr addrspace(1) %t226, align 2, !dbg !105
  %t27 = or i64 %t14, 4, !dbg !106
  %0 = trunc i64 %.25 to i32, !dbg !102
  %t30 = or i32 %0, 4, !dbg !102
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27, !dbg !103
  store i32 %t30, ptr addrspace(1) %t31, align 4, !dbg !103
  %t32 = or i64 %t16, 4, !dbg !107
  %t45 = trunc i32 %.79 to i16, !dbg !104
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32, !dbg !105
  store i16 %t45, ptr addrspace(1) %t46, align 2, !dbg !105
  %t27.1 = or i64 %t14, 5, !dbg !106
  %1 = trunc i64 %.25 to i32, !dbg !102
  %t30.1 = or i32 %1, 5, !dbg !102
  %t31.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.1, !dbg !103
  store i32 %t30.1, ptr addrspace(1) %t31.1, align 4, !dbg !103
  %t32.1 = or i64 %t16, 5, !dbg !107
  %.205.1 = lshr i32 %.79, 16, !dbg !104
  %t45.1 = trunc i32 %.205.1 to i16, !dbg !104
  %t46.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.1, !dbg !105
  store i16 %t45.1, ptr addrspace(1) %t46.1, align 2, !dbg !105
  %t27.2 = or i64 %t14, 6, !dbg !106
  %2 = trunc i64 %.25 to i32, !dbg !102
  %t30.2 = or i32 %2, 6, !dbg !102
  %t31.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.2, !dbg !103
  store i32 %t30.2, ptr addrspace(1) %t31.2, align 4, !dbg !103
  %t32.2 = or i64 %t16, 6, !dbg !107
  %t45.2 = trunc i32 %.80 to i16, !dbg !104
  %t46.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.2, !dbg !105
  store i16 %t45.2, ptr addrspace(1) %t46.2, align 2, !dbg !105
  %t27.3 = or i64 %t14, 7, !dbg !106
  %3 = trunc i64 %.25 to i32, !dbg !102
  %t30.3 = or i32 %3, 7, !dbg !102
  %t31.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.3, !dbg !103
  store i32 %t30.3, ptr addrspace(1) %t31.3, align 4, !dbg !103
  %t32.3 = or i64 %t16, 7, !dbg !107
  %.205.3 = lshr i32 %.80, 16, !dbg !104
  %t45.3 = trunc i32 %.205.3 to i16, !dbg !104
  %t46.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.3, !dbg !105
  store i16 %t45.3, ptr addrspace(1) %t46.3, align 2, !dbg !105
  %t52 = add nsw i64 %t14, 64, !dbg !108
  %t53 = add nsw i64 %t16, 4096, !dbg !109
  %t239 = shl i32 %.18, 7, !dbg !110
  %t240 = or i32 %t239, %.20, !dbg !111
  %t242 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t52, !dbg !112
  store i32 %t240, ptr addrspace(1) %t242, align 4, !dbg !112
  %t257 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t53, !dbg !113
  store i16 %.95, ptr addrspace(1) %t257, align 2, !dbg !113
  %t262 = add nsw i64 %t14, 65, !dbg !114
  %t264 = or i32 %t240, 16, !dbg !111
  %t266 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t262, !dbg !112
  store i32 %t264, ptr addrspace(1) %t266, align 4, !dbg !112
  %t267 = add nsw i64 %t16, 4097, !dbg !115
  %t281 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t267, !dbg !113
  store i16 %.100, ptr addrspace(1) %t281, align 2, !dbg !113
  %t286 = add nsw i64 %t14, 66, !dbg !114
  %t288 = or i32 %t240, 32, !dbg !111
  %t290 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t286, !dbg !112
  store i32 %t288, ptr addrspace(1) %t290, align 4, !dbg !112
  %t291 = add nsw i64 %t16, 4098, !dbg !115
  %t305 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t291, !dbg !113
  store i16 %.107, ptr addrspace(1) %t305, align 2, !dbg !113
  %t310 = add nsw i64 %t14, 67, !dbg !114
  %t312 = or i32 %t240, 48, !dbg !111
  %t314 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t310, !dbg !112
  store i32 %t312, ptr addrspace(1) %t314, align 4, !dbg !112
  %t315 = add nsw i64 %t16, 4099, !dbg !115
  %t329 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t315, !dbg !113
  store i16 %.112, ptr addrspace(1) %t329, align 2, !dbg !113
  %t63 = add nsw i64 %t14, 68, !dbg !114
  %4 = trunc i64 %.23 to i32, !dbg !116
  %.212.tr = shl i32 %4, 4, !dbg !116
  %5 = or i32 %.212.tr, %.20, !dbg !116
  %t66 = or i32 %5, 64, !dbg !116
  %t67 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63, !dbg !112
  store i32 %t66, ptr addrspace(1) %t67, align 4, !dbg !112
  %t68 = add nsw i64 %t16, 4100, !dbg !115
  %t82 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68, !dbg !113
  store i16 %.1191, ptr addrspace(1) %t82, align 2, !dbg !113
  %t63.1 = add nsw i64 %t14, 69, !dbg !114
  %6 = trunc i64 %.23 to i32, !dbg !116
  %.212.tr.1 = shl i32 %6, 4, !dbg !116
  %7 = or i32 %.212.tr.1, %.20, !dbg !116
  %t66.1 = or i32 %7, 80, !dbg !116
  %t67.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.1, !dbg !112
  store i32 %t66.1, ptr addrspace(1) %t67.1, align 4, !dbg !112
  %t68.1 = add nsw i64 %t16, 4101, !dbg !115
  %t82.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.1, !dbg !113
  store i16 %.124, ptr addrspace(1) %t82.1, align 2, !dbg !113
  %t63.2 = add nsw i64 %t14, 70, !dbg !114
  %8 = trunc i64 %.23 to i32, !dbg !116
  %.212.tr.2 = shl i32 %8, 4, !dbg !116
  %9 = or i32 %.212.tr.2, %.20, !dbg !116
  %t66.2 = or i32 %9, 96, !dbg !116
  %t67.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.2, !dbg !112
  store i32 %t66.2, ptr addrspace(1) %t67.2, align 4, !dbg !112
  %t68.2 = add nsw i64 %t16, 4102, !dbg !115
  %t82.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.2, !dbg !113
  store i16 %.1312, ptr addrspace(1) %t82.2, align 2, !dbg !113
  %t63.3 = add nsw i64 %t14, 71, !dbg !114
  %10 = trunc i64 %.23 to i32, !dbg !116
  %.212.tr.3 = shl i32 %10, 4, !dbg !116
  %11 = or i32 %.212.tr.3, %.20, !dbg !116
  %t66.3 = or i32 %11, 112, !dbg !116
  %t67.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.3, !dbg !112
  store i32 %t66.3, ptr addrspace(1) %t67.3, align 4, !dbg !112
  %t68.3 = add nsw i64 %t16, 4103, !dbg !115
  %t82.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.3, !dbg !113
  store i16 %.136, ptr addrspace(1) %t82.3, align 2, !dbg !113
  %t88 = add nsw i64 %t14, 128, !dbg !117
  %t345 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t88, !dbg !118
  store i32 %.17, ptr addrspace(1) %t345, align 4, !dbg !118
  %t362 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t16, !dbg !119
  store float %.152, ptr addrspace(1) %t362, align 4, !dbg !119
  %t367 = add nsw i64 %t14, 129, !dbg !120
  %12 = add i32 %.17, 32, !dbg !121
  %t371 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t367, !dbg !118
  store i32 %12, ptr addrspace(1) %t371, align 4, !dbg !118
  %t388 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t164, !dbg !119
  store float %.156, ptr addrspace(1) %t388, align 4, !dbg !119
  %t393 = add nsw i64 %t14, 130, !dbg !120
  %13 = add i32 %.17, 64, !dbg !121
  %t397 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t393, !dbg !118
  store i32 %13, ptr addrspace(1) %t397, align 4, !dbg !118
  %t414 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t188, !dbg !119
  store float %.160, ptr addrspace(1) %t414, align 4, !dbg !119
  %t419 = add nsw i64 %t14, 131, !dbg !120
  %14 = add i32 %.17, 96, !dbg !121
  %t423 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t419, !dbg !118
  store i32 %14, ptr addrspace(1) %t423, align 4, !dbg !118
  %t440 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t212, !dbg !119
  store float %.164, ptr addrspace(1) %t440, align 4, !dbg !119
  %t103 = add nsw i64 %t14, 132, !dbg !120
  %15 = add i32 %.17, 128, !dbg !122
  %t107 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103, !dbg !118
  store i32 %15, ptr addrspace(1) %t107, align 4, !dbg !118
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32, !dbg !119
  store float %.168, ptr addrspace(1) %t124, align 4, !dbg !119
  %t103.1 = add nsw i64 %t14, 133, !dbg !120
  %16 = add i32 %.17, 160, !dbg !122
  %t107.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.1, !dbg !118
  store i32 %16, ptr addrspace(1) %t107.1, align 4, !dbg !118
  %t124.1 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.1, !dbg !119
  store float %.172, ptr addrspace(1) %t124.1, align 4, !dbg !119
  %t103.2 = add nsw i64 %t14, 134, !dbg !120
  %17 = add i32 %.17, 192, !dbg !122
  %t107.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.2, !dbg !118
  store i32 %17, ptr addrspace(1) %t107.2, align 4, !dbg !118
  %t124.2 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.2, !dbg !119
  store float %.176, ptr addrspace(1) %t124.2, align 4, !dbg !119
  %t103.3 = add nsw i64 %t14, 135, !dbg !120
  %18 = add i32 %.17, 224, !dbg !122
  %t107.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.3, !dbg !118
  store i32 %18, ptr addrspace(1) %t107.3, align 4, !dbg !118
  %t124.3 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.3, !dbg !119
  store float %.180, ptr addrspace(1) %t124.3, align 4, !dbg !119
  ret void, !dbg !119
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eBiasMask_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12) local_unnamed_addr #0 !dbg !123 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !124
  %.14 = lshr i32 %.13, 4, !dbg !124
  %.15 = zext i32 %.14 to i64, !dbg !124
  %.16 = and i32 %.13, 15, !dbg !124
  %.17 = zext i32 %.16 to i64, !dbg !124
  %.19 = shl nuw nsw i64 %.15, 3, !dbg !124
  %.20 = mul i64 %.17, %a12, !dbg !124
  %.21 = add i64 %.20, %.19, !dbg !124
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.21, !dbg !124
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !124
  %.24 = and i64 %.23, 3, !dbg !124
  %.25 = icmp eq i64 %.24, 0, !dbg !124
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !124

frag.wide.26:                                     ; preds = %entry
  %.29 = load <4 x i32>, ptr addrspace(1) %.22, align 4, !dbg !124, !amdgpu.noclobber !6
  %.30 = extractelement <4 x i32> %.29, i64 0, !dbg !124
  %.31 = extractelement <4 x i32> %.29, i64 1, !dbg !124
  %.32 = extractelement <4 x i32> %.29, i64 2, !dbg !124
  %.33 = extractelement <4 x i32> %.29, i64 3, !dbg !124
  br label %frag.join.28, !dbg !124

frag.narrow.27:                                   ; preds = %entry
  %.35 = load i16, ptr addrspace(1) %.22, align 2, !dbg !124, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !124
  %.37 = add i64 %.21, 1, !dbg !124
  %.38 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.37, !dbg !124
  %.39 = load i16, ptr addrspace(1) %.38, align 2, !dbg !124, !amdgpu.noclobber !6
  %.40 = zext i16 %.39 to i32, !dbg !124
  %.41 = shl nuw i32 %.40, 16, !dbg !124
  %.42 = or i32 %.41, %.36, !dbg !124
  %.43 = add i64 %.21, 2, !dbg !124
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.43, !dbg !124
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !124, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !124
  %.47 = add i64 %.21, 3, !dbg !124
  %.48 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.47, !dbg !124
  %.49 = load i16, ptr addrspace(1) %.48, align 2, !dbg !124, !amdgpu.noclobber !6
  %.50 = zext i16 %.49 to i32, !dbg !124
  %.51 = shl nuw i32 %.50, 16, !dbg !124
  %.52 = or i32 %.51, %.46, !dbg !124
  %.53 = add i64 %.21, 4, !dbg !124
  %.54 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.53, !dbg !124
  %.55 = load i16, ptr addrspace(1) %.54, align 2, !dbg !124, !amdgpu.noclobber !6
  %.56 = zext i16 %.55 to i32, !dbg !124
  %.57 = add i64 %.21, 5, !dbg !124
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.57, !dbg !124
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !124, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !124
  %.61 = shl nuw i32 %.60, 16, !dbg !124
  %.62 = or i32 %.61, %.56, !dbg !124
  %.63 = add i64 %.21, 6, !dbg !124
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.63, !dbg !124
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !124, !amdgpu.noclobber !6
  %.66 = zext i16 %.65 to i32, !dbg !124
  %.67 = add i64 %.21, 7, !dbg !124
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.67, !dbg !124
  %.69 = load i16, ptr addrspace(1) %.68, align 2, !dbg !124, !amdgpu.noclobber !6
  %.70 = zext i16 %.69 to i32, !dbg !124
  %.71 = shl nuw i32 %.70, 16, !dbg !124
  %.72 = or i32 %.71, %.66, !dbg !124
  br label %frag.join.28, !dbg !124

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %.73 = phi i32 [ %.30, %frag.wide.26 ], [ %.42, %frag.narrow.27 ], !dbg !124
  %.74 = phi i32 [ %.31, %frag.wide.26 ], [ %.52, %frag.narrow.27 ], !dbg !124
  %.75 = phi i32 [ %.32, %frag.wide.26 ], [ %.62, %frag.narrow.27 ], !dbg !124
  %.76 = phi i32 [ %.33, %frag.wide.26 ], [ %.72, %frag.narrow.27 ], !dbg !124
  %.90 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.21, !dbg !125
  %.91 = ptrtoint ptr addrspace(1) %.90 to i64, !dbg !125
  %.92 = and i64 %.91, 3, !dbg !125
  %.93 = icmp eq i64 %.92, 0, !dbg !125
  br i1 %.93, label %frag.wide.94, label %frag.narrow.95, !dbg !125

frag.wide.94:                                     ; preds = %frag.join.28
  %.97 = load <4 x i32>, ptr addrspace(1) %.90, align 4, !dbg !125, !amdgpu.noclobber !6
  %.98 = extractelement <4 x i32> %.97, i64 0, !dbg !125
  %.99 = extractelement <4 x i32> %.97, i64 1, !dbg !125
  %.100 = extractelement <4 x i32> %.97, i64 2, !dbg !125
  %.101 = extractelement <4 x i32> %.97, i64 3, !dbg !125
  br label %frag.join.96, !dbg !125

frag.narrow.95:                                   ; preds = %frag.join.28
  %.103 = load i16, ptr addrspace(1) %.90, align 2, !dbg !125, !amdgpu.noclobber !6
  %.104 = zext i16 %.103 to i32, !dbg !125
  %.105 = add i64 %.21, 1, !dbg !125
  %.106 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.105, !dbg !125
  %.107 = load i16, ptr addrspace(1) %.106, align 2, !dbg !125, !amdgpu.noclobber !6
  %.108 = zext i16 %.107 to i32, !dbg !125
  %.109 = shl nuw i32 %.108, 16, !dbg !125
  %.110 = or i32 %.109, %.104, !dbg !125
  %.111 = add i64 %.21, 2, !dbg !125
  %.112 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.111, !dbg !125
  %.113 = load i16, ptr addrspace(1) %.112, align 2, !dbg !125, !amdgpu.noclobber !6
  %.114 = zext i16 %.113 to i32, !dbg !125
  %.115 = add i64 %.21, 3, !dbg !125
  %.116 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.115, !dbg !125
  %.117 = load i16, ptr addrspace(1) %.116, align 2, !dbg !125, !amdgpu.noclobber !6
  %.118 = zext i16 %.117 to i32, !dbg !125
  %.119 = shl nuw i32 %.118, 16, !dbg !125
  %.120 = or i32 %.119, %.114, !dbg !125
  %.121 = add i64 %.21, 4, !dbg !125
  %.122 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.121, !dbg !125
  %.123 = load i16, ptr addrspace(1) %.122, align 2, !dbg !125, !amdgpu.noclobber !6
  %.124 = zext i16 %.123 to i32, !dbg !125
  %.125 = add i64 %.21, 5, !dbg !125
  %.126 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.125, !dbg !125
  %.127 = load i16, ptr addrspace(1) %.126, align 2, !dbg !125, !amdgpu.noclobber !6
  %.128 = zext i16 %.127 to i32, !dbg !125
  %.129 = shl nuw i32 %.128, 16, !dbg !125
  %.130 = or i32 %.129, %.124, !dbg !125
  %.131 = add i64 %.21, 6, !dbg !125
  %.132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.131, !dbg !125
  %.133 = load i16, ptr addrspace(1) %.132, align 2, !dbg !125, !amdgpu.noclobber !6
  %.134 = zext i16 %.133 to i32, !dbg !125
  %.135 = add i64 %.21, 7, !dbg !125
  %.136 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.135, !dbg !125
  %.137 = load i16, ptr addrspace(1) %.136, align 2, !dbg !125, !amdgpu.noclobber !6
  %.138 = zext i16 %.137 to i32, !dbg !125
  %.139 = shl nuw i32 %.138, 16, !dbg !125
  %.140 = or i32 %.139, %.134, !dbg !125
  br label %frag.join.96, !dbg !125

frag.join.96:                                     ; preds = %frag.narrow.95, %frag.wide.94
  %.141 = phi i32 [ %.98, %frag.wide.94 ], [ %.110, %frag.narrow.95 ], !dbg !125
  %.142 = phi i32 [ %.99, %frag.wide.94 ], [ %.120, %frag.narrow.95 ], !dbg !125
  %.143 = phi i32 [ %.100, %frag.wide.94 ], [ %.130, %frag.narrow.95 ], !dbg !125
  %.144 = phi i32 [ %.101, %frag.wide.94 ], [ %.140, %frag.narrow.95 ], !dbg !125
  %.158 = icmp ugt i32 %.13, 15, !dbg !126
  %.159 = shl i32 %.13, 2, !dbg !126
  %.160 = xor i32 %.159, 64, !dbg !126
  %.162 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.73), !dbg !126
  %.163 = select i1 %.158, i32 %.162, i32 %.73, !dbg !126
  %.164 = select i1 %.158, i32 %.73, i32 %.162, !dbg !126
  %.165 = insertelement <8 x i32> poison, i32 %.163, i64 0, !dbg !126
  %.166 = insertelement <8 x i32> %.165, i32 %.164, i64 4, !dbg !126
  %.168 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.74), !dbg !126
  %.169 = select i1 %.158, i32 %.168, i32 %.74, !dbg !126
  %.170 = select i1 %.158, i32 %.74, i32 %.168, !dbg !126
  %.171 = insertelement <8 x i32> %.166, i32 %.169, i64 1, !dbg !126
  %.172 = insertelement <8 x i32> %.171, i32 %.170, i64 5, !dbg !126
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.75), !dbg !126
  %.175 = select i1 %.158, i32 %.174, i32 %.75, !dbg !126
  %.176 = select i1 %.158, i32 %.75, i32 %.174, !dbg !126
  %.177 = insertelement <8 x i32> %.172, i32 %.175, i64 2, !dbg !126
  %.178 = insertelement <8 x i32> %.177, i32 %.176, i64 6, !dbg !126
  %.180 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.76), !dbg !126
  %.181 = select i1 %.158, i32 %.180, i32 %.76, !dbg !126
  %.182 = select i1 %.158, i32 %.76, i32 %.180, !dbg !126
  %.183 = insertelement <8 x i32> %.178, i32 %.181, i64 3, !dbg !126
  %.184 = insertelement <8 x i32> %.183, i32 %.182, i64 7, !dbg !126
  %.185 = bitcast <8 x i32> %.184 to <16 x half>, !dbg !126
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.141), !dbg !126
  %.188 = select i1 %.158, i32 %.187, i32 %.141, !dbg !126
  %.189 = select i1 %.158, i32 %.141, i32 %.187, !dbg !126
  %.190 = insertelement <8 x i32> poison, i32 %.188, i64 0, !dbg !126
  %.191 = insertelement <8 x i32> %.190, i32 %.189, i64 4, !dbg !126
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.142), !dbg !126
  %.194 = select i1 %.158, i32 %.193, i32 %.142, !dbg !126
  %.195 = select i1 %.158, i32 %.142, i32 %.193, !dbg !126
  %.196 = insertelement <8 x i32> %.191, i32 %.194, i64 1, !dbg !126
  %.197 = insertelement <8 x i32> %.196, i32 %.195, i64 5, !dbg !126
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.143), !dbg !126
  %.200 = select i1 %.158, i32 %.199, i32 %.143, !dbg !126
  %.201 = select i1 %.158, i32 %.143, i32 %.199, !dbg !126
  %.202 = insertelement <8 x i32> %.197, i32 %.200, i64 2, !dbg !126
  %.203 = insertelement <8 x i32> %.202, i32 %.201, i64 6, !dbg !126
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.144), !dbg !126
  %.206 = select i1 %.158, i32 %.205, i32 %.144, !dbg !126
  %.207 = select i1 %.158, i32 %.144, i32 %.205, !dbg !126
  %.208 = insertelement <8 x i32> %.203, i32 %.206, i64 3, !dbg !126
  %.209 = insertelement <8 x i32> %.208, i32 %.207, i64 7, !dbg !126
  %.210 = bitcast <8 x i32> %.209 to <16 x half>, !dbg !126
  %.227 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.185, <16 x half> %.210, <8 x float> zeroinitializer), !dbg !126
  %.228 = extractelement <8 x float> %.227, i64 0, !dbg !126
  %.229 = extractelement <8 x float> %.227, i64 1, !dbg !126
  %.230 = extractelement <8 x float> %.227, i64 2, !dbg !126
  %.231 = extractelement <8 x float> %.227, i64 3, !dbg !126
  %.232 = extractelement <8 x float> %.227, i64 4, !dbg !126
  %.233 = extractelement <8 x float> %.227, i64 5, !dbg !126
  %.234 = extractelement <8 x float> %.227, i64 6, !dbg !126
  %.235 = extractelement <8 x float> %.227, i64 7, !dbg !126
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.17
  %.258 = load float, ptr addrspace(1) %t42, align 4, !amdgpu.noclobber !6
  %t44 = fadd float %.258, %.228, !dbg !127
  %t45 = icmp ult i32 %.14, %.16, !dbg !128
  %spec.select = select i1 %t45, float 0.000000e+00, float %t44, !dbg !128
  %.250.1 = add nuw nsw i64 %.15, 2, !dbg !129
  %t44.1 = fadd float %.258, %.229, !dbg !127
  %t45.1 = icmp ult i64 %.250.1, %.17, !dbg !128
  %spec.select.1 = select i1 %t45.1, float 0.000000e+00, float %t44.1, !dbg !128
  %.250.2 = add nuw nsw i64 %.15, 4, !dbg !129
  %t44.2 = fadd float %.258, %.230, !dbg !127
  %t45.2 = icmp ult i64 %.250.2, %.17, !dbg !128
  %spec.select.2 = select i1 %t45.2, float 0.000000e+00, float %t44.2, !dbg !128
  %.250.3 = add nuw nsw i64 %.15, 6, !dbg !129
  %t44.3 = fadd float %.258, %.231, !dbg !127
  %t45.3 = icmp ult i64 %.250.3, %.17, !dbg !128
  %spec.select.3 = select i1 %t45.3, float 0.000000e+00, float %t44.3, !dbg !128
  %.250.4 = add nuw nsw i64 %.15, 8, !dbg !129
  %t44.4 = fadd float %.258, %.232, !dbg !127
  %t45.4 = icmp ult i64 %.250.4, %.17, !dbg !128
  %spec.select.4 = select i1 %t45.4, float 0.000000e+00, float %t44.4, !dbg !128
  %.250.5 = add nuw nsw i64 %.15, 10, !dbg !129
  %t44.5 = fadd float %.258, %.233, !dbg !127
  %t45.5 = icmp ult i64 %.250.5, %.17, !dbg !128
  %spec.select.5 = select i1 %t45.5, float 0.000000e+00, float %t44.5, !dbg !128
  %.250.6 = add nuw nsw i64 %.15, 12, !dbg !129
  %t44.6 = fadd float %.258, %.234, !dbg !127
  %t45.6 = icmp ult i64 %.250.6, %.17, !dbg !128
  %spec.select.6 = select i1 %t45.6, float 0.000000e+00, float %t44.6, !dbg !128
  %.250.7 = add nuw nsw i64 %.15, 14, !dbg !129
  %t44.7 = fadd float %.258, %.235, !dbg !127
  %t45.7 = icmp ult i64 %.250.7, %.17, !dbg !128
  %spec.select.7 = select i1 %t45.7, float 0.000000e+00, float %t44.7, !dbg !128
  %.264 = mul i64 %.15, %a12, !dbg !130
  %.265 = add i64 %.264, %.17, !dbg !130
  %.267 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.265, !dbg !130
  store float %spec.select, ptr addrspace(1) %.267, align 4, !dbg !130
  %.269 = shl i64 %a12, 1, !dbg !130
  %.270 = add i64 %.265, %.269, !dbg !130
  %.271 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.270, !dbg !130
  store float %spec.select.1, ptr addrspace(1) %.271, align 4, !dbg !130
  %.273 = shl i64 %a12, 2, !dbg !130
  %.274 = add i64 %.265, %.273, !dbg !130
  %.275 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.274, !dbg !130
  store float %spec.select.2, ptr addrspace(1) %.275, align 4, !dbg !130
  %.277 = mul i64 %a12, 6, !dbg !130
  %.278 = add i64 %.265, %.277, !dbg !130
  %.279 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.278, !dbg !130
  store float %spec.select.3, ptr addrspace(1) %.279, align 4, !dbg !130
  %.281 = shl i64 %a12, 3, !dbg !130
  %.282 = add i64 %.265, %.281, !dbg !130
  %.283 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.282, !dbg !130
  store float %spec.select.4, ptr addrspace(1) %.283, align 4, !dbg !130
  %.285 = mul i64 %a12, 10, !dbg !130
  %.286 = add i64 %.265, %.285, !dbg !130
  %.287 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.286, !dbg !130
  store float %spec.select.5, ptr addrspace(1) %.287, align 4, !dbg !130
  %.289 = mul i64 %a12, 12, !dbg !130
  %.290 = add i64 %.265, %.289, !dbg !130
  %.291 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.290, !dbg !130
  store float %spec.select.6, ptr addrspace(1) %.291, align 4, !dbg !130
  %.293 = mul i64 %a12, 14, !dbg !130
  %.294 = add i64 %.265, %.293, !dbg !130
  %.295 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.294, !dbg !130
  store float %spec.select.7, ptr addrspace(1) %.295, align 4, !dbg !130
  ret void, !dbg !130
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eBiasMask_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12) local_unnamed_addr #0 !dbg !131 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !132
  %.14 = lshr i32 %.13, 4, !dbg !132
  %.15 = zext i32 %.14 to i64, !dbg !132
  %.16 = and i32 %.13, 15, !dbg !132
  %.17 = zext i32 %.16 to i64, !dbg !132
  %.19 = shl nuw nsw i64 %.15, 3, !dbg !132
  %.20 = mul i64 %.17, %a12, !dbg !132
  %.21 = add i64 %.20, %.19, !dbg !132
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.21, !dbg !132
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !132
  %.24 = and i64 %.23, 3, !dbg !132
  %.25 = icmp eq i64 %.24, 0, !dbg !132
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !132

frag.wide.26:                                     ; preds = %entry
  %.29 = load <4 x i32>, ptr addrspace(1) %.22, align 4, !dbg !132, !amdgpu.noclobber !6
  %.30 = extractelement <4 x i32> %.29, i64 0, !dbg !132
  %.31 = extractelement <4 x i32> %.29, i64 1, !dbg !132
  %.32 = extractelement <4 x i32> %.29, i64 2, !dbg !132
  %.33 = extractelement <4 x i32> %.29, i64 3, !dbg !132
  br label %frag.join.28, !dbg !132

frag.narrow.27:                                   ; preds = %entry
  %.35 = load i16, ptr addrspace(1) %.22, align 2, !dbg !132, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !132
  %.37 = add i64 %.21, 1, !dbg !132
  %.38 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.37, !dbg !132
  %.39 = load i16, ptr addrspace(1) %.38, align 2, !dbg !132, !amdgpu.noclobber !6
  %.40 = zext i16 %.39 to i32, !dbg !132
  %.41 = shl nuw i32 %.40, 16, !dbg !132
  %.42 = or i32 %.41, %.36, !dbg !132
  %.43 = add i64 %.21, 2, !dbg !132
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.43, !dbg !132
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !132, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !132
  %.47 = add i64 %.21, 3, !dbg !132
  %.48 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.47, !dbg !132
  %.49 = load i16, ptr addrspace(1) %.48, align 2, !dbg !132, !amdgpu.noclobber !6
  %.50 = zext i16 %.49 to i32, !dbg !132
  %.51 = shl nuw i32 %.50, 16, !dbg !132
  %.52 = or i32 %.51, %.46, !dbg !132
  %.53 = add i64 %.21, 4, !dbg !132
  %.54 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.53, !dbg !132
  %.55 = load i16, ptr addrspace(1) %.54, align 2, !dbg !132, !amdgpu.noclobber !6
  %.56 = zext i16 %.55 to i32, !dbg !132
  %.57 = add i64 %.21, 5, !dbg !132
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.57, !dbg !132
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !132, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !132
  %.61 = shl nuw i32 %.60, 16, !dbg !132
  %.62 = or i32 %.61, %.56, !dbg !132
  %.63 = add i64 %.21, 6, !dbg !132
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.63, !dbg !132
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !132, !amdgpu.noclobber !6
  %.66 = zext i16 %.65 to i32, !dbg !132
  %.67 = add i64 %.21, 7, !dbg !132
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.67, !dbg !132
  %.69 = load i16, ptr addrspace(1) %.68, align 2, !dbg !132, !amdgpu.noclobber !6
  %.70 = zext i16 %.69 to i32, !dbg !132
  %.71 = shl nuw i32 %.70, 16, !dbg !132
  %.72 = or i32 %.71, %.66, !dbg !132
  br label %frag.join.28, !dbg !132

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %.73 = phi i32 [ %.30, %frag.wide.26 ], [ %.42, %frag.narrow.27 ], !dbg !132
  %.74 = phi i32 [ %.31, %frag.wide.26 ], [ %.52, %frag.narrow.27 ], !dbg !132
  %.75 = phi i32 [ %.32, %frag.wide.26 ], [ %.62, %frag.narrow.27 ], !dbg !132
  %.76 = phi i32 [ %.33, %frag.wide.26 ], [ %.72, %frag.narrow.27 ], !dbg !132
  %.90 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.21, !dbg !133
  %.91 = ptrtoint ptr addrspace(1) %.90 to i64, !dbg !133
  %.92 = and i64 %.91, 3, !dbg !133
  %.93 = icmp eq i64 %.92, 0, !dbg !133
  br i1 %.93, label %frag.wide.94, label %frag.narrow.95, !dbg !133

frag.wide.94:                                     ; preds = %frag.join.28
  %.97 = load <4 x i32>, ptr addrspace(1) %.90, align 4, !dbg !133, !amdgpu.noclobber !6
  %.98 = extractelement <4 x i32> %.97, i64 0, !dbg !133
  %.99 = extractelement <4 x i32> %.97, i64 1, !dbg !133
  %.100 = extractelement <4 x i32> %.97, i64 2, !dbg !133
  %.101 = extractelement <4 x i32> %.97, i64 3, !dbg !133
  br label %frag.join.96, !dbg !133

frag.narrow.95:                                   ; preds = %frag.join.28
  %.103 = load i16, ptr addrspace(1) %.90, align 2, !dbg !133, !amdgpu.noclobber !6
  %.104 = zext i16 %.103 to i32, !dbg !133
  %.105 = add i64 %.21, 1, !dbg !133
  %.106 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.105, !dbg !133
  %.107 = load i16, ptr addrspace(1) %.106, align 2, !dbg !133, !amdgpu.noclobber !6
  %.108 = zext i16 %.107 to i32, !dbg !133
  %.109 = shl nuw i32 %.108, 16, !dbg !133
  %.110 = or i32 %.109, %.104, !dbg !133
  %.111 = add i64 %.21, 2, !dbg !133
  %.112 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.111, !dbg !133
  %.113 = load i16, ptr addrspace(1) %.112, align 2, !dbg !133, !amdgpu.noclobber !6
  %.114 = zext i16 %.113 to i32, !dbg !133
  %.115 = add i64 %.21, 3, !dbg !133
  %.116 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.115, !dbg !133
  %.117 = load i16, ptr addrspace(1) %.116, align 2, !dbg !133, !amdgpu.noclobber !6
  %.118 = zext i16 %.117 to i32, !dbg !133
  %.119 = shl nuw i32 %.118, 16, !dbg !133
  %.120 = or i32 %.119, %.114, !dbg !133
  %.121 = add i64 %.21, 4, !dbg !133
  %.122 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.121, !dbg !133
  %.123 = load i16, ptr addrspace(1) %.122, align 2, !dbg !133, !amdgpu.noclobber !6
  %.124 = zext i16 %.123 to i32, !dbg !133
  %.125 = add i64 %.21, 5, !dbg !133
  %.126 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.125, !dbg !133
  %.127 = load i16, ptr addrspace(1) %.126, align 2, !dbg !133, !amdgpu.noclobber !6
  %.128 = zext i16 %.127 to i32, !dbg !133
  %.129 = shl nuw i32 %.128, 16, !dbg !133
  %.130 = or i32 %.129, %.124, !dbg !133
  %.131 = add i64 %.21, 6, !dbg !133
  %.132 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.131, !dbg !133
  %.133 = load i16, ptr addrspace(1) %.132, align 2, !dbg !133, !amdgpu.noclobber !6
  %.134 = zext i16 %.133 to i32, !dbg !133
  %.135 = add i64 %.21, 7, !dbg !133
  %.136 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.135, !dbg !133
  %.137 = load i16, ptr addrspace(1) %.136, align 2, !dbg !133, !amdgpu.noclobber !6
  %.138 = zext i16 %.137 to i32, !dbg !133
  %.139 = shl nuw i32 %.138, 16, !dbg !133
  %.140 = or i32 %.139, %.134, !dbg !133
  br label %frag.join.96, !dbg !133

frag.join.96:                                     ; preds = %frag.narrow.95, %frag.wide.94
  %.141 = phi i32 [ %.98, %frag.wide.94 ], [ %.110, %frag.narrow.95 ], !dbg !133
  %.142 = phi i32 [ %.99, %frag.wide.94 ], [ %.120, %frag.narrow.95 ], !dbg !133
  %.143 = phi i32 [ %.100, %frag.wide.94 ], [ %.130, %frag.narrow.95 ], !dbg !133
  %.144 = phi i32 [ %.101, %frag.wide.94 ], [ %.140, %frag.narrow.95 ], !dbg !133
  %.158 = icmp ugt i32 %.13, 15, !dbg !134
  %.159 = shl i32 %.13, 2, !dbg !134
  %.160 = xor i32 %.159, 64, !dbg !134
  %.162 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.73), !dbg !134
  %.163 = select i1 %.158, i32 %.162, i32 %.73, !dbg !134
  %.164 = select i1 %.158, i32 %.73, i32 %.162, !dbg !134
  %.165 = insertelement <8 x i32> poison, i32 %.163, i64 0, !dbg !134
  %.166 = insertelement <8 x i32> %.165, i32 %.164, i64 4, !dbg !134
  %.168 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.74), !dbg !134
  %.169 = select i1 %.158, i32 %.168, i32 %.74, !dbg !134
  %.170 = select i1 %.158, i32 %.74, i32 %.168, !dbg !134
  %.171 = insertelement <8 x i32> %.166, i32 %.169, i64 1, !dbg !134
  %.172 = insertelement <8 x i32> %.171, i32 %.170, i64 5, !dbg !134
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.75), !dbg !134
  %.175 = select i1 %.158, i32 %.174, i32 %.75, !dbg !134
  %.176 = select i1 %.158, i32 %.75, i32 %.174, !dbg !134
  %.177 = insertelement <8 x i32> %.172, i32 %.175, i64 2, !dbg !134
  %.178 = insertelement <8 x i32> %.177, i32 %.176, i64 6, !dbg !134
  %.180 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.76), !dbg !134
  %.181 = select i1 %.158, i32 %.180, i32 %.76, !dbg !134
  %.182 = select i1 %.158, i32 %.76, i32 %.180, !dbg !134
  %.183 = insertelement <8 x i32> %.178, i32 %.181, i64 3, !dbg !134
  %.184 = insertelement <8 x i32> %.183, i32 %.182, i64 7, !dbg !134
  %.185 = bitcast <8 x i32> %.184 to <16 x i16>, !dbg !134
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.141), !dbg !134
  %.188 = select i1 %.158, i32 %.187, i32 %.141, !dbg !134
  %.189 = select i1 %.158, i32 %.141, i32 %.187, !dbg !134
  %.190 = insertelement <8 x i32> poison, i32 %.188, i64 0, !dbg !134
  %.191 = insertelement <8 x i32> %.190, i32 %.189, i64 4, !dbg !134
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.142), !dbg !134
  %.194 = select i1 %.158, i32 %.193, i32 %.142, !dbg !134
  %.195 = select i1 %.158, i32 %.142, i32 %.193, !dbg !134
  %.196 = insertelement <8 x i32> %.191, i32 %.194, i64 1, !dbg !134
  %.197 = insertelement <8 x i32> %.196, i32 %.195, i64 5, !dbg !134
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.143), !dbg !134
  %.200 = select i1 %.158, i32 %.199, i32 %.143, !dbg !134
  %.201 = select i1 %.158, i32 %.143, i32 %.199, !dbg !134
  %.202 = insertelement <8 x i32> %.197, i32 %.200, i64 2, !dbg !134
  %.203 = insertelement <8 x i32> %.202, i32 %.201, i64 6, !dbg !134
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.144), !dbg !134
  %.206 = select i1 %.158, i32 %.205, i32 %.144, !dbg !134
  %.207 = select i1 %.158, i32 %.144, i32 %.205, !dbg !134
  %.208 = insertelement <8 x i32> %.203, i32 %.206, i64 3, !dbg !134
  %.209 = insertelement <8 x i32> %.208, i32 %.207, i64 7, !dbg !134
  %.210 = bitcast <8 x i32> %.209 to <16 x i16>, !dbg !134
  %.227 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.185, <16 x i16> %.210, <8 x float> zeroinitializer), !dbg !134
  %.228 = extractelement <8 x float> %.227, i64 0, !dbg !134
  %.229 = extractelement <8 x float> %.227, i64 1, !dbg !134
  %.230 = extractelement <8 x float> %.227, i64 2, !dbg !134
  %.231 = extractelement <8 x float> %.227, i64 3, !dbg !134
  %.232 = extractelement <8 x float> %.227, i64 4, !dbg !134
  %.233 = extractelement <8 x float> %.227, i64 5, !dbg !134
  %.234 = extractelement <8 x float> %.227, i64 6, !dbg !134
  %.235 = extractelement <8 x float> %.227, i64 7, !dbg !134
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.17
  %.258 = load float, ptr addrspace(1) %t42, align 4, !amdgpu.noclobber !6
  %t44 = fadd float %.258, %.228, !dbg !135
  %t45 = icmp ult i32 %.14, %.16, !dbg !136
  %spec.select = select i1 %t45, float 0.000000e+00, float %t44, !dbg !136
  %.250.1 = add nuw nsw i64 %.15, 2, !dbg !137
  %t44.1 = fadd float %.258, %.229, !dbg !135
  %t45.1 = icmp ult i64 %.250.1, %.17, !dbg !136
  %spec.select.1 = select i1 %t45.1, float 0.000000e+00, float %t44.1, !dbg !136
  %.250.2 = add nuw nsw i64 %.15, 4, !dbg !137
  %t44.2 = fadd float %.258, %.230, !dbg !135
  %t45.2 = icmp ult i64 %.250.2, %.17, !dbg !136
  %spec.select.2 = select i1 %t45.2, float 0.000000e+00, float %t44.2, !dbg !136
  %.250.3 = add nuw nsw i64 %.15, 6, !dbg !137
  %t44.3 = fadd float %.258, %.231, !dbg !135
  %t45.3 = icmp ult i64 %.250.3, %.17, !dbg !136
  %spec.select.3 = select i1 %t45.3, float 0.000000e+00, float %t44.3, !dbg !136
  %.250.4 = add nuw nsw i64 %.15, 8, !dbg !137
  %t44.4 = fadd float %.258, %.232, !dbg !135
  %t45.4 = icmp ult i64 %.250.4, %.17, !dbg !136
  %spec.select.4 = select i1 %t45.4, float 0.000000e+00, float %t44.4, !dbg !136
  %.250.5 = add nuw nsw i64 %.15, 10, !dbg !137
  %t44.5 = fadd float %.258, %.233, !dbg !135
  %t45.5 = icmp ult i64 %.250.5, %.17, !dbg !136
  %spec.select.5 = select i1 %t45.5, float 0.000000e+00, float %t44.5, !dbg !136
  %.250.6 = add nuw nsw i64 %.15, 12, !dbg !137
  %t44.6 = fadd float %.258, %.234, !dbg !135
  %t45.6 = icmp ult i64 %.250.6, %.17, !dbg !136
  %spec.select.6 = select i1 %t45.6, float 0.000000e+00, float %t44.6, !dbg !136
  %.250.7 = add nuw nsw i64 %.15, 14, !dbg !137
  %t44.7 = fadd float %.258, %.235, !dbg !135
  %t45.7 = icmp ult i64 %.250.7, %.17, !dbg !136
  %spec.select.7 = select i1 %t45.7, float 0.000000e+00, float %t44.7, !dbg !136
  %.264 = mul i64 %.15, %a12, !dbg !138
  %.265 = add i64 %.264, %.17, !dbg !138
  %.267 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.265, !dbg !138
  store float %spec.select, ptr addrspace(1) %.267, align 4, !dbg !138
  %.269 = shl i64 %a12, 1, !dbg !138
  %.270 = add i64 %.265, %.269, !dbg !138
  %.271 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.270, !dbg !138
  store float %spec.select.1, ptr addrspace(1) %.271, align 4, !dbg !138
  %.273 = shl i64 %a12, 2, !dbg !138
  %.274 = add i64 %.265, %.273, !dbg !138
  %.275 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.274, !dbg !138
  store float %spec.select.2, ptr addrspace(1) %.275, align 4, !dbg !138
  %.277 = mul i64 %a12, 6, !dbg !138
  %.278 = add i64 %.265, %.277, !dbg !138
  %.279 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.278, !dbg !138
  store float %spec.select.3, ptr addrspace(1) %.279, align 4, !dbg !138
  %.281 = shl i64 %a12, 3, !dbg !138
  %.282 = add i64 %.265, %.281, !dbg !138
  %.283 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.282, !dbg !138
  store float %spec.select.4, ptr addrspace(1) %.283, align 4, !dbg !138
  %.285 = mul i64 %a12, 10, !dbg !138
  %.286 = add i64 %.265, %.285, !dbg !138
  %.287 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.286, !dbg !138
  store float %spec.select.5, ptr addrspace(1) %.287, align 4, !dbg !138
  %.289 = mul i64 %a12, 12, !dbg !138
  %.290 = add i64 %.265, %.289, !dbg !138
  %.291 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.290, !dbg !138
  store float %spec.select.6, ptr addrspace(1) %.291, align 4, !dbg !138
  %.293 = mul i64 %a12, 14, !dbg !138
  %.294 = add i64 %.265, %.293, !dbg !138
  %.295 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.294, !dbg !138
  store float %spec.select.7, ptr addrspace(1) %.295, align 4, !dbg !138
  ret void, !dbg !138
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !139 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !141
  %t1 = sext i32 %.13 to i64, !dbg !141
  %t2 = shl nsw i64 %t1, 4, !dbg !142
  %t3 = mul i64 %t2, %a12, !dbg !143
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !144
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !144
  %.15 = lshr i32 %.14, 4, !dbg !144
  %.16 = zext i32 %.15 to i64, !dbg !144
  %.17 = and i32 %.14, 15, !dbg !144
  %.18 = zext i32 %.17 to i64, !dbg !144
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !144
  %.21 = mul i64 %.18, %a12, !dbg !144
  %.22 = add i64 %.21, %.20, !dbg !144
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !144
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !144
  %.25 = and i64 %.24, 3, !dbg !144
  %.26 = icmp eq i64 %.25, 0, !dbg !144
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !144

frag.wide.27:                                     ; preds = %entry
  %.30 = load <4 x i32>, ptr addrspace(1) %.23, align 4, !dbg !144, !amdgpu.noclobber !6
  %.31 = extractelement <4 x i32> %.30, i64 0, !dbg !144
  %.32 = extractelement <4 x i32> %.30, i64 1, !dbg !144
  %.33 = extractelement <4 x i32> %.30, i64 2, !dbg !144
  %.34 = extractelement <4 x i32> %.30, i64 3, !dbg !144
  br label %frag.join.29, !dbg !144

frag.narrow.28:                                   ; preds = %entry
  %.36 = load i16, ptr addrspace(1) %.23, align 2, !dbg !144, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !144
  %.38 = add i64 %.22, 1, !dbg !144
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.38, !dbg !144
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !144, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !144
  %.42 = shl nuw i32 %.41, 16, !dbg !144
  %.43 = or i32 %.42, %.37, !dbg !144
  %.44 = add i64 %.22, 2, !dbg !144
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.44, !dbg !144
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !144, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !144
  %.48 = add i64 %.22, 3, !dbg !144
  %.49 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.48, !dbg !144
  %.50 = load i16, ptr addrspace(1) %.49, align 2, !dbg !144, !amdgpu.noclobber !6
  %.51 = zext i16 %.50 to i32, !dbg !144
  %.52 = shl nuw i32 %.51, 16, !dbg !144
  %.53 = or i32 %.52, %.47, !dbg !144
  %.54 = add i64 %.22, 4, !dbg !144
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.54, !dbg !144
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !144, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !144
  %.58 = add i64 %.22, 5, !dbg !144
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !144
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !144, !amdgpu.noclobber !6
  %.61 = zext i16 %.60 to i32, !dbg !144
  %.62 = shl nuw i32 %.61, 16, !dbg !144
  %.63 = or i32 %.62, %.57, !dbg !144
  %.64 = add i64 %.22, 6, !dbg !144
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.64, !dbg !144
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !144, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !144
  %.68 = add i64 %.22, 7, !dbg !144
  %.69 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.68, !dbg !144
  %.70 = load i16, ptr addrspace(1) %.69, align 2, !dbg !144, !amdgpu.noclobber !6
  %.71 = zext i16 %.70 to i32, !dbg !144
  %.72 = shl nuw i32 %.71, 16, !dbg !144
  %.73 = or i32 %.72, %.67, !dbg !144
  br label %frag.join.29, !dbg !144

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.74 = phi i32 [ %.31, %frag.wide.27 ], [ %.43, %frag.narrow.28 ], !dbg !144
  %.75 = phi i32 [ %.32, %frag.wide.27 ], [ %.53, %frag.narrow.28 ], !dbg !144
  %.76 = phi i32 [ %.33, %frag.wide.27 ], [ %.63, %frag.narrow.28 ], !dbg !144
  %.77 = phi i32 [ %.34, %frag.wide.27 ], [ %.73, %frag.narrow.28 ], !dbg !144
  %t7 = mul i64 %t2, %a13, !dbg !145
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !146
  %.89 = mul i64 %.20, %a13, !dbg !146
  %.90 = add i64 %.89, %.18, !dbg !146
  %.91 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.90, !dbg !146
  %.92 = load i16, ptr addrspace(1) %.91, align 2, !dbg !146, !amdgpu.noclobber !6
  %.93 = zext i16 %.92 to i32, !dbg !146
  %.95 = add i64 %.90, %a13, !dbg !146
  %.96 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.95, !dbg !146
  %.97 = load i16, ptr addrspace(1) %.96, align 2, !dbg !146, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !146
  %.99 = shl nuw i32 %.98, 16, !dbg !146
  %.100 = or i32 %.99, %.93, !dbg !146
  %.101 = shl i64 %a13, 1, !dbg !146
  %.102 = add i64 %.90, %.101, !dbg !146
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.102, !dbg !146
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !146, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !146
  %.106 = mul i64 %a13, 3, !dbg !146
  %.107 = add i64 %.90, %.106, !dbg !146
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !146
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !146, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !146
  %.111 = shl nuw i32 %.110, 16, !dbg !146
  %.112 = or i32 %.111, %.105, !dbg !146
  %.113 = shl i64 %a13, 2, !dbg !146
  %.114 = add i64 %.90, %.113, !dbg !146
  %.115 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.114, !dbg !146
  %.116 = load i16, ptr addrspace(1) %.115, align 2, !dbg !146, !amdgpu.noclobber !6
  %.117 = zext i16 %.116 to i32, !dbg !146
  %.118 = mul i64 %a13, 5, !dbg !146
  %.119 = add i64 %.90, %.118, !dbg !146
  %.120 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.119, !dbg !146
  %.121 = load i16, ptr addrspace(1) %.120, align 2, !dbg !146, !amdgpu.noclobber !6
  %.122 = zext i16 %.121 to i32, !dbg !146
  %.123 = shl nuw i32 %.122, 16, !dbg !146
  %.124 = or i32 %.123, %.117, !dbg !146
  %.125 = mul i64 %a13, 6, !dbg !146
  %.126 = add i64 %.90, %.125, !dbg !146
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.126, !dbg !146
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !146, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !146
  %.130 = mul i64 %a13, 7, !dbg !146
  %.131 = add i64 %.90, %.130, !dbg !146
  %.132 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.131, !dbg !146
  %.133 = load i16, ptr addrspace(1) %.132, align 2, !dbg !146, !amdgpu.noclobber !6
  %.134 = zext i16 %.133 to i32, !dbg !146
  %.135 = shl nuw i32 %.134, 16, !dbg !146
  %.136 = or i32 %.135, %.129, !dbg !146
  %t11 = mul i64 %t2, %a14, !dbg !147
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !148
  %.146 = mul i64 %.16, %a14, !dbg !148
  %.147 = add i64 %.146, %.18, !dbg !148
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !148
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !148, !amdgpu.noclobber !6
  %.150 = shl i64 %a14, 1, !dbg !148
  %.151 = add i64 %.147, %.150, !dbg !148
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.151, !dbg !148
  %.153 = load float, ptr addrspace(1) %.152, align 4, !dbg !148, !amdgpu.noclobber !6
  %.154 = shl i64 %a14, 2, !dbg !148
  %.155 = add i64 %.147, %.154, !dbg !148
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.155, !dbg !148
  %.157 = load float, ptr addrspace(1) %.156, align 4, !dbg !148, !amdgpu.noclobber !6
  %.158 = mul i64 %a14, 6, !dbg !148
  %.159 = add i64 %.147, %.158, !dbg !148
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !148
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !148, !amdgpu.noclobber !6
  %.162 = shl i64 %a14, 3, !dbg !148
  %.163 = add i64 %.147, %.162, !dbg !148
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.163, !dbg !148
  %.165 = load float, ptr addrspace(1) %.164, align 4, !dbg !148, !amdgpu.noclobber !6
  %.166 = mul i64 %a14, 10, !dbg !148
  %.167 = add i64 %.147, %.166, !dbg !148
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.167, !dbg !148
  %.169 = load float, ptr addrspace(1) %.168, align 4, !dbg !148, !amdgpu.noclobber !6
  %.170 = mul i64 %a14, 12, !dbg !148
  %.171 = add i64 %.147, %.170, !dbg !148
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.171, !dbg !148
  %.173 = load float, ptr addrspace(1) %.172, align 4, !dbg !148, !amdgpu.noclobber !6
  %.174 = mul i64 %a14, 14, !dbg !148
  %.175 = add i64 %.147, %.174, !dbg !148
  %.176 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.175, !dbg !148
  %.177 = load float, ptr addrspace(1) %.176, align 4, !dbg !148, !amdgpu.noclobber !6
  %.187 = icmp ugt i32 %.14, 15, !dbg !149
  %.188 = shl i32 %.14, 2, !dbg !149
  %.189 = xor i32 %.188, 64, !dbg !149
  %.191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.74), !dbg !149
  %.192 = select i1 %.187, i32 %.191, i32 %.74, !dbg !149
  %.193 = select i1 %.187, i32 %.74, i32 %.191, !dbg !149
  %.194 = insertelement <8 x i32> poison, i32 %.192, i64 0, !dbg !149
  %.195 = insertelement <8 x i32> %.194, i32 %.193, i64 4, !dbg !149
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.75), !dbg !149
  %.198 = select i1 %.187, i32 %.197, i32 %.75, !dbg !149
  %.199 = select i1 %.187, i32 %.75, i32 %.197, !dbg !149
  %.200 = insertelement <8 x i32> %.195, i32 %.198, i64 1, !dbg !149
  %.201 = insertelement <8 x i32> %.200, i32 %.199, i64 5, !dbg !149
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.76), !dbg !149
  %.204 = select i1 %.187, i32 %.203, i32 %.76, !dbg !149
  %.205 = select i1 %.187, i32 %.76, i32 %.203, !dbg !149
  %.206 = insertelement <8 x i32> %.201, i32 %.204, i64 2, !dbg !149
  %.207 = insertelement <8 x i32> %.206, i32 %.205, i64 6, !dbg !149
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.77), !dbg !149
  %.210 = select i1 %.187, i32 %.209, i32 %.77, !dbg !149
  %.211 = select i1 %.187, i32 %.77, i32 %.209, !dbg !149
  %.212 = insertelement <8 x i32> %.207, i32 %.210, i64 3, !dbg !149
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 7, !dbg !149
  %.214 = bitcast <8 x i32> %.213 to <16 x half>, !dbg !149
  %.216 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.100), !dbg !149
  %.217 = select i1 %.187, i32 %.216, i32 %.100, !dbg !149
  %.218 = select i1 %.187, i32 %.100, i32 %.216, !dbg !149
  %.219 = insertelement <8 x i32> poison, i32 %.217, i64 0, !dbg !149
  %.220 = insertelement <8 x i32> %.219, i32 %.218, i64 4, !dbg !149
  %.222 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.112), !dbg !149
  %.223 = select i1 %.187, i32 %.222, i32 %.112, !dbg !149
  %.224 = select i1 %.187, i32 %.112, i32 %.222, !dbg !149
  %.225 = insertelement <8 x i32> %.220, i32 %.223, i64 1, !dbg !149
  %.226 = insertelement <8 x i32> %.225, i32 %.224, i64 5, !dbg !149
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.124), !dbg !149
  %.229 = select i1 %.187, i32 %.228, i32 %.124, !dbg !149
  %.230 = select i1 %.187, i32 %.124, i32 %.228, !dbg !149
  %.231 = insertelement <8 x i32> %.226, i32 %.229, i64 2, !dbg !149
  %.232 = insertelement <8 x i32> %.231, i32 %.230, i64 6, !dbg !149
  %.234 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.136), !dbg !149
  %.235 = select i1 %.187, i32 %.234, i32 %.136, !dbg !149
  %.236 = select i1 %.187, i32 %.136, i32 %.234, !dbg !149
  %.237 = insertelement <8 x i32> %.232, i32 %.235, i64 3, !dbg !149
  %.238 = insertelement <8 x i32> %.237, i32 %.236, i64 7, !dbg !149
  %.239 = bitcast <8 x i32> %.238 to <16 x half>, !dbg !149
  %.241 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !149
  %.243 = insertelement <8 x float> %.241, float %.153, i64 1, !dbg !149
  %.245 = insertelement <8 x float> %.243, float %.157, i64 2, !dbg !149
  %.247 = insertelement <8 x float> %.245, float %.161, i64 3, !dbg !149
  %.249 = insertelement <8 x float> %.247, float %.165, i64 4, !dbg !149
  %.251 = insertelement <8 x float> %.249, float %.169, i64 5, !dbg !149
  %.253 = insertelement <8 x float> %.251, float %.173, i64 6, !dbg !149
  %.255 = insertelement <8 x float> %.253, float %.177, i64 7, !dbg !149
  %.256 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.214, <16 x half> %.239, <8 x float> %.255), !dbg !149
  %.257 = extractelement <8 x float> %.256, i64 0, !dbg !149
  %.258 = extractelement <8 x float> %.256, i64 1, !dbg !149
  %.259 = extractelement <8 x float> %.256, i64 2, !dbg !149
  %.260 = extractelement <8 x float> %.256, i64 3, !dbg !149
  %.261 = extractelement <8 x float> %.256, i64 4, !dbg !149
  %.262 = extractelement <8 x float> %.256, i64 5, !dbg !149
  %.263 = extractelement <8 x float> %.256, i64 6, !dbg !149
  %.264 = extractelement <8 x float> %.256, i64 7, !dbg !149
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !150
  %.281 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !150
  store float %.257, ptr addrspace(1) %.281, align 4, !dbg !150
  %.285 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.151, !dbg !150
  store float %.258, ptr addrspace(1) %.285, align 4, !dbg !150
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.155, !dbg !150
  store float %.259, ptr addrspace(1) %.289, align 4, !dbg !150
  %.293 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !150
  store float %.260, ptr addrspace(1) %.293, align 4, !dbg !150
  %.297 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.163, !dbg !150
  store float %.261, ptr addrspace(1) %.297, align 4, !dbg !150
  %.301 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.167, !dbg !150
  store float %.262, ptr addrspace(1) %.301, align 4, !dbg !150
  %.305 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.171, !dbg !150
  store float %.263, ptr addrspace(1) %.305, align 4, !dbg !150
  %.309 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.175, !dbg !150
  store float %.264, ptr addrspace(1) %.309, align 4, !dbg !150
  ret void, !dbg !150
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !151 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !152
  %t1 = sext i32 %.13 to i64, !dbg !152
  %t2 = shl nsw i64 %t1, 4, !dbg !153
  %t3 = mul i64 %t2, %a12, !dbg !154
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !155
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !155
  %.15 = lshr i32 %.14, 4, !dbg !155
  %.16 = zext i32 %.15 to i64, !dbg !155
  %.17 = and i32 %.14, 15, !dbg !155
  %.18 = zext i32 %.17 to i64, !dbg !155
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !155
  %.21 = mul i64 %.18, %a12, !dbg !155
  %.22 = add i64 %.21, %.20, !dbg !155
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !155
  %.24 = ptrtoint ptr addrspace(1) %.23 to i64, !dbg !155
  %.25 = and i64 %.24, 3, !dbg !155
  %.26 = icmp eq i64 %.25, 0, !dbg !155
  br i1 %.26, label %frag.wide.27, label %frag.narrow.28, !dbg !155

frag.wide.27:                                     ; preds = %entry
  %.30 = load <4 x i32>, ptr addrspace(1) %.23, align 4, !dbg !155, !amdgpu.noclobber !6
  %.31 = extractelement <4 x i32> %.30, i64 0, !dbg !155
  %.32 = extractelement <4 x i32> %.30, i64 1, !dbg !155
  %.33 = extractelement <4 x i32> %.30, i64 2, !dbg !155
  %.34 = extractelement <4 x i32> %.30, i64 3, !dbg !155
  br label %frag.join.29, !dbg !155

frag.narrow.28:                                   ; preds = %entry
  %.36 = load i16, ptr addrspace(1) %.23, align 2, !dbg !155, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !155
  %.38 = add i64 %.22, 1, !dbg !155
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.38, !dbg !155
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !155, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !155
  %.42 = shl nuw i32 %.41, 16, !dbg !155
  %.43 = or i32 %.42, %.37, !dbg !155
  %.44 = add i64 %.22, 2, !dbg !155
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.44, !dbg !155
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !155, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !155
  %.48 = add i64 %.22, 3, !dbg !155
  %.49 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.48, !dbg !155
  %.50 = load i16, ptr addrspace(1) %.49, align 2, !dbg !155, !amdgpu.noclobber !6
  %.51 = zext i16 %.50 to i32, !dbg !155
  %.52 = shl nuw i32 %.51, 16, !dbg !155
  %.53 = or i32 %.52, %.47, !dbg !155
  %.54 = add i64 %.22, 4, !dbg !155
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.54, !dbg !155
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !155, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !155
  %.58 = add i64 %.22, 5, !dbg !155
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !155
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !155, !amdgpu.noclobber !6
  %.61 = zext i16 %.60 to i32, !dbg !155
  %.62 = shl nuw i32 %.61, 16, !dbg !155
  %.63 = or i32 %.62, %.57, !dbg !155
  %.64 = add i64 %.22, 6, !dbg !155
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.64, !dbg !155
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !155, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !155
  %.68 = add i64 %.22, 7, !dbg !155
  %.69 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.68, !dbg !155
  %.70 = load i16, ptr addrspace(1) %.69, align 2, !dbg !155, !amdgpu.noclobber !6
  %.71 = zext i16 %.70 to i32, !dbg !155
  %.72 = shl nuw i32 %.71, 16, !dbg !155
  %.73 = or i32 %.72, %.67, !dbg !155
  br label %frag.join.29, !dbg !155

frag.join.29:                                     ; preds = %frag.narrow.28, %frag.wide.27
  %.74 = phi i32 [ %.31, %frag.wide.27 ], [ %.43, %frag.narrow.28 ], !dbg !155
  %.75 = phi i32 [ %.32, %frag.wide.27 ], [ %.53, %frag.narrow.28 ], !dbg !155
  %.76 = phi i32 [ %.33, %frag.wide.27 ], [ %.63, %frag.narrow.28 ], !dbg !155
  %.77 = phi i32 [ %.34, %frag.wide.27 ], [ %.73, %frag.narrow.28 ], !dbg !155
  %t7 = mul i64 %t2, %a13, !dbg !156
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !157
  %.89 = mul i64 %.20, %a13, !dbg !157
  %.90 = add i64 %.89, %.18, !dbg !157
  %.91 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.90, !dbg !157
  %.92 = load i16, ptr addrspace(1) %.91, align 2, !dbg !157, !amdgpu.noclobber !6
  %.93 = zext i16 %.92 to i32, !dbg !157
  %.95 = add i64 %.90, %a13, !dbg !157
  %.96 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.95, !dbg !157
  %.97 = load i16, ptr addrspace(1) %.96, align 2, !dbg !157, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !157
  %.99 = shl nuw i32 %.98, 16, !dbg !157
  %.100 = or i32 %.99, %.93, !dbg !157
  %.101 = shl i64 %a13, 1, !dbg !157
  %.102 = add i64 %.90, %.101, !dbg !157
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.102, !dbg !157
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !157, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !157
  %.106 = mul i64 %a13, 3, !dbg !157
  %.107 = add i64 %.90, %.106, !dbg !157
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !157
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !157, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !157
  %.111 = shl nuw i32 %.110, 16, !dbg !157
  %.112 = or i32 %.111, %.105, !dbg !157
  %.113 = shl i64 %a13, 2, !dbg !157
  %.114 = add i64 %.90, %.113, !dbg !157
  %.115 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.114, !dbg !157
  %.116 = load i16, ptr addrspace(1) %.115, align 2, !dbg !157, !amdgpu.noclobber !6
  %.117 = zext i16 %.116 to i32, !dbg !157
  %.118 = mul i64 %a13, 5, !dbg !157
  %.119 = add i64 %.90, %.118, !dbg !157
  %.120 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.119, !dbg !157
  %.121 = load i16, ptr addrspace(1) %.120, align 2, !dbg !157, !amdgpu.noclobber !6
  %.122 = zext i16 %.121 to i32, !dbg !157
  %.123 = shl nuw i32 %.122, 16, !dbg !157
  %.124 = or i32 %.123, %.117, !dbg !157
  %.125 = mul i64 %a13, 6, !dbg !157
  %.126 = add i64 %.90, %.125, !dbg !157
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.126, !dbg !157
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !157, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !157
  %.130 = mul i64 %a13, 7, !dbg !157
  %.131 = add i64 %.90, %.130, !dbg !157
  %.132 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.131, !dbg !157
  %.133 = load i16, ptr addrspace(1) %.132, align 2, !dbg !157, !amdgpu.noclobber !6
  %.134 = zext i16 %.133 to i32, !dbg !157
  %.135 = shl nuw i32 %.134, 16, !dbg !157
  %.136 = or i32 %.135, %.129, !dbg !157
  %t11 = mul i64 %t2, %a14, !dbg !158
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !159
  %.146 = mul i64 %.16, %a14, !dbg !159
  %.147 = add i64 %.146, %.18, !dbg !159
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !159
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !159, !amdgpu.noclobber !6
  %.150 = shl i64 %a14, 1, !dbg !159
  %.151 = add i64 %.147, %.150, !dbg !159
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.151, !dbg !159
  %.153 = load float, ptr addrspace(1) %.152, align 4, !dbg !159, !amdgpu.noclobber !6
  %.154 = shl i64 %a14, 2, !dbg !159
  %.155 = add i64 %.147, %.154, !dbg !159
  %.156 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.155, !dbg !159
  %.157 = load float, ptr addrspace(1) %.156, align 4, !dbg !159, !amdgpu.noclobber !6
  %.158 = mul i64 %a14, 6, !dbg !159
  %.159 = add i64 %.147, %.158, !dbg !159
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !159
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !159, !amdgpu.noclobber !6
  %.162 = shl i64 %a14, 3, !dbg !159
  %.163 = add i64 %.147, %.162, !dbg !159
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.163, !dbg !159
  %.165 = load float, ptr addrspace(1) %.164, align 4, !dbg !159, !amdgpu.noclobber !6
  %.166 = mul i64 %a14, 10, !dbg !159
  %.167 = add i64 %.147, %.166, !dbg !159
  %.168 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.167, !dbg !159
  %.169 = load float, ptr addrspace(1) %.168, align 4, !dbg !159, !amdgpu.noclobber !6
  %.170 = mul i64 %a14, 12, !dbg !159
  %.171 = add i64 %.147, %.170, !dbg !159
  %.172 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.171, !dbg !159
  %.173 = load float, ptr addrspace(1) %.172, align 4, !dbg !159, !amdgpu.noclobber !6
  %.174 = mul i64 %a14, 14, !dbg !159
  %.175 = add i64 %.147, %.174, !dbg !159
  %.176 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.175, !dbg !159
  %.177 = load float, ptr addrspace(1) %.176, align 4, !dbg !159, !amdgpu.noclobber !6
  %.187 = icmp ugt i32 %.14, 15, !dbg !160
  %.188 = shl i32 %.14, 2, !dbg !160
  %.189 = xor i32 %.188, 64, !dbg !160
  %.191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.74), !dbg !160
  %.192 = select i1 %.187, i32 %.191, i32 %.74, !dbg !160
  %.193 = select i1 %.187, i32 %.74, i32 %.191, !dbg !160
  %.194 = insertelement <8 x i32> poison, i32 %.192, i64 0, !dbg !160
  %.195 = insertelement <8 x i32> %.194, i32 %.193, i64 4, !dbg !160
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.75), !dbg !160
  %.198 = select i1 %.187, i32 %.197, i32 %.75, !dbg !160
  %.199 = select i1 %.187, i32 %.75, i32 %.197, !dbg !160
  %.200 = insertelement <8 x i32> %.195, i32 %.198, i64 1, !dbg !160
  %.201 = insertelement <8 x i32> %.200, i32 %.199, i64 5, !dbg !160
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.76), !dbg !160
  %.204 = select i1 %.187, i32 %.203, i32 %.76, !dbg !160
  %.205 = select i1 %.187, i32 %.76, i32 %.203, !dbg !160
  %.206 = insertelement <8 x i32> %.201, i32 %.204, i64 2, !dbg !160
  %.207 = insertelement <8 x i32> %.206, i32 %.205, i64 6, !dbg !160
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.77), !dbg !160
  %.210 = select i1 %.187, i32 %.209, i32 %.77, !dbg !160
  %.211 = select i1 %.187, i32 %.77, i32 %.209, !dbg !160
  %.212 = insertelement <8 x i32> %.207, i32 %.210, i64 3, !dbg !160
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 7, !dbg !160
  %.214 = bitcast <8 x i32> %.213 to <16 x i16>, !dbg !160
  %.216 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.100), !dbg !160
  %.217 = select i1 %.187, i32 %.216, i32 %.100, !dbg !160
  %.218 = select i1 %.187, i32 %.100, i32 %.216, !dbg !160
  %.219 = insertelement <8 x i32> poison, i32 %.217, i64 0, !dbg !160
  %.220 = insertelement <8 x i32> %.219, i32 %.218, i64 4, !dbg !160
  %.222 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.112), !dbg !160
  %.223 = select i1 %.187, i32 %.222, i32 %.112, !dbg !160
  %.224 = select i1 %.187, i32 %.112, i32 %.222, !dbg !160
  %.225 = insertelement <8 x i32> %.220, i32 %.223, i64 1, !dbg !160
  %.226 = insertelement <8 x i32> %.225, i32 %.224, i64 5, !dbg !160
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.124), !dbg !160
  %.229 = select i1 %.187, i32 %.228, i32 %.124, !dbg !160
  %.230 = select i1 %.187, i32 %.124, i32 %.228, !dbg !160
  %.231 = insertelement <8 x i32> %.226, i32 %.229, i64 2, !dbg !160
  %.232 = insertelement <8 x i32> %.231, i32 %.230, i64 6, !dbg !160
  %.234 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.136), !dbg !160
  %.235 = select i1 %.187, i32 %.234, i32 %.136, !dbg !160
  %.236 = select i1 %.187, i32 %.136, i32 %.234, !dbg !160
  %.237 = insertelement <8 x i32> %.232, i32 %.235, i64 3, !dbg !160
  %.238 = insertelement <8 x i32> %.237, i32 %.236, i64 7, !dbg !160
  %.239 = bitcast <8 x i32> %.238 to <16 x i16>, !dbg !160
  %.241 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !160
  %.243 = insertelement <8 x float> %.241, float %.153, i64 1, !dbg !160
  %.245 = insertelement <8 x float> %.243, float %.157, i64 2, !dbg !160
  %.247 = insertelement <8 x float> %.245, float %.161, i64 3, !dbg !160
  %.249 = insertelement <8 x float> %.247, float %.165, i64 4, !dbg !160
  %.251 = insertelement <8 x float> %.249, float %.169, i64 5, !dbg !160
  %.253 = insertelement <8 x float> %.251, float %.173, i64 6, !dbg !160
  %.255 = insertelement <8 x float> %.253, float %.177, i64 7, !dbg !160
  %.256 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.214, <16 x i16> %.239, <8 x float> %.255), !dbg !160
  %.257 = extractelement <8 x float> %.256, i64 0, !dbg !160
  %.258 = extractelement <8 x float> %.256, i64 1, !dbg !160
  %.259 = extractelement <8 x float> %.256, i64 2, !dbg !160
  %.260 = extractelement <8 x float> %.256, i64 3, !dbg !160
  %.261 = extractelement <8 x float> %.256, i64 4, !dbg !160
  %.262 = extractelement <8 x float> %.256, i64 5, !dbg !160
  %.263 = extractelement <8 x float> %.256, i64 6, !dbg !160
  %.264 = extractelement <8 x float> %.256, i64 7, !dbg !160
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !161
  %.281 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !161
  store float %.257, ptr addrspace(1) %.281, align 4, !dbg !161
  %.285 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.151, !dbg !161
  store float %.258, ptr addrspace(1) %.285, align 4, !dbg !161
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.155, !dbg !161
  store float %.259, ptr addrspace(1) %.289, align 4, !dbg !161
  %.293 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !161
  store float %.260, ptr addrspace(1) %.293, align 4, !dbg !161
  %.297 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.163, !dbg !161
  store float %.261, ptr addrspace(1) %.297, align 4, !dbg !161
  %.301 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.167, !dbg !161
  store float %.262, ptr addrspace(1) %.301, align 4, !dbg !161
  %.305 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.171, !dbg !161
  store float %.263, ptr addrspace(1) %.305, align 4, !dbg !161
  %.309 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.175, !dbg !161
  store float %.264, ptr addrspace(1) %.309, align 4, !dbg !161
  ret void, !dbg !161
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !162 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !163
  %t1 = sext i32 %.13 to i64, !dbg !163
  %t2 = shl nsw i64 %t1, 4, !dbg !164
  %t3 = mul i64 %t2, %a12, !dbg !165
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !166
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !166
  %.15 = lshr i32 %.14, 4, !dbg !166
  %.16 = zext i32 %.15 to i64, !dbg !166
  %.17 = and i32 %.14, 15, !dbg !166
  %.18 = zext i32 %.17 to i64, !dbg !166
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !166
  %.21 = mul i64 %.20, %a12, !dbg !166
  %.22 = add i64 %.21, %.18, !dbg !166
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !166
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !166, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !166
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !166
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !166, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !166
  %.34 = add i64 %.22, %.33, !dbg !166
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !166
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !166, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !166
  %.39 = add i64 %.22, %.38, !dbg !166
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !166
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !166, !amdgpu.noclobber !6
  %.45 = shl i64 %a12, 2, !dbg !166
  %.46 = add i64 %.22, %.45, !dbg !166
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !166
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !166, !amdgpu.noclobber !6
  %.50 = mul i64 %a12, 5, !dbg !166
  %.51 = add i64 %.22, %.50, !dbg !166
  %.52 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.51, !dbg !166
  %.53 = load i16, ptr addrspace(1) %.52, align 2, !dbg !166, !amdgpu.noclobber !6
  %.57 = mul i64 %a12, 6, !dbg !166
  %.58 = add i64 %.22, %.57, !dbg !166
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !166
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !166, !amdgpu.noclobber !6
  %.62 = mul i64 %a12, 7, !dbg !166
  %.63 = add i64 %.22, %.62, !dbg !166
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.63, !dbg !166
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !166, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !167
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !168
  %.80 = mul i64 %.18, %a13, !dbg !168
  %.81 = add i64 %.80, %.20, !dbg !168
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !168
  %.83 = ptrtoint ptr addrspace(1) %.82 to i64, !dbg !168
  %.84 = and i64 %.83, 3, !dbg !168
  %.85 = icmp eq i64 %.84, 0, !dbg !168
  br i1 %.85, label %frag.wide.86, label %frag.narrow.87, !dbg !168

frag.wide.86:                                     ; preds = %entry
  %.89 = load <4 x i32>, ptr addrspace(1) %.82, align 4, !dbg !168, !amdgpu.noclobber !6
  %.90 = extractelement <4 x i32> %.89, i64 0, !dbg !168
  %.91 = extractelement <4 x i32> %.89, i64 1, !dbg !168
  %.92 = extractelement <4 x i32> %.89, i64 2, !dbg !168
  %.93 = extractelement <4 x i32> %.89, i64 3, !dbg !168
  br label %frag.join.88, !dbg !168

frag.narrow.87:                                   ; preds = %entry
  %.95 = load i16, ptr addrspace(1) %.82, align 2, !dbg !168, !amdgpu.noclobber !6
  %.96 = zext i16 %.95 to i32, !dbg !168
  %.97 = add i64 %.81, 1, !dbg !168
  %.98 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.97, !dbg !168
  %.99 = load i16, ptr addrspace(1) %.98, align 2, !dbg !168, !amdgpu.noclobber !6
  %.100 = zext i16 %.99 to i32, !dbg !168
  %.101 = shl nuw i32 %.100, 16, !dbg !168
  %.102 = or i32 %.101, %.96, !dbg !168
  %.103 = add i64 %.81, 2, !dbg !168
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.103, !dbg !168
  %.105 = load i16, ptr addrspace(1) %.104, align 2, !dbg !168, !amdgpu.noclobber !6
  %.106 = zext i16 %.105 to i32, !dbg !168
  %.107 = add i64 %.81, 3, !dbg !168
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !168
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !168, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !168
  %.111 = shl nuw i32 %.110, 16, !dbg !168
  %.112 = or i32 %.111, %.106, !dbg !168
  %.113 = add i64 %.81, 4, !dbg !168
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.113, !dbg !168
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !168, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !168
  %.117 = add i64 %.81, 5, !dbg !168
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.117, !dbg !168
  %.119 = load i16, ptr addrspace(1) %.118, align 2, !dbg !168, !amdgpu.noclobber !6
  %.120 = zext i16 %.119 to i32, !dbg !168
  %.121 = shl nuw i32 %.120, 16, !dbg !168
  %.122 = or i32 %.121, %.116, !dbg !168
  %.123 = add i64 %.81, 6, !dbg !168
  %.124 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.123, !dbg !168
  %.125 = load i16, ptr addrspace(1) %.124, align 2, !dbg !168, !amdgpu.noclobber !6
  %.126 = zext i16 %.125 to i32, !dbg !168
  %.127 = add i64 %.81, 7, !dbg !168
  %.128 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.127, !dbg !168
  %.129 = load i16, ptr addrspace(1) %.128, align 2, !dbg !168, !amdgpu.noclobber !6
  %.130 = zext i16 %.129 to i32, !dbg !168
  %.131 = shl nuw i32 %.130, 16, !dbg !168
  %.132 = or i32 %.131, %.126, !dbg !168
  br label %frag.join.88, !dbg !168

frag.join.88:                                     ; preds = %frag.narrow.87, %frag.wide.86
  %.133 = phi i32 [ %.90, %frag.wide.86 ], [ %.102, %frag.narrow.87 ], !dbg !168
  %.134 = phi i32 [ %.91, %frag.wide.86 ], [ %.112, %frag.narrow.87 ], !dbg !168
  %.135 = phi i32 [ %.92, %frag.wide.86 ], [ %.122, %frag.narrow.87 ], !dbg !168
  %.136 = phi i32 [ %.93, %frag.wide.86 ], [ %.132, %frag.narrow.87 ], !dbg !168
  %.61 = zext i16 %.60 to i32, !dbg !166
  %.66 = zext i16 %.65 to i32, !dbg !166
  %.67 = shl nuw i32 %.66, 16, !dbg !166
  %.68 = or i32 %.67, %.61, !dbg !166
  %.49 = zext i16 %.48 to i32, !dbg !166
  %.54 = zext i16 %.53 to i32, !dbg !166
  %.55 = shl nuw i32 %.54, 16, !dbg !166
  %.56 = or i32 %.55, %.49, !dbg !166
  %.37 = zext i16 %.36 to i32, !dbg !166
  %.42 = zext i16 %.41 to i32, !dbg !166
  %.43 = shl nuw i32 %.42, 16, !dbg !166
  %.44 = or i32 %.43, %.37, !dbg !166
  %.25 = zext i16 %.24 to i32, !dbg !166
  %.30 = zext i16 %.29 to i32, !dbg !166
  %.31 = shl nuw i32 %.30, 16, !dbg !166
  %.32 = or i32 %.31, %.25, !dbg !166
  %t11 = mul i64 %t2, %a14, !dbg !169
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !170
  %.146 = mul i64 %.18, %a14, !dbg !170
  %.147 = add i64 %.146, %.16, !dbg !170
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !170
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !170, !amdgpu.noclobber !6
  %.150 = add i64 %.147, 2, !dbg !170
  %.151 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.150, !dbg !170
  %.152 = load float, ptr addrspace(1) %.151, align 4, !dbg !170, !amdgpu.noclobber !6
  %.153 = add i64 %.147, 4, !dbg !170
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.153, !dbg !170
  %.155 = load float, ptr addrspace(1) %.154, align 4, !dbg !170, !amdgpu.noclobber !6
  %.156 = add i64 %.147, 6, !dbg !170
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.156, !dbg !170
  %.158 = load float, ptr addrspace(1) %.157, align 4, !dbg !170, !amdgpu.noclobber !6
  %.159 = add i64 %.147, 8, !dbg !170
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !170
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !170, !amdgpu.noclobber !6
  %.162 = add i64 %.147, 10, !dbg !170
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.162, !dbg !170
  %.164 = load float, ptr addrspace(1) %.163, align 4, !dbg !170, !amdgpu.noclobber !6
  %.165 = add i64 %.147, 12, !dbg !170
  %.166 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.165, !dbg !170
  %.167 = load float, ptr addrspace(1) %.166, align 4, !dbg !170, !amdgpu.noclobber !6
  %.168 = add i64 %.147, 14, !dbg !170
  %.169 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.168, !dbg !170
  %.170 = load float, ptr addrspace(1) %.169, align 4, !dbg !170, !amdgpu.noclobber !6
  %.180 = icmp ugt i32 %.14, 15, !dbg !171
  %.181 = shl i32 %.14, 2, !dbg !171
  %.182 = xor i32 %.181, 64, !dbg !171
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.32), !dbg !171
  %.185 = select i1 %.180, i32 %.184, i32 %.32, !dbg !171
  %.186 = select i1 %.180, i32 %.32, i32 %.184, !dbg !171
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !171
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !171
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.44), !dbg !171
  %.191 = select i1 %.180, i32 %.190, i32 %.44, !dbg !171
  %.192 = select i1 %.180, i32 %.44, i32 %.190, !dbg !171
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !171
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !171
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.56), !dbg !171
  %.197 = select i1 %.180, i32 %.196, i32 %.56, !dbg !171
  %.198 = select i1 %.180, i32 %.56, i32 %.196, !dbg !171
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !171
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !171
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.68), !dbg !171
  %.203 = select i1 %.180, i32 %.202, i32 %.68, !dbg !171
  %.204 = select i1 %.180, i32 %.68, i32 %.202, !dbg !171
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !171
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !171
  %.207 = bitcast <8 x i32> %.206 to <16 x half>, !dbg !171
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.133), !dbg !171
  %.210 = select i1 %.180, i32 %.209, i32 %.133, !dbg !171
  %.211 = select i1 %.180, i32 %.133, i32 %.209, !dbg !171
  %.212 = insertelement <8 x i32> poison, i32 %.210, i64 0, !dbg !171
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 4, !dbg !171
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.134), !dbg !171
  %.216 = select i1 %.180, i32 %.215, i32 %.134, !dbg !171
  %.217 = select i1 %.180, i32 %.134, i32 %.215, !dbg !171
  %.218 = insertelement <8 x i32> %.213, i32 %.216, i64 1, !dbg !171
  %.219 = insertelement <8 x i32> %.218, i32 %.217, i64 5, !dbg !171
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.135), !dbg !171
  %.222 = select i1 %.180, i32 %.221, i32 %.135, !dbg !171
  %.223 = select i1 %.180, i32 %.135, i32 %.221, !dbg !171
  %.224 = insertelement <8 x i32> %.219, i32 %.222, i64 2, !dbg !171
  %.225 = insertelement <8 x i32> %.224, i32 %.223, i64 6, !dbg !171
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.136), !dbg !171
  %.228 = select i1 %.180, i32 %.227, i32 %.136, !dbg !171
  %.229 = select i1 %.180, i32 %.136, i32 %.227, !dbg !171
  %.230 = insertelement <8 x i32> %.225, i32 %.228, i64 3, !dbg !171
  %.231 = insertelement <8 x i32> %.230, i32 %.229, i64 7, !dbg !171
  %.232 = bitcast <8 x i32> %.231 to <16 x half>, !dbg !171
  %.234 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !171
  %.236 = insertelement <8 x float> %.234, float %.152, i64 1, !dbg !171
  %.238 = insertelement <8 x float> %.236, float %.155, i64 2, !dbg !171
  %.240 = insertelement <8 x float> %.238, float %.158, i64 3, !dbg !171
  %.242 = insertelement <8 x float> %.240, float %.161, i64 4, !dbg !171
  %.244 = insertelement <8 x float> %.242, float %.164, i64 5, !dbg !171
  %.246 = insertelement <8 x float> %.244, float %.167, i64 6, !dbg !171
  %.248 = insertelement <8 x float> %.246, float %.170, i64 7, !dbg !171
  %.249 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.207, <16 x half> %.232, <8 x float> %.248), !dbg !171
  %.250 = extractelement <8 x float> %.249, i64 0, !dbg !171
  %.251 = extractelement <8 x float> %.249, i64 1, !dbg !171
  %.252 = extractelement <8 x float> %.249, i64 2, !dbg !171
  %.253 = extractelement <8 x float> %.249, i64 3, !dbg !171
  %.254 = extractelement <8 x float> %.249, i64 4, !dbg !171
  %.255 = extractelement <8 x float> %.249, i64 5, !dbg !171
  %.256 = extractelement <8 x float> %.249, i64 6, !dbg !171
  %.257 = extractelement <8 x float> %.249, i64 7, !dbg !171
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !172
  %.274 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !172
  store float %.250, ptr addrspace(1) %.274, align 4, !dbg !172
  %.277 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.150, !dbg !172
  store float %.251, ptr addrspace(1) %.277, align 4, !dbg !172
  %.280 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.153, !dbg !172
  store float %.252, ptr addrspace(1) %.280, align 4, !dbg !172
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.156, !dbg !172
  store float %.253, ptr addrspace(1) %.283, align 4, !dbg !172
  %.286 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !172
  store float %.254, ptr addrspace(1) %.286, align 4, !dbg !172
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.162, !dbg !172
  store float %.255, ptr addrspace(1) %.289, align 4, !dbg !172
  %.292 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.165, !dbg !172
  store float %.256, ptr addrspace(1) %.292, align 4, !dbg !172
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.168, !dbg !172
  store float %.257, ptr addrspace(1) %.295, align 4, !dbg !172
  ret void, !dbg !172
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #2 !dbg !173 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !174
  %t1 = sext i32 %.13 to i64, !dbg !174
  %t2 = shl nsw i64 %t1, 4, !dbg !175
  %t3 = mul i64 %t2, %a12, !dbg !176
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t3, !dbg !177
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !177
  %.15 = lshr i32 %.14, 4, !dbg !177
  %.16 = zext i32 %.15 to i64, !dbg !177
  %.17 = and i32 %.14, 15, !dbg !177
  %.18 = zext i32 %.17 to i64, !dbg !177
  %.20 = shl nuw nsw i64 %.16, 3, !dbg !177
  %.21 = mul i64 %.20, %a12, !dbg !177
  %.22 = add i64 %.21, %.18, !dbg !177
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.22, !dbg !177
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !177, !amdgpu.noclobber !6
  %.27 = add i64 %.22, %a12, !dbg !177
  %.28 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.27, !dbg !177
  %.29 = load i16, ptr addrspace(1) %.28, align 2, !dbg !177, !amdgpu.noclobber !6
  %.33 = shl i64 %a12, 1, !dbg !177
  %.34 = add i64 %.22, %.33, !dbg !177
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.34, !dbg !177
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !177, !amdgpu.noclobber !6
  %.38 = mul i64 %a12, 3, !dbg !177
  %.39 = add i64 %.22, %.38, !dbg !177
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.39, !dbg !177
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !177, !amdgpu.noclobber !6
  %.45 = shl i64 %a12, 2, !dbg !177
  %.46 = add i64 %.22, %.45, !dbg !177
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !177
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !177, !amdgpu.noclobber !6
  %.50 = mul i64 %a12, 5, !dbg !177
  %.51 = add i64 %.22, %.50, !dbg !177
  %.52 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.51, !dbg !177
  %.53 = load i16, ptr addrspace(1) %.52, align 2, !dbg !177, !amdgpu.noclobber !6
  %.57 = mul i64 %a12, 6, !dbg !177
  %.58 = add i64 %.22, %.57, !dbg !177
  %.59 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.58, !dbg !177
  %.60 = load i16, ptr addrspace(1) %.59, align 2, !dbg !177, !amdgpu.noclobber !6
  %.62 = mul i64 %a12, 7, !dbg !177
  %.63 = add i64 %.22, %.62, !dbg !177
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.63, !dbg !177
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !177, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !178
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !179
  %.80 = mul i64 %.18, %a13, !dbg !179
  %.81 = add i64 %.80, %.20, !dbg !179
  %.82 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.81, !dbg !179
  %.83 = ptrtoint ptr addrspace(1) %.82 to i64, !dbg !179
  %.84 = and i64 %.83, 3, !dbg !179
  %.85 = icmp eq i64 %.84, 0, !dbg !179
  br i1 %.85, label %frag.wide.86, label %frag.narrow.87, !dbg !179

frag.wide.86:                                     ; preds = %entry
  %.89 = load <4 x i32>, ptr addrspace(1) %.82, align 4, !dbg !179, !amdgpu.noclobber !6
  %.90 = extractelement <4 x i32> %.89, i64 0, !dbg !179
  %.91 = extractelement <4 x i32> %.89, i64 1, !dbg !179
  %.92 = extractelement <4 x i32> %.89, i64 2, !dbg !179
  %.93 = extractelement <4 x i32> %.89, i64 3, !dbg !179
  br label %frag.join.88, !dbg !179

frag.narrow.87:                                   ; preds = %entry
  %.95 = load i16, ptr addrspace(1) %.82, align 2, !dbg !179, !amdgpu.noclobber !6
  %.96 = zext i16 %.95 to i32, !dbg !179
  %.97 = add i64 %.81, 1, !dbg !179
  %.98 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.97, !dbg !179
  %.99 = load i16, ptr addrspace(1) %.98, align 2, !dbg !179, !amdgpu.noclobber !6
  %.100 = zext i16 %.99 to i32, !dbg !179
  %.101 = shl nuw i32 %.100, 16, !dbg !179
  %.102 = or i32 %.101, %.96, !dbg !179
  %.103 = add i64 %.81, 2, !dbg !179
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.103, !dbg !179
  %.105 = load i16, ptr addrspace(1) %.104, align 2, !dbg !179, !amdgpu.noclobber !6
  %.106 = zext i16 %.105 to i32, !dbg !179
  %.107 = add i64 %.81, 3, !dbg !179
  %.108 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.107, !dbg !179
  %.109 = load i16, ptr addrspace(1) %.108, align 2, !dbg !179, !amdgpu.noclobber !6
  %.110 = zext i16 %.109 to i32, !dbg !179
  %.111 = shl nuw i32 %.110, 16, !dbg !179
  %.112 = or i32 %.111, %.106, !dbg !179
  %.113 = add i64 %.81, 4, !dbg !179
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.113, !dbg !179
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !179, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !179
  %.117 = add i64 %.81, 5, !dbg !179
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.117, !dbg !179
  %.119 = load i16, ptr addrspace(1) %.118, align 2, !dbg !179, !amdgpu.noclobber !6
  %.120 = zext i16 %.119 to i32, !dbg !179
  %.121 = shl nuw i32 %.120, 16, !dbg !179
  %.122 = or i32 %.121, %.116, !dbg !179
  %.123 = add i64 %.81, 6, !dbg !179
  %.124 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.123, !dbg !179
  %.125 = load i16, ptr addrspace(1) %.124, align 2, !dbg !179, !amdgpu.noclobber !6
  %.126 = zext i16 %.125 to i32, !dbg !179
  %.127 = add i64 %.81, 7, !dbg !179
  %.128 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.127, !dbg !179
  %.129 = load i16, ptr addrspace(1) %.128, align 2, !dbg !179, !amdgpu.noclobber !6
  %.130 = zext i16 %.129 to i32, !dbg !179
  %.131 = shl nuw i32 %.130, 16, !dbg !179
  %.132 = or i32 %.131, %.126, !dbg !179
  br label %frag.join.88, !dbg !179

frag.join.88:                                     ; preds = %frag.narrow.87, %frag.wide.86
  %.133 = phi i32 [ %.90, %frag.wide.86 ], [ %.102, %frag.narrow.87 ], !dbg !179
  %.134 = phi i32 [ %.91, %frag.wide.86 ], [ %.112, %frag.narrow.87 ], !dbg !179
  %.135 = phi i32 [ %.92, %frag.wide.86 ], [ %.122, %frag.narrow.87 ], !dbg !179
  %.136 = phi i32 [ %.93, %frag.wide.86 ], [ %.132, %frag.narrow.87 ], !dbg !179
  %.61 = zext i16 %.60 to i32, !dbg !177
  %.66 = zext i16 %.65 to i32, !dbg !177
  %.67 = shl nuw i32 %.66, 16, !dbg !177
  %.68 = or i32 %.67, %.61, !dbg !177
  %.49 = zext i16 %.48 to i32, !dbg !177
  %.54 = zext i16 %.53 to i32, !dbg !177
  %.55 = shl nuw i32 %.54, 16, !dbg !177
  %.56 = or i32 %.55, %.49, !dbg !177
  %.37 = zext i16 %.36 to i32, !dbg !177
  %.42 = zext i16 %.41 to i32, !dbg !177
  %.43 = shl nuw i32 %.42, 16, !dbg !177
  %.44 = or i32 %.43, %.37, !dbg !177
  %.25 = zext i16 %.24 to i32, !dbg !177
  %.30 = zext i16 %.29 to i32, !dbg !177
  %.31 = shl nuw i32 %.30, 16, !dbg !177
  %.32 = or i32 %.31, %.25, !dbg !177
  %t11 = mul i64 %t2, %a14, !dbg !180
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !181
  %.146 = mul i64 %.18, %a14, !dbg !181
  %.147 = add i64 %.146, %.16, !dbg !181
  %.148 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.147, !dbg !181
  %.149 = load float, ptr addrspace(1) %.148, align 4, !dbg !181, !amdgpu.noclobber !6
  %.150 = add i64 %.147, 2, !dbg !181
  %.151 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.150, !dbg !181
  %.152 = load float, ptr addrspace(1) %.151, align 4, !dbg !181, !amdgpu.noclobber !6
  %.153 = add i64 %.147, 4, !dbg !181
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.153, !dbg !181
  %.155 = load float, ptr addrspace(1) %.154, align 4, !dbg !181, !amdgpu.noclobber !6
  %.156 = add i64 %.147, 6, !dbg !181
  %.157 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.156, !dbg !181
  %.158 = load float, ptr addrspace(1) %.157, align 4, !dbg !181, !amdgpu.noclobber !6
  %.159 = add i64 %.147, 8, !dbg !181
  %.160 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.159, !dbg !181
  %.161 = load float, ptr addrspace(1) %.160, align 4, !dbg !181, !amdgpu.noclobber !6
  %.162 = add i64 %.147, 10, !dbg !181
  %.163 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.162, !dbg !181
  %.164 = load float, ptr addrspace(1) %.163, align 4, !dbg !181, !amdgpu.noclobber !6
  %.165 = add i64 %.147, 12, !dbg !181
  %.166 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.165, !dbg !181
  %.167 = load float, ptr addrspace(1) %.166, align 4, !dbg !181, !amdgpu.noclobber !6
  %.168 = add i64 %.147, 14, !dbg !181
  %.169 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.168, !dbg !181
  %.170 = load float, ptr addrspace(1) %.169, align 4, !dbg !181, !amdgpu.noclobber !6
  %.180 = icmp ugt i32 %.14, 15, !dbg !182
  %.181 = shl i32 %.14, 2, !dbg !182
  %.182 = xor i32 %.181, 64, !dbg !182
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.32), !dbg !182
  %.185 = select i1 %.180, i32 %.184, i32 %.32, !dbg !182
  %.186 = select i1 %.180, i32 %.32, i32 %.184, !dbg !182
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !182
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !182
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.44), !dbg !182
  %.191 = select i1 %.180, i32 %.190, i32 %.44, !dbg !182
  %.192 = select i1 %.180, i32 %.44, i32 %.190, !dbg !182
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !182
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !182
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.56), !dbg !182
  %.197 = select i1 %.180, i32 %.196, i32 %.56, !dbg !182
  %.198 = select i1 %.180, i32 %.56, i32 %.196, !dbg !182
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !182
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !182
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.68), !dbg !182
  %.203 = select i1 %.180, i32 %.202, i32 %.68, !dbg !182
  %.204 = select i1 %.180, i32 %.68, i32 %.202, !dbg !182
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !182
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !182
  %.207 = bitcast <8 x i32> %.206 to <16 x i16>, !dbg !182
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.133), !dbg !182
  %.210 = select i1 %.180, i32 %.209, i32 %.133, !dbg !182
  %.211 = select i1 %.180, i32 %.133, i32 %.209, !dbg !182
  %.212 = insertelement <8 x i32> poison, i32 %.210, i64 0, !dbg !182
  %.213 = insertelement <8 x i32> %.212, i32 %.211, i64 4, !dbg !182
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.134), !dbg !182
  %.216 = select i1 %.180, i32 %.215, i32 %.134, !dbg !182
  %.217 = select i1 %.180, i32 %.134, i32 %.215, !dbg !182
  %.218 = insertelement <8 x i32> %.213, i32 %.216, i64 1, !dbg !182
  %.219 = insertelement <8 x i32> %.218, i32 %.217, i64 5, !dbg !182
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.135), !dbg !182
  %.222 = select i1 %.180, i32 %.221, i32 %.135, !dbg !182
  %.223 = select i1 %.180, i32 %.135, i32 %.221, !dbg !182
  %.224 = insertelement <8 x i32> %.219, i32 %.222, i64 2, !dbg !182
  %.225 = insertelement <8 x i32> %.224, i32 %.223, i64 6, !dbg !182
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.182, i32 %.136), !dbg !182
  %.228 = select i1 %.180, i32 %.227, i32 %.136, !dbg !182
  %.229 = select i1 %.180, i32 %.136, i32 %.227, !dbg !182
  %.230 = insertelement <8 x i32> %.225, i32 %.228, i64 3, !dbg !182
  %.231 = insertelement <8 x i32> %.230, i32 %.229, i64 7, !dbg !182
  %.232 = bitcast <8 x i32> %.231 to <16 x i16>, !dbg !182
  %.234 = insertelement <8 x float> poison, float %.149, i64 0, !dbg !182
  %.236 = insertelement <8 x float> %.234, float %.152, i64 1, !dbg !182
  %.238 = insertelement <8 x float> %.236, float %.155, i64 2, !dbg !182
  %.240 = insertelement <8 x float> %.238, float %.158, i64 3, !dbg !182
  %.242 = insertelement <8 x float> %.240, float %.161, i64 4, !dbg !182
  %.244 = insertelement <8 x float> %.242, float %.164, i64 5, !dbg !182
  %.246 = insertelement <8 x float> %.244, float %.167, i64 6, !dbg !182
  %.248 = insertelement <8 x float> %.246, float %.170, i64 7, !dbg !182
  %.249 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.207, <16 x i16> %.232, <8 x float> %.248), !dbg !182
  %.250 = extractelement <8 x float> %.249, i64 0, !dbg !182
  %.251 = extractelement <8 x float> %.249, i64 1, !dbg !182
  %.252 = extractelement <8 x float> %.249, i64 2, !dbg !182
  %.253 = extractelement <8 x float> %.249, i64 3, !dbg !182
  %.254 = extractelement <8 x float> %.249, i64 4, !dbg !182
  %.255 = extractelement <8 x float> %.249, i64 5, !dbg !182
  %.256 = extractelement <8 x float> %.249, i64 6, !dbg !182
  %.257 = extractelement <8 x float> %.249, i64 7, !dbg !182
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !183
  %.274 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.147, !dbg !183
  store float %.250, ptr addrspace(1) %.274, align 4, !dbg !183
  %.277 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.150, !dbg !183
  store float %.251, ptr addrspace(1) %.277, align 4, !dbg !183
  %.280 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.153, !dbg !183
  store float %.252, ptr addrspace(1) %.280, align 4, !dbg !183
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.156, !dbg !183
  store float %.253, ptr addrspace(1) %.283, align 4, !dbg !183
  %.286 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.159, !dbg !183
  store float %.254, ptr addrspace(1) %.286, align 4, !dbg !183
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.162, !dbg !183
  store float %.255, ptr addrspace(1) %.289, align 4, !dbg !183
  %.292 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.165, !dbg !183
  store float %.256, ptr addrspace(1) %.292, align 4, !dbg !183
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.168, !dbg !183
  store float %.257, ptr addrspace(1) %.295, align 4, !dbg !183
  ret void, !dbg !183
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #0 !dbg !184 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !185
  %.11 = lshr i32 %.10, 4, !dbg !185
  %.12 = zext i32 %.11 to i64, !dbg !185
  %.13 = and i32 %.10, 15, !dbg !185
  %.14 = zext i32 %.13 to i64, !dbg !185
  %.16 = shl nuw nsw i64 %.12, 3, !dbg !185
  %.17 = mul i64 %.14, %a9, !dbg !185
  %.18 = add i64 %.17, %.16, !dbg !185
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !185
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !185
  %.21 = and i64 %.20, 3, !dbg !185
  %.22 = icmp eq i64 %.21, 0, !dbg !185
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !185

frag.wide.23:                                     ; preds = %entry
  %.26 = load <4 x i32>, ptr addrspace(1) %.19, align 4, !dbg !185, !amdgpu.noclobber !6
  %.27 = extractelement <4 x i32> %.26, i64 0, !dbg !185
  %.28 = extractelement <4 x i32> %.26, i64 1, !dbg !185
  %.29 = extractelement <4 x i32> %.26, i64 2, !dbg !185
  %.30 = extractelement <4 x i32> %.26, i64 3, !dbg !185
  br label %frag.join.25, !dbg !185

frag.narrow.24:                                   ; preds = %entry
  %.32 = load i16, ptr addrspace(1) %.19, align 2, !dbg !185, !amdgpu.noclobber !6
  %.33 = zext i16 %.32 to i32, !dbg !185
  %.34 = add i64 %.18, 1, !dbg !185
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.34, !dbg !185
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !185, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !185
  %.38 = shl nuw i32 %.37, 16, !dbg !185
  %.39 = or i32 %.38, %.33, !dbg !185
  %.40 = add i64 %.18, 2, !dbg !185
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !185
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !185, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !185
  %.44 = add i64 %.18, 3, !dbg !185
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.44, !dbg !185
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !185, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !185
  %.48 = shl nuw i32 %.47, 16, !dbg !185
  %.49 = or i32 %.48, %.43, !dbg !185
  %.50 = add i64 %.18, 4, !dbg !185
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !185
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !185, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !185
  %.54 = add i64 %.18, 5, !dbg !185
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.54, !dbg !185
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !185, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !185
  %.58 = shl nuw i32 %.57, 16, !dbg !185
  %.59 = or i32 %.58, %.53, !dbg !185
  %.60 = add i64 %.18, 6, !dbg !185
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !185
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !185, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !185
  %.64 = add i64 %.18, 7, !dbg !185
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.64, !dbg !185
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !185, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !185
  %.68 = shl nuw i32 %.67, 16, !dbg !185
  %.69 = or i32 %.68, %.63, !dbg !185
  br label %frag.join.25, !dbg !185

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.70 = phi i32 [ %.27, %frag.wide.23 ], [ %.39, %frag.narrow.24 ], !dbg !185
  %.71 = phi i32 [ %.28, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !185
  %.72 = phi i32 [ %.29, %frag.wide.23 ], [ %.59, %frag.narrow.24 ], !dbg !185
  %.73 = phi i32 [ %.30, %frag.wide.23 ], [ %.69, %frag.narrow.24 ], !dbg !185
  %.85 = mul i64 %.14, %a10, !dbg !186
  %.86 = add i64 %.85, %.16, !dbg !186
  %.87 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.86, !dbg !186
  %.88 = ptrtoint ptr addrspace(1) %.87 to i64, !dbg !186
  %.89 = and i64 %.88, 3, !dbg !186
  %.90 = icmp eq i64 %.89, 0, !dbg !186
  br i1 %.90, label %frag.wide.91, label %frag.narrow.92, !dbg !186

frag.wide.91:                                     ; preds = %frag.join.25
  %.94 = load <4 x i32>, ptr addrspace(1) %.87, align 4, !dbg !186, !amdgpu.noclobber !6
  %.95 = extractelement <4 x i32> %.94, i64 0, !dbg !186
  %.96 = extractelement <4 x i32> %.94, i64 1, !dbg !186
  %.97 = extractelement <4 x i32> %.94, i64 2, !dbg !186
  %.98 = extractelement <4 x i32> %.94, i64 3, !dbg !186
  br label %frag.join.93, !dbg !186

frag.narrow.92:                                   ; preds = %frag.join.25
  %.100 = load i16, ptr addrspace(1) %.87, align 2, !dbg !186, !amdgpu.noclobber !6
  %.101 = zext i16 %.100 to i32, !dbg !186
  %.102 = add i64 %.86, 1, !dbg !186
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.102, !dbg !186
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !186, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !186
  %.106 = shl nuw i32 %.105, 16, !dbg !186
  %.107 = or i32 %.106, %.101, !dbg !186
  %.108 = add i64 %.86, 2, !dbg !186
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.108, !dbg !186
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !186, !amdgpu.noclobber !6
  %.111 = zext i16 %.110 to i32, !dbg !186
  %.112 = add i64 %.86, 3, !dbg !186
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.112, !dbg !186
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !186, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !186
  %.116 = shl nuw i32 %.115, 16, !dbg !186
  %.117 = or i32 %.116, %.111, !dbg !186
  %.118 = add i64 %.86, 4, !dbg !186
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.118, !dbg !186
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !186, !amdgpu.noclobber !6
  %.121 = zext i16 %.120 to i32, !dbg !186
  %.122 = add i64 %.86, 5, !dbg !186
  %.123 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.122, !dbg !186
  %.124 = load i16, ptr addrspace(1) %.123, align 2, !dbg !186, !amdgpu.noclobber !6
  %.125 = zext i16 %.124 to i32, !dbg !186
  %.126 = shl nuw i32 %.125, 16, !dbg !186
  %.127 = or i32 %.126, %.121, !dbg !186
  %.128 = add i64 %.86, 6, !dbg !186
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.128, !dbg !186
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !186, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !186
  %.132 = add i64 %.86, 7, !dbg !186
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.132, !dbg !186
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !186, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !186
  %.136 = shl nuw i32 %.135, 16, !dbg !186
  %.137 = or i32 %.136, %.131, !dbg !186
  br label %frag.join.93, !dbg !186

frag.join.93:                                     ; preds = %frag.narrow.92, %frag.wide.91
  %.138 = phi i32 [ %.95, %frag.wide.91 ], [ %.107, %frag.narrow.92 ], !dbg !186
  %.139 = phi i32 [ %.96, %frag.wide.91 ], [ %.117, %frag.narrow.92 ], !dbg !186
  %.140 = phi i32 [ %.97, %frag.wide.91 ], [ %.127, %frag.narrow.92 ], !dbg !186
  %.141 = phi i32 [ %.98, %frag.wide.91 ], [ %.137, %frag.narrow.92 ], !dbg !186
  %.155 = icmp ugt i32 %.10, 15
  %.156 = shl i32 %.10, 2
  %.157 = xor i32 %.156, 64
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.70), !dbg !187
  %.160 = select i1 %.155, i32 %.159, i32 %.70, !dbg !187
  %.161 = select i1 %.155, i32 %.70, i32 %.159, !dbg !187
  %.162 = insertelement <8 x i32> poison, i32 %.160, i64 0, !dbg !187
  %.163 = insertelement <8 x i32> %.162, i32 %.161, i64 4, !dbg !187
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.71), !dbg !187
  %.166 = select i1 %.155, i32 %.165, i32 %.71, !dbg !187
  %.167 = select i1 %.155, i32 %.71, i32 %.165, !dbg !187
  %.168 = insertelement <8 x i32> %.163, i32 %.166, i64 1, !dbg !187
  %.169 = insertelement <8 x i32> %.168, i32 %.167, i64 5, !dbg !187
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.72), !dbg !187
  %.172 = select i1 %.155, i32 %.171, i32 %.72, !dbg !187
  %.173 = select i1 %.155, i32 %.72, i32 %.171, !dbg !187
  %.174 = insertelement <8 x i32> %.169, i32 %.172, i64 2, !dbg !187
  %.175 = insertelement <8 x i32> %.174, i32 %.173, i64 6, !dbg !187
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.73), !dbg !187
  %.178 = select i1 %.155, i32 %.177, i32 %.73, !dbg !187
  %.179 = select i1 %.155, i32 %.73, i32 %.177, !dbg !187
  %.180 = insertelement <8 x i32> %.175, i32 %.178, i64 3, !dbg !187
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 7, !dbg !187
  %.182 = bitcast <8 x i32> %.181 to <16 x half>, !dbg !187
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.138), !dbg !187
  %.185 = select i1 %.155, i32 %.184, i32 %.138, !dbg !187
  %.186 = select i1 %.155, i32 %.138, i32 %.184, !dbg !187
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !187
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !187
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.139), !dbg !187
  %.191 = select i1 %.155, i32 %.190, i32 %.139, !dbg !187
  %.192 = select i1 %.155, i32 %.139, i32 %.190, !dbg !187
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !187
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !187
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.140), !dbg !187
  %.197 = select i1 %.155, i32 %.196, i32 %.140, !dbg !187
  %.198 = select i1 %.155, i32 %.140, i32 %.196, !dbg !187
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !187
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !187
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.141), !dbg !187
  %.203 = select i1 %.155, i32 %.202, i32 %.141, !dbg !187
  %.204 = select i1 %.155, i32 %.141, i32 %.202, !dbg !187
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !187
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !187
  %.207 = bitcast <8 x i32> %.206 to <16 x half>, !dbg !187
  %.209 = insertelement <8 x float> poison, float %a12, i64 0, !dbg !187
  %.223 = shufflevector <8 x float> %.209, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !187
  %.224 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.182, <16 x half> %.207, <8 x float> %.223), !dbg !187
  %.224.1 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.182, <16 x half> %.207, <8 x float> %.224), !dbg !187
  %.225.le = extractelement <8 x float> %.224.1, i64 0, !dbg !187
  %.226.le = extractelement <8 x float> %.224.1, i64 1, !dbg !187
  %.227.le = extractelement <8 x float> %.224.1, i64 2, !dbg !187
  %.228.le = extractelement <8 x float> %.224.1, i64 3, !dbg !187
  %.229.le = extractelement <8 x float> %.224.1, i64 4, !dbg !187
  %.230.le = extractelement <8 x float> %.224.1, i64 5, !dbg !187
  %.231.le = extractelement <8 x float> %.224.1, i64 6, !dbg !187
  %.232.le = extractelement <8 x float> %.224.1, i64 7, !dbg !187
  %.246 = mul i64 %.14, %a11, !dbg !188
  %.247 = add i64 %.246, %.12, !dbg !188
  %.249 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.247, !dbg !188
  store float %.225.le, ptr addrspace(1) %.249, align 4, !dbg !188
  %.251 = add i64 %.247, 2, !dbg !188
  %.252 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.251, !dbg !188
  store float %.226.le, ptr addrspace(1) %.252, align 4, !dbg !188
  %.254 = add i64 %.247, 4, !dbg !188
  %.255 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.254, !dbg !188
  store float %.227.le, ptr addrspace(1) %.255, align 4, !dbg !188
  %.257 = add i64 %.247, 6, !dbg !188
  %.258 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.257, !dbg !188
  store float %.228.le, ptr addrspace(1) %.258, align 4, !dbg !188
  %.260 = add i64 %.247, 8, !dbg !188
  %.261 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.260, !dbg !188
  store float %.229.le, ptr addrspace(1) %.261, align 4, !dbg !188
  %.263 = add i64 %.247, 10, !dbg !188
  %.264 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.263, !dbg !188
  store float %.230.le, ptr addrspace(1) %.264, align 4, !dbg !188
  %.266 = add i64 %.247, 12, !dbg !188
  %.267 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.266, !dbg !188
  store float %.231.le, ptr addrspace(1) %.267, align 4, !dbg !188
  %.269 = add i64 %.247, 14, !dbg !188
  %.270 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.269, !dbg !188
  store float %.232.le, ptr addrspace(1) %.270, align 4, !dbg !188
  ret void, !dbg !188
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eBFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, float %a12) local_unnamed_addr #0 !dbg !189 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !190
  %.11 = lshr i32 %.10, 4, !dbg !190
  %.12 = zext i32 %.11 to i64, !dbg !190
  %.13 = and i32 %.10, 15, !dbg !190
  %.14 = zext i32 %.13 to i64, !dbg !190
  %.16 = shl nuw nsw i64 %.12, 3, !dbg !190
  %.17 = mul i64 %.14, %a9, !dbg !190
  %.18 = add i64 %.17, %.16, !dbg !190
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !190
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !190
  %.21 = and i64 %.20, 3, !dbg !190
  %.22 = icmp eq i64 %.21, 0, !dbg !190
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !190

frag.wide.23:                                     ; preds = %entry
  %.26 = load <4 x i32>, ptr addrspace(1) %.19, align 4, !dbg !190, !amdgpu.noclobber !6
  %.27 = extractelement <4 x i32> %.26, i64 0, !dbg !190
  %.28 = extractelement <4 x i32> %.26, i64 1, !dbg !190
  %.29 = extractelement <4 x i32> %.26, i64 2, !dbg !190
  %.30 = extractelement <4 x i32> %.26, i64 3, !dbg !190
  br label %frag.join.25, !dbg !190

frag.narrow.24:                                   ; preds = %entry
  %.32 = load i16, ptr addrspace(1) %.19, align 2, !dbg !190, !amdgpu.noclobber !6
  %.33 = zext i16 %.32 to i32, !dbg !190
  %.34 = add i64 %.18, 1, !dbg !190
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.34, !dbg !190
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !190, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !190
  %.38 = shl nuw i32 %.37, 16, !dbg !190
  %.39 = or i32 %.38, %.33, !dbg !190
  %.40 = add i64 %.18, 2, !dbg !190
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !190
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !190, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !190
  %.44 = add i64 %.18, 3, !dbg !190
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.44, !dbg !190
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !190, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !190
  %.48 = shl nuw i32 %.47, 16, !dbg !190
  %.49 = or i32 %.48, %.43, !dbg !190
  %.50 = add i64 %.18, 4, !dbg !190
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !190
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !190, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !190
  %.54 = add i64 %.18, 5, !dbg !190
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.54, !dbg !190
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !190, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !190
  %.58 = shl nuw i32 %.57, 16, !dbg !190
  %.59 = or i32 %.58, %.53, !dbg !190
  %.60 = add i64 %.18, 6, !dbg !190
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !190
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !190, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !190
  %.64 = add i64 %.18, 7, !dbg !190
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.64, !dbg !190
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !190, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !190
  %.68 = shl nuw i32 %.67, 16, !dbg !190
  %.69 = or i32 %.68, %.63, !dbg !190
  br label %frag.join.25, !dbg !190

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.70 = phi i32 [ %.27, %frag.wide.23 ], [ %.39, %frag.narrow.24 ], !dbg !190
  %.71 = phi i32 [ %.28, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !190
  %.72 = phi i32 [ %.29, %frag.wide.23 ], [ %.59, %frag.narrow.24 ], !dbg !190
  %.73 = phi i32 [ %.30, %frag.wide.23 ], [ %.69, %frag.narrow.24 ], !dbg !190
  %.85 = mul i64 %.14, %a10, !dbg !191
  %.86 = add i64 %.85, %.16, !dbg !191
  %.87 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.86, !dbg !191
  %.88 = ptrtoint ptr addrspace(1) %.87 to i64, !dbg !191
  %.89 = and i64 %.88, 3, !dbg !191
  %.90 = icmp eq i64 %.89, 0, !dbg !191
  br i1 %.90, label %frag.wide.91, label %frag.narrow.92, !dbg !191

frag.wide.91:                                     ; preds = %frag.join.25
  %.94 = load <4 x i32>, ptr addrspace(1) %.87, align 4, !dbg !191, !amdgpu.noclobber !6
  %.95 = extractelement <4 x i32> %.94, i64 0, !dbg !191
  %.96 = extractelement <4 x i32> %.94, i64 1, !dbg !191
  %.97 = extractelement <4 x i32> %.94, i64 2, !dbg !191
  %.98 = extractelement <4 x i32> %.94, i64 3, !dbg !191
  br label %frag.join.93, !dbg !191

frag.narrow.92:                                   ; preds = %frag.join.25
  %.100 = load i16, ptr addrspace(1) %.87, align 2, !dbg !191, !amdgpu.noclobber !6
  %.101 = zext i16 %.100 to i32, !dbg !191
  %.102 = add i64 %.86, 1, !dbg !191
  %.103 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.102, !dbg !191
  %.104 = load i16, ptr addrspace(1) %.103, align 2, !dbg !191, !amdgpu.noclobber !6
  %.105 = zext i16 %.104 to i32, !dbg !191
  %.106 = shl nuw i32 %.105, 16, !dbg !191
  %.107 = or i32 %.106, %.101, !dbg !191
  %.108 = add i64 %.86, 2, !dbg !191
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.108, !dbg !191
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !191, !amdgpu.noclobber !6
  %.111 = zext i16 %.110 to i32, !dbg !191
  %.112 = add i64 %.86, 3, !dbg !191
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.112, !dbg !191
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !191, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !191
  %.116 = shl nuw i32 %.115, 16, !dbg !191
  %.117 = or i32 %.116, %.111, !dbg !191
  %.118 = add i64 %.86, 4, !dbg !191
  %.119 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.118, !dbg !191
  %.120 = load i16, ptr addrspace(1) %.119, align 2, !dbg !191, !amdgpu.noclobber !6
  %.121 = zext i16 %.120 to i32, !dbg !191
  %.122 = add i64 %.86, 5, !dbg !191
  %.123 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.122, !dbg !191
  %.124 = load i16, ptr addrspace(1) %.123, align 2, !dbg !191, !amdgpu.noclobber !6
  %.125 = zext i16 %.124 to i32, !dbg !191
  %.126 = shl nuw i32 %.125, 16, !dbg !191
  %.127 = or i32 %.126, %.121, !dbg !191
  %.128 = add i64 %.86, 6, !dbg !191
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.128, !dbg !191
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !191, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !191
  %.132 = add i64 %.86, 7, !dbg !191
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.132, !dbg !191
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !191, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !191
  %.136 = shl nuw i32 %.135, 16, !dbg !191
  %.137 = or i32 %.136, %.131, !dbg !191
  br label %frag.join.93, !dbg !191

frag.join.93:                                     ; preds = %frag.narrow.92, %frag.wide.91
  %.138 = phi i32 [ %.95, %frag.wide.91 ], [ %.107, %frag.narrow.92 ], !dbg !191
  %.139 = phi i32 [ %.96, %frag.wide.91 ], [ %.117, %frag.narrow.92 ], !dbg !191
  %.140 = phi i32 [ %.97, %frag.wide.91 ], [ %.127, %frag.narrow.92 ], !dbg !191
  %.141 = phi i32 [ %.98, %frag.wide.91 ], [ %.137, %frag.narrow.92 ], !dbg !191
  %.155 = icmp ugt i32 %.10, 15
  %.156 = shl i32 %.10, 2
  %.157 = xor i32 %.156, 64
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.70), !dbg !192
  %.160 = select i1 %.155, i32 %.159, i32 %.70, !dbg !192
  %.161 = select i1 %.155, i32 %.70, i32 %.159, !dbg !192
  %.162 = insertelement <8 x i32> poison, i32 %.160, i64 0, !dbg !192
  %.163 = insertelement <8 x i32> %.162, i32 %.161, i64 4, !dbg !192
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.71), !dbg !192
  %.166 = select i1 %.155, i32 %.165, i32 %.71, !dbg !192
  %.167 = select i1 %.155, i32 %.71, i32 %.165, !dbg !192
  %.168 = insertelement <8 x i32> %.163, i32 %.166, i64 1, !dbg !192
  %.169 = insertelement <8 x i32> %.168, i32 %.167, i64 5, !dbg !192
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.72), !dbg !192
  %.172 = select i1 %.155, i32 %.171, i32 %.72, !dbg !192
  %.173 = select i1 %.155, i32 %.72, i32 %.171, !dbg !192
  %.174 = insertelement <8 x i32> %.169, i32 %.172, i64 2, !dbg !192
  %.175 = insertelement <8 x i32> %.174, i32 %.173, i64 6, !dbg !192
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.73), !dbg !192
  %.178 = select i1 %.155, i32 %.177, i32 %.73, !dbg !192
  %.179 = select i1 %.155, i32 %.73, i32 %.177, !dbg !192
  %.180 = insertelement <8 x i32> %.175, i32 %.178, i64 3, !dbg !192
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 7, !dbg !192
  %.182 = bitcast <8 x i32> %.181 to <16 x i16>, !dbg !192
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.138), !dbg !192
  %.185 = select i1 %.155, i32 %.184, i32 %.138, !dbg !192
  %.186 = select i1 %.155, i32 %.138, i32 %.184, !dbg !192
  %.187 = insertelement <8 x i32> poison, i32 %.185, i64 0, !dbg !192
  %.188 = insertelement <8 x i32> %.187, i32 %.186, i64 4, !dbg !192
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.139), !dbg !192
  %.191 = select i1 %.155, i32 %.190, i32 %.139, !dbg !192
  %.192 = select i1 %.155, i32 %.139, i32 %.190, !dbg !192
  %.193 = insertelement <8 x i32> %.188, i32 %.191, i64 1, !dbg !192
  %.194 = insertelement <8 x i32> %.193, i32 %.192, i64 5, !dbg !192
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.140), !dbg !192
  %.197 = select i1 %.155, i32 %.196, i32 %.140, !dbg !192
  %.198 = select i1 %.155, i32 %.140, i32 %.196, !dbg !192
  %.199 = insertelement <8 x i32> %.194, i32 %.197, i64 2, !dbg !192
  %.200 = insertelement <8 x i32> %.199, i32 %.198, i64 6, !dbg !192
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.141), !dbg !192
  %.203 = select i1 %.155, i32 %.202, i32 %.141, !dbg !192
  %.204 = select i1 %.155, i32 %.141, i32 %.202, !dbg !192
  %.205 = insertelement <8 x i32> %.200, i32 %.203, i64 3, !dbg !192
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 7, !dbg !192
  %.207 = bitcast <8 x i32> %.206 to <16 x i16>, !dbg !192
  %.209 = insertelement <8 x float> poison, float %a12, i64 0, !dbg !192
  %.223 = shufflevector <8 x float> %.209, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !192
  %.224 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.182, <16 x i16> %.207, <8 x float> %.223), !dbg !192
  %.224.1 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.182, <16 x i16> %.207, <8 x float> %.224), !dbg !192
  %.225.le = extractelement <8 x float> %.224.1, i64 0, !dbg !192
  %.226.le = extractelement <8 x float> %.224.1, i64 1, !dbg !192
  %.227.le = extractelement <8 x float> %.224.1, i64 2, !dbg !192
  %.228.le = extractelement <8 x float> %.224.1, i64 3, !dbg !192
  %.229.le = extractelement <8 x float> %.224.1, i64 4, !dbg !192
  %.230.le = extractelement <8 x float> %.224.1, i64 5, !dbg !192
  %.231.le = extractelement <8 x float> %.224.1, i64 6, !dbg !192
  %.232.le = extractelement <8 x float> %.224.1, i64 7, !dbg !192
  %.246 = mul i64 %.14, %a11, !dbg !193
  %.247 = add i64 %.246, %.12, !dbg !193
  %.249 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.247, !dbg !193
  store float %.225.le, ptr addrspace(1) %.249, align 4, !dbg !193
  %.251 = add i64 %.247, 2, !dbg !193
  %.252 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.251, !dbg !193
  store float %.226.le, ptr addrspace(1) %.252, align 4, !dbg !193
  %.254 = add i64 %.247, 4, !dbg !193
  %.255 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.254, !dbg !193
  store float %.227.le, ptr addrspace(1) %.255, align 4, !dbg !193
  %.257 = add i64 %.247, 6, !dbg !193
  %.258 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.257, !dbg !193
  store float %.228.le, ptr addrspace(1) %.258, align 4, !dbg !193
  %.260 = add i64 %.247, 8, !dbg !193
  %.261 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.260, !dbg !193
  store float %.229.le, ptr addrspace(1) %.261, align 4, !dbg !193
  %.263 = add i64 %.247, 10, !dbg !193
  %.264 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.263, !dbg !193
  store float %.230.le, ptr addrspace(1) %.264, align 4, !dbg !193
  %.266 = add i64 %.247, 12, !dbg !193
  %.267 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.266, !dbg !193
  store float %.231.le, ptr addrspace(1) %.267, align 4, !dbg !193
  %.269 = add i64 %.247, 14, !dbg !193
  %.270 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.269, !dbg !193
  store float %.232.le, ptr addrspace(1) %.270, align 4, !dbg !193
  ret void, !dbg !193
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !194 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !195
  %t4 = sext i32 %.10 to i64, !dbg !195
  %.1510 = sdiv i32 %.10, 32, !dbg !196
  %.15.sext = sext i32 %.1510 to i64, !dbg !196
  %t81 = lshr i64 %.15.sext, 63, !dbg !197
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !197
  %t12 = and i64 %t10, 1152921504606846974, !dbg !198
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !198
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !199
  %t15 = sext i32 %.20 to i64, !dbg !199
  %t16 = shl nsw i64 %t15, 5, !dbg !200
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !201
  %t18 = sext i32 %.21 to i64, !dbg !201
  %t19 = shl nsw i64 %t18, 5, !dbg !202
  %.30 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !203
  %.31 = getelementptr inbounds i8, ptr addrspace(4) %.30, i64 4, !dbg !203
  %.32 = load i16, ptr addrspace(4) %.31, align 4, !dbg !203, !invariant.load !6
  %t23 = zext i16 %.32 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !204
  %t24 = and i64 %0, -16, !dbg !204
  %t27 = shl i64 %t13, 4, !dbg !205
  %t28 = add i64 %t27, %t19, !dbg !206
  %t29 = mul i64 %t28, %a11, !dbg !207
  %t3313 = icmp sgt i64 %a11, 0, !dbg !208
  br i1 %t3313, label %b3.preheader.lr.ph, label %b6, !dbg !208

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !209
  %1 = shl i32 %t24.tr, 4, !dbg !209
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !209
  %t3511 = icmp slt i32 %.10, 512
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !210
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
  br label %b3.preheader, !dbg !208

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.119
  %t3215 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.119 ]
  %t3114 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.258, %frag.join.119 ]
  br i1 %t3511, label %b4, label %b5, !dbg !211

b4:                                               ; preds = %b3.preheader, %b4
  %t3412 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t3412, 0, !dbg !212
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !212
  %t38 = add nsw i64 %t37, %t3412, !dbg !212
  %t39 = ashr i64 %t38, 4, !dbg !212
  %t40 = add nsw i64 %t39, %t16, !dbg !213
  %t41 = mul i64 %t40, %a11, !dbg !214
  %t43 = and i64 %t38, -16, !dbg !215
  %t42 = add i64 %t3412, %t3215, !dbg !216
  %t44 = sub i64 %t42, %t43, !dbg !215
  %t45 = add i64 %t44, %t41, !dbg !217
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !218
  %.35 = load i16, ptr addrspace(1) %t46, align 2, !dbg !218, !amdgpu.noclobber !6
  %4 = trunc i64 %t3412 to i32, !dbg !219
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %4, !dbg !219
  store i16 %.35, ptr addrspace(3) %t48, align 2, !dbg !219
  %t49 = add i64 %t3412, %t23, !dbg !220
  %t35 = icmp slt i64 %t49, 512, !dbg !211
  br i1 %t35, label %b4, label %b5, !dbg !211

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !221
  tail call void @llvm.amdgcn.s.barrier(), !dbg !221
  fence syncscope("workgroup") acquire, !dbg !221
  %.52 = load <4 x i32>, ptr addrspace(3) %.45, align 4, !dbg !209
  %.53 = extractelement <4 x i32> %.52, i64 0, !dbg !209
  %.54 = extractelement <4 x i32> %.52, i64 1, !dbg !209
  %.55 = extractelement <4 x i32> %.52, i64 2, !dbg !209
  %.56 = extractelement <4 x i32> %.52, i64 3, !dbg !209
  %t51 = add i64 %t3215, %t29, !dbg !222
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !223
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.112, !dbg !223
  %.114 = ptrtoint ptr addrspace(1) %.113 to i64, !dbg !223
  %.115 = and i64 %.114, 3, !dbg !223
  %.116 = icmp eq i64 %.115, 0, !dbg !223
  br i1 %.116, label %frag.wide.117, label %frag.narrow.118, !dbg !223

frag.wide.117:                                    ; preds = %b5
  %.120 = load <4 x i32>, ptr addrspace(1) %.113, align 4, !dbg !223, !amdgpu.noclobber !6
  %.121 = extractelement <4 x i32> %.120, i64 0, !dbg !223
  %.122 = extractelement <4 x i32> %.120, i64 1, !dbg !223
  %.123 = extractelement <4 x i32> %.120, i64 2, !dbg !223
  %.124 = extractelement <4 x i32> %.120, i64 3, !dbg !223
  br label %frag.join.119, !dbg !223

frag.narrow.118:                                  ; preds = %b5
  %.126 = load i16, ptr addrspace(1) %.113, align 2, !dbg !223, !amdgpu.noclobber !6
  %.127 = zext i16 %.126 to i32, !dbg !223
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.128, !dbg !223
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !223, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !223
  %.132 = shl nuw i32 %.131, 16, !dbg !223
  %.133 = or i32 %.132, %.127, !dbg !223
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.134, !dbg !223
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !223, !amdgpu.noclobber !6
  %.137 = zext i16 %.136 to i32, !dbg !223
  %.139 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.138, !dbg !223
  %.140 = load i16, ptr addrspace(1) %.139, align 2, !dbg !223, !amdgpu.noclobber !6
  %.141 = zext i16 %.140 to i32, !dbg !223
  %.142 = shl nuw i32 %.141, 16, !dbg !223
  %.143 = or i32 %.142, %.137, !dbg !223
  %.145 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.144, !dbg !223
  %.146 = load i16, ptr addrspace(1) %.145, align 2, !dbg !223, !amdgpu.noclobber !6
  %.147 = zext i16 %.146 to i32, !dbg !223
  %.149 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.148, !dbg !223
  %.150 = load i16, ptr addrspace(1) %.149, align 2, !dbg !223, !amdgpu.noclobber !6
  %.151 = zext i16 %.150 to i32, !dbg !223
  %.152 = shl nuw i32 %.151, 16, !dbg !223
  %.153 = or i32 %.152, %.147, !dbg !223
  %.155 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.154, !dbg !223
  %.156 = load i16, ptr addrspace(1) %.155, align 2, !dbg !223, !amdgpu.noclobber !6
  %.157 = zext i16 %.156 to i32, !dbg !223
  %.159 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.158, !dbg !223
  %.160 = load i16, ptr addrspace(1) %.159, align 2, !dbg !223, !amdgpu.noclobber !6
  %.161 = zext i16 %.160 to i32, !dbg !223
  %.162 = shl nuw i32 %.161, 16, !dbg !223
  %.163 = or i32 %.162, %.157, !dbg !223
  br label %frag.join.119, !dbg !223

frag.join.119:                                    ; preds = %frag.narrow.118, %frag.wide.117
  %.164 = phi i32 [ %.121, %frag.wide.117 ], [ %.133, %frag.narrow.118 ], !dbg !223
  %.165 = phi i32 [ %.122, %frag.wide.117 ], [ %.143, %frag.narrow.118 ], !dbg !223
  %.166 = phi i32 [ %.123, %frag.wide.117 ], [ %.153, %frag.narrow.118 ], !dbg !223
  %.167 = phi i32 [ %.124, %frag.wide.117 ], [ %.163, %frag.narrow.118 ], !dbg !223
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.53), !dbg !224
  %.178 = select i1 %.173, i32 %.177, i32 %.53, !dbg !224
  %.179 = select i1 %.173, i32 %.53, i32 %.177, !dbg !224
  %.180 = insertelement <8 x i32> poison, i32 %.178, i64 0, !dbg !224
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 4, !dbg !224
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.54), !dbg !224
  %.184 = select i1 %.173, i32 %.183, i32 %.54, !dbg !224
  %.185 = select i1 %.173, i32 %.54, i32 %.183, !dbg !224
  %.186 = insertelement <8 x i32> %.181, i32 %.184, i64 1, !dbg !224
  %.187 = insertelement <8 x i32> %.186, i32 %.185, i64 5, !dbg !224
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.55), !dbg !224
  %.190 = select i1 %.173, i32 %.189, i32 %.55, !dbg !224
  %.191 = select i1 %.173, i32 %.55, i32 %.189, !dbg !224
  %.192 = insertelement <8 x i32> %.187, i32 %.190, i64 2, !dbg !224
  %.193 = insertelement <8 x i32> %.192, i32 %.191, i64 6, !dbg !224
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.56), !dbg !224
  %.196 = select i1 %.173, i32 %.195, i32 %.56, !dbg !224
  %.197 = select i1 %.173, i32 %.56, i32 %.195, !dbg !224
  %.198 = insertelement <8 x i32> %.193, i32 %.196, i64 3, !dbg !224
  %.199 = insertelement <8 x i32> %.198, i32 %.197, i64 7, !dbg !224
  %.200 = bitcast <8 x i32> %.199 to <16 x half>, !dbg !224
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.164), !dbg !224
  %.203 = select i1 %.173, i32 %.202, i32 %.164, !dbg !224
  %.204 = select i1 %.173, i32 %.164, i32 %.202, !dbg !224
  %.205 = insertelement <8 x i32> poison, i32 %.203, i64 0, !dbg !224
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 4, !dbg !224
  %.208 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.165), !dbg !224
  %.209 = select i1 %.173, i32 %.208, i32 %.165, !dbg !224
  %.210 = select i1 %.173, i32 %.165, i32 %.208, !dbg !224
  %.211 = insertelement <8 x i32> %.206, i32 %.209, i64 1, !dbg !224
  %.212 = insertelement <8 x i32> %.211, i32 %.210, i64 5, !dbg !224
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.166), !dbg !224
  %.215 = select i1 %.173, i32 %.214, i32 %.166, !dbg !224
  %.216 = select i1 %.173, i32 %.166, i32 %.214, !dbg !224
  %.217 = insertelement <8 x i32> %.212, i32 %.215, i64 2, !dbg !224
  %.218 = insertelement <8 x i32> %.217, i32 %.216, i64 6, !dbg !224
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.167), !dbg !224
  %.221 = select i1 %.173, i32 %.220, i32 %.167, !dbg !224
  %.222 = select i1 %.173, i32 %.167, i32 %.220, !dbg !224
  %.223 = insertelement <8 x i32> %.218, i32 %.221, i64 3, !dbg !224
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 7, !dbg !224
  %.225 = bitcast <8 x i32> %.224 to <16 x half>, !dbg !224
  %.226 = extractvalue { [8 x float] } %t3114, 0, 0, !dbg !224
  %.227 = insertelement <8 x float> poison, float %.226, i64 0, !dbg !224
  %.228 = extractvalue { [8 x float] } %t3114, 0, 1, !dbg !224
  %.229 = insertelement <8 x float> %.227, float %.228, i64 1, !dbg !224
  %.230 = extractvalue { [8 x float] } %t3114, 0, 2, !dbg !224
  %.231 = insertelement <8 x float> %.229, float %.230, i64 2, !dbg !224
  %.232 = extractvalue { [8 x float] } %t3114, 0, 3, !dbg !224
  %.233 = insertelement <8 x float> %.231, float %.232, i64 3, !dbg !224
  %.234 = extractvalue { [8 x float] } %t3114, 0, 4, !dbg !224
  %.235 = insertelement <8 x float> %.233, float %.234, i64 4, !dbg !224
  %.236 = extractvalue { [8 x float] } %t3114, 0, 5, !dbg !224
  %.237 = insertelement <8 x float> %.235, float %.236, i64 5, !dbg !224
  %.238 = extractvalue { [8 x float] } %t3114, 0, 6, !dbg !224
  %.239 = insertelement <8 x float> %.237, float %.238, i64 6, !dbg !224
  %.240 = extractvalue { [8 x float] } %t3114, 0, 7, !dbg !224
  %.241 = insertelement <8 x float> %.239, float %.240, i64 7, !dbg !224
  %.242 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.200, <16 x half> %.225, <8 x float> %.241), !dbg !224
  %.243 = extractelement <8 x float> %.242, i64 0, !dbg !224
  %.244 = extractelement <8 x float> %.242, i64 1, !dbg !224
  %.245 = extractelement <8 x float> %.242, i64 2, !dbg !224
  %.246 = extractelement <8 x float> %.242, i64 3, !dbg !224
  %.247 = extractelement <8 x float> %.242, i64 4, !dbg !224
  %.248 = extractelement <8 x float> %.242, i64 5, !dbg !224
  %.249 = extractelement <8 x float> %.242, i64 6, !dbg !224
  %.250 = extractelement <8 x float> %.242, i64 7, !dbg !224
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.243, 0, 0, !dbg !224
  %.252 = insertvalue { [8 x float] } %.251, float %.244, 0, 1, !dbg !224
  %.253 = insertvalue { [8 x float] } %.252, float %.245, 0, 2, !dbg !224
  %.254 = insertvalue { [8 x float] } %.253, float %.246, 0, 3, !dbg !224
  %.255 = insertvalue { [8 x float] } %.254, float %.247, 0, 4, !dbg !224
  %.256 = insertvalue { [8 x float] } %.255, float %.248, 0, 5, !dbg !224
  %.257 = insertvalue { [8 x float] } %.256, float %.249, 0, 6, !dbg !224
  %.258 = insertvalue { [8 x float] } %.257, float %.250, 0, 7, !dbg !224
  fence syncscope("workgroup") release, !dbg !225
  tail call void @llvm.amdgcn.s.barrier(), !dbg !225
  fence syncscope("workgroup") acquire, !dbg !225
  %t55 = add i64 %t3215, 16, !dbg !226
  %t33 = icmp slt i64 %t55, %a11, !dbg !208
  br i1 %t33, label %b3.preheader, label %b6, !dbg !208

b6:                                               ; preds = %frag.join.119, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.258, %frag.join.119 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !227
  %t57 = mul i64 %t56, %a10, !dbg !228
  %t59 = add i64 %t28, %t57, !dbg !229
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !230
  %.259 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !230
  %.260 = lshr i32 %.259, 4, !dbg !230
  %.261 = zext i32 %.260 to i64, !dbg !230
  %.262 = and i32 %.259, 15, !dbg !230
  %.263 = zext i32 %.262 to i64, !dbg !230
  %.264 = mul i64 %.261, %a10, !dbg !230
  %.265 = add i64 %.264, %.263, !dbg !230
  %.266 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !230
  %.267 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.265, !dbg !230
  store float %.266, ptr addrspace(1) %.267, align 4, !dbg !230
  %.268 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !230
  %.269 = shl i64 %a10, 1, !dbg !230
  %.270 = add i64 %.265, %.269, !dbg !230
  %.271 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.270, !dbg !230
  store float %.268, ptr addrspace(1) %.271, align 4, !dbg !230
  %.272 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !230
  %.273 = shl i64 %a10, 2, !dbg !230
  %.274 = add i64 %.265, %.273, !dbg !230
  %.275 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.274, !dbg !230
  store float %.272, ptr addrspace(1) %.275, align 4, !dbg !230
  %.276 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !230
  %.277 = mul i64 %a10, 6, !dbg !230
  %.278 = add i64 %.265, %.277, !dbg !230
  %.279 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.278, !dbg !230
  store float %.276, ptr addrspace(1) %.279, align 4, !dbg !230
  %.280 = extractvalue { [8 x float] } %t31.lcssa, 0, 4, !dbg !230
  %.281 = shl i64 %a10, 3, !dbg !230
  %.282 = add i64 %.265, %.281, !dbg !230
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.282, !dbg !230
  store float %.280, ptr addrspace(1) %.283, align 4, !dbg !230
  %.284 = extractvalue { [8 x float] } %t31.lcssa, 0, 5, !dbg !230
  %.285 = mul i64 %a10, 10, !dbg !230
  %.286 = add i64 %.265, %.285, !dbg !230
  %.287 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.286, !dbg !230
  store float %.284, ptr addrspace(1) %.287, align 4, !dbg !230
  %.288 = extractvalue { [8 x float] } %t31.lcssa, 0, 6, !dbg !230
  %.289 = mul i64 %a10, 12, !dbg !230
  %.290 = add i64 %.265, %.289, !dbg !230
  %.291 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.290, !dbg !230
  store float %.288, ptr addrspace(1) %.291, align 4, !dbg !230
  %.292 = extractvalue { [8 x float] } %t31.lcssa, 0, 7, !dbg !230
  %.293 = mul i64 %a10, 14, !dbg !230
  %.294 = add i64 %.265, %.293, !dbg !230
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.294, !dbg !230
  store float %.292, ptr addrspace(1) %.295, align 4, !dbg !230
  ret void, !dbg !230
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !231 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !232
  %t4 = sext i32 %.10 to i64, !dbg !232
  %.1510 = sdiv i32 %.10, 32, !dbg !233
  %.15.sext = sext i32 %.1510 to i64, !dbg !233
  %t81 = lshr i64 %.15.sext, 63, !dbg !234
  %t10 = add nsw i64 %t81, %.15.sext, !dbg !234
  %t12 = and i64 %t10, 1152921504606846974, !dbg !235
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !235
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !236
  %t15 = sext i32 %.20 to i64, !dbg !236
  %t16 = shl nsw i64 %t15, 5, !dbg !237
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !238
  %t18 = sext i32 %.21 to i64, !dbg !238
  %t19 = shl nsw i64 %t18, 5, !dbg !239
  %.30 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !240
  %.31 = getelementptr inbounds i8, ptr addrspace(4) %.30, i64 4, !dbg !240
  %.32 = load i16, ptr addrspace(4) %.31, align 4, !dbg !240, !invariant.load !6
  %t23 = zext i16 %.32 to i64
  %0 = shl nsw i64 %t10, 3, !dbg !241
  %t24 = and i64 %0, -16, !dbg !241
  %t27 = shl i64 %t13, 4, !dbg !242
  %t28 = add i64 %t27, %t19, !dbg !243
  %t29 = mul i64 %t28, %a11, !dbg !244
  %t3313 = icmp sgt i64 %a11, 0, !dbg !245
  br i1 %t3313, label %b3.preheader.lr.ph, label %b6, !dbg !245

b3.preheader.lr.ph:                               ; preds = %entry
  %t24.tr = trunc i64 %t24 to i32, !dbg !246
  %1 = shl i32 %t24.tr, 4, !dbg !246
  %t26 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !246
  %t3511 = icmp slt i32 %.10, 512
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !247
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
  br label %b3.preheader, !dbg !245

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.119
  %t3215 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.119 ]
  %t3114 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.258, %frag.join.119 ]
  br i1 %t3511, label %b4, label %b5, !dbg !248

b4:                                               ; preds = %b3.preheader, %b4
  %t3412 = phi i64 [ %t49, %b4 ], [ %t4, %b3.preheader ]
  %isneg = icmp slt i64 %t3412, 0, !dbg !249
  %t37 = select i1 %isneg, i64 15, i64 0, !dbg !249
  %t38 = add nsw i64 %t37, %t3412, !dbg !249
  %t39 = ashr i64 %t38, 4, !dbg !249
  %t40 = add nsw i64 %t39, %t16, !dbg !250
  %t41 = mul i64 %t40, %a11, !dbg !251
  %t43 = and i64 %t38, -16, !dbg !252
  %t42 = add i64 %t3412, %t3215, !dbg !253
  %t44 = sub i64 %t42, %t43, !dbg !252
  %t45 = add i64 %t44, %t41, !dbg !254
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !255
  %.35 = load i16, ptr addrspace(1) %t46, align 2, !dbg !255, !amdgpu.noclobber !6
  %4 = trunc i64 %t3412 to i32, !dbg !256
  %t48 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %4, !dbg !256
  store i16 %.35, ptr addrspace(3) %t48, align 2, !dbg !256
  %t49 = add i64 %t3412, %t23, !dbg !257
  %t35 = icmp slt i64 %t49, 512, !dbg !248
  br i1 %t35, label %b4, label %b5, !dbg !248

b5:                                               ; preds = %b4, %b3.preheader
  fence syncscope("workgroup") release, !dbg !258
  tail call void @llvm.amdgcn.s.barrier(), !dbg !258
  fence syncscope("workgroup") acquire, !dbg !258
  %.52 = load <4 x i32>, ptr addrspace(3) %.45, align 4, !dbg !246
  %.53 = extractelement <4 x i32> %.52, i64 0, !dbg !246
  %.54 = extractelement <4 x i32> %.52, i64 1, !dbg !246
  %.55 = extractelement <4 x i32> %.52, i64 2, !dbg !246
  %.56 = extractelement <4 x i32> %.52, i64 3, !dbg !246
  %t51 = add i64 %t3215, %t29, !dbg !259
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !260
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.112, !dbg !260
  %.114 = ptrtoint ptr addrspace(1) %.113 to i64, !dbg !260
  %.115 = and i64 %.114, 3, !dbg !260
  %.116 = icmp eq i64 %.115, 0, !dbg !260
  br i1 %.116, label %frag.wide.117, label %frag.narrow.118, !dbg !260

frag.wide.117:                                    ; preds = %b5
  %.120 = load <4 x i32>, ptr addrspace(1) %.113, align 4, !dbg !260, !amdgpu.noclobber !6
  %.121 = extractelement <4 x i32> %.120, i64 0, !dbg !260
  %.122 = extractelement <4 x i32> %.120, i64 1, !dbg !260
  %.123 = extractelement <4 x i32> %.120, i64 2, !dbg !260
  %.124 = extractelement <4 x i32> %.120, i64 3, !dbg !260
  br label %frag.join.119, !dbg !260

frag.narrow.118:                                  ; preds = %b5
  %.126 = load i16, ptr addrspace(1) %.113, align 2, !dbg !260, !amdgpu.noclobber !6
  %.127 = zext i16 %.126 to i32, !dbg !260
  %.129 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.128, !dbg !260
  %.130 = load i16, ptr addrspace(1) %.129, align 2, !dbg !260, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !260
  %.132 = shl nuw i32 %.131, 16, !dbg !260
  %.133 = or i32 %.132, %.127, !dbg !260
  %.135 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.134, !dbg !260
  %.136 = load i16, ptr addrspace(1) %.135, align 2, !dbg !260, !amdgpu.noclobber !6
  %.137 = zext i16 %.136 to i32, !dbg !260
  %.139 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.138, !dbg !260
  %.140 = load i16, ptr addrspace(1) %.139, align 2, !dbg !260, !amdgpu.noclobber !6
  %.141 = zext i16 %.140 to i32, !dbg !260
  %.142 = shl nuw i32 %.141, 16, !dbg !260
  %.143 = or i32 %.142, %.137, !dbg !260
  %.145 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.144, !dbg !260
  %.146 = load i16, ptr addrspace(1) %.145, align 2, !dbg !260, !amdgpu.noclobber !6
  %.147 = zext i16 %.146 to i32, !dbg !260
  %.149 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.148, !dbg !260
  %.150 = load i16, ptr addrspace(1) %.149, align 2, !dbg !260, !amdgpu.noclobber !6
  %.151 = zext i16 %.150 to i32, !dbg !260
  %.152 = shl nuw i32 %.151, 16, !dbg !260
  %.153 = or i32 %.152, %.147, !dbg !260
  %.155 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.154, !dbg !260
  %.156 = load i16, ptr addrspace(1) %.155, align 2, !dbg !260, !amdgpu.noclobber !6
  %.157 = zext i16 %.156 to i32, !dbg !260
  %.159 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.158, !dbg !260
  %.160 = load i16, ptr addrspace(1) %.159, align 2, !dbg !260, !amdgpu.noclobber !6
  %.161 = zext i16 %.160 to i32, !dbg !260
  %.162 = shl nuw i32 %.161, 16, !dbg !260
  %.163 = or i32 %.162, %.157, !dbg !260
  br label %frag.join.119, !dbg !260

frag.join.119:                                    ; preds = %frag.narrow.118, %frag.wide.117
  %.164 = phi i32 [ %.121, %frag.wide.117 ], [ %.133, %frag.narrow.118 ], !dbg !260
  %.165 = phi i32 [ %.122, %frag.wide.117 ], [ %.143, %frag.narrow.118 ], !dbg !260
  %.166 = phi i32 [ %.123, %frag.wide.117 ], [ %.153, %frag.narrow.118 ], !dbg !260
  %.167 = phi i32 [ %.124, %frag.wide.117 ], [ %.163, %frag.narrow.118 ], !dbg !260
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.53), !dbg !261
  %.178 = select i1 %.173, i32 %.177, i32 %.53, !dbg !261
  %.179 = select i1 %.173, i32 %.53, i32 %.177, !dbg !261
  %.180 = insertelement <8 x i32> poison, i32 %.178, i64 0, !dbg !261
  %.181 = insertelement <8 x i32> %.180, i32 %.179, i64 4, !dbg !261
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.54), !dbg !261
  %.184 = select i1 %.173, i32 %.183, i32 %.54, !dbg !261
  %.185 = select i1 %.173, i32 %.54, i32 %.183, !dbg !261
  %.186 = insertelement <8 x i32> %.181, i32 %.184, i64 1, !dbg !261
  %.187 = insertelement <8 x i32> %.186, i32 %.185, i64 5, !dbg !261
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.55), !dbg !261
  %.190 = select i1 %.173, i32 %.189, i32 %.55, !dbg !261
  %.191 = select i1 %.173, i32 %.55, i32 %.189, !dbg !261
  %.192 = insertelement <8 x i32> %.187, i32 %.190, i64 2, !dbg !261
  %.193 = insertelement <8 x i32> %.192, i32 %.191, i64 6, !dbg !261
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.56), !dbg !261
  %.196 = select i1 %.173, i32 %.195, i32 %.56, !dbg !261
  %.197 = select i1 %.173, i32 %.56, i32 %.195, !dbg !261
  %.198 = insertelement <8 x i32> %.193, i32 %.196, i64 3, !dbg !261
  %.199 = insertelement <8 x i32> %.198, i32 %.197, i64 7, !dbg !261
  %.200 = bitcast <8 x i32> %.199 to <16 x i16>, !dbg !261
  %.202 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.164), !dbg !261
  %.203 = select i1 %.173, i32 %.202, i32 %.164, !dbg !261
  %.204 = select i1 %.173, i32 %.164, i32 %.202, !dbg !261
  %.205 = insertelement <8 x i32> poison, i32 %.203, i64 0, !dbg !261
  %.206 = insertelement <8 x i32> %.205, i32 %.204, i64 4, !dbg !261
  %.208 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.165), !dbg !261
  %.209 = select i1 %.173, i32 %.208, i32 %.165, !dbg !261
  %.210 = select i1 %.173, i32 %.165, i32 %.208, !dbg !261
  %.211 = insertelement <8 x i32> %.206, i32 %.209, i64 1, !dbg !261
  %.212 = insertelement <8 x i32> %.211, i32 %.210, i64 5, !dbg !261
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.166), !dbg !261
  %.215 = select i1 %.173, i32 %.214, i32 %.166, !dbg !261
  %.216 = select i1 %.173, i32 %.166, i32 %.214, !dbg !261
  %.217 = insertelement <8 x i32> %.212, i32 %.215, i64 2, !dbg !261
  %.218 = insertelement <8 x i32> %.217, i32 %.216, i64 6, !dbg !261
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.167), !dbg !261
  %.221 = select i1 %.173, i32 %.220, i32 %.167, !dbg !261
  %.222 = select i1 %.173, i32 %.167, i32 %.220, !dbg !261
  %.223 = insertelement <8 x i32> %.218, i32 %.221, i64 3, !dbg !261
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 7, !dbg !261
  %.225 = bitcast <8 x i32> %.224 to <16 x i16>, !dbg !261
  %.226 = extractvalue { [8 x float] } %t3114, 0, 0, !dbg !261
  %.227 = insertelement <8 x float> poison, float %.226, i64 0, !dbg !261
  %.228 = extractvalue { [8 x float] } %t3114, 0, 1, !dbg !261
  %.229 = insertelement <8 x float> %.227, float %.228, i64 1, !dbg !261
  %.230 = extractvalue { [8 x float] } %t3114, 0, 2, !dbg !261
  %.231 = insertelement <8 x float> %.229, float %.230, i64 2, !dbg !261
  %.232 = extractvalue { [8 x float] } %t3114, 0, 3, !dbg !261
  %.233 = insertelement <8 x float> %.231, float %.232, i64 3, !dbg !261
  %.234 = extractvalue { [8 x float] } %t3114, 0, 4, !dbg !261
  %.235 = insertelement <8 x float> %.233, float %.234, i64 4, !dbg !261
  %.236 = extractvalue { [8 x float] } %t3114, 0, 5, !dbg !261
  %.237 = insertelement <8 x float> %.235, float %.236, i64 5, !dbg !261
  %.238 = extractvalue { [8 x float] } %t3114, 0, 6, !dbg !261
  %.239 = insertelement <8 x float> %.237, float %.238, i64 6, !dbg !261
  %.240 = extractvalue { [8 x float] } %t3114, 0, 7, !dbg !261
  %.241 = insertelement <8 x float> %.239, float %.240, i64 7, !dbg !261
  %.242 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.200, <16 x i16> %.225, <8 x float> %.241), !dbg !261
  %.243 = extractelement <8 x float> %.242, i64 0, !dbg !261
  %.244 = extractelement <8 x float> %.242, i64 1, !dbg !261
  %.245 = extractelement <8 x float> %.242, i64 2, !dbg !261
  %.246 = extractelement <8 x float> %.242, i64 3, !dbg !261
  %.247 = extractelement <8 x float> %.242, i64 4, !dbg !261
  %.248 = extractelement <8 x float> %.242, i64 5, !dbg !261
  %.249 = extractelement <8 x float> %.242, i64 6, !dbg !261
  %.250 = extractelement <8 x float> %.242, i64 7, !dbg !261
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.243, 0, 0, !dbg !261
  %.252 = insertvalue { [8 x float] } %.251, float %.244, 0, 1, !dbg !261
  %.253 = insertvalue { [8 x float] } %.252, float %.245, 0, 2, !dbg !261
  %.254 = insertvalue { [8 x float] } %.253, float %.246, 0, 3, !dbg !261
  %.255 = insertvalue { [8 x float] } %.254, float %.247, 0, 4, !dbg !261
  %.256 = insertvalue { [8 x float] } %.255, float %.248, 0, 5, !dbg !261
  %.257 = insertvalue { [8 x float] } %.256, float %.249, 0, 6, !dbg !261
  %.258 = insertvalue { [8 x float] } %.257, float %.250, 0, 7, !dbg !261
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t55 = add i64 %t3215, 16, !dbg !263
  %t33 = icmp slt i64 %t55, %a11, !dbg !245
  br i1 %t33, label %b3.preheader, label %b6, !dbg !245

b6:                                               ; preds = %frag.join.119, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.258, %frag.join.119 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !264
  %t57 = mul i64 %t56, %a10, !dbg !265
  %t59 = add i64 %t28, %t57, !dbg !266
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !267
  %.259 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !267
  %.260 = lshr i32 %.259, 4, !dbg !267
  %.261 = zext i32 %.260 to i64, !dbg !267
  %.262 = and i32 %.259, 15, !dbg !267
  %.263 = zext i32 %.262 to i64, !dbg !267
  %.264 = mul i64 %.261, %a10, !dbg !267
  %.265 = add i64 %.264, %.263, !dbg !267
  %.266 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !267
  %.267 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.265, !dbg !267
  store float %.266, ptr addrspace(1) %.267, align 4, !dbg !267
  %.268 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !267
  %.269 = shl i64 %a10, 1, !dbg !267
  %.270 = add i64 %.265, %.269, !dbg !267
  %.271 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.270, !dbg !267
  store float %.268, ptr addrspace(1) %.271, align 4, !dbg !267
  %.272 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !267
  %.273 = shl i64 %a10, 2, !dbg !267
  %.274 = add i64 %.265, %.273, !dbg !267
  %.275 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.274, !dbg !267
  store float %.272, ptr addrspace(1) %.275, align 4, !dbg !267
  %.276 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !267
  %.277 = mul i64 %a10, 6, !dbg !267
  %.278 = add i64 %.265, %.277, !dbg !267
  %.279 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.278, !dbg !267
  store float %.276, ptr addrspace(1) %.279, align 4, !dbg !267
  %.280 = extractvalue { [8 x float] } %t31.lcssa, 0, 4, !dbg !267
  %.281 = shl i64 %a10, 3, !dbg !267
  %.282 = add i64 %.265, %.281, !dbg !267
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.282, !dbg !267
  store float %.280, ptr addrspace(1) %.283, align 4, !dbg !267
  %.284 = extractvalue { [8 x float] } %t31.lcssa, 0, 5, !dbg !267
  %.285 = mul i64 %a10, 10, !dbg !267
  %.286 = add i64 %.265, %.285, !dbg !267
  %.287 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.286, !dbg !267
  store float %.284, ptr addrspace(1) %.287, align 4, !dbg !267
  %.288 = extractvalue { [8 x float] } %t31.lcssa, 0, 6, !dbg !267
  %.289 = mul i64 %a10, 12, !dbg !267
  %.290 = add i64 %.265, %.289, !dbg !267
  %.291 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.290, !dbg !267
  store float %.288, ptr addrspace(1) %.291, align 4, !dbg !267
  %.292 = extractvalue { [8 x float] } %t31.lcssa, 0, 7, !dbg !267
  %.293 = mul i64 %a10, 14, !dbg !267
  %.294 = add i64 %.265, %.293, !dbg !267
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.294, !dbg !267
  store float %.292, ptr addrspace(1) %.295, align 4, !dbg !267
  ret void, !dbg !267
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
!67 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eWhere_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 66, column: 18, scope: !67)
!69 = !DILocation(line: 65, column: 21, scope: !67)
!70 = !DILocation(line: 67, column: 18, scope: !67)
!71 = !DILocation(line: 68, column: 18, scope: !67)
!72 = !DILocation(line: 71, column: 15, scope: !67)
!73 = !DILocation(line: 72, column: 13, scope: !67)
!74 = !DILocation(line: 71, column: 29, scope: !67)
!75 = !DILocation(line: 71, column: 6, scope: !67)
!76 = !DILocation(line: 72, column: 27, scope: !67)
!77 = !DILocation(line: 72, column: 8, scope: !67)
!78 = !DILocation(line: 71, column: 18, scope: !67)
!79 = !DILocation(line: 72, column: 16, scope: !67)
!80 = !DILocation(line: 76, column: 17, scope: !67)
!81 = !DILocation(line: 77, column: 14, scope: !67)
!82 = !DILocation(line: 76, column: 33, scope: !67)
!83 = !DILocation(line: 76, column: 37, scope: !67)
!84 = !DILocation(line: 76, column: 6, scope: !67)
!85 = !DILocation(line: 77, column: 8, scope: !67)
!86 = !DILocation(line: 76, column: 20, scope: !67)
!87 = !DILocation(line: 77, column: 22, scope: !67)
!88 = !DILocation(line: 76, column: 31, scope: !67)
!89 = !DILocation(line: 81, column: 17, scope: !67)
!90 = !DILocation(line: 81, column: 6, scope: !67)
!91 = !DILocation(line: 82, column: 9, scope: !67)
!92 = !DILocation(line: 81, column: 20, scope: !67)
!93 = !DILocation(line: 81, column: 33, scope: !67)
!94 = !DILocation(line: 81, column: 31, scope: !67)
!95 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eWhere_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!96 = !DILocation(line: 66, column: 18, scope: !95)
!97 = !DILocation(line: 65, column: 21, scope: !95)
!98 = !DILocation(line: 67, column: 18, scope: !95)
!99 = !DILocation(line: 68, column: 18, scope: !95)
!100 = !DILocation(line: 71, column: 15, scope: !95)
!101 = !DILocation(line: 72, column: 13, scope: !95)
!102 = !DILocation(line: 71, column: 29, scope: !95)
!103 = !DILocation(line: 71, column: 6, scope: !95)
!104 = !DILocation(line: 72, column: 27, scope: !95)
!105 = !DILocation(line: 72, column: 8, scope: !95)
!106 = !DILocation(line: 71, column: 18, scope: !95)
!107 = !DILocation(line: 72, column: 16, scope: !95)
!108 = !DILocation(line: 76, column: 17, scope: !95)
!109 = !DILocation(line: 77, column: 14, scope: !95)
!110 = !DILocation(line: 76, column: 33, scope: !95)
!111 = !DILocation(line: 76, column: 37, scope: !95)
!112 = !DILocation(line: 76, column: 6, scope: !95)
!113 = !DILocation(line: 77, column: 8, scope: !95)
!114 = !DILocation(line: 76, column: 20, scope: !95)
!115 = !DILocation(line: 77, column: 22, scope: !95)
!116 = !DILocation(line: 76, column: 31, scope: !95)
!117 = !DILocation(line: 81, column: 17, scope: !95)
!118 = !DILocation(line: 81, column: 6, scope: !95)
!119 = !DILocation(line: 82, column: 9, scope: !95)
!120 = !DILocation(line: 81, column: 20, scope: !95)
!121 = !DILocation(line: 81, column: 33, scope: !95)
!122 = !DILocation(line: 81, column: 31, scope: !95)
!123 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eBiasMask_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 92, type: !5, scopeLine: 92, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!124 = !DILocation(line: 93, column: 18, scope: !123)
!125 = !DILocation(line: 94, column: 18, scope: !123)
!126 = !DILocation(line: 95, column: 17, scope: !123)
!127 = !DILocation(line: 98, column: 18, scope: !123)
!128 = !DILocation(line: 99, column: 8, scope: !123)
!129 = !DILocation(line: 97, column: 18, scope: !123)
!130 = !DILocation(line: 104, column: 13, scope: !123)
!131 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eBiasMask_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 92, type: !5, scopeLine: 92, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!132 = !DILocation(line: 93, column: 18, scope: !131)
!133 = !DILocation(line: 94, column: 18, scope: !131)
!134 = !DILocation(line: 95, column: 17, scope: !131)
!135 = !DILocation(line: 98, column: 18, scope: !131)
!136 = !DILocation(line: 99, column: 8, scope: !131)
!137 = !DILocation(line: 97, column: 18, scope: !131)
!138 = !DILocation(line: 104, column: 13, scope: !131)
!139 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eFloat16_5d", scope: !140, file: !140, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!140 = !DIFile(filename: "rdna3.go", directory: "")
!141 = !DILocation(line: 27, column: 19, scope: !139)
!142 = !DILocation(line: 29, column: 28, scope: !139)
!143 = !DILocation(line: 29, column: 31, scope: !139)
!144 = !DILocation(line: 29, column: 18, scope: !139)
!145 = !DILocation(line: 30, column: 30, scope: !139)
!146 = !DILocation(line: 30, column: 18, scope: !139)
!147 = !DILocation(line: 31, column: 31, scope: !139)
!148 = !DILocation(line: 31, column: 18, scope: !139)
!149 = !DILocation(line: 32, column: 15, scope: !139)
!150 = !DILocation(line: 33, column: 13, scope: !139)
!151 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileRow_5bkern_2eBFloat16_5d", scope: !140, file: !140, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!152 = !DILocation(line: 27, column: 19, scope: !151)
!153 = !DILocation(line: 29, column: 28, scope: !151)
!154 = !DILocation(line: 29, column: 31, scope: !151)
!155 = !DILocation(line: 29, column: 18, scope: !151)
!156 = !DILocation(line: 30, column: 30, scope: !151)
!157 = !DILocation(line: 30, column: 18, scope: !151)
!158 = !DILocation(line: 31, column: 31, scope: !151)
!159 = !DILocation(line: 31, column: 18, scope: !151)
!160 = !DILocation(line: 32, column: 15, scope: !151)
!161 = !DILocation(line: 33, column: 13, scope: !151)
!162 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eFloat16_5d", scope: !140, file: !140, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!163 = !DILocation(line: 41, column: 19, scope: !162)
!164 = !DILocation(line: 43, column: 28, scope: !162)
!165 = !DILocation(line: 43, column: 30, scope: !162)
!166 = !DILocation(line: 43, column: 18, scope: !162)
!167 = !DILocation(line: 44, column: 31, scope: !162)
!168 = !DILocation(line: 44, column: 18, scope: !162)
!169 = !DILocation(line: 45, column: 31, scope: !162)
!170 = !DILocation(line: 45, column: 18, scope: !162)
!171 = !DILocation(line: 46, column: 15, scope: !162)
!172 = !DILocation(line: 47, column: 13, scope: !162)
!173 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileCol_5bkern_2eBFloat16_5d", scope: !140, file: !140, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!174 = !DILocation(line: 41, column: 19, scope: !173)
!175 = !DILocation(line: 43, column: 28, scope: !173)
!176 = !DILocation(line: 43, column: 30, scope: !173)
!177 = !DILocation(line: 43, column: 18, scope: !173)
!178 = !DILocation(line: 44, column: 31, scope: !173)
!179 = !DILocation(line: 44, column: 18, scope: !173)
!180 = !DILocation(line: 45, column: 31, scope: !173)
!181 = !DILocation(line: 45, column: 18, scope: !173)
!182 = !DILocation(line: 46, column: 15, scope: !173)
!183 = !DILocation(line: 47, column: 13, scope: !173)
!184 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eFloat16_5d", scope: !140, file: !140, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!185 = !DILocation(line: 56, column: 18, scope: !184)
!186 = !DILocation(line: 57, column: 18, scope: !184)
!187 = !DILocation(line: 60, column: 16, scope: !184)
!188 = !DILocation(line: 62, column: 13, scope: !184)
!189 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eTileFill_5bkern_2eBFloat16_5d", scope: !140, file: !140, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!190 = !DILocation(line: 56, column: 18, scope: !189)
!191 = !DILocation(line: 57, column: 18, scope: !189)
!192 = !DILocation(line: 60, column: 16, scope: !189)
!193 = !DILocation(line: 62, column: 13, scope: !189)
!194 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d", scope: !140, file: !140, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!195 = !DILocation(line: 85, column: 20, scope: !194)
!196 = !DILocation(line: 86, column: 14, scope: !194)
!197 = !DILocation(line: 87, column: 16, scope: !194)
!198 = !DILocation(line: 87, column: 24, scope: !194)
!199 = !DILocation(line: 88, column: 22, scope: !194)
!200 = !DILocation(line: 88, column: 26, scope: !194)
!201 = !DILocation(line: 88, column: 44, scope: !194)
!202 = !DILocation(line: 88, column: 48, scope: !194)
!203 = !DILocation(line: 92, column: 48, scope: !194)
!204 = !DILocation(line: 97, column: 30, scope: !194)
!205 = !DILocation(line: 98, column: 33, scope: !194)
!206 = !DILocation(line: 98, column: 30, scope: !194)
!207 = !DILocation(line: 98, column: 37, scope: !194)
!208 = !DILocation(line: 91, column: 18, scope: !194)
!209 = !DILocation(line: 97, column: 20, scope: !194)
!210 = !DILocation(line: 0, scope: !194)
!211 = !DILocation(line: 92, column: 19, scope: !194)
!212 = !DILocation(line: 93, column: 19, scope: !194)
!213 = !DILocation(line: 93, column: 17, scope: !194)
!214 = !DILocation(line: 93, column: 25, scope: !194)
!215 = !DILocation(line: 93, column: 32, scope: !194)
!216 = !DILocation(line: 93, column: 27, scope: !194)
!217 = !DILocation(line: 93, column: 30, scope: !194)
!218 = !DILocation(line: 93, column: 13, scope: !194)
!219 = !DILocation(line: 93, column: 6, scope: !194)
!220 = !DILocation(line: 92, column: 33, scope: !194)
!221 = !DILocation(line: 95, column: 16, scope: !194)
!222 = !DILocation(line: 98, column: 39, scope: !194)
!223 = !DILocation(line: 98, column: 20, scope: !194)
!224 = !DILocation(line: 99, column: 18, scope: !194)
!225 = !DILocation(line: 101, column: 16, scope: !194)
!226 = !DILocation(line: 91, column: 23, scope: !194)
!227 = !DILocation(line: 103, column: 23, scope: !194)
!228 = !DILocation(line: 103, column: 30, scope: !194)
!229 = !DILocation(line: 103, column: 35, scope: !194)
!230 = !DILocation(line: 103, column: 13, scope: !194)
!231 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d", scope: !140, file: !140, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!232 = !DILocation(line: 85, column: 20, scope: !231)
!233 = !DILocation(line: 86, column: 14, scope: !231)
!234 = !DILocation(line: 87, column: 16, scope: !231)
!235 = !DILocation(line: 87, column: 24, scope: !231)
!236 = !DILocation(line: 88, column: 22, scope: !231)
!237 = !DILocation(line: 88, column: 26, scope: !231)
!238 = !DILocation(line: 88, column: 44, scope: !231)
!239 = !DILocation(line: 88, column: 48, scope: !231)
!240 = !DILocation(line: 92, column: 48, scope: !231)
!241 = !DILocation(line: 97, column: 30, scope: !231)
!242 = !DILocation(line: 98, column: 33, scope: !231)
!243 = !DILocation(line: 98, column: 30, scope: !231)
!244 = !DILocation(line: 98, column: 37, scope: !231)
!245 = !DILocation(line: 91, column: 18, scope: !231)
!246 = !DILocation(line: 97, column: 20, scope: !231)
!247 = !DILocation(line: 0, scope: !231)
!248 = !DILocation(line: 92, column: 19, scope: !231)
!249 = !DILocation(line: 93, column: 19, scope: !231)
!250 = !DILocation(line: 93, column: 17, scope: !231)
!251 = !DILocation(line: 93, column: 25, scope: !231)
!252 = !DILocation(line: 93, column: 32, scope: !231)
!253 = !DILocation(line: 93, column: 27, scope: !231)
!254 = !DILocation(line: 93, column: 30, scope: !231)
!255 = !DILocation(line: 93, column: 13, scope: !231)
!256 = !DILocation(line: 93, column: 6, scope: !231)
!257 = !DILocation(line: 92, column: 33, scope: !231)
!258 = !DILocation(line: 95, column: 16, scope: !231)
!259 = !DILocation(line: 98, column: 39, scope: !231)
!260 = !DILocation(line: 98, column: 20, scope: !231)
!261 = !DILocation(line: 99, column: 18, scope: !231)
!262 = !DILocation(line: 101, column: 16, scope: !231)
!263 = !DILocation(line: 91, column: 23, scope: !231)
!264 = !DILocation(line: 103, column: 23, scope: !231)
!265 = !DILocation(line: 103, column: 30, scope: !231)
!266 = !DILocation(line: 103, column: 35, scope: !231)
!267 = !DILocation(line: 103, column: 13, scope: !231)
