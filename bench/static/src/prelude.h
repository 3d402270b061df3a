// prelude.h: the little of the CUDA and HIP runtimes the kernels need,
// written against clang's builtins so that they compile with
// -nocudainc/-nogpuinc (no toolkit headers). Each function reads the
// hardware the way kern's backends do (compiler/ptx, compiler/amdgpu), so
// the two sides differ only in what the compilers make of the same work.
#pragma once

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define DEV static __device__ inline

typedef long i64; // Go's int
typedef unsigned long u64;
typedef int i32;
typedef unsigned int u32;

#if defined(__HIP__)

// kern's AMD backend: sign-extended work-item/group ids; the block size
// from the dispatch packet (u16 at 4) and the number of blocks as
// ceil(grid size in work-items (u32 at 12) / block size), as HIP's ockl does.
DEV i64 tid_x() { return (i32)__builtin_amdgcn_workitem_id_x(); }
DEV i64 tid_y() { return (i32)__builtin_amdgcn_workitem_id_y(); }
DEV i64 ctaid_x() { return (i32)__builtin_amdgcn_workgroup_id_x(); }
DEV i64 ctaid_y() { return (i32)__builtin_amdgcn_workgroup_id_y(); }
DEV u32 wg_size(int off) {
	const __attribute__((address_space(4))) unsigned short *p =
	    (const __attribute__((address_space(4))) unsigned short *)((const __attribute__((address_space(4))) char *)__builtin_amdgcn_dispatch_ptr() + off);
	return *p;
}
DEV u32 grid_items(int off) {
	const __attribute__((address_space(4))) u32 *p =
	    (const __attribute__((address_space(4))) u32 *)((const __attribute__((address_space(4))) char *)__builtin_amdgcn_dispatch_ptr() + off);
	return *p;
}
DEV i64 ntid_x() { return (i32)wg_size(4); }
DEV i64 ntid_y() { return (i32)wg_size(6); }
DEV i64 nctaid_x() {
	u32 b = wg_size(4);
	return (i32)((grid_items(12) + b - 1) / b);
}
// HIP's __syncthreads (__work_group_barrier with the local-memory fence):
// the barrier alone orders no memory for LLVM.
DEV void sync_threads() {
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// shfl_down is kern's: lane l reads lane l+d of the wavefront when that
// lane exists and is active, else keeps its own value (ds_bpermute).
DEV u32 shfl_down_u32(u32 v, u32 d) {
	u32 lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
	u64 src = (u64)lane + d;
	u64 active = __builtin_amdgcn_read_exec(); // ballot(true): the active lanes
	bool ok = src < 64 && ((active >> (src & 63)) & 1);
	u32 r = (u32)__builtin_amdgcn_ds_bpermute((int)((u32)src << 2), (int)v);
	return ok ? r : v;
}
DEV float shfl_down_f32(float v, u32 d) { return __builtin_bit_cast(float, shfl_down_u32(__builtin_bit_cast(u32, v), d)); }

// Correctly rounded square roots, the sequences of kern's AMD backend
// (compiler/amdgpu/sqrt.go, as ROCm's OCML and LLVM 17+): LLVM 15 lowers
// sqrt to a bare v_sqrt (about 1 ulp), which Go's math.Sqrt may not be.
DEV float go_sqrtf(float x) {
	bool need = x < 0x1p-96f;
	float xs = need ? x * 0x1p32f : x;
	float s = __builtin_amdgcn_sqrtf(xs);
	u32 si = __builtin_bit_cast(u32, s);
	float dn = __builtin_bit_cast(float, si - 1), up = __builtin_bit_cast(float, si + 1);
	float vp = __builtin_fmaf(-dn, s, xs), vs = __builtin_fmaf(-up, s, xs);
	float r = vp <= 0.0f ? dn : s;
	r = vs > 0.0f ? up : r;
	r = need ? r * 0x1p-16f : r;
	return (xs == 0.0f || xs == __builtin_inff()) ? xs : r;
}
DEV double go_sqrt(double x) {
	bool need = x < 0x1p-767;
	double xs = need ? x * 0x1p256 : x;
	double y = __builtin_amdgcn_rsq(xs);
	double s0 = xs * y, h0 = y * 0.5;
	double r0 = __builtin_fma(-h0, s0, 0.5);
	double h1 = __builtin_fma(h0, r0, h0), s1 = __builtin_fma(s0, r0, s0);
	double d0 = __builtin_fma(-s1, s1, xs);
	double s2 = __builtin_fma(d0, h1, s1);
	double d1 = __builtin_fma(-s2, s2, xs);
	double r = __builtin_fma(d1, h1, s2);
	r = need ? r * 0x1p-128 : r;
	return (xs == 0.0 || xs == __builtin_inf()) ? xs : r;
}

#else // CUDA

DEV i64 tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
DEV i64 tid_y() { return __nvvm_read_ptx_sreg_tid_y(); }
DEV i64 ctaid_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
DEV i64 ctaid_y() { return __nvvm_read_ptx_sreg_ctaid_y(); }
DEV i64 ntid_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
DEV i64 ntid_y() { return __nvvm_read_ptx_sreg_ntid_y(); }
DEV i64 nctaid_x() { return __nvvm_read_ptx_sreg_nctaid_x(); }
DEV void sync_threads() { __nvvm_bar_sync(0); }
// shfl.sync.down.b32 with clamp 0x1f over the full warp, as kern emits.
DEV u32 shfl_down_u32(u32 v, u32 d) { return (u32)__nvvm_shfl_sync_down_i32(0xffffffffu, (int)v, (int)d, 0x1f); }
DEV float shfl_down_f32(float v, u32 d) { return __nvvm_shfl_sync_down_f32(0xffffffffu, v, (int)d, 0x1f); }
// sqrt.rn: llvm.sqrt is correctly rounded on NVPTX.
DEV float go_sqrtf(float x) { return __builtin_sqrtf(x); }
DEV double go_sqrt(double x) { return __builtin_sqrt(x); }

#endif

// Grid positions as kern.Thread computes them (64-bit, from sign-extended
// 32-bit registers).
DEV i64 grid1() { return ctaid_x() * ntid_x() + tid_x(); }
DEV i64 gridsize1() { return nctaid_x() * ntid_x(); }
