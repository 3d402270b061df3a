package ptx

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// specialRegs maps ir.Special to the PTX special register it reads.
var specialRegs = [...]string{
	ir.TidX: "%tid.x", ir.TidY: "%tid.y", ir.TidZ: "%tid.z",
	ir.CtaidX: "%ctaid.x", ir.CtaidY: "%ctaid.y", ir.CtaidZ: "%ctaid.z",
	ir.NtidX: "%ntid.x", ir.NtidY: "%ntid.y", ir.NtidZ: "%ntid.z",
	ir.NctaidX: "%nctaid.x", ir.NctaidY: "%nctaid.y", ir.NctaidZ: "%nctaid.z",
	ir.LaneID: "%laneid", ir.WarpSize: "WARP_SZ",
	// %dynamic_smem_size (PTX ISA 4.1, sm_20) is the launch's dynamic
	// shared bytes, so the kernel ABI needs no hidden parameter.
	ir.DynSharedBytes: "%dynamic_smem_size",
}

// special reads a special register (all are 32-bit unsigned, so a wider
// result type is a zero extension).
func (e *fn) special(in *ir.Instr) {
	if in.AuxInt < 0 || int(in.AuxInt) >= len(specialRegs) {
		e.fail(ErrInvalid, "special register %d", in.AuxInt)
		return
	}
	b := e.basicOf(in.Typ)
	d := e.dst(in)
	src := specialRegs[in.AuxInt]
	if b.Size() == 8 {
		t := e.newReg(cls32)
		e.ins("mov.u32 %s, %s", t, src)
		e.ins("cvt.u64.u32 %s, %s", d, t)
		return
	}
	if !b.IsInteger() {
		e.fail(ErrInvalid, "special register of type %s", b)
		return
	}
	e.ins("mov.u32 %s, %s", d, src)
	e.normalize(b, d)
}

// shflModes maps ir.ShflMode to the shfl.sync mode and the clamp part of
// its c operand: the segment's last lane for idx/down/bfly, its first for up.
var shflModes = [...]struct {
	mode  string
	clamp int
}{
	ir.ShflIdx:  {"idx", 0x1f},
	ir.ShflUp:   {"up", 0},
	ir.ShflDown: {"down", 0x1f},
	ir.ShflXor:  {"bfly", 0x1f},
}

