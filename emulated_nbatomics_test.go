package kern_test

// numba-cuda's test_atomics.py (numba_cuda/numba/cuda/tests/cudapy) ported
// to kern, kernels in internal/testing/nbcuda: every atomic on int32,
// uint32, int64, uint64, float32 and float64, in shared and global
// memory, through slices and 2-D/3-D views, run on every place. Each case
// checks numba's gold and, beyond numba, every old value the atomics
// return: the threads that hit one element all apply the same f = op(·, v),
// so whatever their order, the old values they see are f⁰(x), f¹(x), …,
// fⁿ⁻¹(x) of the element's start x, and the element ends as fⁿ(x).
// Where Go defines an operation differently from numba (max and min with
// a NaN), kern follows Go and the test says so.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

type nbElem interface {
	int32 | int64 | uint32 | uint64 | float32 | float64
}

var nbOpName = map[int]string{
	nbcuda.OpAdd: "add", nbcuda.OpSub: "sub", nbcuda.OpMax: "max", nbcuda.OpMin: "min",
	nbcuda.OpNanMax: "nanmax", nbcuda.OpNanMin: "nanmin", nbcuda.OpExch: "exch",
	nbcuda.OpAnd: "and", nbcuda.OpOr: "or", nbcuda.OpXor: "xor", nbcuda.OpInc: "inc", nbcuda.OpDec: "dec",
}

// nbApply is the plain-Go result of op on the old value o and v: Go's +,
// -, max and min (a NaN on either side gives NaN, −0 < +0), numba's
// nanmax/nanmin (a NaN is missing), CUDA's wrapping inc and dec.
func nbApply[T nbElem](op int, o, v T) T {
	switch op {
	case nbcuda.OpAdd:
		return o + v
	case nbcuda.OpSub:
		return o - v
	case nbcuda.OpMax:
		return max(o, v)
	case nbcuda.OpMin:
		return min(o, v)
	case nbcuda.OpNanMax, nbcuda.OpNanMin:
		switch {
		case v != v:
			return o
		case o != o:
			return v
		case op == nbcuda.OpNanMax:
			return max(o, v)
		}
		return min(o, v)
	case nbcuda.OpExch:
		return v
	}
	// The unsigned operations, through uint64 (T is uint32 or uint64).
	uo, uv := nbU64(o), nbU64(v)
	var r uint64
	switch op {
	case nbcuda.OpAnd:
		r = uo & uv
	case nbcuda.OpOr:
		r = uo | uv
	case nbcuda.OpXor:
		r = uo ^ uv
	case nbcuda.OpInc:
		if uo >= uv {
			r = 0
		} else {
			r = uo + 1
		}
	case nbcuda.OpDec:
		if uo == 0 || uo > uv {
			r = uv
		} else {
			r = uo - 1
		}
	default:
		panic(fmt.Sprint("op ", op))
	}
	return T(r)
}

func nbU64[T nbElem](x T) uint64 {
	switch v := any(x).(type) {
	case uint32:
		return uint64(v)
	case uint64:
		return v
	}
	panic(fmt.Sprintf("%T is not unsigned", x))
}

func nbSame[T nbElem](a, b T) bool {
	switch x := any(a).(type) {
	case float32:
		return math.Float32bits(x) == math.Float32bits(any(b).(float32)) || x != x && b != b
	case float64:
		return math.Float64bits(x) == math.Float64bits(any(b).(float64)) || x != x && b != b
	}
	return a == b
}

// nbOlds checks that the old values olds[i] of the threads hitting bins[i]
// are, per bin, f⁰(start) … fⁿ⁻¹(start), and returns the ends fⁿ(start).
func nbOlds[T nbElem](t *testing.T, op int, v T, start []T, bins []int, olds []T) []T {
	t.Helper()
	end := slices.Clone(start)
	want := make([][]T, len(start))
	for _, b := range bins {
		want[b] = append(want[b], end[b])
		end[b] = nbApply(op, end[b], v)
	}
	got := make([][]T, len(start))
	for i, b := range bins {
		got[b] = append(got[b], olds[i])
	}
	for b := range want {
		for _, w := range want[b] {
			k := slices.IndexFunc(got[b], func(g T) bool { return nbSame(g, w) })
			if k < 0 {
				t.Fatalf("element %d: old values %v, want %v in some order", b, got[b], want[b])
			}
			got[b] = slices.Delete(got[b], k, k+1)
		}
	}
	return end
}

