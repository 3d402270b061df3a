package compiler_test

import (
	"math"
	"testing"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/interp"
	"github.com/kernlab/kern/compiler/passes"
	a "github.com/kernlab/kern/compiler/testdata/accept"
	"github.com/kernlab/kern/internal/testing/gputest"
)

var floatSamples = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 2, 3.75, -7.25, 10, 100, -100, 0.1,
	1e-300, -1e-300, 5e-324, 1e300, -1e300, 710, -745, 1e10, math.Pi, -math.Pi / 2, 0.9999, 1.0001,
	math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64, math.SmallestNonzeroFloat64, 170.5, -3.5, 1e-8}

var intSamples = []int64{0, 1, -1, 2, -2, 7, -7, 100, -100, 12345, math.MaxInt64, math.MinInt64, math.MaxInt32, math.MinInt32, 1 << 40}

func f64s(xs ...float64) [][]any {
	var out [][]any
	for _, x := range xs {
		out = append(out, []any{x})
	}
	return out
}

func pairsF64(xs []float64) [][]any {
	var out [][]any
	for i, x := range xs {
		for j, y := range xs {
			if (i+2*j)%3 == 0 {
				out = append(out, []any{x, y})
			}
		}
	}
	return out
}

func pairsI64(xs []int64) [][]any {
	var out [][]any
	for _, x := range xs {
		for _, y := range xs {
			out = append(out, []any{x, y})
		}
	}
	return out
}

// conv maps each argument tuple through f.
func conv(in [][]any, f func(any) any) [][]any {
	var out [][]any
	for _, t := range in {
		var u []any
		for _, x := range t {
			u = append(u, f(x))
		}
		out = append(out, u)
	}
	return out
}

func toF32(x any) any { return float32(x.(float64)) }
func toI32(x any) any { return int32(x.(int64)) }
func toI8(x any) any  { return int8(x.(int64)) }
func toU32(x any) any { return uint32(x.(int64)) }
func toU64(x any) any { return uint64(x.(int64)) }
func toInt(x any) any { return int(x.(int64)) }
func toU16(x any) any { return uint16(x.(int64)) }
func toI16(x any) any { return int16(x.(int64)) }

type ufuncCase struct {
	name   string // IR name within the accept package
	native any
	args   [][]any
	ulp    uint64
}

func ufuncCases() []ufuncCase {
	small := []int64{0, 1, 5, 27, 100, -3}
	f32 := conv(pairsF64(floatSamples), toF32)
	var tri [][]any
	for _, p := range pairsF64(floatSamples[:12]) {
		tri = append(tri, []any{p[0], p[1], 0.25})
	}
	shifts := [][]any{}
	for _, x := range []int64{1, -1, 12345, math.MinInt32} {
		for _, s := range []int64{0, 1, 7, 31, 32, 33, 63, 64, 200, 255} {
			shifts = append(shifts, []any{x, s})
		}
	}
	cases := []ufuncCase{
		{"Discriminant[float32]", a.Discriminant[float32], conv(tri, toF32), 0},
		{"Discriminant[float64]", a.Discriminant[float64], tri, 0},
		{"DeviceFn", a.DeviceFn, conv(tri, toF32), 1},
		{"Sum[float32]", a.Sum[float32], f32, 0},
		{"Sum[int32]", a.Sum[int32], conv(pairsI64(intSamples), toI32), 0},
		{"Sum[int64]", a.Sum[int64], pairsI64(intSamples), 0},
		{"DoubledUfunc", a.DoubledUfunc, conv(f64s(floatSamples...), toF32), 0},
		{"SumTo", a.SumTo, conv(f64s(0, 1, 10, 1000), func(x any) any { return int64(x.(float64)) }), 0},
		{"Collatz", a.Collatz, conv(f64s(1, 2, 7, 27, 97), func(x any) any { return int64(x.(float64)) }), 0},
		{"FirstSquareAbove", a.FirstSquareAbove, conv(conv(f64s(-5, 0, 17, 10000), func(x any) any { return int64(x.(float64)) }), toI32), 0},
		{"RangeInt", a.RangeInt, conv(conv(f64s(0, 1, 10, 101), func(x any) any { return int64(x.(float64)) }), toInt), 0},
		{"Classify", a.Classify, conv([][]any{{int64(0)}, {int64(2)}, {int64(4)}, {int64(5)}, {int64(9)}}, toI32), 0},
		{"Sign", a.Sign, f64s(floatSamples...), 0},
		{"LabeledLoops", a.LabeledLoops, conv(f64s(1, 12, 30, 361, 7), func(x any) any { return int64(x.(float64)) }), 0},
		{"Goto", a.Goto, conv([][]any{{int64(0)}, {int64(5)}, {int64(50)}}, toI32), 0},
		{"BoolLogic", a.BoolLogic, conv(pairsI64(small), toI32), 0},
		{"DivRem64", a.DivRem64, pairsI64(intSamples), 0},
		{"DivRem8", a.DivRem8, conv(pairsI64([]int64{-128, -1, 1, 127, 7, -7, 0, 3}), toI8), 0},
		{"DivRemU32", a.DivRemU32, conv(pairsI64([]int64{0, 1, 7, 0xFFFFFFFF, 1 << 31, 12345}), toU32), 0},
		{"Shifts", a.Shifts, conv(shifts, func(x any) any { return x }), 0},
		{"Shifts64", a.Shifts64, shifts, 0},
		{"Overflow", a.Overflow, conv(pairsI64([]int64{0, 1, -1, math.MaxInt32, math.MinInt32, 5000, 65535}), func(x any) any { return x }), 0},
		{"BitOps", a.BitOps, conv(pairsI64(intSamples), toU64), 0},
		{"FloatToInt", a.FloatToInt, f64s(floatSamples...), 0},
		{"FloatToUint", a.FloatToUint, conv(f64s(floatSamples...), toF32), 0},
		{"IntToFloat", a.IntToFloat, f64sI(intSamples), 0},
		{"Narrowing", a.Narrowing, f64sI(intSamples), 0},
		{"FP8Narrow", a.FP8Narrow, fp8NarrowArgs(), 0},
		{"FP8Wide", a.FP8Wide, fp8WideArgs(), 0},
		{"MethodExprs", a.MethodExprs, fp8WideArgs(), 0},
		{"HalfPatterns", a.HalfPatterns, conv(f64sI([]int64{0, 1, 0x3c00, 0x4000, 0x8000, 0xbc00, 0x7bff, 0xfbff, 0x7c00, 0x1234, 0x0401, 0x3555}), toU16), 0},
		{"MinMax", a.MinMax, triples(floatSamples[:8]), 0},
		{"MinMaxInt", a.MinMaxInt, conv(pairsI64([]int64{-3, 0, 9, 32767, -32768}), toI16), 0},
		{"FloatCompare", a.FloatCompare, f32, 0},
		{"Negate", a.Negate, pairsI64([]int64{0, 1, -1, math.MinInt32, 3}), 0},
		{"StructByValue", a.StructByValue, f32, 0},
		{"CompareRecords", a.CompareRecords, conv(pairsF64(floatSamples), toF32), 0},
		{"MultiResult", a.MultiResult, pairsI64(intSamples), 0},
		{"MultiResultFloat", a.MultiResultFloat, f64s(floatSamples...), 2},
		{"LocalArray", a.LocalArray, conv(pairsI64(small)[:6], func(x any) any { return x }), 0},
		{"LocalCopy", a.LocalCopy, localCopyArgs(), 0},
		{"ArrayValue", a.ArrayValue, arrayValueArgs(), 0},
		{"ReadTable", a.ReadTable, conv(f64sI([]int64{0, 3, 7, 8, -1}), toI32), 0},
		{"GenericDevice[float32]", a.GenericDevice[float32], conv(f64s(floatSamples...), toF32), 0},
		{"GenericDevice[float64]", a.GenericDevice[float64], f64s(floatSamples...), 0},
		{"GenericInt[int8]", a.GenericInt[int8], conv(pairsI64(intSamples[:10]), toI8), 0},
		{"GenericInt[uint32]", a.GenericInt[uint32], conv(pairsI64(intSamples[:10]), toU32), 0},
		{"GenericInt[int64]", a.GenericInt[int64], pairsI64(intSamples), 0},
		{"Methods", a.Methods, f32, 0},
		{"RangeArray", a.RangeArray, conv(f64sI([]int64{0, 1, -3, 4, 100}), toI32), 0},
		{"Polynomial", a.Polynomial, conv(f64s(floatSamples[:12]...), toF32), 0},
		{"BitsCount", a.BitsCount, conv(f64sI(intSamples), toU64), 0},
		{"BitsCount32", a.BitsCount32, conv(f64sI(intSamples), toU32), 0},
		{"BitsReverse", a.BitsReverse, conv(f64sI(intSamples), toU32), 0},
		{"BitsRotate", a.BitsRotate, conv(pairsI64([]int64{1, -1, 12345, 63, 64, -3}), func(x any) any { return x }), 0},
		{"MathExact", a.MathExact, pairsF64(floatSamples), 0},
		{"MathFloat32", a.MathFloat32, conv(f64s(floatSamples...), toF32), 1},
		{"MathClassify", a.MathClassify, f64s(floatSamples...), 0},
		{"Bits32", a.Bits32, conv(f64s(floatSamples...), toF32), 0},
		{"Bits64", a.Bits64, f64s(floatSamples...), 0},
		{"MathLgamma", a.MathLgamma, f64s(floatSamples...), 4},
	}
	// Fix argument types that the generic helpers cannot know.
	for i := range cases {
		switch cases[i].name {
		case "Shifts":
			cases[i].args = conv2(cases[i].args, toI32, func(x any) any { return uint8(x.(int64)) })
		case "Overflow":
			cases[i].args = conv2(cases[i].args, toI32, toU16)
		case "Negate":
			cases[i].args = conv2(cases[i].args, func(x any) any { return float32(x.(int64)) }, toI32)
		case "LocalArray":
			cases[i].args = conv2(cases[i].args, toI32, nil)
		case "BitsRotate":
			cases[i].args = conv2(cases[i].args, toU64, toInt)
		}
	}
	for name, f := range unaryMath() {
		cases = append(cases, ufuncCase{name, f, f64s(floatSamples...), 4})
	}
	for name, f := range binaryMath() {
		cases = append(cases, ufuncCase{name, f, pairsF64(floatSamples), 4})
	}
	return cases
}

