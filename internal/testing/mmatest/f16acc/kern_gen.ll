; kern module github.com/kernlab/kern/internal/testing/mmatest/f16acc (wave64, gfx90a)
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
  %.271 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.272 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.271), !dbg !14
  %.275 = and i32 %.272, 15, !dbg !14
  %.276 = zext i32 %.275 to i64, !dbg !14
  %0 = lshr i32 %.272, 2, !dbg !14
  %1 = and i32 %0, 1073741820, !dbg !14
  %.277 = zext i32 %1 to i64, !dbg !14
  br i1 %t8.not, label %b12, label %b1, !dbg !12

b1:                                               ; preds = %entry
  %.25 = mul i64 %.277, %a15, !dbg !13
  %.26 = add i64 %.25, %.276, !dbg !13
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
  br label %b2, !dbg !13

b2:                                               ; preds = %frag.wide.284, %frag.narrow.285, %b1
  %.36.pn = phi i32 [ %.36, %b1 ], [ %.288, %frag.wide.284 ], [ %.298, %frag.narrow.285 ]
  %.48.pn = phi i32 [ %.48, %b1 ], [ %.289, %frag.wide.284 ], [ %.308, %frag.narrow.285 ]
  %t13 = and i32 %.17, 2, !dbg !15
  %t14.not = icmp eq i32 %t13, 0, !dbg !16
  %t16 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t6, !dbg !17
  %.238 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.239 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.238), !dbg !14
  %.242 = and i32 %.239, 15, !dbg !14
  %.243 = zext i32 %.242 to i64, !dbg !14
  %2 = lshr i32 %.239, 2, !dbg !14
  %3 = and i32 %2, 1073741820, !dbg !14
  %.244 = zext i32 %3 to i64, !dbg !14
  br i1 %t14.not, label %b11, label %b3, !dbg !16

b3:                                               ; preds = %b2
  %.58 = mul i64 %.243, %a15, !dbg !17
  %.59 = add i64 %.58, %.244, !dbg !17
  %.60 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.59, !dbg !17
  %.61 = ptrtoint ptr addrspace(1) %.60 to i64, !dbg !17
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
  %.74 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.73, !dbg !17
  %.75 = load i16, ptr addrspace(1) %.74, align 2, !dbg !17, !amdgpu.noclobber !6
  %.76 = zext i16 %.75 to i32, !dbg !17
  %.77 = shl nuw i32 %.76, 16, !dbg !17
  %.78 = or i32 %.77, %.72, !dbg !17
  %.79 = add i64 %.59, 2, !dbg !17
  %.80 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.79, !dbg !17
  %.81 = load i16, ptr addrspace(1) %.80, align 2, !dbg !17, !amdgpu.noclobber !6
  %.82 = zext i16 %.81 to i32, !dbg !17
  %.83 = add i64 %.59, 3, !dbg !17
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.83, !dbg !17
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !17, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !17
  %.87 = shl nuw i32 %.86, 16, !dbg !17
  %.88 = or i32 %.87, %.82, !dbg !17
  br label %b4, !dbg !17

b4:                                               ; preds = %frag.wide.64, %frag.narrow.65, %b11
  %.89.pn = phi i32 [ %.256, %b11 ], [ %.68, %frag.wide.64 ], [ %.78, %frag.narrow.65 ]
  %.90.pn = phi i32 [ %.268, %b11 ], [ %.69, %frag.wide.64 ], [ %.88, %frag.narrow.65 ]
  %t19 = and i32 %.17, 4, !dbg !18
  %t20.not = icmp eq i32 %t19, 0, !dbg !19
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t6, !dbg !20
  %.211 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.212 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.211), !dbg !14
  %.215 = and i32 %.212, 15, !dbg !14
  %.216 = zext i32 %.215 to i64, !dbg !14
  %4 = lshr i32 %.212, 2, !dbg !14
  %5 = and i32 %4, 1073741820, !dbg !14
  %.217 = zext i32 %5 to i64, !dbg !14
  br i1 %t20.not, label %b10, label %b5, !dbg !19

b5:                                               ; preds = %b4
  %.100 = mul i64 %.216, %a15, !dbg !20
  %.101 = add i64 %.100, %.217, !dbg !20
  %.104 = add i64 %.101, 1, !dbg !20
  %.107 = add i64 %.101, 2, !dbg !20
  %.110 = add i64 %.101, 3, !dbg !20
  br label %b6, !dbg !20

