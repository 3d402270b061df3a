package passes

import (
	"flag"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern/compiler/ir"
)

// floatSamples are values that tell every comparison with cmpConsts
// apart: the constants, their neighbours, NaN.
func floatSamples() []float64 {
	var s []float64
	for _, k := range cmpConsts {
		s = append(s, k, math.Nextafter(k, math.Inf(-1)), math.Nextafter(k, math.Inf(1)))
	}
	return append(s, math.NaN(), math.Copysign(0, -1), 0.25, -0.25, 1e300, -1e300)
}

var randCmpConsts = []float64{math.Inf(-1), -1, math.Copysign(0, -1), 0, 0.5, 1, math.MaxFloat64, math.Inf(1)}

// randCondsFn builds a random acyclic CFG over two float parameters whose
// branches, phis and results are and/or/not trees of comparisons with
// constants (of the parameters or their absolute values) and NaN tests.
func randCondsFn(seed uint64, ft *ir.Basic) *ir.Module {
	r := rand.New(rand.NewPCG(seed, 99))
	f, bd := newFn("k", ir.Device, []ir.Type{tI64}, ft, ft)
	n := 4 + r.IntN(8)
	blocks := []*ir.Block{bd.Block}
	for i := 1; i < n; i++ {
		blocks = append(blocks, f.NewBlock("b"))
	}
	succs := make([][]int, n)
	npreds := make([]int, n)
	for i := 0; i < n-1; i++ {
		switch r.IntN(4) {
		case 0:
			if i > 0 {
				continue // leaf (return)
			}
			fallthrough
		default:
			a := i + 1 + r.IntN(n-1-i)
			b := i + 1 + r.IntN(n-1-i)
			if a == b {
				succs[i] = []int{a}
			} else {
				succs[i] = []int{a, b}
			}
		}
		for _, s := range succs[i] {
			npreds[s]++
		}
	}
	var pool []ir.Value // bools defined in entry
	vals := []ir.Value{f.Params[0], f.Params[1]}
	cmp := func(local []ir.Value) ir.Value {
		y := vals[r.IntN(len(vals))]
		if r.IntN(3) == 0 {
			y = bd.EmitAux(ir.OpMath, ft, int64(ir.MathAbs), nil, y)
		}
		if r.IntN(6) == 0 {
			return bd.Emit(ir.OpNe, tBool, y, y)
		}
		k := ir.ConstFloat(ft, randCmpConsts[r.IntN(len(randCmpConsts))])
		op := cmpOps[r.IntN(len(cmpOps))]
		if r.IntN(2) == 0 {
			return bd.Emit(op, tBool, k, y)
		}
		return bd.Emit(op, tBool, y, k)
	}
	var mk func(local []ir.Value, d int) ir.Value
	mk = func(local []ir.Value, d int) ir.Value {
		switch x := r.IntN(6); {
		case d > 2 || x < 2:
			if len(local) > 0 && r.IntN(2) == 0 {
				return local[r.IntN(len(local))]
			}
			return cmp(local)
		case x == 2:
			return bd.Emit(ir.OpNot, tBool, mk(local, d+1))
		case x == 3:
			return bd.Emit(ir.OpOr, tBool, mk(local, d+1), mk(local, d+1))
		default:
			return bd.Emit(ir.OpAnd, tBool, mk(local, d+1), mk(local, d+1))
		}
	}
	for range 6 {
		pool = append(pool, mk(nil, 0))
	}
	for i, b := range blocks {
		bd.SetBlock(b)
		var local []ir.Value
		if i > 0 && npreds[i] > 1 {
			args := make([]ir.Value, npreds[i])
			for j := range args {
				args[j] = pool[r.IntN(len(pool))]
			}
			local = append(local, bd.Emit(ir.OpPhi, tBool, args...))
		}
		if i == 0 {
			local = pool
		} else {
			local = append(local, pool...)
		}
		switch len(succs[i]) {
		case 2:
			bd.If(mk(local, 0), blocks[succs[i][0]], blocks[succs[i][1]])
		case 1:
			bd.Jump(blocks[succs[i][0]])
		default:
			var sum ir.Value = c64(int64(i) << 20)
			for j := range 8 {
				c := mk(local, 0)
				sum = bd.Emit(ir.OpAdd, tI64, sum, bd.Emit(ir.OpSelect, tI64, c, c64(1<<j), c64(0)))
			}
			bd.Return(sum)
		}
	}
	return finish(&ir.Module{Funcs: []*ir.Function{f}})
}

var cmpConsts = []float64{math.Inf(-1), -1, 0, 0.5, 1, math.MaxFloat64, math.Inf(1)}

var cmpOps = []ir.Op{ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe}

func cmpHolds(op ir.Op, y, k float64) bool {
	switch op {
	case ir.OpEq:
		return y == k
	case ir.OpNe:
		return y != k
	case ir.OpLt:
		return y < k
	case ir.OpLe:
		return y <= k
	case ir.OpGt:
		return y > k
	}
	return y >= k
}

