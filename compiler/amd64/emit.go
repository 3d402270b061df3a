package amd64

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// ptrRegs hold the operands' addresses, inputs then outputs; AX is the
// byte offset, CX its end. (R14 and R15 are left alone: g and the GOT.)
var ptrRegs = []string{"SI", "DI", "BX", "DX", "R8", "R9", "R10", "R11", "R12", "R13"}

// numRegs YMM registers are allocated; Y14 and Y15 are scratch.
const numRegs = 14

// Loop is a core compiled to an AVX2 loop.
type Loop struct {
	// Name is the assembly function's name (its Go declaration's).
	Name string
	// Lanes is the number of elements per iteration: 8 for 32-bit
	// element types, 4 for 64-bit ones. The loop's n must be a multiple.
	Lanes int
	// Operands is the number of pointer arguments, inputs then outputs.
	Operands int
	// Asm is the TEXT block in Go's assembler (it uses NOSPLIT from
	// textflag.h).
	Asm string
	// Decl is the Go declaration: func Name(n int, p0, p1, ... unsafe.Pointer).
	Decl string
}

// Compile compiles core f to an AVX2 loop named name that computes
// f element-wise over n contiguous elements of each operand. A core the
// generator does not take comes back as an error saying why; the caller
// keeps its scalar loop for it.
func Compile(f *ir.Function, name string) (*Loop, error) {
	if len(f.Blocks) == 0 {
		return nil, refusef("no body")
	}
	if nops := len(f.Params) + len(f.Results); nops > len(ptrRegs) {
		return nil, refusef("%d operands (at most %d)", nops, len(ptrRegs))
	}
	l, err := lower(f, false)
	if err != nil {
		return nil, err
	}
	regs, err := allocate(l)
	if r, ok := err.(*refuse); ok && r.regs {
		if l, err = lower(f, true); err == nil {
			regs, err = allocate(l)
		}
	}
	if err != nil {
		return nil, err
	}
	nops := len(f.Params) + len(f.Results)
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	params := make([]string, nops)
	for k := range params {
		params[k] = fmt.Sprintf("p%d", k)
	}
	decl := fmt.Sprintf("func %s(n int, %s unsafe.Pointer)", name, strings.Join(params, ", "))
	w("// %s\nTEXT ·%s(SB), NOSPLIT, $0-%d\n", decl, name, 8+8*nops)
	for _, op := range l.pre {
		w("\t%s\n", fill(op.text, regs[op.dst], nil))
	}
	for k := range params {
		w("\tMOVQ p%d+%d(FP), %s\n", k, 8+8*k, ptrRegs[k])
	}
	shift := map[int]int{4: 2, 8: 3}[l.w]
	w("\tMOVQ n+0(FP), CX\n\tSHLQ $%d, CX\n\tXORQ AX, AX\n\tTESTQ CX, CX\n\tJEQ done\n\nloop:\n", shift)
	writeBody(&b, l, regs, name)
	w("\tADDQ $32, AX\n\tCMPQ AX, CX\n\tJLT loop\n\ndone:\n\tVZEROUPPER\n\tRET\n")
	writeTable(&b, l, name)
	return &Loop{Name: name, Lanes: 32 / l.w, Operands: nops, Asm: b.String(), Decl: decl}, nil
}

