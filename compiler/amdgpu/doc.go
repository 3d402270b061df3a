// Package amdgpu is kern's AMD GPU backend: it writes a kern IR module as
// LLVM 15 IR for amdgcn-amd-amdhsa (EmitLLVM), runs LLVM's -O3 middle end
// over it with opt-15 (Optimize: loop rotation, invariant hoisting, SLP,
// inlining...) and builds an HSA code object from the optimized IR with
// llc-15 and ld.lld-15 (Assemble). ReadCodeObject reads a code object's
// kernels, symbols and argument metadata back.
//
// # LLVM dialect
//
// The text uses opaque pointers ("ptr addrspace(N)"), the default of LLVM
// 15, and the AMDGPU data layout (DataLayout). No fast-math flags are
// written unless Options.FastMath, and every function carries
// "denormal-fp-math"="ieee,ieee" for f16, f32 and f64, so float arithmetic is
// rounded exactly as Go rounds it: no contraction into fma (and no v_mad,
// which flushes subnormals), no flushing. Device functions are internal,
// alwaysinline (kern Go has no recursion) and convergent; opt's inliner
// inlines them. The back edge of a loop whose header is ir.Block.NoUnroll
// carries a loop ID (!llvm.loop) with llvm.loop.unroll.disable,
// vectorize.width 1 and interleave.count 1: its body already holds its
// copies, and opt's unrolling or vectorizing would only add registers.
//
// # Kernel ABI
//
// A kernel is an amdgpu_kernel function named exactly like its IR function
// (the ELF symbol is that string, e.g. "example.com/pkg.Doubled[float32]";
// the kernel descriptor is NAME.kd). Its explicit arguments are the leaves
// of its parameters (ir.Leaves), in order, each with its natural size and
// alignment: a []T is (ptr, len, cap), an ArrayN[T] is (ptr, shape..., strides...),
// a struct is its fields. Pointers are passed as 64-bit global pointers
// ("ptr addrspace(1)", value kind global_buffer) and cast in the entry
// block when the IR wants a generic or constant pointer; bool is one byte.
// Any hidden arguments LLVM appends follow the explicit ones; the code
// object's metadata lists them and the kernarg segment size.
//
// # Address spaces
//
//	IR generic → 0 (flat)      IR global → 1        IR shared → 3 (LDS)
//	IR const, param → 4        IR local → 5 (private, allocas)
//
// OpShared becomes "@FUNC.shared.N = internal addrspace(3) global [S x i8]
// undef" (LDS cannot be initialized: shared memory starts undefined, as in
// CUDA): the kernel's, after kern gen inlined every device function that
// declares one, or a device function's, which LLVM allocates in each
// kernel that calls it. OpDynShared is an external zero-length LDS array, which LLVM
// places after the kernel's static LDS; its size (ir.DynSharedBytes) is the
// dispatch packet's group_segment_size (u32 at byte 28, static plus dynamic
// LDS) minus llvm.amdgcn.groupstaticsize, so no hidden kernel parameter is
// needed (the same ABI as PTX, which reads %dynamic_smem_size). OpAlloca is an entry-block alloca in
// address space 5, zeroed where the IR allocates it. Memory layout is the
// IR's (Struct.Offset): aggregates are loaded and stored leaf by leaf, and
// 32-bit LDS/private pointers occupy 8 bytes in memory.
//
// # Thread geometry
//
// ThreadIdx is llvm.amdgcn.workitem.id.{x,y,z}, BlockIdx
// llvm.amdgcn.workgroup.id.{x,y,z}. BlockDim is the dispatch packet's
// workgroup_size_{x,y,z} (u16 at bytes 4, 6, 8 of llvm.amdgcn.dispatch.ptr)
// and GridDim is ceil(grid_size/workgroup_size) with grid_size_{x,y,z} (u32
// at 12, 16, 20; HSA counts the grid in work-items).
//
// # Barriers and fences
//
// Every OpBarrier — SyncThreads, Barrier(LocalMemFence),
// Barrier(GlobalMemFence) — is
//
//	fence syncscope("workgroup") release
//	call void @llvm.amdgcn.s.barrier()
//	fence syncscope("workgroup") acquire
//
// as ROCm's device library lowers OpenCL's work_group_barrier(flags). The
// release fence makes the work-item's earlier writes visible before it
// arrives; the acquire fence keeps later reads after the barrier (the
// s_barrier intrinsic alone orders no memory in LLVM). Workgroup scope is
// enough for global memory too: a barrier synchronizes only its work-group.
// LLVM 15 fences cannot be restricted to one address space, so
// LocalMemFence and GlobalMemFence lower identically (the fence covers both;
// the cost is a vmcnt wait an LDS-only fence would avoid). WaveBarrier is
// llvm.amdgcn.wave.barrier between wavefront-scope release/acquire fences
// (no instructions; they stop LLVM moving memory accesses across it).
// OpFence (ThreadFenceBlock, ThreadFence, ThreadFenceSystem) is a seq_cst
// fence at workgroup, agent or system scope.
//
// OpBarrierRed (SyncThreadsCount, SyncThreadsAnd, SyncThreadsOr) has no
// instruction: blockvote.go builds it from wavefront votes that meet in
// LDS between barriers, as HIP's __syncthreads_count does. Each wavefront counts its lanes whose predicate holds (ballot, ctpop;
// "and" counts the false ones), its lowest active lane stores the count
// to the wavefront's i32 slot of @__kern_blockvotes (internal LDS,
// 1024/wave slots; the slot stores are monotonic atomics at wavefront
// scope, a plain ds_write, since different lanes write a slot in turn), a barrier as above, every work-item sums the slots of
// the block's ceil(size/wave) wavefronts (a loop opt does not unroll), a
// second barrier so that the next vote cannot overwrite a slot still
// being read, and the writer stores 0 back. A kernel that reaches a vote
// (itself or through a call) starts with lane 0 of each wavefront zeroing
// its slot, so the slot of a wavefront whose work-items all returned
// reads 0 (LDS starts undefined).
//
// # Atomics
//
// Relaxed (monotonic) atomicrmw at agent scope on global and generic
// memory, workgroup scope on LDS: add/sub/and/or/xor/xchg, max/min or
// umax/umin by signedness; fadd/fsub/xchg for floats. Float max/min (Go's
// max/min: NaN wins, -0 < +0) and 8/16-bit integer operations are
// cmpxchg loops; CAS compares bits.
//
// # Wavefronts and shuffles
//
// Options.WaveSize defaults to the processor's native size: 64 on gfx9
// (gfx90a, gfx940), 32 on gfx10+ (gfx1030); gfx10+ may ask for 64.
// kern guarantees: WarpSize returns the wavefront size, LaneID counts
// lanes of the hardware wavefront (mbcnt), and shuffles operate over the
// whole wavefront with the semantics of the sim target and the interpreter,
// taken over WarpSize lanes: idx reads lane src&(W-1); up/down/xor read
// lane-d, lane+d, lane^m; a source outside [0, W) or not active (past the
// end of the block, or exited: llvm.amdgcn.ballot(true) is the active mask)
// yields the thread's own value. They lower to llvm.amdgcn.ds.bpermute
// (byte address = lane*4; 64-bit values as two halves). Code that reduces
// over a warp must use WarpSize rather than assume 32.
//
// # Tensor cores
//
// OpMMA (kern.LoadA … MMA, StoreC) lowers to the MFMA intrinsics of
// gfx90a and gfx940 (gfx908 without bfloat16; MMASupport) and to the
// WMMA intrinsics of RDNA3 (gfx11, wave32 only; float16 and bfloat16):
// the wavefront is the warp and computes one 16×16 tile, each lane
// loading and storing its elements at the places AMD's layout gives, tf32
// on loads rounded to tf32 as gfx940's xf32 MFMA or, on gfx90a, two
// float32 MFMAs; a WMMA gets the half of each operand its lane does not
// hold from lane^16 with ds_bpermute (mma.go). A float16 accumulator is
// the float32 one between conversions of C and D; int8 and uint8 inputs
// use the integer MFMA (gfx90a, gfx940; uint8 split exactly into signed
// parts) and WMMA (gfx11, with sign flags) into int32 (mmaint.go). Other
// processors refuse it.
//
// # Go semantics
//
// The IR has no undefined behaviour, so that the optimizer, which may
// assume any, computes Go's results. Integer x/0 yields all bits set (-1,
// or MaxUint) and x%0 yields x, as the interpreter documents; MinInt/-1 = MinInt and MinInt%-1 = 0. The divisor
// is replaced before the LLVM division, which would be undefined. Shift
// counts ≥ the width give 0 (or -1 for a negative signed >>) through a
// select, since LLVM gives poison. Float→integer conversions reproduce
// native Go on amd64 for NaN, ±Inf and out-of-range values (see convert.go);
// fptosi never sees an out-of-range operand: one marked ir.ConvInRange is
// proved in range (passes.InRangeConversions) and converted bare. min and max follow Go's NaN
// and signed-zero rules. Division and sqrt are correctly rounded: LLVM's
// AMDGPU fdiv already is; LLVM 15 selects a bare ~1 ulp v_sqrt for
// llvm.sqrt, so sqrt.go writes the correction sequences LLVM 17 adopted
// (f32: neighbour test with fma residuals; f64: rsq + Goldschmidt/Newton
// steps). math.RoundToEven uses llvm.rint (LLVM 15 cannot select
// llvm.roundeven; the GPU rounds to nearest even). A comparison of |x|
// with the smallest normal or the largest finite value (Frexp, Ldexp,
// IsInf) is llvm.amdgcn.class of x (v_cmp_class): it needs no |x| kept in
// registers between blocks. The approximate math functions exist for f32
// only.
//
// # Line tables and debug traps
//
// Every module carries line tables, as clang -gline-tables-only writes
// them (debuginfo.go): a DICompileUnit (LineTablesOnly, "Dwarf Version" 5,
// "Debug Info Version" 3), a DIFile per source file named relative to
// Options.FileBase (GOROOT's math as math/x.go, as compiler/ptx names
// them), a distinct DISubprogram per function and a DILocation from
// ir.Instr.Pos on every instruction (an instruction without a position
// keeps the one before it; code from another file than its function's is
// scoped by a DILexicalBlockFile). They survive opt (inlined locations get
// inlinedAt; Optimize fails if opt drops them as invalid), llc and ld.lld
// (the code object's .debug_line) and amd_comgr, and the emulated ROC
// device names the Go file:line:col of a fault from them.
//
// With Options.Debug, integer division checks for zero and a failed check
// (OpTrap, division by zero) does not call llvm.trap, after which the HIP
// runtime could not read anything back: the first failing work-item
// claims the module's trap record (abi.TrapRecordName, a protected,
// externally_initialized [8 x i32] in global memory) with an agent-scope
// cmpxchg on its flag and stores the site id and its work-item and
// work-group ids, then, after a release fence, its wavefront ends with
// llvm.amdgcn.endpgm (s_endpgm: AMD GPUs have no per-lane exit, so the
// wavefront's other work-items end too; the launch is reported as failed
// anyway). EmitLLVMDebug returns the site table; sites are numbered as
// compiler/ptx numbers them for the same module, so kern gen's one table
// (GenPackage.Traps, which it checks against the PTX's) serves both.
//
// # Processors
//
// DefaultTargets are gfx90a and gfx1030. LLVM 15 (Debian's llc-15 15.0.6)
// knows gfx940 but not gfx942, which appeared in LLVM 16.
package amdgpu