// TestFsetSound checks fset against every sample: after random facts, a
// comparison it decides must have that value at every sample the facts
// allow, and one the facts leave open must not be decided when samples
// disagree.
func TestFsetSound(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	samples := floatSamples()
	decided := 0
	for range 20000 {
		type fact struct {
			op  ir.Op
			k   float64
			val bool
		}
		var fs []fact
		s := anyFset()
		for range 1 + r.IntN(4) {
			f := fact{cmpOps[r.IntN(len(cmpOps))], cmpConsts[r.IntN(len(cmpConsts))], r.IntN(2) == 0}
			fs = append(fs, f)
			s.apply(f.op, f.k, f.val)
		}
		s.norm()
		var allowed []float64
		for _, y := range samples {
			ok := true
			for _, f := range fs {
				if cmpHolds(f.op, y, f.k) != f.val {
					ok = false
				}
			}
			if ok {
				allowed = append(allowed, y)
			}
		}
		for _, op := range cmpOps {
			for _, k := range cmpConsts {
				val, ok := s.decide(op, k)
				if !ok {
					continue
				}
				decided++
				for _, y := range allowed {
					if cmpHolds(op, y, k) != val {
						t.Fatalf("facts %v: decided %v %v = %v, but y = %v gives %v (set %+v)", fs, op, k, val, y, !val, s)
					}
				}
			}
		}
	}
	if decided < 10000 {
		t.Fatalf("only %d comparisons decided: the test is not exercising fset", decided)
	}
}

// knownCondsFn builds math.Pow's opening in IR:
//
//	if y == 0 { return 1 }; if y != y { return 2 }
//	if x == 0 { if y < 0 { return 3 }; if y > 0 { return 4 } }
//	if |x| > MaxFloat64 { return 5 }          // ±Inf
//	if x > MaxFloat64 || x != x { return 6 }  // decided: x is finite here unless NaN
//	if x < -MaxFloat64 && y > 0 { return 7 }  // decided false
//	return 8
//
// where x == 0 and y < 0 failed, y > 0 holds: y == 0 and NaN failed.
func knownCondsFn() (*ir.Module, *ir.Function) {
	f, bd := newFn("k", ir.Device, []ir.Type{tI64}, tF64, tF64)
	x, y := f.Params[0], f.Params[1]
	f0 := ir.ConstFloat(tF64, 0)
	ret := func(v int64) *ir.Block {
		b := f.NewBlock("ret")
		bd.SetBlock(b)
		bd.Return(c64(v))
		return b
	}
	entry := bd.Block
	r1, r2, r3, r4, r5, r6, r7, r8 := ret(1), ret(2), ret(3), ret(4), ret(5), ret(6), ret(7), ret(8)
	b2, bx0, by0, bnx, b6, b7 := f.NewBlock("b2"), f.NewBlock("x0"), f.NewBlock("y0"), f.NewBlock("nx"), f.NewBlock("b6"), f.NewBlock("b7")
	bd.SetBlock(entry)
	bd.If(bd.Emit(ir.OpEq, tBool, y, f0), r1, b2)
	bd.SetBlock(b2)
	b3 := f.NewBlock("b3")
	bd.If(bd.Emit(ir.OpNe, tBool, y, y), r2, b3)
	bd.SetBlock(b3)
	bd.If(bd.Emit(ir.OpEq, tBool, x, f0), bx0, bnx)
	bd.SetBlock(bx0)
	bd.If(bd.Emit(ir.OpLt, tBool, y, f0), r3, by0)
	bd.SetBlock(by0)
	bd.If(bd.Emit(ir.OpGt, tBool, y, f0), r4, bnx)
	bd.SetBlock(bnx)
	abs := bd.EmitAux(ir.OpMath, tF64, int64(ir.MathAbs), nil, x)
	max := ir.ConstFloat(tF64, math.MaxFloat64)
	bd.If(bd.Emit(ir.OpGt, tBool, abs, max), r5, b6)
	bd.SetBlock(b6)
	inf := bd.Emit(ir.OpGt, tBool, x, max)
	bd.If(bd.Emit(ir.OpOr, tBool, inf, bd.Emit(ir.OpNe, tBool, x, x)), r6, b7)
	bd.SetBlock(b7)
	ninf := bd.Emit(ir.OpLt, tBool, x, ir.ConstFloat(tF64, -math.MaxFloat64))
	bd.If(bd.Emit(ir.OpAnd, tBool, ninf, bd.Emit(ir.OpGt, tBool, y, f0)), r7, r8)
	return finish(&ir.Module{Funcs: []*ir.Function{f}}), f
}