// conv2 converts the first and second argument separately and drops the
// rest when g is nil.
func conv2(in [][]any, f, g func(any) any) [][]any {
	var out [][]any
	for _, t := range in {
		if g == nil {
			out = append(out, []any{f(t[0])})
			continue
		}
		out = append(out, []any{f(t[0]), g(t[1])})
	}
	return out
}

func f64sI(xs []int64) [][]any {
	var out [][]any
	for _, x := range xs {
		out = append(out, []any{x})
	}
	return out
}

func triples(xs []float64) [][]any {
	var out [][]any
	for _, x := range xs {
		for _, y := range xs {
			for _, z := range xs[:4] {
				out = append(out, []any{x, y, z})
			}
		}
	}
	return out
}

// fp8NarrowArgs are gputest.FP8RoundInputs: float32 and float64 operands
// beside every FP8 rounding boundary, and the specials.
func fp8NarrowArgs() [][]any {
	x, d := gputest.FP8RoundInputs(12000)
	out := make([][]any, len(x))
	for i := range x {
		out[i] = []any{x[i], d[i]}
	}
	return out
}

// fp8WideArgs are all 256 patterns.
func fp8WideArgs() [][]any {
	out := make([][]any, 256)
	for i := range out {
		out[i] = []any{uint8(i)}
	}
	return out
}

func localCopyArgs() [][]any {
	var out [][]any
	for _, n := range []int32{0, 1, 2, 3, 5, 7, 12, -1, -6} {
		for _, x := range floatSamples[:8] {
			out = append(out, []any{n, float32(x)})
		}
	}
	return out
}

