package emu

import "github.com/kernlab/kern/half"

// The 16-bit float instructions kern's PTX backend writes, on .b16
// registers. Their results are package half's: it defines the bits kern
// promises on every target (correct rounding, to nearest even), which is
// what the hardware's .rn forms compute; NaN results keep half's quieted
// payloads where a GPU may return its canonical NaN.

// halfOp is opHalf's mod: the operation, with halfBF set for bfloat16.
const (
	halfAdd uint8 = iota
	halfSub
	halfMul
	halfFma
	halfToF32
	halfFromF32
	halfBF   uint8 = 0x80
	halfPair uint8 = 0x40 // the .f16x2/.bf16x2 forms: the operation on each 16-bit half of .b32 operands
)

var halfForms = map[string]uint8{
	"add.rn.f16": halfAdd, "sub.rn.f16": halfSub, "mul.rn.f16": halfMul, "fma.rn.f16": halfFma,
	"fma.rn.bf16":     halfFma | halfBF,
	"add.rn.f16x2":    halfAdd | halfPair,
	"sub.rn.f16x2":    halfSub | halfPair,
	"mul.rn.f16x2":    halfMul | halfPair,
	"fma.rn.f16x2":    halfFma | halfPair,
	"fma.rn.bf16x2":   halfFma | halfBF | halfPair,
	"cvt.f32.f16":     halfToF32,
	"cvt.rn.f16.f32":  halfFromF32,
	"cvt.rn.bf16.f32": halfFromF32 | halfBF,
}

// halfForm decodes an instruction name of the 16-bit float forms.
func halfForm(name string) (uint8, bool) {
	h, ok := halfForms[name]
	return h, ok
}

// halfALU executes opHalf on one lane's operands.
func halfALU(mod uint8, a, b, c uint64) uint64 {
	if mod&halfPair != 0 {
		m := mod &^ halfPair
		lo := halfALU(m, a&0xffff, b&0xffff, c&0xffff)
		hi := halfALU(m, a>>16&0xffff, b>>16&0xffff, c>>16&0xffff)
		return lo&0xffff | (hi&0xffff)<<16
	}
	if mod&halfBF != 0 {
		return halfExec[half.BFloat16](mod&^halfBF, a, b, c)
	}
	return halfExec[half.Float16](mod, a, b, c)
}

func halfExec[T half.Half](op uint8, a, b, c uint64) uint64 {
	x, y, z := T(a), T(b), T(c)
	switch op {
	case halfAdd:
		return uint64(half.HAdd(x, y))
	case halfSub:
		return uint64(half.HSub(x, y))
	case halfMul:
		return uint64(half.HMul(x, y))
	case halfFma:
		return uint64(half.HFma(x, y, z))
	case halfToF32:
		return b32(half.Float16(a).Float32()) // bfloat16 widens by a shift, not this
	case halfFromF32:
		var zero T
		if _, bf := any(zero).(half.BFloat16); bf {
			return uint64(half.ToBFloat16(f32(a)))
		}
		return uint64(half.ToFloat16(f32(a)))
	}
	return 0
}
