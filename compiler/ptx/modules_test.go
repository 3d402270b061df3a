package ptx

import (
	"fmt"

	"github.com/kernlab/kern/compiler/ir"
)

// The modules below are hand-built IR covering every op, type, address
// space and intrinsic the backend handles; ptxas_test.go assembles them.

// arithModule has one kernel per scalar type with every binary, unary and
// comparison op that applies to it.
func arithModule() *ir.Module {
	m := &ir.Module{Name: "arith"}
	boolT := ir.Typ[ir.Bool]
	for _, kind := range append([]ir.BasicKind{ir.Bool}, numKinds...) {
		T := ir.Typ[kind]
		k := newKernel(m, "arith."+T.String(), gptr(T), gptr(T), gptr(boolT), gptr(ir.Typ[ir.Uint64]), gptr(ir.Typ[ir.Int8]))
		in, out, outb := k.param(0), k.param(1), k.param(2)
		x, y := k.ld(in, 0), k.ld(in, 1)
		var ops []ir.Op
		switch {
		case kind == ir.Bool:
			ops = []ir.Op{ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpAndNot}
		case T.IsFloat():
			ops = []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpMin, ir.OpMax}
		default:
			ops = []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpAnd, ir.OpOr,
				ir.OpXor, ir.OpAndNot, ir.OpMin, ir.OpMax}
		}
		n := int64(0)
		for _, op := range ops {
			k.st(out, n, k.Emit(op, T, x, y))
			n++
		}
		if T.IsInteger() {
			c64 := k.ld(k.param(3), 0)
			c8 := k.ld(k.param(4), 0)
			c32 := k.Emit(ir.OpConvert, ir.Typ[ir.Uint32], c64)
			for _, c := range []ir.Value{c64, c8, c32, ir.ConstInt(ir.Typ[ir.Uint64], 3)} {
				k.st(out, n, k.Emit(ir.OpShl, T, x, c))
				k.st(out, n+1, k.Emit(ir.OpShr, T, x, c))
				n += 2
			}
			k.st(out, n, k.Emit(ir.OpNeg, T, x))
			k.st(out, n+1, k.Emit(ir.OpCompl, T, x))
		}
		if T.IsFloat() {
			k.st(out, n, k.Emit(ir.OpNeg, T, x))
		}
		if kind == ir.Bool {
			k.st(out, n, k.Emit(ir.OpNot, T, x))
		}
		cmps := []ir.Op{ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe}
		if kind == ir.Bool {
			cmps = cmps[:2]
		}
		for i, op := range cmps {
			k.st(outb, int64(i), k.Emit(op, boolT, x, y))
		}
		sel := k.Emit(ir.OpSelect, T, k.ld(outb, 0), x, y)
		k.st(out, 0, sel)
		k.done()
	}
	// Pointer comparisons.
	k := newKernel(m, "arith.ptr", gptr(ir.Typ[ir.Float32]), gptr(boolT))
	q := k.at(k.param(0), 4)
	k.st(k.param(1), 0, k.Emit(ir.OpLt, boolT, k.param(0), q))
	k.st(k.param(1), 1, k.Emit(ir.OpEq, boolT, k.param(0), ir.Zero(k.param(0).Type())))
	k.done()
	return m
}

// convModule converts each numeric type to every other and bitcasts
// between same-size types.
func convModule() *ir.Module {
	m := &ir.Module{Name: "conv"}
	for _, sk := range numKinds {
		S := ir.Typ[sk]
		var params []ir.Type
		params = append(params, gptr(S))
		for _, tk := range numKinds {
			params = append(params, gptr(ir.Typ[tk]))
		}
		k := newKernel(m, "conv."+S.String(), params...)
		x := k.ld(k.param(0), 0)
		for i, tk := range numKinds {
			T := ir.Typ[tk]
			k.st(k.param(i+1), 0, k.Emit(ir.OpConvert, T, x))
			if T.Size() == S.Size() {
				k.st(k.param(i+1), 1, k.Emit(ir.OpBitcast, T, x))
			}
		}
		k.done()
	}
	k := newKernel(m, "conv.bool", gptr(ir.Typ[ir.Bool]), gptr(ir.Typ[ir.Int32]))
	b := k.ld(k.param(0), 0)
	iv := k.Emit(ir.OpConvert, ir.Typ[ir.Int32], b)
	k.st(k.param(1), 0, iv)
	k.st(k.param(0), 1, k.Emit(ir.OpConvert, ir.Typ[ir.Bool], iv))
	k.done()
	return m
}

