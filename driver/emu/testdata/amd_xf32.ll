; kern module emu/testdata (wave64, gfx940, hand-written)
; gfx940's xf32 MFMA, its operands read in lane order, so that the test
; lays the matrices out (mfma_test.go, xf32Lanes): lane t (0-63) loads its
; 2 A elements from A[2t...], its 2 B elements from B[2t...] and its 4
; accumulator elements from C[4t...], and stores D the same way.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @mfma_xf32(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %D) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = and i32 %tid, 63
  %t2 = shl i32 %t, 1
  %i2 = zext i32 %t2 to i64
  %t4 = shl i32 %t, 2
  %i4 = zext i32 %t4 to i64
  %ap = getelementptr inbounds float, ptr addrspace(1) %A, i64 %i2
  %a = load <2 x float>, ptr addrspace(1) %ap, align 8
  %bp = getelementptr inbounds float, ptr addrspace(1) %B, i64 %i2
  %b = load <2 x float>, ptr addrspace(1) %bp, align 8
  %cp = getelementptr inbounds float, ptr addrspace(1) %C, i64 %i4
  %c = load <4 x float>, ptr addrspace(1) %cp, align 16
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %a, <2 x float> %b, <4 x float> %c, i32 0, i32 0, i32 0)
  %dp = getelementptr inbounds float, ptr addrspace(1) %D, i64 %i4
  store <4 x float> %r, ptr addrspace(1) %dp, align 16
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float>, <2 x float>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #2

attributes #0 = { nounwind "target-cpu"="gfx940" }
attributes #1 = { nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn }
