package ir

import "github.com/kernlab/kern/abi"

// Op is an instruction's operation. Each constant's comment gives its
// printed form and semantics; all arithmetic has Go's semantics for the
// operand type, which every backend and the interpreter must reproduce.
type Op uint8

const (
	OpInvalid Op = iota

	// Binary arithmetic; both operands and the result have the same Basic type.
	OpAdd    // t = add T x, y      wraps on integer overflow
	OpSub    // t = sub T x, y
	OpMul    // t = mul T x, y      AuxInt NoContract: a float multiply that must stay rounded on its own (never fused into fma)
	OpDiv    // t = div T x, y      integers truncate toward zero; MinInt/-1 = MinInt; x/0 yields the value of DivZero (documented per backend) or traps in debug mode; AuxInt DivSafe: neither case can arise (printed "safe")
	OpRem    // t = rem T x, y      sign of x; MinInt%-1 = 0; x%0 as for div; AuxInt DivSafe as for div
	OpAnd    // t = and T x, y
	OpOr     // t = or T x, y
	OpXor    // t = xor T x, y
	OpAndNot // t = andnot T x, y   x &^ y
	OpShl    // t = shl T x, s      s is any unsigned or non-negative integer type; s >= width gives 0
	OpShr    // t = shr T x, s      arithmetic for signed T; s >= width gives 0 or -1 (signed, x < 0)
	OpMin    // t = min T x, y      Go's min: for floats, NaN if either is NaN, and -0 < +0
	OpMax    // t = max T x, y      Go's max

	// Comparisons: operands of one Basic or Pointer type, result bool.
	// Float comparisons are IEEE (ordered except ne, which is true for NaN).
	OpEq // t = eq bool x, y
	OpNe // t = ne bool x, y
	OpLt // t = lt bool x, y
	OpLe // t = le bool x, y
	OpGt // t = gt bool x, y
	OpGe // t = ge bool x, y

	// Unary.
	OpNeg   // t = neg T x         -x (floats flip the sign bit)
	OpNot   // t = not bool x      !x
	OpCompl // t = compl T x       ^x for integers

	// Conversions.
	OpConvert // t = convert T x   numeric conversion with Go semantics: integer truncation/extension by the source's signedness, float rounding to nearest even, float→integer truncation toward zero; out-of-range float→integer gives amd64's result (see Convert in the interpreter); AuxInt ConvInRange: the operand is known in range (printed "inrange")
	OpBitcast // t = bitcast T x   same-size reinterpretation (math.Float32bits, Float64frombits, ...)
	OpSelect  // t = select T c, x, y   c ? x : y without branching

	// Memory. Addresses are pointer values.
	OpAlloca    // t = alloca ptr<local T>        per-thread local memory for a value of type Aux (a local Go array or struct whose address is taken)
	OpShared    // t = shared ptr<shared T>       a static block-shared allocation of type Aux, one per block and declaration (kern.Shared call: Pos and type, SameShared); AuxInt numbers the function's shared allocations; only in a kernel's or device function's entry block, and the inliner merges a device function's into its caller's (a kernel has them all)
	OpDynShared // t = dynshared ptr<shared T>    the launch's dynamic shared memory viewed as T
	OpLoad      // t = load T p                     AuxInt LoadAligned: p is aligned to T's size (printed "aligned")
	OpStore     // store p, v                       AuxInt StoreAligned: as LoadAligned (printed "aligned")
	OpFieldAddr // t = fieldaddr ptr<S F> p, AuxInt   address of field AuxInt of the struct p points to
	OpIndexAddr // t = indexaddr ptr<S E> p, i        address of element i of the array p points to
	OpPtrAdd    // t = ptradd ptr<S E> p, i           p + i*sizeof(E): element i of a slice or view
	OpExtract   // t = extract T x, AuxInt            field or element AuxInt of an aggregate value
	OpInsert    // t = insert T x, v, AuxInt          x with field or element AuxInt replaced by v
	OpAddrSpace // t = cast ptr<S2 E> p               address-space conversion (to or from generic)

	// Calls and intrinsics.
	OpCall      // t = call T @f(args...)             call of device function Aux; T is f.ResultType(), nil for none
	OpSpecial   // t = special.NAME T                 a special register; AuxInt is a Special
	OpBarrier   // barrier AuxInt                     block barrier; AuxInt is FenceLocal|FenceGlobal (0: both, as SyncThreads), or BarrierGrid
	OpWarpSync  // warpsync                           barrier over the warp (WaveBarrier, __syncwarp)
	OpFence     // fence AuxInt                       memory fence without a barrier (0 block, 1 device, 2 system)
	OpAtomic    // t = atomic.OP T p, v               read-modify-write; AuxInt is an AtomicOp; yields the old value
	OpAtomicCAS // t = atomic.cas T p, cmp, v         yields the old value
	OpShfl      // t = shfl.MODE[.wW] T v, lane[, m]  warp shuffle; AuxInt is ShflAux(mode, width): over the whole warp, or within segments of W lanes; with a uint64 member mask m, among m's lanes (a source outside m keeps v)
	OpMath      // t = math.NAME T args...            an IEEE-exact math operation; AuxInt is a MathFn

	// Terminators.
	OpJump        // jump B                    Succs[0]
	OpIf          // if c -> B1, B2            Succs[0] when c is true, else Succs[1]
	OpReturn      // return args...
	OpTrap        // trap "message"            a failed check (debug mode) or a Go panic that cannot be avoided; AuxInt is a TrapKind
	OpUnreachable // unreachable

	OpPhi // t = phi T [B0: x, B1: y]   one argument per predecessor, in Preds order

	// OpVote is a warp vote; AuxInt is a VoteMode:
	//	t = vote.ballot u64 mask, p     lanes of mask whose p is true
	//	t = vote.all bool mask, p       p on every lane of mask
	//	t = vote.any bool mask, p       p on some lane of mask
	//	t = vote.match u64 mask, v      lanes of mask whose v equals this lane's (bits)
	//	t = vote.active u64             the lanes executing it
	//	vote.sync mask                  __syncwarp(mask)
	// Masks name lanes of the warp (64-bit: AMD wavefronts have 64);
	// lanes of mask that exited or do not exist are left out.
	OpVote

	// OpClock reads or waits on the thread's clock; AuxInt is a ClockOp:
	//	t = clock.read i64              a monotonic per-multiprocessor counter (PTX %clock64, AMD s_memtime)
	//	clock.sleep ns                  suspend the thread about ns (u32) nanoseconds
	// Neither is pure: two reads are two values.
	OpClock
	// OpPrint appends a kern.Printf record to the module's print buffer:
	//	print AuxInt, args...     AuxInt indexes Module.Prints; the args are
	//	                          the call's scalar (non-string) arguments
	OpPrint
	// OpHalf is 16-bit floating-point arithmetic on bit patterns (u16
	// values: kern.Float16 and kern.BFloat16 are uint16 in Go); AuxInt is
	// HalfAux(op, format):
	//	t = half.add.FMT u16 x, y       x+y rounded once to FMT (also sub, mul)
	//	t = half.fma.FMT u16 x, y, z    x*y+z exact, rounded once
	//	t = half.tof32.FMT f32 x        x widened (exact)
	//	t = half.fromf32.FMT u16 x      x rounded to nearest even (IEEE overflow, quiet NaN)
	//	t = half.add2.FMT u32 x, y      packed pairs (kern.Half2: element 0 in the low
	//	                                16 bits): add on each element (also sub2, mul2, fma2)
	// Every result is package half's, bit for bit (NaNs: any NaN).
	// Division, square roots, comparisons and the rest are built from
	// these and float32 operations by the front end.
	OpHalf
	// OpMMA is a warp-level matrix multiply-accumulate operation; mma.go
	// documents its forms (mma.load.a.f16.row, mma.bf16, mma.store.col …).
	OpMMA
	// OpBarrierRed is a block barrier (as OpBarrier 0) that also reduces
	// a bool over the block's threads that have not exited — CUDA's
	// __syncthreads_count/_and/_or; AuxInt is a BarrierRedOp:
	//	t = barrier.popc i32 p    how many threads' p is true
	//	t = barrier.and bool p    p on every thread
	//	t = barrier.or bool p     p on some thread
	// Every thread gets the same result.
	OpBarrierRed
	// OpAsync is an asynchronous copy from global to shared memory (CUDA
	// cp.async); AuxInt is AsyncAux(op, n):
	//	async.copy.N dst, src     start copying N (4, 8 or 16) bytes from src
	//	                          (a global or generic pointer) to dst (a shared
	//	                          or generic one), both N-byte aligned
	//	async.commit              close the thread's current group of copies
	//	async.wait.N              wait until at most N committed groups are in flight
	// A copy writes dst at some point up to the wait that retires its
	// group: passes treat it as a store to dst.
	OpAsync

	numOps
)

// Special registers (OpSpecial), all i32.
type Special int64

const (
	TidX Special = iota
	TidY
	TidZ
	CtaidX
	CtaidY
	CtaidZ
	NtidX
	NtidY
	NtidZ
	NctaidX
	NctaidY
	NctaidZ
	LaneID
	WarpSize
	// DynSharedBytes is the size in bytes of the launch's dynamic shared
	// memory (what OpDynShared points at).
	DynSharedBytes
)

var specialNames = [...]string{"tid.x", "tid.y", "tid.z", "ctaid.x", "ctaid.y", "ctaid.z",
	"ntid.x", "ntid.y", "ntid.z", "nctaid.x", "nctaid.y", "nctaid.z", "laneid", "warpsize",
	"dynsmem"}

func (s Special) String() string {
	if s >= 0 && int(s) < len(specialNames) {
		return specialNames[s]
	}
	return "special" + itoa(int(s))
}

// ClockOp is OpClock's operation.
type ClockOp int64

const (
	ClockRead ClockOp = iota
	ClockSleep
)

func (c ClockOp) String() string {
	switch c {
	case ClockRead:
		return "read"
	case ClockSleep:
		return "sleep"
	}
	return "clock" + itoa(int(c))
}

// AsyncOp is OpAsync's operation.
type AsyncOp int64

const (
	AsyncCopy AsyncOp = iota
	AsyncCommit
	AsyncWait
)

func (a AsyncOp) String() string {
	switch a {
	case AsyncCopy:
		return "copy"
	case AsyncCommit:
		return "commit"
	case AsyncWait:
		return "wait"
	}
	return "async" + itoa(int(a))
}

// AsyncAux is OpAsync's AuxInt: the operation and its count (a copy's
// bytes, a wait's groups).
func AsyncAux(op AsyncOp, n int) int64 { return int64(op) | int64(n)<<8 }

// AsyncOf splits OpAsync's AuxInt.
func AsyncOf(aux int64) (AsyncOp, int) { return AsyncOp(aux & 0xff), int(aux >> 8) }

// Barrier fence flags (OpBarrier's AuxInt).
const (
	FenceLocal  = 1
	FenceGlobal = 2
	// BarrierGrid makes the barrier grid-wide (t.GridSync): every thread
	// of every block arrives before any leaves, and memory written before
	// it is visible to the whole grid after it. Only a cooperative launch,
	// whose blocks are all resident at once, may execute it.
	BarrierGrid = 4
)

// UsesGridSync reports whether a function of m has a grid-wide barrier.
func UsesGridSync(m *Module) bool {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op == OpBarrier && in.AuxInt&BarrierGrid != 0 {
					return true
				}
			}
		}
	}
	return false
}

// BarrierRedOp is OpBarrierRed's reduction.
type BarrierRedOp int64

const (
	BarrierPopc BarrierRedOp = iota
	BarrierAnd
	BarrierOr
)

var barrierRedNames = [...]string{"popc", "and", "or"}

func (r BarrierRedOp) String() string {
	if r >= 0 && int(r) < len(barrierRedNames) {
		return barrierRedNames[r]
	}
	return "barrierred" + itoa(int(r))
}

// AtomicOp is OpAtomic's operation.
type AtomicOp int64

const (
	AtomicAdd AtomicOp = iota
	AtomicSub
	AtomicMax
	AtomicMin
	AtomicExch
	AtomicAnd
	AtomicOr
	AtomicXor
	// AtomicInc stores old >= v ? 0 : old+1, AtomicDec (old == 0 || old >
	// v) ? v : old-1 (CUDA's atom.inc/dec; unsigned integers only).
	AtomicInc
	AtomicDec
	// AtomicNanMax and AtomicNanMin treat NaN as missing: a NaN v leaves
	// the value, a NaN value takes v; otherwise Go's max/min (integers:
	// max/min).
	AtomicNanMax
	AtomicNanMin
	// AtomicAddF16 and AtomicAddBF16 add binary16 or bfloat16 values held
	// as u16 (kern.AtomicAdd on Float16, BFloat16): the sum is half.HAdd's.
	AtomicAddF16
	AtomicAddBF16
)

var atomicNames = [...]string{"add", "sub", "max", "min", "exch", "and", "or", "xor", "inc", "dec", "nanmax", "nanmin", "addf16", "addbf16"}

func (a AtomicOp) String() string {
	if a >= 0 && int(a) < len(atomicNames) {
		return atomicNames[a]
	}
	return "atomicop" + itoa(int(a))
}

// VoteMode is OpVote's operation.
type VoteMode int64

const (
	VoteBallot VoteMode = iota
	VoteAll
	VoteAny
	VoteMatch
	VoteActive
	VoteSync
)

var voteNames = [...]string{"ballot", "all", "any", "match", "active", "sync"}

func (v VoteMode) String() string {
	if v >= 0 && int(v) < len(voteNames) {
		return voteNames[v]
	}
	return "votemode" + itoa(int(v))
}

// ShflMode is OpShfl's mode (PTX shfl.sync modes).
type ShflMode int64

const (
	ShflIdx  ShflMode = abi.ShflIdx
	ShflUp   ShflMode = abi.ShflUp
	ShflDown ShflMode = abi.ShflDown
	ShflXor  ShflMode = abi.ShflXor
)

var shflNames = [...]string{"idx", "up", "down", "bfly"}

// ShflAux is OpShfl's AuxInt: the mode, and in bits 8 and up the width
// of the lane segments a width shuffle stays within (CUDA's width
// argument: a power of two from 1 to 32), 0 for the whole warp.
func ShflAux(m ShflMode, width int) int64 { return int64(m) | int64(width)<<8 }

// ShflOf splits OpShfl's AuxInt into its mode and segment width (0: the
// whole warp).
func ShflOf(aux int64) (ShflMode, int) { return ShflMode(aux & 0xff), int(aux >> 8) }

// ValidShflWidth reports whether w is a width a shuffle may segment the
// warp by: 0 (none) or a power of two up to 32, the same lanes on every
// warp and wavefront size.
func ValidShflWidth(w int) bool { return w >= 0 && w <= 32 && w&(w-1) == 0 }

// ShflSource is abi.ShflSource for an ir.ShflMode: the lane a shuffle
// reads, and whether it reads one.
func ShflSource(m ShflMode, width int, lane, arg, ws int64) (int64, bool) {
	return abi.ShflSource(int(m), width, lane, arg, ws)
}

func (m ShflMode) String() string {
	if m >= 0 && int(m) < len(shflNames) {
		return shflNames[m]
	}
	return "shflmode" + itoa(int(m))
}

// NoContract in an OpMul's AuxInt keeps passes.Contract from fusing it:
// complex arithmetic must give Go's bits, and Go rounds each product.
const NoContract int64 = 1

// ConvInRange in a float→integer OpConvert's AuxInt records that its
// operand is never NaN and always truncates to a value the conversion's
// machine instruction holds (passes.InRangeConversions proves it): the
// backends then skip the checks that give amd64's result out of range.
const ConvInRange int64 = 1

// DivSafe in an integer OpDiv's or OpRem's AuxInt records that its divisor
// is never 0 and, if signed, never -1 with a MinInt dividend (the gufunc
// wrapper's split of its loop index, whose divisors are loop-shape sizes,
// all at least 1 whenever there is an index to split): the backends then
// divide without the fix-ups that give Go's x/0 and MinInt/-1, which cost
// a select of the divisor that the GPU compilers keep live, with what they
// derive from it, across the whole kernel. A debug build checks anyway.
const DivSafe int64 = 1

// LoadAligned in an OpLoad's AuxInt says that the address is a multiple
// of the loaded type's size, which is 8 or 16 bytes, and the type is an
// array of 2 or 4 scalars of 4 or 8 bytes: the backends read it with one
// vector load (PTX ld.v2/ld.v4, an LLVM <N x T> load).
const LoadAligned int64 = 1

// StoreAligned in an OpStore's AuxInt says the same of the address and
// the stored value's type: the backends write it with one vector store
// (PTX st.v2/st.v4, an LLVM <N x T> store).
const StoreAligned int64 = 1

// MathFn is OpMath's function. These are the operations every target does
// exactly (IEEE correctly rounded, or exact); the other math functions are
// compiled from Go's own pure-Go implementations as device functions.
type MathFn int64

const (
	MathSqrt      MathFn = iota // t = math.sqrt T x       correctly rounded
	MathFMA                     // t = math.fma T x, y, z  x*y+z rounded once
	MathFloor                   // t = math.floor T x
	MathCeil                    // t = math.ceil T x
	MathTrunc                   // t = math.trunc T x
	MathRoundEven               // t = math.roundeven T x
	MathRound                   // t = math.round T x      half away from zero (Go's math.Round)
	MathAbs                     // t = math.abs T x        clears the sign bit
	MathCopysign                // t = math.copysign T x, y
	MathPopCount                // t = math.popc T x       bits.OnesCount*; integer T
	MathClz                     // t = math.clz T x        bits.LeadingZeros*
	MathCtz                     // t = math.ctz T x        bits.TrailingZeros*
	MathBitRev                  // t = math.brev T x       bits.Reverse*
	MathByteSwap                // t = math.bswap T x      bits.ReverseBytes*
	// Approximate forms, emitted only under an explicit fast-math option.
	MathApproxRcp  // t = math.approx.rcp T x
	MathApproxSqrt // t = math.approx.sqrt T x
	MathApproxExp2 // t = math.approx.ex2 T x
	MathApproxLog2 // t = math.approx.lg2 T x
	MathApproxSin  // t = math.approx.sin T x
	MathApproxCos  // t = math.approx.cos T x
)

var mathNames = [...]string{"sqrt", "fma", "floor", "ceil", "trunc", "roundeven", "round", "abs", "copysign",
	"popc", "clz", "ctz", "brev", "bswap", "approx.rcp", "approx.sqrt", "approx.ex2", "approx.lg2", "approx.sin", "approx.cos"}

func (m MathFn) String() string {
	if m >= 0 && int(m) < len(mathNames) {
		return mathNames[m]
	}
	return "mathfn" + itoa(int(m))
}

// HalfOp is OpHalf's operation.
type HalfOp int64

const (
	HalfAdd HalfOp = iota
	HalfSub
	HalfMul
	HalfFMA
	HalfToF32
	HalfFromF32
	HalfAdd2 // the packed forms: HalfAdd on both elements of u32 pairs
	HalfSub2
	HalfMul2
	HalfFMA2
	numHalfOps
)

var halfNames = [...]string{"add", "sub", "mul", "fma", "tof32", "fromf32", "add2", "sub2", "mul2", "fma2"}

func (h HalfOp) String() string {
	if h >= 0 && h < numHalfOps {
		return halfNames[h]
	}
	return "halfop" + itoa(int(h))
}

// HalfBF16 in OpHalf's AuxInt selects bfloat16; without it the format is
// IEEE binary16.
const HalfBF16 int64 = 1 << 8

// HalfAux is OpHalf's AuxInt for op on bfloat16 (bf) or binary16.
func HalfAux(op HalfOp, bf bool) int64 {
	if bf {
		return int64(op) | HalfBF16
	}
	return int64(op)
}

// Half splits an OpHalf's AuxInt into its operation and format.
func (i *Instr) Half() (op HalfOp, bf bool) {
	return HalfOp(i.AuxInt &^ HalfBF16), i.AuxInt&HalfBF16 != 0
}

// Packed reports whether h works on packed pairs (u32), and its
// operation on each element.
func (h HalfOp) Packed() (HalfOp, bool) {
	if h >= HalfAdd2 && h <= HalfFMA2 {
		return h - HalfAdd2 + HalfAdd, true
	}
	return h, false
}

// halfArity is each HalfOp's operand count.
func halfArity(op HalfOp) int {
	op, _ = op.Packed()
	switch op {
	case HalfFMA:
		return 3
	case HalfToF32, HalfFromF32:
		return 1
	}
	return 2
}

// TrapKind says why an OpTrap fires.
type TrapKind int64

const (
	TrapPanic TrapKind = iota
	TrapBounds
	TrapDivZero
	TrapUnreachable
)

// Info describes an Op for table-driven passes.
type Info struct {
	Name string
	// NArgs is the operand count, or -1 when variable.
	NArgs int
	// Pure ops have no effects and depend only on their operands: they may
	// be folded, deduplicated and deleted when unused.
	Pure bool
	// Commutative binary ops.
	Commutative bool
	// Term ops end a block.
	Term bool
}

// OpInfo is indexed by Op. It is never written.
var OpInfo = [numOps]Info{
	OpInvalid:     {"invalid", 0, false, false, false},
	OpAdd:         {"add", 2, true, true, false},
	OpSub:         {"sub", 2, true, false, false},
	OpMul:         {"mul", 2, true, true, false},
	OpDiv:         {"div", 2, false, false, false}, // may trap in debug mode
	OpRem:         {"rem", 2, false, false, false},
	OpAnd:         {"and", 2, true, true, false},
	OpOr:          {"or", 2, true, true, false},
	OpXor:         {"xor", 2, true, true, false},
	OpAndNot:      {"andnot", 2, true, false, false},
	OpShl:         {"shl", 2, true, false, false},
	OpShr:         {"shr", 2, true, false, false},
	OpMin:         {"min", 2, true, true, false},
	OpMax:         {"max", 2, true, true, false},
	OpEq:          {"eq", 2, true, true, false},
	OpNe:          {"ne", 2, true, true, false},
	OpLt:          {"lt", 2, true, false, false},
	OpLe:          {"le", 2, true, false, false},
	OpGt:          {"gt", 2, true, false, false},
	OpGe:          {"ge", 2, true, false, false},
	OpNeg:         {"neg", 1, true, false, false},
	OpNot:         {"not", 1, true, false, false},
	OpCompl:       {"compl", 1, true, false, false},
	OpConvert:     {"convert", 1, true, false, false},
	OpBitcast:     {"bitcast", 1, true, false, false},
	OpSelect:      {"select", 3, true, false, false},
	OpAlloca:      {"alloca", 0, false, false, false},
	OpShared:      {"shared", 0, false, false, false},
	OpDynShared:   {"dynshared", 0, true, false, false},
	OpLoad:        {"load", 1, false, false, false},
	OpStore:       {"store", 2, false, false, false},
	OpFieldAddr:   {"fieldaddr", 1, true, false, false},
	OpIndexAddr:   {"indexaddr", 2, true, false, false},
	OpPtrAdd:      {"ptradd", 2, true, false, false},
	OpExtract:     {"extract", 1, true, false, false},
	OpInsert:      {"insert", 2, true, false, false},
	OpAddrSpace:   {"cast", 1, true, false, false},
	OpCall:        {"call", -1, false, false, false},
	OpSpecial:     {"special", 0, true, false, false},
	OpBarrier:     {"barrier", 0, false, false, false},
	OpWarpSync:    {"warpsync", 0, false, false, false},
	OpFence:       {"fence", 0, false, false, false},
	OpAtomic:      {"atomic", 2, false, false, false},
	OpAtomicCAS:   {"atomic.cas", 3, false, false, false},
	OpShfl:        {"shfl", -1, false, false, false},
	OpMath:        {"math", -1, true, false, false},
	OpJump:        {"jump", 0, false, false, true},
	OpIf:          {"if", 1, false, false, true},
	OpReturn:      {"return", -1, false, false, true},
	OpTrap:        {"trap", 0, false, false, true},
	OpUnreachable: {"unreachable", 0, false, false, true},
	OpPhi:         {"phi", -1, true, false, false},
	OpVote:        {"vote", -1, false, false, false},
	OpClock:       {"clock", -1, false, false, false},
	OpPrint:       {"print", -1, false, false, false},
	OpHalf:        {"half", -1, true, false, false},
	OpMMA:         {"mma", -1, false, false, false},
	OpBarrierRed:  {"barrier", 1, false, false, false},
	OpAsync:       {"async", -1, false, false, false},
}

func (o Op) String() string {
	if o < numOps {
		return OpInfo[o].Name
	}
	return "op" + itoa(int(o))
}
