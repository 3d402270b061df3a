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

// notes describes what else a function's two results show.
func notes(f mfunc, r64, r32 result) string {
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
	return strings.Join(s, "; ")
}

// worstCell names the input of the larger error of a function's results.
func worstCell(r64, r32 result) string {
	var s []string
	if r64.maxULP > 0 {
		s = append(s, fmt.Sprintf("f64 %s: %v vs %v", fmtArgs(r64.worst), r64.worstGot, r64.worstWant))
	}
	if r32.maxULP > 0 {
		s = append(s, fmt.Sprintf("f32 %s: %v vs %v", fmtArgs(r32.worst), float32(r32.worstGot), float32(r32.worstWant)))
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
	byName := map[string][2]result{}
	for _, r := range results {
		p := byName[r.fn]
		if r.f32 {
			p[1] = r
		} else {
			p[0] = r
		}
		byName[r.fn] = p
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `# Accuracy of math in kernels

Every math function that kernel Go accepts (docs/design.md) is compiled by the
front end from Go's own pure-Go source, optimized with passes.Standard and
run in the reference interpreter (compiler/interp), then compared with Go's
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
(This is the GPU code's accuracy. On the CPU targets the Go loop calls
package math itself, and the SIMD loops run Exp, Log and Hypot as Go's
assembly does — internal/hostmath, docs/simd.md — so both give package
math's bits.)
The bounds that `+"`go test ./compiler/mathacc`"+` enforces are in
compiler/mathacc/bounds_test.go.

Measured %s with

    go test ./compiler/mathacc -run ULP -mathacc.n=%d -mathacc.seed=%d -mathacc.write

on this machine's CPU interpreter (%s/%s, %d cores, %s): %d random inputs per
function and precision plus the edge cases, %s in all. The same measurement
on a GPU (PTX through the CUDA driver) is pending a session with a GPU.

Where a correctly rounded value is at hand (a 320-bit math/big reference for
Exp, Sinh, Cosh, Tanh and Pow), the notes say how far the IR and the host
are from it at the worst input.

| function | inputs (f64 / f32) | max ULP float64 | max ULP float32 form | worst input: IR vs host | notes |
|---|---|---|---|---|---|
`, time.Now().UTC().Format("2006-01-02"), n, seed, runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), n,
		took.Round(time.Second))
	for _, f := range funcs() {
		p := byName[f.name]
		fmt.Fprintf(&b, "| %s | %d / %d | %s | %s | %s | %s |\n", f.name, p[0].n, p[1].n,
			ulpString(p[0].maxULP), ulpString(p[1].maxULP), cell(worstCell(p[0], p[1])), cell(notes(f, p[0], p[1])))
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}