func nbCheck[T nbElem](t *testing.T, what string, got, want []T) {
	t.Helper()
	for i := range want {
		if !nbSame(got[i], want[i]) {
			t.Fatalf("%s: element %d = %v, want %v\n got %v\nwant %v", what, i, got[i], want[i], got, want)
		}
	}
}

// nbRandInts is np.random.randint(lo, hi, size=n).astype(T).
func nbRandInts[T nbElem](r *rand.Rand, lo, hi, n int) []T {
	s := make([]T, n)
	for i := range s {
		s[i] = T(lo + r.IntN(hi-lo))
	}
	return s
}

// nbAtomicKernels are one type's instances of the ported kernels.
type nbAtomicKernels[T nbElem] struct {
	shared1 func(*kern.Thread, []T, []T, []int64, int, T, T, bool)
	global1 func(*kern.Thread, []T, []T, []int64, int, T)
	shared2 func(*kern.Thread, kern.Array2[T], kern.Array2[T], int, T)
	global2 func(*kern.Thread, kern.Array2[T], kern.Array2[T], int, T)
	extreme func(*kern.Thread, []T, kern.Array2[T], int)
	ops     []int // the operations the type takes
}

var (
	nbSignedOps   = []int{nbcuda.OpAdd, nbcuda.OpSub, nbcuda.OpMax, nbcuda.OpMin, nbcuda.OpNanMax, nbcuda.OpNanMin, nbcuda.OpExch}
	nbUnsignedOps = append(slices.Clone(nbSignedOps), nbcuda.OpAnd, nbcuda.OpOr, nbcuda.OpXor, nbcuda.OpInc, nbcuda.OpDec)
	// The operations Atomic2Global* has (numba's *_global_2 cases).
	nbGlobal2Ops = map[int]bool{nbcuda.OpAdd: true, nbcuda.OpSub: true, nbcuda.OpMax: true, nbcuda.OpMin: true, nbcuda.OpExch: true}
	nbGlobal2U   = map[int]bool{nbcuda.OpAdd: true, nbcuda.OpAnd: true, nbcuda.OpOr: true, nbcuda.OpXor: true, nbcuda.OpInc: true, nbcuda.OpDec: true, nbcuda.OpExch: true}
)

func TestNumbaAtomics(t *testing.T) {
	testNumbaAtomics(t, "int32", nbAtomicKernels[int32]{nbcuda.Atomic1SharedS[int32], nbcuda.Atomic1GlobalS[int32], nbcuda.Atomic2SharedS[int32], nbcuda.Atomic2GlobalS[int32], nbcuda.AtomicExtremeS[int32], nbSignedOps})
	testNumbaAtomics(t, "int64", nbAtomicKernels[int64]{nbcuda.Atomic1SharedS[int64], nbcuda.Atomic1GlobalS[int64], nbcuda.Atomic2SharedS[int64], nbcuda.Atomic2GlobalS[int64], nbcuda.AtomicExtremeS[int64], nbSignedOps})
	testNumbaAtomics(t, "float32", nbAtomicKernels[float32]{nbcuda.Atomic1SharedS[float32], nbcuda.Atomic1GlobalS[float32], nbcuda.Atomic2SharedS[float32], nbcuda.Atomic2GlobalS[float32], nbcuda.AtomicExtremeS[float32], nbSignedOps})
	testNumbaAtomics(t, "float64", nbAtomicKernels[float64]{nbcuda.Atomic1SharedS[float64], nbcuda.Atomic1GlobalS[float64], nbcuda.Atomic2SharedS[float64], nbcuda.Atomic2GlobalS[float64], nbcuda.AtomicExtremeS[float64], nbSignedOps})
	testNumbaAtomics(t, "uint32", nbAtomicKernels[uint32]{nbcuda.Atomic1SharedU[uint32], nbcuda.Atomic1GlobalU[uint32], nbcuda.Atomic2SharedU[uint32], nbcuda.Atomic2GlobalU[uint32], nbcuda.AtomicExtremeU[uint32], nbUnsignedOps})
	testNumbaAtomics(t, "uint64", nbAtomicKernels[uint64]{nbcuda.Atomic1SharedU[uint64], nbcuda.Atomic1GlobalU[uint64], nbcuda.Atomic2SharedU[uint64], nbcuda.Atomic2GlobalU[uint64], nbcuda.AtomicExtremeU[uint64], nbUnsignedOps})
}

