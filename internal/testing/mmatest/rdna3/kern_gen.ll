; kern module github.com/kernlab/kern/internal/testing/mmatest/rdna3 (wave32, gfx1100)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eMatmul_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2frdna3_2eEpilogue_5bkern_2eFloat16_5d(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, i64 %a12, i16 %a13, float %a14, float %a15) local_unnamed_addr #0 !dbg !4 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !7
  %.14 = lshr i32 %.13, 4, !dbg !7
  %.15 = zext i32 %.14 to i64, !dbg !7
  %.16 = and i32 %.13, 15, !dbg !7
  %.17 = zext i32 %.16 to i64, !dbg !7
  %.18 = shl nuw nsw i64 %.15, 3, !dbg !7
  %.19 = mul i64 %.17, %a12, !dbg !7
  %.20 = add i64 %.19, %.18, !dbg !7
  %.21 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.20, !dbg !7
  %.22 = ptrtoint ptr addrspace(1) %.21 to i64, !dbg !7
  %.23 = and i64 %.22, 3, !dbg !7
  %.24 = icmp eq i64 %.23, 0, !dbg !7
  br i1 %.24, label %frag.wide.25, label %frag.narrow.26, !dbg !7

frag.wide.25:                                     ; preds = %entry
  %.28 = load <4 x i32>, ptr addrspace(1) %.21, align 4, !dbg !7, !amdgpu.noclobber !6
  %.29 = extractelement <4 x i32> %.28, i64 0, !dbg !7
  %.30 = extractelement <4 x i32> %.28, i64 1, !dbg !7
  %.31 = extractelement <4 x i32> %.28, i64 2, !dbg !7
  %.32 = extractelement <4 x i32> %.28, i64 3, !dbg !7
  br label %frag.join.27, !dbg !7

frag.narrow.26:                                   ; preds = %entry
  %.34 = load i16, ptr addrspace(1) %.21, align 2, !dbg !7, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !7
  %.36 = add i64 %.20, 1, !dbg !7
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.36, !dbg !7
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !7, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !7
  %.40 = shl nuw i32 %.39, 16, !dbg !7
  %.41 = or i32 %.40, %.35, !dbg !7
  %.42 = add i64 %.20, 2, !dbg !7
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !7
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !7, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !7
  %.46 = add i64 %.20, 3, !dbg !7
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.46, !dbg !7
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !7, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !7
  %.50 = shl nuw i32 %.49, 16, !dbg !7
  %.51 = or i32 %.50, %.45, !dbg !7
  %.52 = add i64 %.20, 4, !dbg !7
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.52, !dbg !7
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !7, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !7
  %.56 = add i64 %.20, 5, !dbg !7
  %.57 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.56, !dbg !7
  %.58 = load i16, ptr addrspace(1) %.57, align 2, !dbg !7, !amdgpu.noclobber !6
  %.59 = zext i16 %.58 to i32, !dbg !7
  %.60 = shl nuw i32 %.59, 16, !dbg !7
  %.61 = or i32 %.60, %.55, !dbg !7
  %.62 = add i64 %.20, 6, !dbg !7
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.62, !dbg !7
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !7, !amdgpu.noclobber !6
  %.65 = zext i16 %.64 to i32, !dbg !7
  %.66 = add i64 %.20, 7, !dbg !7
  %.67 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.66, !dbg !7
  %.68 = load i16, ptr addrspace(1) %.67, align 2, !dbg !7, !amdgpu.noclobber !6
  %.69 = zext i16 %.68 to i32, !dbg !7
  %.70 = shl nuw i32 %.69, 16, !dbg !7
  %.71 = or i32 %.70, %.65, !dbg !7
  br label %frag.join.27, !dbg !7

frag.join.27:                                     ; preds = %frag.narrow.26, %frag.wide.25
  %.72 = phi i32 [ %.29, %frag.wide.25 ], [ %.41, %frag.narrow.26 ], !dbg !7
  %.73 = phi i32 [ %.30, %frag.wide.25 ], [ %.51, %frag.narrow.26 ], !dbg !7
  %.74 = phi i32 [ %.31, %frag.wide.25 ], [ %.61, %frag.narrow.26 ], !dbg !7
  %.75 = phi i32 [ %.32, %frag.wide.25 ], [ %.71, %frag.narrow.26 ], !dbg !7
  %.102 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.20, !dbg !8
  %.103 = ptrtoint ptr addrspace(1) %.102 to i64, !dbg !8
  %.104 = and i64 %.103, 3, !dbg !8
  %.105 = icmp eq i64 %.104, 0, !dbg !8
  br i1 %.105, label %frag.wide.106, label %frag.narrow.107, !dbg !8

frag.wide.106:                                    ; preds = %frag.join.27
  %.109 = load <4 x i32>, ptr addrspace(1) %.102, align 4, !dbg !8, !amdgpu.noclobber !6
  %.110 = extractelement <4 x i32> %.109, i64 0, !dbg !8
  %.111 = extractelement <4 x i32> %.109, i64 1, !dbg !8
  %.112 = extractelement <4 x i32> %.109, i64 2, !dbg !8
  %.113 = extractelement <4 x i32> %.109, i64 3, !dbg !8
  br label %frag.join.108, !dbg !8

frag.narrow.107:                                  ; preds = %frag.join.27
  %.115 = load i16, ptr addrspace(1) %.102, align 2, !dbg !8, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !8
  %.117 = add i64 %.20, 1, !dbg !8
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.117, !dbg !8
  %.119 = load i16, ptr addrspace(1) %.118, align 2, !dbg !8, !amdgpu.noclobber !6
  %.120 = zext i16 %.119 to i32, !dbg !8
  %.121 = shl nuw i32 %.120, 16, !dbg !8
  %.122 = or i32 %.121, %.116, !dbg !8
  %.123 = add i64 %.20, 2, !dbg !8
  %.124 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.123, !dbg !8
  %.125 = load i16, ptr addrspace(1) %.124, align 2, !dbg !8, !amdgpu.noclobber !6
  %.126 = zext i16 %.125 to i32, !dbg !8
  %.127 = add i64 %.20, 3, !dbg !8
  %.128 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.127, !dbg !8
  %.129 = load i16, ptr addrspace(1) %.128, align 2, !dbg !8, !amdgpu.noclobber !6
  %.130 = zext i16 %.129 to i32, !dbg !8
  %.131 = shl nuw i32 %.130, 16, !dbg !8
  %.132 = or i32 %.131, %.126, !dbg !8
  %.133 = add i64 %.20, 4, !dbg !8
  %.134 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.133, !dbg !8
  %.135 = load i16, ptr addrspace(1) %.134, align 2, !dbg !8, !amdgpu.noclobber !6
  %.136 = zext i16 %.135 to i32, !dbg !8
  %.137 = add i64 %.20, 5, !dbg !8
  %.138 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.137, !dbg !8
  %.139 = load i16, ptr addrspace(1) %.138, align 2, !dbg !8, !amdgpu.noclobber !6
  %.140 = zext i16 %.139 to i32, !dbg !8
  %.141 = shl nuw i32 %.140, 16, !dbg !8
  %.142 = or i32 %.141, %.136, !dbg !8
  %.143 = add i64 %.20, 6, !dbg !8
  %.144 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.143, !dbg !8
  %.145 = load i16, ptr addrspace(1) %.144, align 2, !dbg !8, !amdgpu.noclobber !6
  %.146 = zext i16 %.145 to i32, !dbg !8
  %.147 = add i64 %.20, 7, !dbg !8
  %.148 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.147, !dbg !8
  %.149 = load i16, ptr addrspace(1) %.148, align 2, !dbg !8, !amdgpu.noclobber !6
  %.150 = zext i16 %.149 to i32, !dbg !8
  %.151 = shl nuw i32 %.150, 16, !dbg !8
  %.152 = or i32 %.151, %.146, !dbg !8
  br label %frag.join.108, !dbg !8

frag.join.108:                                    ; preds = %frag.narrow.107, %frag.wide.106
  %.153 = phi i32 [ %.110, %frag.wide.106 ], [ %.122, %frag.narrow.107 ], !dbg !8
  %.154 = phi i32 [ %.111, %frag.wide.106 ], [ %.132, %frag.narrow.107 ], !dbg !8
  %.155 = phi i32 [ %.112, %frag.wide.106 ], [ %.142, %frag.narrow.107 ], !dbg !8
  %.156 = phi i32 [ %.113, %frag.wide.106 ], [ %.152, %frag.narrow.107 ], !dbg !8
  %.83 = bitcast i16 %a13 to half
  %.82.7 = lshr i32 %.75, 16, !dbg !9
  %t26.7 = trunc i32 %.82.7 to i16, !dbg !9
  %.84.7 = bitcast i16 %t26.7 to half, !dbg !10
  %.85.7 = fmul half %.83, %.84.7, !dbg !10
  %.86.7 = bitcast half %.85.7 to i16, !dbg !10
  %t29.7 = zext i16 %.86.7 to i32, !dbg !11
  %.93.7 = shl nuw i32 %t29.7, 16, !dbg !11
  %t26.6 = trunc i32 %.75 to i16, !dbg !9
  %.84.6 = bitcast i16 %t26.6 to half, !dbg !10
  %.85.6 = fmul half %.83, %.84.6, !dbg !10
  %.86.6 = bitcast half %.85.6 to i16, !dbg !10
  %t29.6 = zext i16 %.86.6 to i32, !dbg !11
  %t34.7 = or i32 %.93.7, %t29.6, !dbg !11
  %.82.5 = lshr i32 %.74, 16, !dbg !9
  %t26.5 = trunc i32 %.82.5 to i16, !dbg !9
  %.84.5 = bitcast i16 %t26.5 to half, !dbg !10
  %.85.5 = fmul half %.83, %.84.5, !dbg !10
  %.86.5 = bitcast half %.85.5 to i16, !dbg !10
  %t29.5 = zext i16 %.86.5 to i32, !dbg !11
  %.93.5 = shl nuw i32 %t29.5, 16, !dbg !11
  %t26.4 = trunc i32 %.74 to i16, !dbg !9
  %.84.4 = bitcast i16 %t26.4 to half, !dbg !10
  %.85.4 = fmul half %.83, %.84.4, !dbg !10
  %.86.4 = bitcast half %.85.4 to i16, !dbg !10
  %t29.4 = zext i16 %.86.4 to i32, !dbg !11
  %t34.5 = or i32 %.93.5, %t29.4, !dbg !11
  %.82.3 = lshr i32 %.73, 16, !dbg !9
  %t26.3 = trunc i32 %.82.3 to i16, !dbg !9
  %.84.3 = bitcast i16 %t26.3 to half, !dbg !10
  %.85.3 = fmul half %.83, %.84.3, !dbg !10
  %.86.3 = bitcast half %.85.3 to i16, !dbg !10
  %t29.3 = zext i16 %.86.3 to i32, !dbg !11
  %.93.3 = shl nuw i32 %t29.3, 16, !dbg !11
  %t26.2 = trunc i32 %.73 to i16, !dbg !9
  %.84.2 = bitcast i16 %t26.2 to half, !dbg !10
  %.85.2 = fmul half %.83, %.84.2, !dbg !10
  %.86.2 = bitcast half %.85.2 to i16, !dbg !10
  %t29.2 = zext i16 %.86.2 to i32, !dbg !11
  %t34.3 = or i32 %.93.3, %t29.2, !dbg !11
  %.82.1 = lshr i32 %.72, 16, !dbg !9
  %t26.1 = trunc i32 %.82.1 to i16, !dbg !9
  %.84.1 = bitcast i16 %t26.1 to half, !dbg !10
  %.85.1 = fmul half %.83, %.84.1, !dbg !10
  %.86.1 = bitcast half %.85.1 to i16, !dbg !10
  %t29.1 = zext i16 %.86.1 to i32, !dbg !11
  %.93.1 = shl nuw i32 %t29.1, 16, !dbg !11
  %t26 = trunc i32 %.72 to i16, !dbg !9
  %.84 = bitcast i16 %t26 to half, !dbg !10
  %.85 = fmul half %.83, %.84, !dbg !10
  %.86 = bitcast half %.85 to i16, !dbg !10
  %t29 = zext i16 %.86 to i32, !dbg !11
  %t34.1 = or i32 %.93.1, %t29, !dbg !11
  %.166 = mul i64 %.15, %a12, !dbg !12
  %.167 = add i64 %.166, %.17, !dbg !12
  %.168 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.167, !dbg !12
  %.169 = load float, ptr addrspace(1) %.168, align 4, !dbg !12, !amdgpu.noclobber !6
  %.170 = shl i64 %a12, 1, !dbg !12
  %.171 = add i64 %.167, %.170, !dbg !12
  %.172 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.171, !dbg !12
  %.173 = load float, ptr addrspace(1) %.172, align 4, !dbg !12, !amdgpu.noclobber !6
  %.174 = shl i64 %a12, 2, !dbg !12
  %.175 = add i64 %.167, %.174, !dbg !12
  %.176 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.175, !dbg !12
  %.177 = load float, ptr addrspace(1) %.176, align 4, !dbg !12, !amdgpu.noclobber !6
  %.178 = mul i64 %a12, 6, !dbg !12
  %.179 = add i64 %.167, %.178, !dbg !12
  %.180 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.179, !dbg !12
  %.181 = load float, ptr addrspace(1) %.180, align 4, !dbg !12, !amdgpu.noclobber !6
  %.182 = shl i64 %a12, 3, !dbg !12
  %.183 = add i64 %.167, %.182, !dbg !12
  %.184 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.183, !dbg !12
  %.185 = load float, ptr addrspace(1) %.184, align 4, !dbg !12, !amdgpu.noclobber !6
  %.186 = mul i64 %a12, 10, !dbg !12
  %.187 = add i64 %.167, %.186, !dbg !12
  %.188 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.187, !dbg !12
  %.189 = load float, ptr addrspace(1) %.188, align 4, !dbg !12, !amdgpu.noclobber !6
  %.190 = mul i64 %a12, 12, !dbg !12
  %.191 = add i64 %.167, %.190, !dbg !12
  %.192 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.191, !dbg !12
  %.193 = load float, ptr addrspace(1) %.192, align 4, !dbg !12, !amdgpu.noclobber !6
  %.194 = mul i64 %a12, 14, !dbg !12
  %.195 = add i64 %.167, %.194, !dbg !12
  %.196 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.195, !dbg !12
  %.197 = load float, ptr addrspace(1) %.196, align 4, !dbg !12, !amdgpu.noclobber !6
  %.215 = icmp ugt i32 %.13, 15, !dbg !13
  %.216 = shl i32 %.13, 2, !dbg !13
  %.217 = xor i32 %.216, 64, !dbg !13
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %t34.1), !dbg !13
  %.220 = select i1 %.215, i32 %.219, i32 %t34.1, !dbg !13
  %.221 = select i1 %.215, i32 %t34.1, i32 %.219, !dbg !13
  %.222 = insertelement <8 x i32> poison, i32 %.220, i64 0, !dbg !13
  %.223 = insertelement <8 x i32> %.222, i32 %.221, i64 4, !dbg !13
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %t34.3), !dbg !13
  %.226 = select i1 %.215, i32 %.225, i32 %t34.3, !dbg !13
  %.227 = select i1 %.215, i32 %t34.3, i32 %.225, !dbg !13
  %.228 = insertelement <8 x i32> %.223, i32 %.226, i64 1, !dbg !13
  %.229 = insertelement <8 x i32> %.228, i32 %.227, i64 5, !dbg !13
  %.231 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %t34.5), !dbg !13
  %.232 = select i1 %.215, i32 %.231, i32 %t34.5, !dbg !13
  %.233 = select i1 %.215, i32 %t34.5, i32 %.231, !dbg !13
  %.234 = insertelement <8 x i32> %.229, i32 %.232, i64 2, !dbg !13
  %.235 = insertelement <8 x i32> %.234, i32 %.233, i64 6, !dbg !13
  %.237 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %t34.7), !dbg !13
  %.238 = select i1 %.215, i32 %.237, i32 %t34.7, !dbg !13
  %.239 = select i1 %.215, i32 %t34.7, i32 %.237, !dbg !13
  %.240 = insertelement <8 x i32> %.235, i32 %.238, i64 3, !dbg !13
  %.241 = insertelement <8 x i32> %.240, i32 %.239, i64 7, !dbg !13
  %.242 = bitcast <8 x i32> %.241 to <16 x half>, !dbg !13
  %.244 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.153), !dbg !13
  %.245 = select i1 %.215, i32 %.244, i32 %.153, !dbg !13
  %.246 = select i1 %.215, i32 %.153, i32 %.244, !dbg !13
  %.247 = insertelement <8 x i32> poison, i32 %.245, i64 0, !dbg !13
  %.248 = insertelement <8 x i32> %.247, i32 %.246, i64 4, !dbg !13
  %.250 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.154), !dbg !13
  %.251 = select i1 %.215, i32 %.250, i32 %.154, !dbg !13
  %.252 = select i1 %.215, i32 %.154, i32 %.250, !dbg !13
  %.253 = insertelement <8 x i32> %.248, i32 %.251, i64 1, !dbg !13
  %.254 = insertelement <8 x i32> %.253, i32 %.252, i64 5, !dbg !13
  %.256 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.155), !dbg !13
  %.257 = select i1 %.215, i32 %.256, i32 %.155, !dbg !13
  %.258 = select i1 %.215, i32 %.155, i32 %.256, !dbg !13
  %.259 = insertelement <8 x i32> %.254, i32 %.257, i64 2, !dbg !13
  %.260 = insertelement <8 x i32> %.259, i32 %.258, i64 6, !dbg !13
  %.262 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.156), !dbg !13
  %.263 = select i1 %.215, i32 %.262, i32 %.156, !dbg !13
  %.264 = select i1 %.215, i32 %.156, i32 %.262, !dbg !13
  %.265 = insertelement <8 x i32> %.260, i32 %.263, i64 3, !dbg !13
  %.266 = insertelement <8 x i32> %.265, i32 %.264, i64 7, !dbg !13
  %.267 = bitcast <8 x i32> %.266 to <16 x half>, !dbg !13
  %.284 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.242, <16 x half> %.267, <8 x float> zeroinitializer), !dbg !13
  %.285 = extractelement <8 x float> %.284, i64 0, !dbg !13
  %.286 = extractelement <8 x float> %.284, i64 1, !dbg !13
  %.287 = extractelement <8 x float> %.284, i64 2, !dbg !13
  %.288 = extractelement <8 x float> %.284, i64 3, !dbg !13
  %.289 = extractelement <8 x float> %.284, i64 4, !dbg !13
  %.290 = extractelement <8 x float> %.284, i64 5, !dbg !13
  %.291 = extractelement <8 x float> %.284, i64 6, !dbg !13
  %.292 = extractelement <8 x float> %.284, i64 7, !dbg !13
  %.305 = bitcast float %a15 to i32
  %.311 = fcmp uno float %a15, 0.000000e+00
  %t101 = fmul float %.169, %a14, !dbg !14
  %t102 = fadd float %.285, %t101, !dbg !15
  %.301 = fcmp ogt float %t102, %a15, !dbg !16
  %.302 = select i1 %.301, float %t102, float %a15, !dbg !16
  %.303 = fcmp oeq float %t102, %a15, !dbg !16
  %.304 = bitcast float %t102 to i32, !dbg !16
  %.306 = and i32 %.304, %.305, !dbg !16
  %.307 = bitcast i32 %.306 to float, !dbg !16
  %.308 = select i1 %.303, float %.307, float %.302, !dbg !16
  %.309 = fcmp uno float %t102, 0.000000e+00, !dbg !16
  %.310 = select i1 %.309, float %t102, float %.308, !dbg !16
  %.312 = select i1 %.311, float %a15, float %.310, !dbg !16
  %t101.1 = fmul float %.173, %a14, !dbg !14
  %t102.1 = fadd float %.286, %t101.1, !dbg !15
  %.301.1 = fcmp ogt float %t102.1, %a15, !dbg !16
  %.302.1 = select i1 %.301.1, float %t102.1, float %a15, !dbg !16
  %.303.1 = fcmp oeq float %t102.1, %a15, !dbg !16
  %.304.1 = bitcast float %t102.1 to i32, !dbg !16
  %.306.1 = and i32 %.304.1, %.305, !dbg !16
  %.307.1 = bitcast i32 %.306.1 to float, !dbg !16
  %.308.1 = select i1 %.303.1, float %.307.1, float %.302.1, !dbg !16
  %.309.1 = fcmp uno float %t102.1, 0.000000e+00, !dbg !16
  %.310.1 = select i1 %.309.1, float %t102.1, float %.308.1, !dbg !16
  %.312.1 = select i1 %.311, float %a15, float %.310.1, !dbg !16
  %t101.2 = fmul float %.177, %a14, !dbg !14
  %t102.2 = fadd float %.287, %t101.2, !dbg !15
  %.301.2 = fcmp ogt float %t102.2, %a15, !dbg !16
  %.302.2 = select i1 %.301.2, float %t102.2, float %a15, !dbg !16
  %.303.2 = fcmp oeq float %t102.2, %a15, !dbg !16
  %.304.2 = bitcast float %t102.2 to i32, !dbg !16
  %.306.2 = and i32 %.304.2, %.305, !dbg !16
  %.307.2 = bitcast i32 %.306.2 to float, !dbg !16
  %.308.2 = select i1 %.303.2, float %.307.2, float %.302.2, !dbg !16
  %.309.2 = fcmp uno float %t102.2, 0.000000e+00, !dbg !16
  %.310.2 = select i1 %.309.2, float %t102.2, float %.308.2, !dbg !16
  %.312.2 = select i1 %.311, float %a15, float %.310.2, !dbg !16
  %t101.3 = fmul float %.181, %a14, !dbg !14
  %t102.3 = fadd float %.288, %t101.3, !dbg !15
  %.301.3 = fcmp ogt float %t102.3, %a15, !dbg !16
  %.302.3 = select i1 %.301.3, float %t102.3, float %a15, !dbg !16
  %.303.3 = fcmp oeq float %t102.3, %a15, !dbg !16
  %.304.3 = bitcast float %t102.3 to i32, !dbg !16
  %.306.3 = and i32 %.304.3, %.305, !dbg !16
  %.307.3 = bitcast i32 %.306.3 to float, !dbg !16
  %.308.3 = select i1 %.303.3, float %.307.3, float %.302.3, !dbg !16
  %.309.3 = fcmp uno float %t102.3, 0.000000e+00, !dbg !16
  %.310.3 = select i1 %.309.3, float %t102.3, float %.308.3, !dbg !16
  %.312.3 = select i1 %.311, float %a15, float %.310.3, !dbg !16
  %t101.4 = fmul float %.185, %a14, !dbg !14
  %t102.4 = fadd float %.289, %t101.4, !dbg !15
  %.301.4 = fcmp ogt float %t102.4, %a15, !dbg !16
  %.302.4 = select i1 %.301.4, float %t102.4, float %a15, !dbg !16
  %.303.4 = fcmp oeq float %t102.4, %a15, !dbg !16
  %.304.4 = bitcast float %t102.4 to i32, !dbg !16
  %.306.4 = and i32 %.304.4, %.305, !dbg !16
  %.307.4 = bitcast i32 %.306.4 to float, !dbg !16
  %.308.4 = select i1 %.303.4, float %.307.4, float %.302.4, !dbg !16
  %.309.4 = fcmp uno float %t102.4, 0.000000e+00, !dbg !16
  %.310.4 = select i1 %.309.4, float %t102.4, float %.308.4, !dbg !16
  %.312.4 = select i1 %.311, float %a15, float %.310.4, !dbg !16
  %t101.5 = fmul float %.189, %a14, !dbg !14
  %t102.5 = fadd float %.290, %t101.5, !dbg !15
  %.301.5 = fcmp ogt float %t102.5, %a15, !dbg !16
  %.302.5 = select i1 %.301.5, float %t102.5, float %a15, !dbg !16
  %.303.5 = fcmp oeq float %t102.5, %a15, !dbg !16
  %.304.5 = bitcast float %t102.5 to i32, !dbg !16
  %.306.5 = and i32 %.304.5, %.305, !dbg !16
  %.307.5 = bitcast i32 %.306.5 to float, !dbg !16
  %.308.5 = select i1 %.303.5, float %.307.5, float %.302.5, !dbg !16
  %.309.5 = fcmp uno float %t102.5, 0.000000e+00, !dbg !16
  %.310.5 = select i1 %.309.5, float %t102.5, float %.308.5, !dbg !16
  %.312.5 = select i1 %.311, float %a15, float %.310.5, !dbg !16
  %t101.6 = fmul float %.193, %a14, !dbg !14
  %t102.6 = fadd float %.291, %t101.6, !dbg !15
  %.301.6 = fcmp ogt float %t102.6, %a15, !dbg !16
  %.302.6 = select i1 %.301.6, float %t102.6, float %a15, !dbg !16
  %.303.6 = fcmp oeq float %t102.6, %a15, !dbg !16
  %.304.6 = bitcast float %t102.6 to i32, !dbg !16
  %.306.6 = and i32 %.304.6, %.305, !dbg !16
  %.307.6 = bitcast i32 %.306.6 to float, !dbg !16
  %.308.6 = select i1 %.303.6, float %.307.6, float %.302.6, !dbg !16
  %.309.6 = fcmp uno float %t102.6, 0.000000e+00, !dbg !16
  %.310.6 = select i1 %.309.6, float %t102.6, float %.308.6, !dbg !16
  %.312.6 = select i1 %.311, float %a15, float %.310.6, !dbg !16
  %t101.7 = fmul float %.197, %a14, !dbg !14
  %t102.7 = fadd float %.292, %t101.7, !dbg !15
  %.301.7 = fcmp ogt float %t102.7, %a15, !dbg !16
  %.302.7 = select i1 %.301.7, float %t102.7, float %a15, !dbg !16
  %.303.7 = fcmp oeq float %t102.7, %a15, !dbg !16
  %.304.7 = bitcast float %t102.7 to i32, !dbg !16
  %.306.7 = and i32 %.304.7, %.305, !dbg !16
  %.307.7 = bitcast i32 %.306.7 to float, !dbg !16
  %.308.7 = select i1 %.303.7, float %.307.7, float %.302.7, !dbg !16
  %.309.7 = fcmp uno float %t102.7, 0.000000e+00, !dbg !16
  %.310.7 = select i1 %.309.7, float %t102.7, float %.308.7, !dbg !16
  %.312.7 = select i1 %.311, float %a15, float %.310.7, !dbg !16
  %.321 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.167, !dbg !17
  store float %.312, ptr addrspace(1) %.321, align 4, !dbg !17
  %.325 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.171, !dbg !17
  store float %.312.1, ptr addrspace(1) %.325, align 4, !dbg !17
  %.329 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.175, !dbg !17
  store float %.312.2, ptr addrspace(1) %.329, align 4, !dbg !17
  %.333 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.179, !dbg !17
  store float %.312.3, ptr addrspace(1) %.333, align 4, !dbg !17
  %.337 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.183, !dbg !17
  store float %.312.4, ptr addrspace(1) %.337, align 4, !dbg !17
  %.341 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.187, !dbg !17
  store float %.312.5, ptr addrspace(1) %.341, align 4, !dbg !17
  %.345 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.191, !dbg !17
  store float %.312.6, ptr addrspace(1) %.345, align 4, !dbg !17
  %.349 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.195, !dbg !17
  store float %.312.7, ptr addrspace(1) %.349, align 4, !dbg !17
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
  %.18 = shl nuw nsw i64 %.15, 3, !dbg !19
  %.19 = mul i64 %.17, %a12, !dbg !19
  %.20 = add i64 %.19, %.18, !dbg !19
  %.21 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.20, !dbg !19
  %.22 = ptrtoint ptr addrspace(1) %.21 to i64, !dbg !19
  %.23 = and i64 %.22, 3, !dbg !19
  %.24 = icmp eq i64 %.23, 0, !dbg !19
  br i1 %.24, label %frag.wide.25, label %frag.narrow.26, !dbg !19

frag.wide.25:                                     ; preds = %entry
  %.28 = load <4 x i32>, ptr addrspace(1) %.21, align 4, !dbg !19, !amdgpu.noclobber !6
  %.29 = extractelement <4 x i32> %.28, i64 0, !dbg !19
  %.30 = extractelement <4 x i32> %.28, i64 1, !dbg !19
  %.31 = extractelement <4 x i32> %.28, i64 2, !dbg !19
  %.32 = extractelement <4 x i32> %.28, i64 3, !dbg !19
  br label %frag.join.27, !dbg !19

frag.narrow.26:                                   ; preds = %entry
  %.34 = load i16, ptr addrspace(1) %.21, align 2, !dbg !19, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !19
  %.36 = add i64 %.20, 1, !dbg !19
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.36, !dbg !19
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !19, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !19
  %.40 = shl nuw i32 %.39, 16, !dbg !19
  %.41 = or i32 %.40, %.35, !dbg !19
  %.42 = add i64 %.20, 2, !dbg !19
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !19
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !19, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !19
  %.46 = add i64 %.20, 3, !dbg !19
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.46, !dbg !19
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !19, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !19
  %.50 = shl nuw i32 %.49, 16, !dbg !19
  %.51 = or i32 %.50, %.45, !dbg !19
  %.52 = add i64 %.20, 4, !dbg !19
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.52, !dbg !19
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !19, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !19
  %.56 = add i64 %.20, 5, !dbg !19
  %.57 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.56, !dbg !19
  %.58 = load i16, ptr addrspace(1) %.57, align 2, !dbg !19, !amdgpu.noclobber !6
  %.59 = zext i16 %.58 to i32, !dbg !19
  %.60 = shl nuw i32 %.59, 16, !dbg !19
  %.61 = or i32 %.60, %.55, !dbg !19
  %.62 = add i64 %.20, 6, !dbg !19
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.62, !dbg !19
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !19, !amdgpu.noclobber !6
  %.65 = zext i16 %.64 to i32, !dbg !19
  %.66 = add i64 %.20, 7, !dbg !19
  %.67 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.66, !dbg !19
  %.68 = load i16, ptr addrspace(1) %.67, align 2, !dbg !19, !amdgpu.noclobber !6
  %.69 = zext i16 %.68 to i32, !dbg !19
  %.70 = shl nuw i32 %.69, 16, !dbg !19
  %.71 = or i32 %.70, %.65, !dbg !19
  br label %frag.join.27, !dbg !19

frag.join.27:                                     ; preds = %frag.narrow.26, %frag.wide.25
  %.72 = phi i32 [ %.29, %frag.wide.25 ], [ %.41, %frag.narrow.26 ], !dbg !19
  %.73 = phi i32 [ %.30, %frag.wide.25 ], [ %.51, %frag.narrow.26 ], !dbg !19
  %.74 = phi i32 [ %.31, %frag.wide.25 ], [ %.61, %frag.narrow.26 ], !dbg !19
  %.75 = phi i32 [ %.32, %frag.wide.25 ], [ %.71, %frag.narrow.26 ], !dbg !19
  %.117 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.20, !dbg !20
  %.118 = ptrtoint ptr addrspace(1) %.117 to i64, !dbg !20
  %.119 = and i64 %.118, 3, !dbg !20
  %.120 = icmp eq i64 %.119, 0, !dbg !20
  br i1 %.120, label %frag.wide.121, label %frag.narrow.122, !dbg !20

frag.wide.121:                                    ; preds = %frag.join.27
  %.124 = load <4 x i32>, ptr addrspace(1) %.117, align 4, !dbg !20, !amdgpu.noclobber !6
  %.125 = extractelement <4 x i32> %.124, i64 0, !dbg !20
  %.126 = extractelement <4 x i32> %.124, i64 1, !dbg !20
  %.127 = extractelement <4 x i32> %.124, i64 2, !dbg !20
  %.128 = extractelement <4 x i32> %.124, i64 3, !dbg !20
  br label %frag.join.123, !dbg !20

