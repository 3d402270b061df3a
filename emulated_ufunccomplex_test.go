package kern_test

import (
	"fmt"
	"math"
	"math/cmplx"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// The complex ufunc suite: kern.Vectorize cores over complex64 and
// complex128 (internal/testing/gputest/ufunccomplex.go) on every place, against
// the Go core called directly — bit for bit for arithmetic and for the
// math/cmplx functions whose math the host runs as portable Go, within a
// few ULP for those that use the host's amd64 assembly (Exp).

var (
	vcomp   = kern.Vectorize("vcomp", kern.Loop1(gputest.VComp[complex128]), kern.Loop1(gputest.VComp[complex64]))
	cadd    = kern.Vectorize("cadd", kern.Loop2(gputest.CAdd[complex128]), kern.Loop2(gputest.CAdd[complex64]))
	cmul    = kern.Vectorize("cmul", kern.Loop2(gputest.CMul[complex128]), kern.Loop2(gputest.CMul[complex64]))
	carith  = kern.Vectorize("carith", kern.Loop3(gputest.CArith[complex128]), kern.Loop3(gputest.CArith[complex64]))
	cmuladd = kern.Vectorize("cmuladd", kern.Loop3(gputest.CMulAdd))
	cabs    = kern.Vectorize("cabs", kern.Loop1(gputest.CAbs))
	crect   = kern.Vectorize("crect", kern.Loop2(gputest.CRect))
	cmath   = kern.Vectorize("cmath", kern.Loop1(gputest.CMath))
)

// sameC compares complex results bit for bit (any NaN matches a NaN;
// widening keeps a float32's bits otherwise).
func sameC[T complex64 | complex128](x, y T) bool {
	return sameComplex(complex128(x), complex128(y))
}

// within4ULP compares each part within 4 ULP (NaN with NaN, infinities
// exactly).
func within4ULP(x, y complex128) bool {
	near := func(a, b float64) bool {
		if math.IsNaN(a) || math.IsNaN(b) {
			return math.IsNaN(a) && math.IsNaN(b)
		}
		if math.IsInf(a, 0) || math.IsInf(b, 0) || a == b {
			return a == b
		}
		ua, ub := int64(math.Float64bits(a)), int64(math.Float64bits(b))
		if (ua < 0) != (ub < 0) {
			return false
		}
		return max(ua-ub, ub-ua) <= 4
	}
	return near(real(x), real(y)) && near(imag(x), imag(y))
}

func checkEach[T, R any](t *testing.T, what string, got []R, ins []T, f func(T) R, same func(R, R) bool) {
	t.Helper()
	if len(got) != len(ins) {
		t.Fatalf("%s: %d results for %d inputs", what, len(got), len(ins))
	}
	for i, x := range ins {
		if w := f(x); !same(got[i], w) {
			t.Fatalf("%s(%v) = %v, Go %v", what, x, got[i], w)
		}
	}
}

// TestEmulatedVectorizeComplex is numba-cuda's test_vectorize_complex
// (vcomp(a) = a*a + 1 over np.arange(5, dtype=np.complex128)), then every
// complex operator on Go's division cases, in both widths.
func TestEmulatedVectorizeComplex(t *testing.T) {
	xs, ys := complexInputs()
	n := len(xs)
	x64, y64 := make([]complex64, n), make([]complex64, n)
	for i := range xs {
		x64[i], y64[i] = complex64(xs[i]), complex64(ys[i])
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			A := nd.Must(nd.Arange[complex128](0, 5, 1))
			B, err := kern.As[complex128](vcomp.Call(p.on, A))
			if err != nil {
				t.Fatal(err)
			}
			for i, b := range B.ToSlice() {
				if a := A.At(i); b != a*a+1 {
					t.Fatalf("vcomp(%v) = %v, want %v", a, b, a*a+1)
				}
			}
			v64, err := kern.As[complex64](vcomp.Call(p.on, x64))
			if err != nil {
				t.Fatal(err)
			}
			checkEach(t, "VComp[complex64]", v64.ToSlice(), x64, gputest.VComp[complex64], sameC[complex64])

			pairs := func(f func(a, b complex128) complex128) func(int) complex128 {
				return func(i int) complex128 { return f(xs[i], ys[i]) }
			}
			pairs64 := func(f func(a, b complex64) complex64) func(int) complex64 {
				return func(i int) complex64 { return f(x64[i], y64[i]) }
			}
			idx := make([]int, n)
			for i := range idx {
				idx[i] = i
			}
			for _, c := range []struct {
				name string
				u    *kern.Ufunc
				f    func(a, b complex128) complex128
				f64  func(a, b complex64) complex64
			}{
				{"CAdd", cadd, gputest.CAdd[complex128], gputest.CAdd[complex64]},
				{"CMul", cmul, gputest.CMul[complex128], gputest.CMul[complex64]},
			} {
				got, err := kern.As[complex128](c.u.Call(p.on, xs, ys))
				if err != nil {
					t.Fatal(err)
				}
				checkEach(t, c.name+"[complex128]", got.ToSlice(), idx, pairs(c.f), sameC[complex128])
				got64, err := kern.As[complex64](c.u.Call(p.on, x64, y64))
				if err != nil {
					t.Fatal(err)
				}
				checkEach(t, c.name+"[complex64]", got64.ToSlice(), idx, pairs64(c.f64), sameC[complex64])
			}
			ar, err := kern.As[complex128](carith.Call(p.on, xs, ys, xs))
			if err != nil {
				t.Fatal(err)
			}
			checkEach(t, "CArith[complex128]", ar.ToSlice(), idx, func(i int) complex128 { return gputest.CArith(xs[i], ys[i], xs[i]) }, sameC[complex128])
			ar64, err := kern.As[complex64](carith.Call(p.on, x64, y64, y64))
			if err != nil {
				t.Fatal(err)
			}
			checkEach(t, "CArith[complex64]", ar64.ToSlice(), idx, func(i int) complex64 { return gputest.CArith(x64[i], y64[i], y64[i]) }, sameC[complex64])
		})
	}
}

