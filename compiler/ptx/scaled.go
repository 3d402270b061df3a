package ptx

import (
	"math/bits"

	"github.com/kernlab/kern/compiler/ir"
)

// Scaled indices. An address p + i*size (ptradd, indexaddr) shifts i by
// log2(size) where it is used; a loop that steps a pointer by a stride
// parameter (a view's) would shift the stride on every iteration. So a
// parameter's shift is made once, at entry, and every address with that
// index and size reuses it; so is the shift of a value the entry block
// computes (a stride sum RebaseSteps made, say) when an address in a loop
// scales it. Other indices keep the shift at the use, where ptxas folds
// it into the address arithmetic (LEA): shifting them where they are
// defined measured larger SASS (bench/static), an entry value used only
// outside loops too (Axpy, ReverseGroups).

// scaleKey is an index value and the element size it is scaled by.
type scaleKey struct {
	v    ir.Value
	size int
}

// scaledIndex reports the element size an address scales its index by
// with a shift, or 0 for an address that does not (constant or narrow
// indices, sizes that are not powers of two).
func (e *fn) scaledIndex(in *ir.Instr) (ir.Value, int) {
	if in.Op != ir.OpPtrAdd && in.Op != ir.OpIndexAddr || len(in.Args) != 2 {
		return nil, 0
	}
	if _, ok := in.Args[1].(*ir.Const); ok {
		return nil, 0
	}
	pt, ok := in.Args[0].Type().(*ir.Pointer)
	if !ok {
		return nil, 0
	}
	size := pt.Elem.Size()
	if in.Op == ir.OpIndexAddr {
		at, ok := pt.Elem.(*ir.Array)
		if !ok {
			return nil, 0
		}
		size = at.Elem.Size()
	}
	ib, ok := in.Args[1].Type().(*ir.Basic)
	if !ok || ib.Size() != 8 || size <= 1 || bits.OnesCount(uint(size)) != 1 {
		return nil, 0
	}
	return in.Args[1], size
}

// findScaled records which parameters and entry-block values are scaled
// by which sizes.
func (e *fn) findScaled() {
	e.scaleUses = map[ir.Value][]int{}
	seen := map[scaleKey]bool{}
	cyclic := cyclicBlocks(e.f)
	for _, b := range e.f.Blocks {
		for _, in := range b.Instrs {
			v, size := e.scaledIndex(in)
			_, param := v.(*ir.Param)
			if (param || cyclic[b] && e.inEntry(v)) && !seen[scaleKey{v, size}] {
				seen[scaleKey{v, size}] = true
				e.scaleUses[v] = append(e.scaleUses[v], size)
			}
		}
	}
	e.scaled = map[scaleKey]string{}
}

// inEntry reports a value computed in the entry block of a function whose
// entry no branch returns to: it is computed once per call.
func (e *fn) inEntry(v ir.Value) bool {
	x, ok := v.(*ir.Instr)
	return ok && x.Block == e.f.Blocks[0] && len(x.Block.Preds) == 0
}

// scaleDefined writes the shifts of v (a parameter or an entry-block
// value), just defined.
func (e *fn) scaleDefined(v ir.Value) {
	rs := e.regs[v]
	if len(rs) != 1 {
		return
	}
	for _, size := range e.scaleUses[v] {
		r := e.newReg(cls64)
		e.ins("shl.b64 %s, %s, %d", r, rs[0], bits.TrailingZeros(uint(size)))
		e.scaled[scaleKey{v, size}] = r
	}
}

// cyclicBlocks reports the blocks that lie on a cycle of f's control flow
// graph (the blocks of its loops).
func cyclicBlocks(f *ir.Function) map[*ir.Block]bool {
	out := map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		seen := map[*ir.Block]bool{}
		work := append([]*ir.Block(nil), b.Succs...)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if x == b {
				out[b] = true
				break
			}
			if !seen[x] {
				seen[x] = true
				work = append(work, x.Succs...)
			}
		}
	}
	return out
}
