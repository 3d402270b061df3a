package wrap

import (
	"strings"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
)

// GUVectorize adds the loop kernel of a guvectorize core G with the given
// layout ("(m,n),(n,p)->(m,p)") to m: G__gu, with abi.GU's parameters for
// the operands' abi.GUCoreRank. The core gets a view {base_k,
// coreshape_k, corestride_k} of each operand; a rank-0 operand (a "()"
// input) is the scalar at base_k; a "()" operand whose parameter is a view
// or slice (a "()" output) gets {base_k, 1, 1}. A []T parameter is
// {base_k, coreshape_k[0], coreshape_k[0]}: the runtime must give it a
// unit core stride (corestride_k[0] is not read). Elements may be complex.
func GUVectorize(m *ir.Module, core *ir.Function, layout string) (*ir.Function, error) {
	p, err := guPlan(core, layout)
	if err != nil {
		return nil, err
	}
	return p.kernel(m, core)
}

// guOperand is how one core parameter is passed.
type guOperand struct {
	elem ir.Type
	rank int
	typ  ir.Type // the core's parameter type
	// unit: a "()" operand whose parameter is a 1-element view or slice
	// (how an output "()" is written): the ABI passes only ptr_k and its
	// loop strides, and the core gets shape 1, stride 1.
	unit bool
}

// abiRank is the number of core extents and strides the ABI passes.
func (op guOperand) abiRank() int {
	if op.unit {
		return 0
	}
	return op.rank
}

// operandOf classifies a core parameter: a scalar, a slice or a view.
func operandOf(t ir.Type) (guOperand, bool) {
	if e := elemOf(t); e != nil {
		return guOperand{elem: e, rank: 0, typ: t}, true
	}
	s, ok := t.(*ir.Struct)
	if !ok || len(s.Fields) == 0 {
		return guOperand{}, false
	}
	p, ok := s.Fields[0].Type.(*ir.Pointer)
	if !ok || elemOf(p.Elem) == nil {
		return guOperand{}, false
	}
	switch {
	case s.Tag == "slice" && len(s.Fields) == 3:
		return guOperand{elem: p.Elem, rank: 1, typ: t}, true
	case strings.HasPrefix(s.Tag, "array") && len(s.Fields)%2 == 1:
		if !ir.Identical(t, ir.ViewType(p.Elem, len(s.Fields)/2, p.Space)) {
			return guOperand{}, false
		}
		return guOperand{elem: p.Elem, rank: len(s.Fields) / 2, typ: t}, true
	}
	return guOperand{}, false
}

func guPlan(core *ir.Function, layout string) (plan, error) {
	if core.Kind != ir.Device || len(core.Results) > 0 {
		return plan{}, coreErr(core, "a guvectorize core is a device function with no results")
	}
	ins, outs, err := compiler.ParseLayout(layout)
	if err != nil {
		return plan{}, coreErr(core, "%v", err)
	}
	groups := append(append([][]string(nil), ins...), outs...)
	if len(groups) != len(core.Params) {
		return plan{}, coreErr(core, "layout %q has %d operands but the core has %d parameters", layout, len(groups), len(core.Params))
	}
	ops := make([]guOperand, len(core.Params))
	for k, p := range core.Params {
		op, ok := operandOf(p.Typ)
		if !ok {
			return plan{}, coreErr(core, "parameter %d (%s) has type %s: want a scalar, a slice or a view", k, p.Ident, p.Typ)
		}
		op.unit = abi.GUCoreRank(op.rank, len(groups[k])) != op.rank
		if op.rank != len(groups[k]) && !op.unit {
			return plan{}, coreErr(core, "parameter %d (%s) has rank %d but its layout (%s) has %d dimensions",
				k, p.Ident, op.rank, strings.Join(groups[k], ","), len(groups[k]))
		}
		if k >= len(ins) && op.rank == 0 {
			return plan{}, coreErr(core, "output parameter %d (%s) is a scalar: outputs must be arrays (a 1-element view or slice for ())", k, p.Ident)
		}
		ops[k] = op
	}
	l := abi.GU{Ranks: make([]int, len(ops))}
	elems := make([]ir.Type, len(ops))
	for k, op := range ops {
		l.Ranks[k], elems[k] = op.abiRank(), op.elem
	}
	emit := func(g *gen, args []ir.Value) {
		nloop, loopdim := args[abi.GUNLoop], args[abi.GULoopDim]
		loopshape := make([]ir.Value, abi.MaxLoopRank)
		for d := range loopshape {
			loopshape[d] = args[abi.GULoopShape(d)]
		}
		ptrs := make([]ir.Value, len(ops))
		shapes, cstrides, lstrides := make([][]ir.Value, len(ops)), make([][]ir.Value, len(ops)), make([][]ir.Value, len(ops))
		for k, op := range ops {
			o := l.Operand(k)
			ptrs[k] = args[o.Ptr()]
			shapes[k], cstrides[k] = make([]ir.Value, o.Rank), make([]ir.Value, o.Rank)
			for d := range o.Rank {
				shapes[k][d], cstrides[k][d] = args[o.CoreShape(d)], args[o.CoreStride(d)]
			}
			if op.unit {
				shapes[k], cstrides[k] = []ir.Value{i64(1)}, []ir.Value{i64(1)}
			}
			lstrides[k] = make([]ir.Value, abi.MaxLoopRank)
			for d := range lstrides[k] {
				lstrides[k][d] = args[o.LoopStride(d)]
			}
		}
		start, step := g.gridStart()
		g.loop(start, step, nloop, nil, func(li ir.Value, _ []ir.Value) []ir.Value {
			off := g.decompose(li, loopdim, loopshape, lstrides)
			cargs := make([]ir.Value, len(ops))
			for k, op := range ops {
				base := g.elem(ptrs[k], off[k])
				cargs[k] = g.operand(op, base, shapes[k], cstrides[k])
			}
			g.call(cargs...)
			return nil
		})
		g.bd.Return()
	}
	return plan{role: abi.RoleGU, abi: params(l.Leaves(), elems), emit: emit}, nil
}

// operand builds the core argument of one operand from its base pointer.
func (g *gen) operand(op guOperand, base ir.Value, shape, strides []ir.Value) ir.Value {
	if op.rank == 0 {
		return g.load(base)
	}
	st := op.typ.(*ir.Struct)
	v := ir.Value(ir.Zero(st))
	ins := func(k int, x ir.Value) { v = g.bd.EmitAux(ir.OpInsert, st, int64(k), nil, v, x) }
	ins(0, g.cast(base, st.Fields[0].Type.(*ir.Pointer)))
	if st.Tag == "slice" {
		ins(1, shape[0])
		ins(2, shape[0])
		return v
	}
	for d := range shape {
		ins(1+d, shape[d])
		ins(1+op.rank+d, strides[d])
	}
	return v
}
