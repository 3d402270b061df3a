package arm64

import (
	"fmt"
	"strings"
)

// Go's arm64 assembler spells only some ASIMD instructions (no vector
// FADD, FDIV, FSQRT, FCMGT, FCVTZS, ...), so the loop body is written as
// WORD directives with the instruction's A64 encoding, each followed by
// its mnemonic in a comment; the tests check every encoding with an
// assembler (llvm-mc) and every loop's results under an arm64 CPU.

// kind says which arrangement field an instruction has.
type kind int

const (
	kFloat kind = iota // sz in bit 22: .4S or .2D
	kInt               // size in bits 22–23: .4S or .2D
	kBits              // bitwise: .16B
	kShift             // immediate shift: immh:immb in bits 16–22
	kFixed             // one arrangement only, spelled by the opcode's text
)

// form is how many register operands an instruction has.
type form int

const (
	three form = iota // Vd, Vn, Vm
	two               // Vd, Vn
)

// opcode is an ASIMD instruction (Q=1, 128 bits, but for kFixed ones)
// with its fields (size, registers, immediate) zero. A kFixed opcode's
// name is its whole text, with %d for Vd and Vn.
type opcode struct {
	name string
	enc  uint32
	kind kind
	form form
}

var (
	opFADD   = &opcode{"FADD", 0x4e20d400, kFloat, three}
	opFSUB   = &opcode{"FSUB", 0x4ea0d400, kFloat, three}
	opFMUL   = &opcode{"FMUL", 0x6e20dc00, kFloat, three}
	opFDIV   = &opcode{"FDIV", 0x6e20fc00, kFloat, three}
	opFMLA   = &opcode{"FMLA", 0x4e20cc00, kFloat, three}
	opFMLS   = &opcode{"FMLS", 0x4ea0cc00, kFloat, three}
	opFMAX   = &opcode{"FMAX", 0x4e20f400, kFloat, three}
	opFMIN   = &opcode{"FMIN", 0x4ea0f400, kFloat, three}
	opFCMEQ  = &opcode{"FCMEQ", 0x4e20e400, kFloat, three}
	opFCMGE  = &opcode{"FCMGE", 0x6e20e400, kFloat, three}
	opFCMGT  = &opcode{"FCMGT", 0x6ea0e400, kFloat, three}
	opFNEG   = &opcode{"FNEG", 0x6ea0f800, kFloat, two}
	opFABS   = &opcode{"FABS", 0x4ea0f800, kFloat, two}
	opFSQRT  = &opcode{"FSQRT", 0x6ea1f800, kFloat, two}
	opFRINTN = &opcode{"FRINTN", 0x4e218800, kFloat, two}
	opFRINTM = &opcode{"FRINTM", 0x4e219800, kFloat, two}
	opFRINTP = &opcode{"FRINTP", 0x4ea18800, kFloat, two}
	opFRINTZ = &opcode{"FRINTZ", 0x4ea19800, kFloat, two}
	opFRINTA = &opcode{"FRINTA", 0x6e218800, kFloat, two}
	opFCVTZS = &opcode{"FCVTZS", 0x4ea1b800, kFloat, two}
	opFCVTZU = &opcode{"FCVTZU", 0x6ea1b800, kFloat, two}
	opSCVTF  = &opcode{"SCVTF", 0x4e21d800, kFloat, two}
	opUCVTF  = &opcode{"UCVTF", 0x6e21d800, kFloat, two}

	opADD  = &opcode{"ADD", 0x4e208400, kInt, three}
	opSUB  = &opcode{"SUB", 0x6e208400, kInt, three}
	opMUL  = &opcode{"MUL", 0x4e209c00, kInt, three} // no .2D form
	opCMEQ = &opcode{"CMEQ", 0x6e208c00, kInt, three}
	opCMGT = &opcode{"CMGT", 0x4e203400, kInt, three}
	opCMGE = &opcode{"CMGE", 0x4e203c00, kInt, three}
	opCMHI = &opcode{"CMHI", 0x6e203400, kInt, three}
	opCMHS = &opcode{"CMHS", 0x6e203c00, kInt, three}
	opSMAX = &opcode{"SMAX", 0x4e206400, kInt, three} // no .2D form
	opSMIN = &opcode{"SMIN", 0x4e206c00, kInt, three}
	opUMAX = &opcode{"UMAX", 0x6e206400, kInt, three}
	opUMIN = &opcode{"UMIN", 0x6e206c00, kInt, three}
	opNEG  = &opcode{"NEG", 0x6e20b800, kInt, two}

	opAND = &opcode{"AND", 0x4e201c00, kBits, three}
	opBIC = &opcode{"BIC", 0x4e601c00, kBits, three} // Vn & ^Vm
	opORR = &opcode{"ORR", 0x4ea01c00, kBits, three}
	opEOR = &opcode{"EOR", 0x6e201c00, kBits, three}
	opBSL = &opcode{"BSL", 0x6e601c00, kBits, three} // Vd ? Vn : Vm, bit by bit
	opNOT = &opcode{"NOT", 0x6e205800, kBits, two}
	opBIT = &opcode{"BIT", 0x6ea01c00, kBits, three} // Vd's bits where Vm's are set become Vn's

	// Shifts by a per-lane count, the signed low byte of each lane of Vm:
	// left when positive, right when negative (shift.go).
	opUSHL = &opcode{"USHL", 0x6e204400, kInt, three}
	opSSHL = &opcode{"SSHL", 0x4e204400, kInt, three}

	opSHL  = &opcode{"SHL", 0x4f005400, kShift, two}
	opUSHR = &opcode{"USHR", 0x6f000400, kShift, two}
	opSSHR = &opcode{"SSHR", 0x4f000400, kShift, two}

	// The 32-bit lanes' halves widened to 64 bits (SXTL and UXTL are these
	// with shift 0), 64-bit lanes narrowed into a half (XTN2 keeps the low
	// one), and the largest 32-bit lane (UMAXV): the integer division's.
	opSXTL  = &opcode{"SSHLL V%d.2D, V%d.2S, #0", 0x0f20a400, kFixed, two}
	opSXTL2 = &opcode{"SSHLL2 V%d.2D, V%d.4S, #0", 0x4f20a400, kFixed, two}
	opUXTL  = &opcode{"USHLL V%d.2D, V%d.2S, #0", 0x2f20a400, kFixed, two}
	opUXTL2 = &opcode{"USHLL2 V%d.2D, V%d.4S, #0", 0x6f20a400, kFixed, two}
	opXTN   = &opcode{"XTN V%d.2S, V%d.2D", 0x0ea12800, kFixed, two}
	opXTN2  = &opcode{"XTN2 V%d.4S, V%d.2D", 0x4ea12800, kFixed, two}
	opUMAXV = &opcode{"UMAXV S%d, V%d.4S", 0x6eb0a800, kFixed, two}
)

