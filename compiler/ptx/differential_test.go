package ptx

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
)

// The differential tests compile device functions to PTX, run them in the
// PTX simulator (ptxsim_test.go) and compare every result with the
// reference interpreter on the same arguments.

// samples are argument bit patterns for a type: edge values, then random.
func samples(b *ir.Basic, r *rand.Rand, n int) []uint64 {
	var vs []uint64
	switch {
	case b.Kind == ir.Bool:
		return []uint64{0, 1}
	case b.IsInteger():
		w := b.Bits()
		for _, v := range []int64{0, 1, -1, 2, -2, 3, 7, -8, 31, 32, 33, 63, 64, 100, -100, 255, 256} {
			vs = append(vs, mask(uint64(v), w))
		}
		vs = append(vs, mask(1<<(w-1), w), mask(1<<(w-1)-1, w))
	case b.Kind == ir.Float32:
		for _, f := range []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999997, 3e9, -3e9,
			1e20, -1e-40, 127.9, -129.5, 65535.9, -2147483648, 2147483648, -2147483904, 2147483520,
			-9223372036854775808, 9223372036854775808, 18446744073709551616, float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), math.MaxFloat32} {
			vs = append(vs, uint64(math.Float32bits(f)))
		}
	default:
		for _, f := range []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994, 3e9, -3e9,
			1e19, -1e19, 9.3e18, 5e-324, 4294967295.5, -2147483649, -2147483648.5, -2147483648, 2147483647.5, 2147483648,
			-9223372036854775808, 9223372036854775808, -9223372036854777856, 18446744073709549568, 18446744073709551616, math.NaN(), math.Inf(1), math.Inf(-1), math.MaxFloat64} {
			vs = append(vs, math.Float64bits(f))
		}
	}
	for range n {
		x := r.Uint64()
		switch {
		case b.Kind == ir.Float32:
			x = uint64(math.Float32bits(float32(r.NormFloat64() * math.Pow(10, float64(r.IntN(12)-4)))))
		case b.Kind == ir.Float64:
			x = math.Float64bits(r.NormFloat64() * math.Pow(10, float64(r.IntN(24)-8)))
		case r.IntN(2) == 0:
			x = uint64(r.IntN(200) - 100)
		}
		vs = append(vs, mask(x, b.Bits()))
	}
	return vs
}

// flatten turns interp results into leaf bits.
func flatten(v any, out []uint64) []uint64 {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Slice:
		for i := range rv.Len() {
			out = flatten(rv.Index(i).Interface(), out)
		}
		return out
	case reflect.Bool:
		return append(out, b2u(rv.Bool()))
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Int:
		return append(out, uint64(rv.Int()))
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uint:
		return append(out, rv.Uint())
	case reflect.Float32:
		return append(out, uint64(math.Float32bits(float32(rv.Float()))))
	case reflect.Float64:
		return append(out, math.Float64bits(rv.Float()))
	}
	return append(out, 0xdead)
}

// sameLeaf compares results of leaf type t (all NaNs are equal: the GPU
// does not keep payloads).
func sameLeaf(t ir.Type, a, b uint64) bool {
	bt := basic(t)
	w := bt.Bits()
	if bt.Kind == ir.Bool {
		return (a != 0) == (b != 0)
	}
	a, b = mask(a, w), mask(b, w)
	switch bt.Kind {
	case ir.Float32:
		fa, fb := f32of(a), f32of(b)
		return a == b || fa != fa && fb != fb
	case ir.Float64:
		fa, fb := f64of(a), f64of(b)
		return a == b || fa != fa && fb != fb
	}
	return a == b
}

// simCall runs f in the simulator with scalar arguments and returns the
// result leaves.
func simCall(s *psim, f *ir.Function, args []uint64) ([]uint64, error) {
	var slots [][]byte
	for i, p := range f.Params {
		b := make([]byte, 8)
		x := args[i]
		if bt := basic(p.Typ); bt.IsSigned() && bt.Size() < 4 {
			x = mask(uint64(sext(x, bt.Bits())), 32) // registers hold 8/16-bit values extended
		}
		binary.LittleEndian.PutUint64(b, x)
		slots = append(slots, b)
	}
	leaves, offs, size := retLayout(f)
	ret, err := s.call(abi.Mangle(f.Name), slots, size)
	if err != nil {
		return nil, err
	}
	var out []uint64
	for i, l := range leaves {
		_, sz := paramSlot(l)
		v, err := s.load(ret+uint64(offs[i]), sz*8)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// diffCheck runs every function of m in both and reports mismatches.
// Functions whose parameters are not all scalars are skipped.
func diffCheck(t *testing.T, m *ir.Module, opts Options, nrand, calls int, tolerateInterpErr bool) int {
	t.Helper()
	src := mustCompile(t, m, opts)
	s, err := newPsim(src)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(7, 11))
	checked := 0
	for _, f := range m.Funcs {
		if f.Kind != ir.Device || len(f.Params) == 0 {
			continue
		}
		var sets [][]uint64
		ok := true
		for _, p := range f.Params {
			b, isB := p.Typ.(*ir.Basic)
			if !isB {
				ok = false
				break
			}
			sets = append(sets, samples(b, r, nrand))
		}
		if !ok {
			continue
		}
		fails := 0
		for k := range calls {
			args := make([]uint64, len(sets))
			goArgs := make([]any, len(sets))
			for i, set := range sets {
				// Walk every value of the first parameter, pair the others randomly.
				j := r.IntN(len(set))
				if i == 0 {
					j = k % len(set)
				}
				args[i] = set[j]
				goArgs[i] = interp.GoValue(basic(f.Params[i].Typ), set[j])
			}
			want, err := interp.Config{StepLimit: 200_000}.Call(f, goArgs...)
			if err != nil {
				if tolerateInterpErr {
					continue
				}
				t.Fatalf("interp.Call(%s, %v): %v", f.Name, goArgs, err)
			}
			got, err := simCall(s, f, args)
			if err != nil {
				t.Errorf("%s%v: simulator: %v", f.Name, goArgs, err)
				break
			}
			wl := flatten(want, nil)
			leaves := ir.Leaves(ir.ResultType(f.Results), nil)
			if len(wl) != len(leaves) || len(got) != len(leaves) {
				t.Fatalf("%s: %d interp leaves, %d sim leaves, %d result leaves", f.Name, len(wl), len(got), len(leaves))
			}
			for i, l := range leaves {
				if !sameLeaf(l, got[i], wl[i]) {
					t.Errorf("%s%v: result %d = %#x, interpreter %#x", f.Name, goArgs, i, got[i], wl[i])
					fails++
				}
			}
			checked++
			if fails > 3 {
				break
			}
		}
	}
	return checked
}

// opsModule has a device function per scalar op and type.
func opsModule() *ir.Module {
	m := &ir.Module{Name: "diff"}
	dev := func(name string, res ir.Type, params []ir.Type, body func(k *kb) ir.Value) {
		k := newFunc(m, ir.Device, name, []ir.Type{res}, params...)
		k.done(body(k))
	}
	for _, kind := range append([]ir.BasicKind{ir.Bool}, numKinds...) {
		T := ir.Typ[kind]
		var bin []ir.Op
		switch {
		case kind == ir.Bool:
			bin = []ir.Op{ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpAndNot}
		case T.IsFloat():
			bin = []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpMin, ir.OpMax}
		default:
			bin = []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpRem, ir.OpAnd, ir.OpOr, ir.OpXor,
				ir.OpAndNot, ir.OpMin, ir.OpMax}
		}
		for _, op := range bin {
			dev(fmt.Sprintf("%s.%s", op, T), T, []ir.Type{T, T}, func(k *kb) ir.Value { return k.Emit(op, T, k.param(0), k.param(1)) })
		}
		cmps := []ir.Op{ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe}
		if kind == ir.Bool {
			cmps = cmps[:2]
		}
		for _, op := range cmps {
			dev(fmt.Sprintf("%s.%s", op, T), boolT, []ir.Type{T, T}, func(k *kb) ir.Value { return k.Emit(op, boolT, k.param(0), k.param(1)) })
		}
		dev("select."+T.String(), T, []ir.Type{boolT, T, T}, func(k *kb) ir.Value {
			return k.Emit(ir.OpSelect, T, k.param(0), k.param(1), k.param(2))
		})
		switch {
		case kind == ir.Bool:
			dev("not", T, []ir.Type{T}, func(k *kb) ir.Value { return k.Emit(ir.OpNot, T, k.param(0)) })
		case T.IsInteger():
			dev("neg."+T.String(), T, []ir.Type{T}, func(k *kb) ir.Value { return k.Emit(ir.OpNeg, T, k.param(0)) })
			dev("compl."+T.String(), T, []ir.Type{T}, func(k *kb) ir.Value { return k.Emit(ir.OpCompl, T, k.param(0)) })
			for _, ck := range []ir.BasicKind{ir.Uint8, ir.Uint32, ir.Uint64, ir.Int64} {
				C := ir.Typ[ck]
				for _, op := range []ir.Op{ir.OpShl, ir.OpShr} {
					dev(fmt.Sprintf("%s.%s.%s", op, T, C), T, []ir.Type{T, C}, func(k *kb) ir.Value { return k.Emit(op, T, k.param(0), k.param(1)) })
				}
			}
			for _, fnc := range []ir.MathFn{ir.MathPopCount, ir.MathClz, ir.MathCtz, ir.MathBitRev, ir.MathByteSwap} {
				dev(fmt.Sprintf("%s.%s", fnc, T), T, []ir.Type{T}, func(k *kb) ir.Value {
					return k.EmitAux(ir.OpMath, T, int64(fnc), nil, k.param(0))
				})
			}
		default:
			dev("neg."+T.String(), T, []ir.Type{T}, func(k *kb) ir.Value { return k.Emit(ir.OpNeg, T, k.param(0)) })
			for _, fnc := range []ir.MathFn{ir.MathSqrt, ir.MathFloor, ir.MathCeil, ir.MathTrunc, ir.MathRoundEven,
				ir.MathRound, ir.MathAbs} {
				dev(fmt.Sprintf("%s.%s", fnc, T), T, []ir.Type{T}, func(k *kb) ir.Value {
					return k.EmitAux(ir.OpMath, T, int64(fnc), nil, k.param(0))
				})
			}
			dev("copysign."+T.String(), T, []ir.Type{T, T}, func(k *kb) ir.Value {
				return k.EmitAux(ir.OpMath, T, int64(ir.MathCopysign), nil, k.param(0), k.param(1))
			})
			if kind == ir.Float64 { // the simulator's f32 fma would round twice
				dev("fma.f64", T, []ir.Type{T, T, T}, func(k *kb) ir.Value {
					return k.EmitAux(ir.OpMath, T, int64(ir.MathFMA), nil, k.param(0), k.param(1), k.param(2))
				})
			}
		}
		if kind == ir.Bool {
			continue
		}
		for _, tk := range numKinds {
			D := ir.Typ[tk]
			dev(fmt.Sprintf("convert.%s.%s", D, T), D, []ir.Type{T}, func(k *kb) ir.Value { return k.Emit(ir.OpConvert, D, k.param(0)) })
			if D.Size() == T.Size() {
				dev(fmt.Sprintf("bitcast.%s.%s", D, T), D, []ir.Type{T}, func(k *kb) ir.Value { return k.Emit(ir.OpBitcast, D, k.param(0)) })
			}
		}
	}
	return m
}