// TestEmulatedVectorizeComplexScalars: broadcast complex scalars (two
// kernel parameters each) and real ones beside complex arrays, on the
// contiguous and the strided wrapper; Go scalars convert as for real
// dtypes (exactly, a real one as the real part).
func TestEmulatedVectorizeComplexScalars(t *testing.T) {
	xs, _ := complexInputs()
	x64 := make([]complex64, len(xs))
	for i, x := range xs {
		x64[i] = complex64(x)
	}
	grid := nd.Must(nd.Random[complex128](7, 6, 33))                                      // (6, 33)
	row := nd.Must(nd.Random[complex64](8, 33))                                           // broadcast over the rows
	col := ufView(nd.Must(nd.Random[complex128](9, 6, 2)).Slice(nd.All(), nd.S(1, 2, 1))) // (6, 1), strided
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			s := complex(1.25, -3.5)
			got, err := kern.As[complex128](cmul.Call(p.on, xs, s))
			if err != nil {
				t.Fatal(err)
			}
			checkEach(t, "CMul(x, scalar)", got.ToSlice(), xs, func(x complex128) complex128 { return gputest.CMul(x, s) }, sameC[complex128])
			got64, err := kern.As[complex64](cmul.Call(p.on, complex64(-2+0.5i), x64))
			if err != nil {
				t.Fatal(err)
			}
			checkEach(t, "CMul(scalar, x)", got64.ToSlice(), x64, func(x complex64) complex64 { return gputest.CMul(-2+0.5i, x) }, sameC[complex64])
			// A real Go scalar is a complex operand's real part.
			got, err = kern.As[complex128](cadd.Call(p.on, xs, 2.5))
			if err != nil {
				t.Fatal(err)
			}
			checkEach(t, "CAdd(x, 2.5)", got.ToSlice(), xs, func(x complex128) complex128 { return x + 2.5 }, sameC[complex128])
			if _, err := cadd.Call(p.on, x64, complex(0.1, 0)); err == nil {
				t.Error("complex(0.1, 0) converted to complex64, which cannot hold it exactly")
			}

			// Mixed operands over a broadcast shape: the strided wrapper.
			m, err := kern.As[complex128](cmuladd.Call(p.on, grid, float32(0.75), row))
			if err != nil {
				t.Fatal(err)
			}
			m2, err := kern.As[complex128](cmuladd.Call(p.on, col, float32(-2), complex64(3-1i)))
			if err != nil {
				t.Fatal(err)
			}
			for i := range 6 {
				for j := range 33 {
					if w := gputest.CMulAdd(grid.At(i, j), 0.75, row.At(j)); !sameC(m.At(i, j), w) {
						t.Fatalf("CMulAdd[%d,%d] = %v, Go %v", i, j, m.At(i, j), w)
					}
				}
				if w := gputest.CMulAdd(col.At(i, 0), -2, 3-1i); !sameC(m2.At(i, 0), w) {
					t.Fatalf("CMulAdd(col, scalars)[%d] = %v, Go %v", i, m2.At(i, 0), w)
				}
			}
			// Into a strided complex view.
			big := nd.Must(nd.Full[complex128](complex(-7, 7), 6, 66))
			out := ufView(big.Slice(nd.All(), nd.S(0, 66, 2)))
			if err := cmul.Into(p.on, out, grid, complex(0, 1)); err != nil {
				t.Fatal(err)
			}
			for i := range 6 {
				for j := range 66 {
					w := complex(-7, 7)
					if j%2 == 0 {
						w = grid.At(i, j/2) * 1i
					}
					if !sameC(big.At(i, j), w) {
						t.Fatalf("out= strided: big[%d,%d] = %v, want %v", i, j, big.At(i, j), w)
					}
				}
			}
		})
	}
}

