package arm64

import (
	"math"

	"github.com/kernlab/kern/compiler/ir"
)

// fusion is a float add or subtract that gc compiles for arm64 as one
// fused multiply-add (rounded once): acc ± x·y, acc negated first when
// negAcc. sub says x·y is subtracted.
type fusion struct {
	acc, x, y   ir.Value
	negAcc, sub bool
	// recip is x's multiplier when the product is a division by a
	// constant gc turns into a multiplication (its bits; y is unused).
	recip    uint64
	hasRecip bool
}

// product is a value gc sees as ±x·y when it lowers an add: a multiply
// (FMULS/FMULD), its negation (FNMUL), or a division by a constant with
// an exact reciprocal (which the generic rules turn into a multiply).
type product struct {
	x, y ir.Value
	neg  bool
	negs int // negations around the multiply
	// negArg: an operand of the multiply is a negation, which gc folds
	// into it (FNMUL) at a point of its rewriting that the IR cannot tell.
	negArg   bool
	recip    uint64
	hasRecip bool
}

// fusions mirrors the rules by which cmd/compile fuses x*y+z on arm64
// (ssa/_gen/ARM64.rules, Go 1.21 on): after the generic rules, which
// turn x*1 into x, x*-1 into -x, x*2 into x+x and x/c into x*(1/c) where
// 1/c is exact,
//
//	(FADDD a (FMULD x y))  => (FMADDD a x y)    a + x*y
//	(FSUBD a (FMULD x y))  => (FMSUBD a x y)    a - x*y
//	(FSUBD (FMULD x y) a)  => (FNMSUBD a x y)   x*y - a
//	(FNEGD (FMULD x y))    => (FNMULD x y)      and the same with FNMULD
//
// whatever other uses the multiply has. A product an explicit conversion
// rounds (T(x*y), ir.NoContract) is never fused by gc, but the IR marks
// math/cmplx's and math.Log2's products the same way, which gc does fuse:
// an add of one is refused. Of two products, gc fuses the one its rules
// meet first; where that depends on its value order, the core is refused.
func fusions(f *ir.Function) (map[*ir.Instr]fusion, error) {
	out := map[*ir.Instr]fusion{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			t, ok := in.Typ.(*ir.Basic)
			if !ok || !t.IsFloat() || in.Op != ir.OpAdd && in.Op != ir.OpSub {
				continue
			}
			p0, ok0, err := asProduct(in.Args[0])
			if err != nil {
				return nil, err
			}
			p1, ok1, err := asProduct(in.Args[1])
			if err != nil {
				return nil, err
			}
			// With two products, gc's rules pick (in their order in
			// ARM64.rules) a plain product over a negated one, and for a
			// subtraction the subtrahend first; two of a kind in an add,
			// or two negated ones, depend on its value order.
			if ok0 && ok1 {
				plain0, plain1 := p0.negs == 0, p1.negs == 0
				switch {
				case p0.negArg || p1.negArg || p0.negs > 1 || p1.negs > 1:
					return nil, refusef("an add of two products, one with negations gc folds in an order the IR does not record")
				case in.Op == ir.OpSub && plain1, plain1 && !plain0:
					ok0 = false
				case plain0 && !plain1:
					ok1 = false
				default:
					return nil, refusef("an add of two products (which one gc fuses into a multiply-add depends on its value order)")
				}
			}
			switch {
			case ok1: // a ± p
				out[in] = fusion{acc: in.Args[0], x: p1.x, y: p1.y, sub: (in.Op == ir.OpSub) != p1.neg, recip: p1.recip, hasRecip: p1.hasRecip}
			case ok0 && in.Op == ir.OpAdd: // p + a
				out[in] = fusion{acc: in.Args[1], x: p0.x, y: p0.y, sub: p0.neg, recip: p0.recip, hasRecip: p0.hasRecip}
			case ok0: // p - a = -a + p
				out[in] = fusion{acc: in.Args[1], negAcc: true, x: p0.x, y: p0.y, sub: p0.neg, recip: p0.recip, hasRecip: p0.hasRecip}
			}
		}
	}
	return out, nil
}

// asProduct reports v as a product gc would fuse; an error for a product
// whose fusion the IR cannot tell (ir.NoContract).
func asProduct(v ir.Value) (product, bool, error) {
	in, ok := v.(*ir.Instr)
	if !ok {
		return product{}, false, nil
	}
	t, ok := in.Typ.(*ir.Basic)
	if !ok || !t.IsFloat() {
		return product{}, false, nil
	}
	switch in.Op {
	case ir.OpNeg:
		p, ok, err := asProduct(in.Args[0])
		p.neg, p.negs = !p.neg, p.negs+1
		return p, ok, err
	case ir.OpMul:
		if in.AuxInt == ir.NoContract {
			return product{}, false, refusef("%v: a product rounded on its own (an explicit conversion T(x*y), or math/cmplx and math.Log2, which gc fuses on arm64) feeding an add", in.Pos)
		}
		for _, a := range in.Args {
			if c, ok := a.(*ir.Const); ok && rewritten(t, c.Bits) {
				return product{}, false, nil
			}
		}
		if _, ok := in.Args[0].(*ir.Const); ok {
			if _, ok := in.Args[1].(*ir.Const); ok {
				return product{}, false, nil // folded
			}
		}
		p := product{x: in.Args[0], y: in.Args[1]}
		for _, a := range in.Args {
			if n, ok := a.(*ir.Instr); ok && n.Op == ir.OpNeg {
				p.negArg = true
			}
		}
		return p, true, nil
	case ir.OpDiv:
		c, ok := in.Args[1].(*ir.Const)
		if !ok {
			return product{}, false, nil
		}
		r, ok := reciprocal(t, c.Bits)
		if !ok || rewritten(t, r) {
			return product{}, false, nil
		}
		if _, ok := in.Args[0].(*ir.Const); ok {
			return product{}, false, nil
		}
		p := product{x: in.Args[0], recip: r, hasRecip: true}
		if n, ok := in.Args[0].(*ir.Instr); ok && n.Op == ir.OpNeg {
			p.negArg = true
		}
		return p, true, nil
	}
	return product{}, false, nil
}

// rewritten reports a constant factor that the generic rules turn a
// multiply by into something else: 1 (x), -1 (-x) or 2 (x+x).
func rewritten(t *ir.Basic, bits uint64) bool {
	v := math.Float64frombits(bits)
	if t.Kind == ir.Float32 {
		v = float64(math.Float32frombits(uint32(bits)))
	}
	return v == 1 || v == -1 || v == 2
}

// reciprocal is the bits of 1/c when gc replaces x/c by x*(1/c)
// (reciprocalExact32/64 in cmd/compile's ssa/rewrite.go): c a power of
// two whose reciprocal is a normal number.
func reciprocal(t *ir.Basic, bits uint64) (uint64, bool) {
	if t.Kind == ir.Float32 {
		b := uint32(bits)
		if b&(1<<23-1) != 0 {
			return 0, false
		}
		switch exp := b >> 23 & 0xff; exp {
		case 0, 0xff, 0xfe:
			return 0, false
		}
		return uint64(math.Float32bits(1 / math.Float32frombits(b))), true
	}
	if bits&(1<<52-1) != 0 {
		return 0, false
	}
	switch exp := bits >> 52 & 0x7ff; exp {
	case 0, 0x7ff, 0x7fe:
		return 0, false
	}
	return math.Float64bits(1 / math.Float64frombits(bits)), true
}
