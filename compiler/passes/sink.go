package passes

import "github.com/kernlab/kern/compiler/ir"

// SinkCommon moves the computations that end every predecessor of a join
// alike into the join, once, with phis for the operands that differ:
//
//	A: x1 = fma t, 3, 4;  y1 = fma x1, t, 5;  jump J
//	B: x2 = fma t, 6, 7;  y2 = fma x2, t, 8;  jump J
//	J: y = phi [A: y1, B: y2]
//
// becomes
//
//	A: jump J
//	B: jump J
//	J: c1 = phi [A: 3, B: 6];  c2 = phi [A: 4, B: 7];  c3 = phi [A: 5, B: 8]
//	   x = fma t, c1, c2;  y = fma x, t, c3
//
// The two arms of Go's math.Sin (and Cos, Tan, Pow's) evaluate polynomials
// of the same shape with different coefficients; kept apart, each arm's
// float64 constants are materialized, and LLVM hoists them out of the
// element loop into registers of their own (an AMD VALU instruction takes
// no 64-bit literal), so ExpSin's wrapper needed 74 VGPRs where the one
// polynomial needs 54. LLVM's own sinking leaves these alone: it does not
// make a phi of an intrinsic's constant operand, and kern emits its fused
// multiply-adds as llvm.fma. A divergent branch also runs the shared tail
// once instead of once per arm. The rule is LLVM's (SimplifyCFG's
// SinkCommonCodeFromPredecessors): rows of instructions at the same
// distance from the predecessors' ends, of one operation, type and
// auxiliary value, are sunk from the bottom up while each needs at most one
// new phi of values (an operand that another sunk row computes needs none,
// and constants are free: valuePhis), and only
// pure instructions whose every use is the join's phi of their row or the
// same operand of a lower sunk row. Instructions are unchanged and each
// runs on the same operands as before, so results are too.
func SinkCommon(m *ir.Module) bool {
	changed := false
	for _, f := range m.Funcs {
		fc := false
		users := f.Users()
		for _, b := range f.Blocks {
			if sinkInto(f, b, users) {
				fc = true
				users = f.Users() // the sunk rows are new instructions
			}
		}
		if fc {
			f.Renumber()
			changed = true
		}
	}
	return changed
}

// sinkInto sinks the common tail of b's predecessors into b.
func sinkInto(f *ir.Function, b *ir.Block, users map[*ir.Instr][]*ir.Instr) bool {
	preds := b.Preds
	if len(preds) < 2 {
		return false
	}
	for i, p := range preds {
		t := p.Terminator()
		if p == b || t == nil || t.Op != ir.OpJump || len(p.Succs) != 1 {
			return false
		}
		for _, q := range preds[:i] {
			if q == p {
				return false
			}
		}
	}
	// rows[r][k]: predecessor k's instruction r places above its jump.
	var rows [][]*ir.Instr
	rowOf := map[*ir.Instr]int{}
	for r := 0; ; r++ {
		row := make([]*ir.Instr, len(preds))
		for k, p := range preds {
			i := len(p.Instrs) - 2 - r
			if i < 0 {
				row = nil
				break
			}
			row[k] = p.Instrs[i]
		}
		if row == nil || !sinkableRow(row) || usesJoin(b, row) || !sinkableUses(b, row, rows, users) {
			break
		}
		for _, in := range row {
			rowOf[in] = r
		}
		rows = append(rows, row)
	}
	// Profitability: walk up while a row needs at most one phi of values
	// (valuePhis), counting an operand computed by a row as free only if
	// that row is sunk too; a shorter run can make a lower row's operand a
	// phi, so repeat.
	n := len(rows)
	for {
		k := 0
		for k < n && valuePhis(rows[k], phiOperands(rows, k, n, rowOf)) <= 1 {
			k++
		}
		if k == n {
			break
		}
		n = k
	}
	if n == 0 {
		return false
	}
	merged := make([]*ir.Instr, n)
	var phis, body []*ir.Instr
	for r := n - 1; r >= 0; r-- {
		row, in0 := rows[r], rows[r][0]
		m := &ir.Instr{ID: -1, Op: in0.Op, Typ: in0.Typ, AuxInt: in0.AuxInt, Aux: in0.Aux, Block: b, Pos: in0.Pos,
			Args: make([]ir.Value, len(in0.Args))}
		needPhi := phiOperands(rows, r, n, rowOf)
		for j := range in0.Args {
			switch {
			case needPhi[j]:
				phi := &ir.Instr{ID: -1, Op: ir.OpPhi, Typ: in0.Args[j].Type(), Block: b, Pos: in0.Pos}
				for _, in := range row {
					phi.Args = append(phi.Args, in.Args[j])
				}
				phis = append(phis, phi)
				m.Args[j] = phi
			case sameColumn(row, j):
				m.Args[j] = in0.Args[j]
			default: // computed by a higher sunk row
				m.Args[j] = merged[rowOf[in0.Args[j].(*ir.Instr)]]
			}
		}
		merged[r] = m
		body = append(body, m)
	}
	// The join's phis of a sunk row become its merged instruction.
	var kept, rest []*ir.Instr
	repl := map[*ir.Instr]ir.Value{}
	for _, in := range b.Instrs {
		if in.Op != ir.OpPhi {
			rest = append(rest, in)
			continue
		}
		if r, ok := phiOfRow(in, rows[:n]); ok {
			repl[in] = merged[r]
			continue
		}
		kept = append(kept, in)
	}
	for _, p := range preds {
		t := p.Instrs[len(p.Instrs)-1]
		p.Instrs = append(p.Instrs[:len(p.Instrs)-1-n], t)
	}
	b.Instrs = append(append(append(kept, phis...), body...), rest...)
	for old, nv := range repl {
		replaceUses(f, old, nv)
	}
	return true
}

// sinkableRow reports one pure computation in every predecessor: the same
// operation, result type, auxiliary values and operand types.
func sinkableRow(row []*ir.Instr) bool {
	in0 := row[0]
	switch in0.Op {
	case ir.OpPhi, ir.OpShared, ir.OpDynShared, ir.OpSpecial:
		return false
	}
	if !ir.OpInfo[in0.Op].Pure || !in0.HasValue() {
		return false
	}
	for _, in := range row[1:] {
		if in.Op != in0.Op || in.AuxInt != in0.AuxInt || in.Aux != in0.Aux || !ir.Identical(in.Typ, in0.Typ) || len(in.Args) != len(in0.Args) {
			return false
		}
		for j, a := range in.Args {
			if !ir.Identical(a.Type(), in0.Args[j].Type()) {
				return false
			}
		}
	}
	return true
}

// usesJoin reports a row with an operand the join computes: a phi of a
// loop header, whose value a predecessor saw is not the one the header's
// instructions see.
func usesJoin(b *ir.Block, row []*ir.Instr) bool {
	for _, in := range row {
		for _, a := range in.Args {
			if x, ok := a.(*ir.Instr); ok && x.Block == b {
				return true
			}
		}
	}
	return false
}

// sinkableUses reports a row whose every use is, in each predecessor alike,
// the join's phi of the row or the same operand of a lower row.
func sinkableUses(b *ir.Block, row []*ir.Instr, lower [][]*ir.Instr, users map[*ir.Instr][]*ir.Instr) bool {
	for k, in := range row {
		for _, u := range users[in] {
			if u.Op == ir.OpPhi && u.Block == b {
				for kk, x := range row {
					if u.Args[kk] != x {
						return false
					}
				}
				continue
			}
			ok := false
			for _, lr := range lower {
				if lr[k] != u {
					continue
				}
				ok = true
				for j, a := range u.Args {
					if a != in {
						continue
					}
					for kk, x := range row {
						if lr[kk].Args[j] != x {
							return false
						}
					}
				}
			}
			if !ok {
				return false
			}
		}
	}
	return true
}

// phiOperands marks the operands of row r that need a phi when rows[:n]
// are sunk: they differ between predecessors and no sunk row above r
// computes them.
func phiOperands(rows [][]*ir.Instr, r, n int, rowOf map[*ir.Instr]int) []bool {
	row := rows[r]
	need := make([]bool, len(row[0].Args))
	for j := range need {
		if sameColumn(row, j) {
			continue
		}
		x, ok := row[0].Args[j].(*ir.Instr)
		r2, inRow := rowOf[x]
		if ok && inRow && r2 > r && r2 < n {
			all := true
			for k, in := range row {
				if in.Args[j] != rows[r2][k] {
					all = false
				}
			}
			if all {
				continue
			}
		}
		need[j] = true
	}
	return need
}

// valuePhis counts the phis a row needs of values other than constants.
// A phi of constants costs what the constants did: each arm materializes
// its own (an immediate operand or, as for float64 coefficients, a
// register), so it does not count.
func valuePhis(row []*ir.Instr, need []bool) int {
	n := 0
	for j, x := range need {
		if !x {
			continue
		}
		for _, in := range row {
			if _, ok := in.Args[j].(*ir.Const); !ok {
				n++
				break
			}
		}
	}
	return n
}

// sameColumn reports operand j equal in every instruction of the row.
func sameColumn(row []*ir.Instr, j int) bool {
	for _, in := range row[1:] {
		if !sameValue(in.Args[j], row[0].Args[j]) {
			return false
		}
	}
	return true
}

// phiOfRow reports a phi whose operands are a row's instructions, in
// predecessor order.
func phiOfRow(phi *ir.Instr, rows [][]*ir.Instr) (int, bool) {
	for r, row := range rows {
		all := true
		for k, in := range row {
			if phi.Args[k] != in {
				all = false
				break
			}
		}
		if all {
			return r, true
		}
	}
	return 0, false
}
