package kern_test

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

func ufSum[T int64 | float32 | float64](a, b T) T { return a + b }

func ufMax[T int64 | float32 | float64](a, b T) T { return max(a, b) }

// ufFold is the plain Go reference: a left fold.
func ufFold[T any](f func(T, T) T, xs []T, init *T) (T, bool) {
	var acc T
	have := init != nil
	if have {
		acc = *init
	}
	for _, x := range xs {
		if !have {
			acc, have = x, true
			continue
		}
		acc = f(acc, x)
	}
	return acc, have
}

var ufReduceSizes = []int{0, 1, 31, 32, 33, 1_000_001}

func TestReduceSizesAndInit(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(ufSum[int64]), kern.Loop2(ufSum[float64]), kern.Loop2(ufSum[float32]))
	mx := kern.Reduce("Max", kern.Loop2(ufMax[int64]), kern.Loop2(ufMax[float32]))
	for _, tg := range cpuTargets {
		for _, n := range ufReduceSizes {
			t.Run(fmt.Sprintf("%v/%d", tg, n), func(t *testing.T) {
				// int64 sums and float max are exact in any order.
				xi := nd.Must(nd.Random[int64](uint64(n), n))
				xi.Apply(func(v int64) int64 { return v - 50 })
				xf := nd.Must(nd.Random[float32](uint64(n)+1, n))
				xf.Apply(func(v float32) float32 { return v - 0.5 })
				ints, floats := xi.ToSlice(), xf.ToSlice()
				for _, init := range []*int64{nil, new(int64(-1000))} {
					want, ok := ufFold(ufSum[int64], ints, init)
					opts := []kern.ReduceOption{}
					if init != nil {
						opts = append(opts, kern.Init(*init))
					}
					got, err := kern.Value[int64](sum.Call(tg, xi, opts...))
					if !ok {
						if !errors.Is(err, kern.ErrEmpty) {
							t.Errorf("sum of empty without init: %v, want ErrEmpty", err)
						}
						continue
					}
					if err != nil || got != want {
						t.Errorf("sum (init %v) = %v, %v; want %v", init, got, err, want)
					}
				}
				for _, init := range []*float32{nil, new(float32(-2))} {
					want, ok := ufFold(ufMax[float32], floats, init)
					opts := []kern.ReduceOption{}
					if init != nil {
						opts = append(opts, kern.Init(*init))
					}
					got, err := kern.Value[float32](mx.Call(tg, floats, opts...))
					if ok && (err != nil || got != want) {
						t.Errorf("max (init %v) = %v, %v; want %v", init, got, err, want)
					}
					if !ok && !errors.Is(err, kern.ErrEmpty) {
						t.Errorf("max of empty without init: %v", err)
					}
				}
			})
		}
	}
}

// TestReduceSerialOrder checks that the CPU target folds exactly left to
// right, as a Go loop does, even for float addition.
func TestReduceSerialOrder(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(ufSum[float32]))
	x := nd.Must(nd.Random[float32](3, 100_003))
	x.Apply(func(v float32) float32 { return v * 1e4 })
	xs := x.ToSlice()
	want, _ := ufFold(ufSum[float32], xs, nil)
	got, err := kern.Value[float32](sum.Call(kern.CPU, x))
	if err != nil || got != want {
		t.Errorf("CPU sum = %v, %v; want exactly %v", got, err, want)
	}
	// Parallel and Sim re-associate: equal within rounding, and the same
	// from run to run.
	for _, tg := range []kern.Target{kern.Parallel, kern.Sim} {
		a, err1 := kern.Value[float32](sum.Call(tg, x))
		b, err2 := kern.Value[float32](sum.Call(tg, x))
		if err1 != nil || err2 != nil || a != b {
			t.Errorf("%v: not deterministic: %v %v (%v %v)", tg, a, b, err1, err2)
		}
		if math.Abs(float64(a-want)) > 1e-4*math.Abs(float64(want)) {
			t.Errorf("%v: sum %v too far from %v", tg, a, want)
		}
	}
}

