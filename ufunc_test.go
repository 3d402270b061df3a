package kern_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/testing/simdcores"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/simd"
	"github.com/kernlab/kern/ufunc"
)

// cpuTargets are the targets every conformance test runs on.
var cpuTargets = []kern.Target{kern.CPU, kern.Parallel, kern.Sim}

// ufDisc is seed 000's discriminant.
func ufDisc[T float32 | float64](a, b, c T) T { return T(math.Sqrt(float64(b*b - 4*a*c))) }

func ufAdd[T int32 | int64 | float32 | float64](x, y T) T { return x + y }

func ufDivMod(a, b int64) (int64, int64) { return a / b, a % b }

func ufDiscUfunc() *kern.Ufunc {
	return kern.Vectorize("Discriminant", kern.Loop3(ufDisc[float32]), kern.Loop3(ufDisc[float64]))
}

// ufRand returns a random array of the shape with values in [lo, lo+1).
func ufRand[T float32 | float64](t *testing.T, seed uint64, lo T, shape ...int) nd.Array[T] {
	t.Helper()
	a, err := nd.Random[T](seed, shape...)
	if err != nil {
		t.Fatal(err)
	}
	a.Apply(func(x T) T { return x + lo })
	return a
}

// ufRef3 applies f element by element with NumPy broadcasting: the plain
// Go reference.
func ufRef3[T nd.Elem](t *testing.T, f func(a, b, c T) T, a, b, c nd.Array[T]) nd.Array[T] {
	t.Helper()
	bs, err := nd.Broadcast(a, b, c)
	if err != nil {
		t.Fatal(err)
	}
	out := nd.Must(nd.Zeros[T](bs[0].Shape()...))
	x, y, z := bs[0].ToSlice(), bs[1].ToSlice(), bs[2].ToSlice()
	r, _ := out.Contiguous()
	for i := range r {
		r[i] = f(x[i], y[i], z[i])
	}
	return out
}

func ufView[T nd.Elem](a nd.Array[T], err error) nd.Array[T] { return nd.Must(a, err) }

func TestUfuncVectorizeConformance(t *testing.T) {
	disc := ufDiscUfunc()
	big := ufRand[float32](t, 7, 0, 600, 700)
	bigB := ufRand[float32](t, 8, 10, 600, 700)
	cases := []struct {
		name    string
		a, b, c nd.Array[float64]
	}{
		{"1-d", ufRand[float64](t, 1, 0, 1000), ufRand[float64](t, 2, 10, 1000), ufRand[float64](t, 3, 0, 1000)},
		{"broadcast (4,1,5),(3,1),(5,)", ufRand[float64](t, 4, 0, 4, 1, 5), ufRand[float64](t, 5, 10, 3, 1), ufRand[float64](t, 6, 0, 5)},
		{"0-d", ufRand[float64](t, 4, 0), ufRand[float64](t, 5, 10), ufRand[float64](t, 6, 0)},
		{"empty", ufRand[float64](t, 4, 0, 0, 3), ufRand[float64](t, 5, 10, 3), ufRand[float64](t, 6, 0, 1)},
		{"transposed and reversed",
			ufRand[float64](t, 9, 0, 30, 20).T(),
			ufView(ufRand[float64](t, 10, 10, 20, 30).Slice(nd.All(), nd.All().By(-1))),
			ufView(ufRand[float64](t, 11, 0, 40, 60).Slice(nd.S(0, 40, 2), nd.S(0, 60, 2)))},
	}
	for _, tg := range cpuTargets {
		for _, tc := range cases {
			t.Run(fmt.Sprintf("%v/%s", tg, tc.name), func(t *testing.T) {
				want := ufRef3(t, ufDisc[float64], tc.a, tc.b, tc.c)
				got, err := kern.As[float64](disc.Call(tg, tc.a, tc.b, tc.c))
				if err != nil {
					t.Fatal(err)
				}
				if !nd.Equal(got, want) {
					t.Fatalf("got %v\nwant %v", got, want)
				}
			})
		}
		t.Run(fmt.Sprintf("%v/big strided float32", tg), func(t *testing.T) {
			// Big enough for several parallel chunks; the transposed views
			// need the n-d cursor in every chunk.
			a, b := big.T(), bigB.T()
			want := ufRef3(t, ufDisc[float32], a, b, a)
			got, err := kern.As[float32](disc.Call(tg, a, b, a))
			if err != nil {
				t.Fatal(err)
			}
			if !nd.Equal(got, want) {
				t.Fatal("result differs from the plain Go loop")
			}
		})
	}
}