func TestKnownConditions(t *testing.T) {
	before, _ := knownCondsFn()
	after, f := knownCondsFn()
	optimize(t, after, Pass{"knownconds", KnownConditions}, Pass{"fold", Fold}, Pass{"cfg", SimplifyCFG}, Pass{"dce", DCE})
	// Left: the tests of y == 0, NaN y, x == 0, y < 0, |x| > Max and x's
	// NaN test. Decided: y > 0 (true: x == 0 and y ≥ 0 go to return 4),
	// x > Max and x < -Max (false), and with them the and and the or.
	if n := count(f, ir.OpIf); n != 6 {
		t.Errorf("%d branches left, want 6:\n%s", n, dump(after))
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpReturn && isConstInt(in.Args[0], 7) {
				t.Errorf("return 7 is still there:\n%s", dump(after))
			}
			if _, ofParam := in.Args[0].(*ir.Param); ofParam && in.Op == ir.OpGt {
				t.Errorf("%v is not decided:\n%s", in, dump(after))
			}
		}
	}
	samples := floatSamples()
	var inputs [][]any
	for _, x := range samples {
		for _, y := range samples {
			inputs = append(inputs, []any{x, y})
		}
	}
	sameResults(t, before, after, "k", inputs)
}

// TestKnownConditionsAndOr: a failed `a && b` with a true makes b false;
// a taken `a || b` with a false makes b true; a condition is known on
// the edges that leave its block, in phis.
func TestKnownConditionsAndOr(t *testing.T) {
	build := func() *ir.Module {
		f, bd := newFn("k", ir.Device, []ir.Type{tI64}, tI64, tI64)
		a := bd.Emit(ir.OpLt, tBool, f.Params[0], c64(0))
		b := bd.Emit(ir.OpLt, tBool, f.Params[1], c64(0))
		t1, t2, t3, join := f.NewBlock("t1"), f.NewBlock("t2"), f.NewBlock("t3"), f.NewBlock("join")
		bd.If(bd.Emit(ir.OpAnd, tBool, a, b), join, t1)
		bd.SetBlock(t1) // a && b failed
		bd.If(a, t2, join)
		bd.SetBlock(t2) // a holds, so b does not
		bd.If(b, join, t3)
		bd.SetBlock(t3)
		bd.Jump(join)
		bd.SetBlock(join)
		p := bd.Emit(ir.OpPhi, tBool, b, a, b, b) // preds: entry, t1, t2, t3
		bd.Return(bd.Emit(ir.OpSelect, tI64, p, c64(10), c64(20)))
		return finish(&ir.Module{Funcs: []*ir.Function{f}})
	}
	before, after := build(), build()
	optimize(t, after, Pass{"knownconds", KnownConditions}, Pass{"fold", Fold}, Pass{"cfg", SimplifyCFG}, Pass{"dce", DCE})
	if n := count(after.Funcs[0], ir.OpIf); n != 2 {
		t.Errorf("%d branches left, want 2 (b in t2 is decided):\n%s", n, dump(after))
	}
	sameResults(t, before, after, "k", int64Inputs(200, 2))
}

var flagRandConds = flag.Int("passes.randconds", 100, "random functions per precision in TestKnownConditionsRandom (1500 took 160 s)")

// TestKnownConditionsRandom compares random condition-heavy functions
// before and after knownconds (with the clean-ups that act on it) on
// every pair of constants, their neighbours and NaN, in both precisions.
func TestKnownConditionsRandom(t *testing.T) {
	var samples []float64
	for _, k := range randCmpConsts {
		samples = append(samples, k, math.Nextafter(k, math.Inf(-1)), math.Nextafter(k, math.Inf(1)))
	}
	samples = append(samples, math.NaN(), 0.25, -0.25, -0.5, -2, 2)
	seeds := uint64(*flagRandConds)
	if testing.Short() {
		seeds = min(seeds, 40)
	}
	for _, ft := range []*ir.Basic{tF64, ir.Typ[ir.Float32]} {
		var inputs [][]any
		for _, x := range samples {
			for _, y := range samples {
				if ft == tF64 {
					inputs = append(inputs, []any{x, y})
				} else {
					inputs = append(inputs, []any{float32(x), float32(y)})
				}
			}
		}
		ifsBefore, ifsAfter := 0, 0
		for seed := range seeds {
			before, after := randCondsFn(seed, ft), randCondsFn(seed, ft)
			if err := ir.VerifyModule(before); err != nil {
				t.Fatalf("seed %d: bad test IR: %v\n%s", seed, err, dump(before))
			}
			optimize(t, after, Pass{"knownconds", KnownConditions}, Pass{"fold", Fold}, Pass{"cfg", SimplifyCFG}, Pass{"dce", DCE})
			ifsBefore += count(before.Funcs[0], ir.OpIf)
			ifsAfter += count(after.Funcs[0], ir.OpIf)
			sameResults(t, before, after, "k", inputs)
		}
		// The clean-ups alone decide little here: most of the branches
		// must go by knownconds, or the test is not exercising it.
		if ifsAfter*2 > ifsBefore {
			t.Errorf("%v: %d branches before, %d after: knownconds decided too few", ft, ifsBefore, ifsAfter)
		}
	}
}
