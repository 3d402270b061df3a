package arm64

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/kernlab/kern/compiler/internal/lanes"
	"github.com/kernlab/kern/compiler/ir"
)

// ptrRegs hold the operands' addresses, inputs then outputs, each
// advanced by its loads or stores; R0 counts the elements left and R13
// carries constants into vector registers. (R18, R26–R30 are the
// platform's, the closure's, the assembler's, g, the frame and the link
// registers.)
var ptrRegs = []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12"}

// numRegs vector registers hold values; V30 and V31 are scratch.
const numRegs = 30

// step is one step of the vector program: instructions over a fresh
// destination register (virtual, -1 for none) and source registers.
type step struct {
	ins  []ins
	dst  int
	srcs []int
	// load and store name the operand a step loads or stores (-1: none).
	load, store int
	// leave leaves the loop before the group's stores when a lane of its
	// source (a lane mask) is set (Loop.Escapes).
	leave bool
	// loopStart and loopEnd name a vector loop's label at its start and
	// at its closing branch (loop.go): values live into the loop stay
	// live to its end.
	loopStart, loopEnd string
	// cst loads a constant into dst (lazy).
	cst *splat
}

// lowering turns a core into a vector program over virtual registers:
// its branches if-converted, its loops vector loops (loop.go).
type lowering struct {
	f      *ir.Function
	w      int // element width in bytes: 4 or 8
	nv     int
	consts map[splat]int // splatted constants, loaded before the loop
	order  []splat       // the constants in the order they were made
	body   []step
	vals   map[ir.Value]int
	fused  map[*ir.Instr]fusion
	// mask is the lane mask of the block being lowered (all: every lane
	// runs it; branch.go).
	mask int
	// zeroGuards are the zero tests made (y, mask): x / y and x % y share
	// one, as they share the quotient's steps (emit).
	zeroGuards map[[2]int]bool
	steps      map[string]int // emit's steps by instructions and sources
	// pinned registers live from their first definition to the end and
	// are written in place by later steps (loop.go); nlabels numbers the
	// vector loops' labels.
	pinned  map[int]bool
	nlabels int
	// lazy says which constants are loaded into a register of their own
	// where they are used (a step with cst), not once before the loop,
	// whose registers then hold the loop's values.
	lazy func(splat) bool
	uses map[splat]int // requests for each constant
}

// splat is a constant's bits in every lane of width w.
type splat struct {
	bits uint64
	w    int
}

func (l *lowering) newReg() int { l.nv++; return l.nv - 1 }

// emit appends a step with a fresh destination and returns it, or the
// destination of the same step over the same sources made before: steps
// are pure, and if-converted branches test the same conditions again
// (b != 0 for the branch, b == 0 for its division's zero test).
func (l *lowering) emit(srcs []int, is ...ins) int {
	key := fmt.Sprint(is, srcs)
	if d, ok := l.steps[key]; ok {
		return d
	}
	d := l.newReg()
	l.steps[key] = d
	l.body = append(l.body, step{ins: is, dst: d, srcs: srcs, load: -1, store: -1})
	return d
}

// op1 and op2 are one instruction over a fresh destination and one or two
// sources, in the instruction's operand order.
func (l *lowering) op1(op *opcode, x int) int { return l.emit([]int{x}, ins{op: op, d: rd, n: 0}) }
func (l *lowering) op2(op *opcode, x, y int) int {
	return l.emit([]int{x, y}, ins{op: op, d: rd, n: 0, m: 1})
}

// op2not is op2's result complemented (a second instruction).
func (l *lowering) op2not(op *opcode, x, y int) int {
	return l.emit([]int{x, y}, ins{op: op, d: rd, n: 0, m: 1}, ins{op: opNOT, d: rd, n: rd})
}

// splat is the register holding bits in every lane, loaded before the loop.
func (l *lowering) splat(bits uint64) int { return l.splatW(bits, l.w) }

// splatW is the register holding bits in every lane of w bytes: 8-byte
// constants in a core of 4-byte lanes are the division's float64 ones.
func (l *lowering) splatW(bits uint64, w int) int {
	if w == 4 {
		bits &= math.MaxUint32
	}
	k := splat{bits, w}
	l.uses[k]++
	if l.lazy(k) {
		r := l.newReg()
		l.body = append(l.body, step{dst: r, load: -1, store: -1, cst: &k})
		return r
	}
	if r, ok := l.consts[k]; ok {
		return r
	}
	r := l.newReg()
	l.consts[k] = r
	l.order = append(l.order, k)
	return r
}

func (l *lowering) ones() int { return l.splat(math.MaxUint64) }

func (l *lowering) get(v ir.Value) (int, error) {
	if c, ok := v.(*ir.Const); ok {
		b, ok := c.Typ.(*ir.Basic)
		if !ok {
			return 0, refusef("an aggregate constant")
		}
		if b.Kind == ir.Bool && c.Bits != 0 {
			return l.ones(), nil
		}
		return l.splat(c.Bits), nil
	}
	r, ok := l.vals[v]
	if !ok {
		return 0, refusef("value %s used before its definition", v.Name())
	}
	return r, nil
}

// refusef is a refusal: the caller keeps the Go loop.
func refusef(format string, args ...any) error {
	return &lanes.Refusal{Why: fmt.Sprintf(format, args...)}
}

// Loop is a core compiled to a NEON loop.
type Loop struct {
	// Name is the assembly function's name (its Go declaration's).
	Name string
	// Lanes is the number of elements per iteration: 4 for 32-bit
	// element types, 2 for 64-bit ones. The loop's n must be a multiple.
	Lanes int
	// Operands is the number of pointer arguments, inputs then outputs.
	Operands int
	// Asm is the TEXT block in Go's assembler (it uses NOSPLIT from
	// textflag.h).
	Asm string
	// Decl is the Go declaration: func Name(n int, p0, p1, ... unsafe.Pointer),
	// with an int result when Escapes.
	Decl string
	// Escapes reports a lane condition (a zero divisor) on which the loop
	// leaves a group to the Go core, as compiler/amd64's loops do: in a
	// group of Lanes elements in which a lane meets it, the loop stops
	// before storing anything and returns the group's first element (else
	// n); the caller runs the Go core on the group and goes on after it.
	Escapes bool
}

// Compile compiles core f to a NEON loop named name that computes f
// element-wise over n contiguous elements of each operand, or says why
// not: the caller keeps the Go loop for a refused core.
func Compile(f *ir.Function, name string) (*Loop, error) {
	var uses map[splat]int
	var order []splat
	lp, err := compile(f, name, func(k splat) bool { return false }, &uses, &order)
	// The math functions' constants alone fill most registers: the least
	// asked for are loaded where they are used, one more at a time, until
	// the rest fit.
	slices.SortStableFunc(order, func(a, b splat) int { return uses[a] - uses[b] })
	for n := 1; n <= len(order) && err != nil && strings.Contains(err.Error(), "values live at once"); n++ {
		lazy := map[splat]bool{}
		for _, k := range order[:n] {
			lazy[k] = true
		}
		lp, err = compile(f, name, func(k splat) bool { return lazy[k] }, nil, nil)
	}
	return lp, err
}

// compile is Compile, with the constants lazy accepts loaded where they
// are used (the others once, before the loop); uses and made, if not
// nil, get how often the lowering asked for each constant and the
// constants in the order they were made.
func compile(f *ir.Function, name string, lazy func(splat) bool, uses *map[splat]int, made *[]splat) (*Loop, error) {
	if len(f.Blocks) == 0 {
		return nil, refusef("no body")
	}
	cfg, err := analyze(f)
	if err != nil {
		return nil, err
	}
	nops := len(f.Params) + len(f.Results)
	if nops > len(ptrRegs) {
		return nil, refusef("%d operands (at most %d)", nops, len(ptrRegs))
	}
	w, bad, err := lanes.Width(f)
	if err != nil {
		return nil, err
	}
	for _, why := range bad {
		return nil, refusef("%s", why)
	}
	l := &lowering{f: f, w: w, consts: map[splat]int{}, vals: map[ir.Value]int{}, mask: all,
		zeroGuards: map[[2]int]bool{}, steps: map[string]int{}, pinned: map[int]bool{}, lazy: lazy, uses: map[splat]int{}}
	if uses != nil {
		*uses = l.uses
		defer func() { *made = l.order }()
	}
	if l.fused, err = fusions(f); err != nil {
		return nil, err
	}
	for k, p := range f.Params {
		d := l.newReg()
		l.body = append(l.body, step{dst: d, load: k, store: -1})
		l.vals[p] = d
	}
	res, err := l.ifConvert(cfg)
	if err != nil {
		return nil, err
	}
	for j, r := range res {
		l.body = append(l.body, step{dst: -1, srcs: []int{r}, load: -1, store: len(f.Params) + j})
	}
	escapes := false
	for _, s := range l.body {
		escapes = escapes || s.leave
	}
	asm, err := l.write(name, escapes)
	if err != nil {
		return nil, err
	}
	params := make([]string, nops)
	for k := range params {
		params[k] = fmt.Sprintf("p%d", k)
	}
	result := ""
	if escapes {
		result = " int"
	}
	decl := fmt.Sprintf("func %s(n int, %s unsafe.Pointer)%s", name, strings.Join(params, ", "), result)
	return &Loop{Name: name, Lanes: 16 / w, Operands: nops, Asm: "// " + decl + "\n" + asm, Decl: decl, Escapes: escapes}, nil
}

// leaveIf leaves the loop before the group's stores when a lane of mask
// m is set.
func (l *lowering) leaveIf(m int) {
	l.body = append(l.body, step{dst: -1, srcs: []int{m}, load: -1, store: -1, leave: true})
}