func TestDifferentialOps(t *testing.T) {
	for _, opts := range []Options{{}, {Arch: "sm_90"}} {
		if n := diffCheck(t, opsModule(), opts, 8, 120, false); n < 10000 {
			t.Errorf("only %d calls checked", n)
		}
	}
}

// TestDifferentialControl runs the control-flow and call shapes: phi swaps
// and critical edges, aggregates through calls, local arrays, local atomics.
func TestDifferentialControl(t *testing.T) {
	m := controlModule()
	// A swap loop as a device function: after n rounds (a, b) is swapped n times.
	k := newFunc(m, ir.Device, "d.swap", []ir.Type{i64T, i64T, i64T}, i64T, i64T, i64T)
	loop, exit := k.f.NewBlock("loop"), k.f.NewBlock("exit")
	k.Jump(loop)
	k.SetBlock(loop)
	a, b, i := phi(loop, i64T), phi(loop, i64T), phi(loop, i64T)
	i1 := k.Emit(ir.OpAdd, i64T, i, i64(1))
	k.If(k.Emit(ir.OpLt, boolT, i1, k.Emit(ir.OpAnd, i64T, k.param(2), i64(15))), loop, exit)
	a.Args = []ir.Value{k.param(0), b}
	b.Args = []ir.Value{k.param(1), a}
	i.Args = []ir.Value{i64(0), i1}
	k.SetBlock(exit)
	k.done(a, b, i1)

	// Aggregates through a call: the device function cf.dev.pair.
	pair := m.Func("cf.dev.pair")
	k = newFunc(m, ir.Device, "d.pair", []ir.Type{f32T, boolT, f32T}, f32T, i64T, boolT, f32T)
	s := k.EmitAux(ir.OpInsert, recT, 0, nil, ir.Zero(recT), k.param(0))
	s = k.EmitAux(ir.OpInsert, recT, 1, nil, s, k.param(1))
	s = k.EmitAux(ir.OpInsert, recT, 2, nil, s, k.param(2))
	arr := k.EmitAux(ir.OpInsert, &ir.Array{Elem: f32T, Len: 2}, 0, nil, ir.Zero(&ir.Array{Elem: f32T, Len: 2}), k.param(3))
	res := k.EmitAux(ir.OpCall, pair.ResultType(), 0, pair, s, arr)
	r2 := k.EmitAux(ir.OpExtract, recT, 2, nil, res)
	k.done(k.EmitAux(ir.OpExtract, f32T, 0, nil, res), k.EmitAux(ir.OpExtract, boolT, 1, nil, res),
		k.EmitAux(ir.OpExtract, f32T, 0, nil, r2))

	// A local array indexed dynamically, a whole-array load, a local atomic.
	arr8 := &ir.Array{Elem: i32T, Len: 8}
	k = newFunc(m, ir.Device, "d.local", []ir.Type{i32T, i32T}, i64T, i32T)
	loc := k.EmitAux(ir.OpAlloca, ptrTo(arr8, ir.SpaceLocal), 0, arr8)
	k.Emit(ir.OpStore, nil, loc, ir.Zero(arr8))
	idx := k.Emit(ir.OpAnd, i64T, k.param(0), i64(7))
	p := k.Emit(ir.OpIndexAddr, ptrTo(i32T, ir.SpaceLocal), loc, idx)
	k.Emit(ir.OpStore, nil, p, k.param(1))
	old := k.EmitAux(ir.OpAtomic, i32T, int64(ir.AtomicAdd), nil, p, ir.ConstInt(i32T, 5))
	whole := k.Emit(ir.OpLoad, arr8, loc)
	k.done(old, k.EmitAux(ir.OpExtract, i32T, 3, nil, whole))

	if n := diffCheck(t, m, Options{}, 8, 120, false); n < 100 {
		t.Errorf("only %d calls checked", n)
	}
}

// TestDifferentialCorpus runs the acceptance corpus' device functions with
// scalar parameters (ufunc cores, Go's math library compiled as device
// code) in the simulator and the interpreter.
func TestDifferentialCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with the go command")
	}
	prog, err := corpusProgram()
	if err != nil {
		t.Fatal(err)
	}
	m, diags := compiler.CompilePackage(prog, acceptPkg, compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	n := diffCheck(t, m, Options{}, 2, 40, true)
	if n < 2000 {
		t.Errorf("only %d calls checked", n)
	}
	t.Logf("%d corpus calls agree (%s)", n, strings.TrimPrefix(m.Name, "github.com/"))
}
