package amd64

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/kernlab/kern/compiler/internal/lanes"
	"github.com/kernlab/kern/compiler/ir"
)

// foldRegs is the number of YMM accumulators of a fold: four independent
// chains hide the latency of VADDPS and the like, and 4×32 bytes is the
// partials' size whatever the element width.
const foldRegs = 4

// FoldBytes is the size of a fold's partials in bytes: it holds
// FoldBytes/size elements (32 float32, 16 float64).
const FoldBytes = foldRegs * 32

// Fold is a reduce core compiled to an AVX2 fold in lane order.
type Fold struct {
	// Name is the assembly function's name (its Go declaration's).
	Name string
	// Partials is the number of partial results, FoldBytes/element size.
	Partials int
	// Asm is the TEXT block in Go's assembler.
	Asm string
	// Decl is the Go declaration: func Name(p unsafe.Pointer, m int, x unsafe.Pointer).
	Decl string
}

// CompileFold compiles a lane fold (ir.LaneFold: return a op b for a
// commutative op) to an AVX2 function named name with this contract: p
// points at Partials elements, m is a positive multiple of Partials, x
// points at m contiguous elements; it sets p[j] = x[j] for j < Partials,
// then p[j] = f(p[j], x[i+j]) for i = Partials, 2·Partials, … < m. The
// caller combines the partials. Each step is the core's own lowering, so
// every partial is bit-identical to the same order computed by the Go
// loop; only the order differs from a left-to-right fold.
func CompileFold(f *ir.Function, name string) (*Fold, error) {
	if _, ok := ir.LaneFold(f); !ok {
		return nil, refusef("not a lane fold (return a op b, op commutative)")
	}
	w, bad, err := lanes.Width(f)
	if err != nil {
		return nil, err
	}
	for _, why := range bad {
		return nil, refusef("%s", why)
	}
	cfg, err := analyze(f)
	if err != nil {
		return nil, err
	}
	l := newLowering(f, w)
	var acc [foldRegs]int
	for k := range acc {
		acc[k] = l.newReg()
		l.pre = append(l.pre, vop{text: fmt.Sprintf("VMOVDQU %d(SI), {d}", 32*k), dst: acc[k]})
	}
	for k := range acc {
		at := len(l.body)
		l.vals[f.Params[0]] = acc[k]
		l.vals[f.Params[1]] = l.emit(fmt.Sprintf("VMOVDQU %d(SI)(AX*1), {d}", 32*k))
		res, err := l.ifConvert(cfg)
		if err != nil {
			return nil, err
		}
		l.body = append(l.body, vop{text: "VMOVDQU {0}, {d}", dst: acc[k], srcs: []int{res[0]}})
		l.body = append(l.body[:at], foldStep(l.body[at:], acc[k])...)
	}
	if l.guards > 0 || len(l.escapes) > 0 {
		return nil, refusef("a fold that may leave lanes to the Go code")
	}
	prog, err := allocate(l, name)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	wr := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	decl := fmt.Sprintf("func %s(p unsafe.Pointer, m int, x unsafe.Pointer)", name)
	wr("// %s\nTEXT ·%s(SB), NOSPLIT, $%d-24\n", decl, name, prog.frame)
	wr("\tMOVQ p+0(FP), DI\n\tMOVQ m+8(FP), CX\n\tMOVQ x+16(FP), SI\n")
	prog.writePre(&b) // constants use AX: before it counts
	shift := map[int]int{4: 2, 8: 3}[w]
	wr("\tSHLQ $%d, CX\n\tMOVQ $%d, AX\n\tCMPQ AX, CX\n\tJGE done\n\nloop:\n", shift, FoldBytes)
	prog.writeBody(&b)
	wr("\tADDQ $%d, AX\n\tCMPQ AX, CX\n\tJLT loop\n\ndone:\n", FoldBytes)
	for k, r := range acc {
		wr("\tVMOVDQU %s, %d(DI)\n", prog.preReg[r], 32*k)
	}
	wr("\tVZEROUPPER\n\tRET\n")
	return &Fold{Name: name, Partials: FoldBytes / w, Asm: b.String(), Decl: decl}, nil
}

// oneOp matches a one-instruction step whose second source is its r/m
// operand (Go's assembler names it first).
var oneOp = regexp.MustCompile(`^(V[A-Z0-9]+) \{1\}, \{0\}, \{d\}$`)

// foldStep tightens one accumulator's step where the core is a single
// instruction: the instruction writes the accumulator itself (no move),
// and where the element is its r/m operand it reads it from memory (no
// load), as in VADDPS 32(SI)(AX*1), Y1, Y1. The fold is memory-bound; a
// loop of fewer instructions keeps more loads in flight (a read stream
// about 5% faster). The operands keep their places, so every lane's bits,
// NaN payloads included, are the same; any other step is left as it is.
func foldStep(step []vop, acc int) []vop {
	if len(step) != 3 {
		return step
	}
	load, op, mv := step[0], step[1], step[2]
	m := oneOp.FindStringSubmatch(op.text)
	if m == nil || len(load.srcs) != 0 || len(op.srcs) != 2 || mv.srcs[0] != op.dst || !slices.Contains(op.srcs, acc) || !slices.Contains(op.srcs, load.dst) {
		return step
	}
	op.dst = acc
	if op.srcs[1] != load.dst {
		return []vop{load, op}
	}
	mem, _ := strings.CutSuffix(strings.TrimPrefix(load.text, "VMOVDQU "), ", {d}")
	op.text = m[1] + " " + mem + ", {0}, {d}"
	op.srcs = []int{acc}
	return []vop{op}
}