// mathModule applies every OpMath function to each type it takes. With
// fast, the approximate forms are included.
func mathModule(fast bool) *ir.Module {
	m := &ir.Module{Name: fmt.Sprintf("math.fast=%v", fast)}
	for _, fk := range floatKinds {
		F := ir.Typ[fk]
		k := newKernel(m, "math."+F.String(), gptr(F))
		p := k.param(0)
		x, y, z := k.ld(p, 0), k.ld(p, 1), k.ld(p, 2)
		fns := []ir.MathFn{ir.MathSqrt, ir.MathFloor, ir.MathCeil, ir.MathTrunc, ir.MathRoundEven,
			ir.MathRound, ir.MathAbs, ir.MathApproxRcp, ir.MathApproxSqrt}
		if fast {
			fns = append(fns, ir.MathApproxExp2, ir.MathApproxLog2, ir.MathApproxSin, ir.MathApproxCos)
		}
		for i, fnc := range fns {
			k.st(p, int64(3+i), k.EmitAux(ir.OpMath, F, int64(fnc), nil, x))
		}
		k.st(p, 20, k.EmitAux(ir.OpMath, F, int64(ir.MathFMA), nil, x, y, z))
		k.st(p, 21, k.EmitAux(ir.OpMath, F, int64(ir.MathCopysign), nil, x, y))
		k.done()
	}
	for _, ik := range intKinds {
		T := ir.Typ[ik]
		k := newKernel(m, "bits."+T.String(), gptr(T), gptr(ir.Typ[ir.Int64]), gptr(ir.Typ[ir.Int32]))
		x := k.ld(k.param(0), 0)
		for i, fnc := range []ir.MathFn{ir.MathPopCount, ir.MathClz, ir.MathCtz} {
			k.st(k.param(1), int64(i), k.EmitAux(ir.OpMath, ir.Typ[ir.Int64], int64(fnc), nil, x))
			k.st(k.param(2), int64(i), k.EmitAux(ir.OpMath, ir.Typ[ir.Int32], int64(fnc), nil, x))
		}
		k.st(k.param(0), 1, k.EmitAux(ir.OpMath, T, int64(ir.MathBitRev), nil, x))
		k.st(k.param(0), 2, k.EmitAux(ir.OpMath, T, int64(ir.MathByteSwap), nil, x))
		k.done()
	}
	return m
}

// atomicModule does every atomic op and CAS on every numeric type in
// global, shared, generic and local memory.
func atomicModule() *ir.Module {
	m := &ir.Module{Name: "atomic"}
	for _, kind := range numKinds {
		T := ir.Typ[kind]
		k := newKernel(m, "atomic."+T.String(), gptr(T))
		g := k.param(0)
		sh := k.EmitAux(ir.OpShared, ptrTo(&ir.Array{Elem: T, Len: 64}, ir.SpaceShared), 0, &ir.Array{Elem: T, Len: 64})
		loc := k.EmitAux(ir.OpAlloca, ptrTo(&ir.Array{Elem: T, Len: 4}, ir.SpaceLocal), 0, &ir.Array{Elem: T, Len: 4})
		v := k.ld(g, 0)
		ptrs := []ir.Value{
			k.at(g, 1),
			k.Emit(ir.OpIndexAddr, ptrTo(T, ir.SpaceShared), sh, i64(3)),
			k.Emit(ir.OpAddrSpace, ptrTo(T, ir.SpaceGeneric), k.at(g, 2)),
			k.Emit(ir.OpIndexAddr, ptrTo(T, ir.SpaceLocal), loc, i64(1)),
		}
		for _, p := range ptrs {
			for op := ir.AtomicAdd; op <= ir.AtomicXor; op++ {
				if T.IsFloat() && op >= ir.AtomicAnd {
					continue
				}
				r := k.EmitAux(ir.OpAtomic, T, int64(op), nil, p, v)
				k.st(g, 8, r)
			}
			r := k.Emit(ir.OpAtomicCAS, T, p, v, k.ld(g, 3))
			k.st(g, 9, r)
		}
		k.done()
	}
	return m
}

// shflModule shuffles every type in every mode, with i64 and i32 lanes.
func shflModule() *ir.Module {
	m := &ir.Module{Name: "shfl"}
	for _, kind := range append([]ir.BasicKind{ir.Bool}, numKinds...) {
		T := ir.Typ[kind]
		k := newKernel(m, "shfl."+T.String(), gptr(T), gptr(ir.Typ[ir.Int64]))
		v := k.ld(k.param(0), 0)
		lane := k.ld(k.param(1), 0)
		lane32 := k.Emit(ir.OpConvert, ir.Typ[ir.Int32], lane)
		for mode := ir.ShflIdx; mode <= ir.ShflXor; mode++ {
			k.st(k.param(0), int64(mode)+1, k.EmitAux(ir.OpShfl, T, int64(mode), nil, v, lane))
			k.st(k.param(0), int64(mode)+5, k.EmitAux(ir.OpShfl, T, int64(mode), nil, v, lane32))
			k.st(k.param(0), int64(mode)+9, k.EmitAux(ir.OpShfl, T, int64(mode), nil, v, i64(1)))
		}
		k.f.UsesBarrier = true
		k.done()
	}
	return m
}

// syncModule reads every special register and writes barriers and fences.
func syncModule() *ir.Module {
	m := &ir.Module{Name: "sync"}
	k := newKernel(m, "sync.specials", gptr(ir.Typ[ir.Int32]), gptr(ir.Typ[ir.Int64]))
	for s := ir.TidX; s <= ir.DynSharedBytes; s++ {
		k.st(k.param(0), int64(s), k.EmitAux(ir.OpSpecial, ir.Typ[ir.Int32], int64(s), nil))
		k.st(k.param(1), int64(s), k.EmitAux(ir.OpSpecial, ir.Typ[ir.Int64], int64(s), nil))
	}
	k.EmitAux(ir.OpBarrier, nil, 0, nil)
	k.EmitAux(ir.OpBarrier, nil, ir.FenceLocal, nil)
	k.EmitAux(ir.OpBarrier, nil, ir.FenceGlobal, nil)
	k.Emit(ir.OpWarpSync, nil)
	for s := range int64(3) {
		k.EmitAux(ir.OpFence, nil, s, nil)
	}
	k.f.UsesBarrier = true
	k.done()
	return m
}