// allocate gives every virtual register a YMM register: those defined
// before the loop (constants, a fold's accumulators) for the whole
// program, other values from their definition to their last use or
// in-place write — extended to the end of every vector loop they are live
// into. A body step whose destination is already allocated writes it in
// place.
// A destination never shares a register with its own sources (templates
// of several instructions write it before the last read).
func allocate(l *lowering) ([]string, error) {
	dce(l)
	last := make([]int, l.nv)
	for i := range last {
		last[i] = -1
	}
	defAt := map[int]int{}
	var open []int
	type span struct{ from, to int }
	var loops []span
	for i, op := range l.body {
		for _, s := range op.srcs {
			last[s] = i
		}
		if _, ok := defAt[op.dst]; op.dst >= 0 && !ok {
			defAt[op.dst] = i
		} else if op.dst >= 0 {
			last[op.dst] = max(last[op.dst], i) // written in place: live here
		}
		if op.loopStart {
			open = append(open, i)
		}
		if op.loopEnd {
			loops = append(loops, span{open[len(open)-1], i})
			open = open[:len(open)-1]
		}
	}
	for _, sp := range loops {
		for i := sp.from; i <= sp.to; i++ {
			op := l.body[i]
			for _, s := range append(op.srcs[:len(op.srcs):len(op.srcs)], op.dst) {
				if d, ok := defAt[s]; s >= 0 && (!ok || d < sp.from) && last[s] < sp.to {
					last[s] = sp.to
				}
			}
		}
	}
	regs := make([]string, l.nv)
	var free []int
	for r := numRegs - 1; r >= 0; r-- {
		free = append(free, r)
	}
	take := func(v int) error {
		if len(free) == 0 {
			return &refuse{why: fmt.Sprintf("more than %d values live at once", numRegs), regs: true}
		}
		regs[v] = fmt.Sprintf("Y%d", free[len(free)-1])
		free = free[:len(free)-1]
		return nil
	}
	release := func(v int) {
		var r int
		fmt.Sscanf(regs[v], "Y%d", &r)
		free = append(free, r)
	}
	keep := map[int]bool{}
	for _, op := range l.pre {
		keep[op.dst] = true
		if err := take(op.dst); err != nil {
			return nil, err
		}
	}
	for i, op := range l.body {
		if op.dst >= 0 && regs[op.dst] == "" {
			if err := take(op.dst); err != nil {
				return nil, err
			}
		}
		done := map[int]bool{}
		for _, s := range op.srcs {
			if last[s] == i && !keep[s] && !done[s] {
				done[s] = true
				release(s)
			}
		}
		if op.dst >= 0 && last[op.dst] < 0 && !keep[op.dst] {
			release(op.dst) // computed but unused
		}
	}
	return regs, nil
}

// writeTable writes the read-only table of rematerialized constants.
func writeTable(b *strings.Builder, l *lowering, name string) {
	if len(l.table) == 0 {
		return
	}
	b.WriteString("\n")
	for k, v := range l.table {
		fmt.Fprintf(b, "DATA ·%s_c+%d(SB)/8, $0x%x\n", name, 8*k, v)
	}
	fmt.Fprintf(b, "GLOBL ·%s_c(SB), RODATA|NOPTR, $%d\n", name, 8*len(l.table))
}

// writeBody writes the program's body steps (labels unindented).
func writeBody(b *strings.Builder, l *lowering, regs []string, name string) {
	for _, op := range l.body {
		srcs := make([]string, len(op.srcs))
		for k, s := range op.srcs {
			srcs[k] = regs[s]
		}
		dst := ""
		if op.dst >= 0 {
			dst = regs[op.dst]
		}
		if op.loopStart {
			fmt.Fprintf(b, "%s\n", op.text)
			continue
		}
		fmt.Fprintf(b, "\t%s\n", strings.ReplaceAll(fill(op.text, dst, srcs), "@c", "·"+name+"_c"))
	}
}

// dce drops the body steps whose result nothing reads (the mask of an
// edge no block needs, a value only a dropped step used). Stores, loop
// markers and in-place writes of whole-program registers stay.
func dce(l *lowering) {
	whole := map[int]bool{}
	for _, op := range l.pre {
		whole[op.dst] = true
	}
	used := map[int]bool{}
	kept := l.body[:0:0]
	for i := len(l.body) - 1; i >= 0; i-- {
		op := l.body[i]
		if op.dst >= 0 && !l.pinned[op.dst] && !whole[op.dst] && !used[op.dst] {
			continue
		}
		for _, s := range op.srcs {
			used[s] = true
		}
		kept = append(kept, op)
	}
	slices.Reverse(kept)
	l.body = kept
}