frag.narrow.122:                                  ; preds = %frag.join.27
  %.130 = load i16, ptr addrspace(1) %.117, align 2, !dbg !20, !amdgpu.noclobber !6
  %.131 = zext i16 %.130 to i32, !dbg !20
  %.132 = add i64 %.20, 1, !dbg !20
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.132, !dbg !20
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !20, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !20
  %.136 = shl nuw i32 %.135, 16, !dbg !20
  %.137 = or i32 %.136, %.131, !dbg !20
  %.138 = add i64 %.20, 2, !dbg !20
  %.139 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.138, !dbg !20
  %.140 = load i16, ptr addrspace(1) %.139, align 2, !dbg !20, !amdgpu.noclobber !6
  %.141 = zext i16 %.140 to i32, !dbg !20
  %.142 = add i64 %.20, 3, !dbg !20
  %.143 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.142, !dbg !20
  %.144 = load i16, ptr addrspace(1) %.143, align 2, !dbg !20, !amdgpu.noclobber !6
  %.145 = zext i16 %.144 to i32, !dbg !20
  %.146 = shl nuw i32 %.145, 16, !dbg !20
  %.147 = or i32 %.146, %.141, !dbg !20
  %.148 = add i64 %.20, 4, !dbg !20
  %.149 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.148, !dbg !20
  %.150 = load i16, ptr addrspace(1) %.149, align 2, !dbg !20, !amdgpu.noclobber !6
  %.151 = zext i16 %.150 to i32, !dbg !20
  %.152 = add i64 %.20, 5, !dbg !20
  %.153 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.152, !dbg !20
  %.154 = load i16, ptr addrspace(1) %.153, align 2, !dbg !20, !amdgpu.noclobber !6
  %.155 = zext i16 %.154 to i32, !dbg !20
  %.156 = shl nuw i32 %.155, 16, !dbg !20
  %.157 = or i32 %.156, %.151, !dbg !20
  %.158 = add i64 %.20, 6, !dbg !20
  %.159 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.158, !dbg !20
  %.160 = load i16, ptr addrspace(1) %.159, align 2, !dbg !20, !amdgpu.noclobber !6
  %.161 = zext i16 %.160 to i32, !dbg !20
  %.162 = add i64 %.20, 7, !dbg !20
  %.163 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.162, !dbg !20
  %.164 = load i16, ptr addrspace(1) %.163, align 2, !dbg !20, !amdgpu.noclobber !6
  %.165 = zext i16 %.164 to i32, !dbg !20
  %.166 = shl nuw i32 %.165, 16, !dbg !20
  %.167 = or i32 %.166, %.161, !dbg !20
  br label %frag.join.123, !dbg !20

frag.join.123:                                    ; preds = %frag.narrow.122, %frag.wide.121
  %.168 = phi i32 [ %.125, %frag.wide.121 ], [ %.137, %frag.narrow.122 ], !dbg !20
  %.169 = phi i32 [ %.126, %frag.wide.121 ], [ %.147, %frag.narrow.122 ], !dbg !20
  %.170 = phi i32 [ %.127, %frag.wide.121 ], [ %.157, %frag.narrow.122 ], !dbg !20
  %.171 = phi i32 [ %.128, %frag.wide.121 ], [ %.167, %frag.narrow.122 ], !dbg !20
  %.83 = zext i16 %a13 to i32
  %.84 = shl nuw i32 %.83, 16
  %.85 = bitcast i32 %.84 to float
  %.82.7 = and i32 %.75, -65536, !dbg !21
  %.88.7 = bitcast i32 %.82.7 to float, !dbg !21
  %.89.7 = fmul float %.85, %.88.7, !dbg !21
  %.90.7 = bitcast float %.89.7 to i32, !dbg !21
  %.91.7 = and i32 %.90.7, 2147483647, !dbg !21
  %.92.7 = icmp ugt i32 %.91.7, 2139095040, !dbg !21
  %.93.7 = lshr i32 %.90.7, 16, !dbg !21
  %.99.7 = or i32 %.93.7, 64, !dbg !21
  %.95.7 = add i32 %.90.7, 32767, !dbg !21
  %.94.7 = and i32 %.93.7, 1, !dbg !21
  %.96.7 = add i32 %.95.7, %.94.7, !dbg !21
  %.97.7 = lshr i32 %.96.7, 16, !dbg !21
  %.100.7 = select i1 %.92.7, i32 %.99.7, i32 %.97.7, !dbg !21
  %.108.7 = shl nuw i32 %.100.7, 16, !dbg !22
  %.87.6 = shl i32 %.75, 16, !dbg !21
  %.88.6 = bitcast i32 %.87.6 to float, !dbg !21
  %.89.6 = fmul float %.85, %.88.6, !dbg !21
  %.90.6 = bitcast float %.89.6 to i32, !dbg !21
  %.91.6 = and i32 %.90.6, 2147483647, !dbg !21
  %.92.6 = icmp ugt i32 %.91.6, 2139095040, !dbg !21
  %.93.6 = lshr i32 %.90.6, 16, !dbg !21
  %.99.6 = or i32 %.93.6, 64, !dbg !21
  %.95.6 = add i32 %.90.6, 32767, !dbg !21
  %.94.6 = and i32 %.93.6, 1, !dbg !21
  %.96.6 = add i32 %.95.6, %.94.6, !dbg !21
  %.97.6 = lshr i32 %.96.6, 16, !dbg !21
  %.100.6 = select i1 %.92.6, i32 %.99.6, i32 %.97.6, !dbg !21
  %t34.7 = or i32 %.108.7, %.100.6, !dbg !22
  %.82.5 = and i32 %.74, -65536, !dbg !21
  %.88.5 = bitcast i32 %.82.5 to float, !dbg !21
  %.89.5 = fmul float %.85, %.88.5, !dbg !21
  %.90.5 = bitcast float %.89.5 to i32, !dbg !21
  %.91.5 = and i32 %.90.5, 2147483647, !dbg !21
  %.92.5 = icmp ugt i32 %.91.5, 2139095040, !dbg !21
  %.93.5 = lshr i32 %.90.5, 16, !dbg !21
  %.99.5 = or i32 %.93.5, 64, !dbg !21
  %.95.5 = add i32 %.90.5, 32767, !dbg !21
  %.94.5 = and i32 %.93.5, 1, !dbg !21
  %.96.5 = add i32 %.95.5, %.94.5, !dbg !21
  %.97.5 = lshr i32 %.96.5, 16, !dbg !21
  %.100.5 = select i1 %.92.5, i32 %.99.5, i32 %.97.5, !dbg !21
  %.108.5 = shl nuw i32 %.100.5, 16, !dbg !22
  %.87.4 = shl i32 %.74, 16, !dbg !21
  %.88.4 = bitcast i32 %.87.4 to float, !dbg !21
  %.89.4 = fmul float %.85, %.88.4, !dbg !21
  %.90.4 = bitcast float %.89.4 to i32, !dbg !21
  %.91.4 = and i32 %.90.4, 2147483647, !dbg !21
  %.92.4 = icmp ugt i32 %.91.4, 2139095040, !dbg !21
  %.93.4 = lshr i32 %.90.4, 16, !dbg !21
  %.99.4 = or i32 %.93.4, 64, !dbg !21
  %.95.4 = add i32 %.90.4, 32767, !dbg !21
  %.94.4 = and i32 %.93.4, 1, !dbg !21
  %.96.4 = add i32 %.95.4, %.94.4, !dbg !21
  %.97.4 = lshr i32 %.96.4, 16, !dbg !21
  %.100.4 = select i1 %.92.4, i32 %.99.4, i32 %.97.4, !dbg !21
  %t34.5 = or i32 %.108.5, %.100.4, !dbg !22
  %.82.3 = and i32 %.73, -65536, !dbg !21
  %.88.3 = bitcast i32 %.82.3 to float, !dbg !21
  %.89.3 = fmul float %.85, %.88.3, !dbg !21
  %.90.3 = bitcast float %.89.3 to i32, !dbg !21
  %.91.3 = and i32 %.90.3, 2147483647, !dbg !21
  %.92.3 = icmp ugt i32 %.91.3, 2139095040, !dbg !21
  %.93.3 = lshr i32 %.90.3, 16, !dbg !21
  %.99.3 = or i32 %.93.3, 64, !dbg !21
  %.95.3 = add i32 %.90.3, 32767, !dbg !21
  %.94.3 = and i32 %.93.3, 1, !dbg !21
  %.96.3 = add i32 %.95.3, %.94.3, !dbg !21
  %.97.3 = lshr i32 %.96.3, 16, !dbg !21
  %.100.3 = select i1 %.92.3, i32 %.99.3, i32 %.97.3, !dbg !21
  %.108.3 = shl nuw i32 %.100.3, 16, !dbg !22
  %.87.2 = shl i32 %.73, 16, !dbg !21
  %.88.2 = bitcast i32 %.87.2 to float, !dbg !21
  %.89.2 = fmul float %.85, %.88.2, !dbg !21
  %.90.2 = bitcast float %.89.2 to i32, !dbg !21
  %.91.2 = and i32 %.90.2, 2147483647, !dbg !21
  %.92.2 = icmp ugt i32 %.91.2, 2139095040, !dbg !21
  %.93.2 = lshr i32 %.90.2, 16, !dbg !21
  %.99.2 = or i32 %.93.2, 64, !dbg !21
  %.95.2 = add i32 %.90.2, 32767, !dbg !21
  %.94.2 = and i32 %.93.2, 1, !dbg !21
  %.96.2 = add i32 %.95.2, %.94.2, !dbg !21
  %.97.2 = lshr i32 %.96.2, 16, !dbg !21
  %.100.2 = select i1 %.92.2, i32 %.99.2, i32 %.97.2, !dbg !21
  %t34.3 = or i32 %.108.3, %.100.2, !dbg !22
  %.82.1 = and i32 %.72, -65536, !dbg !21
  %.88.1 = bitcast i32 %.82.1 to float, !dbg !21
  %.89.1 = fmul float %.85, %.88.1, !dbg !21
  %.90.1 = bitcast float %.89.1 to i32, !dbg !21
  %.91.1 = and i32 %.90.1, 2147483647, !dbg !21
  %.92.1 = icmp ugt i32 %.91.1, 2139095040, !dbg !21
  %.93.1 = lshr i32 %.90.1, 16, !dbg !21
  %.99.1 = or i32 %.93.1, 64, !dbg !21
  %.95.1 = add i32 %.90.1, 32767, !dbg !21
  %.94.1 = and i32 %.93.1, 1, !dbg !21
  %.96.1 = add i32 %.95.1, %.94.1, !dbg !21
  %.97.1 = lshr i32 %.96.1, 16, !dbg !21
  %.100.1 = select i1 %.92.1, i32 %.99.1, i32 %.97.1, !dbg !21
  %.108.1 = shl nuw i32 %.100.1, 16, !dbg !22
  %.87 = shl i32 %.72, 16, !dbg !21
  %.88 = bitcast i32 %.87 to float, !dbg !21
  %.89 = fmul float %.85, %.88, !dbg !21
  %.90 = bitcast float %.89 to i32, !dbg !21
  %.91 = and i32 %.90, 2147483647, !dbg !21
  %.92 = icmp ugt i32 %.91, 2139095040, !dbg !21
  %.93 = lshr i32 %.90, 16, !dbg !21
  %.99 = or i32 %.93, 64, !dbg !21
  %.95 = add i32 %.90, 32767, !dbg !21
  %.94 = and i32 %.93, 1, !dbg !21
  %.96 = add i32 %.95, %.94, !dbg !21
  %.97 = lshr i32 %.96, 16, !dbg !21
  %.100 = select i1 %.92, i32 %.99, i32 %.97, !dbg !21
  %t34.1 = or i32 %.108.1, %.100, !dbg !22
  %.181 = mul i64 %.15, %a12, !dbg !23
  %.182 = add i64 %.181, %.17, !dbg !23
  %.183 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.182, !dbg !23
  %.184 = load float, ptr addrspace(1) %.183, align 4, !dbg !23, !amdgpu.noclobber !6
  %.185 = shl i64 %a12, 1, !dbg !23
  %.186 = add i64 %.182, %.185, !dbg !23
  %.187 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.186, !dbg !23
  %.188 = load float, ptr addrspace(1) %.187, align 4, !dbg !23, !amdgpu.noclobber !6
  %.189 = shl i64 %a12, 2, !dbg !23
  %.190 = add i64 %.182, %.189, !dbg !23
  %.191 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.190, !dbg !23
  %.192 = load float, ptr addrspace(1) %.191, align 4, !dbg !23, !amdgpu.noclobber !6
  %.193 = mul i64 %a12, 6, !dbg !23
  %.194 = add i64 %.182, %.193, !dbg !23
  %.195 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.194, !dbg !23
  %.196 = load float, ptr addrspace(1) %.195, align 4, !dbg !23, !amdgpu.noclobber !6
  %.197 = shl i64 %a12, 3, !dbg !23
  %.198 = add i64 %.182, %.197, !dbg !23
  %.199 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.198, !dbg !23
  %.200 = load float, ptr addrspace(1) %.199, align 4, !dbg !23, !amdgpu.noclobber !6
  %.201 = mul i64 %a12, 10, !dbg !23
  %.202 = add i64 %.182, %.201, !dbg !23
  %.203 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.202, !dbg !23
  %.204 = load float, ptr addrspace(1) %.203, align 4, !dbg !23, !amdgpu.noclobber !6
  %.205 = mul i64 %a12, 12, !dbg !23
  %.206 = add i64 %.182, %.205, !dbg !23
  %.207 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.206, !dbg !23
  %.208 = load float, ptr addrspace(1) %.207, align 4, !dbg !23, !amdgpu.noclobber !6
  %.209 = mul i64 %a12, 14, !dbg !23
  %.210 = add i64 %.182, %.209, !dbg !23
  %.211 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.210, !dbg !23
  %.212 = load float, ptr addrspace(1) %.211, align 4, !dbg !23, !amdgpu.noclobber !6
  %.230 = icmp ugt i32 %.13, 15, !dbg !24
  %.231 = shl i32 %.13, 2, !dbg !24
  %.232 = xor i32 %.231, 64, !dbg !24
  %.234 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.232, i32 %t34.1), !dbg !24
  %.235 = select i1 %.230, i32 %.234, i32 %t34.1, !dbg !24
  %.236 = select i1 %.230, i32 %t34.1, i32 %.234, !dbg !24
  %.237 = insertelement <8 x i32> poison, i32 %.235, i64 0, !dbg !24
  %.238 = insertelement <8 x i32> %.237, i32 %.236, i64 4, !dbg !24
  %.240 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.232, i32 %t34.3), !dbg !24
  %.241 = select i1 %.230, i32 %.240, i32 %t34.3, !dbg !24
  %.242 = select i1 %.230, i32 %t34.3, i32 %.240, !dbg !24
  %.243 = insertelement <8 x i32> %.238, i32 %.241, i64 1, !dbg !24
  %.244 = insertelement <8 x i32> %.243, i32 %.242, i64 5, !dbg !24
  %.246 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.232, i32 %t34.5), !dbg !24
  %.247 = select i1 %.230, i32 %.246, i32 %t34.5, !dbg !24
  %.248 = select i1 %.230, i32 %t34.5, i32 %.246, !dbg !24
  %.249 = insertelement <8 x i32> %.244, i32 %.247, i64 2, !dbg !24
  %.250 = insertelement <8 x i32> %.249, i32 %.248, i64 6, !dbg !24
  %.252 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.232, i32 %t34.7), !dbg !24
  %.253 = select i1 %.230, i32 %.252, i32 %t34.7, !dbg !24
  %.254 = select i1 %.230, i32 %t34.7, i32 %.252, !dbg !24
  %.255 = insertelement <8 x i32> %.250, i32 %.253, i64 3, !dbg !24
  %.256 = insertelement <8 x i32> %.255, i32 %.254, i64 7, !dbg !24
  %.257 = bitcast <8 x i32> %.256 to <16 x i16>, !dbg !24
  %.259 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.232, i32 %.168), !dbg !24
  %.260 = select i1 %.230, i32 %.259, i32 %.168, !dbg !24
  %.261 = select i1 %.230, i32 %.168, i32 %.259, !dbg !24
  %.262 = insertelement <8 x i32> poison, i32 %.260, i64 0, !dbg !24
  %.263 = insertelement <8 x i32> %.262, i32 %.261, i64 4, !dbg !24
  %.265 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.232, i32 %.169), !dbg !24
  %.266 = select i1 %.230, i32 %.265, i32 %.169, !dbg !24
  %.267 = select i1 %.230, i32 %.169, i32 %.265, !dbg !24
  %.268 = insertelement <8 x i32> %.263, i32 %.266, i64 1, !dbg !24
  %.269 = insertelement <8 x i32> %.268, i32 %.267, i64 5, !dbg !24
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.232, i32 %.170), !dbg !24
  %.272 = select i1 %.230, i32 %.271, i32 %.170, !dbg !24
  %.273 = select i1 %.230, i32 %.170, i32 %.271, !dbg !24
  %.274 = insertelement <8 x i32> %.269, i32 %.272, i64 2, !dbg !24
  %.275 = insertelement <8 x i32> %.274, i32 %.273, i64 6, !dbg !24
  %.277 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.232, i32 %.171), !dbg !24
  %.278 = select i1 %.230, i32 %.277, i32 %.171, !dbg !24
  %.279 = select i1 %.230, i32 %.171, i32 %.277, !dbg !24
  %.280 = insertelement <8 x i32> %.275, i32 %.278, i64 3, !dbg !24
  %.281 = insertelement <8 x i32> %.280, i32 %.279, i64 7, !dbg !24
  %.282 = bitcast <8 x i32> %.281 to <16 x i16>, !dbg !24
  %.299 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.257, <16 x i16> %.282, <8 x float> zeroinitializer), !dbg !24
  %.300 = extractelement <8 x float> %.299, i64 0, !dbg !24
  %.301 = extractelement <8 x float> %.299, i64 1, !dbg !24
  %.302 = extractelement <8 x float> %.299, i64 2, !dbg !24
  %.303 = extractelement <8 x float> %.299, i64 3, !dbg !24
  %.304 = extractelement <8 x float> %.299, i64 4, !dbg !24
  %.305 = extractelement <8 x float> %.299, i64 5, !dbg !24
  %.306 = extractelement <8 x float> %.299, i64 6, !dbg !24
  %.307 = extractelement <8 x float> %.299, i64 7, !dbg !24
  %.320 = bitcast float %a15 to i32
  %.326 = fcmp uno float %a15, 0.000000e+00
  %t101 = fmul float %.184, %a14, !dbg !25
  %t102 = fadd float %.300, %t101, !dbg !26
  %.316 = fcmp ogt float %t102, %a15, !dbg !27
  %.317 = select i1 %.316, float %t102, float %a15, !dbg !27
  %.318 = fcmp oeq float %t102, %a15, !dbg !27
  %.319 = bitcast float %t102 to i32, !dbg !27
  %.321 = and i32 %.319, %.320, !dbg !27
  %.322 = bitcast i32 %.321 to float, !dbg !27
  %.323 = select i1 %.318, float %.322, float %.317, !dbg !27
  %.324 = fcmp uno float %t102, 0.000000e+00, !dbg !27
  %.325 = select i1 %.324, float %t102, float %.323, !dbg !27
  %.327 = select i1 %.326, float %a15, float %.325, !dbg !27
  %t101.1 = fmul float %.188, %a14, !dbg !25
  %t102.1 = fadd float %.301, %t101.1, !dbg !26
  %.316.1 = fcmp ogt float %t102.1, %a15, !dbg !27
  %.317.1 = select i1 %.316.1, float %t102.1, float %a15, !dbg !27
  %.318.1 = fcmp oeq float %t102.1, %a15, !dbg !27
  %.319.1 = bitcast float %t102.1 to i32, !dbg !27
  %.321.1 = and i32 %.319.1, %.320, !dbg !27
  %.322.1 = bitcast i32 %.321.1 to float, !dbg !27
  %.323.1 = select i1 %.318.1, float %.322.1, float %.317.1, !dbg !27
  %.324.1 = fcmp uno float %t102.1, 0.000000e+00, !dbg !27
  %.325.1 = select i1 %.324.1, float %t102.1, float %.323.1, !dbg !27
  %.327.1 = select i1 %.326, float %a15, float %.325.1, !dbg !27
  %t101.2 = fmul float %.192, %a14, !dbg !25
  %t102.2 = fadd float %.302, %t101.2, !dbg !26
  %.316.2 = fcmp ogt float %t102.2, %a15, !dbg !27
  %.317.2 = select i1 %.316.2, float %t102.2, float %a15, !dbg !27
  %.318.2 = fcmp oeq float %t102.2, %a15, !dbg !27
  %.319.2 = bitcast float %t102.2 to i32, !dbg !27
  %.321.2 = and i32 %.319.2, %.320, !dbg !27
  %.322.2 = bitcast i32 %.321.2 to float, !dbg !27
  %.323.2 = select i1 %.318.2, float %.322.2, float %.317.2, !dbg !27
  %.324.2 = fcmp uno float %t102.2, 0.000000e+00, !dbg !27
  %.325.2 = select i1 %.324.2, float %t102.2, float %.323.2, !dbg !27
  %.327.2 = select i1 %.326, float %a15, float %.325.2, !dbg !27
  %t101.3 = fmul float %.196, %a14, !dbg !25
  %t102.3 = fadd float %.303, %t101.3, !dbg !26
  %.316.3 = fcmp ogt float %t102.3, %a15, !dbg !27
  %.317.3 = select i1 %.316.3, float %t102.3, float %a15, !dbg !27
  %.318.3 = fcmp oeq float %t102.3, %a15, !dbg !27
  %.319.3 = bitcast float %t102.3 to i32, !dbg !27
  %.321.3 = and i32 %.319.3, %.320, !dbg !27
  %.322.3 = bitcast i32 %.321.3 to float, !dbg !27
  %.323.3 = select i1 %.318.3, float %.322.3, float %.317.3, !dbg !27
  %.324.3 = fcmp uno float %t102.3, 0.000000e+00, !dbg !27
  %.325.3 = select i1 %.324.3, float %t102.3, float %.323.3, !dbg !27
  %.327.3 = select i1 %.326, float %a15, float %.325.3, !dbg !27
  %t101.4 = fmul float %.200, %a14, !dbg !25
  %t102.4 = fadd float %.304, %t101.4, !dbg !26
  %.316.4 = fcmp ogt float %t102.4, %a15, !dbg !27
  %.317.4 = select i1 %.316.4, float %t102.4, float %a15, !dbg !27
  %.318.4 = fcmp oeq float %t102.4, %a15, !dbg !27
  %.319.4 = bitcast float %t102.4 to i32, !dbg !27
  %.321.4 = and i32 %.319.4, %.320, !dbg !27
  %.322.4 = bitcast i32 %.321.4 to float, !dbg !27
  %.323.4 = select i1 %.318.4, float %.322.4, float %.317.4, !dbg !27
  %.324.4 = fcmp uno float %t102.4, 0.000000e+00, !dbg !27
  %.325.4 = select i1 %.324.4, float %t102.4, float %.323.4, !dbg !27
  %.327.4 = select i1 %.326, float %a15, float %.325.4, !dbg !27
  %t101.5 = fmul float %.204, %a14, !dbg !25
  %t102.5 = fadd float %.305, %t101.5, !dbg !26
  %.316.5 = fcmp ogt float %t102.5, %a15, !dbg !27
  %.317.5 = select i1 %.316.5, float %t102.5, float %a15, !dbg !27
  %.318.5 = fcmp oeq float %t102.5, %a15, !dbg !27
  %.319.5 = bitcast float %t102.5 to i32, !dbg !27
  %.321.5 = and i32 %.319.5, %.320, !dbg !27
  %.322.5 = bitcast i32 %.321.5 to float, !dbg !27
  %.323.5 = select i1 %.318.5, float %.322.5, float %.317.5, !dbg !27
  %.324.5 = fcmp uno float %t102.5, 0.000000e+00, !dbg !27
  %.325.5 = select i1 %.324.5, float %t102.5, float %.323.5, !dbg !27
  %.327.5 = select i1 %.326, float %a15, float %.325.5, !dbg !27
  %t101.6 = fmul float %.208, %a14, !dbg !25
  %t102.6 = fadd float %.306, %t101.6, !dbg !26
  %.316.6 = fcmp ogt float %t102.6, %a15, !dbg !27
  %.317.6 = select i1 %.316.6, float %t102.6, float %a15, !dbg !27
  %.318.6 = fcmp oeq float %t102.6, %a15, !dbg !27
  %.319.6 = bitcast float %t102.6 to i32, !dbg !27
  %.321.6 = and i32 %.319.6, %.320, !dbg !27
  %.322.6 = bitcast i32 %.321.6 to float, !dbg !27
  %.323.6 = select i1 %.318.6, float %.322.6, float %.317.6, !dbg !27
  %.324.6 = fcmp uno float %t102.6, 0.000000e+00, !dbg !27
  %.325.6 = select i1 %.324.6, float %t102.6, float %.323.6, !dbg !27
  %.327.6 = select i1 %.326, float %a15, float %.325.6, !dbg !27
  %t101.7 = fmul float %.212, %a14, !dbg !25
  %t102.7 = fadd float %.307, %t101.7, !dbg !26
  %.316.7 = fcmp ogt float %t102.7, %a15, !dbg !27
  %.317.7 = select i1 %.316.7, float %t102.7, float %a15, !dbg !27
  %.318.7 = fcmp oeq float %t102.7, %a15, !dbg !27
  %.319.7 = bitcast float %t102.7 to i32, !dbg !27
  %.321.7 = and i32 %.319.7, %.320, !dbg !27
  %.322.7 = bitcast i32 %.321.7 to float, !dbg !27
  %.323.7 = select i1 %.318.7, float %.322.7, float %.317.7, !dbg !27
  %.324.7 = fcmp uno float %t102.7, 0.000000e+00, !dbg !27
  %.325.7 = select i1 %.324.7, float %t102.7, float %.323.7, !dbg !27
  %.327.7 = select i1 %.326, float %a15, float %.325.7, !dbg !27
  %.336 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.182, !dbg !28
  store float %.327, ptr addrspace(1) %.336, align 4, !dbg !28
  %.340 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.186, !dbg !28
  store float %.327.1, ptr addrspace(1) %.340, align 4, !dbg !28
  %.344 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.190, !dbg !28
  store float %.327.2, ptr addrspace(1) %.344, align 4, !dbg !28
  %.348 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.194, !dbg !28
  store float %.327.3, ptr addrspace(1) %.348, align 4, !dbg !28
  %.352 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.198, !dbg !28
  store float %.327.4, ptr addrspace(1) %.352, align 4, !dbg !28
  %.356 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.202, !dbg !28
  store float %.327.5, ptr addrspace(1) %.356, align 4, !dbg !28
  %.360 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.206, !dbg !28
  store float %.327.6, ptr addrspace(1) %.360, align 4, !dbg !28
  %.364 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.210, !dbg !28
  store float %.327.7, ptr addrspace(1) %.364, align 4, !dbg !28
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
  %.18 = zext i32 %narrow to i64, !dbg !30
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
  %.34 = or i64 %.18, 1, !dbg !30
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.34, !dbg !30
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !30, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !30
  %.38 = shl nuw i32 %.37, 16, !dbg !30
  %.39 = or i32 %.38, %.33, !dbg !30
  %.40 = or i64 %.18, 2, !dbg !30
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !30
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !30, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !30
  %.44 = or i64 %.18, 3, !dbg !30
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.44, !dbg !30
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !30, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !30
  %.48 = shl nuw i32 %.47, 16, !dbg !30
  %.49 = or i32 %.48, %.43, !dbg !30
  %.50 = or i64 %.18, 4, !dbg !30
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !30
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !30, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !30
  %.54 = or i64 %.18, 5, !dbg !30
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.54, !dbg !30
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !30, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !30
  %.58 = shl nuw i32 %.57, 16, !dbg !30
  %.59 = or i32 %.58, %.53, !dbg !30
  %.60 = or i64 %.18, 6, !dbg !30
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !30
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !30, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !30
  %.64 = or i64 %.18, 7, !dbg !30
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
  %.166 = lshr i32 %.70, 16, !dbg !40
  %3 = insertelement <2 x i32> poison, i32 %.70, i64 0, !dbg !40
  %4 = insertelement <2 x i32> %3, i32 %.166, i64 1, !dbg !40
  %5 = trunc <2 x i32> %4 to <2 x i16>, !dbg !40
  store <2 x i16> %5, ptr addrspace(1) %t143, align 2, !dbg !39
  %t161 = or i64 %t24, 2, !dbg !41
  %t175 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t161, !dbg !39
  %.172 = lshr i32 %.71, 16, !dbg !40
  %6 = insertelement <2 x i32> poison, i32 %.71, i64 0, !dbg !40
  %7 = insertelement <2 x i32> %6, i32 %.172, i64 1, !dbg !40
  %8 = trunc <2 x i32> %7 to <2 x i16>, !dbg !40
  store <2 x i16> %8, ptr addrspace(1) %t175, align 2, !dbg !39
  %t32 = or i64 %t24, 4, !dbg !41
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t32, !dbg !39
  %.146.1 = lshr i32 %.72, 16, !dbg !40
  %9 = insertelement <2 x i32> poison, i32 %.72, i64 0, !dbg !40
  %10 = insertelement <2 x i32> %9, i32 %.146.1, i64 1, !dbg !40
  %11 = trunc <2 x i32> %10 to <2 x i16>, !dbg !40
  store <2 x i16> %11, ptr addrspace(1) %t46, align 2, !dbg !39
  %t32.2 = or i64 %t24, 6, !dbg !41
  %t46.2 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t32.2, !dbg !39
  %.146.3 = lshr i32 %.73, 16, !dbg !40
  %12 = insertelement <2 x i32> poison, i32 %.73, i64 0, !dbg !40
  %13 = insertelement <2 x i32> %12, i32 %.146.3, i64 1, !dbg !40
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !40
  store <2 x i16> %14, ptr addrspace(1) %t46.2, align 2, !dbg !39
  %t87.1 = tail call i32 @llvm.fshl.i32(i32 %.71, i32 %.70, i32 16), !dbg !42
  %t87.3 = tail call i32 @llvm.fshl.i32(i32 %.72, i32 %.71, i32 16), !dbg !42
  %t87.5 = tail call i32 @llvm.fshl.i32(i32 %.73, i32 %.72, i32 16), !dbg !42
  %15 = lshr <2 x i32> %12, <i32 16, i32 0>, !dbg !43
  %t100 = add nsw i64 %t24, 4096, !dbg !44
  %t214 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t100, !dbg !45
  %.179 = lshr i32 %t87.1, 16, !dbg !46
  %16 = insertelement <2 x i32> poison, i32 %t87.1, i64 0, !dbg !46
  %17 = insertelement <2 x i32> %16, i32 %.179, i64 1, !dbg !46
  %18 = trunc <2 x i32> %17 to <2 x i16>, !dbg !46
  store <2 x i16> %18, ptr addrspace(1) %t214, align 2, !dbg !45
  %t232 = add nsw i64 %t24, 4098, !dbg !47
  %t246 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t232, !dbg !45
  %.185 = lshr i32 %t87.3, 16, !dbg !46
  %19 = insertelement <2 x i32> poison, i32 %t87.3, i64 0, !dbg !46
  %20 = insertelement <2 x i32> %19, i32 %.185, i64 1, !dbg !46
  %21 = trunc <2 x i32> %20 to <2 x i16>, !dbg !46
  store <2 x i16> %21, ptr addrspace(1) %t246, align 2, !dbg !45
  %t107 = add nsw i64 %t24, 4100, !dbg !47
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t107, !dbg !45
  %.159.1 = lshr i32 %t87.5, 16, !dbg !46
  %22 = insertelement <2 x i32> poison, i32 %t87.5, i64 0, !dbg !46
  %23 = insertelement <2 x i32> %22, i32 %.159.1, i64 1, !dbg !46
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
  %.18 = zext i32 %narrow to i64, !dbg !49
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !49
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !49
  %.21 = and i64 %.20, 3, !dbg !49
  %.22 = icmp eq i64 %.21, 0, !dbg !49
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !49

frag.wide.23:                                     ; preds = %entry
  %.26 = load <4 x i32>, ptr addrspace(1) %.19, align 4, !dbg !49, !amdgpu.noclobber !6
  %.27 = extractelement <4 x i32> %.26, i64 0, !dbg !49
  %.28 = extractelement <4 x i32> %.26, i64 1, !dbg !49
  %.29 = extractelement <4 x i32> %.26, i64 2, !dbg !49
  %.30 = extractelement <4 x i32> %.26, i64 3, !dbg !49
  br label %frag.join.25, !dbg !49