func TestUfuncScalarsSlicesAndOut(t *testing.T) {
	add := kern.Vectorize("Add", kern.Loop2(ufAdd[int32]), kern.Loop2(ufAdd[int64]), kern.Loop2(ufAdd[float32]))
	for _, tg := range cpuTargets {
		t.Run(tg.String(), func(t *testing.T) {
			// Seed 003's add_n(x, n): an untyped constant is an int.
			x := nd.Must(nd.Arange[int64](0, 10, 1))
			got, err := kern.As[int64](add.Call(tg, x, 10))
			if err != nil {
				t.Fatal(err)
			}
			if want := nd.Must(nd.Arange[int64](10, 20, 1)); !nd.Equal(got, want) {
				t.Errorf("add(x, 10) = %v, want %v", got, want)
			}
			// The scalar takes the loop's dtype: int32 array + int.
			x32 := []int32{1, 2, 3}
			g32, err := kern.As[int32](add.Call(tg, 5, x32))
			if err != nil || g32.String() != "[6 7 8]" {
				t.Errorf("add(5, []int32) = %v, %v", g32, err)
			}
			// Float32 array + an exactly representable float64 constant.
			f := []float32{1, 2}
			gf, err := kern.As[float32](add.Call(tg, f, 0.5))
			if err != nil || gf.String() != "[1.5 2.5]" {
				t.Errorf("add([]float32, 0.5) = %v, %v", gf, err)
			}
			// Scalars only: a 0-d result.
			g0, err := kern.As[int32](add.Call(tg, int32(2), 3))
			if err != nil || g0.NDim() != 0 || g0.At() != 5 {
				t.Errorf("add(int32(2), 3) = %v, %v", g0, err)
			}
			// Only scalars, all of one loop's types: that loop, not the
			// first that holds their values.
			g64, err := kern.As[int64](add.Call(tg, int64(2), int64(3)))
			if err != nil || g64.At() != 5 {
				t.Errorf("add(int64(2), int64(3)) = %v, %v; want the int64 loop", g64, err)
			}
			gf32, err := kern.As[float32](add.Call(tg, float32(2), float32(3)))
			if err != nil || gf32.At() != 5 {
				t.Errorf("add(float32(2), float32(3)) = %v, %v", gf32, err)
			}
			// out= host array, and a slice as out.
			y := nd.Must(nd.Arange[float32](0, 6, 1))
			y2 := nd.Must(y.Reshape(2, 3))
			out := nd.Must(nd.Zeros[float32](2, 3))
			if err := add.Into(tg, out, y2, []float32{10, 20, 30}); err != nil {
				t.Fatal(err)
			}
			if out.String() != "[[10. 21. 32.]\n [13. 24. 35.]]" {
				t.Errorf("Into = %v", out)
			}
			outS := make([]float32, 6)
			if err := add.Into(tg, outS, y, y); err != nil || fmt.Sprint(outS) != "[0 2 4 6 8 10]" {
				t.Errorf("Into slice = %v, %v", outS, err)
			}
			// In place: out aliases an input.
			if err := add.Into(tg, y, y, float32(1)); err != nil || fmt.Sprint(y.ToSlice()) != "[1 2 3 4 5 6]" {
				t.Errorf("in place = %v, %v", y, err)
			}
		})
	}
}

func TestUfuncMultipleOutputs(t *testing.T) {
	dm := kern.Vectorize("DivMod", kern.Loop2x2(ufDivMod))
	for _, tg := range cpuTargets {
		a := []int64{7, -7, 9, 100}
		outs, err := dm.CallMulti(tg, a, int64(2))
		if err != nil {
			t.Fatal(err)
		}
		q, r := outs[0].(nd.Array[int64]), outs[1].(nd.Array[int64])
		for i, x := range a {
			if q.At(i) != x/2 || r.At(i) != x%2 {
				t.Errorf("%v: divmod(%d, 2) = %d, %d", tg, x, q.At(i), r.At(i))
			}
		}
		if _, err := dm.Call(tg, a, 2); !errors.Is(err, ufunc.ErrArity) {
			t.Errorf("Call of a two-output ufunc: %v", err)
		}
		q2, r2 := make([]int64, 4), nd.Must(nd.Zeros[int64](4))
		if err := dm.IntoMulti(tg, []any{q2, r2}, a, 3); err != nil || q2[1] != -2 || r2.At(1) != -1 {
			t.Errorf("IntoMulti: %v %v %v", q2, r2, err)
		}
	}
	// No go generate gives a two-output vectorize loop GPU code (K020):
	// a GPU says so and names the gufunc form, instead of asking for the
	// //kern:vectorize mark it has.
	for _, p := range places() {
		if !p.gpu {
			continue
		}
		want := "//kern:guvectorize (),()->(),() function"
		_, err := dm.CallMulti(p.on, []int64{7}, int64(2))
		if !errors.Is(err, kern.ErrTarget) || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "mark it") {
			t.Errorf("%s: CallMulti of a two-output loop = %v, want an ErrTarget naming %q", p.name, err, want)
		}
		if _, _, err := dm.Where(p.on, []int64{7}, int64(2)); !errors.Is(err, kern.ErrTarget) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: Where of a two-output loop = %v", p.name, err)
		}
	}
}

