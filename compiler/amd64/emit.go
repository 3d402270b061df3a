package amd64

import (
	"fmt"
	"strings"

	"github.com/kernlab/kern/compiler/ir"
)

// ptrRegs hold the operands' addresses, inputs then outputs; AX is the
// byte offset, CX its end. (R14 and R15 are left alone: g and the GOT.)
var ptrRegs = []string{"SI", "DI", "BX", "DX", "R8", "R9", "R10", "R11", "R12", "R13"}

// numRegs YMM registers are allocated; Y14 and Y15 are scratch.
const numRegs = 14

// Loop is a core compiled to an AVX2 loop (or, by Compile512, an
// AVX-512 one).
type Loop struct {
	// Name is the assembly function's name (its Go declaration's).
	Name string
	// Lanes is the number of elements per iteration: 8 for 32-bit
	// element types, 4 for 64-bit ones (16 and 8 for AVX-512). The loop's
	// n must be a multiple.
	Lanes int
	// VecBytes is the size of a vector register: 32 (YMM) or 64 (ZMM).
	// The streaming twin needs outputs aligned to it.
	VecBytes int
	// Cost is the number of instructions of the loop body, Scalar that
	// of the core's longest path (loops once): the SIMD loop runs every
	// path for Lanes elements, the Go loop one path per element.
	Cost, Scalar int
	branches     bool
	// Operands is the number of pointer arguments, inputs then outputs.
	Operands int
	// Asm is the TEXT block in Go's assembler (it uses NOSPLIT from
	// textflag.h).
	Asm string
	// NTName is the second TEXT block's name (in Asm too): the same loop
	// with non-temporal stores (VMOVNTDQ, then SFENCE), which write
	// around the caches — for outputs far larger than them, where a
	// normal store first reads the line it writes. Every output must be
	// VecBytes aligned. NTDecl is its declaration.
	NTName, NTDecl string
	// Decl is the Go declaration: func Name(n int, p0, p1, ... unsafe.Pointer),
	// with an int result when Escapes.
	Decl string
	// Escapes reports blocks that the loop leaves to the Go core: in a
	// group of Lanes elements in which a lane reaches one, the loop stops
	// before storing anything and returns the group's first element (else
	// n); the caller runs the Go core on the group and goes on after it.
	Escapes bool
}

// Compile compiles core f to an AVX2 loop named name that computes
// f element-wise over n contiguous elements of each operand. A core the
// generator does not take comes back as an error saying why; the caller
// keeps its scalar loop for it.
func Compile(f *ir.Function, name string) (*Loop, error) { return compile(f, name, false) }

// Compile512 compiles core f to an AVX-512 loop (AVX512F, DQ, BW, VL)
// named name: the AVX2 loop's program over ZMM registers (evex.go), 16
// float32 or 8 float64 lanes, 30 registers allocated, bit-identical to the
// AVX2 loop and the Go loop. It takes the cores Compile takes, with the
// same escapes; one it refuses (more values live than 30 registers and 8
// spill slots hold) keeps the AVX2 loop.
func Compile512(f *ir.Function, name string) (*Loop, error) { return compile(f, name, true) }