b6:                                               ; preds = %b10, %b5
  %.101.pn = phi i64 [ %.101, %b5 ], [ %.219, %b10 ]
  %.104.pn = phi i64 [ %.104, %b5 ], [ %.223, %b10 ]
  %.107.pn = phi i64 [ %.107, %b5 ], [ %.227, %b10 ]
  %.110.pn = phi i64 [ %.110, %b5 ], [ %.231, %b10 ]
  %.112.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.110.pn, !dbg !14
  %.112.pn4 = load half, ptr addrspace(1) %.112.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.109.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.107.pn, !dbg !14
  %.109.pn3 = load half, ptr addrspace(1) %.109.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.106.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.104.pn, !dbg !14
  %.106.pn2 = load half, ptr addrspace(1) %.106.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.103.pn.in = getelementptr inbounds i16, ptr addrspace(1) %t22, i64 %.101.pn, !dbg !14
  %.103.pn1 = load half, ptr addrspace(1) %.103.pn.in, align 2, !dbg !14, !amdgpu.noclobber !6
  %.119 = fpext half %.103.pn1 to float, !dbg !21
  %.122 = fpext half %.106.pn2 to float, !dbg !21
  %.125 = fpext half %.109.pn3 to float, !dbg !21
  %.128 = fpext half %.112.pn4 to float, !dbg !21
  %.134 = insertelement <4 x float> poison, float %.119, i64 0, !dbg !21
  %.136 = insertelement <4 x float> %.134, float %.122, i64 1, !dbg !21
  %.138 = insertelement <4 x float> %.136, float %.125, i64 2, !dbg !21
  %.140 = insertelement <4 x float> %.138, float %.128, i64 3, !dbg !21
  %.142 = insertelement <2 x i32> poison, i32 %.36.pn, i64 0, !dbg !21
  %.144 = insertelement <2 x i32> %.142, i32 %.48.pn, i64 1, !dbg !21
  %.145 = bitcast <2 x i32> %.144 to <4 x half>, !dbg !21
  %.147 = insertelement <2 x i32> poison, i32 %.89.pn, i64 0, !dbg !21
  %.149 = insertelement <2 x i32> %.147, i32 %.90.pn, i64 1, !dbg !21
  %.150 = bitcast <2 x i32> %.149 to <4 x half>, !dbg !21
  %.151 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.145, <4 x half> %.150, <4 x float> %.140, i32 0, i32 0, i32 0), !dbg !21
  %.152 = extractelement <4 x float> %.151, i64 0, !dbg !21
  %.153 = extractelement <4 x float> %.151, i64 1, !dbg !21
  %.154 = extractelement <4 x float> %.151, i64 2, !dbg !21
  %.156 = fptrunc float %.152 to half, !dbg !21
  %.158 = fptrunc float %.153 to half, !dbg !21
  %.160 = fptrunc float %.154 to half, !dbg !21
  %t26 = and i32 %.17, 8, !dbg !22
  %t27.not = icmp eq i32 %t26, 0, !dbg !23
  %t29 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t6, !dbg !24
  %.188 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !14
  %.189 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.188), !dbg !14
  %.192 = and i32 %.189, 15, !dbg !14
  %.193 = zext i32 %.192 to i64, !dbg !14
  %6 = lshr i32 %.189, 2, !dbg !14
  %7 = and i32 %6, 1073741820, !dbg !14
  %.194 = zext i32 %7 to i64, !dbg !14
  br i1 %t27.not, label %b9, label %b7, !dbg !23

b7:                                               ; preds = %b6
  %.175 = mul i64 %.193, %a15, !dbg !24
  %.176 = add i64 %.175, %.194, !dbg !24
  %.178 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.176, !dbg !24
  store half %.156, ptr addrspace(1) %.178, align 2, !dbg !24
  %.180 = add i64 %.176, 1, !dbg !24
  %.181 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.180, !dbg !24
  store half %.158, ptr addrspace(1) %.181, align 2, !dbg !24
  %.183 = add i64 %.176, 2, !dbg !24
  %.184 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.183, !dbg !24
  store half %.160, ptr addrspace(1) %.184, align 2, !dbg !24
  %.186 = add i64 %.176, 3, !dbg !24
  br label %b8, !dbg !24