// Operand references of an instruction template: the step's destination,
// its k-th source (0, 1, ...), or a scratch register.
const (
	rd       = -1
	scratch0 = 100 // V30
	scratch1 = 101 // V31
)

// ins is one instruction of a step, its registers given as references.
type ins struct {
	op      *opcode
	d, n, m int
	imm     int // the shift count of kShift
	// w is the element width of this instruction when it is not the
	// step's: the float64 halves of a 32-bit division.
	w int
}

// encode is the instruction's word for element width w (4 or 8 bytes)
// and its mnemonic, with registers d, n and m.
func (in ins) encode(w, d, n, m int) (uint32, string) {
	e := in.op.enc | uint32(d) | uint32(n)<<5
	if in.w != 0 {
		w = in.w
	}
	arr := map[int]string{4: "4S", 8: "2D"}[w]
	switch in.op.kind {
	case kFixed:
		return e, fmt.Sprintf(in.op.name, d, n)
	case kFloat:
		if w == 8 {
			e |= 1 << 22
		}
	case kInt:
		e |= map[int]uint32{4: 2, 8: 3}[w] << 22
	case kBits:
		arr = "16B"
	case kShift:
		bits := 8 * w
		if in.op == opSHL {
			e |= uint32(bits+in.imm) << 16
		} else {
			e |= uint32(2*bits-in.imm) << 16
		}
		return e, fmt.Sprintf("%s V%d.%s, V%d.%s, #%d", in.op.name, d, arr, n, arr, in.imm)
	}
	if in.op.form == two {
		return e, fmt.Sprintf("%s V%d.%s, V%d.%s", in.op.name, d, arr, n, arr)
	}
	e |= uint32(m) << 16
	return e, fmt.Sprintf("%s V%d.%s, V%d.%s, V%d.%s", in.op.name, d, arr, n, arr, m, arr)
}

// render writes a step's instructions with dst and srcs the registers of
// its destination and sources.
func render(b *strings.Builder, step []ins, w, dst int, srcs []int) {
	reg := func(r int) int {
		switch {
		case r == rd:
			return dst
		case r >= scratch0:
			return 30 + r - scratch0
		case r < len(srcs):
			return srcs[r]
		}
		return 0 // an operand the form does not have
	}
	for _, in := range step {
		word, text := in.encode(w, reg(in.d), reg(in.n), reg(in.m))
		fmt.Fprintf(b, "\tWORD $0x%08x // %s\n", word, text)
	}
}