// nbOperand is the v each operation takes in numba's tests: 1 for add and
// sub, a random constant below 32 for the bitwise operations and the
// bound of inc and dec (numba's rand_const), 50..99 for exch, and 16 for
// max and min (which then both replace and keep).
func nbOperand[T nbElem](r *rand.Rand, op int) T {
	switch op {
	case nbcuda.OpAdd, nbcuda.OpSub:
		return 1
	case nbcuda.OpExch:
		return T(50 + r.IntN(50))
	case nbcuda.OpAnd, nbcuda.OpOr, nbcuda.OpXor, nbcuda.OpInc, nbcuda.OpDec:
		return T(r.IntN(32))
	}
	return 16
}

func testNumbaAtomics[T nbElem](t *testing.T, name string, k nbAtomicKernels[T]) {
	// One set of devices for the whole test: a fresh set per case
	// leaks hundreds of emulated devices into the tests after it.
	ps := places()
	r := rand.New(rand.NewPCG(0, 1))
	shared1, global1 := kern.NewKernel7(k.shared1), kern.NewKernel5(k.global1)
	shared2, global2 := kern.NewKernel4(k.shared2), kern.NewKernel4(k.global2)
	nan := nbNaN[T]()
	isFloat := nan != nan
	unsigned := len(k.ops) == len(nbUnsignedOps)
	for _, op := range k.ops {
		v := nbOperand[T](r, op)
		// atomic_binary_1dim_shared: ary = randint(0, 32) is both the
		// indices and the output, every element starting at init (1 for
		// and_, else 0); the _wrap cases index with ary − 32 (negative,
		// which numba's % makes positive). inc, dec and exch use
		// atomic_binary_1dim_shared2: idx = arange(32), sm starts as ary.
		ary := nbRandInts[T](r, 0, 32, 32)
		idx := make([]int64, 32)
		fromAry := op == nbcuda.OpInc || op == nbcuda.OpDec || op == nbcuda.OpExch
		var init T
		if op == nbcuda.OpAnd {
			init = 1
		}
		for i := range idx {
			if fromAry {
				idx[i] = int64(i)
			} else {
				idx[i] = int64(nbU64Of(ary[i]))
			}
		}
		for _, wrap := range []bool{false, true} {
			if wrap && fromAry {
				continue
			}
			widx := slices.Clone(idx)
			if wrap {
				for i := range widx {
					widx[i] -= 32
				}
			}
			start := make([]T, 32)
			for i := range start {
				start[i] = init
				if fromAry {
					start[i] = ary[i]
				}
			}
			bins := make([]int, 32)
			for i := range bins {
				bins[i] = int(idx[i])
			}
			for _, p := range ps {
				t.Run(fmt.Sprintf("%s/%s/1dim_shared/wrap=%v/%s", name, nbOpName[op], wrap, p.name), func(t *testing.T) {
					got, olds := slices.Clone(ary), make([]T, 32)
					if err := shared1.Launch(p.on, 1, 32, got, olds, widx, op, v, init, fromAry); err != nil {
						t.Fatal(err)
					}
					want := nbOlds(t, op, v, start, bins, olds)
					nbCheck(t, "ary", got, want)
					if op == nbcuda.OpAdd {
						// numba's gold: gold[orig[i]] += 1.
						gold := make([]T, 32)
						for _, b := range bins {
							gold[b]++
						}
						nbCheck(t, "numba's gold", got, gold)
					}
				})
				// atomic_binary_1dim_global: the same on ary itself.
				t.Run(fmt.Sprintf("%s/%s/1dim_global/wrap=%v/%s", name, nbOpName[op], wrap, p.name), func(t *testing.T) {
					got, olds := slices.Clone(start), make([]T, 32)
					if err := global1.Launch(p.on, 1, 32, got, olds, widx, op, v); err != nil {
						t.Fatal(err)
					}
					nbCheck(t, "ary", got, nbOlds(t, op, v, start, bins, olds))
				})
			}
		}
		// atomic_binary_2dim_shared and _global on a (4, 8) array, one
		// thread an element: ary ends as f(orig), olds as orig.
		orig := nbRandInts[T](r, 0, 32, 32)
		want := make([]T, 32)
		for i, o := range orig {
			want[i] = nbApply(op, o, v)
		}
		for _, p := range ps {
			for _, global := range []bool{false, true} {
				kn := shared2
				if global {
					if unsigned && !nbGlobal2U[op] || !unsigned && !nbGlobal2Ops[op] {
						continue
					}
					kn = global2
				}
				t.Run(fmt.Sprintf("%s/%s/2dim/global=%v/%s", name, nbOpName[op], global, p.name), func(t *testing.T) {
					data, olds := slices.Clone(orig), make([]T, 32)
					a, _ := kern.MakeArray2(data, 4, 8)
					o, _ := kern.MakeArray2(olds, 4, 8)
					if err := kn.Launch(p.on, 1, kern.D2(4, 8), a, o, op, v); err != nil {
						t.Fatal(err)
					}
					nbCheck(t, "ary", data, want)
					nbCheck(t, "olds", olds, orig)
				})
			}
		}
	}
	// check_atomic_max/min, check_atomic_nanmax/nanmin: a 32×32 launch
	// folds randint(lo, hi, (32, 32)) into res[0]; the nan cases set
	// every other row to NaN (floats) or 0 (integers).
	extreme := kern.NewKernel3(k.extreme)
	lo := -65535
	if !nbSigned[T]() {
		lo = 0
	}
	for _, op := range []int{nbcuda.OpMax, nbcuda.OpMin, nbcuda.OpNanMax, nbcuda.OpNanMin} {
		vals := nbRandInts[T](r, lo, 65535, 32*32)
		nanRows := op == nbcuda.OpNanMax || op == nbcuda.OpNanMin
		if nanRows {
			for i := 32; i < len(vals); i += 64 {
				for j := range 32 {
					vals[i+j] = nbNaN[T]()
				}
			}
		}
		var res0 T
		if op == nbcuda.OpMin || op == nbcuda.OpNanMin {
			res0 = 65535
		}
		want := res0
		for _, x := range vals {
			want = nbApply(op, want, x)
		}
		if isFloat && nanRows && want != want {
			t.Fatalf("gold %v is NaN", want)
		}
		for _, p := range ps {
			t.Run(fmt.Sprintf("%s/extreme-%s/%s", name, nbOpName[op], p.name), func(t *testing.T) {
				res := []T{res0}
				a, _ := kern.MakeArray2(slices.Clone(vals), 32, 32)
				if err := extreme.Launch(p.on, 32, 32, res, a, op); err != nil {
					t.Fatal(err)
				}
				nbCheck(t, "res", res, []T{want})
			})
		}
	}
}

