package wrap

import (
	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// Reduce adds the two kernels of a reduce core R(a, b T) T to m:
// R__stage1 (abi.Stage1Leaves) and R__stage2 (abi.Stage2), both for
// abi.ReduceBlock threads per block. Stage 1 folds in[i*stride] grid-stride
// per thread, combines the block in a fixed tree and writes
// partials[blockIdx] when the block had an element (the runtime launches
// at most ceil(n/abi.ReduceBlock) blocks, so every block has one). Stage 2 runs
// one block over partials[0:m] and writes out[0] = hasInit ? R(init,
// total) : total (init alone when m is 0). T is a scalar or complex.
func Reduce(m *ir.Module, core *ir.Function) (stage1, stage2 *ir.Function, err error) {
	t, err := reduceType(core)
	if err != nil {
		return nil, nil, err
	}
	if stage1, err = stage1Plan(t).kernel(m, core); err != nil {
		return nil, nil, err
	}
	if stage2, err = stage2Plan(t).kernel(m, core); err != nil {
		return nil, nil, err
	}
	return stage1, stage2, nil
}

func reduceType(core *ir.Function) (ir.Type, error) {
	if core.Kind != ir.Device || len(core.Params) != 2 || len(core.Results) != 1 {
		return nil, coreErr(core, "a reduce core is a device function func(T, T) T")
	}
	t := elemOf(core.Results[0])
	if t == nil || !ir.Identical(core.Params[0].Typ, t) || !ir.Identical(core.Params[1].Typ, t) {
		return nil, coreErr(core, "a reduce core is func(T, T) T for a scalar T, has (%s, %s) %s",
			core.Params[0].Typ, core.Params[1].Typ, core.Results[0])
	}
	return t, nil
}

// block is the per-kernel shared state of the block tree.
type block struct {
	vals, flags ir.Value // ptr<shared [abi.ReduceBlock]T>, ptr<shared [abi.ReduceBlock]bool>
	tid         ir.Value
	t           ir.Type
}

func (g *gen) newBlock(t ir.Type) *block {
	va, fa := &ir.Array{Elem: t, Len: abi.ReduceBlock}, &ir.Array{Elem: boolT, Len: abi.ReduceBlock}
	vals := g.bd.EmitAux(ir.OpShared, &ir.Pointer{Elem: va, Space: ir.SpaceShared}, 0, va)
	flags := g.bd.EmitAux(ir.OpShared, &ir.Pointer{Elem: fa, Space: ir.SpaceShared}, 1, fa)
	return &block{vals: vals, flags: flags, tid: g.special(ir.TidX), t: t}
}

func (g *gen) sharedAt(arr, i ir.Value) ir.Value {
	elem := arr.Type().(*ir.Pointer).Elem.(*ir.Array).Elem
	return g.bd.Emit(ir.OpIndexAddr, &ir.Pointer{Elem: elem, Space: ir.SpaceShared}, arr, i)
}

// combine merges (a, fa) with (b, fb), each value valid only with its flag:
// fb ? (fa ? R(a, b) : b) : a, and the flag fa || fb. R is only called on
// two valid values.
func (g *gen) combine(a, fa, b, fb ir.Value) (ir.Value, ir.Value) {
	r := g.ifThen(fb, func() []ir.Value {
		v := g.ifThen(fa, func() []ir.Value { return []ir.Value{g.call(a, b)} }, []ir.Value{b})[0]
		return []ir.Value{v, boolc(true)}
	}, []ir.Value{a, fa})
	return r[0], r[1]
}

// reduce combines every thread's (v, f) of the block. Thread 0 gets the
// block's result; the order is fixed: shared memory halves the block down
// to one warp, then shuffles halve the warp (lane l combines lane l+d).
func (g *gen) reduce(b *block, v, f ir.Value) (ir.Value, ir.Value) {
	g.store(g.sharedAt(b.vals, b.tid), v)
	g.store(g.sharedAt(b.flags, b.tid), f)
	for s := int64(abi.ReduceBlock / 2); s >= 32; s /= 2 {
		g.bd.EmitAux(ir.OpBarrier, nil, 0, nil)
		r := g.ifThen(g.cmp(ir.OpLt, b.tid, i64(s)), func() []ir.Value {
			j := g.bin(ir.OpAdd, b.tid, i64(s))
			ov, of := g.load(g.sharedAt(b.vals, j)), g.load(g.sharedAt(b.flags, j))
			nv, nf := g.combine(v, f, ov, of)
			if s > 32 {
				g.store(g.sharedAt(b.vals, b.tid), nv)
				g.store(g.sharedAt(b.flags, b.tid), nf)
			}
			return []ir.Value{nv, nf}
		}, []ir.Value{v, f})
		v, f = r[0], r[1]
	}
	// Every lane of warp 0 takes part in the shuffles (shfl.sync with a
	// full mask). A lane whose source is past lane 31 ignores what it
	// reads: on a 64-wide AMD wavefront that is an inactive lane, and lane
	// 0's result never depends on such lanes anyway.
	r := g.ifThen(g.cmp(ir.OpLt, b.tid, i64(32)), func() []ir.Value {
		v, f := v, f
		for d := int64(16); d >= 1; d /= 2 {
			ov := g.shflDown(b.t, v, i32(d))
			of := g.bd.EmitAux(ir.OpShfl, boolT, int64(ir.ShflDown), nil, f, i32(d))
			inWarp := g.cmp(ir.OpLt, b.tid, i64(32-d))
			v, f = g.combine(v, f, ov, g.bd.Emit(ir.OpAnd, boolT, of, inWarp))
		}
		return []ir.Value{v, f}
	}, []ir.Value{v, f})
	return r[0], r[1]
}

// shflDown reads v of the lane d above; a complex value is two float
// shuffles.
func (g *gen) shflDown(t ir.Type, v, d ir.Value) ir.Value {
	if !isComplex(t) {
		return g.bd.EmitAux(ir.OpShfl, t, int64(ir.ShflDown), nil, v, d)
	}
	pt := partOf(t)
	r := ir.Value(ir.Zero(t))
	for k := range 2 {
		x := g.bd.EmitAux(ir.OpExtract, pt, int64(k), nil, v)
		x = g.bd.EmitAux(ir.OpShfl, pt, int64(ir.ShflDown), nil, x, d)
		r = g.bd.EmitAux(ir.OpInsert, t, int64(k), nil, r, x)
	}
	return r
}

// stage1Unroll is how many elements a stage 1 thread loads at once.
const stage1Unroll = 8

func stage1Plan(t ir.Type) plan {
	emit := func(g *gen, args []ir.Value) {
		n, in, stride, partials := args[abi.Stage1N], args[abi.Stage1In], args[abi.Stage1Stride], args[abi.Stage1Partials]
		b := g.newBlock(t)
		bid, nb := g.special(ir.CtaidX), g.special(ir.NctaidX)
		start := g.bin(ir.OpAdd, g.bin(ir.OpMul, bid, i64(abi.ReduceBlock)), b.tid)
		step := g.bin(ir.OpMul, nb, i64(abi.ReduceBlock))
		at := func(i ir.Value) ir.Value { return g.load(g.elem(in, g.bin(ir.OpMul, i, stride))) }
		first := g.ifThen(g.cmp(ir.OpLt, start, n), func() []ir.Value {
			return []ir.Value{at(start), boolc(true)}
		}, []ir.Value{ir.Zero(t), boolc(false)})
		// The thread folds in[start], in[start+step], ... in that order.
		// While stage1Unroll more remain, their loads are issued together
		// (they do not depend on the accumulator), so each thread keeps
		// several loads in flight: one at a time leaves a GPU's memory
		// latency unhidden (a third of its bandwidth on an H200). The
		// order of the fold, and so the result, is the same.
		u := int64(stage1Unroll)
		main := g.loop(g.bin(ir.OpAdd, start, step), g.bin(ir.OpMul, step, i64(u)),
			g.bin(ir.OpSub, n, g.bin(ir.OpMul, step, i64(u-1))),
			[]ir.Value{first[0], g.bin(ir.OpAdd, start, step)}, func(i ir.Value, c []ir.Value) []ir.Value {
				xs := make([]ir.Value, u)
				for k := range xs {
					j := i
					if k > 0 {
						j = g.bin(ir.OpAdd, i, g.bin(ir.OpMul, step, i64(int64(k))))
					}
					xs[k] = at(j)
				}
				acc := c[0]
				for _, x := range xs {
					acc = g.call(acc, x)
				}
				return []ir.Value{acc, g.bin(ir.OpAdd, i, g.bin(ir.OpMul, step, i64(u)))}
			})
		acc := g.loop(main[1], step, n, main[:1], func(i ir.Value, c []ir.Value) []ir.Value {
			return []ir.Value{g.call(c[0], at(i))}
		})
		v, f := g.reduce(b, acc[0], first[1])
		g.ifThen(g.bd.Emit(ir.OpAnd, boolT, g.cmp(ir.OpEq, b.tid, i64(0)), f), func() []ir.Value {
			g.store(g.elem(partials, bid), v)
			return nil
		}, nil)
		g.bd.Return()
	}
	return plan{role: abi.RoleStage1, abi: params(abi.Stage1Leaves(), []ir.Type{t}), emit: emit, barrier: true}
}

func stage2Plan(t ir.Type) plan {
	l := abi.Stage2{Complex: isComplex(t)}
	emit := func(g *gen, args []ir.Value) {
		m, partials, out := args[abi.Stage2M], args[abi.Stage2Partials], args[abi.Stage2Out]
		init, hasInit := g.scalarArg(t, args, abi.Stage2Init), args[l.HasInit()]
		b := g.newBlock(t)
		first := g.ifThen(g.cmp(ir.OpLt, b.tid, m), func() []ir.Value {
			return []ir.Value{g.load(g.elem(partials, b.tid)), boolc(true)}
		}, []ir.Value{ir.Zero(t), boolc(false)})
		acc := g.loop(g.bin(ir.OpAdd, b.tid, i64(abi.ReduceBlock)), i64(abi.ReduceBlock), m, first[:1], func(i ir.Value, c []ir.Value) []ir.Value {
			return []ir.Value{g.call(c[0], g.load(g.elem(partials, i)))}
		})
		v, f := g.reduce(b, acc[0], first[1])
		g.ifThen(g.cmp(ir.OpEq, b.tid, i64(0)), func() []ir.Value {
			r, rf := g.combine(init, hasInit, v, f)
			g.ifThen(rf, func() []ir.Value {
				g.store(out, r)
				return nil
			}, nil)
			return nil
		}, nil)
		g.bd.Return()
	}
	return plan{role: abi.RoleStage2, abi: params(l.Leaves(), []ir.Type{t}), emit: emit, barrier: true}
}