frag.narrow.24:                                   ; preds = %entry
  %.32 = load i16, ptr addrspace(1) %.19, align 2, !dbg !49, !amdgpu.noclobber !6
  %.33 = zext i16 %.32 to i32, !dbg !49
  %.34 = or i64 %.18, 1, !dbg !49
  %.35 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.34, !dbg !49
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !49, !amdgpu.noclobber !6
  %.37 = zext i16 %.36 to i32, !dbg !49
  %.38 = shl nuw i32 %.37, 16, !dbg !49
  %.39 = or i32 %.38, %.33, !dbg !49
  %.40 = or i64 %.18, 2, !dbg !49
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !49
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !49, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !49
  %.44 = or i64 %.18, 3, !dbg !49
  %.45 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.44, !dbg !49
  %.46 = load i16, ptr addrspace(1) %.45, align 2, !dbg !49, !amdgpu.noclobber !6
  %.47 = zext i16 %.46 to i32, !dbg !49
  %.48 = shl nuw i32 %.47, 16, !dbg !49
  %.49 = or i32 %.48, %.43, !dbg !49
  %.50 = or i64 %.18, 4, !dbg !49
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !49
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !49, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !49
  %.54 = or i64 %.18, 5, !dbg !49
  %.55 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.54, !dbg !49
  %.56 = load i16, ptr addrspace(1) %.55, align 2, !dbg !49, !amdgpu.noclobber !6
  %.57 = zext i16 %.56 to i32, !dbg !49
  %.58 = shl nuw i32 %.57, 16, !dbg !49
  %.59 = or i32 %.58, %.53, !dbg !49
  %.60 = or i64 %.18, 6, !dbg !49
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !49
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !49, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !49
  %.64 = or i64 %.18, 7, !dbg !49
  %.65 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.64, !dbg !49
  %.66 = load i16, ptr addrspace(1) %.65, align 2, !dbg !49, !amdgpu.noclobber !6
  %.67 = zext i16 %.66 to i32, !dbg !49
  %.68 = shl nuw i32 %.67, 16, !dbg !49
  %.69 = or i32 %.68, %.63, !dbg !49
  br label %frag.join.25, !dbg !49

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.70 = phi i32 [ %.27, %frag.wide.23 ], [ %.39, %frag.narrow.24 ], !dbg !49
  %.71 = phi i32 [ %.28, %frag.wide.23 ], [ %.49, %frag.narrow.24 ], !dbg !49
  %.72 = phi i32 [ %.29, %frag.wide.23 ], [ %.59, %frag.narrow.24 ], !dbg !49
  %.73 = phi i32 [ %.30, %frag.wide.23 ], [ %.69, %frag.narrow.24 ], !dbg !49
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
  %.166 = lshr i32 %.70, 16, !dbg !59
  %3 = insertelement <2 x i32> poison, i32 %.70, i64 0, !dbg !59
  %4 = insertelement <2 x i32> %3, i32 %.166, i64 1, !dbg !59
  %5 = trunc <2 x i32> %4 to <2 x i16>, !dbg !59
  store <2 x i16> %5, ptr addrspace(1) %t143, align 2, !dbg !58
  %t161 = or i64 %t24, 2, !dbg !60
  %t175 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t161, !dbg !58
  %.172 = lshr i32 %.71, 16, !dbg !59
  %6 = insertelement <2 x i32> poison, i32 %.71, i64 0, !dbg !59
  %7 = insertelement <2 x i32> %6, i32 %.172, i64 1, !dbg !59
  %8 = trunc <2 x i32> %7 to <2 x i16>, !dbg !59
  store <2 x i16> %8, ptr addrspace(1) %t175, align 2, !dbg !58
  %t32 = or i64 %t24, 4, !dbg !60
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t32, !dbg !58
  %.146.1 = lshr i32 %.72, 16, !dbg !59
  %9 = insertelement <2 x i32> poison, i32 %.72, i64 0, !dbg !59
  %10 = insertelement <2 x i32> %9, i32 %.146.1, i64 1, !dbg !59
  %11 = trunc <2 x i32> %10 to <2 x i16>, !dbg !59
  store <2 x i16> %11, ptr addrspace(1) %t46, align 2, !dbg !58
  %t32.2 = or i64 %t24, 6, !dbg !60
  %t46.2 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t32.2, !dbg !58
  %.146.3 = lshr i32 %.73, 16, !dbg !59
  %12 = insertelement <2 x i32> poison, i32 %.73, i64 0, !dbg !59
  %13 = insertelement <2 x i32> %12, i32 %.146.3, i64 1, !dbg !59
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !59
  store <2 x i16> %14, ptr addrspace(1) %t46.2, align 2, !dbg !58
  %t87.1 = tail call i32 @llvm.fshl.i32(i32 %.71, i32 %.70, i32 16), !dbg !61
  %t87.3 = tail call i32 @llvm.fshl.i32(i32 %.72, i32 %.71, i32 16), !dbg !61
  %t87.5 = tail call i32 @llvm.fshl.i32(i32 %.73, i32 %.72, i32 16), !dbg !61
  %15 = lshr <2 x i32> %12, <i32 16, i32 0>, !dbg !62
  %t100 = add nsw i64 %t24, 4096, !dbg !63
  %t214 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t100, !dbg !64
  %.179 = lshr i32 %t87.1, 16, !dbg !65
  %16 = insertelement <2 x i32> poison, i32 %t87.1, i64 0, !dbg !65
  %17 = insertelement <2 x i32> %16, i32 %.179, i64 1, !dbg !65
  %18 = trunc <2 x i32> %17 to <2 x i16>, !dbg !65
  store <2 x i16> %18, ptr addrspace(1) %t214, align 2, !dbg !64
  %t232 = add nsw i64 %t24, 4098, !dbg !66
  %t246 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t232, !dbg !64
  %.185 = lshr i32 %t87.3, 16, !dbg !65
  %19 = insertelement <2 x i32> poison, i32 %t87.3, i64 0, !dbg !65
  %20 = insertelement <2 x i32> %19, i32 %.185, i64 1, !dbg !65
  %21 = trunc <2 x i32> %20 to <2 x i16>, !dbg !65
  store <2 x i16> %21, ptr addrspace(1) %t246, align 2, !dbg !64
  %t107 = add nsw i64 %t24, 4100, !dbg !66
  %t121 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t107, !dbg !64
  %.159.1 = lshr i32 %t87.5, 16, !dbg !65
  %22 = insertelement <2 x i32> poison, i32 %t87.5, i64 0, !dbg !65
  %23 = insertelement <2 x i32> %22, i32 %.159.1, i64 1, !dbg !65
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
  %.22 = shl nuw nsw i64 %.19, 3, !dbg !68
  %.23 = shl nuw nsw i64 %.21, 4, !dbg !68
  %.24 = add nuw nsw i64 %.23, %.22, !dbg !68
  %.25 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.24, !dbg !68
  %.26 = ptrtoint ptr addrspace(1) %.25 to i64, !dbg !68
  %.27 = and i64 %.26, 3, !dbg !68
  %.28 = icmp eq i64 %.27, 0, !dbg !68
  br i1 %.28, label %frag.wide.29, label %frag.narrow.30, !dbg !68

frag.wide.29:                                     ; preds = %entry
  %.32 = load <4 x i32>, ptr addrspace(1) %.25, align 4, !dbg !68, !amdgpu.noclobber !6
  %.33 = extractelement <4 x i32> %.32, i64 0, !dbg !68
  %.34 = extractelement <4 x i32> %.32, i64 1, !dbg !68
  %.35 = extractelement <4 x i32> %.32, i64 2, !dbg !68
  %.36 = extractelement <4 x i32> %.32, i64 3, !dbg !68
  br label %frag.join.31, !dbg !68

frag.narrow.30:                                   ; preds = %entry
  %.38 = load i16, ptr addrspace(1) %.25, align 2, !dbg !68, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !68
  %.40 = or i64 %.24, 1, !dbg !68
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !68
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !68, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !68
  %.44 = shl nuw i32 %.43, 16, !dbg !68
  %.45 = or i32 %.44, %.39, !dbg !68
  %.46 = or i64 %.24, 2, !dbg !68
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.46, !dbg !68
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !68, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !68
  %.50 = or i64 %.24, 3, !dbg !68
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !68
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !68, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !68
  %.54 = shl nuw i32 %.53, 16, !dbg !68
  %.55 = or i32 %.54, %.49, !dbg !68
  %.56 = or i64 %.24, 4, !dbg !68
  %.57 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.56, !dbg !68
  %.58 = load i16, ptr addrspace(1) %.57, align 2, !dbg !68, !amdgpu.noclobber !6
  %.59 = zext i16 %.58 to i32, !dbg !68
  %.60 = or i64 %.24, 5, !dbg !68
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !68
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !68, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !68
  %.64 = shl nuw i32 %.63, 16, !dbg !68
  %.65 = or i32 %.64, %.59, !dbg !68
  %.66 = or i64 %.24, 6, !dbg !68
  %.67 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.66, !dbg !68
  %.68 = load i16, ptr addrspace(1) %.67, align 2, !dbg !68, !amdgpu.noclobber !6
  %.69 = zext i16 %.68 to i32, !dbg !68
  %.70 = or i64 %.24, 7, !dbg !68
  %.71 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.70, !dbg !68
  %.72 = load i16, ptr addrspace(1) %.71, align 2, !dbg !68, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !68
  %.74 = shl nuw i32 %.73, 16, !dbg !68
  %.75 = or i32 %.74, %.69, !dbg !68
  br label %frag.join.31, !dbg !68

frag.join.31:                                     ; preds = %frag.narrow.30, %frag.wide.29
  %.76 = phi i32 [ %.33, %frag.wide.29 ], [ %.45, %frag.narrow.30 ], !dbg !68
  %.77 = phi i32 [ %.34, %frag.wide.29 ], [ %.55, %frag.narrow.30 ], !dbg !68
  %.78 = phi i32 [ %.35, %frag.wide.29 ], [ %.65, %frag.narrow.30 ], !dbg !68
  %.79 = phi i32 [ %.36, %frag.wide.29 ], [ %.75, %frag.narrow.30 ], !dbg !68
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !69
  %t1 = sext i32 %.16 to i64, !dbg !69
  %.90 = shl nuw nsw i64 %.19, 7, !dbg !70
  %.91 = or i64 %.90, %.21, !dbg !70
  %.92 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.91, !dbg !70
  %.93 = load i16, ptr addrspace(1) %.92, align 2, !dbg !70, !amdgpu.noclobber !6
  %.96 = or i64 %.91, 16, !dbg !70
  %.97 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.96, !dbg !70
  %.98 = load i16, ptr addrspace(1) %.97, align 2, !dbg !70, !amdgpu.noclobber !6
  %.103 = or i64 %.91, 32, !dbg !70
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.103, !dbg !70
  %.105 = load i16, ptr addrspace(1) %.104, align 2, !dbg !70, !amdgpu.noclobber !6
  %.108 = or i64 %.91, 48, !dbg !70
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.108, !dbg !70
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !70, !amdgpu.noclobber !6
  %.115 = or i64 %.91, 64, !dbg !70
  %.116 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.115, !dbg !70
  %.1171 = load i16, ptr addrspace(1) %.116, align 2, !dbg !70
  %.120 = or i64 %.91, 80, !dbg !70
  %.121 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.120, !dbg !70
  %.122 = load i16, ptr addrspace(1) %.121, align 2, !dbg !70, !amdgpu.noclobber !6
  %.127 = or i64 %.91, 96, !dbg !70
  %.128 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.127, !dbg !70
  %.1292 = load i16, ptr addrspace(1) %.128, align 2, !dbg !70
  %.132 = or i64 %.91, 112, !dbg !70
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.132, !dbg !70
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !70, !amdgpu.noclobber !6
  %.147 = shl nuw nsw i64 %.19, 4, !dbg !71
  %.148 = or i64 %.147, %.21, !dbg !71
  %.149 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.148, !dbg !71
  %.150 = load float, ptr addrspace(1) %.149, align 4, !dbg !71, !amdgpu.noclobber !6
  %.152 = add nuw nsw i64 %.148, 32, !dbg !71
  %.153 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.152, !dbg !71
  %.154 = load float, ptr addrspace(1) %.153, align 4, !dbg !71, !amdgpu.noclobber !6
  %.156 = add nuw nsw i64 %.148, 64, !dbg !71
  %.157 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.156, !dbg !71
  %.158 = load float, ptr addrspace(1) %.157, align 4, !dbg !71, !amdgpu.noclobber !6
  %.160 = add nuw nsw i64 %.148, 96, !dbg !71
  %.161 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.160, !dbg !71
  %.162 = load float, ptr addrspace(1) %.161, align 4, !dbg !71, !amdgpu.noclobber !6
  %.164 = add nuw nsw i64 %.148, 128, !dbg !71
  %.165 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.164, !dbg !71
  %.166 = load float, ptr addrspace(1) %.165, align 4, !dbg !71, !amdgpu.noclobber !6
  %.168 = add nuw nsw i64 %.148, 160, !dbg !71
  %.169 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.168, !dbg !71
  %.170 = load float, ptr addrspace(1) %.169, align 4, !dbg !71, !amdgpu.noclobber !6
  %.172 = add nuw nsw i64 %.148, 192, !dbg !71
  %.173 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.172, !dbg !71
  %.174 = load float, ptr addrspace(1) %.173, align 4, !dbg !71, !amdgpu.noclobber !6
  %.176 = add nuw nsw i64 %.148, 224, !dbg !71
  %.177 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.176, !dbg !71
  %.178 = load float, ptr addrspace(1) %.177, align 4, !dbg !71, !amdgpu.noclobber !6
  %t14 = mul nsw i64 %t1, 192, !dbg !72
  %t16 = shl nsw i64 %t1, 6, !dbg !73
  %t138 = trunc i64 %.24 to i32, !dbg !74
  %t139 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t14, !dbg !75
  store i32 %t138, ptr addrspace(1) %t139, align 4, !dbg !75
  %t153 = trunc i32 %.76 to i16, !dbg !76
  %t154 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t16, !dbg !77
  store i16 %t153, ptr addrspace(1) %t154, align 2, !dbg !77
  %t159 = or i64 %t14, 1, !dbg !78
  %t162 = or i32 %t138, 1, !dbg !74
  %t163 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t159, !dbg !75
  store i32 %t162, ptr addrspace(1) %t163, align 4, !dbg !75
  %t164 = or i64 %t16, 1, !dbg !79
  %.269 = lshr i32 %.76, 16, !dbg !76
  %t177 = trunc i32 %.269 to i16, !dbg !76
  %t178 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t164, !dbg !77
  store i16 %t177, ptr addrspace(1) %t178, align 2, !dbg !77
  %t183 = or i64 %t14, 2, !dbg !78
  %t186 = or i32 %t138, 2, !dbg !74
  %t187 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t183, !dbg !75
  store i32 %t186, ptr addrspace(1) %t187, align 4, !dbg !75
  %t188 = or i64 %t16, 2, !dbg !79
  %t201 = trunc i32 %.77 to i16, !dbg !76
  %t202 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t188, !dbg !77
  store i16 %t201, ptr addrspace(1) %t202, align 2, !dbg !77
  %t207 = or i64 %t14, 3, !dbg !78
  %t210 = or i32 %t138, 3, !dbg !74
  %t211 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t207, !dbg !75
  store i32 %t210, ptr addrspace(1) %t211, align 4, !dbg !75
  %t212 = or i64 %t16, 3, !dbg !79
  %.303 = lshr i32 %.77, 16, !dbg !76
  %t225 = trunc i32 %.303 to i16, !dbg !76
  %t226 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t212, !dbg !77
  store i16 %t225, ptr addrspace(1) %t226, align 2, !dbg !77
  %t27 = or i64 %t14, 4, !dbg !78
  %0 = trunc i64 %.24 to i32, !dbg !74
  %t30 = or i32 %0, 4, !dbg !74
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27, !dbg !75
  store i32 %t30, ptr addrspace(1) %t31, align 4, !dbg !75
  %t32 = or i64 %t16, 4, !dbg !79
  %t45 = trunc i32 %.78 to i16, !dbg !76
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32, !dbg !77
  store i16 %t45, ptr addrspace(1) %t46, align 2, !dbg !77
  %t27.1 = or i64 %t14, 5, !dbg !78
  %1 = trunc i64 %.24 to i32, !dbg !74
  %t30.1 = or i32 %1, 5, !dbg !74
  %t31.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.1, !dbg !75
  store i32 %t30.1, ptr addrspace(1) %t31.1, align 4, !dbg !75
  %t32.1 = or i64 %t16, 5, !dbg !79
  %.203.1 = lshr i32 %.78, 16, !dbg !76
  %t45.1 = trunc i32 %.203.1 to i16, !dbg !76
  %t46.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.1, !dbg !77
  store i16 %t45.1, ptr addrspace(1) %t46.1, align 2, !dbg !77
  %t27.2 = or i64 %t14, 6, !dbg !78
  %2 = trunc i64 %.24 to i32, !dbg !74
  %t30.2 = or i32 %2, 6, !dbg !74
  %t31.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.2, !dbg !75
  store i32 %t30.2, ptr addrspace(1) %t31.2, align 4, !dbg !75
  %t32.2 = or i64 %t16, 6, !dbg !79
  %t45.2 = trunc i32 %.79 to i16, !dbg !76
  %t46.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.2, !dbg !77
  store i16 %t45.2, ptr addrspace(1) %t46.2, align 2, !dbg !77
  %t27.3 = or i64 %t14, 7, !dbg !78
  %3 = trunc i64 %.24 to i32, !dbg !74
  %t30.3 = or i32 %3, 7, !dbg !74
  %t31.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.3, !dbg !75
  store i32 %t30.3, ptr addrspace(1) %t31.3, align 4, !dbg !75
  %t32.3 = or i64 %t16, 7, !dbg !79
  %.203.3 = lshr i32 %.79, 16, !dbg !76
  %t45.3 = trunc i32 %.203.3 to i16, !dbg !76
  %t46.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.3, !dbg !77
  store i16 %t45.3, ptr addrspace(1) %t46.3, align 2, !dbg !77
  %t52 = add nsw i64 %t14, 64, !dbg !80
  %t53 = add nsw i64 %t16, 4096, !dbg !81
  %t239 = shl i32 %.18, 7, !dbg !82
  %t240 = or i32 %t239, %.20, !dbg !83
  %t242 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t52, !dbg !84
  store i32 %t240, ptr addrspace(1) %t242, align 4, !dbg !84
  %t257 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t53, !dbg !85
  store i16 %.93, ptr addrspace(1) %t257, align 2, !dbg !85
  %t262 = add nsw i64 %t14, 65, !dbg !86
  %t264 = or i32 %t240, 16, !dbg !83
  %t266 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t262, !dbg !84
  store i32 %t264, ptr addrspace(1) %t266, align 4, !dbg !84
  %t267 = add nsw i64 %t16, 4097, !dbg !87
  %t281 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t267, !dbg !85
  store i16 %.98, ptr addrspace(1) %t281, align 2, !dbg !85
  %t286 = add nsw i64 %t14, 66, !dbg !86
  %t288 = or i32 %t240, 32, !dbg !83
  %t290 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t286, !dbg !84
  store i32 %t288, ptr addrspace(1) %t290, align 4, !dbg !84
  %t291 = add nsw i64 %t16, 4098, !dbg !87
  %t305 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t291, !dbg !85
  store i16 %.105, ptr addrspace(1) %t305, align 2, !dbg !85
  %t310 = add nsw i64 %t14, 67, !dbg !86
  %t312 = or i32 %t240, 48, !dbg !83
  %t314 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t310, !dbg !84
  store i32 %t312, ptr addrspace(1) %t314, align 4, !dbg !84
  %t315 = add nsw i64 %t16, 4099, !dbg !87
  %t329 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t315, !dbg !85
  store i16 %.110, ptr addrspace(1) %t329, align 2, !dbg !85
  %t63 = add nsw i64 %t14, 68, !dbg !86
  %4 = trunc i64 %.22 to i32, !dbg !88
  %.210.tr = shl i32 %4, 4, !dbg !88
  %5 = or i32 %.210.tr, %.20, !dbg !88
  %t66 = or i32 %5, 64, !dbg !88
  %t67 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63, !dbg !84
  store i32 %t66, ptr addrspace(1) %t67, align 4, !dbg !84
  %t68 = add nsw i64 %t16, 4100, !dbg !87
  %t82 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68, !dbg !85
  store i16 %.1171, ptr addrspace(1) %t82, align 2, !dbg !85
  %t63.1 = add nsw i64 %t14, 69, !dbg !86
  %6 = trunc i64 %.22 to i32, !dbg !88
  %.210.tr.1 = shl i32 %6, 4, !dbg !88
  %7 = or i32 %.210.tr.1, %.20, !dbg !88
  %t66.1 = or i32 %7, 80, !dbg !88
  %t67.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.1, !dbg !84
  store i32 %t66.1, ptr addrspace(1) %t67.1, align 4, !dbg !84
  %t68.1 = add nsw i64 %t16, 4101, !dbg !87
  %t82.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.1, !dbg !85
  store i16 %.122, ptr addrspace(1) %t82.1, align 2, !dbg !85
  %t63.2 = add nsw i64 %t14, 70, !dbg !86
  %8 = trunc i64 %.22 to i32, !dbg !88
  %.210.tr.2 = shl i32 %8, 4, !dbg !88
  %9 = or i32 %.210.tr.2, %.20, !dbg !88
  %t66.2 = or i32 %9, 96, !dbg !88
  %t67.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.2, !dbg !84
  store i32 %t66.2, ptr addrspace(1) %t67.2, align 4, !dbg !84
  %t68.2 = add nsw i64 %t16, 4102, !dbg !87
  %t82.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.2, !dbg !85
  store i16 %.1292, ptr addrspace(1) %t82.2, align 2, !dbg !85
  %t63.3 = add nsw i64 %t14, 71, !dbg !86
  %10 = trunc i64 %.22 to i32, !dbg !88
  %.210.tr.3 = shl i32 %10, 4, !dbg !88
  %11 = or i32 %.210.tr.3, %.20, !dbg !88
  %t66.3 = or i32 %11, 112, !dbg !88
  %t67.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.3, !dbg !84
  store i32 %t66.3, ptr addrspace(1) %t67.3, align 4, !dbg !84
  %t68.3 = add nsw i64 %t16, 4103, !dbg !87
  %t82.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.3, !dbg !85
  store i16 %.134, ptr addrspace(1) %t82.3, align 2, !dbg !85
  %t88 = add nsw i64 %t14, 128, !dbg !89
  %t345 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t88, !dbg !90
  store i32 %.17, ptr addrspace(1) %t345, align 4, !dbg !90
  %t362 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t16, !dbg !91
  store float %.150, ptr addrspace(1) %t362, align 4, !dbg !91
  %t367 = add nsw i64 %t14, 129, !dbg !92
  %12 = add i32 %.17, 32, !dbg !93
  %t371 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t367, !dbg !90
  store i32 %12, ptr addrspace(1) %t371, align 4, !dbg !90
  %t388 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t164, !dbg !91
  store float %.154, ptr addrspace(1) %t388, align 4, !dbg !91
  %t393 = add nsw i64 %t14, 130, !dbg !92
  %13 = add i32 %.17, 64, !dbg !93
  %t397 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t393, !dbg !90
  store i32 %13, ptr addrspace(1) %t397, align 4, !dbg !90
  %t414 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t188, !dbg !91
  store float %.158, ptr addrspace(1) %t414, align 4, !dbg !91
  %t419 = add nsw i64 %t14, 131, !dbg !92
  %14 = add i32 %.17, 96, !dbg !93
  %t423 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t419, !dbg !90
  store i32 %14, ptr addrspace(1) %t423, align 4, !dbg !90
  %t440 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t212, !dbg !91
  store float %.162, ptr addrspace(1) %t440, align 4, !dbg !91
  %t103 = add nsw i64 %t14, 132, !dbg !92
  %15 = add i32 %.17, 128, !dbg !94
  %t107 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103, !dbg !90
  store i32 %15, ptr addrspace(1) %t107, align 4, !dbg !90
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32, !dbg !91
  store float %.166, ptr addrspace(1) %t124, align 4, !dbg !91
  %t103.1 = add nsw i64 %t14, 133, !dbg !92
  %16 = add i32 %.17, 160, !dbg !94
  %t107.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.1, !dbg !90
  store i32 %16, ptr addrspace(1) %t107.1, align 4, !dbg !90
  %t124.1 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.1, !dbg !91
  store float %.170, ptr addrspace(1) %t124.1, align 4, !dbg !91
  %t103.2 = add nsw i64 %t14, 134, !dbg !92
  %17 = add i32 %.17, 192, !dbg !94
  %t107.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.2, !dbg !90
  store i32 %17, ptr addrspace(1) %t107.2, align 4, !dbg !90
  %t124.2 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.2, !dbg !91
  store float %.174, ptr addrspace(1) %t124.2, align 4, !dbg !91
  %t103.3 = add nsw i64 %t14, 135, !dbg !92
  %18 = add i32 %.17, 224, !dbg !94
  %t107.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.3, !dbg !90
  store i32 %18, ptr addrspace(1) %t107.3, align 4, !dbg !90
  %t124.3 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.3, !dbg !91
  store float %.178, ptr addrspace(1) %t124.3, align 4, !dbg !91
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
  %.22 = shl nuw nsw i64 %.19, 3, !dbg !96
  %.23 = shl nuw nsw i64 %.21, 4, !dbg !96
  %.24 = add nuw nsw i64 %.23, %.22, !dbg !96
  %.25 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.24, !dbg !96
  %.26 = ptrtoint ptr addrspace(1) %.25 to i64, !dbg !96
  %.27 = and i64 %.26, 3, !dbg !96
  %.28 = icmp eq i64 %.27, 0, !dbg !96
  br i1 %.28, label %frag.wide.29, label %frag.narrow.30, !dbg !96

frag.wide.29:                                     ; preds = %entry
  %.32 = load <4 x i32>, ptr addrspace(1) %.25, align 4, !dbg !96, !amdgpu.noclobber !6
  %.33 = extractelement <4 x i32> %.32, i64 0, !dbg !96
  %.34 = extractelement <4 x i32> %.32, i64 1, !dbg !96
  %.35 = extractelement <4 x i32> %.32, i64 2, !dbg !96
  %.36 = extractelement <4 x i32> %.32, i64 3, !dbg !96
  br label %frag.join.31, !dbg !96

frag.narrow.30:                                   ; preds = %entry
  %.38 = load i16, ptr addrspace(1) %.25, align 2, !dbg !96, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !96
  %.40 = or i64 %.24, 1, !dbg !96
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.40, !dbg !96
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !96, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !96
  %.44 = shl nuw i32 %.43, 16, !dbg !96
  %.45 = or i32 %.44, %.39, !dbg !96
  %.46 = or i64 %.24, 2, !dbg !96
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.46, !dbg !96
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !96, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !96
  %.50 = or i64 %.24, 3, !dbg !96
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.50, !dbg !96
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !96, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !96
  %.54 = shl nuw i32 %.53, 16, !dbg !96
  %.55 = or i32 %.54, %.49, !dbg !96
  %.56 = or i64 %.24, 4, !dbg !96
  %.57 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.56, !dbg !96
  %.58 = load i16, ptr addrspace(1) %.57, align 2, !dbg !96, !amdgpu.noclobber !6
  %.59 = zext i16 %.58 to i32, !dbg !96
  %.60 = or i64 %.24, 5, !dbg !96
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.60, !dbg !96
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !96, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !96
  %.64 = shl nuw i32 %.63, 16, !dbg !96
  %.65 = or i32 %.64, %.59, !dbg !96
  %.66 = or i64 %.24, 6, !dbg !96
  %.67 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.66, !dbg !96
  %.68 = load i16, ptr addrspace(1) %.67, align 2, !dbg !96, !amdgpu.noclobber !6
  %.69 = zext i16 %.68 to i32, !dbg !96
  %.70 = or i64 %.24, 7, !dbg !96
  %.71 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.70, !dbg !96
  %.72 = load i16, ptr addrspace(1) %.71, align 2, !dbg !96, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !96
  %.74 = shl nuw i32 %.73, 16, !dbg !96
  %.75 = or i32 %.74, %.69, !dbg !96
  br label %frag.join.31, !dbg !96

