; kern module emu/testdata (hand-written)
; The MFMA kernels index memory as AMD's HIP example for
; __builtin_amdgcn_mfma_f32_16x16x16f16 does (ROCm blogs, "Matrix Core
; Programming on AMD CDNA3 and CDNA4"): row-major A (16xK), B (Kx16), C and
; D (16x16); lane t = 16*blk + x holds A[x][P*blk+e], B[P*blk+e][x] and
; C, D[4*blk+e][x].
target triple = "amdgcn-amd-amdhsa"

; D = A·B + C, float16 inputs (16x16x16).
define amdgpu_kernel void @mfma_f16(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %D) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = and i32 %tid, 63
  %blk = lshr i32 %t, 4
  %x = and i32 %t, 15
  %blk64 = shl i32 %blk, 6
  %cbase = add i32 %blk64, %x          ; x + 64*blk
  %ablk = shl i32 %blk, 2
  %ax = shl i32 %x, 4
  %aoff = add i32 %ablk, %ax
  %aidx = zext i32 %aoff to i64
  %ap = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %aidx
  %a = load <4 x half>, ptr addrspace(1) %ap, align 8
  %bo0 = add i32 %cbase, 0
  %bi0 = zext i32 %bo0 to i64
  %bp0 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %bi0
  %be0 = load i16, ptr addrspace(1) %bp0, align 2
  %bv0 = insertelement <4 x i16> undef, i16 %be0, i32 0
  %bo1 = add i32 %cbase, 16
  %bi1 = zext i32 %bo1 to i64
  %bp1 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %bi1
  %be1 = load i16, ptr addrspace(1) %bp1, align 2
  %bv1 = insertelement <4 x i16> %bv0, i16 %be1, i32 1
  %bo2 = add i32 %cbase, 32
  %bi2 = zext i32 %bo2 to i64
  %bp2 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %bi2
  %be2 = load i16, ptr addrspace(1) %bp2, align 2
  %bv2 = insertelement <4 x i16> %bv1, i16 %be2, i32 2
  %bo3 = add i32 %cbase, 48
  %bi3 = zext i32 %bo3 to i64
  %bp3 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %bi3
  %be3 = load i16, ptr addrspace(1) %bp3, align 2
  %bv3 = insertelement <4 x i16> %bv2, i16 %be3, i32 3
  %bh = bitcast <4 x i16> %bv3 to <4 x half>
  %co0 = add i32 %cbase, 0
  %ci0 = zext i32 %co0 to i64
  %cp0 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci0
  %ce0 = load float, ptr addrspace(1) %cp0, align 4
  %cv0 = insertelement <4 x float> undef, float %ce0, i32 0
  %co1 = add i32 %cbase, 16
  %ci1 = zext i32 %co1 to i64
  %cp1 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci1
  %ce1 = load float, ptr addrspace(1) %cp1, align 4
  %cv1 = insertelement <4 x float> %cv0, float %ce1, i32 1
  %co2 = add i32 %cbase, 32
  %ci2 = zext i32 %co2 to i64
  %cp2 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci2
  %ce2 = load float, ptr addrspace(1) %cp2, align 4
  %cv2 = insertelement <4 x float> %cv1, float %ce2, i32 2
  %co3 = add i32 %cbase, 48
  %ci3 = zext i32 %co3 to i64
  %cp3 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci3
  %ce3 = load float, ptr addrspace(1) %cp3, align 4
  %cv3 = insertelement <4 x float> %cv2, float %ce3, i32 3
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %a, <4 x half> %bh, <4 x float> %cv3, i32 0, i32 0, i32 0)
  %dx0 = extractelement <4 x float> %r, i32 0
  %do0 = add i32 %cbase, 0
  %di0 = zext i32 %do0 to i64
  %dp0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di0
  store float %dx0, ptr addrspace(1) %dp0, align 4
  %dx1 = extractelement <4 x float> %r, i32 1
  %do1 = add i32 %cbase, 16
  %di1 = zext i32 %do1 to i64
  %dp1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di1
  store float %dx1, ptr addrspace(1) %dp1, align 4
  %dx2 = extractelement <4 x float> %r, i32 2
  %do2 = add i32 %cbase, 32
  %di2 = zext i32 %do2 to i64
  %dp2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di2
  store float %dx2, ptr addrspace(1) %dp2, align 4
  %dx3 = extractelement <4 x float> %r, i32 3
  %do3 = add i32 %cbase, 48
  %di3 = zext i32 %do3 to i64
  %dp3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di3
  store float %dx3, ptr addrspace(1) %dp3, align 4
  ret void
}

; D = A·B + C, bfloat16 inputs (16x16x16, the gfx90a .1k form).
define amdgpu_kernel void @mfma_bf16(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %D) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = and i32 %tid, 63
  %blk = lshr i32 %t, 4
  %x = and i32 %t, 15
  %blk64 = shl i32 %blk, 6
  %cbase = add i32 %blk64, %x          ; x + 64*blk
  %ablk = shl i32 %blk, 2
  %ax = shl i32 %x, 4
  %aoff = add i32 %ablk, %ax
  %aidx = zext i32 %aoff to i64
  %ap = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %aidx
  %a = load <4 x i16>, ptr addrspace(1) %ap, align 8
  %bo0 = add i32 %cbase, 0
  %bi0 = zext i32 %bo0 to i64
  %bp0 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %bi0
  %be0 = load i16, ptr addrspace(1) %bp0, align 2
  %bv0 = insertelement <4 x i16> undef, i16 %be0, i32 0
  %bo1 = add i32 %cbase, 16
  %bi1 = zext i32 %bo1 to i64
  %bp1 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %bi1
  %be1 = load i16, ptr addrspace(1) %bp1, align 2
  %bv1 = insertelement <4 x i16> %bv0, i16 %be1, i32 1
  %bo2 = add i32 %cbase, 32
  %bi2 = zext i32 %bo2 to i64
  %bp2 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %bi2
  %be2 = load i16, ptr addrspace(1) %bp2, align 2
  %bv2 = insertelement <4 x i16> %bv1, i16 %be2, i32 2
  %bo3 = add i32 %cbase, 48
  %bi3 = zext i32 %bo3 to i64
  %bp3 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %bi3
  %be3 = load i16, ptr addrspace(1) %bp3, align 2
  %bv3 = insertelement <4 x i16> %bv2, i16 %be3, i32 3
  %co0 = add i32 %cbase, 0
  %ci0 = zext i32 %co0 to i64
  %cp0 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci0
  %ce0 = load float, ptr addrspace(1) %cp0, align 4
  %cv0 = insertelement <4 x float> undef, float %ce0, i32 0
  %co1 = add i32 %cbase, 16
  %ci1 = zext i32 %co1 to i64
  %cp1 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci1
  %ce1 = load float, ptr addrspace(1) %cp1, align 4
  %cv1 = insertelement <4 x float> %cv0, float %ce1, i32 1
  %co2 = add i32 %cbase, 32
  %ci2 = zext i32 %co2 to i64
  %cp2 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci2
  %ce2 = load float, ptr addrspace(1) %cp2, align 4
  %cv2 = insertelement <4 x float> %cv1, float %ce2, i32 2
  %co3 = add i32 %cbase, 48
  %ci3 = zext i32 %co3 to i64
  %cp3 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci3
  %ce3 = load float, ptr addrspace(1) %cp3, align 4
  %cv3 = insertelement <4 x float> %cv2, float %ce3, i32 3
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %a, <4 x i16> %bv3, <4 x float> %cv3, i32 0, i32 0, i32 0)
  %dx0 = extractelement <4 x float> %r, i32 0
  %do0 = add i32 %cbase, 0
  %di0 = zext i32 %do0 to i64
  %dp0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di0
  store float %dx0, ptr addrspace(1) %dp0, align 4
  %dx1 = extractelement <4 x float> %r, i32 1
  %do1 = add i32 %cbase, 16
  %di1 = zext i32 %do1 to i64
  %dp1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di1
  store float %dx1, ptr addrspace(1) %dp1, align 4
  %dx2 = extractelement <4 x float> %r, i32 2
  %do2 = add i32 %cbase, 32
  %di2 = zext i32 %do2 to i64
  %dp2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di2
  store float %dx2, ptr addrspace(1) %dp2, align 4
  %dx3 = extractelement <4 x float> %r, i32 3
  %do3 = add i32 %cbase, 48
  %di3 = zext i32 %do3 to i64
  %dp3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di3
  store float %dx3, ptr addrspace(1) %dp3, align 4
  ret void
}