// shfl writes a warp shuffle (a width shuffle segments the warp by c).
// 32-bit registers (including 8/16-bit integers, which stay normalized
// since every lane's copy is) shuffle as one shfl.sync.b32; 64-bit values
// as two halves; bools as 0/1.
//
// With a member mask (a third operand) the instruction names its low 32
// bits, and a source lane outside the mask, whose value PTX leaves
// undefined, gives the thread its own value: the source lane is
// recomputed (shfl.sync's p says whether it lies in the warp) and tested
// against the mask.
func (e *fn) shfl(in *ir.Instr) {
	mode, width := ir.ShflOf(in.AuxInt)
	if len(in.Args) != 2 && (len(in.Args) != 3 || width != 0) || mode < 0 || int(mode) >= len(shflModes) || !ir.ValidShflWidth(width) {
		e.fail(ErrInvalid, "malformed shfl")
		return
	}
	m := shflModes[mode]
	// c's bits 12:8 mask the lane bits that name the segment (32-width),
	// bits 4:0 clamp within it, so a width shuffle stays in its segment.
	c := m.clamp
	if width != 0 {
		c |= (32 - width) << 8
	}
	b := e.basicOf(in.Typ)
	v := e.scalar(in.Args[0])
	lb := e.basicOf(in.Args[1].Type())
	lane := e.scalar(in.Args[1])
	if !lb.IsInteger() {
		e.fail(ErrInvalid, "shfl lane of type %s", lb)
		return
	}
	// PTX uses only bits 4:0 of the lane operand, so a delta or xor mask
	// of 32 or more would wrap; Go's (and the interpreter's) rule is that
	// such a source lane is out of range and the thread keeps its value.
	// idx takes the lane mod 32, which bits 4:0 are. Constant lanes below
	// 32 need no check.
	big := ""
	if c, ok := in.Args[1].(*ir.Const); (!ok || c.Bits >= 32) && mode != ir.ShflIdx {
		big = e.newReg(clsPred)
		e.ins("setp.gt.%s %s, %s, 31", map[bool]string{true: "u64", false: "u32"}[lb.Size() == 8], big, lane)
	}
	if lb.Size() == 8 {
		t := e.newReg(cls32)
		e.ins("cvt.u32.u64 %s, %s", t, lane)
		lane = t
	}
	member, inWarp := "0xffffffff", ""
	if len(in.Args) == 3 {
		if k, ok := in.Args[2].(*ir.Const); ok {
			// Every lane of the warp (^uint64(0)) needs no test.
			member = fmt.Sprintf("%#x", uint32(k.Bits))
		} else {
			member = e.newReg(cls32)
			e.ins("cvt.u32.u64 %s, %s", member, e.scalar(in.Args[2]))
		}
		if member != "0xffffffff" {
			inWarp = e.newReg(clsPred)
		}
	}
	d := e.dst(in)

	one := func(dst, src string) {
		if inWarp != "" {
			dst += "|" + inWarp
		}
		e.ins("shfl.sync.%s.b32 %s, %s, %s, %#x, %s", m.mode, dst, src, lane, c, member)
	}
	switch classOf(b) {
	case clsPred:
		t, u := e.newReg(cls32), e.newReg(cls32)
		e.ins("selp.u32 %s, 1, 0, %s", t, v)
		one(u, t)
		e.ins("setp.ne.u32 %s, %s, 0", d, u)
	case cls64, clsF64:
		lo, hi, lo2, hi2 := e.newReg(cls32), e.newReg(cls32), e.newReg(cls32), e.newReg(cls32)
		e.ins("mov.b64 {%s, %s}, %s", lo, hi, v)
		one(lo2, lo)
		p := inWarp
		inWarp = "" // the halves read the same lane
		one(hi2, hi)
		inWarp = p
		e.ins("mov.b64 %s, {%s, %s}", d, lo2, hi2)
	default:
		one(d, v)
	}
	if inWarp != "" {
		// The lane read, as shfl.sync computes it from bits 4:0 of the
		// lane operand (a larger one reads nothing: big).
		low := lane // the lane operand's bits 4:0
		if k, ok := in.Args[1].(*ir.Const); ok {
			low = fmt.Sprint(k.Bits & 31)
		} else {
			low = e.newReg(cls32)
			e.ins("and.b32 %s, %s, 31", low, lane)
		}
		src := low
		if mode != ir.ShflIdx {
			id := e.newReg(cls32)
			src = e.newReg(cls32)
			e.ins("mov.u32 %s, %%laneid", id)
			op := map[ir.ShflMode]string{ir.ShflUp: "sub.s32", ir.ShflDown: "add.s32", ir.ShflXor: "xor.b32"}[mode]
			e.ins("%s %s, %s, %s", op, src, id, low)
		}
		mreg := member
		if member[0] != '%' {
			mreg = e.newReg(cls32)
			e.ins("mov.b32 %s, %s", mreg, member)
		}
		// shr clamps a shift past 31 (an up shuffle below lane 0) to 32.
		bit, ok := e.newReg(cls32), e.newReg(clsPred)
		e.ins("shr.b32 %s, %s, %s", bit, mreg, src)
		e.ins("and.b32 %s, %s, 1", bit, bit)
		e.ins("setp.ne.and.u32 %s, %s, 0, %s", ok, bit, inWarp)
		e.selectLeaf(classOf(b), d, d, v, ok)
	}
	if big != "" {
		e.selectLeaf(classOf(b), d, v, d, big)
	}
}
