package wrap

import (
	"math/bits"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler/ir"
)

// Reduce adds the two kernels of a reduce core R(a, b T) T to m:
// R__stage1 (abi.Stage1Leaves) and R__stage2 (abi.Stage2), both for
// abi.ReduceBlock threads per block, folding in the order docs/gpu-abi.md
// fixes. Stage 1, launched with abi.ReducePartials(n, v) blocks, folds
// its threads' groups of v elements grid-stride, combines each block in a
// fixed tree and writes partials[blockIdx]. Stage 2 folds partials[0:m] the way
// one logical block does and writes out[0] = hasInit ? R(init, total) :
// total (init alone when m is 0). T is a scalar or complex.
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

// stage1Unroll is how many groups a stage 1 thread loads at once on its
// fast path: the loads do not depend on the accumulator, so each thread
// keeps that many 16-byte loads in flight (one at a time leaves a GPU's
// memory latency unhidden).
const stage1Unroll = 2

// stage1Fast steps by p·stage1Unroll as a shift, which needs a power of
// two: this fails to compile for any other.
var _ [0]struct{} = [stage1Unroll & (stage1Unroll - 1)]struct{}{}

// ceilDiv is ceil(x/d) for x >= 0 and d a power of two, as a shift.
func (g *gen) ceilDiv(x ir.Value, d int64) ir.Value {
	if d == 1 {
		return x
	}
	return g.bin(ir.OpShr, g.bin(ir.OpAdd, x, i64(d-1)), i64(int64(bits.TrailingZeros64(uint64(d)))))
}

// groupOf is how many consecutive elements a thread folds as one group
// (abi.ReduceGroup).
func groupOf(t ir.Type) int64 {
	b := scalarOf(t)
	return int64(abi.ReduceGroup(t.Size(), b != nil && b.Kind != ir.Bool))
}

// folder emits the fold of a thread's groups in the order docs/gpu-abi.md
// fixes: logical thread t of p folds groups t, t+p, t+2p, ... of v
// consecutive elements each, every group's elements in index order.
type folder struct {
	g         *gen
	t         ir.Type
	v         int64
	n, in, st ir.Value // element count, input, stride in elements
}

// first starts a thread's fold with group grp (which has an element):
// its first element, folded with the group's others.
func (fo *folder) first(grp ir.Value) ir.Value {
	p := fo.g.elem(fo.in, fo.g.bin(ir.OpMul, fo.g.bin(ir.OpMul, grp, i64(fo.v)), fo.st))
	return fo.rest(fo.g.load(p), grp, p, 1)
}

// group folds group grp, which may be the last, partial one, into acc with
// one load per element.
func (fo *folder) group(acc, grp ir.Value) ir.Value {
	p := fo.g.elem(fo.in, fo.g.bin(ir.OpMul, fo.g.bin(ir.OpMul, grp, i64(fo.v)), fo.st))
	return fo.rest(acc, grp, p, 0)
}

// rest folds the group's elements k from k0 below v (while below n) into
// acc (k0 is 0 or 1); p is the address of its element 0. Each element's address is the
// previous one's plus the stride, so a loop carries one pointer, not v.
func (fo *folder) rest(acc, grp, p ir.Value, k0 int64) ir.Value {
	g := fo.g
	var last ir.Value // the group's last element index, for the bound checks
	if fo.v > 1 {
		last = g.bin(ir.OpSub, g.bin(ir.OpSub, fo.n, g.bin(ir.OpMul, grp, i64(fo.v))), i64(1))
	}
	for k := k0; k < fo.v; k++ {
		if k > 0 {
			p = g.elem(p, fo.st)
		}
		x := func() []ir.Value { return []ir.Value{g.call(acc, g.load(p))} }
		if k == 0 {
			acc = x()[0]
			continue
		}
		// Element k of the group exists when k <= n-1-grp*v.
		acc = g.ifThen(g.cmp(ir.OpLe, i64(k), last), x, []ir.Value{acc})[0]
	}
	return acc
}

// thread folds logical thread t's groups (p threads in all) and returns the
// accumulator and whether the thread had a group. fast, when not nil,
// folds the whole groups from a group index on and returns the accumulator
// and the first group index left; the rest go one load per element.
func (fo *folder) thread(t, p ir.Value, fast func(acc, grp ir.Value) (ir.Value, ir.Value)) (ir.Value, ir.Value) {
	g := fo.g
	groups := g.ceilDiv(fo.n, fo.v)
	r := g.ifThen(g.cmp(ir.OpLt, t, groups), func() []ir.Value {
		acc, grp := fo.first(t), g.bin(ir.OpAdd, t, p)
		if fast != nil {
			acc, grp = fast(acc, grp)
		}
		return g.loop(grp, p, groups, []ir.Value{acc}, func(grp ir.Value, c []ir.Value) []ir.Value {
			return []ir.Value{fo.group(c[0], grp)}
		})
	}, []ir.Value{ir.Zero(fo.t)})
	return r[0], g.cmp(ir.OpLt, t, groups)
}

func stage1Plan(t ir.Type) plan {
	emit := func(g *gen, args []ir.Value) {
		n, in, stride, partials := args[abi.Stage1N], args[abi.Stage1In], args[abi.Stage1Stride], args[abi.Stage1Partials]
		b := g.newBlock(t)
		fo := &folder{g: g, t: t, v: groupOf(t), n: n, in: in, st: stride}
		// Block b is logical block b of the fold: the runtime launches
		// abi.ReducePartials(n, v) blocks, and any grid still folds every
		// element once.
		start, p := g.gridStart()
		acc, has := fo.thread(start, p, stage1Fast(g, fo, p))
		v, f := g.reduce(b, acc, has)
		g.ifThen(g.bd.Emit(ir.OpAnd, boolT, g.cmp(ir.OpEq, b.tid, i64(0)), f), func() []ir.Value {
			g.store(g.elem(partials, g.special(ir.CtaidX)), v)
			return nil
		}, nil)
		g.bd.Return()
	}
	return plan{role: abi.RoleStage1, abi: params(abi.Stage1Leaves(), []ir.Type{t}), emit: emit, barrier: true}
}

// stage1Fast is stage 1's fast path over whole groups, p logical threads:
// for groups of 4- or 8-byte scalars it reads a contiguous input whose
// address is 16-byte aligned with one vector load per group (vectorIn),
// and any other input not at all; for one-element groups it reads any
// stride. It keeps stage1Unroll groups in flight.
func stage1Fast(g *gen, fo *folder, p ir.Value) func(acc, grp ir.Value) (ir.Value, ir.Value) {
	u := int64(stage1Unroll)
	// The unrolled loops step by p·u as a shift: ptxas folds a multiply
	// of the grid's size (itself a 32×32→64 product) into the index update
	// in the loop, three instructions and a move where the hoisted
	// shift's sum takes two.
	step := g.bin(ir.OpShl, p, i64(int64(bits.TrailingZeros64(uint64(u)))))
	if fo.v == 1 {
		return func(acc, grp ir.Value) (ir.Value, ir.Value) {
			at := func(i ir.Value) ir.Value { return g.load(g.elem(fo.in, g.bin(ir.OpMul, i, fo.st))) }
			r := g.loop(grp, step, g.bin(ir.OpSub, fo.n, g.bin(ir.OpMul, p, i64(u-1))),
				[]ir.Value{acc, grp}, func(i ir.Value, c []ir.Value) []ir.Value {
					xs := make([]ir.Value, u)
					for k := range xs {
						j := i
						if k > 0 {
							j = g.bin(ir.OpAdd, i, g.bin(ir.OpMul, p, i64(int64(k))))
						}
						xs[k] = at(j)
					}
					acc := c[0]
					for _, x := range xs {
						acc = g.call(acc, x)
					}
					return []ir.Value{acc, g.bin(ir.OpAdd, i, step)}
				})
			return r[0], r[1]
		}
	}
	vi := newVectorIn(g, fo)
	return func(acc, grp ir.Value) (ir.Value, ir.Value) {
		r := g.ifThen(vi.aligned, func() []ir.Value {
			r := g.loop(grp, step, g.bin(ir.OpSub, vi.whole, g.bin(ir.OpMul, p, i64(u-1))),
				[]ir.Value{acc, grp}, func(i ir.Value, c []ir.Value) []ir.Value {
					// Group i+k·p's address is group i's plus k·p groups:
					// the scaled p is made once, outside the loop.
					q := g.elem(vi.in, i)
					xs := make([]ir.Value, u)
					for k := range xs {
						qk := q
						if k > 0 {
							qk = g.elem(q, g.bin(ir.OpMul, p, i64(int64(k))))
						}
						xs[k] = vi.load(qk)
					}
					acc := c[0]
					for _, x := range xs {
						acc = vi.fold(acc, x)
					}
					return []ir.Value{acc, g.bin(ir.OpAdd, i, step)}
				})
			return g.loop(r[1], p, vi.whole, r, func(i ir.Value, c []ir.Value) []ir.Value {
				return []ir.Value{vi.fold(c[0], vi.load(g.elem(vi.in, i))), g.bin(ir.OpAdd, i, p)}
			})
		}, []ir.Value{acc, grp})
		return r[0], r[1]
	}
}

// vectorIn reads a fold's input a group at a time with one vector load,
// the group's elements in order, so that the order is the scalar path's:
// for groups of 4- or 8-byte scalars (16 bytes) of a contiguous input whose
// address is 16-byte aligned.
type vectorIn struct {
	g       *gen
	fo      *folder
	vt      *ir.Array
	in      ir.Value // the input as a pointer to groups
	aligned ir.Value // whether the input can be read so
	whole   ir.Value // the number of whole groups
}

func newVectorIn(g *gen, fo *folder) *vectorIn {
	vt := &ir.Array{Elem: fo.t, Len: int(fo.v)}
	addr := g.bd.Emit(ir.OpBitcast, i64T, fo.in)
	return &vectorIn{
		g: g, fo: fo, vt: vt,
		in: g.bd.Emit(ir.OpBitcast, globalPtr(vt), fo.in),
		aligned: g.bd.Emit(ir.OpAnd, boolT, g.cmp(ir.OpEq, fo.st, i64(1)),
			g.cmp(ir.OpEq, g.bin(ir.OpAnd, addr, i64(15)), i64(0))),
		whole: g.bin(ir.OpShr, fo.n, i64(int64(bits.TrailingZeros64(uint64(fo.v))))),
	}
}

func (vi *vectorIn) load(q ir.Value) ir.Value {
	return vi.g.bd.EmitAux(ir.OpLoad, vi.vt, ir.LoadAligned, nil, q)
}

// fold folds the group x into acc.
func (vi *vectorIn) fold(acc, x ir.Value) ir.Value {
	for k := range vi.fo.v {
		acc = vi.g.call(acc, vi.g.bd.EmitAux(ir.OpExtract, vi.fo.t, k, nil, x))
	}
	return acc
}

func stage2Plan(t ir.Type) plan {
	l := abi.Stage2{Complex: isComplex(t)}
	emit := func(g *gen, args []ir.Value) {
		m, partials, out := args[abi.Stage2M], args[abi.Stage2Partials], args[abi.Stage2Out]
		init, hasInit := g.scalarArg(t, args, abi.Stage2Init), args[l.HasInit()]
		b := g.newBlock(t)
		// Stage 2 folds its m elements as one logical block of stage 1
		// would: the same groups, one load per element.
		fo := &folder{g: g, t: t, v: groupOf(t), n: m, in: partials, st: i64(1)}
		acc, has := stage2Fold(fo, b.tid)
		v, f := g.reduce(b, acc, has)
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

// stage2Fold folds thread t's groups (abi.ReduceBlock threads in all) as
// folder.thread does, in the same order, shaped for stage 2's short input:
// the whole groups (every group but a partial last one) go without the
// per-element bound checks, and the partial group, of which a thread has at
// most one, with an if rather than a loop, so that neither a check nor a
// second loop takes registers in the fold's loop.
func stage2Fold(fo *folder, t ir.Value) (ir.Value, ir.Value) {
	p := i64(abi.ReduceBlock)
	if fo.v == 1 {
		// One-element groups have no checks to drop.
		return fo.thread(t, p, nil)
	}
	g := fo.g
	groups := g.ceilDiv(fo.n, fo.v)
	whole := g.bin(ir.OpShr, fo.n, i64(int64(bits.TrailingZeros64(uint64(fo.v)))))
	r := g.ifThen(g.cmp(ir.OpLt, t, groups), func() []ir.Value {
		acc, grp := fo.first(t), g.bin(ir.OpAdd, t, p)
		r := g.groupLoop(grp, p, whole, []ir.Value{acc, grp}, func(i ir.Value, c []ir.Value) []ir.Value {
			q := g.elem(fo.in, g.bin(ir.OpMul, i, i64(fo.v)))
			acc := c[0]
			for k := range fo.v {
				if k > 0 {
					q = g.elem(q, i64(1))
				}
				acc = g.call(acc, g.load(q))
			}
			return []ir.Value{acc, g.bin(ir.OpAdd, i, p)}
		})
		acc, grp = r[0], r[1]
		return g.ifThen(g.cmp(ir.OpLt, grp, groups), func() []ir.Value {
			return []ir.Value{fo.group(acc, grp)}
		}, []ir.Value{acc})
	}, []ir.Value{ir.Zero(fo.t)})
	return r[0], g.cmp(ir.OpLt, t, groups)
}
