package wrap

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// Vectorize adds the element-wise kernels of a vectorize core F to m:
//
//	F__contig  (n i64, [ptr_k ptr<global A_k>, scalar_k A_k]*N, [out_j ptr<global R_j>]*M)
//	F__strided (n i64, ndim i64, shape[MaxRank] i64,
//	            [ptr_k, scalar_k, stride_k[MaxRank] i64]*N, [out_j, ostride_j[MaxRank] i64]*M)
//
// An input whose ptr_k is null reads scalar_k for every element. A core
// with several results returns them as a "results" struct, one output each.
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
	ins := make([]*ir.Basic, len(core.Params))
	for k, p := range core.Params {
		if ins[k] = scalarOf(p.Typ); ins[k] == nil {
			return plan{}, plan{}, coreErr(core, "parameter %d (%s) has type %s: a vectorize core takes scalars", k, p.Ident, p.Typ)
		}
	}
	outs := make([]*ir.Basic, len(core.Results))
	for j, t := range core.Results {
		if outs[j] = scalarOf(t); outs[j] == nil {
			return plan{}, plan{}, coreErr(core, "result %d has type %s: a vectorize core returns scalars", j, t)
		}
	}
	return contigPlan(ins, outs), stridedPlan(ins, outs), nil
}

func contigPlan(ins, outs []*ir.Basic) plan {
	abi := []abiParam{{"n", i64T}}
	for k, t := range ins {
		abi = append(abi, abiParam{fmt.Sprintf("ptr%d", k), globalPtr(t)}, abiParam{fmt.Sprintf("scalar%d", k), t})
	}
	for j, t := range outs {
		abi = append(abi, abiParam{fmt.Sprintf("out%d", j), globalPtr(t)})
	}
	emit := func(g *gen, args []ir.Value) {
		n := args[0]
		args = args[1:]
		ptrs, scalars, nonNull := make([]ir.Value, len(ins)), make([]ir.Value, len(ins)), make([]ir.Value, len(ins))
		for k := range ins {
			ptrs[k], scalars[k] = args[2*k], args[2*k+1]
			nonNull[k] = g.cmp(ir.OpNe, ptrs[k], ir.Zero(ptrs[k].Type()))
		}
		outp := args[2*len(ins):]
		start, step := g.gridStart()
		g.loop(start, step, n, nil, func(i ir.Value, _ []ir.Value) []ir.Value {
			x := make([]ir.Value, len(ins))
			for k := range ins {
				x[k] = g.ifThen(nonNull[k], func() []ir.Value {
					return []ir.Value{g.load(g.elem(ptrs[k], i))}
				}, []ir.Value{scalars[k]})[0]
			}
			for j, r := range g.results(g.call(x...)) {
				g.store(g.elem(outp[j], i), r)
			}
			return nil
		})
		g.bd.Return()
	}
	return plan{suffix: SuffixContig, abi: abi, emit: emit}
}

func stridedPlan(ins, outs []*ir.Basic) plan {
	abi := []abiParam{{"n", i64T}, {"ndim", i64T}}
	abi = append(abi, dims("shape", MaxRank)...)
	for k, t := range ins {
		abi = append(abi, abiParam{fmt.Sprintf("ptr%d", k), globalPtr(t)}, abiParam{fmt.Sprintf("scalar%d", k), t})
		abi = append(abi, dims(fmt.Sprintf("stride%d_", k), MaxRank)...)
	}
	for j, t := range outs {
		abi = append(abi, abiParam{fmt.Sprintf("out%d", j), globalPtr(t)})
		abi = append(abi, dims(fmt.Sprintf("ostride%d_", j), MaxRank)...)
	}
	emit := func(g *gen, args []ir.Value) {
		n, ndim := args[0], args[1]
		args = args[2:]
		shape := take(&args, MaxRank)
		ptrs, scalars, nonNull := make([]ir.Value, len(ins)), make([]ir.Value, len(ins)), make([]ir.Value, len(ins))
		var strides [][]ir.Value
		for k := range ins {
			ptrs[k], scalars[k] = args[0], args[1]
			args = args[2:]
			strides = append(strides, take(&args, MaxRank))
			nonNull[k] = g.cmp(ir.OpNe, ptrs[k], ir.Zero(ptrs[k].Type()))
		}
		outp := make([]ir.Value, len(outs))
		for j := range outs {
			outp[j] = args[0]
			args = args[1:]
			strides = append(strides, take(&args, MaxRank))
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
				g.store(g.elem(outp[j], off[len(ins)+j]), r)
			}
			return nil
		})
		g.bd.Return()
	}
	return plan{suffix: SuffixStrided, abi: abi, emit: emit}
}