func compile(f *ir.Function, name string, z bool) (*Loop, error) {
	if len(f.Blocks) == 0 {
		return nil, refusef("no body")
	}
	if nops := len(f.Params) + len(f.Results); nops > len(ptrRegs) {
		return nil, refusef("%d operands (at most %d)", nops, len(ptrRegs))
	}
	// Out of registers, the core is lowered again with its constants
	// loaded where they are used, then without the rules that lengthen
	// live ranges (CSE, wider blend masks), then both.
	var l *lowering
	var prog *program
	var err error
	for _, try := range []struct{ remat, plain bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
		if l, err = lower(f, try.remat, z); err != nil {
			return nil, err
		}
		if try.plain {
			l.unrelax()
		}
		prog, err = allocate(l, name)
		if r, ok := err.(*refuse); !ok || !r.regs {
			break
		}
	}
	if err != nil {
		return nil, err
	}
	nops := len(f.Params) + len(f.Results)
	vec, ymm := 32, "Y"
	if z {
		vec, ymm = 64, "Z"
	}
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	params := make([]string, nops)
	for k := range params {
		params[k] = fmt.Sprintf("p%d", k)
	}
	// A loop with escapes returns the elements it did: n, or the start of
	// the group it left for the Go core.
	escapes, result, argSize := len(l.escapes) > 0 || l.guards > 0, "", 8+8*nops
	if escapes {
		result, argSize = " int", argSize+8
	}
	decl := fmt.Sprintf("func %s(n int, %s unsafe.Pointer)%s", name, strings.Join(params, ", "), result)
	ntName := name + "NT"
	ntDecl := fmt.Sprintf("func %s(n int, %s unsafe.Pointer)%s", ntName, strings.Join(params, ", "), result)
	// Small loops without escapes or vector loops run two groups per
	// iteration: half the index updates and branches per element.
	unroll := !escapes && !l.hasLoops() && prog.cost() <= unrollCost
	for _, nt := range []bool{false, true} {
		text, d := name, decl
		if nt {
			text, d = ntName, ntDecl
			w("\n")
		}
		w("// %s\nTEXT ·%s(SB), NOSPLIT, $%d-%d\n", d, text, prog.frame, argSize)
		prog.writePre(&b)
		for k := range params {
			w("\tMOVQ p%d+%d(FP), %s\n", k, 8+8*k, ptrRegs[k])
		}
		shift := map[int]int{4: 2, 8: 3}[l.w]
		w("\tMOVQ n+0(FP), CX\n\tSHLQ $%d, CX\n\tXORQ AX, AX\n\tTESTQ CX, CX\n\tJEQ done\n", shift)
		var body strings.Builder
		prog.writeBody(&body)
		code := body.String()
		if nt {
			code = streamStores(code, ptrRegs[len(f.Params):nops], ymm)
		}
		if unroll {
			// Two groups per iteration while two are left (CX is the last
			// group's start), then the one group an odd count leaves: n
			// stays a multiple of one group. After the loop, and on the
			// jump past it, the flags are those of AX against CX: equal
			// when one group is left.
			w("\tSUBQ $%d, CX\n\tCMPQ AX, CX\n\tJGE last\n\nloop:\n", vec)
			b.WriteString(code)
			b.WriteString(offsetGroup(code, ptrRegs[:nops], vec))
			w("\tADDQ $%d, AX\n\tCMPQ AX, CX\n\tJLT loop\n\nlast:\n\tJNE done\n", 2*vec)
			b.WriteString(code)
			w("\ndone:\n")
		} else {
			w("\nloop:\n")
			b.WriteString(code)
			w("\tADDQ $%d, AX\n\tCMPQ AX, CX\n\tJLT loop\n\ndone:\n", vec)
		}
		if nt {
			w("\tSFENCE\n")
		}
		if escapes {
			w("\tSHRQ $%d, AX\n\tMOVQ AX, ret+%d(FP)\n", shift, 8+8*nops)
		}
		w("\tVZEROUPPER\n\tRET\n")
	}
	writeTable(&b, l, name)
	// Both costs count the loop's own work: loads, stores and the
	// index's add, compare and branch.
	return &Loop{Name: name, Lanes: vec / l.w, VecBytes: vec, Operands: nops, Asm: b.String(), Decl: decl, NTName: ntName, NTDecl: ntDecl, Escapes: escapes,
		Cost: prog.cost() + 3, Scalar: longestPath(f, l.escapes) + nops + 3, branches: len(f.Blocks) > 1}, nil
}

// Profitable reports, as a refusal, a loop whose core branches or loops
// and whose cost exceeds costNum/costDen vector instructions per lane
// for each instruction of the scalar path; nil when the loop should be
// used. Straight-line cores always are: each IR instruction is a few
// vector instructions for Lanes elements.
func (lp *Loop) Profitable() error {
	if lp.branches && costDen*lp.Cost > costNum*lp.Lanes*lp.Scalar {
		return refusef("not profitable: %d vector instructions for %d lanes against a scalar path of %d", lp.Cost, lp.Lanes, lp.Scalar)
	}
	return nil
}

// unrollCost is the largest loop body (instructions per group) that
// runs two groups per iteration: beyond it the index's add, compare and
// branch are a small part of the work.
const unrollCost = 48

// hasLoops reports a vector loop in the program (its labels are not
// duplicated).
func (l *lowering) hasLoops() bool {
	for _, op := range l.body {
		if op.loopStart {
			return true
		}
	}
	return false
}

// offsetGroup is body with its operands addressed one group (vec bytes)
// further on.
func offsetGroup(body string, regs []string, vec int) string {
	for _, r := range regs {
		body = strings.ReplaceAll(body, " ("+r+")(AX*1)", fmt.Sprintf(" %d(%s)(AX*1)", vec, r))
	}
	return body
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

// streamStores turns the body's stores to the outputs (whose address
// registers are outs) into non-temporal ones; reg is the vector
// registers' letter, Y or Z.
func streamStores(body string, outs []string, reg string) string {
	mov := map[string]string{"Y": "\tVMOVDQU ", "Z": "\tVMOVDQU64 "}[reg]
	lines := strings.Split(body, "\n")
	for i, ln := range lines {
		for _, r := range outs {
			if suffix := ", (" + r + ")(AX*1)"; strings.HasPrefix(ln, mov+reg) && strings.HasSuffix(ln, suffix) {
				lines[i] = "\tVMOVNTDQ " + strings.TrimPrefix(ln, mov)
			}
		}
	}
	return strings.Join(lines, "\n")
}