func TestUfuncErrorsLeaveOutUntouched(t *testing.T) {
	disc := ufDiscUfunc()
	a := ufRand[float32](t, 1, 0, 4, 5)
	b := ufRand[float32](t, 2, 10, 5)
	cases := []struct {
		name string
		out  any
		args []any
		is   error
		want string
	}{
		{"wrong dtype", nil, []any{nd.Must(nd.Zeros[int32](4, 5)), a, b}, nd.ErrDType,
			"Discriminant has no loop for (int32, float32, float32); loops: (float32, float32, float32) -> float32, (float64, float64, float64) -> float64"},
		{"impossible broadcast", nil, []any{a, b, nd.Must(nd.Zeros[float32](3))}, nd.ErrBroadcast, "(4, 5), (5,), (3,)"},
		{"arity", nil, []any{a, b}, ufunc.ErrArity, "takes 3 inputs, got 2"},
		{"scalar not exact", nil, []any{a, b, 0.1}, nd.ErrDType, "float64 scalar 0.1"},
		{"unsupported operand", nil, []any{a, b, "x"}, ufunc.ErrOperand, "a string is not an array"},
		{"unsupported slice", nil, []any{a, b, []int{1}}, ufunc.ErrOperand, "[]int"},
		{"out dtype", nd.Must(nd.Full[float64](-1, 4, 5)), []any{a, b, a}, nd.ErrDType, "output 1 has dtype float64, the loop writes float32"},
		{"out shape", nd.Must(nd.Full[float32](-1, 5, 4)), []any{a, b, a}, nd.ErrShape, "output 1 has shape (5, 4), the operands broadcast to (4, 5)"},
		{"out too small to broadcast into", nd.Must(nd.Full[float32](-1, 5)), []any{a, b, a}, nd.ErrShape, "shape (5,)"},
		{"out scalar", float32(1), []any{a, b, a}, ufunc.ErrOperand, "scalar"},
	}
	for _, tg := range cpuTargets {
		for _, tc := range cases {
			var err error
			var before string
			if tc.out != nil {
				before = fmt.Sprint(tc.out)
				err = disc.Into(tg, tc.out, tc.args...)
			} else {
				_, err = disc.Call(tg, tc.args...)
			}
			if !errors.Is(err, tc.is) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v %s: %v\nwant %v containing %q", tg, tc.name, err, tc.is, tc.want)
			}
			if tc.out != nil && fmt.Sprint(tc.out) != before {
				t.Errorf("%v %s: out was written", tg, tc.name)
			}
		}
	}
}