// TestEmulatedVectorizeComplexMath: cores between complex and real
// operands and math/cmplx.
func TestEmulatedVectorizeComplexMath(t *testing.T) {
	xs, ys := complexInputs()
	rs, ths := make([]float64, len(xs)), make([]float64, len(xs))
	for i := range xs {
		rs[i], ths[i] = real(xs[i]), imag(ys[i])
	}
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a, err := kern.As[float64](cabs.Call(p.on, xs))
			if err != nil {
				t.Fatal(err)
			}
			checkEach(t, "CAbs", a.ToSlice(), xs, gputest.CAbs, bitsEqual[float64])
			r, err := kern.As[complex128](crect.Call(p.on, rs, ths))
			if err != nil {
				t.Fatal(err)
			}
			checkEach(t, "CRect", r.ToSlice(), idx, func(i int) complex128 { return gputest.CRect(rs[i], ths[i]) }, sameC[complex128])
			m, err := kern.As[complex128](cmath.Call(p.on, xs))
			if err != nil {
				t.Fatal(err)
			}
			same := sameC[complex128]
			if p.gpu { // the host's Exp is amd64 assembly, the GPU's Go's portable code
				same = within4ULP
			}
			checkEach(t, "CMath", m.ToSlice(), xs, gputest.CMath, same)
		})
	}
}

// TestEmulatedComplexDeviceArrays: complex device arrays and pinned host
// arrays as ufunc operands and results, and their copies.
func TestEmulatedComplexDeviceArrays(t *testing.T) {
	for _, p := range places() {
		if !p.gpu {
			continue
		}
		dev := p.on.(*kern.Device)
		t.Run(p.name, func(t *testing.T) {
			h := nd.Must(nd.Random[complex64](11, 4097))
			dh, err := kern.ToDevice(dev, h)
			if err != nil {
				t.Fatal(err)
			}
			defer dh.Free()
			dr, err := kern.AsDevice[complex64](cmul.Call(dev, dh, dh))
			if err != nil {
				t.Fatal(err)
			}
			defer dr.Free()
			r, err := dr.CopyToHost()
			if err != nil {
				t.Fatal(err)
			}
			checkEach(t, "CMul(device, device)", r.ToSlice(), h.ToSlice(), func(x complex64) complex64 { return x * x }, sameC[complex64])

			dres, err := kern.NewDeviceArray[complex64](dev, []int{4097}, nd.C)
			if err != nil {
				t.Fatal(err)
			}
			defer dres.Free()
			if err := cadd.Into(dev, dres, dh, complex64(0.5i)); err != nil {
				t.Fatal(err)
			}
			pin, err := kern.PinnedArray[complex64](dev, 4097)
			if err != nil {
				t.Fatal(err)
			}
			defer pin.Close()
			if err := dres.CopyInto(pin.Array); err != nil {
				t.Fatal(err)
			}
			checkEach(t, "CAdd(device, scalar)", pin.ToSlice(), h.ToSlice(), func(x complex64) complex64 { return x + 0.5i }, sameC[complex64])

			// A pinned operand (host memory: the result is a host array).
			wide, err := kern.PinnedArray[complex128](dev, 3, 5)
			if err != nil {
				t.Fatal(err)
			}
			defer wide.Close()
			for i := range 3 {
				for j := range 5 {
					wide.Set(complex(float64(i), -float64(j)), i, j)
				}
			}
			back, err := kern.As[complex128](vcomp.Call(dev, wide))
			if err != nil {
				t.Fatal(err)
			}
			for i := range 3 {
				for j := range 5 {
					if x := wide.At(i, j); back.At(i, j) != x*x+1 {
						t.Fatalf("vcomp(pinned)[%d,%d] = %v, want %v", i, j, back.At(i, j), x*x+1)
					}
				}
			}
		})
	}
}