b8:                                               ; preds = %b9, %b7
  %.209.sink = phi i64 [ %.209, %b9 ], [ %.186, %b7 ]
  %.155 = extractelement <4 x float> %.151, i64 3, !dbg !21
  %.162 = fptrunc float %.155 to half, !dbg !21
  %.210 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.209.sink, !dbg !14
  store half %.162, ptr addrspace(1) %.210, align 2, !dbg !14
  ret void, !dbg !24

b9:                                               ; preds = %b6
  %.195 = mul i64 %.194, %a15, !dbg !25
  %.196 = add i64 %.195, %.193, !dbg !25
  %.198 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.196, !dbg !25
  store half %.156, ptr addrspace(1) %.198, align 2, !dbg !25
  %.201 = add i64 %.196, %a15, !dbg !25
  %.202 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.201, !dbg !25
  store half %.158, ptr addrspace(1) %.202, align 2, !dbg !25
  %.204 = shl i64 %a15, 1, !dbg !25
  %.205 = add i64 %.196, %.204, !dbg !25
  %.206 = getelementptr inbounds i16, ptr addrspace(1) %t29, i64 %.205, !dbg !25
  store half %.160, ptr addrspace(1) %.206, align 2, !dbg !25
  %.208 = mul i64 %a15, 3, !dbg !25
  %.209 = add i64 %.196, %.208, !dbg !25
  br label %b8, !dbg !25

b10:                                              ; preds = %b4
  %.218 = mul i64 %.217, %a15, !dbg !26
  %.219 = add i64 %.218, %.216, !dbg !26
  %.223 = add i64 %.219, %a15, !dbg !26
  %.226 = shl i64 %a15, 1, !dbg !26
  %.227 = add i64 %.219, %.226, !dbg !26
  %.230 = mul i64 %a15, 3, !dbg !26
  %.231 = add i64 %.219, %.230, !dbg !26
  br label %b6, !dbg !26

b11:                                              ; preds = %b2
  %.245 = mul i64 %.244, %a15, !dbg !27
  %.246 = add i64 %.245, %.243, !dbg !27
  %.247 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.246, !dbg !27
  %.248 = load i16, ptr addrspace(1) %.247, align 2, !dbg !27, !amdgpu.noclobber !6
  %.249 = zext i16 %.248 to i32, !dbg !27
  %.251 = add i64 %.246, %a15, !dbg !27
  %.252 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.251, !dbg !27
  %.253 = load i16, ptr addrspace(1) %.252, align 2, !dbg !27, !amdgpu.noclobber !6
  %.254 = zext i16 %.253 to i32, !dbg !27
  %.255 = shl nuw i32 %.254, 16, !dbg !27
  %.256 = or i32 %.255, %.249, !dbg !27
  %.257 = shl i64 %a15, 1, !dbg !27
  %.258 = add i64 %.246, %.257, !dbg !27
  %.259 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.258, !dbg !27
  %.260 = load i16, ptr addrspace(1) %.259, align 2, !dbg !27, !amdgpu.noclobber !6
  %.261 = zext i16 %.260 to i32, !dbg !27
  %.262 = mul i64 %a15, 3, !dbg !27
  %.263 = add i64 %.246, %.262, !dbg !27
  %.264 = getelementptr inbounds i16, ptr addrspace(1) %t16, i64 %.263, !dbg !27
  %.265 = load i16, ptr addrspace(1) %.264, align 2, !dbg !27, !amdgpu.noclobber !6
  %.266 = zext i16 %.265 to i32, !dbg !27
  %.267 = shl nuw i32 %.266, 16, !dbg !27
  %.268 = or i32 %.267, %.261, !dbg !27
  br label %b4, !dbg !27

b12:                                              ; preds = %entry
  %.278 = mul i64 %.276, %a15, !dbg !28
  %.279 = add i64 %.278, %.277, !dbg !28
  %.280 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.279, !dbg !28
  %.281 = ptrtoint ptr addrspace(1) %.280 to i64, !dbg !28
  %.282 = and i64 %.281, 3, !dbg !28
  %.283 = icmp eq i64 %.282, 0, !dbg !28
  br i1 %.283, label %frag.wide.284, label %frag.narrow.285, !dbg !28

