package ptx

import (
	"fmt"
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// class is a PTX register class. Every IR scalar lives in one register:
// bool in a predicate, 8/16/32-bit integers in a 32-bit register (kept
// sign- or zero-extended from their width, "normalized", so that 32-bit
// compares, divides and conversions see the Go value), 64-bit integers and
// pointers in a 64-bit register, floats in float registers. Aggregates are
// one register per leaf (ir.Leaves order).
type class uint8

const (
	clsPred class = iota
	cls32
	cls64
	clsF32
	clsF64
	// clsB16 holds 16-bit float operands of the .f16/.bf16 instructions;
	// no IR value lives in one (kern.Float16 is a u16 in a 32-bit register).
	clsB16
	numClasses
)

var classDecl = [numClasses]struct{ prefix, typ string }{
	clsPred: {"%p", ".pred"},
	cls32:   {"%r", ".b32"},
	cls64:   {"%rd", ".b64"},
	clsF32:  {"%f", ".f32"},
	clsF64:  {"%fd", ".f64"},
	clsB16:  {"%hs", ".b16"},
}

// classOf is the register class of a scalar (Basic or Pointer) type.
func classOf(t ir.Type) class {
	switch t := t.(type) {
	case *ir.Pointer:
		return cls64
	case *ir.Basic:
		switch {
		case t.Kind == ir.Bool:
			return clsPred
		case t.Kind == ir.Float32:
			return clsF32
		case t.Kind == ir.Float64:
			return clsF64
		case t.Size() == 8:
			return cls64
		}
		return cls32
	}
	return cls64
}

// basic returns t as a Basic, treating pointers as u64.
func basic(t ir.Type) *ir.Basic {
	switch t := t.(type) {
	case *ir.Basic:
		return t
	case *ir.Pointer:
		return ir.Typ[ir.Uint64]
	}
	return nil
}

// isSub reports an 8- or 16-bit integer (held widened in a 32-bit register).
func isSub(b *ir.Basic) bool { return b.IsInteger() && b.Size() < 4 }

// opType is the PTX instruction type for arithmetic on b's register:
// .s32/.u32 for integers up to 32 bits, .s64/.u64, .f32, .f64.
func opType(b *ir.Basic) string {
	switch {
	case b.Kind == ir.Float32:
		return "f32"
	case b.Kind == ir.Float64:
		return "f64"
	case b.Kind == ir.Bool:
		return "pred"
	case b.IsSigned() && b.Size() == 8:
		return "s64"
	case b.Size() == 8:
		return "u64"
	case b.IsSigned():
		return "s32"
	}
	return "u32"
}

// signedType is .s32 or .s64 for b's register width (neg exists only
// signed; two's complement makes it right for unsigned values too).
func signedType(b *ir.Basic) string {
	if b.Size() == 8 {
		return "s64"
	}
	return "s32"
}

// bitType is .b32 or .b64 for b's register width.
func bitType(b *ir.Basic) string {
	if b.Size() == 8 {
		return "b64"
	}
	return "b32"
}

// memType is the PTX type of a scalar in memory (ld/st/param): sub-word
// integers keep their width and signedness so loads extend correctly.
func memType(t ir.Type) string {
	b := basic(t)
	switch b.Kind {
	case ir.Bool, ir.Uint8:
		return "u8"
	case ir.Int8:
		return "s8"
	case ir.Int16:
		return "s16"
	case ir.Uint16:
		return "u16"
	case ir.Int32:
		return "s32"
	case ir.Uint32:
		return "u32"
	case ir.Int64:
		return "s64"
	case ir.Uint64:
		return "u64"
	case ir.Float32:
		return "f32"
	case ir.Float64:
		return "f64"
	}
	return "b64"
}

// leaf is one scalar of an aggregate with its byte offset in memory.
type leaf struct {
	typ ir.Type
	off int
}

// leavesOf lists the scalar leaves of t with their memory offsets (the
// same order as ir.Leaves).
func leavesOf(t ir.Type, base int, out []leaf) []leaf {
	switch t := t.(type) {
	case *ir.Array:
		for i := range t.Len {
			out = leavesOf(t.Elem, base+i*t.Elem.Size(), out)
		}
	case *ir.Struct:
		for i, f := range t.Fields {
			out = leavesOf(f.Type, base+t.Offset(i), out)
		}
	default:
		out = append(out, leaf{t, base})
	}
	return out
}

// leafCount is len(ir.Leaves(t)) without allocating.
func leafCount(t ir.Type) int {
	switch t := t.(type) {
	case *ir.Array:
		return t.Len * leafCount(t.Elem)
	case *ir.Struct:
		n := 0
		for _, f := range t.Fields {
			n += leafCount(f.Type)
		}
		return n
	}
	return 1
}

// subRange is the leaf range [start, start+n) of member k of aggregate t.
func subRange(t ir.Type, k int) (start, n int, elem ir.Type, ok bool) {
	switch t := t.(type) {
	case *ir.Array:
		if k < 0 || k >= t.Len {
			return 0, 0, nil, false
		}
		c := leafCount(t.Elem)
		return k * c, c, t.Elem, true
	case *ir.Struct:
		if k < 0 || k >= len(t.Fields) {
			return 0, 0, nil, false
		}
		for i := range k {
			start += leafCount(t.Fields[i].Type)
		}
		return start, leafCount(t.Fields[k].Type), t.Fields[k].Type, true
	}
	return 0, 0, nil, false
}

// constOperand writes the bits of a scalar constant as a PTX immediate of
// its register class.
func constOperand(t ir.Type, bits uint64) string {
	switch classOf(t) {
	case clsF32:
		return fmt.Sprintf("0f%08X", uint32(bits))
	case clsF64:
		return fmt.Sprintf("0d%016X", bits)
	case clsPred:
		if bits != 0 {
			return "1"
		}
		return "0"
	case cls32:
		b := basic(t)
		v := uint32(bits)
		if b.IsSigned() && isSub(b) { // normalized: sign-extended
			sh := 32 - b.Bits()
			v = uint32(int32(v<<sh) >> sh)
		}
		return fmt.Sprintf("0x%X", v)
	}
	return fmt.Sprintf("0x%X", bits)
}

// f32imm and f64imm write float immediates.
func f32imm(v float32) string { return fmt.Sprintf("0f%08X", math.Float32bits(v)) }
func f64imm(v float64) string { return fmt.Sprintf("0d%016X", math.Float64bits(v)) }

// fimm writes v as an immediate of float type b.
func fimm(b *ir.Basic, v float64) string {
	if b.Kind == ir.Float32 {
		return f32imm(float32(v))
	}
	return f64imm(v)
}
