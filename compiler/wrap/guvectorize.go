package wrap

import (
	"fmt"
	"strings"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
)

// GUVectorize adds the loop kernel of a guvectorize core G with the given
// layout ("(m,n),(n,p)->(m,p)") to m:
//
//	G__gu (nloop i64, loopdim i64, loopshape[MaxLoopRank] i64,
//	       for each operand k in parameter order:
//	         ptr_k ptr<global T_k>, coreshape_k[rank_k] i64, corestride_k[rank_k] i64,
//	         loopstride_k[MaxLoopRank] i64)
//
// One thread per loop index L (grid-stride over nloop): L is split in C
// order over loopshape[:loopdim], base_k = ptr_k + sum idx[d]*loopstride_k[d]
// (elements), and the core gets a view {base_k, coreshape_k, corestride_k}.
// A rank-0 operand (a "()" input) is the scalar at base_k; a "()" operand
// whose parameter is a view or slice (a "()" output) gets {base_k, 1, 1} and
// passes no core extents or strides. A []T parameter
// is {base_k, coreshape_k[0], coreshape_k[0]}: the runtime must give it a
// unit core stride (corestride_k[0] is not read).
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
	if b := scalarOf(t); b != nil {
		return guOperand{elem: b, rank: 0, typ: t}, true
	}
	s, ok := t.(*ir.Struct)
	if !ok || len(s.Fields) == 0 {
		return guOperand{}, false
	}
	p, ok := s.Fields[0].Type.(*ir.Pointer)
	if !ok || scalarOf(p.Elem) == nil {
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
		op.unit = op.rank == 1 && len(groups[k]) == 0
		if op.rank != len(groups[k]) && !op.unit {
			return plan{}, coreErr(core, "parameter %d (%s) has rank %d but its layout (%s) has %d dimensions",
				k, p.Ident, op.rank, strings.Join(groups[k], ","), len(groups[k]))
		}
		if k >= len(ins) && op.rank == 0 {
			return plan{}, coreErr(core, "output parameter %d (%s) is a scalar: outputs must be arrays (a 1-element view or slice for ())", k, p.Ident)
		}
		ops[k] = op
	}
	abi := []abiParam{{"nloop", i64T}, {"loopdim", i64T}}
	abi = append(abi, dims("loopshape", MaxLoopRank)...)
	for k, op := range ops {
		abi = append(abi, abiParam{fmt.Sprintf("ptr%d", k), globalPtr(op.elem)})
		abi = append(abi, dims(fmt.Sprintf("coreshape%d_", k), op.abiRank())...)
		abi = append(abi, dims(fmt.Sprintf("corestride%d_", k), op.abiRank())...)
		abi = append(abi, dims(fmt.Sprintf("loopstride%d_", k), MaxLoopRank)...)
	}
	emit := func(g *gen, args []ir.Value) {
		nloop, loopdim := args[0], args[1]
		args = args[2:]
		loopshape := take(&args, MaxLoopRank)
		ptrs := make([]ir.Value, len(ops))
		shapes, cstrides, lstrides := make([][]ir.Value, len(ops)), make([][]ir.Value, len(ops)), make([][]ir.Value, len(ops))
		for k, op := range ops {
			ptrs[k] = take(&args, 1)[0]
			shapes[k] = take(&args, op.abiRank())
			cstrides[k] = take(&args, op.abiRank())
			if op.unit {
				shapes[k], cstrides[k] = []ir.Value{i64(1)}, []ir.Value{i64(1)}
			}
			lstrides[k] = take(&args, MaxLoopRank)
		}
		start, step := g.gridStart()
		g.loop(start, step, nloop, nil, func(l ir.Value, _ []ir.Value) []ir.Value {
			off := g.decompose(l, loopdim, loopshape, lstrides)
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
	return plan{suffix: SuffixGU, abi: abi, emit: emit}, nil
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