frag.wide.284:                                    ; preds = %b12
  %.287 = load <2 x i32>, ptr addrspace(1) %.280, align 4, !dbg !28, !amdgpu.noclobber !6
  %.288 = extractelement <2 x i32> %.287, i64 0, !dbg !28
  %.289 = extractelement <2 x i32> %.287, i64 1, !dbg !28
  br label %b2, !dbg !28

frag.narrow.285:                                  ; preds = %b12
  %.291 = load i16, ptr addrspace(1) %.280, align 2, !dbg !28, !amdgpu.noclobber !6
  %.292 = zext i16 %.291 to i32, !dbg !28
  %.293 = add i64 %.279, 1, !dbg !28
  %.294 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.293, !dbg !28
  %.295 = load i16, ptr addrspace(1) %.294, align 2, !dbg !28, !amdgpu.noclobber !6
  %.296 = zext i16 %.295 to i32, !dbg !28
  %.297 = shl nuw i32 %.296, 16, !dbg !28
  %.298 = or i32 %.297, %.292, !dbg !28
  %.299 = add i64 %.279, 2, !dbg !28
  %.300 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.299, !dbg !28
  %.301 = load i16, ptr addrspace(1) %.300, align 2, !dbg !28, !amdgpu.noclobber !6
  %.302 = zext i16 %.301 to i32, !dbg !28
  %.303 = add i64 %.279, 3, !dbg !28
  %.304 = getelementptr inbounds i16, ptr addrspace(1) %t10, i64 %.303, !dbg !28
  %.305 = load i16, ptr addrspace(1) %.304, align 2, !dbg !28, !amdgpu.noclobber !6
  %.306 = zext i16 %.305 to i32, !dbg !28
  %.307 = shl nuw i32 %.306, 16, !dbg !28
  %.308 = or i32 %.307, %.302, !dbg !28
  br label %b2, !dbg !28
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eFill(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i16 %a10) local_unnamed_addr #0 !dbg !29 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !30
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !30
  %.14 = and i32 %.11, 15, !dbg !30
  %.15 = zext i32 %.14 to i64, !dbg !30
  %0 = lshr i32 %.11, 2, !dbg !30
  %1 = and i32 %0, 1073741820, !dbg !30
  %.16 = zext i32 %1 to i64, !dbg !30
  %.17 = mul i64 %.15, %a9, !dbg !30
  %.18 = add i64 %.17, %.16, !dbg !30
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !30
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !30
  %.21 = and i64 %.20, 3, !dbg !30
  %.22 = icmp eq i64 %.21, 0, !dbg !30
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !30

frag.wide.23:                                     ; preds = %entry
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !30, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !30
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !30
  br label %frag.join.25, !dbg !30

frag.narrow.24:                                   ; preds = %entry
  %.30 = load i16, ptr addrspace(1) %.19, align 2, !dbg !30, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !30
  %.32 = add i64 %.18, 1, !dbg !30
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !30
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !30, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !30
  %.36 = shl nuw i32 %.35, 16, !dbg !30
  %.37 = or i32 %.36, %.31, !dbg !30
  %.38 = add i64 %.18, 2, !dbg !30
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.38, !dbg !30
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !30, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !30
  %.42 = add i64 %.18, 3, !dbg !30
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !30
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !30, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !30
  %.46 = shl nuw i32 %.45, 16, !dbg !30
  %.47 = or i32 %.46, %.41, !dbg !30
  br label %frag.join.25, !dbg !30

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.48 = phi i32 [ %.27, %frag.wide.23 ], [ %.37, %frag.narrow.24 ], !dbg !30
  %.49 = phi i32 [ %.28, %frag.wide.23 ], [ %.47, %frag.narrow.24 ], !dbg !30
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.18, !dbg !31
  %.62 = ptrtoint ptr addrspace(1) %.61 to i64, !dbg !31
  %.63 = and i64 %.62, 3, !dbg !31
  %.64 = icmp eq i64 %.63, 0, !dbg !31
  br i1 %.64, label %frag.wide.65, label %frag.narrow.66, !dbg !31

frag.wide.65:                                     ; preds = %frag.join.25
  %.68 = load <2 x i32>, ptr addrspace(1) %.61, align 4, !dbg !31, !amdgpu.noclobber !6
  %.69 = extractelement <2 x i32> %.68, i64 0, !dbg !31
  %.70 = extractelement <2 x i32> %.68, i64 1, !dbg !31
  br label %frag.join.67, !dbg !31