func arrayValueArgs() [][]any {
	var out [][]any
	for k := range 5 {
		for _, x := range floatSamples[:10] {
			out = append(out, []any{k, x})
		}
	}
	return out
}

func unaryMath() map[string]any {
	return map[string]any{
		"MathExp": a.MathExp, "MathExp2": a.MathExp2, "MathExpm1": a.MathExpm1, "MathLog": a.MathLog,
		"MathLog2": a.MathLog2, "MathLog10": a.MathLog10, "MathLog1p": a.MathLog1p, "MathSin": a.MathSin,
		"MathCos": a.MathCos, "MathTan": a.MathTan, "MathAsin": a.MathAsin, "MathAcos": a.MathAcos,
		"MathAtan": a.MathAtan, "MathSinh": a.MathSinh, "MathCosh": a.MathCosh, "MathTanh": a.MathTanh,
		"MathAsinh": a.MathAsinh, "MathAcosh": a.MathAcosh, "MathAtanh": a.MathAtanh, "MathErf": a.MathErf,
		"MathErfc": a.MathErfc, "MathGamma": a.MathGamma, "MathCbrt": a.MathCbrt,
	}
}

func binaryMath() map[string]any {
	return map[string]any{
		"MathPow": a.MathPow, "MathAtan2": a.MathAtan2, "MathHypot": a.MathHypot,
		"MathMod": a.MathMod, "MathRemainder": a.MathRemainder,
	}
}

// TestAcceptUfuncs runs every ufunc core of the corpus in the interpreter
// and compares with the native Go function: exact for integer and basic
// float operations, within a few ULP for math (native Go may use assembly
// where the GPU runs Go's pure-Go algorithm).
func TestAcceptUfuncs(t *testing.T) {
	for _, v := range []struct {
		opts compiler.Options
		gpu  bool // after the GPU passes (without contraction: still exact)
	}{{}, {compiler.Options{Debug: true}, false}, {compiler.Options{}, true}, {compiler.Options{Debug: true}, true}} {
		opts := v.opts
		mod := acceptModule(t, opts)
		if v.gpu {
			if err := passes.Run(mod, passes.GPU(false), true); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range ufuncCases() {
			fn := fnOf(t, mod, c.name)
			for _, args := range c.args {
				if amd64LogSubnormal(c.name, args) {
					continue // see TestLogSubnormal
				}
				want := callNative(c.native, args)
				got, err := interp.Call(fn, args...)
				if err != nil {
					t.Errorf("debug=%v gpu=%v %s%v: %v", opts.Debug, v.gpu, c.name, args, err)
					continue
				}
				if len(got) != len(want) {
					t.Errorf("%s%v: %d results, want %d", c.name, args, len(got), len(want))
					continue
				}
				for k := range want {
					if err := same(got[k], want[k], c.ulp); err != nil {
						t.Errorf("debug=%v gpu=%v %s%v: %v", opts.Debug, v.gpu, c.name, args, err)
					}
				}
			}
		}
	}
}

// amd64LogSubnormal reports inputs where native Go on amd64 is wrong: its
// assembly math.Log treats subnormals as the smallest normal
// (Log(5e-324) = -709.09 instead of -744.44), and Log10, Lgamma and Pow
// inherit that. The GPU runs Go's pure-Go algorithm, which is right;
// TestLogSubnormal checks it against the exact value.
func amd64LogSubnormal(name string, args []any) bool {
	switch name {
	case "MathLog", "MathLog10", "MathLgamma", "MathPow":
		x, ok := args[0].(float64)
		return ok && x != 0 && math.Abs(x) < 0x1p-1022
	}
	return false
}

func TestLogSubnormal(t *testing.T) {
	mod := acceptModule(t, compiler.Options{})
	x := 5e-324 // 2^-1074
	want := -1074 * math.Ln2
	got, err := interp.Call(fnOf(t, mod, "MathLog"), x)
	if err != nil {
		t.Fatal(err)
	}
	if err := same(got[0], want, 1); err != nil {
		t.Errorf("Log(2^-1074): %v", err)
	}
}
