// Package ptx compiles kern IR (compiler/ir) to NVIDIA PTX text, written
// directly (no LLVM); the CUDA driver JITs it at module load.
//
//	src, err := ptx.Compile(m, ptx.Options{Arch: "sm_80"})
//
// Compile writes one module: the header (.version, .target, .address_size
// 64), module globals, a prototype per device function, then every
// function. Each IR value gets fresh virtual registers (ptxas allocates the
// real ones), so the output is simple and close to the IR. Errors are
// *Error values wrapping ErrArch, ErrUnsupported or ErrInvalid; malformed
// IR is an error, never a panic. Run ir.Verify first for better messages.
//
// # Targets
//
// Options.Arch picks .target; .version is the lowest PTX ISA that accepts
// the target (Archs, ISAVersion): sm_50…sm_62 and sm_70 get 6.0, sm_72 6.1,
// sm_75 6.3, sm_80 7.0, sm_86 7.1, sm_87 7.4, sm_89 and sm_90 7.8. All stay
// at or below 7.8 so that CUDA 11.8's ptxas (what CI has) assembles them and
// old drivers can JIT them, except a module with FP8 mma.sync (sm_89 and
// later), which is .version 8.4, the first ISA with it: the tests assemble
// those with CUDA 12.4's ptxas (KERN_PTXAS_ISA84).
//
// # Registers
//
// bool lives in a predicate (%p); 8, 16 and 32-bit integers in a 32-bit
// register (%r) kept sign- or zero-extended from their width (normalized)
// and re-normalized after every operation that can carry bits out, which
// gives Go's wrap-around; 64-bit integers and pointers in %rd; f32 in %f and
// f64 in %fd. Aggregates (structs, arrays, slices, views, multiple results)
// are one register per leaf in ir.Leaves order; extract and insert copy
// leaves. A pointer register holds an address in its IR address space
// (ptr<global T> a global address, ptr<shared T> a shared-window address,
// ptr<generic T> a generic one), which decides the ld/st/atom state space.
//
// # Kernel parameter ABI
//
// A kernel (.visible .entry, named abi.EntryName(f.Name)) takes
// every leaf of every parameter, in order, as its own .param named
// NAME_param_N: pointers .u64, integers with their width and sign (.s8 …
// .s64, .u8 … .u64; Go's int is .s64), f32 .f32, f64 .f64, bool .u8 (0 or
// 1). A []float32 is therefore (.u64 ptr, .s64 len, .s64 cap) and an
// Array2[float64] is (.u64 ptr, .s64 shape0, .s64 shape1, .s64 stride0,
// .s64 stride1). The *kern.Thread parameter does not exist in the IR and
// takes no slot. The entry loads each with ld.param and converts global
// pointers with cvta.to.global. Launch arguments are passed to
// cuLaunchKernel one pointer per leaf, in the same order.
//
// Functions and globals are named abi.Mangle of their IR names, the rule
// the AMD backend and the runtime share.
//
// Device functions are .func with one .param per argument leaf (.b32 for
// bool and integers up to 32 bits, .b64, .f32, .f64; bool as 0/1) and one
// return .param: a scalar for a single-leaf result, otherwise a .b8 array
// (align 8) holding the leaves at naturally aligned offsets (PTX allows only
// one return parameter). Calls use call.uni.
//
// # Control flow and phis
//
// Blocks become labels $L__BBn; an ir.Block.NoUnroll loop header's label is
// followed by .pragma "nounroll", which keeps ptxas from unrolling a loop
// whose body already holds its copies. Phis are copies on the incoming edges: at
// the end of a block that jumps, or in a stub label for an edge of an if
// (critical edges are split there). The copies of one edge are parallel:
// when a source is also a destination (a loop-carried swap), every source
// is copied to a temporary first, so neither the swap nor the lost-copy
// problem can arise. A kernel's branch into a loop from outside it tests
// again a comparison of kernel parameters (and constants) that LICM
// hoisted, rather than keep its predicate live across the loop: ptxas
// reads the parameters from the constant bank (sinkcmp.go).
//
// # Memory
//
// OpAlloca is a function-scope ".local .align N .b8 __local_K[size]" per
// instruction; OpShared a function-scope ".shared .align 16 .b8
// __shared_K[size]" in its function (K its AuxInt: the kernel's, after
// kern gen inlined every device function that declares one, or a device
// function's, which ptxas allocates in each kernel that calls it); OpDynShared the module's ".extern
// .shared .align 16 .b8 __kern_dynshared[]", whose size in bytes is the
// special register %dynamic_smem_size (ir.DynSharedBytes). Their addresses come from mov
// (and cvta when the IR asks for a generic pointer). Globals are .const,
// .global (also for generic-space globals) or .shared byte arrays with their
// initializer. Loads and stores go leaf by leaf at the leaf's offset with
// the state space of the pointer (ld.global.f32, ld.shared, ld.local,
// ld.const, ld.param, plain ld for generic); sub-word integers use
// .s8/.u8/.s16/.u16 so loads extend; bool is a byte.
//
// # Go semantics
//
// Every result equals what the same Go code computes on amd64 (and the
// interpreter, compiler/interp), except where noted:
//
//   - Float arithmetic uses add/sub/mul/div .rn, never fused and never
//     flushed (no .ftz), so mul+add is not contracted into fma; sqrt.rn,
//     fma.rn. NaN payloads are not preserved (the GPU makes canonical NaNs).
//   - x / 0 gives -1 (all bits set; MaxUint for unsigned) and x % 0 gives x,
//     as the interpreter's eval.DivZero and PTX div.u do; Options.Debug traps
//     instead. MinInt / -1 = MinInt and MinInt % -1 = 0. The divisor is
//     replaced by 1 in those cases before div/rem (PTX leaves them
//     unspecified) and the result fixed with selp. A constant divisor
//     other than 0 (and -1, signed) is divided by directly (outside debug
//     builds, whose check sites match the AMD code's).
//   - Shifts: the count is unsigned of any width (a signed count is treated
//     as unsigned, so a negative one is huge); counts >= the width give 0
//     for <<, and >> gives 0 or, for signed values, all sign bits, which is
//     PTX's own clamping of counts to the register width: 64-bit counts
//     saturate to the width before they are narrowed to the 32 bits PTX
//     takes. A constant count is an immediate.
//   - Float→integer conversion reproduces amd64 (checked against native Go):
//     to int64 (and uint32, through int64) out of [-2^63, 2^63) or NaN gives
//     1<<63; to int32 (and int8, int16, uint8, uint16, through int32) out of
//     (-2^31-1, 2^31) gives 1<<31; to uint64, x < 2^63 ? int64(x) :
//     int64(x-2^63) | 1<<63. cvt.rzi saturates, so the range is tested and
//     the value selected, unless the conversion is marked ir.ConvInRange
//     (passes.InRangeConversions proved its operand a number that fits):
//     then cvt.rzi alone. Integer→float is cvt.rn (correctly rounded, as
//     amd64), f64→f32 cvt.rn, f32→f64 exact.
//   - min and max of floats: NaN if either operand is NaN (y's NaN first, as
//     the runtime's fmin), min(-0, +0) = -0 and max(-0, +0) = +0. PTX
//     min/max return the non-NaN operand, so both cases are patched.
//   - neg, abs and copysign of floats are sign-bit operations on the bits.
//   - math.Round (half away from zero) is t = trunc(x); |x-t| >= 0.5 ? t +
//     copysign(1, x) : t, exact for every input (0.49999999999999994 → 0).
//     floor, ceil, trunc and roundeven are cvt.rmi/rpi/rzi/rni.
//   - atom.global.add.f32 flushes subnormal inputs and results to zero (the
//     PTX ISA says so for global memory; CUDA's atomicAdd does the same).
//     kern uses it anyway for speed; shared-memory f32 add and f64 add are
//     exact. Atomics are relaxed at GPU scope, like CUDA's.
//   - An 8/16-bit atomic is a 32-bit CAS loop on the aligned word holding
//     it. A CAS compares bits (for floats too), like the interpreter.
//   - Shuffles of values that 32 bits cannot hold use two shfl.sync.b32;
//     bool is shuffled as 0/1. A source lane outside the warp yields the
//     thread's own value (PTX's rule, and the sim target's); since PTX reads
//     only bits 4:0 of the lane operand, a non-constant delta or xor mask is
//     compared with 31 and the own value selected (idx takes the lane mod
//     32, as PTX does). Reading a lane whose thread has exited is undefined
//     in PTX (the interpreter gives the own value).
//
// # Barriers and fences
//
// OpBarrier with BarrierGrid (t.GridSync) is cooperative groups' grid
// barrier on the module's counter abi.GridSyncName (gridsync.go).
// OpBarrier is "bar.sync 0" for every fence flag: bar.sync already orders
// the shared and global accesses of the block's threads around the barrier,
// which is what roc's barrier(GlobalMemFence) promises (work-group scope),
// so no membar is added. OpWarpSync is "bar.warp.sync -1". OpFence 0, 1, 2
// (ThreadFenceBlock, ThreadFence, ThreadFenceSystem) is membar.cta,
// membar.gl, membar.sys, what numba emits (PTX 6.0+ reads them as
// fence.sc.cta/gpu/sys). OpBarrierRed (SyncThreadsCount/And/Or) is
// "bar.red.popc.u32 d, 0, p", "bar.red.and.pred d, 0, p" or
// "bar.red.or.pred d, 0, p": bar.sync 0 that also reduces p over the
// block's threads that have not exited.
//
// # Op → PTX
//
//	add, sub, mul (int)        add/sub/mul.lo .s32/.u32/.s64/.u64, then normalize for 8/16-bit
//	add, sub, mul, div (float) add.rn/sub.rn/mul.rn/div.rn .f32/.f64
//	div, rem (int)             setp + selp guards around div/rem .sN/.uN
//	and, or, xor, andnot       and/or/xor (.b32/.b64/.pred), not+and
//	shl, shr                   shl.bN / shr.bN (unsigned) / shr.sN (signed) + guards
//	min, max                   min/max .sN/.uN; floats min/max.fN + ±0/NaN patches
//	eq … ge                    setp.{eq,ne,lt,le,gt,ge}.T (floats: ne is setp.neu); bools xor.pred
//	neg, compl, not            neg.sN / xor of the sign bit; not.bN; not.pred
//	convert                    cvt (see Go semantics), mov + normalize for integers
//	bitcast                    mov.b32 / mov.b64
//	select                     selp.T; bools through and/or.pred
//	alloca, shared, dynshared  .local / .shared / .extern .shared arrays, mov (+ cvta)
//	load, store                ld/st.{global,shared,local,const,param,generic}.T per leaf
//	fieldaddr, indexaddr, ptradd add.s64 with mul.wide.s32/.u32, shl.b64 or mul.lo.s64
//	extract, insert            mov of leaf registers
//	cast                       cvta.SPACE.u64 / cvta.to.SPACE.u64
//	call                       call.uni with .param arguments and result
//	special                    mov.u32 from %tid.x…%nctaid.z, %laneid, WARP_SZ, %dynamic_smem_size
//	barrier, warpsync, fence   bar.sync 0, bar.warp.sync -1, membar.cta/gl/sys
//	atomic                     atom.SPACE.{add,min,max,exch,and,or,xor}.T; sub as add of -v;
//	                           atom.cas loops for float min/max, 8/16-bit, f64 add before sm_60;
//	                           ld/op/st for local memory
//	atomic.cas                 atom.SPACE.cas.b32/.b64 (8/16-bit: CAS loop on the word)
//	shfl                       shfl.sync.{idx,up,down,bfly}.b32 …, c = 0x1f (up: 0), mask 0xffffffff
//	shfl.MODE.wW               the same with c |= (32-W)<<8: segments of W lanes
//	math.sqrt, fma             sqrt.rn, fma.rn
//	math.floor/ceil/trunc/roundeven  cvt.rmi/rpi/rzi/rni.fN.fN
//	math.round                 cvt.rzi + sub + selp (see above)
//	math.abs, copysign         and/or of the sign bit
//	math.popc, clz, ctz        popc.bN, clz.bN, brev+clz (8/16-bit masked, ctz with a guard bit)
//	math.brev, bswap           brev.bN (>> for 8/16-bit), prmt.b32 (64-bit: two prmt)
//	math.approx.*              FastMath: rcp/sqrt/ex2/lg2/sin/cos.approx.f32 (f64 via f32,
//	                           rcp.approx.ftz.f64); otherwise rcp = div.rn, sqrt = sqrt.rn,
//	                           the others are ErrUnsupported
//	mma.load/store/fill        ld/st.SPACE.{b16,f32} per lane element (NVIDIA's mma.sync fragment
//	                           layout, mma.go), cvt.rna.tf32.f32 for tf32, mov.b32 {lo, hi}
//	mma.FMT                    2× mma.sync.aligned.m16n8k16 (f16, bf16) / m16n8k8 (tf32); sm_80+
//	jump, if                   bra.uni / @p bra (with phi copies on the edges)
//	return                     st.param of the results, ret
//	trap, unreachable          trap (Debug: trap becomes the trap-record write and exit)
//
// # Debug
//
// Line information (.file/.loc from the IR positions, files named relative
// to Options.FileBase) is always written, as nvcc -lineinfo does.
// Options.Debug checks integer division by zero. A failed check (the front end's own
// debug checks arrive as OpTrap) does not execute PTX trap, which would
// leave the CUDA context unusable: the first failing thread claims the
// module's trap record (abi.TrapRecordName) with atom.global.cas on its flag and stores the
// site id and its %tid and %ctaid, then every failing thread exits.
// CompileDebug returns the site table ("file:line:col: message" by id);
// kern gen stores it in GenPackage.Traps and the runtime reads the record
// after each launch of debug code. (A thread that exits while others
// wait at a barrier can hang the block on older GPUs: debug mode is for
// finding the failing access, not for production.)
//
// # Resource figures
//
// docs/ptx-resources.md lists ptxas -v registers, spills and shared memory
// for the acceptance corpus' kernels; regenerate it with the line below
// (needs KERN_PTXAS).
//
//go:generate go test -run TestCorpus -args -write-resources
package ptx