// A "no loop" error explains a scalar only when a loop takes the arrays'
// dtypes and that scalar's inexact conversion kept it from matching, and
// names that scalar.
func TestUfuncScalarHint(t *testing.T) {
	fma := kern.Vectorize("Fma",
		kern.Loop3(func(a, b, c float32) float32 { return a*b + c }),
		kern.Loop3(func(a, b, c kern.Float16) kern.Float16 {
			return kern.ToFloat16(a.Float32()*b.Float32() + c.Float32())
		}))
	h := nd.Must(nd.FromSlice([]kern.Float16{kern.ToFloat16(1), kern.ToFloat16(2)}, 2))
	f := nd.Must(nd.FromSlice([]float32{1, 2}, 2))
	i := nd.Must(nd.FromSlice([]int32{1, 2}, 2))
	cases := []struct {
		name      string
		args      []any
		want, not []string
	}{
		{"second scalar inexact", []any{h, 2, 0.1}, []string{"input 3", "scalar 0.1", "float16", "kern.ToFloat16(0.1)"}, []string{"ToFloat16(2)"}},
		{"float32 loop", []any{f, 0.1, float32(1)}, []string{"input 2", "float32(0.1)", "(float32, float32, float32) -> float32 takes the arrays"}, []string{"ToFloat16"}},
		{"array mismatch", []any{i, float32(1), 2}, nil, []string{"input", "scalar takes", "write e.g."}},
		{"arrays of two loops", []any{f, h, 0.5}, nil, []string{"write e.g."}},
		{"scalars only", []any{1, 2, 1e300}, []string{"input 3", "beyond float32's range"}, []string{"takes the arrays", "float32(1e+300)"}},
	}
	for _, tc := range cases {
		_, err := fma.Call(kern.CPU, tc.args...)
		if !errors.Is(err, nd.ErrDType) {
			t.Errorf("%s: %v, want ErrDType", tc.name, err)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %v\nwant it to contain %q", tc.name, err, w)
			}
		}
		for _, n := range tc.not {
			if strings.Contains(err.Error(), n) {
				t.Errorf("%s: %v\nwant it not to contain %q", tc.name, err, n)
			}
		}
	}
}

func TestUfuncDefinitionErrors(t *testing.T) {
	cases := []struct {
		u    *kern.Ufunc
		want string
	}{
		{kern.Vectorize("None"), "no loops"},
		{kern.Vectorize("Mixed", kern.Loop3(ufDisc[float32]), kern.Loop2(ufAdd[float32])), "loop 1 is (float32, float32) -> float32 but loop 0 is (float32, float32, float32) -> float32"},
		{kern.Vectorize("NoRun", kern.Loop{In: []nd.DType{nd.Float32}, Out: []nd.DType{nd.Float32}}), "no Run"},
	}
	for _, tc := range cases {
		if err := tc.u.Err(); !errors.Is(err, kern.ErrDefinition) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Err() = %v, want %q", tc.u.Name(), err, tc.want)
		}
		if _, err := tc.u.Call(kern.CPU, 1.0); !errors.Is(err, kern.ErrDefinition) {
			t.Errorf("%s: Call = %v, want the definition error", tc.u.Name(), err)
		}
	}
}

func TestUfuncCorePanicIsAnError(t *testing.T) {
	div := kern.Vectorize("Div", kern.Loop2(func(a, b int64) int64 { return a / b }))
	for _, tg := range cpuTargets {
		_, err := div.Call(tg, []int64{1, 2, 3}, []int64{1, 0, 1})
		if !errors.Is(err, driver.ErrKernelTrap) {
			t.Errorf("%v: division by zero: %v, want ErrKernelTrap", tg, err)
		}
		// As a kernel's trap is: errors.As finds the site and the value.
		var trap *kern.KernelTrapError
		if !errors.As(err, &trap) {
			t.Errorf("%v: division by zero: errors.As(%v) finds no *kern.KernelTrapError", tg, err)
			continue
		}
		var re runtime.Error
		if !strings.Contains(trap.Site, "ufunc_test.go:") || !errors.As(trap.Value.(error), &re) || trap.Kernel != "Div" {
			t.Errorf("%v: trap %+v, want the core's site, a runtime.Error value and the kernel Div", tg, trap)
		}
		if !errors.As(err, &re) {
			t.Errorf("%v: errors.As(%v) finds no runtime.Error", tg, err)
		}
	}
	big := nd.Must(nd.Full[int64](1, 1<<20))
	if err := big.Put(0, 1<<19); err != nil {
		t.Fatal(err)
	}
	if _, err := div.Call(kern.Parallel, big, big); !errors.Is(err, driver.ErrKernelTrap) {
		t.Errorf("parallel chunk panic: %v", err)
	}
}

