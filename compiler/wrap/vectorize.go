package wrap

import (
	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// Vectorize adds the element-wise kernels of a vectorize core F to m:
// F__contig with abi.Contig's parameters and F__strided with abi.Strided's.
// A core with several results returns them as a "results" struct, one
// output each. Operands may be complex ({re, im} floats in memory, a
// complex scalar two parameters).
func Vectorize(m *ir.Module, core *ir.Function) (contig, strided *ir.Function, err error) {
	pc, ps, err := vectorizePlans(core)
	if err != nil {
		return nil, nil, err
	}
	if contig, err = pc.kernel(m, core); err != nil {
		return nil, nil, err
	}
	if strided, err = ps.kernel(m, core); err != nil {
		return nil, nil, err
	}
	return contig, strided, nil
}

func vectorizePlans(core *ir.Function) (contig, strided plan, err error) {
	if core.Kind != ir.Device {
		return plan{}, plan{}, coreErr(core, "a vectorize core must be a device function")
	}
	if len(core.Params) == 0 || len(core.Results) == 0 {
		return plan{}, plan{}, coreErr(core, "a vectorize core takes scalars and returns scalars (has %d parameters, %d results)",
			len(core.Params), len(core.Results))
	}
	ins := make([]ir.Type, len(core.Params))
	for k, p := range core.Params {
		if ins[k] = elemOf(p.Typ); ins[k] == nil {
			return plan{}, plan{}, coreErr(core, "parameter %d (%s) has type %s: a vectorize core takes scalars", k, p.Ident, p.Typ)
		}
	}
	outs := make([]ir.Type, len(core.Results))
	for j, t := range core.Results {
		if outs[j] = elemOf(t); outs[j] == nil {
			return plan{}, plan{}, coreErr(core, "result %d has type %s: a vectorize core returns scalars", j, t)
		}
	}
	return contigPlan(ins, outs), stridedPlan(ins, outs), nil
}

// elemTypes are the operands' element types, inputs then outputs.
func elemTypes(ins, outs []ir.Type) []ir.Type {
	return append(append([]ir.Type(nil), ins...), outs...)
}

func contigPlan(ins, outs []ir.Type) plan {
	l := abi.Contig{NIn: len(ins), NOut: len(outs), Complex: complexFlags(ins)}
	emit := func(g *gen, args []ir.Value) {
		n := args[l.N()]
		ptrs, scalars, nonNull := make([]ir.Value, len(ins)), make([]ir.Value, len(ins)), make([]ir.Value, len(ins))
		for k := range ins {
			ptrs[k], scalars[k] = args[l.Ptr(k)], g.scalarArg(ins[k], args, l.Scalar(k))
			nonNull[k] = g.cmp(ir.OpNe, ptrs[k], ir.Zero(ptrs[k].Type()))
		}
		start, step := g.gridStart()
		first := start
		if w := contigGroup(elemTypes(ins, outs)); w > 1 {
			outPtrs := make([]ir.Value, len(outs))
			for j := range outs {
				outPtrs[j] = args[l.Ptr(len(ins)+j)]
			}
			first = g.bin(ir.OpAdd, g.contigGroups(w, n, start, step, ins, outs, ptrs, scalars, nonNull, outPtrs), start)
		}
		g.loop(first, step, n, nil, func(i ir.Value, _ []ir.Value) []ir.Value {
			x := make([]ir.Value, len(ins))
			for k := range ins {
				x[k] = g.ifThen(nonNull[k], func() []ir.Value {
					return []ir.Value{g.load(g.elem(ptrs[k], i))}
				}, []ir.Value{scalars[k]})[0]
			}
			for j, r := range g.results(g.call(x...)) {
				g.store(g.elem(args[l.Ptr(len(ins)+j)], i), r)
			}
			return nil
		})
		g.bd.Return()
	}
	return plan{role: abi.RoleContig, abi: params(l.Leaves(), elemTypes(ins, outs)), emit: emit}
}

func stridedPlan(ins, outs []ir.Type) plan {
	l := abi.Strided{NIn: len(ins), NOut: len(outs), Complex: complexFlags(ins)}
	nops := len(ins) + len(outs)
	emit := func(g *gen, args []ir.Value) {
		n, ndim := args[l.N()], args[l.NDim()]
		shape := make([]ir.Value, abi.MaxRank)
		for d := range shape {
			shape[d] = args[l.Shape(d)]
		}
		strides := make([][]ir.Value, nops)
		for k := range strides {
			strides[k] = make([]ir.Value, abi.MaxRank)
			for d := range strides[k] {
				strides[k][d] = args[l.Stride(k, d)]
			}
		}
		ptrs, scalars, nonNull := make([]ir.Value, len(ins)), make([]ir.Value, len(ins)), make([]ir.Value, len(ins))
		for k := range ins {
			ptrs[k], scalars[k] = args[l.Ptr(k)], g.scalarArg(ins[k], args, l.Scalar(k))
			nonNull[k] = g.cmp(ir.OpNe, ptrs[k], ir.Zero(ptrs[k].Type()))
		}
		start, step := g.gridStart()
		g.loop(start, step, n, nil, func(i ir.Value, _ []ir.Value) []ir.Value {
			off := g.decompose(i, ndim, shape, strides)
			x := make([]ir.Value, len(ins))
			for k := range ins {
				x[k] = g.ifThen(nonNull[k], func() []ir.Value {
					return []ir.Value{g.load(g.elem(ptrs[k], off[k]))}
				}, []ir.Value{scalars[k]})[0]
			}
			for j, r := range g.results(g.call(x...)) {
				g.store(g.elem(args[l.Ptr(len(ins)+j)], off[len(ins)+j]), r)
			}
			return nil
		})
		g.bd.Return()
	}
	return plan{role: abi.RoleStrided, abi: params(l.Leaves(), elemTypes(ins, outs)), emit: emit}
}