frag.join.31:                                     ; preds = %frag.narrow.30, %frag.wide.29
  %.76 = phi i32 [ %.33, %frag.wide.29 ], [ %.45, %frag.narrow.30 ], !dbg !96
  %.77 = phi i32 [ %.34, %frag.wide.29 ], [ %.55, %frag.narrow.30 ], !dbg !96
  %.78 = phi i32 [ %.35, %frag.wide.29 ], [ %.65, %frag.narrow.30 ], !dbg !96
  %.79 = phi i32 [ %.36, %frag.wide.29 ], [ %.75, %frag.narrow.30 ], !dbg !96
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !97
  %t1 = sext i32 %.16 to i64, !dbg !97
  %.90 = shl nuw nsw i64 %.19, 7, !dbg !98
  %.91 = or i64 %.90, %.21, !dbg !98
  %.92 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.91, !dbg !98
  %.93 = load i16, ptr addrspace(1) %.92, align 2, !dbg !98, !amdgpu.noclobber !6
  %.96 = or i64 %.91, 16, !dbg !98
  %.97 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.96, !dbg !98
  %.98 = load i16, ptr addrspace(1) %.97, align 2, !dbg !98, !amdgpu.noclobber !6
  %.103 = or i64 %.91, 32, !dbg !98
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.103, !dbg !98
  %.105 = load i16, ptr addrspace(1) %.104, align 2, !dbg !98, !amdgpu.noclobber !6
  %.108 = or i64 %.91, 48, !dbg !98
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.108, !dbg !98
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !98, !amdgpu.noclobber !6
  %.115 = or i64 %.91, 64, !dbg !98
  %.116 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.115, !dbg !98
  %.1171 = load i16, ptr addrspace(1) %.116, align 2, !dbg !98
  %.120 = or i64 %.91, 80, !dbg !98
  %.121 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.120, !dbg !98
  %.122 = load i16, ptr addrspace(1) %.121, align 2, !dbg !98, !amdgpu.noclobber !6
  %.127 = or i64 %.91, 96, !dbg !98
  %.128 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.127, !dbg !98
  %.1292 = load i16, ptr addrspace(1) %.128, align 2, !dbg !98
  %.132 = or i64 %.91, 112, !dbg !98
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.132, !dbg !98
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !98, !amdgpu.noclobber !6
  %.147 = shl nuw nsw i64 %.19, 4, !dbg !99
  %.148 = or i64 %.147, %.21, !dbg !99
  %.149 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.148, !dbg !99
  %.150 = load float, ptr addrspace(1) %.149, align 4, !dbg !99, !amdgpu.noclobber !6
  %.152 = add nuw nsw i64 %.148, 32, !dbg !99
  %.153 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.152, !dbg !99
  %.154 = load float, ptr addrspace(1) %.153, align 4, !dbg !99, !amdgpu.noclobber !6
  %.156 = add nuw nsw i64 %.148, 64, !dbg !99
  %.157 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.156, !dbg !99
  %.158 = load float, ptr addrspace(1) %.157, align 4, !dbg !99, !amdgpu.noclobber !6
  %.160 = add nuw nsw i64 %.148, 96, !dbg !99
  %.161 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.160, !dbg !99
  %.162 = load float, ptr addrspace(1) %.161, align 4, !dbg !99, !amdgpu.noclobber !6
  %.164 = add nuw nsw i64 %.148, 128, !dbg !99
  %.165 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.164, !dbg !99
  %.166 = load float, ptr addrspace(1) %.165, align 4, !dbg !99, !amdgpu.noclobber !6
  %.168 = add nuw nsw i64 %.148, 160, !dbg !99
  %.169 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.168, !dbg !99
  %.170 = load float, ptr addrspace(1) %.169, align 4, !dbg !99, !amdgpu.noclobber !6
  %.172 = add nuw nsw i64 %.148, 192, !dbg !99
  %.173 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.172, !dbg !99
  %.174 = load float, ptr addrspace(1) %.173, align 4, !dbg !99, !amdgpu.noclobber !6
  %.176 = add nuw nsw i64 %.148, 224, !dbg !99
  %.177 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.176, !dbg !99
  %.178 = load float, ptr addrspace(1) %.177, align 4, !dbg !99, !amdgpu.noclobber !6
  %t14 = mul nsw i64 %t1, 192, !dbg !100
  %t16 = shl nsw i64 %t1, 6, !dbg !101
  %t138 = trunc i64 %.24 to i32, !dbg !102
  %t139 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t14, !dbg !103
  store i32 %t138, ptr addrspace(1) %t139, align 4, !dbg !103
  %t153 = trunc i32 %.76 to i16, !dbg !104
  %t154 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t16, !dbg !105
  store i16 %t153, ptr addrspace(1) %t154, align 2, !dbg !105
  %t159 = or i64 %t14, 1, !dbg !106
  %t162 = or i32 %t138, 1, !dbg !102
  %t163 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t159, !dbg !103
  store i32 %t162, ptr addrspace(1) %t163, align 4, !dbg !103
  %t164 = or i64 %t16, 1, !dbg !107
  %.269 = lshr i32 %.76, 16, !dbg !104
  %t177 = trunc i32 %.269 to i16, !dbg !104
  %t178 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t164, !dbg !105
  store i16 %t177, ptr addrspace(1) %t178, align 2, !dbg !105
  %t183 = or i64 %t14, 2, !dbg !106
  %t186 = or i32 %t138, 2, !dbg !102
  %t187 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t183, !dbg !103
  store i32 %t186, ptr addrspace(1) %t187, align 4, !dbg !103
  %t188 = or i64 %t16, 2, !dbg !107
  %t201 = trunc i32 %.77 to i16, !dbg !104
  %t202 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t188, !dbg !105
  store i16 %t201, ptr addrspace(1) %t202, align 2, !dbg !105
  %t207 = or i64 %t14, 3, !dbg !106
  %t210 = or i32 %t138, 3, !dbg !102
  %t211 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t207, !dbg !103
  store i32 %t210, ptr addrspace(1) %t211, align 4, !dbg !103
  %t212 = or i64 %t16, 3, !dbg !107
  %.303 = lshr i32 %.77, 16, !dbg !104
  %t225 = trunc i32 %.303 to i16, !dbg !104
  %t226 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t212, !dbg !105
  store i16 %t225, ptr addrspace(1) %t226, align 2, !dbg !105
  %t27 = or i64 %t14, 4, !dbg !106
  %0 = trunc i64 %.24 to i32, !dbg !102
  %t30 = or i32 %0, 4, !dbg !102
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27, !dbg !103
  store i32 %t30, ptr addrspace(1) %t31, align 4, !dbg !103
  %t32 = or i64 %t16, 4, !dbg !107
  %t45 = trunc i32 %.78 to i16, !dbg !104
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32, !dbg !105
  store i16 %t45, ptr addrspace(1) %t46, align 2, !dbg !105
  %t27.1 = or i64 %t14, 5, !dbg !106
  %1 = trunc i64 %.24 to i32, !dbg !102
  %t30.1 = or i32 %1, 5, !dbg !102
  %t31.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.1, !dbg !103
  store i32 %t30.1, ptr addrspace(1) %t31.1, align 4, !dbg !103
  %t32.1 = or i64 %t16, 5, !dbg !107
  %.203.1 = lshr i32 %.78, 16, !dbg !104
  %t45.1 = trunc i32 %.203.1 to i16, !dbg !104
  %t46.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.1, !dbg !105
  store i16 %t45.1, ptr addrspace(1) %t46.1, align 2, !dbg !105
  %t27.2 = or i64 %t14, 6, !dbg !106
  %2 = trunc i64 %.24 to i32, !dbg !102
  %t30.2 = or i32 %2, 6, !dbg !102
  %t31.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.2, !dbg !103
  store i32 %t30.2, ptr addrspace(1) %t31.2, align 4, !dbg !103
  %t32.2 = or i64 %t16, 6, !dbg !107
  %t45.2 = trunc i32 %.79 to i16, !dbg !104
  %t46.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.2, !dbg !105
  store i16 %t45.2, ptr addrspace(1) %t46.2, align 2, !dbg !105
  %t27.3 = or i64 %t14, 7, !dbg !106
  %3 = trunc i64 %.24 to i32, !dbg !102
  %t30.3 = or i32 %3, 7, !dbg !102
  %t31.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t27.3, !dbg !103
  store i32 %t30.3, ptr addrspace(1) %t31.3, align 4, !dbg !103
  %t32.3 = or i64 %t16, 7, !dbg !107
  %.203.3 = lshr i32 %.79, 16, !dbg !104
  %t45.3 = trunc i32 %.203.3 to i16, !dbg !104
  %t46.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t32.3, !dbg !105
  store i16 %t45.3, ptr addrspace(1) %t46.3, align 2, !dbg !105
  %t52 = add nsw i64 %t14, 64, !dbg !108
  %t53 = add nsw i64 %t16, 4096, !dbg !109
  %t239 = shl i32 %.18, 7, !dbg !110
  %t240 = or i32 %t239, %.20, !dbg !111
  %t242 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t52, !dbg !112
  store i32 %t240, ptr addrspace(1) %t242, align 4, !dbg !112
  %t257 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t53, !dbg !113
  store i16 %.93, ptr addrspace(1) %t257, align 2, !dbg !113
  %t262 = add nsw i64 %t14, 65, !dbg !114
  %t264 = or i32 %t240, 16, !dbg !111
  %t266 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t262, !dbg !112
  store i32 %t264, ptr addrspace(1) %t266, align 4, !dbg !112
  %t267 = add nsw i64 %t16, 4097, !dbg !115
  %t281 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t267, !dbg !113
  store i16 %.98, ptr addrspace(1) %t281, align 2, !dbg !113
  %t286 = add nsw i64 %t14, 66, !dbg !114
  %t288 = or i32 %t240, 32, !dbg !111
  %t290 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t286, !dbg !112
  store i32 %t288, ptr addrspace(1) %t290, align 4, !dbg !112
  %t291 = add nsw i64 %t16, 4098, !dbg !115
  %t305 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t291, !dbg !113
  store i16 %.105, ptr addrspace(1) %t305, align 2, !dbg !113
  %t310 = add nsw i64 %t14, 67, !dbg !114
  %t312 = or i32 %t240, 48, !dbg !111
  %t314 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t310, !dbg !112
  store i32 %t312, ptr addrspace(1) %t314, align 4, !dbg !112
  %t315 = add nsw i64 %t16, 4099, !dbg !115
  %t329 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t315, !dbg !113
  store i16 %.110, ptr addrspace(1) %t329, align 2, !dbg !113
  %t63 = add nsw i64 %t14, 68, !dbg !114
  %4 = trunc i64 %.22 to i32, !dbg !116
  %.210.tr = shl i32 %4, 4, !dbg !116
  %5 = or i32 %.210.tr, %.20, !dbg !116
  %t66 = or i32 %5, 64, !dbg !116
  %t67 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63, !dbg !112
  store i32 %t66, ptr addrspace(1) %t67, align 4, !dbg !112
  %t68 = add nsw i64 %t16, 4100, !dbg !115
  %t82 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68, !dbg !113
  store i16 %.1171, ptr addrspace(1) %t82, align 2, !dbg !113
  %t63.1 = add nsw i64 %t14, 69, !dbg !114
  %6 = trunc i64 %.22 to i32, !dbg !116
  %.210.tr.1 = shl i32 %6, 4, !dbg !116
  %7 = or i32 %.210.tr.1, %.20, !dbg !116
  %t66.1 = or i32 %7, 80, !dbg !116
  %t67.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.1, !dbg !112
  store i32 %t66.1, ptr addrspace(1) %t67.1, align 4, !dbg !112
  %t68.1 = add nsw i64 %t16, 4101, !dbg !115
  %t82.1 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.1, !dbg !113
  store i16 %.122, ptr addrspace(1) %t82.1, align 2, !dbg !113
  %t63.2 = add nsw i64 %t14, 70, !dbg !114
  %8 = trunc i64 %.22 to i32, !dbg !116
  %.210.tr.2 = shl i32 %8, 4, !dbg !116
  %9 = or i32 %.210.tr.2, %.20, !dbg !116
  %t66.2 = or i32 %9, 96, !dbg !116
  %t67.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.2, !dbg !112
  store i32 %t66.2, ptr addrspace(1) %t67.2, align 4, !dbg !112
  %t68.2 = add nsw i64 %t16, 4102, !dbg !115
  %t82.2 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.2, !dbg !113
  store i16 %.1292, ptr addrspace(1) %t82.2, align 2, !dbg !113
  %t63.3 = add nsw i64 %t14, 71, !dbg !114
  %10 = trunc i64 %.22 to i32, !dbg !116
  %.210.tr.3 = shl i32 %10, 4, !dbg !116
  %11 = or i32 %.210.tr.3, %.20, !dbg !116
  %t66.3 = or i32 %11, 112, !dbg !116
  %t67.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t63.3, !dbg !112
  store i32 %t66.3, ptr addrspace(1) %t67.3, align 4, !dbg !112
  %t68.3 = add nsw i64 %t16, 4103, !dbg !115
  %t82.3 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t68.3, !dbg !113
  store i16 %.134, ptr addrspace(1) %t82.3, align 2, !dbg !113
  %t88 = add nsw i64 %t14, 128, !dbg !117
  %t345 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t88, !dbg !118
  store i32 %.17, ptr addrspace(1) %t345, align 4, !dbg !118
  %t362 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t16, !dbg !119
  store float %.150, ptr addrspace(1) %t362, align 4, !dbg !119
  %t367 = add nsw i64 %t14, 129, !dbg !120
  %12 = add i32 %.17, 32, !dbg !121
  %t371 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t367, !dbg !118
  store i32 %12, ptr addrspace(1) %t371, align 4, !dbg !118
  %t388 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t164, !dbg !119
  store float %.154, ptr addrspace(1) %t388, align 4, !dbg !119
  %t393 = add nsw i64 %t14, 130, !dbg !120
  %13 = add i32 %.17, 64, !dbg !121
  %t397 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t393, !dbg !118
  store i32 %13, ptr addrspace(1) %t397, align 4, !dbg !118
  %t414 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t188, !dbg !119
  store float %.158, ptr addrspace(1) %t414, align 4, !dbg !119
  %t419 = add nsw i64 %t14, 131, !dbg !120
  %14 = add i32 %.17, 96, !dbg !121
  %t423 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t419, !dbg !118
  store i32 %14, ptr addrspace(1) %t423, align 4, !dbg !118
  %t440 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t212, !dbg !119
  store float %.162, ptr addrspace(1) %t440, align 4, !dbg !119
  %t103 = add nsw i64 %t14, 132, !dbg !120
  %15 = add i32 %.17, 128, !dbg !122
  %t107 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103, !dbg !118
  store i32 %15, ptr addrspace(1) %t107, align 4, !dbg !118
  %t124 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32, !dbg !119
  store float %.166, ptr addrspace(1) %t124, align 4, !dbg !119
  %t103.1 = add nsw i64 %t14, 133, !dbg !120
  %16 = add i32 %.17, 160, !dbg !122
  %t107.1 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.1, !dbg !118
  store i32 %16, ptr addrspace(1) %t107.1, align 4, !dbg !118
  %t124.1 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.1, !dbg !119
  store float %.170, ptr addrspace(1) %t124.1, align 4, !dbg !119
  %t103.2 = add nsw i64 %t14, 134, !dbg !120
  %17 = add i32 %.17, 192, !dbg !122
  %t107.2 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.2, !dbg !118
  store i32 %17, ptr addrspace(1) %t107.2, align 4, !dbg !118
  %t124.2 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.2, !dbg !119
  store float %.174, ptr addrspace(1) %t124.2, align 4, !dbg !119
  %t103.3 = add nsw i64 %t14, 135, !dbg !120
  %18 = add i32 %.17, 224, !dbg !122
  %t107.3 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t103.3, !dbg !118
  store i32 %18, ptr addrspace(1) %t107.3, align 4, !dbg !118
  %t124.3 = getelementptr inbounds float, ptr addrspace(1) %a12, i64 %t32.3, !dbg !119
  store float %.178, ptr addrspace(1) %t124.3, align 4, !dbg !119
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
  %.18 = shl nuw nsw i64 %.15, 3, !dbg !124
  %.19 = mul i64 %.17, %a12, !dbg !124
  %.20 = add i64 %.19, %.18, !dbg !124
  %.21 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.20, !dbg !124
  %.22 = ptrtoint ptr addrspace(1) %.21 to i64, !dbg !124
  %.23 = and i64 %.22, 3, !dbg !124
  %.24 = icmp eq i64 %.23, 0, !dbg !124
  br i1 %.24, label %frag.wide.25, label %frag.narrow.26, !dbg !124

frag.wide.25:                                     ; preds = %entry
  %.28 = load <4 x i32>, ptr addrspace(1) %.21, align 4, !dbg !124, !amdgpu.noclobber !6
  %.29 = extractelement <4 x i32> %.28, i64 0, !dbg !124
  %.30 = extractelement <4 x i32> %.28, i64 1, !dbg !124
  %.31 = extractelement <4 x i32> %.28, i64 2, !dbg !124
  %.32 = extractelement <4 x i32> %.28, i64 3, !dbg !124
  br label %frag.join.27, !dbg !124

frag.narrow.26:                                   ; preds = %entry
  %.34 = load i16, ptr addrspace(1) %.21, align 2, !dbg !124, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !124
  %.36 = add i64 %.20, 1, !dbg !124
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.36, !dbg !124
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !124, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !124
  %.40 = shl nuw i32 %.39, 16, !dbg !124
  %.41 = or i32 %.40, %.35, !dbg !124
  %.42 = add i64 %.20, 2, !dbg !124
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !124
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !124, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !124
  %.46 = add i64 %.20, 3, !dbg !124
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.46, !dbg !124
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !124, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !124
  %.50 = shl nuw i32 %.49, 16, !dbg !124
  %.51 = or i32 %.50, %.45, !dbg !124
  %.52 = add i64 %.20, 4, !dbg !124
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.52, !dbg !124
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !124, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !124
  %.56 = add i64 %.20, 5, !dbg !124
  %.57 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.56, !dbg !124
  %.58 = load i16, ptr addrspace(1) %.57, align 2, !dbg !124, !amdgpu.noclobber !6
  %.59 = zext i16 %.58 to i32, !dbg !124
  %.60 = shl nuw i32 %.59, 16, !dbg !124
  %.61 = or i32 %.60, %.55, !dbg !124
  %.62 = add i64 %.20, 6, !dbg !124
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.62, !dbg !124
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !124, !amdgpu.noclobber !6
  %.65 = zext i16 %.64 to i32, !dbg !124
  %.66 = add i64 %.20, 7, !dbg !124
  %.67 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.66, !dbg !124
  %.68 = load i16, ptr addrspace(1) %.67, align 2, !dbg !124, !amdgpu.noclobber !6
  %.69 = zext i16 %.68 to i32, !dbg !124
  %.70 = shl nuw i32 %.69, 16, !dbg !124
  %.71 = or i32 %.70, %.65, !dbg !124
  br label %frag.join.27, !dbg !124

frag.join.27:                                     ; preds = %frag.narrow.26, %frag.wide.25
  %.72 = phi i32 [ %.29, %frag.wide.25 ], [ %.41, %frag.narrow.26 ], !dbg !124
  %.73 = phi i32 [ %.30, %frag.wide.25 ], [ %.51, %frag.narrow.26 ], !dbg !124
  %.74 = phi i32 [ %.31, %frag.wide.25 ], [ %.61, %frag.narrow.26 ], !dbg !124
  %.75 = phi i32 [ %.32, %frag.wide.25 ], [ %.71, %frag.narrow.26 ], !dbg !124
  %.88 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.20, !dbg !125
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !125
  %.90 = and i64 %.89, 3, !dbg !125
  %.91 = icmp eq i64 %.90, 0, !dbg !125
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !125

frag.wide.92:                                     ; preds = %frag.join.27
  %.95 = load <4 x i32>, ptr addrspace(1) %.88, align 4, !dbg !125, !amdgpu.noclobber !6
  %.96 = extractelement <4 x i32> %.95, i64 0, !dbg !125
  %.97 = extractelement <4 x i32> %.95, i64 1, !dbg !125
  %.98 = extractelement <4 x i32> %.95, i64 2, !dbg !125
  %.99 = extractelement <4 x i32> %.95, i64 3, !dbg !125
  br label %frag.join.94, !dbg !125

frag.narrow.93:                                   ; preds = %frag.join.27
  %.101 = load i16, ptr addrspace(1) %.88, align 2, !dbg !125, !amdgpu.noclobber !6
  %.102 = zext i16 %.101 to i32, !dbg !125
  %.103 = add i64 %.20, 1, !dbg !125
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.103, !dbg !125
  %.105 = load i16, ptr addrspace(1) %.104, align 2, !dbg !125, !amdgpu.noclobber !6
  %.106 = zext i16 %.105 to i32, !dbg !125
  %.107 = shl nuw i32 %.106, 16, !dbg !125
  %.108 = or i32 %.107, %.102, !dbg !125
  %.109 = add i64 %.20, 2, !dbg !125
  %.110 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.109, !dbg !125
  %.111 = load i16, ptr addrspace(1) %.110, align 2, !dbg !125, !amdgpu.noclobber !6
  %.112 = zext i16 %.111 to i32, !dbg !125
  %.113 = add i64 %.20, 3, !dbg !125
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.113, !dbg !125
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !125, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !125
  %.117 = shl nuw i32 %.116, 16, !dbg !125
  %.118 = or i32 %.117, %.112, !dbg !125
  %.119 = add i64 %.20, 4, !dbg !125
  %.120 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.119, !dbg !125
  %.121 = load i16, ptr addrspace(1) %.120, align 2, !dbg !125, !amdgpu.noclobber !6
  %.122 = zext i16 %.121 to i32, !dbg !125
  %.123 = add i64 %.20, 5, !dbg !125
  %.124 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.123, !dbg !125
  %.125 = load i16, ptr addrspace(1) %.124, align 2, !dbg !125, !amdgpu.noclobber !6
  %.126 = zext i16 %.125 to i32, !dbg !125
  %.127 = shl nuw i32 %.126, 16, !dbg !125
  %.128 = or i32 %.127, %.122, !dbg !125
  %.129 = add i64 %.20, 6, !dbg !125
  %.130 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.129, !dbg !125
  %.131 = load i16, ptr addrspace(1) %.130, align 2, !dbg !125, !amdgpu.noclobber !6
  %.132 = zext i16 %.131 to i32, !dbg !125
  %.133 = add i64 %.20, 7, !dbg !125
  %.134 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.133, !dbg !125
  %.135 = load i16, ptr addrspace(1) %.134, align 2, !dbg !125, !amdgpu.noclobber !6
  %.136 = zext i16 %.135 to i32, !dbg !125
  %.137 = shl nuw i32 %.136, 16, !dbg !125
  %.138 = or i32 %.137, %.132, !dbg !125
  br label %frag.join.94, !dbg !125

frag.join.94:                                     ; preds = %frag.narrow.93, %frag.wide.92
  %.139 = phi i32 [ %.96, %frag.wide.92 ], [ %.108, %frag.narrow.93 ], !dbg !125
  %.140 = phi i32 [ %.97, %frag.wide.92 ], [ %.118, %frag.narrow.93 ], !dbg !125
  %.141 = phi i32 [ %.98, %frag.wide.92 ], [ %.128, %frag.narrow.93 ], !dbg !125
  %.142 = phi i32 [ %.99, %frag.wide.92 ], [ %.138, %frag.narrow.93 ], !dbg !125
  %.156 = icmp ugt i32 %.13, 15, !dbg !126
  %.157 = shl i32 %.13, 2, !dbg !126
  %.158 = xor i32 %.157, 64, !dbg !126
  %.160 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.72), !dbg !126
  %.161 = select i1 %.156, i32 %.160, i32 %.72, !dbg !126
  %.162 = select i1 %.156, i32 %.72, i32 %.160, !dbg !126
  %.163 = insertelement <8 x i32> poison, i32 %.161, i64 0, !dbg !126
  %.164 = insertelement <8 x i32> %.163, i32 %.162, i64 4, !dbg !126
  %.166 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.73), !dbg !126
  %.167 = select i1 %.156, i32 %.166, i32 %.73, !dbg !126
  %.168 = select i1 %.156, i32 %.73, i32 %.166, !dbg !126
  %.169 = insertelement <8 x i32> %.164, i32 %.167, i64 1, !dbg !126
  %.170 = insertelement <8 x i32> %.169, i32 %.168, i64 5, !dbg !126
  %.172 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.74), !dbg !126
  %.173 = select i1 %.156, i32 %.172, i32 %.74, !dbg !126
  %.174 = select i1 %.156, i32 %.74, i32 %.172, !dbg !126
  %.175 = insertelement <8 x i32> %.170, i32 %.173, i64 2, !dbg !126
  %.176 = insertelement <8 x i32> %.175, i32 %.174, i64 6, !dbg !126
  %.178 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.75), !dbg !126
  %.179 = select i1 %.156, i32 %.178, i32 %.75, !dbg !126
  %.180 = select i1 %.156, i32 %.75, i32 %.178, !dbg !126
  %.181 = insertelement <8 x i32> %.176, i32 %.179, i64 3, !dbg !126
  %.182 = insertelement <8 x i32> %.181, i32 %.180, i64 7, !dbg !126
  %.183 = bitcast <8 x i32> %.182 to <16 x half>, !dbg !126
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.139), !dbg !126
  %.186 = select i1 %.156, i32 %.185, i32 %.139, !dbg !126
  %.187 = select i1 %.156, i32 %.139, i32 %.185, !dbg !126
  %.188 = insertelement <8 x i32> poison, i32 %.186, i64 0, !dbg !126
  %.189 = insertelement <8 x i32> %.188, i32 %.187, i64 4, !dbg !126
  %.191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.140), !dbg !126
  %.192 = select i1 %.156, i32 %.191, i32 %.140, !dbg !126
  %.193 = select i1 %.156, i32 %.140, i32 %.191, !dbg !126
  %.194 = insertelement <8 x i32> %.189, i32 %.192, i64 1, !dbg !126
  %.195 = insertelement <8 x i32> %.194, i32 %.193, i64 5, !dbg !126
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.141), !dbg !126
  %.198 = select i1 %.156, i32 %.197, i32 %.141, !dbg !126
  %.199 = select i1 %.156, i32 %.141, i32 %.197, !dbg !126
  %.200 = insertelement <8 x i32> %.195, i32 %.198, i64 2, !dbg !126
  %.201 = insertelement <8 x i32> %.200, i32 %.199, i64 6, !dbg !126
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.142), !dbg !126
  %.204 = select i1 %.156, i32 %.203, i32 %.142, !dbg !126
  %.205 = select i1 %.156, i32 %.142, i32 %.203, !dbg !126
  %.206 = insertelement <8 x i32> %.201, i32 %.204, i64 3, !dbg !126
  %.207 = insertelement <8 x i32> %.206, i32 %.205, i64 7, !dbg !126
  %.208 = bitcast <8 x i32> %.207 to <16 x half>, !dbg !126
  %.225 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.183, <16 x half> %.208, <8 x float> zeroinitializer), !dbg !126
  %.226 = extractelement <8 x float> %.225, i64 0, !dbg !126
  %.227 = extractelement <8 x float> %.225, i64 1, !dbg !126
  %.228 = extractelement <8 x float> %.225, i64 2, !dbg !126
  %.229 = extractelement <8 x float> %.225, i64 3, !dbg !126
  %.230 = extractelement <8 x float> %.225, i64 4, !dbg !126
  %.231 = extractelement <8 x float> %.225, i64 5, !dbg !126
  %.232 = extractelement <8 x float> %.225, i64 6, !dbg !126
  %.233 = extractelement <8 x float> %.225, i64 7, !dbg !126
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.17
  %.256 = load float, ptr addrspace(1) %t42, align 4, !amdgpu.noclobber !6
  %t44 = fadd float %.256, %.226, !dbg !127
  %t45 = icmp ult i32 %.14, %.16, !dbg !128
  %spec.select = select i1 %t45, float 0.000000e+00, float %t44, !dbg !128
  %.248.1 = add nuw nsw i64 %.15, 2, !dbg !129
  %t44.1 = fadd float %.256, %.227, !dbg !127
  %t45.1 = icmp ult i64 %.248.1, %.17, !dbg !128
  %spec.select.1 = select i1 %t45.1, float 0.000000e+00, float %t44.1, !dbg !128
  %.248.2 = add nuw nsw i64 %.15, 4, !dbg !129
  %t44.2 = fadd float %.256, %.228, !dbg !127
  %t45.2 = icmp ult i64 %.248.2, %.17, !dbg !128
  %spec.select.2 = select i1 %t45.2, float 0.000000e+00, float %t44.2, !dbg !128
  %.248.3 = add nuw nsw i64 %.15, 6, !dbg !129
  %t44.3 = fadd float %.256, %.229, !dbg !127
  %t45.3 = icmp ult i64 %.248.3, %.17, !dbg !128
  %spec.select.3 = select i1 %t45.3, float 0.000000e+00, float %t44.3, !dbg !128
  %.248.4 = add nuw nsw i64 %.15, 8, !dbg !129
  %t44.4 = fadd float %.256, %.230, !dbg !127
  %t45.4 = icmp ult i64 %.248.4, %.17, !dbg !128
  %spec.select.4 = select i1 %t45.4, float 0.000000e+00, float %t44.4, !dbg !128
  %.248.5 = add nuw nsw i64 %.15, 10, !dbg !129
  %t44.5 = fadd float %.256, %.231, !dbg !127
  %t45.5 = icmp ult i64 %.248.5, %.17, !dbg !128
  %spec.select.5 = select i1 %t45.5, float 0.000000e+00, float %t44.5, !dbg !128
  %.248.6 = add nuw nsw i64 %.15, 12, !dbg !129
  %t44.6 = fadd float %.256, %.232, !dbg !127
  %t45.6 = icmp ult i64 %.248.6, %.17, !dbg !128
  %spec.select.6 = select i1 %t45.6, float 0.000000e+00, float %t44.6, !dbg !128
  %.248.7 = add nuw nsw i64 %.15, 14, !dbg !129
  %t44.7 = fadd float %.256, %.233, !dbg !127
  %t45.7 = icmp ult i64 %.248.7, %.17, !dbg !128
  %spec.select.7 = select i1 %t45.7, float 0.000000e+00, float %t44.7, !dbg !128
  %.262 = mul i64 %.15, %a12, !dbg !130
  %.263 = add i64 %.262, %.17, !dbg !130
  %.265 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.263, !dbg !130
  store float %spec.select, ptr addrspace(1) %.265, align 4, !dbg !130
  %.267 = shl i64 %a12, 1, !dbg !130
  %.268 = add i64 %.263, %.267, !dbg !130
  %.269 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.268, !dbg !130
  store float %spec.select.1, ptr addrspace(1) %.269, align 4, !dbg !130
  %.271 = shl i64 %a12, 2, !dbg !130
  %.272 = add i64 %.263, %.271, !dbg !130
  %.273 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.272, !dbg !130
  store float %spec.select.2, ptr addrspace(1) %.273, align 4, !dbg !130
  %.275 = mul i64 %a12, 6, !dbg !130
  %.276 = add i64 %.263, %.275, !dbg !130
  %.277 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.276, !dbg !130
  store float %spec.select.3, ptr addrspace(1) %.277, align 4, !dbg !130
  %.279 = shl i64 %a12, 3, !dbg !130
  %.280 = add i64 %.263, %.279, !dbg !130
  %.281 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.280, !dbg !130
  store float %spec.select.4, ptr addrspace(1) %.281, align 4, !dbg !130
  %.283 = mul i64 %a12, 10, !dbg !130
  %.284 = add i64 %.263, %.283, !dbg !130
  %.285 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.284, !dbg !130
  store float %spec.select.5, ptr addrspace(1) %.285, align 4, !dbg !130
  %.287 = mul i64 %a12, 12, !dbg !130
  %.288 = add i64 %.263, %.287, !dbg !130
  %.289 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.288, !dbg !130
  store float %spec.select.6, ptr addrspace(1) %.289, align 4, !dbg !130
  %.291 = mul i64 %a12, 14, !dbg !130
  %.292 = add i64 %.263, %.291, !dbg !130
  %.293 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.292, !dbg !130
  store float %spec.select.7, ptr addrspace(1) %.293, align 4, !dbg !130
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
  %.18 = shl nuw nsw i64 %.15, 3, !dbg !132
  %.19 = mul i64 %.17, %a12, !dbg !132
  %.20 = add i64 %.19, %.18, !dbg !132
  %.21 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.20, !dbg !132
  %.22 = ptrtoint ptr addrspace(1) %.21 to i64, !dbg !132
  %.23 = and i64 %.22, 3, !dbg !132
  %.24 = icmp eq i64 %.23, 0, !dbg !132
  br i1 %.24, label %frag.wide.25, label %frag.narrow.26, !dbg !132

frag.wide.25:                                     ; preds = %entry
  %.28 = load <4 x i32>, ptr addrspace(1) %.21, align 4, !dbg !132, !amdgpu.noclobber !6
  %.29 = extractelement <4 x i32> %.28, i64 0, !dbg !132
  %.30 = extractelement <4 x i32> %.28, i64 1, !dbg !132
  %.31 = extractelement <4 x i32> %.28, i64 2, !dbg !132
  %.32 = extractelement <4 x i32> %.28, i64 3, !dbg !132
  br label %frag.join.27, !dbg !132

frag.narrow.26:                                   ; preds = %entry
  %.34 = load i16, ptr addrspace(1) %.21, align 2, !dbg !132, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !132
  %.36 = add i64 %.20, 1, !dbg !132
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.36, !dbg !132
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !132, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !132
  %.40 = shl nuw i32 %.39, 16, !dbg !132
  %.41 = or i32 %.40, %.35, !dbg !132
  %.42 = add i64 %.20, 2, !dbg !132
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !132
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !132, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !132
  %.46 = add i64 %.20, 3, !dbg !132
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.46, !dbg !132
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !132, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !132
  %.50 = shl nuw i32 %.49, 16, !dbg !132
  %.51 = or i32 %.50, %.45, !dbg !132
  %.52 = add i64 %.20, 4, !dbg !132
  %.53 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.52, !dbg !132
  %.54 = load i16, ptr addrspace(1) %.53, align 2, !dbg !132, !amdgpu.noclobber !6
  %.55 = zext i16 %.54 to i32, !dbg !132
  %.56 = add i64 %.20, 5, !dbg !132
  %.57 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.56, !dbg !132
  %.58 = load i16, ptr addrspace(1) %.57, align 2, !dbg !132, !amdgpu.noclobber !6
  %.59 = zext i16 %.58 to i32, !dbg !132
  %.60 = shl nuw i32 %.59, 16, !dbg !132
  %.61 = or i32 %.60, %.55, !dbg !132
  %.62 = add i64 %.20, 6, !dbg !132
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.62, !dbg !132
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !132, !amdgpu.noclobber !6
  %.65 = zext i16 %.64 to i32, !dbg !132
  %.66 = add i64 %.20, 7, !dbg !132
  %.67 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.66, !dbg !132
  %.68 = load i16, ptr addrspace(1) %.67, align 2, !dbg !132, !amdgpu.noclobber !6
  %.69 = zext i16 %.68 to i32, !dbg !132
  %.70 = shl nuw i32 %.69, 16, !dbg !132
  %.71 = or i32 %.70, %.65, !dbg !132
  br label %frag.join.27, !dbg !132

frag.join.27:                                     ; preds = %frag.narrow.26, %frag.wide.25
  %.72 = phi i32 [ %.29, %frag.wide.25 ], [ %.41, %frag.narrow.26 ], !dbg !132
  %.73 = phi i32 [ %.30, %frag.wide.25 ], [ %.51, %frag.narrow.26 ], !dbg !132
  %.74 = phi i32 [ %.31, %frag.wide.25 ], [ %.61, %frag.narrow.26 ], !dbg !132
  %.75 = phi i32 [ %.32, %frag.wide.25 ], [ %.71, %frag.narrow.26 ], !dbg !132
  %.88 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.20, !dbg !133
  %.89 = ptrtoint ptr addrspace(1) %.88 to i64, !dbg !133
  %.90 = and i64 %.89, 3, !dbg !133
  %.91 = icmp eq i64 %.90, 0, !dbg !133
  br i1 %.91, label %frag.wide.92, label %frag.narrow.93, !dbg !133

frag.wide.92:                                     ; preds = %frag.join.27
  %.95 = load <4 x i32>, ptr addrspace(1) %.88, align 4, !dbg !133, !amdgpu.noclobber !6
  %.96 = extractelement <4 x i32> %.95, i64 0, !dbg !133
  %.97 = extractelement <4 x i32> %.95, i64 1, !dbg !133
  %.98 = extractelement <4 x i32> %.95, i64 2, !dbg !133
  %.99 = extractelement <4 x i32> %.95, i64 3, !dbg !133
  br label %frag.join.94, !dbg !133