// TestUfuncSIMDDivisionPanic: simdcores.Quo divides int32 lanes in its
// SIMD loop (by b^1, so b = 1 is a zero divisor). A group holding a zero
// divisor is left to the Go core, which panics where the Go loop does:
// every CPU target reports the trap, and kern.CPU has written exactly the
// elements before it, as the Go loop does (a strided output runs the Go
// loop alone: the same elements, the same values).
func TestUfuncSIMDDivisionPanic(t *testing.T) {
	quo := kern.Vectorize("Quo", kern.Loop2(simdcores.Quo[int32]))
	const n, at = 10_000, 4_321
	a, b := make([]int32, n), make([]int32, n)
	for i := range n {
		a[i] = int32(i*7919) - 40_000_000
		b[i] = int32(i%13) - 6 // −6..6, −2 divides by −1
		if b[i] == 1 {
			b[i] = 5
		}
	}
	a[3], b[3] = math.MinInt32, -2 // MinInt32 / −1
	want := make([]int32, n)
	for i := range n {
		want[i] = simdcores.Quo(a[i], b[i])
	}
	got, err := kern.As[int32](quo.Call(kern.CPU, a, b))
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := got.Contiguous(); !slices.Equal(data, want) {
		t.Fatal("without a zero divisor: the results differ from the Go loop's")
	}
	b[at] = 1
	for _, tg := range cpuTargets {
		_, err := quo.Call(tg, a, b)
		if !errors.Is(err, driver.ErrKernelTrap) || !strings.Contains(err.Error(), "divide by zero") {
			t.Errorf("%v: a zero divisor: %v, want ErrKernelTrap", tg, err)
		}
	}
	out := nd.Must(nd.Full[int32](-7, n))
	wide := nd.Must(nd.Full[int32](-7, 2*n))
	strided := nd.Must(wide.Slice(nd.S(0, 2*n, 2)))
	for _, o := range []nd.Array[int32]{out, strided} {
		if err := quo.Into(kern.CPU, o, a, b); !errors.Is(err, driver.ErrKernelTrap) {
			t.Fatalf("Into: %v, want ErrKernelTrap", err)
		}
		for i := range n {
			w := int32(-7)
			if i < at {
				w = want[i]
			}
			if o.At(i) != w {
				t.Fatalf("element %d (step %d) = %d, want %d: the Go loop writes the elements before %d and no other", i, o.Strides()[0], o.At(i), w, at)
			}
		}
	}
}