func TestReduceAxisAndViews(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(ufSum[float64]))
	a := nd.Must(nd.Arange[float64](0, 24, 1))
	a3 := nd.Must(a.Reshape(2, 3, 4))
	for _, tg := range cpuTargets {
		for axis := -3; axis < 3; axis++ {
			got, err := kern.As[float64](sum.Call(tg, a3, kern.Axis(axis)))
			if err != nil {
				t.Fatalf("%v axis %d: %v", tg, axis, err)
			}
			k := (axis + 3) % 3
			shape := append(append([]int{}, a3.Shape()[:k]...), a3.Shape()[k+1:]...)
			want := nd.Must(nd.Zeros[float64](shape...))
			for idx, v := range a3.Elems() {
				o := append(append([]int{}, idx[:k]...), idx[k+1:]...)
				want.Set(want.At(o...)+v, o...)
			}
			if !nd.Equal(got, want) {
				t.Errorf("%v axis %d: %v, want %v", tg, axis, got, want)
			}
		}
		// Init with an axis; an empty axis with init gives init.
		got, err := kern.As[float64](sum.Call(tg, a3, kern.Axis(1), kern.Init(100)))
		if err != nil || got.At(0, 0) != 100+0+4+8 {
			t.Errorf("%v: axis with init: %v %v", tg, got, err)
		}
		empty := nd.Must(nd.Zeros[float64](3, 0))
		got, err = kern.As[float64](sum.Call(tg, empty, kern.Axis(1), kern.Init(7)))
		if err != nil || got.String() != "[7. 7. 7.]" {
			t.Errorf("%v: empty axis with init: %v %v", tg, got, err)
		}
		if _, err := sum.Call(tg, empty, kern.Axis(1)); !errors.Is(err, kern.ErrEmpty) {
			t.Errorf("%v: empty axis: %v", tg, err)
		}
		if _, err := sum.Call(tg, a3, kern.Axis(3)); !errors.Is(err, nd.ErrShape) {
			t.Errorf("%v: bad axis: %v", tg, err)
		}
		// Full reduction of a transposed, strided view, in C order.
		v := nd.Must(a3.Slice(nd.All(), nd.All().By(-1), nd.S(0, 4, 2)))
		want, _ := ufFold(ufSum[float64], v.ToSlice(), nil)
		if got, err := kern.Value[float64](sum.Call(tg, v.T())); err != nil || got != want {
			t.Errorf("%v: strided view: %v %v, want %v", tg, got, err, want)
		}
	}
}

func TestReduceOnUfuncAndErrors(t *testing.T) {
	add := kern.Vectorize("Add", kern.Loop2(ufAdd[int64]), kern.Loop2(ufAdd[float32]))
	x := []int64{1, 2, 3, 4}
	for _, tg := range cpuTargets {
		if got, err := kern.Value[int64](add.Reduce(tg, x)); err != nil || got != 10 {
			t.Errorf("%v: Add.Reduce = %v, %v", tg, got, err)
		}
	}
	sum := kern.Reduce("Sum", kern.Loop2(ufSum[float32]))
	cases := []struct {
		name string
		err  error
		is   error
		want string
	}{
		{"dtype", func() error { _, err := sum.Call(kern.CPU, x); return err }(), nd.ErrDType, "Sum.Reduce has no loop for int64"},
		{"init not exact", func() error { _, err := sum.Call(kern.CPU, []float32{1}, kern.Init(0.1)); return err }(), ufunc.ErrScalar, "Init"},
		{"scalar", func() error { _, err := sum.Call(kern.CPU, float32(1)); return err }(), ufunc.ErrOperand, "want an array"},
		{"not binary", func() error { _, err := ufDiscUfunc().Reduce(kern.CPU, x); return err }(), ufunc.ErrArity, "only binary ufuncs reduce"},
		{"definition", kern.Reduce("Bad", kern.Loop3(ufDisc[float32])).Err(), kern.ErrDefinition, "want (T, T) -> T"},
		{"mixed types", kern.Reduce("Bad", kern.Loop2(func(a float32, b int64) float32 { return a })).Err(), kern.ErrDefinition, "(float32, int64) -> float32"},
		{"value type", func() error { _, err := kern.Value[float64](sum.Call(kern.CPU, []float32{1})); return err }(), nd.ErrDType, "not a single float64"},
	}
	for _, tc := range cases {
		if !errors.Is(tc.err, tc.is) || !strings.Contains(tc.err.Error(), tc.want) {
			t.Errorf("%s: %v, want %v containing %q", tc.name, tc.err, tc.is, tc.want)
		}
	}
}

// TestReduceWithoutFold runs a loop that has only Run (as generated code
// may provide), which Reduce drives with the accumulator aliased.
func TestReduceWithoutFold(t *testing.T) {
	l := kern.Loop2(ufSum[int64])
	l.Fold = nil
	sum := kern.Reduce("Sum", l)
	x := nd.Must(nd.Arange[int64](0, 100_001, 1))
	for _, tg := range cpuTargets {
		if got, err := kern.Value[int64](sum.Call(tg, x, kern.Init(5))); err != nil || got != 5+100_000*100_001/2 {
			t.Errorf("%v: %v %v", tg, got, err)
		}
	}
}