frag.narrow.93:                                   ; preds = %frag.join.27
  %.101 = load i16, ptr addrspace(1) %.88, align 2, !dbg !133, !amdgpu.noclobber !6
  %.102 = zext i16 %.101 to i32, !dbg !133
  %.103 = add i64 %.20, 1, !dbg !133
  %.104 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.103, !dbg !133
  %.105 = load i16, ptr addrspace(1) %.104, align 2, !dbg !133, !amdgpu.noclobber !6
  %.106 = zext i16 %.105 to i32, !dbg !133
  %.107 = shl nuw i32 %.106, 16, !dbg !133
  %.108 = or i32 %.107, %.102, !dbg !133
  %.109 = add i64 %.20, 2, !dbg !133
  %.110 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.109, !dbg !133
  %.111 = load i16, ptr addrspace(1) %.110, align 2, !dbg !133, !amdgpu.noclobber !6
  %.112 = zext i16 %.111 to i32, !dbg !133
  %.113 = add i64 %.20, 3, !dbg !133
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.113, !dbg !133
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !133, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !133
  %.117 = shl nuw i32 %.116, 16, !dbg !133
  %.118 = or i32 %.117, %.112, !dbg !133
  %.119 = add i64 %.20, 4, !dbg !133
  %.120 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.119, !dbg !133
  %.121 = load i16, ptr addrspace(1) %.120, align 2, !dbg !133, !amdgpu.noclobber !6
  %.122 = zext i16 %.121 to i32, !dbg !133
  %.123 = add i64 %.20, 5, !dbg !133
  %.124 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.123, !dbg !133
  %.125 = load i16, ptr addrspace(1) %.124, align 2, !dbg !133, !amdgpu.noclobber !6
  %.126 = zext i16 %.125 to i32, !dbg !133
  %.127 = shl nuw i32 %.126, 16, !dbg !133
  %.128 = or i32 %.127, %.122, !dbg !133
  %.129 = add i64 %.20, 6, !dbg !133
  %.130 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.129, !dbg !133
  %.131 = load i16, ptr addrspace(1) %.130, align 2, !dbg !133, !amdgpu.noclobber !6
  %.132 = zext i16 %.131 to i32, !dbg !133
  %.133 = add i64 %.20, 7, !dbg !133
  %.134 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.133, !dbg !133
  %.135 = load i16, ptr addrspace(1) %.134, align 2, !dbg !133, !amdgpu.noclobber !6
  %.136 = zext i16 %.135 to i32, !dbg !133
  %.137 = shl nuw i32 %.136, 16, !dbg !133
  %.138 = or i32 %.137, %.132, !dbg !133
  br label %frag.join.94, !dbg !133

frag.join.94:                                     ; preds = %frag.narrow.93, %frag.wide.92
  %.139 = phi i32 [ %.96, %frag.wide.92 ], [ %.108, %frag.narrow.93 ], !dbg !133
  %.140 = phi i32 [ %.97, %frag.wide.92 ], [ %.118, %frag.narrow.93 ], !dbg !133
  %.141 = phi i32 [ %.98, %frag.wide.92 ], [ %.128, %frag.narrow.93 ], !dbg !133
  %.142 = phi i32 [ %.99, %frag.wide.92 ], [ %.138, %frag.narrow.93 ], !dbg !133
  %.156 = icmp ugt i32 %.13, 15, !dbg !134
  %.157 = shl i32 %.13, 2, !dbg !134
  %.158 = xor i32 %.157, 64, !dbg !134
  %.160 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.72), !dbg !134
  %.161 = select i1 %.156, i32 %.160, i32 %.72, !dbg !134
  %.162 = select i1 %.156, i32 %.72, i32 %.160, !dbg !134
  %.163 = insertelement <8 x i32> poison, i32 %.161, i64 0, !dbg !134
  %.164 = insertelement <8 x i32> %.163, i32 %.162, i64 4, !dbg !134
  %.166 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.73), !dbg !134
  %.167 = select i1 %.156, i32 %.166, i32 %.73, !dbg !134
  %.168 = select i1 %.156, i32 %.73, i32 %.166, !dbg !134
  %.169 = insertelement <8 x i32> %.164, i32 %.167, i64 1, !dbg !134
  %.170 = insertelement <8 x i32> %.169, i32 %.168, i64 5, !dbg !134
  %.172 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.74), !dbg !134
  %.173 = select i1 %.156, i32 %.172, i32 %.74, !dbg !134
  %.174 = select i1 %.156, i32 %.74, i32 %.172, !dbg !134
  %.175 = insertelement <8 x i32> %.170, i32 %.173, i64 2, !dbg !134
  %.176 = insertelement <8 x i32> %.175, i32 %.174, i64 6, !dbg !134
  %.178 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.75), !dbg !134
  %.179 = select i1 %.156, i32 %.178, i32 %.75, !dbg !134
  %.180 = select i1 %.156, i32 %.75, i32 %.178, !dbg !134
  %.181 = insertelement <8 x i32> %.176, i32 %.179, i64 3, !dbg !134
  %.182 = insertelement <8 x i32> %.181, i32 %.180, i64 7, !dbg !134
  %.183 = bitcast <8 x i32> %.182 to <16 x i16>, !dbg !134
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.139), !dbg !134
  %.186 = select i1 %.156, i32 %.185, i32 %.139, !dbg !134
  %.187 = select i1 %.156, i32 %.139, i32 %.185, !dbg !134
  %.188 = insertelement <8 x i32> poison, i32 %.186, i64 0, !dbg !134
  %.189 = insertelement <8 x i32> %.188, i32 %.187, i64 4, !dbg !134
  %.191 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.140), !dbg !134
  %.192 = select i1 %.156, i32 %.191, i32 %.140, !dbg !134
  %.193 = select i1 %.156, i32 %.140, i32 %.191, !dbg !134
  %.194 = insertelement <8 x i32> %.189, i32 %.192, i64 1, !dbg !134
  %.195 = insertelement <8 x i32> %.194, i32 %.193, i64 5, !dbg !134
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.141), !dbg !134
  %.198 = select i1 %.156, i32 %.197, i32 %.141, !dbg !134
  %.199 = select i1 %.156, i32 %.141, i32 %.197, !dbg !134
  %.200 = insertelement <8 x i32> %.195, i32 %.198, i64 2, !dbg !134
  %.201 = insertelement <8 x i32> %.200, i32 %.199, i64 6, !dbg !134
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.158, i32 %.142), !dbg !134
  %.204 = select i1 %.156, i32 %.203, i32 %.142, !dbg !134
  %.205 = select i1 %.156, i32 %.142, i32 %.203, !dbg !134
  %.206 = insertelement <8 x i32> %.201, i32 %.204, i64 3, !dbg !134
  %.207 = insertelement <8 x i32> %.206, i32 %.205, i64 7, !dbg !134
  %.208 = bitcast <8 x i32> %.207 to <16 x i16>, !dbg !134
  %.225 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.183, <16 x i16> %.208, <8 x float> zeroinitializer), !dbg !134
  %.226 = extractelement <8 x float> %.225, i64 0, !dbg !134
  %.227 = extractelement <8 x float> %.225, i64 1, !dbg !134
  %.228 = extractelement <8 x float> %.225, i64 2, !dbg !134
  %.229 = extractelement <8 x float> %.225, i64 3, !dbg !134
  %.230 = extractelement <8 x float> %.225, i64 4, !dbg !134
  %.231 = extractelement <8 x float> %.225, i64 5, !dbg !134
  %.232 = extractelement <8 x float> %.225, i64 6, !dbg !134
  %.233 = extractelement <8 x float> %.225, i64 7, !dbg !134
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.17
  %.256 = load float, ptr addrspace(1) %t42, align 4, !amdgpu.noclobber !6
  %t44 = fadd float %.256, %.226, !dbg !135
  %t45 = icmp ult i32 %.14, %.16, !dbg !136
  %spec.select = select i1 %t45, float 0.000000e+00, float %t44, !dbg !136
  %.248.1 = add nuw nsw i64 %.15, 2, !dbg !137
  %t44.1 = fadd float %.256, %.227, !dbg !135
  %t45.1 = icmp ult i64 %.248.1, %.17, !dbg !136
  %spec.select.1 = select i1 %t45.1, float 0.000000e+00, float %t44.1, !dbg !136
  %.248.2 = add nuw nsw i64 %.15, 4, !dbg !137
  %t44.2 = fadd float %.256, %.228, !dbg !135
  %t45.2 = icmp ult i64 %.248.2, %.17, !dbg !136
  %spec.select.2 = select i1 %t45.2, float 0.000000e+00, float %t44.2, !dbg !136
  %.248.3 = add nuw nsw i64 %.15, 6, !dbg !137
  %t44.3 = fadd float %.256, %.229, !dbg !135
  %t45.3 = icmp ult i64 %.248.3, %.17, !dbg !136
  %spec.select.3 = select i1 %t45.3, float 0.000000e+00, float %t44.3, !dbg !136
  %.248.4 = add nuw nsw i64 %.15, 8, !dbg !137
  %t44.4 = fadd float %.256, %.230, !dbg !135
  %t45.4 = icmp ult i64 %.248.4, %.17, !dbg !136
  %spec.select.4 = select i1 %t45.4, float 0.000000e+00, float %t44.4, !dbg !136
  %.248.5 = add nuw nsw i64 %.15, 10, !dbg !137
  %t44.5 = fadd float %.256, %.231, !dbg !135
  %t45.5 = icmp ult i64 %.248.5, %.17, !dbg !136
  %spec.select.5 = select i1 %t45.5, float 0.000000e+00, float %t44.5, !dbg !136
  %.248.6 = add nuw nsw i64 %.15, 12, !dbg !137
  %t44.6 = fadd float %.256, %.232, !dbg !135
  %t45.6 = icmp ult i64 %.248.6, %.17, !dbg !136
  %spec.select.6 = select i1 %t45.6, float 0.000000e+00, float %t44.6, !dbg !136
  %.248.7 = add nuw nsw i64 %.15, 14, !dbg !137
  %t44.7 = fadd float %.256, %.233, !dbg !135
  %t45.7 = icmp ult i64 %.248.7, %.17, !dbg !136
  %spec.select.7 = select i1 %t45.7, float 0.000000e+00, float %t44.7, !dbg !136
  %.262 = mul i64 %.15, %a12, !dbg !138
  %.263 = add i64 %.262, %.17, !dbg !138
  %.265 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.263, !dbg !138
  store float %spec.select, ptr addrspace(1) %.265, align 4, !dbg !138
  %.267 = shl i64 %a12, 1, !dbg !138
  %.268 = add i64 %.263, %.267, !dbg !138
  %.269 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.268, !dbg !138
  store float %spec.select.1, ptr addrspace(1) %.269, align 4, !dbg !138
  %.271 = shl i64 %a12, 2, !dbg !138
  %.272 = add i64 %.263, %.271, !dbg !138
  %.273 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.272, !dbg !138
  store float %spec.select.2, ptr addrspace(1) %.273, align 4, !dbg !138
  %.275 = mul i64 %a12, 6, !dbg !138
  %.276 = add i64 %.263, %.275, !dbg !138
  %.277 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.276, !dbg !138
  store float %spec.select.3, ptr addrspace(1) %.277, align 4, !dbg !138
  %.279 = shl i64 %a12, 3, !dbg !138
  %.280 = add i64 %.263, %.279, !dbg !138
  %.281 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.280, !dbg !138
  store float %spec.select.4, ptr addrspace(1) %.281, align 4, !dbg !138
  %.283 = mul i64 %a12, 10, !dbg !138
  %.284 = add i64 %.263, %.283, !dbg !138
  %.285 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.284, !dbg !138
  store float %spec.select.5, ptr addrspace(1) %.285, align 4, !dbg !138
  %.287 = mul i64 %a12, 12, !dbg !138
  %.288 = add i64 %.263, %.287, !dbg !138
  %.289 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.288, !dbg !138
  store float %spec.select.6, ptr addrspace(1) %.289, align 4, !dbg !138
  %.291 = mul i64 %a12, 14, !dbg !138
  %.292 = add i64 %.263, %.291, !dbg !138
  %.293 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %.292, !dbg !138
  store float %spec.select.7, ptr addrspace(1) %.293, align 4, !dbg !138
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
  %.19 = shl nuw nsw i64 %.16, 3, !dbg !144
  %.20 = mul i64 %.18, %a12, !dbg !144
  %.21 = add i64 %.20, %.19, !dbg !144
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.21, !dbg !144
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !144
  %.24 = and i64 %.23, 3, !dbg !144
  %.25 = icmp eq i64 %.24, 0, !dbg !144
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !144

frag.wide.26:                                     ; preds = %entry
  %.29 = load <4 x i32>, ptr addrspace(1) %.22, align 4, !dbg !144, !amdgpu.noclobber !6
  %.30 = extractelement <4 x i32> %.29, i64 0, !dbg !144
  %.31 = extractelement <4 x i32> %.29, i64 1, !dbg !144
  %.32 = extractelement <4 x i32> %.29, i64 2, !dbg !144
  %.33 = extractelement <4 x i32> %.29, i64 3, !dbg !144
  br label %frag.join.28, !dbg !144

frag.narrow.27:                                   ; preds = %entry
  %.35 = load i16, ptr addrspace(1) %.22, align 2, !dbg !144, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !144
  %.37 = add i64 %.21, 1, !dbg !144
  %.38 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.37, !dbg !144
  %.39 = load i16, ptr addrspace(1) %.38, align 2, !dbg !144, !amdgpu.noclobber !6
  %.40 = zext i16 %.39 to i32, !dbg !144
  %.41 = shl nuw i32 %.40, 16, !dbg !144
  %.42 = or i32 %.41, %.36, !dbg !144
  %.43 = add i64 %.21, 2, !dbg !144
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.43, !dbg !144
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !144, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !144
  %.47 = add i64 %.21, 3, !dbg !144
  %.48 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.47, !dbg !144
  %.49 = load i16, ptr addrspace(1) %.48, align 2, !dbg !144, !amdgpu.noclobber !6
  %.50 = zext i16 %.49 to i32, !dbg !144
  %.51 = shl nuw i32 %.50, 16, !dbg !144
  %.52 = or i32 %.51, %.46, !dbg !144
  %.53 = add i64 %.21, 4, !dbg !144
  %.54 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.53, !dbg !144
  %.55 = load i16, ptr addrspace(1) %.54, align 2, !dbg !144, !amdgpu.noclobber !6
  %.56 = zext i16 %.55 to i32, !dbg !144
  %.57 = add i64 %.21, 5, !dbg !144
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.57, !dbg !144
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !144, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !144
  %.61 = shl nuw i32 %.60, 16, !dbg !144
  %.62 = or i32 %.61, %.56, !dbg !144
  %.63 = add i64 %.21, 6, !dbg !144
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.63, !dbg !144
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !144, !amdgpu.noclobber !6
  %.66 = zext i16 %.65 to i32, !dbg !144
  %.67 = add i64 %.21, 7, !dbg !144
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.67, !dbg !144
  %.69 = load i16, ptr addrspace(1) %.68, align 2, !dbg !144, !amdgpu.noclobber !6
  %.70 = zext i16 %.69 to i32, !dbg !144
  %.71 = shl nuw i32 %.70, 16, !dbg !144
  %.72 = or i32 %.71, %.66, !dbg !144
  br label %frag.join.28, !dbg !144

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %.73 = phi i32 [ %.30, %frag.wide.26 ], [ %.42, %frag.narrow.27 ], !dbg !144
  %.74 = phi i32 [ %.31, %frag.wide.26 ], [ %.52, %frag.narrow.27 ], !dbg !144
  %.75 = phi i32 [ %.32, %frag.wide.26 ], [ %.62, %frag.narrow.27 ], !dbg !144
  %.76 = phi i32 [ %.33, %frag.wide.26 ], [ %.72, %frag.narrow.27 ], !dbg !144
  %t7 = mul i64 %t2, %a13, !dbg !145
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !146
  %.87 = mul i64 %.19, %a13, !dbg !146
  %.88 = add i64 %.87, %.18, !dbg !146
  %.89 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.88, !dbg !146
  %.90 = load i16, ptr addrspace(1) %.89, align 2, !dbg !146, !amdgpu.noclobber !6
  %.91 = zext i16 %.90 to i32, !dbg !146
  %.93 = add i64 %.88, %a13, !dbg !146
  %.94 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.93, !dbg !146
  %.95 = load i16, ptr addrspace(1) %.94, align 2, !dbg !146, !amdgpu.noclobber !6
  %.96 = zext i16 %.95 to i32, !dbg !146
  %.97 = shl nuw i32 %.96, 16, !dbg !146
  %.98 = or i32 %.97, %.91, !dbg !146
  %.99 = shl i64 %a13, 1, !dbg !146
  %.100 = add i64 %.88, %.99, !dbg !146
  %.101 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.100, !dbg !146
  %.102 = load i16, ptr addrspace(1) %.101, align 2, !dbg !146, !amdgpu.noclobber !6
  %.103 = zext i16 %.102 to i32, !dbg !146
  %.104 = mul i64 %a13, 3, !dbg !146
  %.105 = add i64 %.88, %.104, !dbg !146
  %.106 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.105, !dbg !146
  %.107 = load i16, ptr addrspace(1) %.106, align 2, !dbg !146, !amdgpu.noclobber !6
  %.108 = zext i16 %.107 to i32, !dbg !146
  %.109 = shl nuw i32 %.108, 16, !dbg !146
  %.110 = or i32 %.109, %.103, !dbg !146
  %.111 = shl i64 %a13, 2, !dbg !146
  %.112 = add i64 %.88, %.111, !dbg !146
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.112, !dbg !146
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !146, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !146
  %.116 = mul i64 %a13, 5, !dbg !146
  %.117 = add i64 %.88, %.116, !dbg !146
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.117, !dbg !146
  %.119 = load i16, ptr addrspace(1) %.118, align 2, !dbg !146, !amdgpu.noclobber !6
  %.120 = zext i16 %.119 to i32, !dbg !146
  %.121 = shl nuw i32 %.120, 16, !dbg !146
  %.122 = or i32 %.121, %.115, !dbg !146
  %.123 = mul i64 %a13, 6, !dbg !146
  %.124 = add i64 %.88, %.123, !dbg !146
  %.125 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.124, !dbg !146
  %.126 = load i16, ptr addrspace(1) %.125, align 2, !dbg !146, !amdgpu.noclobber !6
  %.127 = zext i16 %.126 to i32, !dbg !146
  %.128 = mul i64 %a13, 7, !dbg !146
  %.129 = add i64 %.88, %.128, !dbg !146
  %.130 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.129, !dbg !146
  %.131 = load i16, ptr addrspace(1) %.130, align 2, !dbg !146, !amdgpu.noclobber !6
  %.132 = zext i16 %.131 to i32, !dbg !146
  %.133 = shl nuw i32 %.132, 16, !dbg !146
  %.134 = or i32 %.133, %.127, !dbg !146
  %t11 = mul i64 %t2, %a14, !dbg !147
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !148
  %.144 = mul i64 %.16, %a14, !dbg !148
  %.145 = add i64 %.144, %.18, !dbg !148
  %.146 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.145, !dbg !148
  %.147 = load float, ptr addrspace(1) %.146, align 4, !dbg !148, !amdgpu.noclobber !6
  %.148 = shl i64 %a14, 1, !dbg !148
  %.149 = add i64 %.145, %.148, !dbg !148
  %.150 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.149, !dbg !148
  %.151 = load float, ptr addrspace(1) %.150, align 4, !dbg !148, !amdgpu.noclobber !6
  %.152 = shl i64 %a14, 2, !dbg !148
  %.153 = add i64 %.145, %.152, !dbg !148
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.153, !dbg !148
  %.155 = load float, ptr addrspace(1) %.154, align 4, !dbg !148, !amdgpu.noclobber !6
  %.156 = mul i64 %a14, 6, !dbg !148
  %.157 = add i64 %.145, %.156, !dbg !148
  %.158 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.157, !dbg !148
  %.159 = load float, ptr addrspace(1) %.158, align 4, !dbg !148, !amdgpu.noclobber !6
  %.160 = shl i64 %a14, 3, !dbg !148
  %.161 = add i64 %.145, %.160, !dbg !148
  %.162 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.161, !dbg !148
  %.163 = load float, ptr addrspace(1) %.162, align 4, !dbg !148, !amdgpu.noclobber !6
  %.164 = mul i64 %a14, 10, !dbg !148
  %.165 = add i64 %.145, %.164, !dbg !148
  %.166 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.165, !dbg !148
  %.167 = load float, ptr addrspace(1) %.166, align 4, !dbg !148, !amdgpu.noclobber !6
  %.168 = mul i64 %a14, 12, !dbg !148
  %.169 = add i64 %.145, %.168, !dbg !148
  %.170 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.169, !dbg !148
  %.171 = load float, ptr addrspace(1) %.170, align 4, !dbg !148, !amdgpu.noclobber !6
  %.172 = mul i64 %a14, 14, !dbg !148
  %.173 = add i64 %.145, %.172, !dbg !148
  %.174 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.173, !dbg !148
  %.175 = load float, ptr addrspace(1) %.174, align 4, !dbg !148, !amdgpu.noclobber !6
  %.185 = icmp ugt i32 %.14, 15, !dbg !149
  %.186 = shl i32 %.14, 2, !dbg !149
  %.187 = xor i32 %.186, 64, !dbg !149
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.73), !dbg !149
  %.190 = select i1 %.185, i32 %.189, i32 %.73, !dbg !149
  %.191 = select i1 %.185, i32 %.73, i32 %.189, !dbg !149
  %.192 = insertelement <8 x i32> poison, i32 %.190, i64 0, !dbg !149
  %.193 = insertelement <8 x i32> %.192, i32 %.191, i64 4, !dbg !149
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.74), !dbg !149
  %.196 = select i1 %.185, i32 %.195, i32 %.74, !dbg !149
  %.197 = select i1 %.185, i32 %.74, i32 %.195, !dbg !149
  %.198 = insertelement <8 x i32> %.193, i32 %.196, i64 1, !dbg !149
  %.199 = insertelement <8 x i32> %.198, i32 %.197, i64 5, !dbg !149
  %.201 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.75), !dbg !149
  %.202 = select i1 %.185, i32 %.201, i32 %.75, !dbg !149
  %.203 = select i1 %.185, i32 %.75, i32 %.201, !dbg !149
  %.204 = insertelement <8 x i32> %.199, i32 %.202, i64 2, !dbg !149
  %.205 = insertelement <8 x i32> %.204, i32 %.203, i64 6, !dbg !149
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.76), !dbg !149
  %.208 = select i1 %.185, i32 %.207, i32 %.76, !dbg !149
  %.209 = select i1 %.185, i32 %.76, i32 %.207, !dbg !149
  %.210 = insertelement <8 x i32> %.205, i32 %.208, i64 3, !dbg !149
  %.211 = insertelement <8 x i32> %.210, i32 %.209, i64 7, !dbg !149
  %.212 = bitcast <8 x i32> %.211 to <16 x half>, !dbg !149
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.98), !dbg !149
  %.215 = select i1 %.185, i32 %.214, i32 %.98, !dbg !149
  %.216 = select i1 %.185, i32 %.98, i32 %.214, !dbg !149
  %.217 = insertelement <8 x i32> poison, i32 %.215, i64 0, !dbg !149
  %.218 = insertelement <8 x i32> %.217, i32 %.216, i64 4, !dbg !149
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.110), !dbg !149
  %.221 = select i1 %.185, i32 %.220, i32 %.110, !dbg !149
  %.222 = select i1 %.185, i32 %.110, i32 %.220, !dbg !149
  %.223 = insertelement <8 x i32> %.218, i32 %.221, i64 1, !dbg !149
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 5, !dbg !149
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.122), !dbg !149
  %.227 = select i1 %.185, i32 %.226, i32 %.122, !dbg !149
  %.228 = select i1 %.185, i32 %.122, i32 %.226, !dbg !149
  %.229 = insertelement <8 x i32> %.224, i32 %.227, i64 2, !dbg !149
  %.230 = insertelement <8 x i32> %.229, i32 %.228, i64 6, !dbg !149
  %.232 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.134), !dbg !149
  %.233 = select i1 %.185, i32 %.232, i32 %.134, !dbg !149
  %.234 = select i1 %.185, i32 %.134, i32 %.232, !dbg !149
  %.235 = insertelement <8 x i32> %.230, i32 %.233, i64 3, !dbg !149
  %.236 = insertelement <8 x i32> %.235, i32 %.234, i64 7, !dbg !149
  %.237 = bitcast <8 x i32> %.236 to <16 x half>, !dbg !149
  %.239 = insertelement <8 x float> poison, float %.147, i64 0, !dbg !149
  %.241 = insertelement <8 x float> %.239, float %.151, i64 1, !dbg !149
  %.243 = insertelement <8 x float> %.241, float %.155, i64 2, !dbg !149
  %.245 = insertelement <8 x float> %.243, float %.159, i64 3, !dbg !149
  %.247 = insertelement <8 x float> %.245, float %.163, i64 4, !dbg !149
  %.249 = insertelement <8 x float> %.247, float %.167, i64 5, !dbg !149
  %.251 = insertelement <8 x float> %.249, float %.171, i64 6, !dbg !149
  %.253 = insertelement <8 x float> %.251, float %.175, i64 7, !dbg !149
  %.254 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.212, <16 x half> %.237, <8 x float> %.253), !dbg !149
  %.255 = extractelement <8 x float> %.254, i64 0, !dbg !149
  %.256 = extractelement <8 x float> %.254, i64 1, !dbg !149
  %.257 = extractelement <8 x float> %.254, i64 2, !dbg !149
  %.258 = extractelement <8 x float> %.254, i64 3, !dbg !149
  %.259 = extractelement <8 x float> %.254, i64 4, !dbg !149
  %.260 = extractelement <8 x float> %.254, i64 5, !dbg !149
  %.261 = extractelement <8 x float> %.254, i64 6, !dbg !149
  %.262 = extractelement <8 x float> %.254, i64 7, !dbg !149
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !150
  %.279 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.145, !dbg !150
  store float %.255, ptr addrspace(1) %.279, align 4, !dbg !150
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.149, !dbg !150
  store float %.256, ptr addrspace(1) %.283, align 4, !dbg !150
  %.287 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.153, !dbg !150
  store float %.257, ptr addrspace(1) %.287, align 4, !dbg !150
  %.291 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.157, !dbg !150
  store float %.258, ptr addrspace(1) %.291, align 4, !dbg !150
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.161, !dbg !150
  store float %.259, ptr addrspace(1) %.295, align 4, !dbg !150
  %.299 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.165, !dbg !150
  store float %.260, ptr addrspace(1) %.299, align 4, !dbg !150
  %.303 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.169, !dbg !150
  store float %.261, ptr addrspace(1) %.303, align 4, !dbg !150
  %.307 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.173, !dbg !150
  store float %.262, ptr addrspace(1) %.307, align 4, !dbg !150
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
  %.19 = shl nuw nsw i64 %.16, 3, !dbg !155
  %.20 = mul i64 %.18, %a12, !dbg !155
  %.21 = add i64 %.20, %.19, !dbg !155
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.21, !dbg !155
  %.23 = ptrtoint ptr addrspace(1) %.22 to i64, !dbg !155
  %.24 = and i64 %.23, 3, !dbg !155
  %.25 = icmp eq i64 %.24, 0, !dbg !155
  br i1 %.25, label %frag.wide.26, label %frag.narrow.27, !dbg !155

frag.wide.26:                                     ; preds = %entry
  %.29 = load <4 x i32>, ptr addrspace(1) %.22, align 4, !dbg !155, !amdgpu.noclobber !6
  %.30 = extractelement <4 x i32> %.29, i64 0, !dbg !155
  %.31 = extractelement <4 x i32> %.29, i64 1, !dbg !155
  %.32 = extractelement <4 x i32> %.29, i64 2, !dbg !155
  %.33 = extractelement <4 x i32> %.29, i64 3, !dbg !155
  br label %frag.join.28, !dbg !155

frag.narrow.27:                                   ; preds = %entry
  %.35 = load i16, ptr addrspace(1) %.22, align 2, !dbg !155, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !155
  %.37 = add i64 %.21, 1, !dbg !155
  %.38 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.37, !dbg !155
  %.39 = load i16, ptr addrspace(1) %.38, align 2, !dbg !155, !amdgpu.noclobber !6
  %.40 = zext i16 %.39 to i32, !dbg !155
  %.41 = shl nuw i32 %.40, 16, !dbg !155
  %.42 = or i32 %.41, %.36, !dbg !155
  %.43 = add i64 %.21, 2, !dbg !155
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.43, !dbg !155
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !155, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !155
  %.47 = add i64 %.21, 3, !dbg !155
  %.48 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.47, !dbg !155
  %.49 = load i16, ptr addrspace(1) %.48, align 2, !dbg !155, !amdgpu.noclobber !6
  %.50 = zext i16 %.49 to i32, !dbg !155
  %.51 = shl nuw i32 %.50, 16, !dbg !155
  %.52 = or i32 %.51, %.46, !dbg !155
  %.53 = add i64 %.21, 4, !dbg !155
  %.54 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.53, !dbg !155
  %.55 = load i16, ptr addrspace(1) %.54, align 2, !dbg !155, !amdgpu.noclobber !6
  %.56 = zext i16 %.55 to i32, !dbg !155
  %.57 = add i64 %.21, 5, !dbg !155
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.57, !dbg !155
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !155, !amdgpu.noclobber !6
  %.60 = zext i16 %.59 to i32, !dbg !155
  %.61 = shl nuw i32 %.60, 16, !dbg !155
  %.62 = or i32 %.61, %.56, !dbg !155
  %.63 = add i64 %.21, 6, !dbg !155
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.63, !dbg !155
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !155, !amdgpu.noclobber !6
  %.66 = zext i16 %.65 to i32, !dbg !155
  %.67 = add i64 %.21, 7, !dbg !155
  %.68 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.67, !dbg !155
  %.69 = load i16, ptr addrspace(1) %.68, align 2, !dbg !155, !amdgpu.noclobber !6
  %.70 = zext i16 %.69 to i32, !dbg !155
  %.71 = shl nuw i32 %.70, 16, !dbg !155
  %.72 = or i32 %.71, %.66, !dbg !155
  br label %frag.join.28, !dbg !155