frag.narrow.66:                                   ; preds = %frag.join.25
  %.72 = load i16, ptr addrspace(1) %.61, align 2, !dbg !31, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !31
  %.74 = add i64 %.18, 1, !dbg !31
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.74, !dbg !31
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !31, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !31
  %.78 = shl nuw i32 %.77, 16, !dbg !31
  %.79 = or i32 %.78, %.73, !dbg !31
  %.80 = add i64 %.18, 2, !dbg !31
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.80, !dbg !31
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !31, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !31
  %.84 = add i64 %.18, 3, !dbg !31
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !31
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !31, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !31
  %.88 = shl nuw i32 %.87, 16, !dbg !31
  %.89 = or i32 %.88, %.83, !dbg !31
  br label %frag.join.67, !dbg !31

frag.join.67:                                     ; preds = %frag.narrow.66, %frag.wide.65
  %.90 = phi i32 [ %.69, %frag.wide.65 ], [ %.79, %frag.narrow.66 ], !dbg !31
  %.91 = phi i32 [ %.70, %frag.wide.65 ], [ %.89, %frag.narrow.66 ], !dbg !31
  %.99 = bitcast i16 %a10 to half, !dbg !32
  %.100 = fpext half %.99 to float, !dbg !32
  %.115 = insertelement <4 x float> poison, float %.100, i64 0, !dbg !32
  %.121 = shufflevector <4 x float> %.115, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !32
  %.123 = insertelement <2 x i32> poison, i32 %.48, i64 0, !dbg !32
  %.125 = insertelement <2 x i32> %.123, i32 %.49, i64 1, !dbg !32
  %.126 = bitcast <2 x i32> %.125 to <4 x half>, !dbg !32
  %.128 = insertelement <2 x i32> poison, i32 %.90, i64 0, !dbg !32
  %.130 = insertelement <2 x i32> %.128, i32 %.91, i64 1, !dbg !32
  %.131 = bitcast <2 x i32> %.130 to <4 x half>, !dbg !32
  %.132 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.126, <4 x half> %.131, <4 x float> %.121, i32 0, i32 0, i32 0), !dbg !32
  %.133 = extractelement <4 x float> %.132, i64 0, !dbg !32
  %.134 = extractelement <4 x float> %.132, i64 1, !dbg !32
  %.135 = extractelement <4 x float> %.132, i64 2, !dbg !32
  %.136 = extractelement <4 x float> %.132, i64 3, !dbg !32
  %.137 = fptrunc float %.133 to half, !dbg !32
  %.139 = fptrunc float %.134 to half, !dbg !32
  %.141 = fptrunc float %.135 to half, !dbg !32
  %.143 = fptrunc float %.136 to half, !dbg !32
  %.151 = fpext half %.137 to float, !dbg !33
  %.154 = fpext half %.139 to float, !dbg !33
  %.157 = fpext half %.141 to float, !dbg !33
  %.160 = fpext half %.143 to float, !dbg !33
  %.166 = insertelement <4 x float> poison, float %.151, i64 0, !dbg !33
  %.168 = insertelement <4 x float> %.166, float %.154, i64 1, !dbg !33
  %.170 = insertelement <4 x float> %.168, float %.157, i64 2, !dbg !33
  %.172 = insertelement <4 x float> %.170, float %.160, i64 3, !dbg !33
  %.183 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.126, <4 x half> %.131, <4 x float> %.172, i32 0, i32 0, i32 0), !dbg !33
  %.184 = extractelement <4 x float> %.183, i64 0, !dbg !33
  %.185 = extractelement <4 x float> %.183, i64 1, !dbg !33
  %.186 = extractelement <4 x float> %.183, i64 2, !dbg !33
  %.187 = extractelement <4 x float> %.183, i64 3, !dbg !33
  %.188 = fptrunc float %.184 to half, !dbg !33
  %.190 = fptrunc float %.185 to half, !dbg !33
  %.192 = fptrunc float %.186 to half, !dbg !33
  %.194 = fptrunc float %.187 to half, !dbg !33
  %.210 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.18, !dbg !34
  store half %.188, ptr addrspace(1) %.210, align 2, !dbg !34
  %.212 = add i64 %.18, 1, !dbg !34
  %.213 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.212, !dbg !34
  store half %.190, ptr addrspace(1) %.213, align 2, !dbg !34
  %.215 = add i64 %.18, 2, !dbg !34
  %.216 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.215, !dbg !34
  store half %.192, ptr addrspace(1) %.216, align 2, !dbg !34
  %.218 = add i64 %.18, 3, !dbg !34
  %.219 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.218, !dbg !34
  store half %.194, ptr addrspace(1) %.219, align 2, !dbg !34
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
  %t125 = icmp slt i32 %.13, 1024, !dbg !38
  br i1 %t125, label %b2, label %b3, !dbg !38