// BenchmarkSIMDDivision times simdcores.Quo (an int32 quotient and
// remainder) over 1e6 elements on kern.CPU with the Go loop, the AVX2
// loop and, where the CPU has it, the AVX-512 loop, in one run.
func BenchmarkSIMDDivision(b *testing.B) {
	quo := kern.Vectorize("Quo", kern.Loop2(simdcores.Quo[int32]))
	const n = 1_000_000
	r := rand.New(rand.NewPCG(38, 2))
	x, y, out := make([]int32, n), make([]int32, n), make([]int32, n)
	for i := range n {
		x[i] = int32(r.Uint32())
		y[i] = int32(r.IntN(2001)) - 1000
		if y[i] == 1 { // b^1 = 0
			y[i] = 3
		}
	}
	avx2, avx512 := simd.AVX2, simd.AVX512
	defer func() { simd.AVX2, simd.AVX512 = avx2, avx512 }()
	for _, isa := range []string{"go", "avx2", "avx512"} {
		b.Run(isa, func(b *testing.B) {
			if isa == "avx2" && !avx2 || isa == "avx512" && !avx512 {
				b.Skipf("no %s on this CPU", isa)
			}
			simd.AVX2, simd.AVX512 = isa != "go", isa == "avx512" // this benchmark's one writer, restored above
			b.SetBytes(12 * n)
			for b.Loop() {
				if err := quo.Into(kern.CPU, out, x, y); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestUfuncIdentityAndResultHelpers(t *testing.T) {
	l := kern.Loop3(ufDisc[float32])
	if l.ID != "github.com/kernlab/kern_test.ufDisc[float32]" {
		t.Errorf("ID = %q", l.ID)
	}
	if got := kern.Loop2x2(ufDivMod).ID; got != "github.com/kernlab/kern_test.ufDivMod" {
		t.Errorf("ID = %q", got)
	}
	if l.Signature() != "(float32, float32, float32) -> float32" {
		t.Errorf("Signature = %q", l.Signature())
	}
	add := kern.Vectorize("Add", kern.Loop2(ufAdd[float32]))
	if _, err := kern.As[float64](add.Call(kern.CPU, []float32{1}, []float32{2})); !errors.Is(err, nd.ErrDType) {
		t.Errorf("As with the wrong type: %v", err)
	}
	if _, err := kern.AsDevice[float32](add.Call(kern.CPU, []float32{1}, []float32{2})); !errors.Is(err, nd.ErrDType) {
		t.Errorf("AsDevice of a host result: %v", err)
	}
	if add.NumIn() != 2 || add.NumOut() != 1 || len(add.Loops()) != 1 {
		t.Errorf("NumIn/NumOut/Loops wrong")
	}
}

// BenchmarkUfuncSmall is the per-call cost of a ufunc on 16 elements.
func BenchmarkUfuncSmall(b *testing.B) {
	disc := ufDiscUfunc()
	x := make([]float32, 16)
	y := make([]float32, 16)
	for i := range y {
		y[i] = 10
	}
	out := make([]float32, 16)
	for _, tg := range cpuTargets {
		b.Run(tg.String()+"/Into", func(b *testing.B) {
			for b.Loop() {
				if err := disc.Into(tg, out, x, y, x); err != nil {
					b.Fatal(err)
				}
			}
		})
		// The arguments boxed once, as a caller in a loop can: what the
		// call itself allocates.
		args, outAny := []any{x, y, x}, any(out)
		b.Run(tg.String()+"/Into-boxed", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := disc.Into(tg, outAny, args...); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(tg.String()+"/Call", func(b *testing.B) {
			for b.Loop() {
				if _, err := disc.Call(tg, x, y, x); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func ufAddInt[T int32 | int64](x, y T) T { return x + y }

// Seed 003: add_n(x, n), add(x, y), and explicit data management with a
// device out=.
func ExampleVectorize() {
	add := kern.Vectorize("Add", kern.Loop2(ufAddInt[int32]), kern.Loop2(ufAddInt[int64]))
	x := nd.Must(nd.Arange[int64](0, 10, 1))
	y := nd.FullLike(x, 1)

	z, err := kern.As[int64](add.Call(kern.Parallel, x, 10))
	fmt.Println(z, err)
	z, err = kern.As[int64](add.Call(kern.Auto, x, y))
	fmt.Println(z, err)

	dev := kern.HostDevice()
	dx := nd.Must(kern.ToDevice(dev, x))
	dy := nd.Must(kern.ToDevice(dev, y))
	dres := nd.Must(kern.NewDeviceArray[int64](dev, []int{10}, nd.C))
	err = add.Into(dev, dres, dx, dy)
	fmt.Println(nd.Must(dres.CopyToHost()), err)
	// Output:
	// [10 11 12 13 14 15 16 17 18 19] <nil>
	// [ 1  2  3  4  5  6  7  8  9 10] <nil>
	// [ 1  2  3  4  5  6  7  8  9 10] <nil>
}

// Seed 004's reduce_gpu over a flattened array.
func ExampleReduce() {
	sum := kern.Reduce("Sum", kern.Loop2(ufSum[float64]))
	arr := nd.Must(nd.Arange[float64](1, 10, 1))
	arr = nd.Must(arr.Reshape(3, 3))
	total, err := kern.Value[float64](sum.Call(kern.Auto, arr))
	fmt.Println(total, err)
	rows, err := kern.As[float64](sum.Call(kern.CPU, arr, kern.Axis(1)))
	fmt.Println(rows, err)
	_, err = sum.Call(kern.CPU, []float64{})
	fmt.Println(err)
	empty, err := kern.Value[float64](sum.Call(kern.CPU, []float64{}, kern.Init(0)))
	fmt.Println(empty, err)
	// Output:
	// 45 <nil>
	// [ 6. 15. 24.] <nil>
	// kern: Sum.Reduce of shape (0,): reduction of an empty array with no initial value: pass kern.Init(v), which an empty reduction returns
	// 0 <nil>
}

// Seed 000's matmulcore on stacked matrices.
func ExampleGUVectorize() {
	matmul := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(ufMatMul[float32]), kern.GULoop3(ufMatMul[float64]))
	a := nd.Must(nd.Arange[float32](0, 12, 1))
	a = nd.Must(a.Reshape(2, 2, 3)) // two 2×3 matrices
	b := nd.Must(nd.FromSlice([]float32{1, 0, 0, 1, 1, 1}, 3, 2))
	c, err := kern.As[float32](matmul.Call(kern.Parallel, a, b))
	fmt.Println(c.Shape(), err)
	fmt.Println(c)
	// Output:
	// [2 2 2] <nil>
	// [[[ 2.  3.]
	//   [ 8.  9.]]
	//
	//  [[14. 15.]
	//   [20. 21.]]]
}

func ufFMA(a, b, c, d float64) float64 { return a*b + c*d }

func TestUfuncLoop1Loop4AndPinned(t *testing.T) {
	sq := kern.Vectorize("Sqrt", kern.Loop1(func(x float32) float32 { return float32(math.Sqrt(float64(x))) }),
		kern.Loop1(func(x int32) float64 { return math.Sqrt(float64(x)) }))
	fma := kern.Vectorize("FMA", kern.Loop4(ufFMA))
	x := nd.Must(nd.Arange[float32](0, 40, 1))
	xs := nd.Must(nd.Must(x.Reshape(5, 8)).Slice(nd.S(0, 5, 2), nd.All().By(-3)))
	pin := nd.Must(kern.PinnedArray[float32](kern.HostDevice(), 3))
	defer pin.Close()
	pin.Array.Fill(16)
	for _, tg := range cpuTargets {
		got, err := kern.As[float32](sq.Call(tg, xs))
		if err != nil {
			t.Fatal(err)
		}
		for idx, v := range xs.Elems() {
			if got.At(idx...) != float32(math.Sqrt(float64(v))) {
				t.Fatalf("%v: sqrt%v = %v", tg, idx, got.At(idx...))
			}
		}
		// A loop whose output dtype differs from its input's.
		g64, err := kern.As[float64](sq.Call(tg, []int32{4, 9}))
		if err != nil || g64.String() != "[2. 3.]" {
			t.Errorf("%v: sqrt(int32) = %v, %v", tg, g64, err)
		}
		a := ufRand[float64](t, 1, 0, 3, 4)
		b := ufRand[float64](t, 2, 0, 4)
		f, err := kern.As[float64](fma.Call(tg, a, b, 2, a.T().T()))
		if err != nil {
			t.Fatal(err)
		}
		for idx, v := range a.Elems() {
			if want := ufFMA(v, b.At(idx[1]), 2, v); f.At(idx...) != want {
				t.Fatalf("%v: fma%v = %v, want %v", tg, idx, f.At(idx...), want)
			}
		}
		p, err := kern.As[float32](sq.Call(tg, pin))
		if err != nil || p.String() != "[4. 4. 4.]" {
			t.Errorf("%v: sqrt(pinned) = %v, %v", tg, p, err)
		}
	}
}

// BenchmarkPlainLoop16 is the baseline of BenchmarkUfuncSmall: the
// discriminant as a Go loop over 16 elements.
func BenchmarkPlainLoop16(b *testing.B) {
	x, y, out := make([]float32, 16), make([]float32, 16), make([]float32, 16)
	for i := range y {
		y[i] = 10
	}
	for b.Loop() {
		for i := range out {
			out[i] = ufDisc(x[i], y[i], x[i])
		}
	}
}

// TestUfuncOverlap: an output that overlaps an input without being it
// gets NumPy's answer (the input as it was before the call) on every CPU
// target, whatever order the loop visits the elements in; exactly in
// place is kept as is.
func TestUfuncOverlap(t *testing.T) {
	add := kern.Vectorize("Add", kern.Loop2(ufAdd[float64]), kern.Loop2(ufAdd[int32]))
	for _, tg := range cpuTargets {
		for _, n := range []int{5, 13, 100, 1001} {
			for rep := range 3 { // the third call takes the dispatch cache
				buf := make([]float64, n+1)
				for i := range buf {
					buf[i] = float64(i + 1)
				}
				want := make([]float64, n)
				for i := range want {
					want[i] = buf[i] + 10
				}
				if err := add.Into(tg, buf[1:], buf[:n], float64(10)); err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(buf[1:], want) {
					t.Fatalf("%v n=%d call %d: out = in shifted by one: %v, want %v", tg, n, rep, buf[1:min(n, 8)+1], want[:min(n, 8)])
				}
				// Both inputs overlap the output, one of them exactly.
				b2 := make([]float64, n+1)
				for i := range b2 {
					b2[i] = float64(i)
				}
				want2 := make([]float64, n)
				for i := range want2 {
					want2[i] = b2[i+1] + b2[i]
				}
				if err := add.Into(tg, b2[:n], b2[1:], b2[:n]); err != nil || !slices.Equal(b2[:n], want2) {
					t.Fatalf("%v n=%d: %v, %v; want %v", tg, n, err, b2[:min(n, 8)], want2[:min(n, 8)])
				}
			}
		}
		// A reversed view over the output's memory.
		a := nd.Must(nd.Arange[int32](0, 8, 1))
		rev := nd.Must(a.Slice(nd.All().By(-1)))
		want := []int32{7, 7, 7, 7, 7, 7, 7, 7}
		if err := add.Into(tg, a, a, rev); err != nil || !slices.Equal(a.ToSlice(), want) {
			t.Fatalf("%v: a + a[::-1] into a = %v, %v; want %v", tg, a, err, want)
		}
	}
}

func uf5(a float32, b int32, c float64, d int64, e uint8) float64 {
	return float64(a) + float64(b)*2 + c*3 + float64(d)*4 + float64(e)*5
}

func uf8(a, b, c, d, e, f, g, h int32) int32 { return a - b + c*d - e ^ f + g<<1 - h }

// TestUfuncWideLoops: Loop5 … Loop8 run five- to eight-input cores,
// broadcasting included, with the plain Go function's results.
func TestUfuncWideLoops(t *testing.T) {
	w5 := kern.Vectorize("W5", kern.Loop5(uf5))
	w8 := kern.Vectorize("W8", kern.Loop8(uf8))
	w6 := kern.Vectorize("W6", kern.Loop6(func(a, b, c, d, e, f float32) float32 { return a*b + c*d + e*f }))
	w7 := kern.Vectorize("W7", kern.Loop7(func(a, b, c, d, e, f, g int64) int64 { return a + b + c + d + e + f + g }))
	for _, tg := range cpuTargets {
		a, b := []float32{1, 2, 3}, []int32{4, 5, 6}
		got, err := kern.As[float64](w5.Call(tg, a, b, 0.5, int64(7), uint8(2)))
		if err != nil {
			t.Fatal(err)
		}
		for i := range a {
			if want := uf5(a[i], b[i], 0.5, 7, 2); got.At(i) != want {
				t.Errorf("%v W5[%d] = %v, want %v", tg, i, got.At(i), want)
			}
		}
		x := []int32{3, -1, 8, 100}
		g8, err := kern.As[int32](w8.Call(tg, x, x, int32(2), x, int32(1), x, x, int32(9)))
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range x {
			if want := uf8(v, v, 2, v, 1, v, v, 9); g8.At(i) != want {
				t.Errorf("%v W8[%d] = %v, want %v", tg, i, g8.At(i), want)
			}
		}
		g6, err := kern.As[float32](w6.Call(tg, a, a, a, a, a, float32(2)))
		if err != nil || g6.At(2) != 3*3+3*3+3*2 {
			t.Errorf("%v W6 = %v, %v", tg, g6, err)
		}
		g7, err := kern.As[int64](w7.Call(tg, int64(1), int64(2), int64(3), int64(4), int64(5), int64(6), []int64{7, 8}))
		if err != nil || g7.At(1) != 29 {
			t.Errorf("%v W7 = %v, %v", tg, g7, err)
		}
	}
}

func ufInc(x float64) float64 { return x + 1 }

// TestUfuncOverlapAfterQueuedWork: the overlap copy reads the input after
// the work queued before the call (a CPU call on a host device's arrays
// after a stream's launch; a call on a stream, which the host device runs
// on Parallel).
func TestUfuncOverlapAfterQueuedWork(t *testing.T) {
	inc := kern.Vectorize("Inc", kern.Loop1(ufInc))
	const n = 1 << 18
	dev := kern.HostDevice()
	s, err := dev.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	d, err := kern.ToDevice(dev, nd.Must(nd.Zeros[float64](n+1)))
	if err != nil {
		t.Fatal(err)
	}
	if err := inc.Into(s, d, d); err != nil { // queued: d = 1
		t.Fatal(err)
	}
	lo, _ := d.Slice(nd.To(n))
	hi, _ := d.Slice(nd.From(1))
	if err := inc.Into(kern.CPU, lo, hi); err != nil { // after it: lo = 2
		t.Fatal(err)
	}
	host := nd.Must(nd.Zeros[float64](n + 1))
	if err := d.CopyInto(host); err != nil {
		t.Fatal(err)
	}
	for i, v := range host.ToSlice()[:n] {
		if v != 2 {
			t.Fatalf("CPU after a stream: element %d = %v, want 2", i, v)
		}
	}
	buf := make([]float64, n+1)
	if err := inc.Into(s, buf, buf); err != nil { // in place: buf = 1
		t.Fatal(err)
	}
	if err := inc.Into(s, buf[:n], buf[1:]); err != nil { // buf[i] = buf[i+1] + 1 = 2
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	for i, v := range buf[:n] {
		if v != 2 {
			t.Fatalf("on a stream: element %d = %v, want 2", i, v)
		}
	}
}