frag.join.28:                                     ; preds = %frag.narrow.27, %frag.wide.26
  %.73 = phi i32 [ %.30, %frag.wide.26 ], [ %.42, %frag.narrow.27 ], !dbg !155
  %.74 = phi i32 [ %.31, %frag.wide.26 ], [ %.52, %frag.narrow.27 ], !dbg !155
  %.75 = phi i32 [ %.32, %frag.wide.26 ], [ %.62, %frag.narrow.27 ], !dbg !155
  %.76 = phi i32 [ %.33, %frag.wide.26 ], [ %.72, %frag.narrow.27 ], !dbg !155
  %t7 = mul i64 %t2, %a13, !dbg !156
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !157
  %.87 = mul i64 %.19, %a13, !dbg !157
  %.88 = add i64 %.87, %.18, !dbg !157
  %.89 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.88, !dbg !157
  %.90 = load i16, ptr addrspace(1) %.89, align 2, !dbg !157, !amdgpu.noclobber !6
  %.91 = zext i16 %.90 to i32, !dbg !157
  %.93 = add i64 %.88, %a13, !dbg !157
  %.94 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.93, !dbg !157
  %.95 = load i16, ptr addrspace(1) %.94, align 2, !dbg !157, !amdgpu.noclobber !6
  %.96 = zext i16 %.95 to i32, !dbg !157
  %.97 = shl nuw i32 %.96, 16, !dbg !157
  %.98 = or i32 %.97, %.91, !dbg !157
  %.99 = shl i64 %a13, 1, !dbg !157
  %.100 = add i64 %.88, %.99, !dbg !157
  %.101 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.100, !dbg !157
  %.102 = load i16, ptr addrspace(1) %.101, align 2, !dbg !157, !amdgpu.noclobber !6
  %.103 = zext i16 %.102 to i32, !dbg !157
  %.104 = mul i64 %a13, 3, !dbg !157
  %.105 = add i64 %.88, %.104, !dbg !157
  %.106 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.105, !dbg !157
  %.107 = load i16, ptr addrspace(1) %.106, align 2, !dbg !157, !amdgpu.noclobber !6
  %.108 = zext i16 %.107 to i32, !dbg !157
  %.109 = shl nuw i32 %.108, 16, !dbg !157
  %.110 = or i32 %.109, %.103, !dbg !157
  %.111 = shl i64 %a13, 2, !dbg !157
  %.112 = add i64 %.88, %.111, !dbg !157
  %.113 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.112, !dbg !157
  %.114 = load i16, ptr addrspace(1) %.113, align 2, !dbg !157, !amdgpu.noclobber !6
  %.115 = zext i16 %.114 to i32, !dbg !157
  %.116 = mul i64 %a13, 5, !dbg !157
  %.117 = add i64 %.88, %.116, !dbg !157
  %.118 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.117, !dbg !157
  %.119 = load i16, ptr addrspace(1) %.118, align 2, !dbg !157, !amdgpu.noclobber !6
  %.120 = zext i16 %.119 to i32, !dbg !157
  %.121 = shl nuw i32 %.120, 16, !dbg !157
  %.122 = or i32 %.121, %.115, !dbg !157
  %.123 = mul i64 %a13, 6, !dbg !157
  %.124 = add i64 %.88, %.123, !dbg !157
  %.125 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.124, !dbg !157
  %.126 = load i16, ptr addrspace(1) %.125, align 2, !dbg !157, !amdgpu.noclobber !6
  %.127 = zext i16 %.126 to i32, !dbg !157
  %.128 = mul i64 %a13, 7, !dbg !157
  %.129 = add i64 %.88, %.128, !dbg !157
  %.130 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.129, !dbg !157
  %.131 = load i16, ptr addrspace(1) %.130, align 2, !dbg !157, !amdgpu.noclobber !6
  %.132 = zext i16 %.131 to i32, !dbg !157
  %.133 = shl nuw i32 %.132, 16, !dbg !157
  %.134 = or i32 %.133, %.127, !dbg !157
  %t11 = mul i64 %t2, %a14, !dbg !158
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !159
  %.144 = mul i64 %.16, %a14, !dbg !159
  %.145 = add i64 %.144, %.18, !dbg !159
  %.146 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.145, !dbg !159
  %.147 = load float, ptr addrspace(1) %.146, align 4, !dbg !159, !amdgpu.noclobber !6
  %.148 = shl i64 %a14, 1, !dbg !159
  %.149 = add i64 %.145, %.148, !dbg !159
  %.150 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.149, !dbg !159
  %.151 = load float, ptr addrspace(1) %.150, align 4, !dbg !159, !amdgpu.noclobber !6
  %.152 = shl i64 %a14, 2, !dbg !159
  %.153 = add i64 %.145, %.152, !dbg !159
  %.154 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.153, !dbg !159
  %.155 = load float, ptr addrspace(1) %.154, align 4, !dbg !159, !amdgpu.noclobber !6
  %.156 = mul i64 %a14, 6, !dbg !159
  %.157 = add i64 %.145, %.156, !dbg !159
  %.158 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.157, !dbg !159
  %.159 = load float, ptr addrspace(1) %.158, align 4, !dbg !159, !amdgpu.noclobber !6
  %.160 = shl i64 %a14, 3, !dbg !159
  %.161 = add i64 %.145, %.160, !dbg !159
  %.162 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.161, !dbg !159
  %.163 = load float, ptr addrspace(1) %.162, align 4, !dbg !159, !amdgpu.noclobber !6
  %.164 = mul i64 %a14, 10, !dbg !159
  %.165 = add i64 %.145, %.164, !dbg !159
  %.166 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.165, !dbg !159
  %.167 = load float, ptr addrspace(1) %.166, align 4, !dbg !159, !amdgpu.noclobber !6
  %.168 = mul i64 %a14, 12, !dbg !159
  %.169 = add i64 %.145, %.168, !dbg !159
  %.170 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.169, !dbg !159
  %.171 = load float, ptr addrspace(1) %.170, align 4, !dbg !159, !amdgpu.noclobber !6
  %.172 = mul i64 %a14, 14, !dbg !159
  %.173 = add i64 %.145, %.172, !dbg !159
  %.174 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.173, !dbg !159
  %.175 = load float, ptr addrspace(1) %.174, align 4, !dbg !159, !amdgpu.noclobber !6
  %.185 = icmp ugt i32 %.14, 15, !dbg !160
  %.186 = shl i32 %.14, 2, !dbg !160
  %.187 = xor i32 %.186, 64, !dbg !160
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.73), !dbg !160
  %.190 = select i1 %.185, i32 %.189, i32 %.73, !dbg !160
  %.191 = select i1 %.185, i32 %.73, i32 %.189, !dbg !160
  %.192 = insertelement <8 x i32> poison, i32 %.190, i64 0, !dbg !160
  %.193 = insertelement <8 x i32> %.192, i32 %.191, i64 4, !dbg !160
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.74), !dbg !160
  %.196 = select i1 %.185, i32 %.195, i32 %.74, !dbg !160
  %.197 = select i1 %.185, i32 %.74, i32 %.195, !dbg !160
  %.198 = insertelement <8 x i32> %.193, i32 %.196, i64 1, !dbg !160
  %.199 = insertelement <8 x i32> %.198, i32 %.197, i64 5, !dbg !160
  %.201 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.75), !dbg !160
  %.202 = select i1 %.185, i32 %.201, i32 %.75, !dbg !160
  %.203 = select i1 %.185, i32 %.75, i32 %.201, !dbg !160
  %.204 = insertelement <8 x i32> %.199, i32 %.202, i64 2, !dbg !160
  %.205 = insertelement <8 x i32> %.204, i32 %.203, i64 6, !dbg !160
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.76), !dbg !160
  %.208 = select i1 %.185, i32 %.207, i32 %.76, !dbg !160
  %.209 = select i1 %.185, i32 %.76, i32 %.207, !dbg !160
  %.210 = insertelement <8 x i32> %.205, i32 %.208, i64 3, !dbg !160
  %.211 = insertelement <8 x i32> %.210, i32 %.209, i64 7, !dbg !160
  %.212 = bitcast <8 x i32> %.211 to <16 x i16>, !dbg !160
  %.214 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.98), !dbg !160
  %.215 = select i1 %.185, i32 %.214, i32 %.98, !dbg !160
  %.216 = select i1 %.185, i32 %.98, i32 %.214, !dbg !160
  %.217 = insertelement <8 x i32> poison, i32 %.215, i64 0, !dbg !160
  %.218 = insertelement <8 x i32> %.217, i32 %.216, i64 4, !dbg !160
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.110), !dbg !160
  %.221 = select i1 %.185, i32 %.220, i32 %.110, !dbg !160
  %.222 = select i1 %.185, i32 %.110, i32 %.220, !dbg !160
  %.223 = insertelement <8 x i32> %.218, i32 %.221, i64 1, !dbg !160
  %.224 = insertelement <8 x i32> %.223, i32 %.222, i64 5, !dbg !160
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.122), !dbg !160
  %.227 = select i1 %.185, i32 %.226, i32 %.122, !dbg !160
  %.228 = select i1 %.185, i32 %.122, i32 %.226, !dbg !160
  %.229 = insertelement <8 x i32> %.224, i32 %.227, i64 2, !dbg !160
  %.230 = insertelement <8 x i32> %.229, i32 %.228, i64 6, !dbg !160
  %.232 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.187, i32 %.134), !dbg !160
  %.233 = select i1 %.185, i32 %.232, i32 %.134, !dbg !160
  %.234 = select i1 %.185, i32 %.134, i32 %.232, !dbg !160
  %.235 = insertelement <8 x i32> %.230, i32 %.233, i64 3, !dbg !160
  %.236 = insertelement <8 x i32> %.235, i32 %.234, i64 7, !dbg !160
  %.237 = bitcast <8 x i32> %.236 to <16 x i16>, !dbg !160
  %.239 = insertelement <8 x float> poison, float %.147, i64 0, !dbg !160
  %.241 = insertelement <8 x float> %.239, float %.151, i64 1, !dbg !160
  %.243 = insertelement <8 x float> %.241, float %.155, i64 2, !dbg !160
  %.245 = insertelement <8 x float> %.243, float %.159, i64 3, !dbg !160
  %.247 = insertelement <8 x float> %.245, float %.163, i64 4, !dbg !160
  %.249 = insertelement <8 x float> %.247, float %.167, i64 5, !dbg !160
  %.251 = insertelement <8 x float> %.249, float %.171, i64 6, !dbg !160
  %.253 = insertelement <8 x float> %.251, float %.175, i64 7, !dbg !160
  %.254 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.212, <16 x i16> %.237, <8 x float> %.253), !dbg !160
  %.255 = extractelement <8 x float> %.254, i64 0, !dbg !160
  %.256 = extractelement <8 x float> %.254, i64 1, !dbg !160
  %.257 = extractelement <8 x float> %.254, i64 2, !dbg !160
  %.258 = extractelement <8 x float> %.254, i64 3, !dbg !160
  %.259 = extractelement <8 x float> %.254, i64 4, !dbg !160
  %.260 = extractelement <8 x float> %.254, i64 5, !dbg !160
  %.261 = extractelement <8 x float> %.254, i64 6, !dbg !160
  %.262 = extractelement <8 x float> %.254, i64 7, !dbg !160
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !161
  %.279 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.145, !dbg !161
  store float %.255, ptr addrspace(1) %.279, align 4, !dbg !161
  %.283 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.149, !dbg !161
  store float %.256, ptr addrspace(1) %.283, align 4, !dbg !161
  %.287 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.153, !dbg !161
  store float %.257, ptr addrspace(1) %.287, align 4, !dbg !161
  %.291 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.157, !dbg !161
  store float %.258, ptr addrspace(1) %.291, align 4, !dbg !161
  %.295 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.161, !dbg !161
  store float %.259, ptr addrspace(1) %.295, align 4, !dbg !161
  %.299 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.165, !dbg !161
  store float %.260, ptr addrspace(1) %.299, align 4, !dbg !161
  %.303 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.169, !dbg !161
  store float %.261, ptr addrspace(1) %.303, align 4, !dbg !161
  %.307 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.173, !dbg !161
  store float %.262, ptr addrspace(1) %.307, align 4, !dbg !161
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
  %.19 = shl nuw nsw i64 %.16, 3, !dbg !166
  %.20 = mul i64 %.19, %a12, !dbg !166
  %.21 = add i64 %.20, %.18, !dbg !166
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.21, !dbg !166
  %.23 = load i16, ptr addrspace(1) %.22, align 2, !dbg !166, !amdgpu.noclobber !6
  %.26 = add i64 %.21, %a12, !dbg !166
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.26, !dbg !166
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !166, !amdgpu.noclobber !6
  %.32 = shl i64 %a12, 1, !dbg !166
  %.33 = add i64 %.21, %.32, !dbg !166
  %.34 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.33, !dbg !166
  %.35 = load i16, ptr addrspace(1) %.34, align 2, !dbg !166, !amdgpu.noclobber !6
  %.37 = mul i64 %a12, 3, !dbg !166
  %.38 = add i64 %.21, %.37, !dbg !166
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.38, !dbg !166
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !166, !amdgpu.noclobber !6
  %.44 = shl i64 %a12, 2, !dbg !166
  %.45 = add i64 %.21, %.44, !dbg !166
  %.46 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.45, !dbg !166
  %.47 = load i16, ptr addrspace(1) %.46, align 2, !dbg !166, !amdgpu.noclobber !6
  %.49 = mul i64 %a12, 5, !dbg !166
  %.50 = add i64 %.21, %.49, !dbg !166
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.50, !dbg !166
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !166, !amdgpu.noclobber !6
  %.56 = mul i64 %a12, 6, !dbg !166
  %.57 = add i64 %.21, %.56, !dbg !166
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.57, !dbg !166
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !166, !amdgpu.noclobber !6
  %.61 = mul i64 %a12, 7, !dbg !166
  %.62 = add i64 %.21, %.61, !dbg !166
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.62, !dbg !166
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !166, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !167
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !168
  %.78 = mul i64 %.18, %a13, !dbg !168
  %.79 = add i64 %.78, %.19, !dbg !168
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.79, !dbg !168
  %.81 = ptrtoint ptr addrspace(1) %.80 to i64, !dbg !168
  %.82 = and i64 %.81, 3, !dbg !168
  %.83 = icmp eq i64 %.82, 0, !dbg !168
  br i1 %.83, label %frag.wide.84, label %frag.narrow.85, !dbg !168

frag.wide.84:                                     ; preds = %entry
  %.87 = load <4 x i32>, ptr addrspace(1) %.80, align 4, !dbg !168, !amdgpu.noclobber !6
  %.88 = extractelement <4 x i32> %.87, i64 0, !dbg !168
  %.89 = extractelement <4 x i32> %.87, i64 1, !dbg !168
  %.90 = extractelement <4 x i32> %.87, i64 2, !dbg !168
  %.91 = extractelement <4 x i32> %.87, i64 3, !dbg !168
  br label %frag.join.86, !dbg !168

frag.narrow.85:                                   ; preds = %entry
  %.93 = load i16, ptr addrspace(1) %.80, align 2, !dbg !168, !amdgpu.noclobber !6
  %.94 = zext i16 %.93 to i32, !dbg !168
  %.95 = add i64 %.79, 1, !dbg !168
  %.96 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.95, !dbg !168
  %.97 = load i16, ptr addrspace(1) %.96, align 2, !dbg !168, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !168
  %.99 = shl nuw i32 %.98, 16, !dbg !168
  %.100 = or i32 %.99, %.94, !dbg !168
  %.101 = add i64 %.79, 2, !dbg !168
  %.102 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.101, !dbg !168
  %.103 = load i16, ptr addrspace(1) %.102, align 2, !dbg !168, !amdgpu.noclobber !6
  %.104 = zext i16 %.103 to i32, !dbg !168
  %.105 = add i64 %.79, 3, !dbg !168
  %.106 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.105, !dbg !168
  %.107 = load i16, ptr addrspace(1) %.106, align 2, !dbg !168, !amdgpu.noclobber !6
  %.108 = zext i16 %.107 to i32, !dbg !168
  %.109 = shl nuw i32 %.108, 16, !dbg !168
  %.110 = or i32 %.109, %.104, !dbg !168
  %.111 = add i64 %.79, 4, !dbg !168
  %.112 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.111, !dbg !168
  %.113 = load i16, ptr addrspace(1) %.112, align 2, !dbg !168, !amdgpu.noclobber !6
  %.114 = zext i16 %.113 to i32, !dbg !168
  %.115 = add i64 %.79, 5, !dbg !168
  %.116 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.115, !dbg !168
  %.117 = load i16, ptr addrspace(1) %.116, align 2, !dbg !168, !amdgpu.noclobber !6
  %.118 = zext i16 %.117 to i32, !dbg !168
  %.119 = shl nuw i32 %.118, 16, !dbg !168
  %.120 = or i32 %.119, %.114, !dbg !168
  %.121 = add i64 %.79, 6, !dbg !168
  %.122 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.121, !dbg !168
  %.123 = load i16, ptr addrspace(1) %.122, align 2, !dbg !168, !amdgpu.noclobber !6
  %.124 = zext i16 %.123 to i32, !dbg !168
  %.125 = add i64 %.79, 7, !dbg !168
  %.126 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.125, !dbg !168
  %.127 = load i16, ptr addrspace(1) %.126, align 2, !dbg !168, !amdgpu.noclobber !6
  %.128 = zext i16 %.127 to i32, !dbg !168
  %.129 = shl nuw i32 %.128, 16, !dbg !168
  %.130 = or i32 %.129, %.124, !dbg !168
  br label %frag.join.86, !dbg !168

frag.join.86:                                     ; preds = %frag.narrow.85, %frag.wide.84
  %.131 = phi i32 [ %.88, %frag.wide.84 ], [ %.100, %frag.narrow.85 ], !dbg !168
  %.132 = phi i32 [ %.89, %frag.wide.84 ], [ %.110, %frag.narrow.85 ], !dbg !168
  %.133 = phi i32 [ %.90, %frag.wide.84 ], [ %.120, %frag.narrow.85 ], !dbg !168
  %.134 = phi i32 [ %.91, %frag.wide.84 ], [ %.130, %frag.narrow.85 ], !dbg !168
  %.60 = zext i16 %.59 to i32, !dbg !166
  %.65 = zext i16 %.64 to i32, !dbg !166
  %.66 = shl nuw i32 %.65, 16, !dbg !166
  %.67 = or i32 %.66, %.60, !dbg !166
  %.48 = zext i16 %.47 to i32, !dbg !166
  %.53 = zext i16 %.52 to i32, !dbg !166
  %.54 = shl nuw i32 %.53, 16, !dbg !166
  %.55 = or i32 %.54, %.48, !dbg !166
  %.36 = zext i16 %.35 to i32, !dbg !166
  %.41 = zext i16 %.40 to i32, !dbg !166
  %.42 = shl nuw i32 %.41, 16, !dbg !166
  %.43 = or i32 %.42, %.36, !dbg !166
  %.24 = zext i16 %.23 to i32, !dbg !166
  %.29 = zext i16 %.28 to i32, !dbg !166
  %.30 = shl nuw i32 %.29, 16, !dbg !166
  %.31 = or i32 %.30, %.24, !dbg !166
  %t11 = mul i64 %t2, %a14, !dbg !169
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !170
  %.144 = mul i64 %.18, %a14, !dbg !170
  %.145 = add i64 %.144, %.16, !dbg !170
  %.146 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.145, !dbg !170
  %.147 = load float, ptr addrspace(1) %.146, align 4, !dbg !170, !amdgpu.noclobber !6
  %.148 = add i64 %.145, 2, !dbg !170
  %.149 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.148, !dbg !170
  %.150 = load float, ptr addrspace(1) %.149, align 4, !dbg !170, !amdgpu.noclobber !6
  %.151 = add i64 %.145, 4, !dbg !170
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.151, !dbg !170
  %.153 = load float, ptr addrspace(1) %.152, align 4, !dbg !170, !amdgpu.noclobber !6
  %.154 = add i64 %.145, 6, !dbg !170
  %.155 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.154, !dbg !170
  %.156 = load float, ptr addrspace(1) %.155, align 4, !dbg !170, !amdgpu.noclobber !6
  %.157 = add i64 %.145, 8, !dbg !170
  %.158 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.157, !dbg !170
  %.159 = load float, ptr addrspace(1) %.158, align 4, !dbg !170, !amdgpu.noclobber !6
  %.160 = add i64 %.145, 10, !dbg !170
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.160, !dbg !170
  %.162 = load float, ptr addrspace(1) %.161, align 4, !dbg !170, !amdgpu.noclobber !6
  %.163 = add i64 %.145, 12, !dbg !170
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.163, !dbg !170
  %.165 = load float, ptr addrspace(1) %.164, align 4, !dbg !170, !amdgpu.noclobber !6
  %.166 = add i64 %.145, 14, !dbg !170
  %.167 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.166, !dbg !170
  %.168 = load float, ptr addrspace(1) %.167, align 4, !dbg !170, !amdgpu.noclobber !6
  %.178 = icmp ugt i32 %.14, 15, !dbg !171
  %.179 = shl i32 %.14, 2, !dbg !171
  %.180 = xor i32 %.179, 64, !dbg !171
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.31), !dbg !171
  %.183 = select i1 %.178, i32 %.182, i32 %.31, !dbg !171
  %.184 = select i1 %.178, i32 %.31, i32 %.182, !dbg !171
  %.185 = insertelement <8 x i32> poison, i32 %.183, i64 0, !dbg !171
  %.186 = insertelement <8 x i32> %.185, i32 %.184, i64 4, !dbg !171
  %.188 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.43), !dbg !171
  %.189 = select i1 %.178, i32 %.188, i32 %.43, !dbg !171
  %.190 = select i1 %.178, i32 %.43, i32 %.188, !dbg !171
  %.191 = insertelement <8 x i32> %.186, i32 %.189, i64 1, !dbg !171
  %.192 = insertelement <8 x i32> %.191, i32 %.190, i64 5, !dbg !171
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.55), !dbg !171
  %.195 = select i1 %.178, i32 %.194, i32 %.55, !dbg !171
  %.196 = select i1 %.178, i32 %.55, i32 %.194, !dbg !171
  %.197 = insertelement <8 x i32> %.192, i32 %.195, i64 2, !dbg !171
  %.198 = insertelement <8 x i32> %.197, i32 %.196, i64 6, !dbg !171
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.67), !dbg !171
  %.201 = select i1 %.178, i32 %.200, i32 %.67, !dbg !171
  %.202 = select i1 %.178, i32 %.67, i32 %.200, !dbg !171
  %.203 = insertelement <8 x i32> %.198, i32 %.201, i64 3, !dbg !171
  %.204 = insertelement <8 x i32> %.203, i32 %.202, i64 7, !dbg !171
  %.205 = bitcast <8 x i32> %.204 to <16 x half>, !dbg !171
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.131), !dbg !171
  %.208 = select i1 %.178, i32 %.207, i32 %.131, !dbg !171
  %.209 = select i1 %.178, i32 %.131, i32 %.207, !dbg !171
  %.210 = insertelement <8 x i32> poison, i32 %.208, i64 0, !dbg !171
  %.211 = insertelement <8 x i32> %.210, i32 %.209, i64 4, !dbg !171
  %.213 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.132), !dbg !171
  %.214 = select i1 %.178, i32 %.213, i32 %.132, !dbg !171
  %.215 = select i1 %.178, i32 %.132, i32 %.213, !dbg !171
  %.216 = insertelement <8 x i32> %.211, i32 %.214, i64 1, !dbg !171
  %.217 = insertelement <8 x i32> %.216, i32 %.215, i64 5, !dbg !171
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.133), !dbg !171
  %.220 = select i1 %.178, i32 %.219, i32 %.133, !dbg !171
  %.221 = select i1 %.178, i32 %.133, i32 %.219, !dbg !171
  %.222 = insertelement <8 x i32> %.217, i32 %.220, i64 2, !dbg !171
  %.223 = insertelement <8 x i32> %.222, i32 %.221, i64 6, !dbg !171
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.134), !dbg !171
  %.226 = select i1 %.178, i32 %.225, i32 %.134, !dbg !171
  %.227 = select i1 %.178, i32 %.134, i32 %.225, !dbg !171
  %.228 = insertelement <8 x i32> %.223, i32 %.226, i64 3, !dbg !171
  %.229 = insertelement <8 x i32> %.228, i32 %.227, i64 7, !dbg !171
  %.230 = bitcast <8 x i32> %.229 to <16 x half>, !dbg !171
  %.232 = insertelement <8 x float> poison, float %.147, i64 0, !dbg !171
  %.234 = insertelement <8 x float> %.232, float %.150, i64 1, !dbg !171
  %.236 = insertelement <8 x float> %.234, float %.153, i64 2, !dbg !171
  %.238 = insertelement <8 x float> %.236, float %.156, i64 3, !dbg !171
  %.240 = insertelement <8 x float> %.238, float %.159, i64 4, !dbg !171
  %.242 = insertelement <8 x float> %.240, float %.162, i64 5, !dbg !171
  %.244 = insertelement <8 x float> %.242, float %.165, i64 6, !dbg !171
  %.246 = insertelement <8 x float> %.244, float %.168, i64 7, !dbg !171
  %.247 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.205, <16 x half> %.230, <8 x float> %.246), !dbg !171
  %.248 = extractelement <8 x float> %.247, i64 0, !dbg !171
  %.249 = extractelement <8 x float> %.247, i64 1, !dbg !171
  %.250 = extractelement <8 x float> %.247, i64 2, !dbg !171
  %.251 = extractelement <8 x float> %.247, i64 3, !dbg !171
  %.252 = extractelement <8 x float> %.247, i64 4, !dbg !171
  %.253 = extractelement <8 x float> %.247, i64 5, !dbg !171
  %.254 = extractelement <8 x float> %.247, i64 6, !dbg !171
  %.255 = extractelement <8 x float> %.247, i64 7, !dbg !171
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !172
  %.272 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.145, !dbg !172
  store float %.248, ptr addrspace(1) %.272, align 4, !dbg !172
  %.275 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.148, !dbg !172
  store float %.249, ptr addrspace(1) %.275, align 4, !dbg !172
  %.278 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.151, !dbg !172
  store float %.250, ptr addrspace(1) %.278, align 4, !dbg !172
  %.281 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.154, !dbg !172
  store float %.251, ptr addrspace(1) %.281, align 4, !dbg !172
  %.284 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.157, !dbg !172
  store float %.252, ptr addrspace(1) %.284, align 4, !dbg !172
  %.287 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.160, !dbg !172
  store float %.253, ptr addrspace(1) %.287, align 4, !dbg !172
  %.290 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.163, !dbg !172
  store float %.254, ptr addrspace(1) %.290, align 4, !dbg !172
  %.293 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.166, !dbg !172
  store float %.255, ptr addrspace(1) %.293, align 4, !dbg !172
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
  %.19 = shl nuw nsw i64 %.16, 3, !dbg !177
  %.20 = mul i64 %.19, %a12, !dbg !177
  %.21 = add i64 %.20, %.18, !dbg !177
  %.22 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.21, !dbg !177
  %.23 = load i16, ptr addrspace(1) %.22, align 2, !dbg !177, !amdgpu.noclobber !6
  %.26 = add i64 %.21, %a12, !dbg !177
  %.27 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.26, !dbg !177
  %.28 = load i16, ptr addrspace(1) %.27, align 2, !dbg !177, !amdgpu.noclobber !6
  %.32 = shl i64 %a12, 1, !dbg !177
  %.33 = add i64 %.21, %.32, !dbg !177
  %.34 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.33, !dbg !177
  %.35 = load i16, ptr addrspace(1) %.34, align 2, !dbg !177, !amdgpu.noclobber !6
  %.37 = mul i64 %a12, 3, !dbg !177
  %.38 = add i64 %.21, %.37, !dbg !177
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.38, !dbg !177
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !177, !amdgpu.noclobber !6
  %.44 = shl i64 %a12, 2, !dbg !177
  %.45 = add i64 %.21, %.44, !dbg !177
  %.46 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.45, !dbg !177
  %.47 = load i16, ptr addrspace(1) %.46, align 2, !dbg !177, !amdgpu.noclobber !6
  %.49 = mul i64 %a12, 5, !dbg !177
  %.50 = add i64 %.21, %.49, !dbg !177
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.50, !dbg !177
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !177, !amdgpu.noclobber !6
  %.56 = mul i64 %a12, 6, !dbg !177
  %.57 = add i64 %.21, %.56, !dbg !177
  %.58 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.57, !dbg !177
  %.59 = load i16, ptr addrspace(1) %.58, align 2, !dbg !177, !amdgpu.noclobber !6
  %.61 = mul i64 %a12, 7, !dbg !177
  %.62 = add i64 %.21, %.61, !dbg !177
  %.63 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.62, !dbg !177
  %.64 = load i16, ptr addrspace(1) %.63, align 2, !dbg !177, !amdgpu.noclobber !6
  %t7 = mul i64 %t2, %a13, !dbg !178
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !179
  %.78 = mul i64 %.18, %a13, !dbg !179
  %.79 = add i64 %.78, %.19, !dbg !179
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.79, !dbg !179
  %.81 = ptrtoint ptr addrspace(1) %.80 to i64, !dbg !179
  %.82 = and i64 %.81, 3, !dbg !179
  %.83 = icmp eq i64 %.82, 0, !dbg !179
  br i1 %.83, label %frag.wide.84, label %frag.narrow.85, !dbg !179

frag.wide.84:                                     ; preds = %entry
  %.87 = load <4 x i32>, ptr addrspace(1) %.80, align 4, !dbg !179, !amdgpu.noclobber !6
  %.88 = extractelement <4 x i32> %.87, i64 0, !dbg !179
  %.89 = extractelement <4 x i32> %.87, i64 1, !dbg !179
  %.90 = extractelement <4 x i32> %.87, i64 2, !dbg !179
  %.91 = extractelement <4 x i32> %.87, i64 3, !dbg !179
  br label %frag.join.86, !dbg !179

frag.narrow.85:                                   ; preds = %entry
  %.93 = load i16, ptr addrspace(1) %.80, align 2, !dbg !179, !amdgpu.noclobber !6
  %.94 = zext i16 %.93 to i32, !dbg !179
  %.95 = add i64 %.79, 1, !dbg !179
  %.96 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.95, !dbg !179
  %.97 = load i16, ptr addrspace(1) %.96, align 2, !dbg !179, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !179
  %.99 = shl nuw i32 %.98, 16, !dbg !179
  %.100 = or i32 %.99, %.94, !dbg !179
  %.101 = add i64 %.79, 2, !dbg !179
  %.102 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.101, !dbg !179
  %.103 = load i16, ptr addrspace(1) %.102, align 2, !dbg !179, !amdgpu.noclobber !6
  %.104 = zext i16 %.103 to i32, !dbg !179
  %.105 = add i64 %.79, 3, !dbg !179
  %.106 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.105, !dbg !179
  %.107 = load i16, ptr addrspace(1) %.106, align 2, !dbg !179, !amdgpu.noclobber !6
  %.108 = zext i16 %.107 to i32, !dbg !179
  %.109 = shl nuw i32 %.108, 16, !dbg !179
  %.110 = or i32 %.109, %.104, !dbg !179
  %.111 = add i64 %.79, 4, !dbg !179
  %.112 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.111, !dbg !179
  %.113 = load i16, ptr addrspace(1) %.112, align 2, !dbg !179, !amdgpu.noclobber !6
  %.114 = zext i16 %.113 to i32, !dbg !179
  %.115 = add i64 %.79, 5, !dbg !179
  %.116 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.115, !dbg !179
  %.117 = load i16, ptr addrspace(1) %.116, align 2, !dbg !179, !amdgpu.noclobber !6
  %.118 = zext i16 %.117 to i32, !dbg !179
  %.119 = shl nuw i32 %.118, 16, !dbg !179
  %.120 = or i32 %.119, %.114, !dbg !179
  %.121 = add i64 %.79, 6, !dbg !179
  %.122 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.121, !dbg !179
  %.123 = load i16, ptr addrspace(1) %.122, align 2, !dbg !179, !amdgpu.noclobber !6
  %.124 = zext i16 %.123 to i32, !dbg !179
  %.125 = add i64 %.79, 7, !dbg !179
  %.126 = getelementptr inbounds i16, ptr addrspace(1) %t9, i64 %.125, !dbg !179
  %.127 = load i16, ptr addrspace(1) %.126, align 2, !dbg !179, !amdgpu.noclobber !6
  %.128 = zext i16 %.127 to i32, !dbg !179
  %.129 = shl nuw i32 %.128, 16, !dbg !179
  %.130 = or i32 %.129, %.124, !dbg !179
  br label %frag.join.86, !dbg !179

