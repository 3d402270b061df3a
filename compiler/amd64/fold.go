package amd64

import (
	"fmt"
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
		l.vals[f.Params[0]] = acc[k]
		l.vals[f.Params[1]] = l.emit(fmt.Sprintf("VMOVDQU %d(SI)(AX*1), {d}", 32*k))
		res, err := l.ifConvert(cfg)
		if err != nil {
			return nil, err
		}
		l.body = append(l.body, vop{text: "VMOVDQU {0}, {d}", dst: acc[k], srcs: []int{res[0]}})
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
