package mathacc

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"runtime"
	"strings"
	"time"
)

// fmtArgs prints an argument list with full precision.
func fmtArgs(a []float64) string {
	s := make([]string, len(a))
	for i, x := range a {
		s[i] = fmt.Sprint(x)
	}
	return "(" + strings.Join(s, ", ") + ")"
}

// notes describes what else a function's results show: r64 and r32
// unfused, f64 and f32 fused.
func notes(f mfunc, r64, r32, f64, f32 result) string {
	var s []string
	if f.note != "" {
		s = append(s, f.note)
	}
	if r64.altRef > 0 {
		s = append(s, fmt.Sprintf("%d inputs compared with a correct reference instead of the host: %s", r64.altRef, f.altNote))
	}
	if f.truth != nil && r64.maxULP > 0 && r64.maxULP != nanULP {
		if t := f.truth(r64.worst); !math.IsNaN(t) {
			s = append(s, fmt.Sprintf("at the worst input the correctly rounded value is %v: the IR is %d ULP from it, the host %d",
				t, dist(r64.worstGot, t, false), dist(r64.worstWant, t, false)))
		}
	}
	if f.truth != nil && f64.maxULP > 0 && f64.maxULP != nanULP {
		if t := f.truth(f64.worst); !math.IsNaN(t) {
			s = append(s, fmt.Sprintf("fused, at its worst input the correctly rounded value is %v: the IR is %d ULP from it, the host %d",
				t, dist(f64.worstGot, t, false), dist(f64.worstWant, t, false)))
		}
	}
	if r64.skipped > 0 {
		s = append(s, fmt.Sprintf("%d inputs skipped (subnormal x, host amd64 Log wrong)", r64.skipped))
	}
	if r64.zeroSign+r32.zeroSign > 0 {
		s = append(s, fmt.Sprintf("±0 mismatches: %d float64, %d float32", r64.zeroSign, r32.zeroSign))
	}
	if r64.n > 0 && r64.inexact > 0 {
		s = append(s, fmt.Sprintf("%.3g%% of float64 results differ", 100*float64(r64.inexact)/float64(r64.n)))
	}
	if r32.n > 0 && r32.inexact > 0 {
		s = append(s, fmt.Sprintf("%.3g%% of float32 results differ", 100*float64(r32.inexact)/float64(r32.n)))
	}
	if f64.n > 0 && f64.inexact > 0 {
		s = append(s, fmt.Sprintf("fused: %.3g%% of float64 results differ", 100*float64(f64.inexact)/float64(f64.n)))
	}
	if f32.n > 0 && f32.inexact > 0 {
		s = append(s, fmt.Sprintf("fused: %.3g%% of float32 results differ", 100*float64(f32.inexact)/float64(f32.n)))
	}
	if f64.zeroSign+f32.zeroSign > 0 {
		s = append(s, fmt.Sprintf("fused ±0 mismatches: %d float64, %d float32", f64.zeroSign, f32.zeroSign))
	}
	return strings.Join(s, "; ")
}

// worstCell names the input of the largest error of each of a
// function's results.
func worstCell(rs ...result) string {
	var s []string
	for _, r := range rs {
		if r.maxULP == 0 {
			continue
		}
		label := "f64"
		if r.f32 {
			label = "f32"
		}
		if r.fused {
			label = "fused " + label
		}
		if r.f32 {
			s = append(s, fmt.Sprintf("%s %s: %v vs %v", label, fmtArgs(r.worst), float32(r.worstGot), float32(r.worstWant)))
		} else {
			s = append(s, fmt.Sprintf("%s %s: %v vs %v", label, fmtArgs(r.worst), r.worstGot, r.worstWant))
		}
	}
	if len(s) == 0 {
		return "—"
	}
	return strings.Join(s, "<br>")
}