frag.join.86:                                     ; preds = %frag.narrow.85, %frag.wide.84
  %.131 = phi i32 [ %.88, %frag.wide.84 ], [ %.100, %frag.narrow.85 ], !dbg !179
  %.132 = phi i32 [ %.89, %frag.wide.84 ], [ %.110, %frag.narrow.85 ], !dbg !179
  %.133 = phi i32 [ %.90, %frag.wide.84 ], [ %.120, %frag.narrow.85 ], !dbg !179
  %.134 = phi i32 [ %.91, %frag.wide.84 ], [ %.130, %frag.narrow.85 ], !dbg !179
  %.60 = zext i16 %.59 to i32, !dbg !177
  %.65 = zext i16 %.64 to i32, !dbg !177
  %.66 = shl nuw i32 %.65, 16, !dbg !177
  %.67 = or i32 %.66, %.60, !dbg !177
  %.48 = zext i16 %.47 to i32, !dbg !177
  %.53 = zext i16 %.52 to i32, !dbg !177
  %.54 = shl nuw i32 %.53, 16, !dbg !177
  %.55 = or i32 %.54, %.48, !dbg !177
  %.36 = zext i16 %.35 to i32, !dbg !177
  %.41 = zext i16 %.40 to i32, !dbg !177
  %.42 = shl nuw i32 %.41, 16, !dbg !177
  %.43 = or i32 %.42, %.36, !dbg !177
  %.24 = zext i16 %.23 to i32, !dbg !177
  %.29 = zext i16 %.28 to i32, !dbg !177
  %.30 = shl nuw i32 %.29, 16, !dbg !177
  %.31 = or i32 %.30, %.24, !dbg !177
  %t11 = mul i64 %t2, %a14, !dbg !180
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t11, !dbg !181
  %.144 = mul i64 %.18, %a14, !dbg !181
  %.145 = add i64 %.144, %.16, !dbg !181
  %.146 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.145, !dbg !181
  %.147 = load float, ptr addrspace(1) %.146, align 4, !dbg !181, !amdgpu.noclobber !6
  %.148 = add i64 %.145, 2, !dbg !181
  %.149 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.148, !dbg !181
  %.150 = load float, ptr addrspace(1) %.149, align 4, !dbg !181, !amdgpu.noclobber !6
  %.151 = add i64 %.145, 4, !dbg !181
  %.152 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.151, !dbg !181
  %.153 = load float, ptr addrspace(1) %.152, align 4, !dbg !181, !amdgpu.noclobber !6
  %.154 = add i64 %.145, 6, !dbg !181
  %.155 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.154, !dbg !181
  %.156 = load float, ptr addrspace(1) %.155, align 4, !dbg !181, !amdgpu.noclobber !6
  %.157 = add i64 %.145, 8, !dbg !181
  %.158 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.157, !dbg !181
  %.159 = load float, ptr addrspace(1) %.158, align 4, !dbg !181, !amdgpu.noclobber !6
  %.160 = add i64 %.145, 10, !dbg !181
  %.161 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.160, !dbg !181
  %.162 = load float, ptr addrspace(1) %.161, align 4, !dbg !181, !amdgpu.noclobber !6
  %.163 = add i64 %.145, 12, !dbg !181
  %.164 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.163, !dbg !181
  %.165 = load float, ptr addrspace(1) %.164, align 4, !dbg !181, !amdgpu.noclobber !6
  %.166 = add i64 %.145, 14, !dbg !181
  %.167 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 %.166, !dbg !181
  %.168 = load float, ptr addrspace(1) %.167, align 4, !dbg !181, !amdgpu.noclobber !6
  %.178 = icmp ugt i32 %.14, 15, !dbg !182
  %.179 = shl i32 %.14, 2, !dbg !182
  %.180 = xor i32 %.179, 64, !dbg !182
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.31), !dbg !182
  %.183 = select i1 %.178, i32 %.182, i32 %.31, !dbg !182
  %.184 = select i1 %.178, i32 %.31, i32 %.182, !dbg !182
  %.185 = insertelement <8 x i32> poison, i32 %.183, i64 0, !dbg !182
  %.186 = insertelement <8 x i32> %.185, i32 %.184, i64 4, !dbg !182
  %.188 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.43), !dbg !182
  %.189 = select i1 %.178, i32 %.188, i32 %.43, !dbg !182
  %.190 = select i1 %.178, i32 %.43, i32 %.188, !dbg !182
  %.191 = insertelement <8 x i32> %.186, i32 %.189, i64 1, !dbg !182
  %.192 = insertelement <8 x i32> %.191, i32 %.190, i64 5, !dbg !182
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.55), !dbg !182
  %.195 = select i1 %.178, i32 %.194, i32 %.55, !dbg !182
  %.196 = select i1 %.178, i32 %.55, i32 %.194, !dbg !182
  %.197 = insertelement <8 x i32> %.192, i32 %.195, i64 2, !dbg !182
  %.198 = insertelement <8 x i32> %.197, i32 %.196, i64 6, !dbg !182
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.67), !dbg !182
  %.201 = select i1 %.178, i32 %.200, i32 %.67, !dbg !182
  %.202 = select i1 %.178, i32 %.67, i32 %.200, !dbg !182
  %.203 = insertelement <8 x i32> %.198, i32 %.201, i64 3, !dbg !182
  %.204 = insertelement <8 x i32> %.203, i32 %.202, i64 7, !dbg !182
  %.205 = bitcast <8 x i32> %.204 to <16 x i16>, !dbg !182
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.131), !dbg !182
  %.208 = select i1 %.178, i32 %.207, i32 %.131, !dbg !182
  %.209 = select i1 %.178, i32 %.131, i32 %.207, !dbg !182
  %.210 = insertelement <8 x i32> poison, i32 %.208, i64 0, !dbg !182
  %.211 = insertelement <8 x i32> %.210, i32 %.209, i64 4, !dbg !182
  %.213 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.132), !dbg !182
  %.214 = select i1 %.178, i32 %.213, i32 %.132, !dbg !182
  %.215 = select i1 %.178, i32 %.132, i32 %.213, !dbg !182
  %.216 = insertelement <8 x i32> %.211, i32 %.214, i64 1, !dbg !182
  %.217 = insertelement <8 x i32> %.216, i32 %.215, i64 5, !dbg !182
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.133), !dbg !182
  %.220 = select i1 %.178, i32 %.219, i32 %.133, !dbg !182
  %.221 = select i1 %.178, i32 %.133, i32 %.219, !dbg !182
  %.222 = insertelement <8 x i32> %.217, i32 %.220, i64 2, !dbg !182
  %.223 = insertelement <8 x i32> %.222, i32 %.221, i64 6, !dbg !182
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.134), !dbg !182
  %.226 = select i1 %.178, i32 %.225, i32 %.134, !dbg !182
  %.227 = select i1 %.178, i32 %.134, i32 %.225, !dbg !182
  %.228 = insertelement <8 x i32> %.223, i32 %.226, i64 3, !dbg !182
  %.229 = insertelement <8 x i32> %.228, i32 %.227, i64 7, !dbg !182
  %.230 = bitcast <8 x i32> %.229 to <16 x i16>, !dbg !182
  %.232 = insertelement <8 x float> poison, float %.147, i64 0, !dbg !182
  %.234 = insertelement <8 x float> %.232, float %.150, i64 1, !dbg !182
  %.236 = insertelement <8 x float> %.234, float %.153, i64 2, !dbg !182
  %.238 = insertelement <8 x float> %.236, float %.156, i64 3, !dbg !182
  %.240 = insertelement <8 x float> %.238, float %.159, i64 4, !dbg !182
  %.242 = insertelement <8 x float> %.240, float %.162, i64 5, !dbg !182
  %.244 = insertelement <8 x float> %.242, float %.165, i64 6, !dbg !182
  %.246 = insertelement <8 x float> %.244, float %.168, i64 7, !dbg !182
  %.247 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.205, <16 x i16> %.230, <8 x float> %.246), !dbg !182
  %.248 = extractelement <8 x float> %.247, i64 0, !dbg !182
  %.249 = extractelement <8 x float> %.247, i64 1, !dbg !182
  %.250 = extractelement <8 x float> %.247, i64 2, !dbg !182
  %.251 = extractelement <8 x float> %.247, i64 3, !dbg !182
  %.252 = extractelement <8 x float> %.247, i64 4, !dbg !182
  %.253 = extractelement <8 x float> %.247, i64 5, !dbg !182
  %.254 = extractelement <8 x float> %.247, i64 6, !dbg !182
  %.255 = extractelement <8 x float> %.247, i64 7, !dbg !182
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t11, !dbg !183
  %.272 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.145, !dbg !183
  store float %.248, ptr addrspace(1) %.272, align 4, !dbg !183
  %.275 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.148, !dbg !183
  store float %.249, ptr addrspace(1) %.275, align 4, !dbg !183
  %.278 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.151, !dbg !183
  store float %.250, ptr addrspace(1) %.278, align 4, !dbg !183
  %.281 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.154, !dbg !183
  store float %.251, ptr addrspace(1) %.281, align 4, !dbg !183
  %.284 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.157, !dbg !183
  store float %.252, ptr addrspace(1) %.284, align 4, !dbg !183
  %.287 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.160, !dbg !183
  store float %.253, ptr addrspace(1) %.287, align 4, !dbg !183
  %.290 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.163, !dbg !183
  store float %.254, ptr addrspace(1) %.290, align 4, !dbg !183
  %.293 = getelementptr inbounds float, ptr addrspace(1) %t17, i64 %.166, !dbg !183
  store float %.255, ptr addrspace(1) %.293, align 4, !dbg !183
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
  %.15 = shl nuw nsw i64 %.12, 3, !dbg !185
  %.16 = mul i64 %.14, %a9, !dbg !185
  %.17 = add i64 %.16, %.15, !dbg !185
  %.18 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.17, !dbg !185
  %.19 = ptrtoint ptr addrspace(1) %.18 to i64, !dbg !185
  %.20 = and i64 %.19, 3, !dbg !185
  %.21 = icmp eq i64 %.20, 0, !dbg !185
  br i1 %.21, label %frag.wide.22, label %frag.narrow.23, !dbg !185

frag.wide.22:                                     ; preds = %entry
  %.25 = load <4 x i32>, ptr addrspace(1) %.18, align 4, !dbg !185, !amdgpu.noclobber !6
  %.26 = extractelement <4 x i32> %.25, i64 0, !dbg !185
  %.27 = extractelement <4 x i32> %.25, i64 1, !dbg !185
  %.28 = extractelement <4 x i32> %.25, i64 2, !dbg !185
  %.29 = extractelement <4 x i32> %.25, i64 3, !dbg !185
  br label %frag.join.24, !dbg !185

frag.narrow.23:                                   ; preds = %entry
  %.31 = load i16, ptr addrspace(1) %.18, align 2, !dbg !185, !amdgpu.noclobber !6
  %.32 = zext i16 %.31 to i32, !dbg !185
  %.33 = add i64 %.17, 1, !dbg !185
  %.34 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.33, !dbg !185
  %.35 = load i16, ptr addrspace(1) %.34, align 2, !dbg !185, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !185
  %.37 = shl nuw i32 %.36, 16, !dbg !185
  %.38 = or i32 %.37, %.32, !dbg !185
  %.39 = add i64 %.17, 2, !dbg !185
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.39, !dbg !185
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !185, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !185
  %.43 = add i64 %.17, 3, !dbg !185
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.43, !dbg !185
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !185, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !185
  %.47 = shl nuw i32 %.46, 16, !dbg !185
  %.48 = or i32 %.47, %.42, !dbg !185
  %.49 = add i64 %.17, 4, !dbg !185
  %.50 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.49, !dbg !185
  %.51 = load i16, ptr addrspace(1) %.50, align 2, !dbg !185, !amdgpu.noclobber !6
  %.52 = zext i16 %.51 to i32, !dbg !185
  %.53 = add i64 %.17, 5, !dbg !185
  %.54 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.53, !dbg !185
  %.55 = load i16, ptr addrspace(1) %.54, align 2, !dbg !185, !amdgpu.noclobber !6
  %.56 = zext i16 %.55 to i32, !dbg !185
  %.57 = shl nuw i32 %.56, 16, !dbg !185
  %.58 = or i32 %.57, %.52, !dbg !185
  %.59 = add i64 %.17, 6, !dbg !185
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.59, !dbg !185
  %.61 = load i16, ptr addrspace(1) %.60, align 2, !dbg !185, !amdgpu.noclobber !6
  %.62 = zext i16 %.61 to i32, !dbg !185
  %.63 = add i64 %.17, 7, !dbg !185
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.63, !dbg !185
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !185, !amdgpu.noclobber !6
  %.66 = zext i16 %.65 to i32, !dbg !185
  %.67 = shl nuw i32 %.66, 16, !dbg !185
  %.68 = or i32 %.67, %.62, !dbg !185
  br label %frag.join.24, !dbg !185

frag.join.24:                                     ; preds = %frag.narrow.23, %frag.wide.22
  %.69 = phi i32 [ %.26, %frag.wide.22 ], [ %.38, %frag.narrow.23 ], !dbg !185
  %.70 = phi i32 [ %.27, %frag.wide.22 ], [ %.48, %frag.narrow.23 ], !dbg !185
  %.71 = phi i32 [ %.28, %frag.wide.22 ], [ %.58, %frag.narrow.23 ], !dbg !185
  %.72 = phi i32 [ %.29, %frag.wide.22 ], [ %.68, %frag.narrow.23 ], !dbg !185
  %.83 = mul i64 %.14, %a10, !dbg !186
  %.84 = add i64 %.83, %.15, !dbg !186
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !186
  %.86 = ptrtoint ptr addrspace(1) %.85 to i64, !dbg !186
  %.87 = and i64 %.86, 3, !dbg !186
  %.88 = icmp eq i64 %.87, 0, !dbg !186
  br i1 %.88, label %frag.wide.89, label %frag.narrow.90, !dbg !186

frag.wide.89:                                     ; preds = %frag.join.24
  %.92 = load <4 x i32>, ptr addrspace(1) %.85, align 4, !dbg !186, !amdgpu.noclobber !6
  %.93 = extractelement <4 x i32> %.92, i64 0, !dbg !186
  %.94 = extractelement <4 x i32> %.92, i64 1, !dbg !186
  %.95 = extractelement <4 x i32> %.92, i64 2, !dbg !186
  %.96 = extractelement <4 x i32> %.92, i64 3, !dbg !186
  br label %frag.join.91, !dbg !186

frag.narrow.90:                                   ; preds = %frag.join.24
  %.98 = load i16, ptr addrspace(1) %.85, align 2, !dbg !186, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !186
  %.100 = add i64 %.84, 1, !dbg !186
  %.101 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.100, !dbg !186
  %.102 = load i16, ptr addrspace(1) %.101, align 2, !dbg !186, !amdgpu.noclobber !6
  %.103 = zext i16 %.102 to i32, !dbg !186
  %.104 = shl nuw i32 %.103, 16, !dbg !186
  %.105 = or i32 %.104, %.99, !dbg !186
  %.106 = add i64 %.84, 2, !dbg !186
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.106, !dbg !186
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !186, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !186
  %.110 = add i64 %.84, 3, !dbg !186
  %.111 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.110, !dbg !186
  %.112 = load i16, ptr addrspace(1) %.111, align 2, !dbg !186, !amdgpu.noclobber !6
  %.113 = zext i16 %.112 to i32, !dbg !186
  %.114 = shl nuw i32 %.113, 16, !dbg !186
  %.115 = or i32 %.114, %.109, !dbg !186
  %.116 = add i64 %.84, 4, !dbg !186
  %.117 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.116, !dbg !186
  %.118 = load i16, ptr addrspace(1) %.117, align 2, !dbg !186, !amdgpu.noclobber !6
  %.119 = zext i16 %.118 to i32, !dbg !186
  %.120 = add i64 %.84, 5, !dbg !186
  %.121 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.120, !dbg !186
  %.122 = load i16, ptr addrspace(1) %.121, align 2, !dbg !186, !amdgpu.noclobber !6
  %.123 = zext i16 %.122 to i32, !dbg !186
  %.124 = shl nuw i32 %.123, 16, !dbg !186
  %.125 = or i32 %.124, %.119, !dbg !186
  %.126 = add i64 %.84, 6, !dbg !186
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.126, !dbg !186
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !186, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !186
  %.130 = add i64 %.84, 7, !dbg !186
  %.131 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.130, !dbg !186
  %.132 = load i16, ptr addrspace(1) %.131, align 2, !dbg !186, !amdgpu.noclobber !6
  %.133 = zext i16 %.132 to i32, !dbg !186
  %.134 = shl nuw i32 %.133, 16, !dbg !186
  %.135 = or i32 %.134, %.129, !dbg !186
  br label %frag.join.91, !dbg !186

frag.join.91:                                     ; preds = %frag.narrow.90, %frag.wide.89
  %.136 = phi i32 [ %.93, %frag.wide.89 ], [ %.105, %frag.narrow.90 ], !dbg !186
  %.137 = phi i32 [ %.94, %frag.wide.89 ], [ %.115, %frag.narrow.90 ], !dbg !186
  %.138 = phi i32 [ %.95, %frag.wide.89 ], [ %.125, %frag.narrow.90 ], !dbg !186
  %.139 = phi i32 [ %.96, %frag.wide.89 ], [ %.135, %frag.narrow.90 ], !dbg !186
  %.153 = icmp ugt i32 %.10, 15
  %.154 = shl i32 %.10, 2
  %.155 = xor i32 %.154, 64
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.69), !dbg !187
  %.158 = select i1 %.153, i32 %.157, i32 %.69, !dbg !187
  %.159 = select i1 %.153, i32 %.69, i32 %.157, !dbg !187
  %.160 = insertelement <8 x i32> poison, i32 %.158, i64 0, !dbg !187
  %.161 = insertelement <8 x i32> %.160, i32 %.159, i64 4, !dbg !187
  %.163 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.70), !dbg !187
  %.164 = select i1 %.153, i32 %.163, i32 %.70, !dbg !187
  %.165 = select i1 %.153, i32 %.70, i32 %.163, !dbg !187
  %.166 = insertelement <8 x i32> %.161, i32 %.164, i64 1, !dbg !187
  %.167 = insertelement <8 x i32> %.166, i32 %.165, i64 5, !dbg !187
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.71), !dbg !187
  %.170 = select i1 %.153, i32 %.169, i32 %.71, !dbg !187
  %.171 = select i1 %.153, i32 %.71, i32 %.169, !dbg !187
  %.172 = insertelement <8 x i32> %.167, i32 %.170, i64 2, !dbg !187
  %.173 = insertelement <8 x i32> %.172, i32 %.171, i64 6, !dbg !187
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.72), !dbg !187
  %.176 = select i1 %.153, i32 %.175, i32 %.72, !dbg !187
  %.177 = select i1 %.153, i32 %.72, i32 %.175, !dbg !187
  %.178 = insertelement <8 x i32> %.173, i32 %.176, i64 3, !dbg !187
  %.179 = insertelement <8 x i32> %.178, i32 %.177, i64 7, !dbg !187
  %.180 = bitcast <8 x i32> %.179 to <16 x half>, !dbg !187
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.136), !dbg !187
  %.183 = select i1 %.153, i32 %.182, i32 %.136, !dbg !187
  %.184 = select i1 %.153, i32 %.136, i32 %.182, !dbg !187
  %.185 = insertelement <8 x i32> poison, i32 %.183, i64 0, !dbg !187
  %.186 = insertelement <8 x i32> %.185, i32 %.184, i64 4, !dbg !187
  %.188 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.137), !dbg !187
  %.189 = select i1 %.153, i32 %.188, i32 %.137, !dbg !187
  %.190 = select i1 %.153, i32 %.137, i32 %.188, !dbg !187
  %.191 = insertelement <8 x i32> %.186, i32 %.189, i64 1, !dbg !187
  %.192 = insertelement <8 x i32> %.191, i32 %.190, i64 5, !dbg !187
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.138), !dbg !187
  %.195 = select i1 %.153, i32 %.194, i32 %.138, !dbg !187
  %.196 = select i1 %.153, i32 %.138, i32 %.194, !dbg !187
  %.197 = insertelement <8 x i32> %.192, i32 %.195, i64 2, !dbg !187
  %.198 = insertelement <8 x i32> %.197, i32 %.196, i64 6, !dbg !187
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.139), !dbg !187
  %.201 = select i1 %.153, i32 %.200, i32 %.139, !dbg !187
  %.202 = select i1 %.153, i32 %.139, i32 %.200, !dbg !187
  %.203 = insertelement <8 x i32> %.198, i32 %.201, i64 3, !dbg !187
  %.204 = insertelement <8 x i32> %.203, i32 %.202, i64 7, !dbg !187
  %.205 = bitcast <8 x i32> %.204 to <16 x half>, !dbg !187
  %.207 = insertelement <8 x float> poison, float %a12, i64 0, !dbg !187
  %.221 = shufflevector <8 x float> %.207, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !187
  %.222 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.180, <16 x half> %.205, <8 x float> %.221), !dbg !187
  %.222.1 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.180, <16 x half> %.205, <8 x float> %.222), !dbg !187
  %.223.le = extractelement <8 x float> %.222.1, i64 0, !dbg !187
  %.224.le = extractelement <8 x float> %.222.1, i64 1, !dbg !187
  %.225.le = extractelement <8 x float> %.222.1, i64 2, !dbg !187
  %.226.le = extractelement <8 x float> %.222.1, i64 3, !dbg !187
  %.227.le = extractelement <8 x float> %.222.1, i64 4, !dbg !187
  %.228.le = extractelement <8 x float> %.222.1, i64 5, !dbg !187
  %.229.le = extractelement <8 x float> %.222.1, i64 6, !dbg !187
  %.230.le = extractelement <8 x float> %.222.1, i64 7, !dbg !187
  %.244 = mul i64 %.14, %a11, !dbg !188
  %.245 = add i64 %.244, %.12, !dbg !188
  %.247 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.245, !dbg !188
  store float %.223.le, ptr addrspace(1) %.247, align 4, !dbg !188
  %.249 = add i64 %.245, 2, !dbg !188
  %.250 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.249, !dbg !188
  store float %.224.le, ptr addrspace(1) %.250, align 4, !dbg !188
  %.252 = add i64 %.245, 4, !dbg !188
  %.253 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.252, !dbg !188
  store float %.225.le, ptr addrspace(1) %.253, align 4, !dbg !188
  %.255 = add i64 %.245, 6, !dbg !188
  %.256 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.255, !dbg !188
  store float %.226.le, ptr addrspace(1) %.256, align 4, !dbg !188
  %.258 = add i64 %.245, 8, !dbg !188
  %.259 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.258, !dbg !188
  store float %.227.le, ptr addrspace(1) %.259, align 4, !dbg !188
  %.261 = add i64 %.245, 10, !dbg !188
  %.262 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.261, !dbg !188
  store float %.228.le, ptr addrspace(1) %.262, align 4, !dbg !188
  %.264 = add i64 %.245, 12, !dbg !188
  %.265 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.264, !dbg !188
  store float %.229.le, ptr addrspace(1) %.265, align 4, !dbg !188
  %.267 = add i64 %.245, 14, !dbg !188
  %.268 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.267, !dbg !188
  store float %.230.le, ptr addrspace(1) %.268, align 4, !dbg !188
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
  %.15 = shl nuw nsw i64 %.12, 3, !dbg !190
  %.16 = mul i64 %.14, %a9, !dbg !190
  %.17 = add i64 %.16, %.15, !dbg !190
  %.18 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.17, !dbg !190
  %.19 = ptrtoint ptr addrspace(1) %.18 to i64, !dbg !190
  %.20 = and i64 %.19, 3, !dbg !190
  %.21 = icmp eq i64 %.20, 0, !dbg !190
  br i1 %.21, label %frag.wide.22, label %frag.narrow.23, !dbg !190

frag.wide.22:                                     ; preds = %entry
  %.25 = load <4 x i32>, ptr addrspace(1) %.18, align 4, !dbg !190, !amdgpu.noclobber !6
  %.26 = extractelement <4 x i32> %.25, i64 0, !dbg !190
  %.27 = extractelement <4 x i32> %.25, i64 1, !dbg !190
  %.28 = extractelement <4 x i32> %.25, i64 2, !dbg !190
  %.29 = extractelement <4 x i32> %.25, i64 3, !dbg !190
  br label %frag.join.24, !dbg !190

frag.narrow.23:                                   ; preds = %entry
  %.31 = load i16, ptr addrspace(1) %.18, align 2, !dbg !190, !amdgpu.noclobber !6
  %.32 = zext i16 %.31 to i32, !dbg !190
  %.33 = add i64 %.17, 1, !dbg !190
  %.34 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.33, !dbg !190
  %.35 = load i16, ptr addrspace(1) %.34, align 2, !dbg !190, !amdgpu.noclobber !6
  %.36 = zext i16 %.35 to i32, !dbg !190
  %.37 = shl nuw i32 %.36, 16, !dbg !190
  %.38 = or i32 %.37, %.32, !dbg !190
  %.39 = add i64 %.17, 2, !dbg !190
  %.40 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.39, !dbg !190
  %.41 = load i16, ptr addrspace(1) %.40, align 2, !dbg !190, !amdgpu.noclobber !6
  %.42 = zext i16 %.41 to i32, !dbg !190
  %.43 = add i64 %.17, 3, !dbg !190
  %.44 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.43, !dbg !190
  %.45 = load i16, ptr addrspace(1) %.44, align 2, !dbg !190, !amdgpu.noclobber !6
  %.46 = zext i16 %.45 to i32, !dbg !190
  %.47 = shl nuw i32 %.46, 16, !dbg !190
  %.48 = or i32 %.47, %.42, !dbg !190
  %.49 = add i64 %.17, 4, !dbg !190
  %.50 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.49, !dbg !190
  %.51 = load i16, ptr addrspace(1) %.50, align 2, !dbg !190, !amdgpu.noclobber !6
  %.52 = zext i16 %.51 to i32, !dbg !190
  %.53 = add i64 %.17, 5, !dbg !190
  %.54 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.53, !dbg !190
  %.55 = load i16, ptr addrspace(1) %.54, align 2, !dbg !190, !amdgpu.noclobber !6
  %.56 = zext i16 %.55 to i32, !dbg !190
  %.57 = shl nuw i32 %.56, 16, !dbg !190
  %.58 = or i32 %.57, %.52, !dbg !190
  %.59 = add i64 %.17, 6, !dbg !190
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.59, !dbg !190
  %.61 = load i16, ptr addrspace(1) %.60, align 2, !dbg !190, !amdgpu.noclobber !6
  %.62 = zext i16 %.61 to i32, !dbg !190
  %.63 = add i64 %.17, 7, !dbg !190
  %.64 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.63, !dbg !190
  %.65 = load i16, ptr addrspace(1) %.64, align 2, !dbg !190, !amdgpu.noclobber !6
  %.66 = zext i16 %.65 to i32, !dbg !190
  %.67 = shl nuw i32 %.66, 16, !dbg !190
  %.68 = or i32 %.67, %.62, !dbg !190
  br label %frag.join.24, !dbg !190

frag.join.24:                                     ; preds = %frag.narrow.23, %frag.wide.22
  %.69 = phi i32 [ %.26, %frag.wide.22 ], [ %.38, %frag.narrow.23 ], !dbg !190
  %.70 = phi i32 [ %.27, %frag.wide.22 ], [ %.48, %frag.narrow.23 ], !dbg !190
  %.71 = phi i32 [ %.28, %frag.wide.22 ], [ %.58, %frag.narrow.23 ], !dbg !190
  %.72 = phi i32 [ %.29, %frag.wide.22 ], [ %.68, %frag.narrow.23 ], !dbg !190
  %.83 = mul i64 %.14, %a10, !dbg !191
  %.84 = add i64 %.83, %.15, !dbg !191
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !191
  %.86 = ptrtoint ptr addrspace(1) %.85 to i64, !dbg !191
  %.87 = and i64 %.86, 3, !dbg !191
  %.88 = icmp eq i64 %.87, 0, !dbg !191
  br i1 %.88, label %frag.wide.89, label %frag.narrow.90, !dbg !191

frag.wide.89:                                     ; preds = %frag.join.24
  %.92 = load <4 x i32>, ptr addrspace(1) %.85, align 4, !dbg !191, !amdgpu.noclobber !6
  %.93 = extractelement <4 x i32> %.92, i64 0, !dbg !191
  %.94 = extractelement <4 x i32> %.92, i64 1, !dbg !191
  %.95 = extractelement <4 x i32> %.92, i64 2, !dbg !191
  %.96 = extractelement <4 x i32> %.92, i64 3, !dbg !191
  br label %frag.join.91, !dbg !191

frag.narrow.90:                                   ; preds = %frag.join.24
  %.98 = load i16, ptr addrspace(1) %.85, align 2, !dbg !191, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !191
  %.100 = add i64 %.84, 1, !dbg !191
  %.101 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.100, !dbg !191
  %.102 = load i16, ptr addrspace(1) %.101, align 2, !dbg !191, !amdgpu.noclobber !6
  %.103 = zext i16 %.102 to i32, !dbg !191
  %.104 = shl nuw i32 %.103, 16, !dbg !191
  %.105 = or i32 %.104, %.99, !dbg !191
  %.106 = add i64 %.84, 2, !dbg !191
  %.107 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.106, !dbg !191
  %.108 = load i16, ptr addrspace(1) %.107, align 2, !dbg !191, !amdgpu.noclobber !6
  %.109 = zext i16 %.108 to i32, !dbg !191
  %.110 = add i64 %.84, 3, !dbg !191
  %.111 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.110, !dbg !191
  %.112 = load i16, ptr addrspace(1) %.111, align 2, !dbg !191, !amdgpu.noclobber !6
  %.113 = zext i16 %.112 to i32, !dbg !191
  %.114 = shl nuw i32 %.113, 16, !dbg !191
  %.115 = or i32 %.114, %.109, !dbg !191
  %.116 = add i64 %.84, 4, !dbg !191
  %.117 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.116, !dbg !191
  %.118 = load i16, ptr addrspace(1) %.117, align 2, !dbg !191, !amdgpu.noclobber !6
  %.119 = zext i16 %.118 to i32, !dbg !191
  %.120 = add i64 %.84, 5, !dbg !191
  %.121 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.120, !dbg !191
  %.122 = load i16, ptr addrspace(1) %.121, align 2, !dbg !191, !amdgpu.noclobber !6
  %.123 = zext i16 %.122 to i32, !dbg !191
  %.124 = shl nuw i32 %.123, 16, !dbg !191
  %.125 = or i32 %.124, %.119, !dbg !191
  %.126 = add i64 %.84, 6, !dbg !191
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.126, !dbg !191
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !191, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !191
  %.130 = add i64 %.84, 7, !dbg !191
  %.131 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.130, !dbg !191
  %.132 = load i16, ptr addrspace(1) %.131, align 2, !dbg !191, !amdgpu.noclobber !6
  %.133 = zext i16 %.132 to i32, !dbg !191
  %.134 = shl nuw i32 %.133, 16, !dbg !191
  %.135 = or i32 %.134, %.129, !dbg !191
  br label %frag.join.91, !dbg !191

