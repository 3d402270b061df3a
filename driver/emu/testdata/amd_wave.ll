; kern module emu/testdata (WAVE, hand-written)
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [256 x i8] undef, align 4
@table = internal addrspace(4) constant [8 x i8] c"\01\02\03\04\05\06\07\08", align 4

; out[tid] = the value of lane (lane+1) mod W through ds_bpermute, the
; active-lane count from ballot, the lane id from mbcnt, blockDim.x from the
; dispatch packet, and table[tid&7] from constant memory.
define amdgpu_kernel void @wave(ptr addrspace(1) %out, i64 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %next = add i32 %lane, 1
  %wrap = and i32 %next, MASK
  %addr = shl i32 %wrap, 2
  %v = add i32 %tid, 1000
  %got = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  %bal = call BALT @llvm.amdgcn.ballot.BALT(i1 true)
  %cnt = call BALT @llvm.ctpop.BALT(BALT %bal)
  %cnt32 = ZEXT
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %wgp = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %wg = load i16, ptr addrspace(4) %wgp, align 2, !invariant.load !0
  %wg32 = zext i16 %wg to i32
  %t7 = and i32 %tid, 7
  %tp = getelementptr inbounds [8 x i8], ptr addrspace(4) @table, i64 0, i32 %t7
  %tv = load i8, ptr addrspace(4) %tp, align 1
  %tv32 = zext i8 %tv to i32
  %base = zext i32 %tid to i64
  %row = mul i64 %base, 5
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %row
  store i32 %got, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  store i32 %cnt32, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 2
  store i32 %lane, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 3
  store i32 %wg32, ptr addrspace(1) %p3, align 4
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 4
  store i32 %tv32, ptr addrspace(1) %p4, align 4
  ret void
}

; A phi swap (each phi reads the other: the copies must be parallel), an
; inlined call returning an aggregate, LDS with a barrier, and atomics:
; i8 cmpxchg-free atomicrmw add on LDS, fadd on global.
define amdgpu_kernel void @misc(ptr addrspace(1) %out, ptr addrspace(1) %acc, i64 %iters) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %tid to i64
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i64 [ 1, %entry ], [ %b, %loop ]
  %b = phi i64 [ 2, %entry ], [ %a, %loop ]
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %iters
  br i1 %more, label %loop, label %done

done:
  %pair = call { i64, double } @divmod(i64 %t64, i64 3)
  %q = extractvalue { i64, double } %pair, 0
  %r = extractvalue { i64, double } %pair, 1
  %sp = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 %tid
  store i32 %tid, ptr addrspace(3) %sp, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %rev = sub i32 63, %tid
  %rp = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 %rev
  %rv = load i32, ptr addrspace(3) %rp, align 4
  %rv64 = sext i32 %rv to i64
  %old = atomicrmw fadd ptr addrspace(1) %acc, double %r syncscope("agent") monotonic, align 8
  %row = mul i64 %t64, 4
  %o0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %row
  store i64 %a, ptr addrspace(1) %o0, align 8
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 1
  store i64 %b, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 2
  store i64 %q, ptr addrspace(1) %o2, align 8
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 3
  store i64 %rv64, ptr addrspace(1) %o3, align 8
  ret void
}

define internal { i64, double } @divmod(i64 %x, i64 %y) #1 {
entry:
  %q = sdiv i64 %x, %y
  %m = srem i64 %x, %y
  %mf = sitofp i64 %m to double
  %r0 = insertvalue { i64, double } poison, i64 %q, 0
  %r1 = insertvalue { i64, double } %r0, double %mf, 1
  ret { i64, double } %r1
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!0 = !{}
