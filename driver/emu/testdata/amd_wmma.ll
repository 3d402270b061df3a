; kern module emu/testdata (wave32, gfx1100, hand-written)
; The gfx1100 WMMA kernels read their operands in lane order, so that the
; test lays the matrices out (mfma_test.go, wmmaLanes): lane t (0-31)
; loads its 16 A elements from A[16t...], its 16 B elements from B[16t...]
; and its 8 accumulator elements from C[8t...], and stores D the same way.
; (llc-15 fails on this file — "Illegal instruction detected: Operand has
; incorrect register class" for a copy of the wide loads feeding the WMMA —
; so unlike amd_mfma.ll it is not built into a code object; the WMMA IR
; compiler/amdgpu writes, element by element, llc-15 builds.)
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @wmma_f16(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %D) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = and i32 %tid, 31
  %t16 = shl i32 %t, 4
  %i16 = zext i32 %t16 to i64
  %t8 = shl i32 %t, 3
  %i8 = zext i32 %t8 to i64
  %ap = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %i16
  %a = load <16 x half>, ptr addrspace(1) %ap, align 32
  %bp = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %i16
  %b = load <16 x half>, ptr addrspace(1) %bp, align 32
  %cp = getelementptr inbounds float, ptr addrspace(1) %C, i64 %i8
  %c = load <8 x float>, ptr addrspace(1) %cp, align 32
  %r = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half> %a, <16 x half> %b, <8 x float> %c)
  %dp = getelementptr inbounds float, ptr addrspace(1) %D, i64 %i8
  store <8 x float> %r, ptr addrspace(1) %dp, align 32
  ret void
}

define amdgpu_kernel void @wmma_bf16(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %D) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = and i32 %tid, 31
  %t16 = shl i32 %t, 4
  %i16 = zext i32 %t16 to i64
  %t8 = shl i32 %t, 3
  %i8 = zext i32 %t8 to i64
  %ap = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %i16
  %a = load <16 x i16>, ptr addrspace(1) %ap, align 32
  %bp = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %i16
  %b = load <16 x i16>, ptr addrspace(1) %bp, align 32
  %cp = getelementptr inbounds float, ptr addrspace(1) %C, i64 %i8
  %c = load <8 x float>, ptr addrspace(1) %cp, align 32
  %r = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16> %a, <16 x i16> %b, <8 x float> %c)
  %dp = getelementptr inbounds float, ptr addrspace(1) %D, i64 %i8
  store <8 x float> %r, ptr addrspace(1) %dp, align 32
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32(<16 x half>, <16 x half>, <8 x float>) #2
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32(<16 x i16>, <16 x i16>, <8 x float>) #2

attributes #0 = { nounwind "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
attributes #1 = { nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn }
