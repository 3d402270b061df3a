package amdgpu

import (
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// corpusModule builds kernels that together use every op, type, address
// space and intrinsic the backend lowers.
func corpusModule() *ir.Module {
	m := &ir.Module{Name: "example.com/corpus"}
	table := &ir.Global{Ident: "corpus.table", Elem: &ir.Array{Elem: tF32, Len: 4}, Space: ir.SpaceConst,
		Init: []byte{0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 128, 64}}
	m.Globals = append(m.Globals, table)

	// device scalarOps(x, y T) T for every type: a binary op chain, so that
	// the kernels below exercise calls.
	devs := map[*ir.Basic]*ir.Function{}
	for _, ty := range numericTypes() {
		f, b := newFunc(m, "corpus.ops["+ty.String()+"]", ir.Device, []ir.Type{ty, ty}, ty)
		acc := ir.Value(f.Params[0])
		for _, op := range binaryOps(ty) {
			acc = b.Emit(op, ty, acc, f.Params[1])
		}
		for _, op := range compareOps() {
			c := b.Emit(op, tBool, acc, f.Params[1])
			acc = b.Emit(ir.OpSelect, ty, c, acc, f.Params[1])
		}
		acc = b.Emit(ir.OpNeg, ty, acc)
		if ty.IsInteger() {
			acc = b.Emit(ir.OpCompl, ty, acc)
			acc = b.Emit(ir.OpShl, ty, acc, ir.ConstInt(tU8, 3))
			acc = b.Emit(ir.OpShr, ty, acc, f.Params[1])
			for _, fnID := range []ir.MathFn{ir.MathBitRev, ir.MathByteSwap} {
				acc = b.EmitAux(ir.OpMath, ty, int64(fnID), nil, acc)
			}
			for _, fnID := range []ir.MathFn{ir.MathPopCount, ir.MathClz, ir.MathCtz} {
				n := b.EmitAux(ir.OpMath, ty, int64(fnID), nil, acc)
				acc = b.Emit(ir.OpAdd, ty, acc, n)
			}
		} else {
			for _, fnID := range []ir.MathFn{ir.MathSqrt, ir.MathFloor, ir.MathCeil, ir.MathTrunc, ir.MathRoundEven, ir.MathRound, ir.MathAbs} {
				acc = b.EmitAux(ir.OpMath, ty, int64(fnID), nil, acc)
			}
			if ty.Kind == ir.Float32 {
				for fnID := ir.MathApproxRcp; fnID <= ir.MathApproxCos; fnID++ {
					acc = b.EmitAux(ir.OpMath, ty, int64(fnID), nil, acc)
				}
			}
			acc = b.EmitAux(ir.OpMath, ty, int64(ir.MathCopysign), nil, acc, f.Params[1])
			acc = b.EmitAux(ir.OpMath, ty, int64(ir.MathFMA), nil, acc, f.Params[1], f.Params[0])
			bits := tU32
			if ty.Kind == ir.Float64 {
				bits = tU64
			}
			acc = b.Emit(ir.OpBitcast, ty, b.Emit(ir.OpBitcast, bits, acc))
		}
		for _, to := range numericTypes() {
			acc = b.Emit(ir.OpConvert, ty, b.Emit(ir.OpConvert, to, acc))
		}
		b.Return(acc)
		f.Renumber()
		devs[ty] = f
	}
	// device pair(x i32) (i32, f64): multiple results.
	pair, pb := newFunc(m, "corpus.pair", ir.Device, []ir.Type{tI32}, tI32, tF64)
	pb.Return(pair.Params[0], pb.Emit(ir.OpConvert, tF64, pair.Params[0]))
	pair.Renumber()

	// kernel Arith(bufs []T for every T): buf[2] = ops(buf[0], buf[1]).
	var ps []ir.Type
	for _, ty := range numericTypes() {
		ps = append(ps, ir.SliceType(ty, ir.SpaceGlobal))
	}
	k, b := newFunc(m, "corpus.Arith", ir.Kernel, ps)
	for i, ty := range numericTypes() {
		ptr := b.EmitAux(ir.OpExtract, ptrTo(ty, ir.SpaceGlobal), 0, nil, k.Params[i])
		x := b.Emit(ir.OpLoad, ty, ptr)
		y := b.Emit(ir.OpLoad, ty, b.Emit(ir.OpPtrAdd, ptrTo(ty, ir.SpaceGlobal), ptr, ir.ConstInt(tI64, 1)))
		r := b.EmitAux(ir.OpCall, ty, 0, devs[ty], x, y)
		b.Emit(ir.OpStore, nil, b.Emit(ir.OpPtrAdd, ptrTo(ty, ir.SpaceGlobal), ptr, ir.ConstInt(tI32, 2)), r)
	}
	res := b.EmitAux(ir.OpCall, pair.ResultType(), 0, pair, ir.ConstInt(tI32, 7))
	b.EmitAux(ir.OpExtract, tI32, 0, nil, res)
	b.EmitAux(ir.OpExtract, tF64, 1, nil, res)
	b.Return()
	k.Renumber()

	syncKernel(m, table)
	aggKernel(m)
	return m
}

// syncKernel uses thread ids, shared and dynamic shared memory, barriers,
// fences, shuffles and atomics on global and shared memory, local memory,
// a constant table, control flow with phis and a trap.
func syncKernel(m *ir.Module, table *ir.Global) {
	params := []ir.Type{ir.SliceType(tF32, ir.SpaceGlobal)}
	for _, ty := range numericTypes() {
		params = append(params, ptrTo(ty, ir.SpaceGlobal))
	}
	k, b := newFunc(m, "corpus.Sync", ir.Kernel, params)
	tile := &ir.Array{Elem: &ir.Array{Elem: tF32, Len: 16}, Len: 16}
	sh := b.EmitAux(ir.OpShared, ptrTo(tile, ir.SpaceShared), 0, tile)
	counters := &ir.Array{Elem: tI64, Len: 10}
	sh2 := b.EmitAux(ir.OpShared, ptrTo(counters, ir.SpaceShared), 1, counters)
	dyn := b.Emit(ir.OpDynShared, ptrTo(&ir.Array{Elem: tI32, Len: 0}, ir.SpaceShared))
	var sp [ir.DynSharedBytes + 1]*ir.Instr
	for s := ir.TidX; s <= ir.DynSharedBytes; s++ {
		sp[s] = b.EmitAux(ir.OpSpecial, tI32, int64(s), nil)
	}
	tx := b.Emit(ir.OpConvert, tI64, sp[ir.TidX])
	ty := b.Emit(ir.OpConvert, tI64, sp[ir.TidY])
	row := b.Emit(ir.OpIndexAddr, ptrTo(tile.Elem, ir.SpaceShared), sh, ty)
	cell := b.Emit(ir.OpIndexAddr, ptrTo(tF32, ir.SpaceShared), row, tx)
	out := b.EmitAux(ir.OpExtract, ptrTo(tF32, ir.SpaceGlobal), 0, nil, k.Params[0])
	gp := b.Emit(ir.OpPtrAdd, ptrTo(tF32, ir.SpaceGlobal), out, tx)
	v := b.Emit(ir.OpLoad, tF32, gp)
	tv := b.Emit(ir.OpLoad, tF32, b.Emit(ir.OpIndexAddr, ptrTo(tF32, ir.SpaceConst), table, ir.ConstInt(tI32, 1)))
	v = b.Emit(ir.OpMul, tF32, v, tv)
	b.Emit(ir.OpStore, nil, cell, v)
	for _, flags := range []int64{0, ir.FenceLocal, ir.FenceGlobal, ir.FenceLocal | ir.FenceGlobal} {
		b.EmitAux(ir.OpBarrier, nil, flags, nil)
	}
	b.Emit(ir.OpWarpSync, nil)
	for scope := int64(0); scope <= 2; scope++ {
		b.EmitAux(ir.OpFence, nil, scope, nil)
	}
	v = b.Emit(ir.OpLoad, tF32, cell)
	b.Emit(ir.OpStore, nil, b.Emit(ir.OpIndexAddr, ptrTo(tI32, ir.SpaceShared), dyn, tx), sp[ir.LaneID])
	// shuffles of every type and mode
	for _, t := range append(numericTypes(), tBool) {
		var x ir.Value = ir.ConstInt(t, 1)
		if t.IsFloat() {
			x = b.Emit(ir.OpConvert, t, v)
		}
		for mode := ir.ShflIdx; mode <= ir.ShflXor; mode++ {
			x = b.EmitAux(ir.OpShfl, t, int64(mode), nil, x, sp[ir.TidX])
			x = b.EmitAux(ir.OpShfl, t, ir.ShflAux(mode, 8), nil, x, sp[ir.TidX])
		}
		// Keep the result live: v += float32(x).
		var xf ir.Value
		if t.Kind == ir.Bool {
			xf = b.Emit(ir.OpSelect, tF32, x, ir.ConstFloat(tF32, 1), ir.ConstFloat(tF32, 0))
		} else {
			xf = b.Emit(ir.OpConvert, tF32, x)
		}
		v = b.Emit(ir.OpAdd, tF32, v, xf)
	}
	// atomics on global pointers (params) and on shared counters
	for i, t := range numericTypes() {
		p := k.Params[i+1]
		one := ir.Value(ir.ConstInt(t, 1))
		if t.IsFloat() {
			one = ir.ConstFloat(t, 1)
		}
		ops := []ir.AtomicOp{ir.AtomicAdd, ir.AtomicSub, ir.AtomicMax, ir.AtomicMin, ir.AtomicExch}
		if t.IsInteger() {
			ops = append(ops, ir.AtomicAnd, ir.AtomicOr, ir.AtomicXor)
		}
		for _, op := range ops {
			b.EmitAux(ir.OpAtomic, t, int64(op), nil, p, one)
		}
		b.Emit(ir.OpAtomicCAS, t, p, one, one)
	}
	c0 := b.Emit(ir.OpIndexAddr, ptrTo(tI64, ir.SpaceShared), sh2, ir.ConstInt(tI64, 0))
	b.EmitAux(ir.OpAtomic, tI64, int64(ir.AtomicAdd), nil, c0, ir.ConstInt(tI64, 1))
	// sub-word and float atomics on LDS (cmpxchg loops)
	small := &ir.Struct{Tag: "small", Fields: []ir.Field{fld("h", tU16), fld("c", tI8), fld("f", tF32)}}
	sh3 := b.EmitAux(ir.OpShared, ptrTo(small, ir.SpaceShared), 2, small)
	hp := b.EmitAux(ir.OpFieldAddr, ptrTo(tU16, ir.SpaceShared), 0, nil, sh3)
	cp := b.EmitAux(ir.OpFieldAddr, ptrTo(tI8, ir.SpaceShared), 1, nil, sh3)
	fp := b.EmitAux(ir.OpFieldAddr, ptrTo(tF32, ir.SpaceShared), 2, nil, sh3)
	b.EmitAux(ir.OpAtomic, tU16, int64(ir.AtomicMax), nil, hp, ir.ConstInt(tU16, 9))
	b.EmitAux(ir.OpAtomic, tI8, int64(ir.AtomicAdd), nil, cp, ir.ConstInt(tI8, -1))
	b.Emit(ir.OpAtomicCAS, tI8, cp, ir.ConstInt(tI8, 0), ir.ConstInt(tI8, 1))
	b.EmitAux(ir.OpAtomic, tF32, int64(ir.AtomicMin), nil, fp, v)
	b.EmitAux(ir.OpAtomic, tF32, int64(ir.AtomicAdd), nil, fp, v)
	gen := b.Emit(ir.OpAddrSpace, ptrTo(tI64, ir.SpaceGeneric), c0)
	b.EmitAux(ir.OpAtomic, tI64, int64(ir.AtomicMax), nil, gen, ir.ConstInt(tI64, 5))
	back := b.Emit(ir.OpAddrSpace, ptrTo(tI64, ir.SpaceShared), gen)
	b.Emit(ir.OpStore, nil, back, ir.ConstInt(tI64, 3))
	// local memory: an [8]f64 accumulator and a struct
	acc := &ir.Array{Elem: tF64, Len: 8}
	loc := b.EmitAux(ir.OpAlloca, ptrTo(acc, ir.SpaceLocal), 0, acc)
	st := &ir.Struct{Tag: "pt", Fields: []ir.Field{fld("ok", tBool), fld("n", tI16), fld("x", tF64), fld("p", ptrTo(tF32, ir.SpaceShared))}}
	sl := b.EmitAux(ir.OpAlloca, ptrTo(st, ir.SpaceLocal), 0, st)
	sv := b.Emit(ir.OpInsert, st, ir.Zero(st), ir.ConstInt(tBool, 1))
	sv.AuxInt = 0
	sv2 := b.EmitAux(ir.OpInsert, st, 3, nil, sv, cell)
	b.Emit(ir.OpStore, nil, sl, sv2)
	ld := b.Emit(ir.OpLoad, st, sl)
	okv := b.EmitAux(ir.OpExtract, tBool, 0, nil, ld)
	np := b.EmitAux(ir.OpFieldAddr, ptrTo(tI16, ir.SpaceLocal), 1, nil, sl)
	b.Emit(ir.OpStore, nil, np, ir.ConstInt(tI16, -2))
	// loop: for i := 0; i < 8; i++ { acc[i] += float64(i) }
	entry := b.Block
	loop := k.NewBlock("loop")
	body := k.NewBlock("body")
	done := k.NewBlock("done")
	bad := k.NewBlock("bad")
	b.Jump(loop)
	b.SetBlock(loop)
	phi := b.Emit(ir.OpPhi, tI64)
	cond := b.Emit(ir.OpLt, tBool, phi, ir.ConstInt(tI64, 8))
	b.If(cond, body, done)
	b.SetBlock(body)
	ep := b.Emit(ir.OpIndexAddr, ptrTo(tF64, ir.SpaceLocal), loc, phi)
	old := b.Emit(ir.OpLoad, tF64, ep)
	b.Emit(ir.OpStore, nil, ep, b.Emit(ir.OpAdd, tF64, old, b.Emit(ir.OpConvert, tF64, phi)))
	next := b.Emit(ir.OpAdd, tI64, phi, ir.ConstInt(tI64, 1))
	b.Jump(loop)
	phi.Args = []ir.Value{ir.ConstInt(tI64, 0), next}
	_ = entry
	b.SetBlock(done)
	b.If(okv, loop0(b, k, v, gp), bad)
	b.SetBlock(bad)
	b.EmitAux(ir.OpTrap, nil, int64(ir.TrapPanic), "corpus: bad")
	k.Renumber()
}

// loop0 adds the final block: store v and return.
func loop0(b *ir.Builder, k *ir.Function, v, gp ir.Value) *ir.Block {
	blk := k.NewBlock("store")
	cur := b.Block
	b.SetBlock(blk)
	b.Emit(ir.OpStore, nil, gp, v)
	b.Return()
	b.SetBlock(cur)
	return blk
}

// aggKernel takes every parameter shape of the kernel ABI.
func aggKernel(m *ir.Module) {
	inner := &ir.Struct{Tag: "inner", Fields: []ir.Field{fld("flag", tBool), fld("k", tI8), fld("h", tI16), fld("w", &ir.Array{Elem: tI32, Len: 3}), fld("d", tF64)}}
	params := []ir.Type{
		ir.SliceType(tF32, ir.SpaceGlobal),
		ir.ViewType(tF64, 2, ir.SpaceGlobal),
		tI64, tBool, tU8, tF32, inner,
		ptrTo(tU32, ir.SpaceGeneric),
	}
	k, b := newFunc(m, "corpus.Agg", ir.Kernel, params)
	view := k.Params[1]
	data := b.EmitAux(ir.OpExtract, ptrTo(tF64, ir.SpaceGlobal), 0, nil, view)
	s0 := b.EmitAux(ir.OpExtract, tI64, 3, nil, view)
	p := b.Emit(ir.OpPtrAdd, ptrTo(tF64, ir.SpaceGlobal), data, s0)
	w1 := b.EmitAux(ir.OpExtract, tI32, 1, nil, b.EmitAux(ir.OpExtract, &ir.Array{Elem: tI32, Len: 3}, 3, nil, k.Params[6]))
	d := b.Emit(ir.OpConvert, tF64, w1)
	sel := b.Emit(ir.OpSelect, tF64, k.Params[3], d, ir.ConstFloat(tF64, -1.5))
	b.Emit(ir.OpStore, nil, p, sel)
	b.Emit(ir.OpStore, nil, k.Params[7], b.Emit(ir.OpConvert, tU32, k.Params[4]))
	// if flag { return } else { unreachable }
	ret, dead := k.NewBlock("ret"), k.NewBlock("dead")
	b.If(b.Emit(ir.OpNot, tBool, b.Emit(ir.OpNot, tBool, k.Params[3])), ret, dead)
	b.SetBlock(dead)
	b.Emit(ir.OpUnreachable, nil)
	b.SetBlock(ret)
	b.Return()
	k.Renumber()
}

// leafCount is the number of kernel arguments of f under kern's ABI.
func leafCount(f *ir.Function) (n, bytes int) {
	for _, p := range f.Params {
		for _, l := range ir.Leaves(p.Typ, nil) {
			n++
			bytes = (bytes+l.Align()-1)/l.Align()*l.Align() + l.Size()
		}
	}
	return n, bytes
}

func fld(name string, t ir.Type) ir.Field { return ir.Field{Name: name, Type: t} }

// TestCorpusCoversEveryOp keeps the corpus honest: every op, math function,
// special register, atomic op, shuffle mode, address space and scalar type
// occurs in it.
func TestCorpusCoversEveryOp(t *testing.T) {
	seen := map[string]bool{}
	m := corpusModule()
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				seen[in.Op.String()] = true
				switch in.Op {
				case ir.OpMath:
					seen["math."+ir.MathFn(in.AuxInt).String()] = true
				case ir.OpSpecial:
					seen["special."+ir.Special(in.AuxInt).String()] = true
				case ir.OpAtomic:
					seen["atomic."+ir.AtomicOp(in.AuxInt).String()] = true
				case ir.OpShfl:
					m, w := ir.ShflOf(in.AuxInt)
					seen["shfl."+m.String()] = true
					if w != 0 {
						seen["shfl.width"] = true
					}
				}
				if in.Typ != nil {
					seen["type "+in.Typ.String()] = true
				}
				for _, a := range in.Args {
					if p, ok := a.Type().(*ir.Pointer); ok {
						seen["space "+p.Space.String()] = true
					}
				}
			}
		}
	}
	var want []string
	for op := ir.OpAdd; op <= ir.OpPhi; op++ {
		want = append(want, op.String())
	}
	for fnID := ir.MathSqrt; fnID <= ir.MathApproxCos; fnID++ {
		want = append(want, "math."+fnID.String())
	}
	for s := ir.TidX; s <= ir.DynSharedBytes; s++ {
		want = append(want, "special."+s.String())
	}
	for a := ir.AtomicAdd; a <= ir.AtomicXor; a++ {
		want = append(want, "atomic."+a.String())
	}
	for s := ir.ShflIdx; s <= ir.ShflXor; s++ {
		want = append(want, "shfl."+s.String())
	}
	want = append(want, "shfl.width")
	for _, sp := range []ir.AddrSpace{ir.SpaceGeneric, ir.SpaceGlobal, ir.SpaceShared, ir.SpaceLocal, ir.SpaceConst} {
		want = append(want, "space "+sp.String())
	}
	for _, ty := range append(numericTypes(), tBool) {
		want = append(want, "type "+ty.String())
	}
	for _, w := range want {
		if !seen[w] {
			t.Errorf("the corpus never uses %s", w)
		}
	}
}
