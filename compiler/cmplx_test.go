package compiler_test

import (
	"fmt"
	"math"
	"math/cmplx"
	"strings"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/passes"
)

// cmplxUnary are math/cmplx's complex128 → complex128 functions.
var cmplxUnary = map[string]func(complex128) complex128{
	"Sqrt": cmplx.Sqrt, "Exp": cmplx.Exp, "Log": cmplx.Log, "Log10": cmplx.Log10,
	"Sin": cmplx.Sin, "Cos": cmplx.Cos, "Tan": cmplx.Tan, "Cot": cmplx.Cot,
	"Sinh": cmplx.Sinh, "Cosh": cmplx.Cosh, "Tanh": cmplx.Tanh,
	"Asin": cmplx.Asin, "Acos": cmplx.Acos, "Atan": cmplx.Atan,
	"Asinh": cmplx.Asinh, "Acosh": cmplx.Acosh, "Atanh": cmplx.Atanh, "Conj": cmplx.Conj,
	"Pow2":     func(x complex128) complex128 { return cmplx.Pow(x, 0.5-1.25i) },
	"AbsPhase": func(x complex128) complex128 { return complex(cmplx.Abs(x), cmplx.Phase(x)) },
	"Polar":    func(x complex128) complex128 { r, th := cmplx.Polar(x); return cmplx.Rect(r, th) },
	"Class": func(x complex128) complex128 {
		if cmplx.IsNaN(x) {
			return cmplx.NaN()
		}
		if cmplx.IsInf(x) {
			return cmplx.Inf()
		}
		return x
	},
}

var cmplxBodies = map[string]string{
	"Pow2":     "cmplx.Pow(x, 0.5-1.25i)",
	"AbsPhase": "complex(cmplx.Abs(x), cmplx.Phase(x))",
	"Polar":    "cmplx.Rect(cmplx.Polar(x))",
	"Class":    "class(x)",
}

// TestMathCmplx compiles a kernel per math/cmplx function from Go's source
// and compares it in the interpreter with native Go: within 4 ULP per
// part (the kernel runs Go's pure-Go math, native Go may use assembly).
func TestMathCmplx(t *testing.T) {
	var src strings.Builder
	src.WriteString("package k\n\nimport (\n\t\"math/cmplx\"\n\n\t\"github.com/kernlab/kern\"\n)\n\n")
	src.WriteString("func class(x complex128) complex128 {\n\tif cmplx.IsNaN(x) {\n\t\treturn cmplx.NaN()\n\t}\n\tif cmplx.IsInf(x) {\n\t\treturn cmplx.Inf()\n\t}\n\treturn x\n}\n\n")
	for name := range cmplxUnary {
		body := cmplxBodies[name]
		if body == "" {
			body = "cmplx." + name + "(x)"
		}
		fmt.Fprintf(&src, "//kern:kernel\nfunc K%s(t *kern.Thread, xs, out []complex128) {\n\ti := t.Grid1()\n\tif i < len(xs) {\n\t\tx := xs[i]\n\t\tout[i] = %s\n\t}\n}\n\n", name, body)
	}
	mod, diags := compileSource(t, src.String(), compiler.Options{})
	if len(diags) > 0 {
		t.Fatalf("math/cmplx does not compile:\n%v", diags)
	}
	// After the GPU passes with fma contraction too: math/cmplx, and the
	// math functions it calls, keep Go's operation order (its algorithms
	// cancel: Asin(-7.75+1i) moves 27 ULP when Hypot and Sqrt fuse).
	opt := ir.CloneModule(mod)
	if err := passes.Run(opt, passes.GPU(true), true); err != nil {
		t.Fatal(err)
	}
	for _, f := range opt.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Op == ir.OpMath && ir.MathFn(in.AuxInt) == ir.MathFMA {
					t.Errorf("%s: contracted %v at %v", f.Name, in, in.Pos)
				}
			}
		}
	}
	xs := complexSamples()
	g, b := interp.Dim3{X: (len(xs) + 63) / 64, Y: 1, Z: 1}, interp.Dim3{X: 64, Y: 1, Z: 1}
	for _, m := range []*ir.Module{mod, opt} {
		for name, f := range cmplxUnary {
			got := make([]complex128, len(xs))
			if err := interp.Launch(m.Func("example.com/k.K"+name), g, b, xs, got); err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			for i, x := range xs {
				if a := cmplx.Abs(x); a != 0 && a < 0x1p-1022 && (name == "Log" || name == "Log10" || name == "Pow2") {
					continue // amd64's assembly math.Log is wrong on subnormals; see TestLogSubnormal
				}
				w := f(x)
				if !closeULP(real(got[i]), real(w), 4) || !closeULP(imag(got[i]), imag(w), 4) {
					t.Errorf("cmplx.%s(%v) = %v, Go %v", name, x, got[i], w)
					break
				}
			}
		}
	}
}

func closeULP(x, y float64, n uint64) bool {
	if math.IsNaN(x) || math.IsNaN(y) {
		return math.IsNaN(x) && math.IsNaN(y)
	}
	return x == y || ulps(x, y) <= n
}

// TestExactLowering: math/cmplx and what it calls are lowered with every
// float multiply NoContract — an exact copy of a math function that user
// code calls too, none of one without float multiplies — so the GPU's
// contraction leaves them, while the user's own call still contracts.
func TestExactLowering(t *testing.T) {
	src := `package k

import (
	"math"
	"math/cmplx"

	"github.com/kernlab/kern"
)

//kern:kernel
func K(t *kern.Thread, z []complex128, a, out []float64) {
	i := t.Grid1()
	if i < len(z) && !math.IsNaN(a[i]) {
		out[i] = cmplx.Abs(z[i]) + math.Hypot(a[i], 2)
	}
}
`
	mod, diags := compileSource(t, src, compiler.Options{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	fmuls := func(f *ir.Function) (n, exact int) {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if bt, ok := in.Typ.(*ir.Basic); ok && in.Op == ir.OpMul && bt.IsFloat() {
					n++
					if in.AuxInt == ir.NoContract {
						exact++
					}
				}
			}
		}
		return n, exact
	}
	// cmplx.Abs is math.Hypot(real(z), imag(z)), which calls hypot.
	for name, wantExact := range map[string]bool{"math.hypot": false, "math.hypot·exact": true} {
		f := mod.Func(name)
		if f == nil {
			t.Fatalf("no %s in the module", name)
		}
		n, exact := fmuls(f)
		if n == 0 {
			t.Fatalf("%s has no float multiply: the test checks nothing", name)
		}
		if want := map[bool]int{true: n, false: 0}[wantExact]; exact != want {
			t.Errorf("%s: %d of %d float multiplies NoContract, want %d", name, exact, n, want)
		}
	}
	for _, f := range mod.Funcs {
		if strings.HasPrefix(f.Name, "math.IsNaN") && f.Name != "math.IsNaN" || strings.HasPrefix(f.Name, "math.IsInf·") {
			t.Errorf("%s: a function without float multiplies needs no exact copy", f.Name)
		}
	}
}