b2:                                               ; preds = %entry, %b2
  %t116 = phi i64 [ %t22, %b2 ], [ %t5, %entry ]
  %t13 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t116, !dbg !39
  %.18 = load i16, ptr addrspace(1) %t13, align 2, !dbg !39, !amdgpu.noclobber !6
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t116, !dbg !40
  %.19 = load i16, ptr addrspace(1) %t15, align 2, !dbg !40, !amdgpu.noclobber !6
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t116, !dbg !41
  %.20 = load i16, ptr addrspace(1) %t17, align 2, !dbg !41, !amdgpu.noclobber !6
  %0 = trunc i64 %t116 to i32, !dbg !42
  %t19 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.0, i32 %0, !dbg !42
  store i16 %.18, ptr addrspace(3) %t19, align 2, !dbg !42
  %t20 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.1, i32 %0, !dbg !43
  store i16 %.19, ptr addrspace(3) %t20, align 2, !dbg !43
  %t21 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %0, !dbg !44
  store i16 %.20, ptr addrspace(3) %t21, align 2, !dbg !44
  %t22 = add i64 %t116, %t10, !dbg !45
  %t12 = icmp slt i64 %t22, 1024, !dbg !38
  br i1 %t12, label %b2, label %b3, !dbg !38

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !46
  fence syncscope("workgroup") acquire, !dbg !46
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !47
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !47
  %.25 = and i32 %.22, 15, !dbg !47
  %1 = lshr i32 %.22, 2, !dbg !47
  %2 = and i32 %1, 1073741820, !dbg !47
  %.28 = shl nuw nsw i32 %.25, 5, !dbg !47
  %.29 = add nuw nsw i32 %.28, %2, !dbg !47
  %.30 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.0, i32 %.29, !dbg !47
  %.379 = load <4 x half>, ptr addrspace(3) %.30, align 8, !dbg !47
  %.72 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.1, i32 %.29, !dbg !48
  %.7910 = load <4 x half>, ptr addrspace(3) %.72, align 8, !dbg !48
  %.112 = shl i32 %2, 5, !dbg !49
  %.113 = or i32 %.112, %.25, !dbg !49
  %.114 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %.113, !dbg !49
  %.1151 = load half, ptr addrspace(3) %.114, align 2, !dbg !49
  %3 = or i32 %.113, 32, !dbg !49
  %.118 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %3, !dbg !49
  %.1192 = load half, ptr addrspace(3) %.118, align 2, !dbg !49
  %4 = or i32 %.113, 64, !dbg !49
  %.122 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %4, !dbg !49
  %.1233 = load half, ptr addrspace(3) %.122, align 2, !dbg !49
  %5 = or i32 %.113, 96, !dbg !49
  %.126 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.2, i32 %5, !dbg !49
  %.1274 = load half, ptr addrspace(3) %.126, align 2, !dbg !49
  %.134 = fpext half %.1151 to float, !dbg !50
  %.137 = fpext half %.1192 to float, !dbg !50
  %.140 = fpext half %.1233 to float, !dbg !50
  %.143 = fpext half %.1274 to float, !dbg !50
  %.149 = insertelement <4 x float> poison, float %.134, i64 0, !dbg !50
  %.151 = insertelement <4 x float> %.149, float %.137, i64 1, !dbg !50
  %.153 = insertelement <4 x float> %.151, float %.140, i64 2, !dbg !50
  %.155 = insertelement <4 x float> %.153, float %.143, i64 3, !dbg !50
  %.166 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.379, <4 x half> %.7910, <4 x float> %.155, i32 0, i32 0, i32 0), !dbg !50
  %.167 = extractelement <4 x float> %.166, i64 0, !dbg !50
  %.168 = extractelement <4 x float> %.166, i64 1, !dbg !50
  %.169 = extractelement <4 x float> %.166, i64 2, !dbg !50
  %.170 = extractelement <4 x float> %.166, i64 3, !dbg !50
  %.171 = fptrunc float %.167 to half, !dbg !50
  %.173 = fptrunc float %.168 to half, !dbg !50
  %.175 = fptrunc float %.169 to half, !dbg !50
  %.177 = fptrunc float %.170 to half, !dbg !50
  %.193 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %.29, !dbg !51
  store half %.171, ptr addrspace(3) %.193, align 8, !dbg !51
  %6 = or i32 %.29, 1, !dbg !51
  %.196 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %6, !dbg !51
  store half %.173, ptr addrspace(3) %.196, align 2, !dbg !51
  %7 = or i32 %.29, 2, !dbg !51
  %.199 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %7, !dbg !51
  store half %.175, ptr addrspace(3) %.199, align 4, !dbg !51
  %8 = or i32 %.29, 3, !dbg !51
  %.202 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %8, !dbg !51
  store half %.177, ptr addrspace(3) %.202, align 2, !dbg !51
  fence syncscope("workgroup") release, !dbg !52
  tail call void @llvm.amdgcn.s.barrier(), !dbg !52
  fence syncscope("workgroup") acquire, !dbg !52
  br i1 %t125, label %b5, label %b6, !dbg !53