; D = A·B for A 16x8 and B 8x16 float32, as two 16x16x4 steps from zero:
; k 0..3, then k 4..7 accumulating onto the first.
define amdgpu_kernel void @mfma_f32(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %D) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = and i32 %tid, 63
  %blk = lshr i32 %t, 4
  %x = and i32 %t, 15
  %blk64 = shl i32 %blk, 6
  %cbase = add i32 %blk64, %x          ; x + 64*blk
  %x8 = shl i32 %x, 3
  %a0o = add i32 %x8, %blk            ; A[x][blk]
  %a0i = zext i32 %a0o to i64
  %a0p = getelementptr inbounds float, ptr addrspace(1) %A, i64 %a0i
  %a0 = load float, ptr addrspace(1) %a0p, align 4
  %a1p = getelementptr inbounds float, ptr addrspace(1) %a0p, i64 4   ; A[x][4+blk]
  %a1 = load float, ptr addrspace(1) %a1p, align 4
  %blk16 = shl i32 %blk, 4
  %b0o = add i32 %blk16, %x           ; B[blk][x]
  %b0i = zext i32 %b0o to i64
  %b0p = getelementptr inbounds float, ptr addrspace(1) %B, i64 %b0i
  %b0 = load float, ptr addrspace(1) %b0p, align 4
  %b1p = getelementptr inbounds float, ptr addrspace(1) %b0p, i64 64  ; B[4+blk][x]
  %b1 = load float, ptr addrspace(1) %b1p, align 4
  %r0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %a0, float %b0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %a1, float %b1, <4 x float> %r0, i32 0, i32 0, i32 0)
  %dx0 = extractelement <4 x float> %r, i32 0
  %do0 = add i32 %cbase, 0
  %di0 = zext i32 %do0 to i64
  %dp0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di0
  store float %dx0, ptr addrspace(1) %dp0, align 4
  %dx1 = extractelement <4 x float> %r, i32 1
  %do1 = add i32 %cbase, 16
  %di1 = zext i32 %do1 to i64
  %dp1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di1
  store float %dx1, ptr addrspace(1) %dp1, align 4
  %dx2 = extractelement <4 x float> %r, i32 2
  %do2 = add i32 %cbase, 32
  %di2 = zext i32 %do2 to i64
  %dp2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di2
  store float %dx2, ptr addrspace(1) %dp2, align 4
  %dx3 = extractelement <4 x float> %r, i32 3
  %do3 = add i32 %cbase, 48
  %di3 = zext i32 %do3 to i64
  %dp3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %di3
  store float %dx3, ptr addrspace(1) %dp3, align 4
  ret void
}

; out[t] for the half operations opt could write: (float(h[t]) + 1) as
; half, times h[t], minus 0.5, and fma(h, h, h), each widened back.
define amdgpu_kernel void @halfops(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %hp = getelementptr inbounds half, ptr addrspace(1) %in, i64 %i
  %h = load half, ptr addrspace(1) %hp, align 2
  %f = fpext half %h to float
  %f1 = fadd float %f, 1.000000e+00
  %h1 = fptrunc float %f1 to half
  %h2 = fmul half %h1, %h
  %h3 = fsub half %h2, 0xH3800
  %h4 = fneg half %h3
  %h5 = call half @llvm.fma.f16(half %h, half %h, half %h)
  %o0 = fpext half %h4 to float
  %o1 = fpext half %h5 to double
  %op = getelementptr inbounds { float, double }, ptr addrspace(1) %out, i64 %i
  store float %o0, ptr addrspace(1) %op, align 8
  %op1 = getelementptr inbounds { float, double }, ptr addrspace(1) %op, i64 0, i32 1
  store double %o1, ptr addrspace(1) %op1, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #2
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #2
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #2
declare half @llvm.fma.f16(half, half, half) #1

attributes #0 = { nounwind "target-cpu"="gfx90a" }
attributes #1 = { nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn }
