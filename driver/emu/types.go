package emu

// ptype is a PTX instruction type: its kind and width in bits.
type ptype struct {
	kind byte // 'b', 'u', 's', 'f' or 'p' (pred)
	bits uint8
}

var ptypes = map[string]ptype{
	"pred": {'p', 1},
	"b8":   {'b', 8}, "b16": {'b', 16}, "b32": {'b', 32}, "b64": {'b', 64},
	"u8": {'u', 8}, "u16": {'u', 16}, "u32": {'u', 32}, "u64": {'u', 64},
	"s8": {'s', 8}, "s16": {'s', 16}, "s32": {'s', 32}, "s64": {'s', 64},
	"f32": {'f', 32}, "f64": {'f', 64},
}

func (t ptype) bytes() int { return max(int(t.bits)/8, 1) }

// opcode is a decoded PTX operation.
type opcode uint8

const (
	opInvalid opcode = iota
	opMov
	opPack   // mov.bN d, {a, b}
	opUnpack // mov.bN {a, b}, s
	opAdd
	opSub
	opMul
	opMulWide
	opMulHi
	opDiv
	opRem
	opMin
	opMax
	opNeg
	opAbs
	opFma
	opMad // integer mad.lo/.wide/.hi: mod is the multiply's opcode
	opSqrt
	opRcp
	opEx2
	opLg2
	opSin
	opCos
	opAnd
	opOr
	opXor
	opNot
	opShl
	opShr
	opPopc
	opClz
	opBrev
	opPrmt
	opSelp
	opSetp
	opCvt
	opCvta
	opLd
	opSt
	opAtom
	opBar // bar.sync, or bar.red (mod: barPopc…)
	opBarWarp
	opMembar
	opShfl
	opVote       // vote.sync.{ballot,all,any} (mod: voteBallot…), match.any.sync (voteMatch)
	opActiveMask // activemask.b32
	opBra
	opCall
	opRet
	opExit
	opTrap
	opNanosleep // nanosleep.u32: returns at once, which PTX allows
	opCpAsync   // cp.async.ca/cg.shared.global [a0+off], [a1], mod (bytes)
	opCpCommit  // cp.async.commit_group
	opCpWait    // cp.async.wait_group off
	opHalf      // 16-bit float arithmetic and conversions (half.go): mod is a halfOp
	opMma       // mma.sync (mma.go): warp-wide, args a0–a3, b0–b1, c0–c3; mod is A's mma.Format | B's << 4
	opMmaGet    // an mma.sync destination: d = the lane's result mod of the warp's last opMma
	opTF32      // cvt.rna.tf32.f32
	opLdsm      // ldmatrix.sync.aligned.m8n8 (ldmatrix.go): warp-wide, a[0] the lane's row address; results as opMma's
	opIsSpace   // isspacep.SPACE: d = whether a[0] is an address of in.space

	// The AMD front end's operations (llower.go, amdops.go).
	opFrem
	opRsq
	opClass // llvm.amdgcn.class: whether a[0] (of type t) is in a class a[1]'s mask names
	opCopysign
	opRoundAway
	opCtz
	opBswap
	opBallot // llvm.amdgcn.ballot: the mask of active lanes whose operand is true
	opBperm  // llvm.amdgcn.ds.bpermute: read a lane of the wavefront
	opMbcnt  // llvm.amdgcn.mbcnt.lo/hi (mod 1: hi)
	opMemset // llvm.memset: a[0] address, a[1] byte, a[2] length
	opMemcpy // llvm.memcpy and llvm.memmove: a[0] destination, a[1] source, a[2] length
	opMfma   // llvm.amdgcn.mfma.*: a wavefront's matrix multiply-accumulate (mfma.go); mod indexes mfmaShapes
)

// Reductions of a block barrier (opBar's mod): bar.sync, or bar.red with
// its destination d and predicate a[1].
const (
	barPlain uint8 = iota
	barPopc
	barAnd
	barOr
)

// Comparison codes of setp.
const (
	cmpEq uint8 = iota
	cmpNe
	cmpLt
	cmpLe
	cmpGt
	cmpGe
	cmpEqu
	cmpNeu
	cmpLtu
	cmpLeu
	cmpGtu
	cmpGeu
	cmpNum
	cmpNan
)

var cmpCodes = map[string]uint8{
	"eq": cmpEq, "ne": cmpNe, "lt": cmpLt, "le": cmpLe, "gt": cmpGt, "ge": cmpGe,
	"lo": cmpLt, "ls": cmpLe, "hi": cmpGt, "hs": cmpGe,
	"equ": cmpEqu, "neu": cmpNeu, "ltu": cmpLtu, "leu": cmpLeu, "gtu": cmpGtu, "geu": cmpGeu,
	"num": cmpNum, "nan": cmpNan,
}

// setp's boolean combination with a third predicate.
const (
	combNone uint8 = iota
	combAnd
	combOr
	combXor
)

// Rounding modes of cvt and the float ops.
const (
	rndNone uint8 = iota
	rndRn
	rndRz
	rndRm
	rndRp
	rndRni
	rndRzi
	rndRmi
	rndRpi
)

var rndCodes = map[string]uint8{
	"rn": rndRn, "rz": rndRz, "rm": rndRm, "rp": rndRp,
	"rni": rndRni, "rzi": rndRzi, "rmi": rndRmi, "rpi": rndRpi,
}

// State spaces of ld, st, atom and cvta (generic is none).
const (
	spGeneric uint8 = iota
	spGlobal
	spShared
	spLocal
	spParam
	spConst
	spAMDConst // LLVM address space 4: constant globals and the dispatch packet
)

var spaceCodes = map[string]uint8{"global": spGlobal, "shared": spShared, "local": spLocal, "param": spParam, "const": spConst}

// Shuffle modes.
const (
	shflUp uint8 = iota
	shflDown
	shflBfly
	shflIdx
)

// Atomic operations.
const (
	atomAdd uint8 = iota
	atomMin
	atomMax
	atomInc
	atomDec
	atomAnd
	atomOr
	atomXor
	atomExch
	atomCas
	atomFAddIEEE // float add without flushing subnormals (AMD)
	atomAddF16   // atom.add.noftz.f16: half.HAdd on binary16
	atomAddBF16  // atom.add.noftz.bf16
)

var atomCodes = map[string]uint8{
	"add": atomAdd, "min": atomMin, "max": atomMax, "inc": atomInc, "dec": atomDec,
	"and": atomAnd, "or": atomOr, "xor": atomXor, "exch": atomExch, "cas": atomCas,
	"addf16": atomAddF16, "addbf16": atomAddBF16, // add.noftz.f16, add.noftz.bf16 (instr.go)
}

// okind is an operand's kind.
type okind uint8

const (
	oNone      okind = iota
	oReg             // a register: r is its slot
	oImm             // a constant, or an address fixed at load time
	oSpecial         // a special register: r is one of the sp* ids
	oLocalSym        // a .local or call .param variable: imm is its frame offset
	oShared          // a function's .shared variable: imm is its offset in the function's block
	oDynShared       // the extern dynamic shared array
	oArg             // a device function's parameter r (its address), or -1 the result
)

// Special registers.
const (
	spTidX int32 = iota
	spTidY
	spTidZ
	spNtidX
	spNtidY
	spNtidZ
	spCtaidX
	spCtaidY
	spCtaidZ
	spNctaidX
	spNctaidY
	spNctaidZ
	spLaneID
	spWarpID
	spDynSmem
	// spClock64 is %clock64, s_memtime: nanoseconds since the launch
	// started; spRealtime is s_memrealtime, its 100 MHz counterpart.
	spClock64
	spRealtime
)

var specials = map[string]int32{
	"%tid.x": spTidX, "%tid.y": spTidY, "%tid.z": spTidZ,
	"%ntid.x": spNtidX, "%ntid.y": spNtidY, "%ntid.z": spNtidZ,
	"%ctaid.x": spCtaidX, "%ctaid.y": spCtaidY, "%ctaid.z": spCtaidZ,
	"%nctaid.x": spNctaidX, "%nctaid.y": spNctaidY, "%nctaid.z": spNctaidZ,
	"%laneid": spLaneID, "%warpid": spWarpID, "%dynamic_smem_size": spDynSmem,
	"%clock64": spClock64,
}

// opnd is a decoded operand.
type opnd struct {
	k   okind
	neg bool // a negated predicate (!%p)
	r   int32
	imm uint64
}

// instr is one decoded instruction.
type instr struct {
	// What exec reads of every instruction comes first: one cache line.
	v      *vop  // the lane-vector form of a pure register instruction, or nil (vector.go)
	dead   int32 // > 0: an instruction exec steps over, and how many in a row from it (dead.go)
	guard  int32
	gneg   bool
	op     opcode
	join   int32 // a conditional branch's reconvergence pc, -1 if none (flow.go)
	target int   // a branch's pc or a call's callee index
	t, t2  ptype // t2 is cvt's source type
	mod    uint8 // comparison, rounding, shuffle mode or atomic op
	comb   uint8 // setp's .and/.or/.xor
	space  uint8
	to     bool // cvta.to
	// valign > 0: the first load of a vector ld.vN, whose address must be
	// aligned to the whole vector's valign bytes (decode.go's vectorLines).
	valign uint8
	d, d2  opnd
	a      [4]opnd
	off    int64  // ld/st/atom address offset
	args   []opnd // a call's parameters; a[0] is its result slot
	line   int32  // PTX source line
	loc    int32  // index of the .loc in force, -1 if none
}

// Lanes of a warp or wavefront: registers are laid out maxLanes per slot,
// masks are uint64. CUDA warps use 32 of them, AMD wavefronts 32 or 64.
const (
	laneBits = 6
	maxLanes = 1 << laneBits
)