func nbU64Of[T nbElem](x T) uint64 { return uint64(x) }

func nbSigned[T nbElem]() bool { var z T; return z-1 < 0 }

func nbNaN[T nbElem]() T {
	var z T
	switch any(z).(type) {
	case float32, float64:
		return T(math.NaN())
	}
	return 0
}

// TestNumbaAtomicReturnsOld is _test_atomic_returns_old: one thread runs
// x[1] = op(x, 0, v) on float32 x = [initial, 0]. numba's max and min keep
// the stored value when either side is NaN (its nan_val cases expect
// x[0] unchanged after max(x, 0, NaN)); kern's AtomicMax and AtomicMin are
// Go's max and min, where a NaN on either side gives NaN, so those cases
// store NaN here, and AtomicNanMax/AtomicNanMin give numba's nan_val
// result. The −0/+0 cases are kern's own: Go orders −0 below +0.
func TestNumbaAtomicReturnsOld(t *testing.T) {
	// One set of devices for the whole test: a fresh set per case
	// leaks hundreds of emulated devices into the tests after it.
	ps := places()
	nan, negz := float32(math.NaN()), float32(math.Copysign(0, -1))
	cases := []struct {
		name       string
		op         int
		initial, v float32
		stored     float32 // x[0] after the call
	}{
		{"add", nbcuda.OpAdd, 10, 1, 11},
		{"max_no_replace", nbcuda.OpMax, 10, 1, 10},
		{"max_replace", nbcuda.OpMax, 1, 10, 10},
		{"max_nan_in_array", nbcuda.OpMax, nan, 1, nan},
		{"max_nan_val", nbcuda.OpMax, 10, nan, nan}, // numba: 10
		{"min_no_replace", nbcuda.OpMin, 10, 11, 10},
		{"min_replace", nbcuda.OpMin, 11, 10, 10},
		{"min_nan_in_array", nbcuda.OpMin, nan, 11, nan},
		{"min_nan_val", nbcuda.OpMin, 11, nan, nan}, // numba: 11
		{"nanmax_nan_val", nbcuda.OpNanMax, 10, nan, 10},
		{"nanmin_nan_val", nbcuda.OpNanMin, 11, nan, 11},
		{"nanmax_nan_in_array", nbcuda.OpNanMax, nan, 1, 1},
		{"nanmin_nan_in_array", nbcuda.OpNanMin, nan, 11, 11},
		{"max_-0_+0", nbcuda.OpMax, negz, 0, 0},
		{"min_+0_-0", nbcuda.OpMin, 0, negz, negz},
		{"nanmax_-0_+0", nbcuda.OpNanMax, negz, 0, 0},
		{"nanmin_+0_-0", nbcuda.OpNanMin, 0, negz, negz},
		{"sub", nbcuda.OpSub, 1, float32(math.Inf(1)), float32(math.Inf(-1))},
		{"exch", nbcuda.OpExch, 3, negz, negz},
	}
	k := kern.NewKernel3(nbcuda.AtomicReturnsOld)
	for _, c := range cases {
		if !nbSame(nbApply(c.op, c.initial, c.v), c.stored) {
			t.Fatalf("%s: Go gives %v, the case says %v", c.name, nbApply(c.op, c.initial, c.v), c.stored)
		}
		for _, p := range ps {
			t.Run(c.name+"/"+p.name, func(t *testing.T) {
				x := []float32{c.initial, 0}
				if err := k.Launch(p.on, 1, 1, x, c.op, c.v); err != nil {
					t.Fatal(err)
				}
				nbCheck(t, "x", x, []float32{c.stored, c.initial})
			})
		}
	}
}