frag.join.91:                                     ; preds = %frag.narrow.90, %frag.wide.89
  %.136 = phi i32 [ %.93, %frag.wide.89 ], [ %.105, %frag.narrow.90 ], !dbg !191
  %.137 = phi i32 [ %.94, %frag.wide.89 ], [ %.115, %frag.narrow.90 ], !dbg !191
  %.138 = phi i32 [ %.95, %frag.wide.89 ], [ %.125, %frag.narrow.90 ], !dbg !191
  %.139 = phi i32 [ %.96, %frag.wide.89 ], [ %.135, %frag.narrow.90 ], !dbg !191
  %.153 = icmp ugt i32 %.10, 15
  %.154 = shl i32 %.10, 2
  %.155 = xor i32 %.154, 64
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.69), !dbg !192
  %.158 = select i1 %.153, i32 %.157, i32 %.69, !dbg !192
  %.159 = select i1 %.153, i32 %.69, i32 %.157, !dbg !192
  %.160 = insertelement <8 x i32> poison, i32 %.158, i64 0, !dbg !192
  %.161 = insertelement <8 x i32> %.160, i32 %.159, i64 4, !dbg !192
  %.163 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.70), !dbg !192
  %.164 = select i1 %.153, i32 %.163, i32 %.70, !dbg !192
  %.165 = select i1 %.153, i32 %.70, i32 %.163, !dbg !192
  %.166 = insertelement <8 x i32> %.161, i32 %.164, i64 1, !dbg !192
  %.167 = insertelement <8 x i32> %.166, i32 %.165, i64 5, !dbg !192
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.71), !dbg !192
  %.170 = select i1 %.153, i32 %.169, i32 %.71, !dbg !192
  %.171 = select i1 %.153, i32 %.71, i32 %.169, !dbg !192
  %.172 = insertelement <8 x i32> %.167, i32 %.170, i64 2, !dbg !192
  %.173 = insertelement <8 x i32> %.172, i32 %.171, i64 6, !dbg !192
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.72), !dbg !192
  %.176 = select i1 %.153, i32 %.175, i32 %.72, !dbg !192
  %.177 = select i1 %.153, i32 %.72, i32 %.175, !dbg !192
  %.178 = insertelement <8 x i32> %.173, i32 %.176, i64 3, !dbg !192
  %.179 = insertelement <8 x i32> %.178, i32 %.177, i64 7, !dbg !192
  %.180 = bitcast <8 x i32> %.179 to <16 x i16>, !dbg !192
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.136), !dbg !192
  %.183 = select i1 %.153, i32 %.182, i32 %.136, !dbg !192
  %.184 = select i1 %.153, i32 %.136, i32 %.182, !dbg !192
  %.185 = insertelement <8 x i32> poison, i32 %.183, i64 0, !dbg !192
  %.186 = insertelement <8 x i32> %.185, i32 %.184, i64 4, !dbg !192
  %.188 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.137), !dbg !192
  %.189 = select i1 %.153, i32 %.188, i32 %.137, !dbg !192
  %.190 = select i1 %.153, i32 %.137, i32 %.188, !dbg !192
  %.191 = insertelement <8 x i32> %.186, i32 %.189, i64 1, !dbg !192
  %.192 = insertelement <8 x i32> %.191, i32 %.190, i64 5, !dbg !192
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.138), !dbg !192
  %.195 = select i1 %.153, i32 %.194, i32 %.138, !dbg !192
  %.196 = select i1 %.153, i32 %.138, i32 %.194, !dbg !192
  %.197 = insertelement <8 x i32> %.192, i32 %.195, i64 2, !dbg !192
  %.198 = insertelement <8 x i32> %.197, i32 %.196, i64 6, !dbg !192
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.139), !dbg !192
  %.201 = select i1 %.153, i32 %.200, i32 %.139, !dbg !192
  %.202 = select i1 %.153, i32 %.139, i32 %.200, !dbg !192
  %.203 = insertelement <8 x i32> %.198, i32 %.201, i64 3, !dbg !192
  %.204 = insertelement <8 x i32> %.203, i32 %.202, i64 7, !dbg !192
  %.205 = bitcast <8 x i32> %.204 to <16 x i16>, !dbg !192
  %.207 = insertelement <8 x float> poison, float %a12, i64 0, !dbg !192
  %.221 = shufflevector <8 x float> %.207, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !192
  %.222 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.180, <16 x i16> %.205, <8 x float> %.221), !dbg !192
  %.222.1 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.180, <16 x i16> %.205, <8 x float> %.222), !dbg !192
  %.223.le = extractelement <8 x float> %.222.1, i64 0, !dbg !192
  %.224.le = extractelement <8 x float> %.222.1, i64 1, !dbg !192
  %.225.le = extractelement <8 x float> %.222.1, i64 2, !dbg !192
  %.226.le = extractelement <8 x float> %.222.1, i64 3, !dbg !192
  %.227.le = extractelement <8 x float> %.222.1, i64 4, !dbg !192
  %.228.le = extractelement <8 x float> %.222.1, i64 5, !dbg !192
  %.229.le = extractelement <8 x float> %.222.1, i64 6, !dbg !192
  %.230.le = extractelement <8 x float> %.222.1, i64 7, !dbg !192
  %.244 = mul i64 %.14, %a11, !dbg !193
  %.245 = add i64 %.244, %.12, !dbg !193
  %.247 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.245, !dbg !193
  store float %.223.le, ptr addrspace(1) %.247, align 4, !dbg !193
  %.249 = add i64 %.245, 2, !dbg !193
  %.250 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.249, !dbg !193
  store float %.224.le, ptr addrspace(1) %.250, align 4, !dbg !193
  %.252 = add i64 %.245, 4, !dbg !193
  %.253 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.252, !dbg !193
  store float %.225.le, ptr addrspace(1) %.253, align 4, !dbg !193
  %.255 = add i64 %.245, 6, !dbg !193
  %.256 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.255, !dbg !193
  store float %.226.le, ptr addrspace(1) %.256, align 4, !dbg !193
  %.258 = add i64 %.245, 8, !dbg !193
  %.259 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.258, !dbg !193
  store float %.227.le, ptr addrspace(1) %.259, align 4, !dbg !193
  %.261 = add i64 %.245, 10, !dbg !193
  %.262 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.261, !dbg !193
  store float %.228.le, ptr addrspace(1) %.262, align 4, !dbg !193
  %.264 = add i64 %.245, 12, !dbg !193
  %.265 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.264, !dbg !193
  store float %.229.le, ptr addrspace(1) %.265, align 4, !dbg !193
  %.267 = add i64 %.245, 14, !dbg !193
  %.268 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.267, !dbg !193
  store float %.230.le, ptr addrspace(1) %.268, align 4, !dbg !193
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
  %.41 = zext i32 %3 to i64
  %.42 = shl nuw nsw i32 %.39, 4
  %.43 = add nuw i32 %.42, %3
  %.44 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %.43
  %.109 = mul i64 %.40, %a11
  %.110 = add i64 %.109, %.41
  %.126 = add i64 %.110, 1
  %.132 = add i64 %.110, 2
  %.136 = add i64 %.110, 3
  %.142 = add i64 %.110, 4
  %.146 = add i64 %.110, 5
  %.152 = add i64 %.110, 6
  %.156 = add i64 %.110, 7
  %.171 = icmp ugt i32 %.36, 15
  %.172 = shl i32 %.36, 2
  %.173 = xor i32 %.172, 64
  br label %b3.preheader, !dbg !208

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.117
  %t3215 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.117 ]
  %t3114 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.256, %frag.join.117 ]
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
  %.51 = load <4 x i32>, ptr addrspace(3) %.44, align 16, !dbg !209
  %.52 = extractelement <4 x i32> %.51, i64 0, !dbg !209
  %.53 = extractelement <4 x i32> %.51, i64 1, !dbg !209
  %.54 = extractelement <4 x i32> %.51, i64 2, !dbg !209
  %.55 = extractelement <4 x i32> %.51, i64 3, !dbg !209
  %t51 = add i64 %t3215, %t29, !dbg !222
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !223
  %.111 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.110, !dbg !223
  %.112 = ptrtoint ptr addrspace(1) %.111 to i64, !dbg !223
  %.113 = and i64 %.112, 3, !dbg !223
  %.114 = icmp eq i64 %.113, 0, !dbg !223
  br i1 %.114, label %frag.wide.115, label %frag.narrow.116, !dbg !223

frag.wide.115:                                    ; preds = %b5
  %.118 = load <4 x i32>, ptr addrspace(1) %.111, align 4, !dbg !223, !amdgpu.noclobber !6
  %.119 = extractelement <4 x i32> %.118, i64 0, !dbg !223
  %.120 = extractelement <4 x i32> %.118, i64 1, !dbg !223
  %.121 = extractelement <4 x i32> %.118, i64 2, !dbg !223
  %.122 = extractelement <4 x i32> %.118, i64 3, !dbg !223
  br label %frag.join.117, !dbg !223

frag.narrow.116:                                  ; preds = %b5
  %.124 = load i16, ptr addrspace(1) %.111, align 2, !dbg !223, !amdgpu.noclobber !6
  %.125 = zext i16 %.124 to i32, !dbg !223
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.126, !dbg !223
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !223, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !223
  %.130 = shl nuw i32 %.129, 16, !dbg !223
  %.131 = or i32 %.130, %.125, !dbg !223
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.132, !dbg !223
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !223, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !223
  %.137 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.136, !dbg !223
  %.138 = load i16, ptr addrspace(1) %.137, align 2, !dbg !223, !amdgpu.noclobber !6
  %.139 = zext i16 %.138 to i32, !dbg !223
  %.140 = shl nuw i32 %.139, 16, !dbg !223
  %.141 = or i32 %.140, %.135, !dbg !223
  %.143 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.142, !dbg !223
  %.144 = load i16, ptr addrspace(1) %.143, align 2, !dbg !223, !amdgpu.noclobber !6
  %.145 = zext i16 %.144 to i32, !dbg !223
  %.147 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.146, !dbg !223
  %.148 = load i16, ptr addrspace(1) %.147, align 2, !dbg !223, !amdgpu.noclobber !6
  %.149 = zext i16 %.148 to i32, !dbg !223
  %.150 = shl nuw i32 %.149, 16, !dbg !223
  %.151 = or i32 %.150, %.145, !dbg !223
  %.153 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.152, !dbg !223
  %.154 = load i16, ptr addrspace(1) %.153, align 2, !dbg !223, !amdgpu.noclobber !6
  %.155 = zext i16 %.154 to i32, !dbg !223
  %.157 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.156, !dbg !223
  %.158 = load i16, ptr addrspace(1) %.157, align 2, !dbg !223, !amdgpu.noclobber !6
  %.159 = zext i16 %.158 to i32, !dbg !223
  %.160 = shl nuw i32 %.159, 16, !dbg !223
  %.161 = or i32 %.160, %.155, !dbg !223
  br label %frag.join.117, !dbg !223

frag.join.117:                                    ; preds = %frag.narrow.116, %frag.wide.115
  %.162 = phi i32 [ %.119, %frag.wide.115 ], [ %.131, %frag.narrow.116 ], !dbg !223
  %.163 = phi i32 [ %.120, %frag.wide.115 ], [ %.141, %frag.narrow.116 ], !dbg !223
  %.164 = phi i32 [ %.121, %frag.wide.115 ], [ %.151, %frag.narrow.116 ], !dbg !223
  %.165 = phi i32 [ %.122, %frag.wide.115 ], [ %.161, %frag.narrow.116 ], !dbg !223
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.52), !dbg !224
  %.176 = select i1 %.171, i32 %.175, i32 %.52, !dbg !224
  %.177 = select i1 %.171, i32 %.52, i32 %.175, !dbg !224
  %.178 = insertelement <8 x i32> poison, i32 %.176, i64 0, !dbg !224
  %.179 = insertelement <8 x i32> %.178, i32 %.177, i64 4, !dbg !224
  %.181 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.53), !dbg !224
  %.182 = select i1 %.171, i32 %.181, i32 %.53, !dbg !224
  %.183 = select i1 %.171, i32 %.53, i32 %.181, !dbg !224
  %.184 = insertelement <8 x i32> %.179, i32 %.182, i64 1, !dbg !224
  %.185 = insertelement <8 x i32> %.184, i32 %.183, i64 5, !dbg !224
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.54), !dbg !224
  %.188 = select i1 %.171, i32 %.187, i32 %.54, !dbg !224
  %.189 = select i1 %.171, i32 %.54, i32 %.187, !dbg !224
  %.190 = insertelement <8 x i32> %.185, i32 %.188, i64 2, !dbg !224
  %.191 = insertelement <8 x i32> %.190, i32 %.189, i64 6, !dbg !224
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.55), !dbg !224
  %.194 = select i1 %.171, i32 %.193, i32 %.55, !dbg !224
  %.195 = select i1 %.171, i32 %.55, i32 %.193, !dbg !224
  %.196 = insertelement <8 x i32> %.191, i32 %.194, i64 3, !dbg !224
  %.197 = insertelement <8 x i32> %.196, i32 %.195, i64 7, !dbg !224
  %.198 = bitcast <8 x i32> %.197 to <16 x half>, !dbg !224
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.162), !dbg !224
  %.201 = select i1 %.171, i32 %.200, i32 %.162, !dbg !224
  %.202 = select i1 %.171, i32 %.162, i32 %.200, !dbg !224
  %.203 = insertelement <8 x i32> poison, i32 %.201, i64 0, !dbg !224
  %.204 = insertelement <8 x i32> %.203, i32 %.202, i64 4, !dbg !224
  %.206 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.163), !dbg !224
  %.207 = select i1 %.171, i32 %.206, i32 %.163, !dbg !224
  %.208 = select i1 %.171, i32 %.163, i32 %.206, !dbg !224
  %.209 = insertelement <8 x i32> %.204, i32 %.207, i64 1, !dbg !224
  %.210 = insertelement <8 x i32> %.209, i32 %.208, i64 5, !dbg !224
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.164), !dbg !224
  %.213 = select i1 %.171, i32 %.212, i32 %.164, !dbg !224
  %.214 = select i1 %.171, i32 %.164, i32 %.212, !dbg !224
  %.215 = insertelement <8 x i32> %.210, i32 %.213, i64 2, !dbg !224
  %.216 = insertelement <8 x i32> %.215, i32 %.214, i64 6, !dbg !224
  %.218 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.165), !dbg !224
  %.219 = select i1 %.171, i32 %.218, i32 %.165, !dbg !224
  %.220 = select i1 %.171, i32 %.165, i32 %.218, !dbg !224
  %.221 = insertelement <8 x i32> %.216, i32 %.219, i64 3, !dbg !224
  %.222 = insertelement <8 x i32> %.221, i32 %.220, i64 7, !dbg !224
  %.223 = bitcast <8 x i32> %.222 to <16 x half>, !dbg !224
  %.224 = extractvalue { [8 x float] } %t3114, 0, 0, !dbg !224
  %.225 = insertelement <8 x float> poison, float %.224, i64 0, !dbg !224
  %.226 = extractvalue { [8 x float] } %t3114, 0, 1, !dbg !224
  %.227 = insertelement <8 x float> %.225, float %.226, i64 1, !dbg !224
  %.228 = extractvalue { [8 x float] } %t3114, 0, 2, !dbg !224
  %.229 = insertelement <8 x float> %.227, float %.228, i64 2, !dbg !224
  %.230 = extractvalue { [8 x float] } %t3114, 0, 3, !dbg !224
  %.231 = insertelement <8 x float> %.229, float %.230, i64 3, !dbg !224
  %.232 = extractvalue { [8 x float] } %t3114, 0, 4, !dbg !224
  %.233 = insertelement <8 x float> %.231, float %.232, i64 4, !dbg !224
  %.234 = extractvalue { [8 x float] } %t3114, 0, 5, !dbg !224
  %.235 = insertelement <8 x float> %.233, float %.234, i64 5, !dbg !224
  %.236 = extractvalue { [8 x float] } %t3114, 0, 6, !dbg !224
  %.237 = insertelement <8 x float> %.235, float %.236, i64 6, !dbg !224
  %.238 = extractvalue { [8 x float] } %t3114, 0, 7, !dbg !224
  %.239 = insertelement <8 x float> %.237, float %.238, i64 7, !dbg !224
  %.240 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %.198, <16 x half> %.223, <8 x float> %.239), !dbg !224
  %.241 = extractelement <8 x float> %.240, i64 0, !dbg !224
  %.242 = extractelement <8 x float> %.240, i64 1, !dbg !224
  %.243 = extractelement <8 x float> %.240, i64 2, !dbg !224
  %.244 = extractelement <8 x float> %.240, i64 3, !dbg !224
  %.245 = extractelement <8 x float> %.240, i64 4, !dbg !224
  %.246 = extractelement <8 x float> %.240, i64 5, !dbg !224
  %.247 = extractelement <8 x float> %.240, i64 6, !dbg !224
  %.248 = extractelement <8 x float> %.240, i64 7, !dbg !224
  %.249 = insertvalue { [8 x float] } zeroinitializer, float %.241, 0, 0, !dbg !224
  %.250 = insertvalue { [8 x float] } %.249, float %.242, 0, 1, !dbg !224
  %.251 = insertvalue { [8 x float] } %.250, float %.243, 0, 2, !dbg !224
  %.252 = insertvalue { [8 x float] } %.251, float %.244, 0, 3, !dbg !224
  %.253 = insertvalue { [8 x float] } %.252, float %.245, 0, 4, !dbg !224
  %.254 = insertvalue { [8 x float] } %.253, float %.246, 0, 5, !dbg !224
  %.255 = insertvalue { [8 x float] } %.254, float %.247, 0, 6, !dbg !224
  %.256 = insertvalue { [8 x float] } %.255, float %.248, 0, 7, !dbg !224
  fence syncscope("workgroup") release, !dbg !225
  tail call void @llvm.amdgcn.s.barrier(), !dbg !225
  fence syncscope("workgroup") acquire, !dbg !225
  %t55 = add i64 %t3215, 16, !dbg !226
  %t33 = icmp slt i64 %t55, %a11, !dbg !208
  br i1 %t33, label %b3.preheader, label %b6, !dbg !208

b6:                                               ; preds = %frag.join.117, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.256, %frag.join.117 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !227
  %t57 = mul i64 %t56, %a10, !dbg !228
  %t59 = add i64 %t28, %t57, !dbg !229
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !230
  %.257 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !230
  %.258 = lshr i32 %.257, 4, !dbg !230
  %.259 = zext i32 %.258 to i64, !dbg !230
  %.260 = and i32 %.257, 15, !dbg !230
  %.261 = zext i32 %.260 to i64, !dbg !230
  %.262 = mul i64 %.259, %a10, !dbg !230
  %.263 = add i64 %.262, %.261, !dbg !230
  %.264 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !230
  %.265 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.263, !dbg !230
  store float %.264, ptr addrspace(1) %.265, align 4, !dbg !230
  %.266 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !230
  %.267 = shl i64 %a10, 1, !dbg !230
  %.268 = add i64 %.263, %.267, !dbg !230
  %.269 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.268, !dbg !230
  store float %.266, ptr addrspace(1) %.269, align 4, !dbg !230
  %.270 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !230
  %.271 = shl i64 %a10, 2, !dbg !230
  %.272 = add i64 %.263, %.271, !dbg !230
  %.273 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.272, !dbg !230
  store float %.270, ptr addrspace(1) %.273, align 4, !dbg !230
  %.274 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !230
  %.275 = mul i64 %a10, 6, !dbg !230
  %.276 = add i64 %.263, %.275, !dbg !230
  %.277 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.276, !dbg !230
  store float %.274, ptr addrspace(1) %.277, align 4, !dbg !230
  %.278 = extractvalue { [8 x float] } %t31.lcssa, 0, 4, !dbg !230
  %.279 = shl i64 %a10, 3, !dbg !230
  %.280 = add i64 %.263, %.279, !dbg !230
  %.281 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.280, !dbg !230
  store float %.278, ptr addrspace(1) %.281, align 4, !dbg !230
  %.282 = extractvalue { [8 x float] } %t31.lcssa, 0, 5, !dbg !230
  %.283 = mul i64 %a10, 10, !dbg !230
  %.284 = add i64 %.263, %.283, !dbg !230
  %.285 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.284, !dbg !230
  store float %.282, ptr addrspace(1) %.285, align 4, !dbg !230
  %.286 = extractvalue { [8 x float] } %t31.lcssa, 0, 6, !dbg !230
  %.287 = mul i64 %a10, 12, !dbg !230
  %.288 = add i64 %.263, %.287, !dbg !230
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.288, !dbg !230
  store float %.286, ptr addrspace(1) %.289, align 4, !dbg !230
  %.290 = extractvalue { [8 x float] } %t31.lcssa, 0, 7, !dbg !230
  %.291 = mul i64 %a10, 14, !dbg !230
  %.292 = add i64 %.263, %.291, !dbg !230
  %.293 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.292, !dbg !230
  store float %.290, ptr addrspace(1) %.293, align 4, !dbg !230
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
  %.41 = zext i32 %3 to i64
  %.42 = shl nuw nsw i32 %.39, 4
  %.43 = add nuw i32 %.42, %3
  %.44 = getelementptr inbounds i16, ptr addrspace(3) %t26, i32 %.43
  %.109 = mul i64 %.40, %a11
  %.110 = add i64 %.109, %.41
  %.126 = add i64 %.110, 1
  %.132 = add i64 %.110, 2
  %.136 = add i64 %.110, 3
  %.142 = add i64 %.110, 4
  %.146 = add i64 %.110, 5
  %.152 = add i64 %.110, 6
  %.156 = add i64 %.110, 7
  %.171 = icmp ugt i32 %.36, 15
  %.172 = shl i32 %.36, 2
  %.173 = xor i32 %.172, 64
  br label %b3.preheader, !dbg !245

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %frag.join.117
  %t3215 = phi i64 [ 0, %b3.preheader.lr.ph ], [ %t55, %frag.join.117 ]
  %t3114 = phi { [8 x float] } [ zeroinitializer, %b3.preheader.lr.ph ], [ %.256, %frag.join.117 ]
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
  %.51 = load <4 x i32>, ptr addrspace(3) %.44, align 16, !dbg !246
  %.52 = extractelement <4 x i32> %.51, i64 0, !dbg !246
  %.53 = extractelement <4 x i32> %.51, i64 1, !dbg !246
  %.54 = extractelement <4 x i32> %.51, i64 2, !dbg !246
  %.55 = extractelement <4 x i32> %.51, i64 3, !dbg !246
  %t51 = add i64 %t3215, %t29, !dbg !259
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t51, !dbg !260
  %.111 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.110, !dbg !260
  %.112 = ptrtoint ptr addrspace(1) %.111 to i64, !dbg !260
  %.113 = and i64 %.112, 3, !dbg !260
  %.114 = icmp eq i64 %.113, 0, !dbg !260
  br i1 %.114, label %frag.wide.115, label %frag.narrow.116, !dbg !260

frag.wide.115:                                    ; preds = %b5
  %.118 = load <4 x i32>, ptr addrspace(1) %.111, align 4, !dbg !260, !amdgpu.noclobber !6
  %.119 = extractelement <4 x i32> %.118, i64 0, !dbg !260
  %.120 = extractelement <4 x i32> %.118, i64 1, !dbg !260
  %.121 = extractelement <4 x i32> %.118, i64 2, !dbg !260
  %.122 = extractelement <4 x i32> %.118, i64 3, !dbg !260
  br label %frag.join.117, !dbg !260

frag.narrow.116:                                  ; preds = %b5
  %.124 = load i16, ptr addrspace(1) %.111, align 2, !dbg !260, !amdgpu.noclobber !6
  %.125 = zext i16 %.124 to i32, !dbg !260
  %.127 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.126, !dbg !260
  %.128 = load i16, ptr addrspace(1) %.127, align 2, !dbg !260, !amdgpu.noclobber !6
  %.129 = zext i16 %.128 to i32, !dbg !260
  %.130 = shl nuw i32 %.129, 16, !dbg !260
  %.131 = or i32 %.130, %.125, !dbg !260
  %.133 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.132, !dbg !260
  %.134 = load i16, ptr addrspace(1) %.133, align 2, !dbg !260, !amdgpu.noclobber !6
  %.135 = zext i16 %.134 to i32, !dbg !260
  %.137 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.136, !dbg !260
  %.138 = load i16, ptr addrspace(1) %.137, align 2, !dbg !260, !amdgpu.noclobber !6
  %.139 = zext i16 %.138 to i32, !dbg !260
  %.140 = shl nuw i32 %.139, 16, !dbg !260
  %.141 = or i32 %.140, %.135, !dbg !260
  %.143 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.142, !dbg !260
  %.144 = load i16, ptr addrspace(1) %.143, align 2, !dbg !260, !amdgpu.noclobber !6
  %.145 = zext i16 %.144 to i32, !dbg !260
  %.147 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.146, !dbg !260
  %.148 = load i16, ptr addrspace(1) %.147, align 2, !dbg !260, !amdgpu.noclobber !6
  %.149 = zext i16 %.148 to i32, !dbg !260
  %.150 = shl nuw i32 %.149, 16, !dbg !260
  %.151 = or i32 %.150, %.145, !dbg !260
  %.153 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.152, !dbg !260
  %.154 = load i16, ptr addrspace(1) %.153, align 2, !dbg !260, !amdgpu.noclobber !6
  %.155 = zext i16 %.154 to i32, !dbg !260
  %.157 = getelementptr inbounds i16, ptr addrspace(1) %t52, i64 %.156, !dbg !260
  %.158 = load i16, ptr addrspace(1) %.157, align 2, !dbg !260, !amdgpu.noclobber !6
  %.159 = zext i16 %.158 to i32, !dbg !260
  %.160 = shl nuw i32 %.159, 16, !dbg !260
  %.161 = or i32 %.160, %.155, !dbg !260
  br label %frag.join.117, !dbg !260

frag.join.117:                                    ; preds = %frag.narrow.116, %frag.wide.115
  %.162 = phi i32 [ %.119, %frag.wide.115 ], [ %.131, %frag.narrow.116 ], !dbg !260
  %.163 = phi i32 [ %.120, %frag.wide.115 ], [ %.141, %frag.narrow.116 ], !dbg !260
  %.164 = phi i32 [ %.121, %frag.wide.115 ], [ %.151, %frag.narrow.116 ], !dbg !260
  %.165 = phi i32 [ %.122, %frag.wide.115 ], [ %.161, %frag.narrow.116 ], !dbg !260
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.52), !dbg !261
  %.176 = select i1 %.171, i32 %.175, i32 %.52, !dbg !261
  %.177 = select i1 %.171, i32 %.52, i32 %.175, !dbg !261
  %.178 = insertelement <8 x i32> poison, i32 %.176, i64 0, !dbg !261
  %.179 = insertelement <8 x i32> %.178, i32 %.177, i64 4, !dbg !261
  %.181 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.53), !dbg !261
  %.182 = select i1 %.171, i32 %.181, i32 %.53, !dbg !261
  %.183 = select i1 %.171, i32 %.53, i32 %.181, !dbg !261
  %.184 = insertelement <8 x i32> %.179, i32 %.182, i64 1, !dbg !261
  %.185 = insertelement <8 x i32> %.184, i32 %.183, i64 5, !dbg !261
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.54), !dbg !261
  %.188 = select i1 %.171, i32 %.187, i32 %.54, !dbg !261
  %.189 = select i1 %.171, i32 %.54, i32 %.187, !dbg !261
  %.190 = insertelement <8 x i32> %.185, i32 %.188, i64 2, !dbg !261
  %.191 = insertelement <8 x i32> %.190, i32 %.189, i64 6, !dbg !261
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.55), !dbg !261
  %.194 = select i1 %.171, i32 %.193, i32 %.55, !dbg !261
  %.195 = select i1 %.171, i32 %.55, i32 %.193, !dbg !261
  %.196 = insertelement <8 x i32> %.191, i32 %.194, i64 3, !dbg !261
  %.197 = insertelement <8 x i32> %.196, i32 %.195, i64 7, !dbg !261
  %.198 = bitcast <8 x i32> %.197 to <16 x i16>, !dbg !261
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.162), !dbg !261
  %.201 = select i1 %.171, i32 %.200, i32 %.162, !dbg !261
  %.202 = select i1 %.171, i32 %.162, i32 %.200, !dbg !261
  %.203 = insertelement <8 x i32> poison, i32 %.201, i64 0, !dbg !261
  %.204 = insertelement <8 x i32> %.203, i32 %.202, i64 4, !dbg !261
  %.206 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.163), !dbg !261
  %.207 = select i1 %.171, i32 %.206, i32 %.163, !dbg !261
  %.208 = select i1 %.171, i32 %.163, i32 %.206, !dbg !261
  %.209 = insertelement <8 x i32> %.204, i32 %.207, i64 1, !dbg !261
  %.210 = insertelement <8 x i32> %.209, i32 %.208, i64 5, !dbg !261
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.164), !dbg !261
  %.213 = select i1 %.171, i32 %.212, i32 %.164, !dbg !261
  %.214 = select i1 %.171, i32 %.164, i32 %.212, !dbg !261
  %.215 = insertelement <8 x i32> %.210, i32 %.213, i64 2, !dbg !261
  %.216 = insertelement <8 x i32> %.215, i32 %.214, i64 6, !dbg !261
  %.218 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.173, i32 %.165), !dbg !261
  %.219 = select i1 %.171, i32 %.218, i32 %.165, !dbg !261
  %.220 = select i1 %.171, i32 %.165, i32 %.218, !dbg !261
  %.221 = insertelement <8 x i32> %.216, i32 %.219, i64 3, !dbg !261
  %.222 = insertelement <8 x i32> %.221, i32 %.220, i64 7, !dbg !261
  %.223 = bitcast <8 x i32> %.222 to <16 x i16>, !dbg !261
  %.224 = extractvalue { [8 x float] } %t3114, 0, 0, !dbg !261
  %.225 = insertelement <8 x float> poison, float %.224, i64 0, !dbg !261
  %.226 = extractvalue { [8 x float] } %t3114, 0, 1, !dbg !261
  %.227 = insertelement <8 x float> %.225, float %.226, i64 1, !dbg !261
  %.228 = extractvalue { [8 x float] } %t3114, 0, 2, !dbg !261
  %.229 = insertelement <8 x float> %.227, float %.228, i64 2, !dbg !261
  %.230 = extractvalue { [8 x float] } %t3114, 0, 3, !dbg !261
  %.231 = insertelement <8 x float> %.229, float %.230, i64 3, !dbg !261
  %.232 = extractvalue { [8 x float] } %t3114, 0, 4, !dbg !261
  %.233 = insertelement <8 x float> %.231, float %.232, i64 4, !dbg !261
  %.234 = extractvalue { [8 x float] } %t3114, 0, 5, !dbg !261
  %.235 = insertelement <8 x float> %.233, float %.234, i64 5, !dbg !261
  %.236 = extractvalue { [8 x float] } %t3114, 0, 6, !dbg !261
  %.237 = insertelement <8 x float> %.235, float %.236, i64 6, !dbg !261
  %.238 = extractvalue { [8 x float] } %t3114, 0, 7, !dbg !261
  %.239 = insertelement <8 x float> %.237, float %.238, i64 7, !dbg !261
  %.240 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %.198, <16 x i16> %.223, <8 x float> %.239), !dbg !261
  %.241 = extractelement <8 x float> %.240, i64 0, !dbg !261
  %.242 = extractelement <8 x float> %.240, i64 1, !dbg !261
  %.243 = extractelement <8 x float> %.240, i64 2, !dbg !261
  %.244 = extractelement <8 x float> %.240, i64 3, !dbg !261
  %.245 = extractelement <8 x float> %.240, i64 4, !dbg !261
  %.246 = extractelement <8 x float> %.240, i64 5, !dbg !261
  %.247 = extractelement <8 x float> %.240, i64 6, !dbg !261
  %.248 = extractelement <8 x float> %.240, i64 7, !dbg !261
  %.249 = insertvalue { [8 x float] } zeroinitializer, float %.241, 0, 0, !dbg !261
  %.250 = insertvalue { [8 x float] } %.249, float %.242, 0, 1, !dbg !261
  %.251 = insertvalue { [8 x float] } %.250, float %.243, 0, 2, !dbg !261
  %.252 = insertvalue { [8 x float] } %.251, float %.244, 0, 3, !dbg !261
  %.253 = insertvalue { [8 x float] } %.252, float %.245, 0, 4, !dbg !261
  %.254 = insertvalue { [8 x float] } %.253, float %.246, 0, 5, !dbg !261
  %.255 = insertvalue { [8 x float] } %.254, float %.247, 0, 6, !dbg !261
  %.256 = insertvalue { [8 x float] } %.255, float %.248, 0, 7, !dbg !261
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t55 = add i64 %t3215, 16, !dbg !263
  %t33 = icmp slt i64 %t55, %a11, !dbg !245
  br i1 %t33, label %b3.preheader, label %b6, !dbg !245

b6:                                               ; preds = %frag.join.117, %entry
  %t31.lcssa = phi { [8 x float] } [ zeroinitializer, %entry ], [ %.256, %frag.join.117 ]
  %t56 = add nsw i64 %t24, %t16, !dbg !264
  %t57 = mul i64 %t56, %a10, !dbg !265
  %t59 = add i64 %t28, %t57, !dbg !266
  %t61 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !267
  %.257 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !267
  %.258 = lshr i32 %.257, 4, !dbg !267
  %.259 = zext i32 %.258 to i64, !dbg !267
  %.260 = and i32 %.257, 15, !dbg !267
  %.261 = zext i32 %.260 to i64, !dbg !267
  %.262 = mul i64 %.259, %a10, !dbg !267
  %.263 = add i64 %.262, %.261, !dbg !267
  %.264 = extractvalue { [8 x float] } %t31.lcssa, 0, 0, !dbg !267
  %.265 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.263, !dbg !267
  store float %.264, ptr addrspace(1) %.265, align 4, !dbg !267
  %.266 = extractvalue { [8 x float] } %t31.lcssa, 0, 1, !dbg !267
  %.267 = shl i64 %a10, 1, !dbg !267
  %.268 = add i64 %.263, %.267, !dbg !267
  %.269 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.268, !dbg !267
  store float %.266, ptr addrspace(1) %.269, align 4, !dbg !267
  %.270 = extractvalue { [8 x float] } %t31.lcssa, 0, 2, !dbg !267
  %.271 = shl i64 %a10, 2, !dbg !267
  %.272 = add i64 %.263, %.271, !dbg !267
  %.273 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.272, !dbg !267
  store float %.270, ptr addrspace(1) %.273, align 4, !dbg !267
  %.274 = extractvalue { [8 x float] } %t31.lcssa, 0, 3, !dbg !267
  %.275 = mul i64 %a10, 6, !dbg !267
  %.276 = add i64 %.263, %.275, !dbg !267
  %.277 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.276, !dbg !267
  store float %.274, ptr addrspace(1) %.277, align 4, !dbg !267
  %.278 = extractvalue { [8 x float] } %t31.lcssa, 0, 4, !dbg !267
  %.279 = shl i64 %a10, 3, !dbg !267
  %.280 = add i64 %.263, %.279, !dbg !267
  %.281 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.280, !dbg !267
  store float %.278, ptr addrspace(1) %.281, align 4, !dbg !267
  %.282 = extractvalue { [8 x float] } %t31.lcssa, 0, 5, !dbg !267
  %.283 = mul i64 %a10, 10, !dbg !267
  %.284 = add i64 %.263, %.283, !dbg !267
  %.285 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.284, !dbg !267
  store float %.282, ptr addrspace(1) %.285, align 4, !dbg !267
  %.286 = extractvalue { [8 x float] } %t31.lcssa, 0, 6, !dbg !267
  %.287 = mul i64 %a10, 12, !dbg !267
  %.288 = add i64 %.263, %.287, !dbg !267
  %.289 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.288, !dbg !267
  store float %.286, ptr addrspace(1) %.289, align 4, !dbg !267
  %.290 = extractvalue { [8 x float] } %t31.lcssa, 0, 7, !dbg !267
  %.291 = mul i64 %a10, 14, !dbg !267
  %.292 = add i64 %.263, %.291, !dbg !267
  %.293 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 %.292, !dbg !267
  store float %.290, ptr addrspace(1) %.293, align 4, !dbg !267
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
