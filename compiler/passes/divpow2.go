package passes

import (
	"math/bits"

	"github.com/kernlab/kern/compiler/ir"
)

// DivPow2 replaces integer division and remainder by a constant power of
// two with shifts and masks, as every C compiler does: the GPUs have no
// integer divide instruction (ptxas calls a software routine for a 64-bit
// one, even by a constant), and Go code divides by two all the time.
//
//	unsigned: x / 2^k → x >> k            x % 2^k → x & (2^k-1)
//	signed:   t = x + (x>>(w-1))&(2^k-1)  (rounds toward zero, as Go)
//	          x / 2^k → t >> k            x % 2^k → x - t&^(2^k-1)
func DivPow2(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		fchanged := false
		for _, b := range f.Blocks {
			var out []*ir.Instr
			for _, in := range b.Instrs {
				if rep := divPow2(in); rep != nil {
					out = append(out, rep...)
					fchanged = true
					continue
				}
				out = append(out, in)
			}
			b.Instrs = out
		}
		if fchanged {
			f.Renumber()
			changed = true
		}
	}
	return changed
}

// divPow2 returns the instructions that compute in (the last one is in
// itself, rewritten, so that its uses stay), or nil.
func divPow2(in *ir.Instr) []*ir.Instr {
	if in.Op != ir.OpDiv && in.Op != ir.OpRem || len(in.Args) != 2 {
		return nil
	}
	bt, ok := in.Typ.(*ir.Basic)
	c, isConst := in.Args[1].(*ir.Const)
	if !ok || !isConst || !bt.IsInteger() || bt.Kind == ir.Bool {
		return nil
	}
	w := bt.Bits()
	d := uint64(c.Int())
	if bt.IsSigned() && c.Int() <= 0 || d < 2 || d&(d-1) != 0 {
		return nil
	}
	k := uint64(bits.TrailingZeros64(d))
	if bt.IsSigned() && int(k) >= w-1 {
		return nil
	}
	x := in.Args[0]
	count := func(n uint64) ir.Value { return &ir.Const{Typ: ir.Typ[ir.Uint64], Bits: n} }
	mask := &ir.Const{Typ: bt, Bits: d - 1}
	mk := func(op ir.Op, args ...ir.Value) *ir.Instr {
		return &ir.Instr{ID: -1, Op: op, Typ: bt, Args: args, Block: in.Block, Pos: in.Pos}
	}
	if !bt.IsSigned() {
		if in.Op == ir.OpDiv {
			in.Op, in.Args = ir.OpShr, []ir.Value{x, count(k)}
		} else {
			in.Op, in.Args = ir.OpAnd, []ir.Value{x, mask}
		}
		return []*ir.Instr{in}
	}
	sign := mk(ir.OpShr, x, count(uint64(w-1)))
	bias := mk(ir.OpAnd, sign, mask)
	t := mk(ir.OpAdd, x, bias)
	if in.Op == ir.OpDiv {
		in.Op, in.Args = ir.OpShr, []ir.Value{t, count(k)}
		return []*ir.Instr{sign, bias, t, in}
	}
	m := mk(ir.OpAndNot, t, mask)
	in.Op, in.Args = ir.OpSub, []ir.Value{x, m}
	return []*ir.Instr{sign, bias, t, m, in}
}