// TestNumbaAtomicExtremeShared is test_atomic_{max,min,nanmax,nanmin}_double_shared:
// a block folds randint(0, 32, 32) (and, beyond numba, the same with NaNs
// and a −0) in a shared float64, which thread 0 writes out.
func TestNumbaAtomicExtremeShared(t *testing.T) {
	// One set of devices for the whole test: a fresh set per case
	// leaks hundreds of emulated devices into the tests after it.
	ps := places()
	r := rand.New(rand.NewPCG(0, 2))
	k := kern.NewKernel3(nbcuda.AtomicExtremeSharedS[float64])
	for _, withNaN := range []bool{false, true} {
		vals := nbRandInts[float64](r, 0, 32, 32)
		if withNaN {
			vals[3], vals[17], vals[30] = math.NaN(), math.NaN(), math.Copysign(0, -1)
		}
		for _, op := range []int{nbcuda.OpMax, nbcuda.OpMin, nbcuda.OpNanMax, nbcuda.OpNanMin, nbcuda.OpAdd} {
			res0 := 0.0
			if op == nbcuda.OpMin || op == nbcuda.OpNanMin {
				res0 = 32
			}
			want := res0
			for _, x := range vals {
				want = nbApply(op, want, x)
			}
			for _, p := range ps {
				t.Run(fmt.Sprintf("%s/nan=%v/%s", nbOpName[op], withNaN, p.name), func(t *testing.T) {
					res := []float64{res0}
					if err := k.Launch(p.on, 1, 32, res, vals, op); err != nil {
						t.Fatal(err)
					}
					if op == nbcuda.OpAdd && !withNaN {
						// Integers in float64: every order gives the same sum.
						nbCheck(t, "res", res, []float64{want})
						return
					}
					if op != nbcuda.OpAdd {
						nbCheck(t, "res", res, []float64{want})
					} else if res[0] == res[0] {
						t.Fatalf("sum with NaNs = %v, want NaN", res[0])
					}
				})
			}
		}
	}
}

// TestNumbaAtomicCAS is check_cas: res holds fill and unfill in random
// places; old[i] = cas(res, i, fill, ary[i]) swaps exactly the fills, for
// int32, int64, uint32, uint64 (numba's fills) over a 1-D grid of 10×10
// and a 2-D one of (10, 10)×(10, 10) on a (10, 10) array.
func TestNumbaAtomicCAS(t *testing.T) {
	testNumbaCAS(t, "int32", int32(-99), int32(-1), nbcuda.AtomicCAS1[int32], nbcuda.AtomicCAS2[int32])
	testNumbaCAS(t, "int64", int64(-45), int64(-1), nbcuda.AtomicCAS1[int64], nbcuda.AtomicCAS2[int64])
	r := rand.New(rand.NewPCG(0, 3))
	testNumbaCAS(t, "uint32", uint32(50+r.IntN(450)), uint32(1+r.IntN(24)), nbcuda.AtomicCAS1[uint32], nbcuda.AtomicCAS2[uint32])
	testNumbaCAS(t, "uint64", uint64(50+r.IntN(450)), uint64(1+r.IntN(24)), nbcuda.AtomicCAS1[uint64], nbcuda.AtomicCAS2[uint64])
}

func testNumbaCAS[T int32 | int64 | uint32 | uint64](t *testing.T, name string, fill, unfill T,
	k1 func(*kern.Thread, []T, []T, []T, T), k2 func(*kern.Thread, kern.Array2[T], kern.Array2[T], kern.Array2[T], T)) {
	// One set of devices for the whole test: a fresh set per case
	// leaks hundreds of emulated devices into the tests after it.
	ps := places()
	r := rand.New(rand.NewPCG(0, 4))
	const n = 100
	res := make([]T, n)
	for i := range res {
		res[i] = fill
		if i >= n/2 {
			res[i] = unfill
		}
	}
	r.Shuffle(n, func(i, j int) { res[i], res[j] = res[j], res[i] })
	ary := make([]T, n)
	for i := range ary {
		ary[i] = T(1 + r.IntN(9))
	}
	wantRes := make([]T, n)
	for i := range res {
		wantRes[i] = unfill
		if res[i] == fill {
			wantRes[i] = ary[i]
		}
	}
	for _, p := range ps {
		t.Run(name+"/1dim/"+p.name, func(t *testing.T) {
			got, old := slices.Clone(res), make([]T, n)
			if err := kern.NewKernel4(k1).Launch(p.on, 10, 10, got, old, ary, fill); err != nil {
				t.Fatal(err)
			}
			nbCheck(t, "res", got, wantRes)
			nbCheck(t, "old", old, res)
		})
		t.Run(name+"/2dim/"+p.name, func(t *testing.T) {
			got, old := slices.Clone(res), make([]T, n)
			g, _ := kern.MakeArray2(got, 10, 10)
			o, _ := kern.MakeArray2(old, 10, 10)
			a, _ := kern.MakeArray2(slices.Clone(ary), 10, 10)
			if err := kern.NewKernel4(k2).Launch(p.on, kern.D2(10, 10), kern.D2(10, 10), g, o, a, fill); err != nil {
				t.Fatal(err)
			}
			nbCheck(t, "res", got, wantRes)
			nbCheck(t, "old", old, res)
		})
	}
}

