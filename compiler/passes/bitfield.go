package passes

import "github.com/kernlab/kern/compiler/ir"

// reassembled folds a word rebuilt from its own pieces to the word: an or
// of zero-extended truncations of w's bit fields, each shifted back to
// where it was, that covers all of w's bits (a vector of 16- or 8-bit
// elements unpacked from 32-bit words and packed again, as a copy of
// kern.LoadVec's elements to kern.StoreVec does). nil if in is not one.
func reassembled(in *ir.Instr) ir.Value {
	bt, ok := in.Typ.(*ir.Basic)
	if in.Op != ir.OpOr || !ok || !bt.IsInteger() || bt.IsSigned() {
		return nil
	}
	w, lo, hi, ok := bitfield(in, 8)
	if !ok || lo != 0 || hi != bt.Bits() || !ir.Identical(w.Type(), bt) {
		return nil
	}
	return w
}

// bitfield reports v as bits lo..hi-1 of w in place: v == w & mask.
func bitfield(v ir.Value, depth int) (w ir.Value, lo, hi int, ok bool) {
	in, isInstr := v.(*ir.Instr)
	if !isInstr || depth == 0 {
		return nil, 0, 0, false
	}
	switch in.Op {
	case ir.OpOr:
		w1, lo1, hi1, ok1 := bitfield(in.Args[0], depth-1)
		w2, lo2, hi2, ok2 := bitfield(in.Args[1], depth-1)
		if !ok1 || !ok2 || w1 != w2 {
			return nil, 0, 0, false
		}
		switch {
		case hi1 == lo2:
			return w1, lo1, hi2, true
		case hi2 == lo1:
			return w1, lo2, hi1, true
		}
	case ir.OpConvert:
		if w, off, n, ok := truncated(in); ok && off == 0 {
			return w, 0, n, true
		}
	case ir.OpShl:
		c, isConst := in.Args[1].(*ir.Const)
		x, isInstr := in.Args[0].(*ir.Instr)
		if !isConst || !isInstr || x.Op != ir.OpConvert {
			break
		}
		if w, off, n, ok := truncated(x); ok && uint64(off) == c.Bits && ir.Identical(x.Typ, in.Typ) {
			return w, off, off + n, true
		}
	}
	return nil, 0, 0, false
}

// truncated reports a zero extension z of a truncation to n bits of w
// shifted right by off (logically): z == (w >> off) & (1<<n - 1), z of
// w's type. Conversions between the signed and unsigned integers of the
// narrow width keep the bits and are looked through.
func truncated(z *ir.Instr) (w ir.Value, off, n int, ok bool) {
	zt, zok := z.Typ.(*ir.Basic)
	x, xok := z.Args[0].(*ir.Instr)
	if z.Op != ir.OpConvert || !zok || !xok || !zt.IsInteger() || zt.IsSigned() {
		return nil, 0, 0, false
	}
	nt, nok := x.Typ.(*ir.Basic)
	if !nok || !nt.IsInteger() || nt.Bits() >= zt.Bits() || nt.IsSigned() {
		return nil, 0, 0, false // a signed narrow value would sign-extend
	}
	// Through same-width reinterpretations down to the truncation.
	for x.Op == ir.OpConvert {
		y, ok := x.Args[0].(*ir.Instr)
		yt, ok2 := x.Args[0].Type().(*ir.Basic)
		if !ok2 || !yt.IsInteger() {
			return nil, 0, 0, false
		}
		if yt.Bits() == nt.Bits() && ok {
			x = y
			continue
		}
		if yt.Bits() <= nt.Bits() || !ir.Identical(yt, zt) {
			return nil, 0, 0, false
		}
		src := x.Args[0]
		if s, ok := src.(*ir.Instr); ok && s.Op == ir.OpShr {
			if c, ok := s.Args[1].(*ir.Const); ok && c.Bits < uint64(zt.Bits()) && ir.Identical(s.Typ, zt) {
				return s.Args[0], int(c.Bits), nt.Bits(), true
			}
		}
		return src, 0, nt.Bits(), true
	}
	return nil, 0, 0, false
}