// cell escapes the pipes of a table cell.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// writeDoc writes the measurement as docs/math-accuracy.md.
func writeDoc(path string, results []result, n int, seed uint64, took time.Duration) error {
	// [unfused f64, unfused f32, fused f64, fused f32]
	byName := map[string][4]result{}
	for _, r := range results {
		p := byName[r.fn]
		i := 0
		if r.f32 {
			i++
		}
		if r.fused {
			i += 2
		}
		p[i] = r
		byName[r.fn] = p
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `# Accuracy of math in kernels

Every math function that kernel Go accepts (docs/design.md) is compiled by the
front end from Go's own pure-Go source, optimized with kern gen's GPU passes
(passes.GPU, with and without FMA contraction) and run in the reference
interpreter (compiler/interp), then compared with Go's
math package on the host:

- float64: math.F(x) in the IR against math.F(x) on the host, ULP distance
  in float64;
- float32 form: float32(math.F(float64(x))) in the IR against the same
  expression on the host, ULP distance in float32.

Inputs: the edge cases (±0, ±Inf, NaN, smallest and largest subnormals,
1e300, 1e22 and 2^29+ for trig, values next to 1 and to branch points and
poles, integers and half-integers), then random inputs uniform and
log-uniform over each function's natural domain (compiler/mathacc/funcs_test.go).
NaN must give NaN (any payload); +0 against -0 is a mismatch, counted
separately, since Go's math specifies the sign of zero.

The host is linux/amd64, where Go's math uses assembly for Exp, Log, Floor,
Ceil, Trunc and Hypot (and instructions for Sqrt and FMA); the IR runs the
portable algorithms, so differences of an ULP are expected and recorded here.

This is the GPU code's accuracy, in both of kern gen's modes:

- **fused** (the default): GPU code contracts `+"`x*y+z`"+` into one fused
  multiply-add, package math's code included — as nvcc and clang do to CUDA
  C and Go's own compiler does on arm64. Fusing raises a function's
  largest difference from Go's amd64 bits by at most 2 ULP over the
  unfused column; more where Go's algorithm cancels (Acos
  and Asin next to ±1, Gamma and Lgamma next to their poles and zeros),
  where the host is itself far from the correctly rounded value and the
  fused result is the closer one. At the worst inputs of the 2026-11-27
  run, against mpmath at 300 bits: Acos(0.9999980966549242) fused 40 ULP
  from it, the host 54232; Asin(0.9999980831678152) 1 against 42;
  Lgamma(-2.749182690374397) 61 against 189. math/cmplx, and math.Log2,
  whose last step cancels next to 1, are never fused (nor anything they
  call): they are as accurate as unfused.
- **unfused** (`+"`kern gen -fmad=false`"+`): every operation rounded as Go
  rounds it, the same algorithms as the host.

On the CPU targets the Go loop calls package math itself, and the SIMD
loops run Exp, Log and Hypot as Go's assembly does (Exp, Log, Sin, Cos,
Tan, Atan, Tanh and Pow as vector code of their own, on float64 lanes or float64
halves of float32 ones, the rest inlined from Go's source, with
internal/hostmath's twins of the assembly; docs/simd.md, "Math
functions in SIMD loops") — so both give package math's bits.
kern's random normals (`+"`Rand.NormFloat32/64`"+`, `+"`XoroshiroNormal*`"+`) are the
same on every target in both modes: their logarithm and cosine are Go's
algorithms with every product that feeds a sum rounded explicitly
(randmath.go), which no mode fuses (docs/kernels.md, "Random numbers in kernels").
`+"`kern.RoundDigits`"+` (Python's `+"`round(x, ndigits)`"+`) has the same bits on every
target in both modes too: it multiplies, divides and rounds to an integer,
and no product feeds a sum (docs/kernels.md, "round(x, ndigits)").
The bounds that `+"`go test ./compiler/mathacc`"+` enforces are in
compiler/mathacc/bounds_test.go.

16-bit floats: `+"`kern.HExp`"+`, `+"`HExp2`"+`, `+"`HExp10`"+`, `+"`HLog`"+`, `+"`HLog2`"+`, `+"`HLog10`"+`,
`+"`HSin`"+`, `+"`HCos`"+`, `+"`HTanh`"+` and `+"`HRsqrt`"+` (half's on the host) are Go's float64
function of the widened value (`+"`HExp10`"+` is `+"`math.Pow(10, x)`"+`, `+"`HRsqrt`"+`
`+"`1/math.Sqrt(x)`"+`), rounded once to binary16 or bfloat16. That is the
correctly rounded result for every one of the 65536 inputs of each type,
on every target: no float64 result lies within 2^-48 (relative) of a
16-bit rounding boundary (half's TestMathMargin checks every input; the
only exceptions are `+"`HExp2`"+`'s exact powers of two), far more than the few
ULP by which the GPU's results, fused or not, and the host's differ.
`+"`HSqrt`"+`, `+"`HRcp`"+`, the arithmetic and the exact `+"`HCeil`"+`, `+"`HFloor`"+`, `+"`HTrunc`"+`
and `+"`HRint`"+` are correctly rounded by construction (docs/half.md).

Measured %s with

    go test ./compiler/mathacc -run ULP -mathacc.n=%d -mathacc.seed=%d -mathacc.write

on this machine's CPU interpreter (%s/%s, %d cores, %s): %d random inputs per
function, precision and mode plus the edge cases, %s in all. The same measurement
on a GPU (PTX through the CUDA driver) is pending a session with a GPU.

Where a correctly rounded value is at hand (a 320-bit math/big reference for
Exp, Sinh, Cosh, Tanh and Pow), the notes say how far the IR and the host
are from it at the worst input.

| function | inputs (f64 / f32) | max ULP float64 | max ULP float32 form | fused: max ULP float64 | fused: max ULP float32 form | worst input: IR vs host | notes |
|---|---|---|---|---|---|---|---|
`, time.Now().UTC().Format("2006-01-02"), n, seed, runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), n,
		took.Round(time.Second))
	for _, f := range funcs() {
		p := byName[f.name]
		fmt.Fprintf(&b, "| %s | %d / %d | %s | %s | %s | %s | %s | %s |\n", f.name, p[0].n, p[1].n,
			ulpString(p[0].maxULP), ulpString(p[1].maxULP), ulpString(p[2].maxULP), ulpString(p[3].maxULP),
			cell(worstCell(p[:]...)), cell(notes(f, p[0], p[1], p[2], p[3])))
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}