// TestEmulatedComplexReduce: Ufunc.Reduce of complex add and multiply on
// every place. Values whose every partial sum (product) is exact give Go's
// left-to-right bits in any order; a sum of random values is within the
// reassociation bound of the real test, per part.
func TestEmulatedComplexReduce(t *testing.T) {
	for _, p := range places() {
		for _, n := range []int{1, 33, 257, 70_001} {
			t.Run(fmt.Sprint(p.name, "/", n), func(t *testing.T) {
				xs := make([]complex128, n)
				us := make([]complex64, n)
				units := []complex64{1, -1, 1i, -1i}
				for i := range xs {
					xs[i] = complex(float64(i%17-8), float64(i%5)-0.5)
					us[i] = units[(i*7)%4]
				}
				got, err := kern.Value[complex128](cadd.Reduce(p.on, xs))
				if want := foldGo(xs, gputest.CAdd[complex128]); err != nil || got != want {
					t.Fatalf("complex128 add: %v, %v; want %v", got, err, want)
				}
				x64 := make([]complex64, n)
				for i, x := range xs {
					x64[i] = complex64(x)
				}
				got64, err := kern.Value[complex64](cadd.Reduce(p.on, x64, kern.Init(complex64(0.5-2i))))
				if want := (0.5 - 2i) + foldGo(x64, gputest.CAdd[complex64]); err != nil || got64 != want {
					t.Fatalf("complex64 add with Init: %v, %v; want %v", got64, err, want)
				}
				gotu, err := kern.Value[complex64](cmul.Reduce(p.on, us))
				if want := foldGo(us, gputest.CMul[complex64]); err != nil || gotu != want {
					t.Fatalf("complex64 mul of units: %v, %v; want %v", gotu, err, want)
				}
				// Along an axis: each column of a (n, 3) array.
				m := nd.Must(nd.FromSlice(append(append(append([]complex128(nil), xs...), xs...), xs...), n, 3))
				cols, err := kern.As[complex128](cadd.Reduce(p.on, m, kern.Axis(0), kern.Init(1i)))
				if err != nil {
					t.Fatal(err)
				}
				for j := range 3 {
					want := complex128(1i)
					for i := range n {
						want += m.At(i, j)
					}
					if cols.At(j) != want {
						t.Fatalf("complex128 add along axis 0, column %d: %v, want %v", j, cols.At(j), want)
					}
				}
				rs := nd.Must(nd.Random[complex128](uint64(n), n)).ToSlice()
				var want complex128
				abs := 0.0
				for _, v := range rs {
					want += v
					abs += math.Abs(real(v)) + math.Abs(imag(v))
				}
				got, err = kern.Value[complex128](cadd.Reduce(p.on, rs))
				if err != nil || cmplx.Abs(got-want) > float64(n)*0x1p-52*abs {
					t.Fatalf("complex128 add of random values: %v, %v; want %v", got, err, want)
				}
			})
		}
	}
}

// TestEmulatedComplexChunked: complex host arrays chunked through a
// GPU in chunks (a broadcast complex scalar in every chunk's launch), and
// spread over a GPU and the CPU.
func TestEmulatedComplexChunked(t *testing.T) {
	const n = 5000
	xs := nd.Must(nd.Random[complex128](21, n))
	ints := make([]complex64, n)
	for i := range ints {
		ints[i] = complex(float32(i%9-4), float32(i%3))
	}
	s := complex(0.5, -2)
	for _, p := range places() {
		if !p.gpu {
			continue
		}
		t.Run(p.name, func(t *testing.T) {
			for _, on := range []any{
				kern.Chunked(p.on, kern.StreamAbove(0), kern.ChunkLen(777)),
				kern.Spread(p.on, kern.CPU),
			} {
				got, err := kern.As[complex128](cmul.Call(on, xs, s))
				if err != nil {
					t.Fatal(err)
				}
				checkEach(t, fmt.Sprintf("CMul(x, s) on %T", on), got.ToSlice(), xs.ToSlice(), func(x complex128) complex128 { return x * s }, sameC[complex128])
				sum, err := kern.Value[complex64](cadd.Reduce(on, ints))
				if want := foldGo(ints, gputest.CAdd[complex64]); err != nil || sum != want {
					t.Fatalf("CAdd.Reduce on %T: %v, %v; want %v", on, sum, err, want)
				}
			}
		})
	}
}
