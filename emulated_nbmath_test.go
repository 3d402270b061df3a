package kern_test

// numba-cuda's test_math.py and test_frexp_ldexp.py ported to kern
// (kernels in internal/testing/nbcuda): package math's functions, numba's
// math module's counterparts, at the edge values (±0, ±Inf, NaN,
// subnormals, the largest finite values, the poles, branch points and
// overflow thresholds) on every place, in float64 and in the float32 form
// float32(math.F(float64(x))). The CPU targets call package math and must
// give its bits; the GPU code (kern gen -fmad=false) runs Go's portable
// algorithms and is held to docs/math-accuracy.md's unfused bound (0 but
// where amd64's assembly Exp and what calls it differ by a few ULP),
// with the sign of every zero and every NaN and infinity exact. Where the
// assembly is known wrong (Log of a subnormal; nbHostWrong) the GPU is
// held to a correct reference instead.

import (
	"fmt"
	"math"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/nbcuda"
)

// nbMathBound is docs/math-accuracy.md's unfused float64 bound; float32
// forms round to the host's result.
var nbMathBound = map[string]uint64{"Exp": 2, "Sinh": 3, "Cosh": 2, "Tanh": 2, "Erf": 1, "Erfc": 4, "Gamma": 14, "Pow": 6}

func nbMathInputs() []float64 {
	x := nbEdgeFloats()
	return append(x, 1, -1, 0.999999, -0.999999, 1.000001, 1e-8, -1e-8, 170.5, 171.7, -3.5, -170.5, 709.78, 710, -745.1, -746,
		88.72, 89, -103.9, 1e22, 1<<29+0.5, math.Pi, math.Pi/2, -math.Pi/4, 0.5, 3, -2, 1e-320, 0.1, 100, -100, 20, -20)
}

func TestNumbaMath(t *testing.T) {
	testNumbaMath(t, "float64", nbcuda.MathFuncs[float64])
	testNumbaMath(t, "float32", nbcuda.MathFuncs[float32])
}

func testNumbaMath[F float32 | float64](t *testing.T, name string, f func(*kern.Thread, []F, []F, []F, []F)) {
	in := nbMathInputs()
	var x, y []F
	for i, v := range in {
		for _, j := range []int{0, 1, 4, 7, 11, 17, i} {
			x, y = append(x, F(v)), append(y, F(in[(i*3+j)%len(in)]))
		}
	}
	nu, nb := len(nbcuda.MathUnaryNames), len(nbcuda.MathBinaryNames)
	// The plain-Go results, from the kernel run on the CPU target, which
	// calls package math (checked against math itself below).
	wantU, wantB := make([]F, nu*len(x)), make([]F, nb*len(x))
	if err := kern.NewKernel4(f).Launch(kern.CPU, (len(x)+63)/64, 64, wantU, wantB, x, y); err != nil {
		t.Fatal(err)
	}
	for i := range x {
		v, w := float64(x[i]), float64(y[i])
		fr, ex := math.Frexp(v)
		lg, _ := math.Lgamma(v)
		check := map[int]float64{0: math.Sqrt(v), 1: math.Exp(v), 12: math.Acos(v), 22: math.Gamma(v), 23: lg, 31: fr, 32: float64(ex), 36: math.Ldexp(v, -1074)}
		for k, c := range check {
			if !nbSame(wantU[nu*i+k], F(c)) {
				t.Fatalf("cpu %s(%v) = %v, package math %v", nbcuda.MathUnaryNames[k], v, wantU[nu*i+k], F(c))
			}
		}
		if !nbSame(wantB[nb*i+1], F(math.Pow(v, w))) || !nbSame(wantB[nb*i+4], F(math.Remainder(v, w))) {
			t.Fatalf("cpu Pow/Remainder(%v, %v)", v, w)
		}
	}
	for _, p := range places() {
		t.Run(name+"/"+p.name, func(t *testing.T) {
			u, b := make([]F, len(wantU)), make([]F, len(wantB))
			if err := kern.NewKernel4(f).Launch(p.on, (len(x)+63)/64, 64, u, b, x, y); err != nil {
				t.Fatal(err)
			}
			bad := 0
			cmp := func(fn string, got, want F, args string, x, y float64) {
				lim := uint64(0)
				if p.gpu && name == "float64" {
					lim = nbMathBound[fn]
					// Where amd64's assembly is known wrong (compiler/mathacc's
					// hostWrong), the GPU's portable algorithm is held to a
					// correct reference, or not compared.
					if alt, wrong, ok := nbHostWrong(fn, x, y); wrong {
						if !ok {
							return
						}
						want, lim = F(alt), 1
					}
				}
				if d := nbULP(got, want); d > lim && bad < 10 {
					bad++
					t.Errorf("%s(%s) = %v, want %v (%d ULP, bound %d)", fn, args, got, want, d, lim)
				}
			}
			for i := range x {
				for k, fn := range nbcuda.MathUnaryNames {
					cmp(fn, u[nu*i+k], wantU[nu*i+k], fmt.Sprint(x[i]), float64(x[i]), float64(y[i]))
				}
				for k, fn := range nbcuda.MathBinaryNames {
					cmp(fn, b[nb*i+k], wantB[nb*i+k], fmt.Sprint(x[i], ", ", y[i]), float64(x[i]), float64(y[i]))
				}
			}
		})
	}
}

// nbULP is the distance in ULPs of two floats of one type: 0 for two NaNs
// or the same bits, max for a NaN against a number or zeros of two signs.
func nbULP[F float32 | float64](a, b F) uint64 {
	if a != a || b != b {
		if a != a && b != b {
			return 0
		}
		return math.MaxUint64
	}
	var ia, ib int64
	switch x := any(a).(type) {
	case float32:
		ia, ib = int64(int32(math.Float32bits(x))), int64(int32(math.Float32bits(any(b).(float32))))
	case float64:
		ia, ib = int64(math.Float64bits(x)), int64(math.Float64bits(any(b).(float64)))
	}
	if ia == ib {
		return 0
	}
	if (ia < 0) != (ib < 0) {
		return math.MaxUint64 // different signs (±0 included)
	}
	if ia > ib {
		return uint64(ia - ib)
	}
	return uint64(ib - ia)
}

// nbHostWrong reports the inputs where Go's amd64 assembly is known wrong
// (docs/math-accuracy.md, compiler/mathacc): Log of a subnormal (taken as
// 2^-1022), and what calls it, and Exp's early overflow for 709 ≤ |x| <
// 709.7827. alt is a correct reference where ok, else the input is not
// compared.
func nbHostWrong(fn string, x, y float64) (alt float64, wrong, ok bool) {
	sub := x != 0 && math.Abs(x) < 0x1p-1022
	logScaled := func(x float64) float64 { return math.Log(x*0x1p64) - 64*math.Ln2 }
	switch fn {
	case "Log":
		return logScaled(x), sub && x > 0, true
	case "Log10":
		return logScaled(x) * (1 / math.Ln10), sub && x > 0, true
	case "Lgamma":
		return -logScaled(math.Abs(x)), sub, true
	case "Pow":
		return 0, sub && y != math.Trunc(y), false
	case "Exp", "Sinh", "Cosh":
		return 0, math.Abs(x) >= 709 && math.Abs(x) < 709.782712893384, false
	}
	return 0, false, false
}
