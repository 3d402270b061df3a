package amd64

import (
	"fmt"
	"math"

	"github.com/kernlab/kern/compiler/internal/lanes"
	"github.com/kernlab/kern/compiler/ir"
)

// vop is one step of the vector program: an instruction template whose
// {d} is the destination register and {0}, {1}, ... the sources. Y14 and
// Y15 are scratch registers that a template may clobber.
type vop struct {
	text string
	dst  int // virtual register, -1 for none
	srcs []int
	// loopStart and loopEnd mark a vector loop's label and its closing
	// jump: values live into the loop stay live to its end.
	loopStart, loopEnd bool
	// exact are a blend's sources under its block's own mask where it
	// reads a wider one (blendmask.go); lowering.unrelax restores them.
	exact []int
	// merge is 1 + the index of the source whose register the
	// destination takes over (0: none): a merge-masked instruction
	// (maskmerge.go) keeps that source's lanes where its mask is clear.
	merge int
}

// lowering turns a core's IR into a vector program over virtual
// registers.
type lowering struct {
	f      *ir.Function
	w      int    // element width in bytes: 4 or 8
	fs, is string // float and integer instruction suffixes: PS/D or PD/Q
	nv     int
	pre    []vop // constant broadcasts, hoisted out of the loop
	body   []vop
	vals   map[ir.Value]int
	consts map[uint64]int
	nin    int
	// pinned registers live from their first definition to the end; a
	// later step may write them in place (loop-carried values).
	pinned  map[int]bool
	nlabels int
	// remat loads each use of a constant from the read-only table
	// (the @c symbol) instead of holding it in a register for the whole
	// loop: the second try when registers run out.
	remat   bool
	table   []uint64
	tableAt map[uint64]int
	// plain turns off the rules that lengthen live ranges (CSE, wider
	// blend masks): the last try when registers run out.
	plain bool
	// bad are the blocks with a value of a type the lowering does not
	// take (width); escapes the blocks lowered as escapes: a group in
	// which a lane reaches one leaves the loop for the Go core.
	bad     map[*ir.Block]string
	escapes map[*ir.Block]bool
	// mask is the lane mask of the block being lowered (all: every lane);
	// guards counts the tests that leave a group to the Go core when a
	// lane would trap there (a negative shift count, a zero divisor).
	mask   int
	guards int
	// zeroGuards are the (divisor, mask) pairs checked for a zero
	// divisor already.
	zeroGuards map[[2]int]bool
	// z lowers for AVX-512 (evex.go): ZMM registers, 64-byte groups.
	z bool
	// wide are a float32 core's float64 values, lowered in two halves
	// (widen.go); nil for none.
	wide *wideValues
}

// refuse is the error a core the generator does not take comes back with.
type refuse struct {
	why  string
	regs bool // out of registers: a retry with fewer held may fit
}

func (r *refuse) Error() string { return r.why }

func refusef(format string, args ...any) *refuse { return &refuse{why: fmt.Sprintf(format, args...)} }

func (l *lowering) newReg() int { l.nv++; return l.nv - 1 }

// emit appends a template with a fresh destination and returns it.
func (l *lowering) emit(text string, srcs ...int) int {
	d := l.newReg()
	l.body = append(l.body, vop{text: text, dst: d, srcs: srcs})
	return d
}

// splat is the register holding bits in every lane (hoisted).
func (l *lowering) splat(bits uint64) int {
	if l.w == 4 {
		bits &= math.MaxUint32
	}
	if l.remat {
		k, ok := l.tableAt[bits]
		if !ok {
			k = len(l.table)
			l.table = append(l.table, bits)
			l.tableAt[bits] = k
		}
		return l.emit(fmt.Sprintf("VPBROADCAST%s @c+%d(SB), {d}", l.is, 8*k))
	}
	if r, ok := l.consts[bits]; ok {
		return r
	}
	r := l.newReg()
	var text string
	if l.w == 4 {
		text = fmt.Sprintf("MOVL $0x%x, AX\n\tVMOVD AX, X14\n\tVPBROADCASTD X14, {d}", bits)
	} else {
		text = fmt.Sprintf("MOVQ $0x%x, AX\n\tVMOVQ AX, X14\n\tVPBROADCASTQ X14, {d}", bits)
	}
	l.pre = append(l.pre, vop{text: text, dst: r})
	l.consts[bits] = r
	return r
}

func (l *lowering) ones() int { return l.splat(math.MaxUint64) }
func (l *lowering) sign() int { return l.splat(1 << (8*l.w - 1)) }

func (l *lowering) get(v ir.Value) (int, error) {
	switch v := v.(type) {
	case *ir.Const:
		b, ok := v.Typ.(*ir.Basic)
		if !ok {
			return 0, refusef("an aggregate constant")
		}
		if b.Kind == ir.Bool {
			if v.Bits != 0 {
				return l.ones(), nil
			}
			return l.splat(0), nil
		}
		return l.splat(v.Bits), nil
	default:
		r, ok := l.vals[v]
		if !ok {
			return 0, refusef("value %s used before its definition", v.Name())
		}
		return r, nil
	}
}

// lower builds the vector program of f: loads of the inputs, the
// if-converted body and stores of the results.
func lower(f *ir.Function, remat, z bool) (*lowering, error) {
	wide := wideOf(f)
	if wide != nil && z {
		// The halves are XMM/YMM sequences (VCVTPS2PD, VEXTRACTF128,
		// VINSERTF128) with no rewriting to ZMM: such a core keeps its
		// AVX2 loop.
		return nil, refusef("float64 values of a float32 core (two halves) have no AVX-512 form")
	}
	var skip func(*ir.Instr) bool
	if wide != nil {
		skip = wide.skip
	}
	w, bad, err := lanes.WidthExcept(f, skip)
	if err != nil {
		return nil, err
	}
	l := newLowering(f, w)
	l.remat, l.bad, l.z, l.wide = remat, bad, z, wide
	for k, p := range f.Params {
		l.vals[p] = l.emit(fmt.Sprintf("VMOVDQU (%s)(AX*1), {d}", ptrRegs[k]))
	}
	cfg, err := analyze(f)
	if err != nil {
		return nil, err
	}
	res, err := l.ifConvert(cfg)
	if err != nil {
		return nil, err
	}
	for j, v := range res {
		l.body = append(l.body, vop{text: fmt.Sprintf("VMOVDQU {0}, (%s)(AX*1)", ptrRegs[l.nin+j]), dst: -1, srcs: []int{v}})
	}
	return l, nil
}

func newLowering(f *ir.Function, w int) *lowering {
	l := &lowering{f: f, w: w, fs: "PS", is: "D", vals: map[ir.Value]int{}, consts: map[uint64]int{}, nin: len(f.Params), pinned: map[int]bool{}, tableAt: map[uint64]int{}, escapes: map[*ir.Block]bool{}, mask: all, zeroGuards: map[[2]int]bool{}}
	if w == 8 {
		l.fs, l.is = "PD", "Q"
	}
	return l
}
