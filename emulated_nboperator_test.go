package kern_test

// numba-cuda's test_operator.py (its operator_template: add, sub, mul,
// truediv, floordiv of ones; the float16 cases are
// emulated_halfnumba_test.go's) widened to Go's operators on every integer
// width and both float types at the edge values, on every place, bit for
// bit. Go's semantics win: integer division truncates (Python's // floors)
// and an overflow wraps, shifts by the width or more give 0 (or the sign),
// float min and max give NaN for a NaN and order −0 below +0.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

func nbIntRef[T nbcuda.Ints](x, y T, s uint32) []T {
	b := func(c bool) T {
		if c {
			return 1
		}
		return 0
	}
	return []T{x + y, x - y, x * y, x / y, x % y, x & y, x | y, x ^ y, x &^ y, x << s, x >> s, -x, ^x, b(x < y), b(x <= y), b(x == y)}
}

func TestNumbaIntOperators(t *testing.T) {
	testNumbaIntOps(t, "int8", nbcuda.IntOps[int8], math.MinInt8, math.MaxInt8)
	testNumbaIntOps(t, "int16", nbcuda.IntOps[int16], math.MinInt16, math.MaxInt16)
	testNumbaIntOps(t, "int32", nbcuda.IntOps[int32], math.MinInt32, math.MaxInt32)
	testNumbaIntOps(t, "int64", nbcuda.IntOps[int64], math.MinInt64, math.MaxInt64)
	testNumbaIntOps(t, "uint8", nbcuda.IntOps[uint8], 0, math.MaxUint8)
	testNumbaIntOps(t, "uint16", nbcuda.IntOps[uint16], 0, math.MaxUint16)
	testNumbaIntOps(t, "uint32", nbcuda.IntOps[uint32], 0, math.MaxUint32)
	testNumbaIntOps(t, "uint64", nbcuda.IntOps[uint64], 0, math.MaxUint64)
}

func testNumbaIntOps[T nbcuda.Ints](t *testing.T, name string, f func(*kern.Thread, []T, []T, []T, []uint32), lo int64, hi uint64) {
	r := rand.New(rand.NewPCG(0, 10))
	minT, maxT := T(lo), T(hi)
	edge := []T{0, 1, 2, 3, 7, minT, maxT, minT + 1, maxT - 1, maxT / 2, minT / 2}
	edge = append(edge, ^T(0), ^T(0)-1) // −1, −2 (MaxUint, MaxUint−1 unsigned)
	var a, b []T
	var c []uint32
	for i, x := range edge {
		for j, y := range edge {
			if y == 0 {
				y = minT - 1 // Max (signed) or Max (unsigned, which wraps to it)
				if y == 0 {
					y = 5
				}
			}
			a, b, c = append(a, x), append(b, y), append(c, uint32((i*5+j)%70))
		}
	}
	for range 100 {
		y := T(r.Uint64())
		if y == 0 {
			y = 9
		}
		a, b, c = append(a, T(r.Uint64())), append(b, y), append(c, uint32(r.IntN(66)))
	}
	// ones, as numba's template: 1+1, 1−1, 1·1, 1/1.
	a, b, c = append(a, 1), append(b, 1), append(c, 1)
	want := make([]T, 0, 16*len(a))
	for i := range a {
		want = append(want, nbIntRef(a[i], b[i], c[i])...)
	}
	names := []string{"+", "-", "*", "/", "%", "&", "|", "^", "&^", "<<", ">>", "neg", "not", "<", "<=", "=="}
	for _, p := range places() {
		t.Run(name+"/"+p.name, func(t *testing.T) {
			out := make([]T, len(want))
			if err := kern.NewKernel4(f).Launch(p.on, (len(a)+63)/64, 64, out, a, b, c); err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if out[i] != want[i] {
					k := i / 16
					t.Fatalf("%v %s %v (shift %d) = %v, want %v", a[k], names[i%16], b[k], c[k], out[i], want[i])
				}
			}
			if n := len(a) - 1; out[16*n] != 2 || out[16*n+1] != 0 || out[16*n+2] != 1 || out[16*n+3] != 1 {
				t.Fatalf("numba's ones: %v", out[16*n:16*n+4])
			}
		})
	}
}

func TestNumbaFloatOperators(t *testing.T) {
	testNumbaFloatOps(t, "float32", nbcuda.FloatOps[float32])
	testNumbaFloatOps(t, "float64", nbcuda.FloatOps[float64])
}

func testNumbaFloatOps[F float32 | float64](t *testing.T, name string, f func(*kern.Thread, []F, []F, []F)) {
	edge := nbEdgeFloats()
	var a, b []F
	for _, x := range edge {
		for _, y := range edge {
			a, b = append(a, F(x)), append(b, F(y))
		}
	}
	a, b = append(a, 1), append(b, 1) // numba's ones
	bf := func(c bool) F {
		if c {
			return 1
		}
		return 0
	}
	want := make([]F, 0, 16*len(a))
	for i := range a {
		x, y := a[i], b[i]
		// An explicit conversion stops Go fusing x*y+1 into an FMA (arm64).
		xy := F(x * y)
		want = append(want, x+y, x-y, x*y, x/y, -x, F(math.Floor(float64(x/y))), bf(x < y), bf(x <= y), bf(x == y), bf(x != y), bf(x > y),
			min(x, y), max(x, y), xy+1, xy-x, 0)
	}
	names := []string{"+", "-", "*", "/", "neg", "floordiv", "<", "<=", "==", "!=", ">", "min", "max", "x*y+1", "x*y-x", "0"}
	for _, p := range places() {
		t.Run(name+"/"+p.name, func(t *testing.T) {
			out := make([]F, len(want))
			if err := kern.NewKernel3(f).Launch(p.on, (len(a)+63)/64, 64, out, a, b); err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i := range want {
				if !nbSame(out[i], want[i]) && bad < 10 {
					bad++
					k := i / 16
					t.Errorf("%s(%v, %v) = %v, want %v", names[i%16], a[k], b[k], out[i], want[i])
				}
			}
			if n := len(a) - 1; fmt.Sprint(out[16*n:16*n+6]) != "[2 0 1 1 -1 1]" {
				t.Fatalf("numba's ones: %v", out[16*n:16*n+6])
			}
		})
	}
}