b5:                                               ; preds = %b3, %b5
  %t408 = phi i64 [ %t45, %b5 ], [ %t5, %b3 ]
  %9 = trunc i64 %t408 to i32, !dbg !54
  %t42 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eShared.shared.3, i32 %9, !dbg !54
  %.203 = load i16, ptr addrspace(3) %t42, align 2, !dbg !54
  %t44 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t408, !dbg !55
  store i16 %.203, ptr addrspace(1) %t44, align 2, !dbg !55
  %t45 = add i64 %t408, %t10, !dbg !56
  %t41 = icmp slt i64 %t45, 1024, !dbg !53
  br i1 %t41, label %b5, label %b6, !dbg !53

b6:                                               ; preds = %b5, %b3
  ret void, !dbg !56
}

; Function Attrs: argmemonly nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2ff16acc_2eScale(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i16 %a9) local_unnamed_addr #2 !dbg !57 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !58
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !58
  %.14 = and i32 %.11, 15, !dbg !58
  %.15 = zext i32 %.14 to i64, !dbg !58
  %0 = lshr i32 %.11, 2, !dbg !58
  %1 = and i32 %0, 1073741820, !dbg !58
  %.16 = zext i32 %1 to i64, !dbg !58
  %.17 = shl nuw nsw i64 %.15, 4, !dbg !58
  %.18 = add nuw nsw i64 %.17, %.16, !dbg !58
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !58
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !58
  %.21 = and i64 %.20, 3, !dbg !58
  %.22 = icmp eq i64 %.21, 0, !dbg !58
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !58

frag.wide.23:                                     ; preds = %entry
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !58, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !58
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !58
  br label %frag.join.25, !dbg !58

frag.narrow.24:                                   ; preds = %entry
  %.30 = load i16, ptr addrspace(1) %.19, align 2, !dbg !58, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !58
  %.32 = or i64 %.18, 1, !dbg !58
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !58
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !58, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !58
  %.36 = shl nuw i32 %.35, 16, !dbg !58
  %.37 = or i32 %.36, %.31, !dbg !58
  %.38 = or i64 %.18, 2, !dbg !58
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.38, !dbg !58
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !58, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !58
  %.42 = or i64 %.18, 3, !dbg !58
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !58
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !58, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !58
  %.46 = shl nuw i32 %.45, 16, !dbg !58
  %.47 = or i32 %.46, %.41, !dbg !58
  br label %frag.join.25, !dbg !58

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.48 = phi i32 [ %.27, %frag.wide.23 ], [ %.37, %frag.narrow.24 ], !dbg !58
  %.49 = phi i32 [ %.28, %frag.wide.23 ], [ %.47, %frag.narrow.24 ], !dbg !58
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.18, !dbg !59
  %.62 = ptrtoint ptr addrspace(1) %.61 to i64, !dbg !59
  %.63 = and i64 %.62, 3, !dbg !59
  %.64 = icmp eq i64 %.63, 0, !dbg !59
  br i1 %.64, label %frag.wide.65, label %frag.narrow.66, !dbg !59

