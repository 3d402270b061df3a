package ptx

import (
	"math/bits"

	"github.com/kernlab/kern/compiler/ir"
)

// Known alignment, for code that needs an address aligned and would
// otherwise test it at run time (ldmatrix): how many low bits of an
// integer are known zero, and to what power of two a pointer is known
// aligned, from the instructions that compute them. Unknown is 0; a
// value on a cycle (through a phi) is unknown, which keeps the analysis
// one pass and sound.

// knownZeros is the number of low bits of integer v known to be zero (64
// for the constant 0).
func knownZeros(v ir.Value) int {
	return knownZerosMemo(v, map[ir.Value]int{})
}

// knownZerosMemo is knownZeros with the answers so far in memo, so that a
// value many expressions share is looked at once; a value met again
// while its own answer is pending (a cycle through a phi) is unknown.
func knownZerosMemo(v ir.Value, memo map[ir.Value]int) int {
	if c, ok := v.(*ir.Const); ok {
		b, ok := c.Typ.(*ir.Basic)
		if !ok || !b.IsInteger() {
			return 0
		}
		return min(bits.TrailingZeros64(c.Bits), 8*b.Size())
	}
	in, ok := v.(*ir.Instr)
	if !ok {
		return 0
	}
	if z, ok := memo[in]; ok {
		return z
	}
	memo[in] = 0
	z := knownZerosOf(in, func(i int) int { return knownZerosMemo(in.Args[i], memo) })
	memo[in] = z
	return z
}

// knownZerosOf is in's known zero bits given kz, its operands'.
func knownZerosOf(in *ir.Instr, kz func(int) int) int {
	switch in.Op {
	case ir.OpAdd, ir.OpSub, ir.OpOr, ir.OpXor:
		return min(kz(0), kz(1))
	case ir.OpMul:
		return min(kz(0)+kz(1), 64)
	case ir.OpAnd:
		return max(kz(0), kz(1))
	case ir.OpShl:
		if c, ok := in.Args[1].(*ir.Const); ok && c.Bits < 64 {
			return min(kz(0)+int(c.Bits), 64)
		}
	case ir.OpConvert:
		from, ok1 := in.Args[0].Type().(*ir.Basic)
		to, ok2 := in.Typ.(*ir.Basic)
		if ok1 && ok2 && from.IsInteger() && to.IsInteger() {
			// Extension and truncation keep the low bits.
			return min(kz(0), 8*to.Size())
		}
	}
	return 0
}

// knownAlign is log2 of the power of two pointer v is known aligned to:
// sharedAlign's for a shared allocation, less after an offset with fewer
// known zero bits.
func knownAlign(v ir.Value) int {
	in, ok := v.(*ir.Instr)
	if !ok {
		return 0
	}
	switch in.Op {
	case ir.OpShared, ir.OpDynShared:
		return bits.TrailingZeros(sharedAlign)
	case ir.OpAddrSpace:
		return knownAlign(in.Args[0])
	case ir.OpPtrAdd, ir.OpIndexAddr:
		p, ok := in.Typ.(*ir.Pointer)
		if !ok {
			return 0
		}
		size := p.Elem.Size() // the step of the index, for both
		if size <= 0 || size&(size-1) != 0 {
			return 0
		}
		return min(knownAlign(in.Args[0]), knownZeros(in.Args[1])+bits.TrailingZeros(uint(size)))
	case ir.OpExtract:
		// A slice's pointer: the value the aggregate's field was set to.
		return knownAlign(insertedAt(in.Args[0], in.AuxInt))
	}
	return 0
}

// insertedAt is the value field k of aggregate x was last set to by a
// chain of inserts, or nil.
func insertedAt(x ir.Value, k int64) ir.Value {
	for {
		in, ok := x.(*ir.Instr)
		if !ok || in.Op != ir.OpInsert {
			return nil
		}
		if in.AuxInt == k {
			return in.Args[1]
		}
		x = in.Args[0]
	}
}