// TestNumbaAtomic3D extends numba's 2-D cases to 3-D: a (4, 3, 2) block
// adds 3 once at every element of a 2×3×4 view and, twice (its own
// element and the mirror one), in a [2][3][4] shared array.
func TestNumbaAtomic3D(t *testing.T) {
	testNumbaAtomic3D(t, "int32", nbcuda.Atomic3Global[int32])
	testNumbaAtomic3D(t, "int64", nbcuda.Atomic3Global[int64])
	testNumbaAtomic3D(t, "float32", nbcuda.Atomic3Global[float32])
	testNumbaAtomic3D(t, "float64", nbcuda.Atomic3Global[float64])
}

func testNumbaAtomic3D[T nbElem](t *testing.T, name string, f func(*kern.Thread, kern.Array3[T], kern.Array3[T], T)) {
	// One set of devices for the whole test: a fresh set per case
	// leaks hundreds of emulated devices into the tests after it.
	ps := places()
	r := rand.New(rand.NewPCG(0, 5))
	orig := nbRandInts[T](r, -100, 100, 24)
	want, wantShared := make([]T, 24), make([]T, 24)
	for i, o := range orig {
		want[i], wantShared[i] = o+3, o+6
	}
	for _, p := range ps {
		t.Run(name+"/"+p.name, func(t *testing.T) {
			data, shd := slices.Clone(orig), make([]T, 24)
			a, _ := kern.MakeArray3(data, 2, 3, 4)
			s, _ := kern.MakeArray3(shd, 2, 3, 4)
			if err := kern.NewKernel3(f).Launch(p.on, 1, kern.D3(4, 3, 2), a, s, T(3)); err != nil {
				t.Fatal(err)
			}
			nbCheck(t, "global", data, want)
			nbCheck(t, "shared", shd, wantShared)
		})
	}
}

// nbNarrowApply is nbApply for the narrow types.
func nbNarrowApply[T nbcuda.Narrow](op int, o, v T) T {
	switch op {
	case nbcuda.OpAdd:
		return o + v
	case nbcuda.OpSub:
		return o - v
	case nbcuda.OpMax:
		return max(o, v)
	case nbcuda.OpMin:
		return min(o, v)
	case nbcuda.OpAnd:
		return o & v
	case nbcuda.OpOr:
		return o | v
	case nbcuda.OpXor:
		return o ^ v
	}
	return v
}

// nbSeqCheck checks, per element, that the old values the threads hitting
// it saw are f⁰(start) … fⁿ⁻¹(start) in some order, and returns fⁿ(start).
func nbSeqCheck[T comparable](t *testing.T, what string, f func(T) T, start []T, bins []int, olds []T) []T {
	t.Helper()
	end := slices.Clone(start)
	want := make([]map[T]int, len(start))
	for b := range want {
		want[b] = map[T]int{}
	}
	for _, b := range bins {
		want[b][end[b]]++
		end[b] = f(end[b])
	}
	for i, b := range bins {
		want[b][olds[i]]--
	}
	for b, m := range want {
		for v, n := range m {
			if n != 0 {
				t.Fatalf("%s: element %d: old value %v seen %d times too few", what, b, v, n)
			}
		}
	}
	return end
}

// TestNumbaAtomicNarrow runs test_atomics.py's cases on int8, uint8,
// int16 and uint16, which numba does not have: 128 threads hit 64
// elements of a global and a shared array, two or four to a 32-bit word,
// so that a compare-and-swap on the word that lost a neighbour's update
// shows.
func TestNumbaAtomicNarrow(t *testing.T) {
	testNumbaAtomicNarrow(t, "int8", nbcuda.AtomicNarrow[int8])
	testNumbaAtomicNarrow(t, "uint8", nbcuda.AtomicNarrow[uint8])
	testNumbaAtomicNarrow(t, "int16", nbcuda.AtomicNarrow[int16])
	testNumbaAtomicNarrow(t, "uint16", nbcuda.AtomicNarrow[uint16])
}