frag.wide.65:                                     ; preds = %frag.join.25
  %.68 = load <2 x i32>, ptr addrspace(1) %.61, align 4, !dbg !59, !amdgpu.noclobber !6
  %.69 = extractelement <2 x i32> %.68, i64 0, !dbg !59
  %.70 = extractelement <2 x i32> %.68, i64 1, !dbg !59
  br label %frag.join.67, !dbg !59

frag.narrow.66:                                   ; preds = %frag.join.25
  %.72 = load i16, ptr addrspace(1) %.61, align 2, !dbg !59, !amdgpu.noclobber !6
  %.73 = zext i16 %.72 to i32, !dbg !59
  %.74 = or i64 %.18, 1, !dbg !59
  %.75 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.74, !dbg !59
  %.76 = load i16, ptr addrspace(1) %.75, align 2, !dbg !59, !amdgpu.noclobber !6
  %.77 = zext i16 %.76 to i32, !dbg !59
  %.78 = shl nuw i32 %.77, 16, !dbg !59
  %.79 = or i32 %.78, %.73, !dbg !59
  %.80 = or i64 %.18, 2, !dbg !59
  %.81 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.80, !dbg !59
  %.82 = load i16, ptr addrspace(1) %.81, align 2, !dbg !59, !amdgpu.noclobber !6
  %.83 = zext i16 %.82 to i32, !dbg !59
  %.84 = or i64 %.18, 3, !dbg !59
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !59
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !59, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !59
  %.88 = shl nuw i32 %.87, 16, !dbg !59
  %.89 = or i32 %.88, %.83, !dbg !59
  br label %frag.join.67, !dbg !59

frag.join.67:                                     ; preds = %frag.narrow.66, %frag.wide.65
  %.90 = phi i32 [ %.69, %frag.wide.65 ], [ %.79, %frag.narrow.66 ], !dbg !59
  %.91 = phi i32 [ %.70, %frag.wide.65 ], [ %.89, %frag.narrow.66 ], !dbg !59
  %.123 = insertelement <2 x i32> poison, i32 %.48, i64 0, !dbg !60
  %.125 = insertelement <2 x i32> %.123, i32 %.49, i64 1, !dbg !60
  %.126 = bitcast <2 x i32> %.125 to <4 x half>, !dbg !60
  %.128 = insertelement <2 x i32> poison, i32 %.90, i64 0, !dbg !60
  %.130 = insertelement <2 x i32> %.128, i32 %.91, i64 1, !dbg !60
  %.131 = bitcast <2 x i32> %.130 to <4 x half>, !dbg !60
  %.132 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.126, <4 x half> %.131, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !60
  %.133 = extractelement <4 x float> %.132, i64 0, !dbg !60
  %.134 = extractelement <4 x float> %.132, i64 1, !dbg !60
  %.135 = extractelement <4 x float> %.132, i64 2, !dbg !60
  %.136 = extractelement <4 x float> %.132, i64 3, !dbg !60
  %.137 = fptrunc float %.133 to half, !dbg !60
  %.139 = fptrunc float %.134 to half, !dbg !60
  %.141 = fptrunc float %.135 to half, !dbg !60
  %.143 = fptrunc float %.136 to half, !dbg !60
  %.150 = bitcast i16 %a9 to half
  %.151 = fmul half %.150, %.137, !dbg !61
  %.151.1 = fmul half %.150, %.139, !dbg !61
  %.151.2 = fmul half %.150, %.141, !dbg !61
  %.151.3 = fmul half %.150, %.143, !dbg !61
  %.160 = shl nuw nsw i64 %.16, 4, !dbg !62
  %.161 = or i64 %.160, %.15, !dbg !62
  %.163 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.161, !dbg !62
  store half %.151, ptr addrspace(1) %.163, align 2, !dbg !62
  %.166 = or i64 %.161, 16, !dbg !62
  %.167 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.166, !dbg !62
  store half %.151.1, ptr addrspace(1) %.167, align 2, !dbg !62
  %.170 = or i64 %.161, 32, !dbg !62
  %.171 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.170, !dbg !62
  store half %.151.2, ptr addrspace(1) %.171, align 2, !dbg !62
  %.174 = or i64 %.161, 48, !dbg !62
  %.175 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %.174, !dbg !62
  store half %.151.3, ptr addrspace(1) %.175, align 2, !dbg !62
  ret void, !dbg !62
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #5

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { argmemonly nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #5 = { convergent mustprogress nofree nounwind readnone willreturn }
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