func testNumbaAtomicNarrow[T nbcuda.Narrow](t *testing.T, name string, f func(*kern.Thread, []T, []T, []T, []T, []int32, int, T)) {
	// One set of devices for the whole test: a fresh set per case
	// leaks hundreds of emulated devices into the tests after it.
	ps := places()
	r := rand.New(rand.NewPCG(0, 11))
	k := kern.NewKernel7(f)
	const n = 128
	for _, op := range []int{nbcuda.OpAdd, nbcuda.OpSub, nbcuda.OpMax, nbcuda.OpMin, nbcuda.OpAnd, nbcuda.OpOr, nbcuda.OpXor, nbcuda.OpExch} {
		v := T(r.Uint32()) | 1
		start := make([]T, 64)
		for i := range start {
			start[i] = T(r.Uint32())
		}
		idx, bins := make([]int32, n), make([]int, n)
		for i := range idx {
			idx[i] = int32(r.IntN(64))
			bins[i] = int(idx[i])
		}
		for _, p := range ps {
			t.Run(fmt.Sprintf("%s/%s/%s", name, nbOpName[op], p.name), func(t *testing.T) {
				g, sh, olds, oldsSh := slices.Clone(start), make([]T, 64), make([]T, n), make([]T, n)
				if err := k.Launch(p.on, 1, n, g, sh, olds, oldsSh, idx, op, v); err != nil {
					t.Fatal(err)
				}
				fn := func(o T) T { return nbNarrowApply(op, o, v) }
				want := nbSeqCheck(t, "global", fn, start, bins, olds)
				if !slices.Equal(g, want) {
					t.Fatalf("global %v, want %v", g, want)
				}
				nbSeqCheck(t, "shared", fn, start, bins, oldsSh)
				if !slices.Equal(sh, want) {
					t.Fatalf("shared %v, want %v", sh, want)
				}
			})
		}
	}
}

// TestNumbaAtomicHalf is AtomicAdd, AtomicExch and AtomicCAS on Float16
// and BFloat16: 64 threads add 0.5 to 16 elements (the sum is HAdd's at
// every step), one exchanges and one compare-and-swaps.
func TestNumbaAtomicHalf(t *testing.T) {
	testNumbaAtomicHalf(t, "f16", nbcuda.AtomicHalf[kern.Float16])
	testNumbaAtomicHalf(t, "bf16", nbcuda.AtomicHalf[kern.BFloat16])
}

func testNumbaAtomicHalf[T kern.Half](t *testing.T, name string, f func(*kern.Thread, []T, []T, []int32, T)) {
	// One set of devices for the whole test: a fresh set per case
	// leaks hundreds of emulated devices into the tests after it.
	ps := places()
	r := rand.New(rand.NewPCG(0, 12))
	const n = 64
	start := make([]T, 66)
	for i := range start {
		start[i] = kern.HFromFloat32[T](float32(r.IntN(2000)) / 7)
	}
	idx, bins := make([]int32, n), make([]int, n)
	for i := range idx {
		idx[i] = int32(r.IntN(16))
		bins[i] = int(idx[i])
	}
	v := kern.HFromFloat32[T](0.5)
	for _, p := range ps {
		t.Run(name+"/"+p.name, func(t *testing.T) {
			g, olds := slices.Clone(start), make([]T, n)
			if err := kern.NewKernel4(f).Launch(p.on, 1, n, g, olds, idx, v); err != nil {
				t.Fatal(err)
			}
			want := nbSeqCheck(t, "add", func(o T) T { return kern.HAdd(o, v) }, start[:64], bins, olds)
			want = append(want, v, v)
			if !slices.Equal(g, want) {
				t.Fatalf("%v, want %v", g, want)
			}
		})
	}
}
