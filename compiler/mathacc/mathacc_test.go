package mathacc

import (
	"flag"
	"fmt"
	"math"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/kernlab/kern/compiler"
	"github.com/kernlab/kern/compiler/ir"
	"github.com/kernlab/kern/compiler/passes"
)

var (
	flagN     = flag.Int("mathacc.n", 2000, "random inputs per function and precision")
	flagSeed  = flag.Uint64("mathacc.seed", 1, "seed of the random inputs")
	flagWrite = flag.Bool("mathacc.write", false, "rewrite docs/math-accuracy.md with the measurement")
)

const mathkPkg = "github.com/kernlab/kern/compiler/mathacc/testdata/mathk"

// docPath is docs/math-accuracy.md from this package's directory.
const docPath = "../../docs/math-accuracy.md"

// loaded caches the go/packages load of testdata/mathk per test binary:
// it runs the go command and takes seconds.
var loaded = sync.OnceValues(func() (*compiler.Program, error) {
	return compiler.Load(".", "./testdata/mathk")
})

// compileMathk compiles testdata/mathk and runs the GPU passes, as
// `kern gen` does: with FMA contraction when fused (kern gen's default),
// without it as `kern gen -fmad=false`. Each call returns a module of its
// own.
func compileMathk(t testing.TB, fused bool) *ir.Module {
	t.Helper()
	p, err := loaded()
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	mod, diags := compiler.CompilePackage(p, mathkPkg, compiler.Options{})
	if len(diags) > 0 {
		t.Fatalf("testdata/mathk does not compile:\n%v", diags)
	}
	if err := passes.Run(mod, passes.GPU(fused), true); err != nil {
		t.Fatalf("passes: %v", err)
	}
	if err := ir.VerifyModule(mod); err != nil {
		t.Fatalf("VerifyModule: %v", err)
	}
	return mod
}

// measureAll measures every function in both precisions, compiled fused
// or not, one worker per CPU, each with a module of its own so that no IR
// is shared between goroutines.
func measureAll(t *testing.T, n int, seed uint64, fused bool) []result {
	type task struct {
		i   int
		f   mfunc
		f32 bool
	}
	// The binary and ternary functions (Mod, Remainder, Pow above all)
	// take longest: start them first so both workers finish together.
	var tasks []task
	for _, pass := range []bool{true, false} {
		for _, f := range funcs() {
			if (f.arity > 1) != pass {
				continue
			}
			for _, f32 := range []bool{false, true} {
				tasks = append(tasks, task{len(tasks), f, f32})
			}
		}
	}
	workers := min(runtime.GOMAXPROCS(0), len(tasks))
	mods := make([]*ir.Module, workers)
	for w := range mods {
		mods[w] = compileMathk(t, fused) // Compile is not safe for concurrent use
	}
	results := make([]result, len(tasks))
	errs := make([]error, len(tasks))
	ch := make(chan task)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for tk := range ch {
				start := time.Now()
				results[tk.i], errs[tk.i] = measure(mods[w], tk.f, tk.f32, n, seed)
				results[tk.i].fused = fused
				t.Logf("%-9s f32=%-5v fused=%-5v %8d inputs %6.1fs max %s", tk.f.name, tk.f32, fused, results[tk.i].n,
					time.Since(start).Seconds(), ulpString(results[tk.i].maxULP))
			}
		})
	}
	for _, tk := range tasks {
		ch <- tk
	}
	close(ch)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	return results
}

func ulpString(d uint64) string {
	if d == nanULP {
		return "NaN≠number"
	}
	return fmt.Sprint(d)
}

// TestULP measures every math function against the host and holds it to
// the documented bounds (bounds_test.go).
func TestULP(t *testing.T) {
	if *flagN < 0 {
		t.Fatalf("-mathacc.n=%d: want >= 0", *flagN)
	}
	start := time.Now()
	results := append(measureAll(t, *flagN, *flagSeed, false), measureAll(t, *flagN, *flagSeed, true)...)
	if t.Failed() {
		return
	}
	if *flagWrite {
		if err := writeDoc(docPath, results, *flagN, *flagSeed, time.Since(start)); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", docPath)
	}
	for _, r := range results {
		if err := checkBound(r); err != nil {
			t.Error(err)
		}
	}
	for _, f := range funcs() {
		if _, ok := bounds[f.name]; !ok {
			t.Errorf("%s has no documented bound", f.name)
		}
		if _, ok := fusedBounds[f.name]; !ok {
			t.Errorf("%s has no documented bound when fused", f.name)
		}
	}
}

// TestDist checks the ULP distance the measurement relies on.
func TestDist(t *testing.T) {
	next := math.Nextafter
	nan := math.NaN()
	cases := []struct {
		got, want float64
		f32       bool
		d         uint64
	}{
		{1, 1, false, 0},
		{next(1, 2), 1, false, 1},
		{1, next(next(1, 0), 0), false, 2},
		{5e-324, -5e-324, false, 2},
		{0, math.Copysign(0, -1), false, 0},
		{math.MaxFloat64, math.Inf(1), false, 1},
		{math.Inf(-1), math.Inf(1), false, 2 * 0x7ff0000000000000},
		{nan, -nan, false, 0},
		{nan, 1, false, nanULP},
		{math.Inf(1), nan, true, nanULP},
		{float64(math.Nextafter32(1, 2)), 1, true, 1},
		{float64(math.Nextafter32(-1, 0)), -1, true, 1},
		{0x1p-149, -0x1p-149, true, 2},
	}
	for _, c := range cases {
		if d := dist(c.got, c.want, c.f32); d != c.d {
			t.Errorf("dist(%v, %v, f32=%v) = %d, want %d", c.got, c.want, c.f32, d, c.d)
		}
	}
	if !zeroSignDiffers(0, math.Copysign(0, -1)) || zeroSignDiffers(0, 0) || zeroSignDiffers(1, -1) {
		t.Error("zeroSignDiffers is wrong")
	}
}

// TestInputs checks that the inputs are deterministic, in domain and
// narrowed for float32.
func TestInputs(t *testing.T) {
	for _, f := range funcs() {
		a, ne := inputs(f, true, 50, 7)
		b, _ := inputs(f, true, 50, 7)
		if len(a) != ne+50 || fmt.Sprint(a) != fmt.Sprint(b) {
			t.Fatalf("%s: inputs not deterministic or wrong count (%d, %d edges)", f.name, len(a), ne)
		}
		for _, x := range a {
			if len(x) != f.arity {
				t.Fatalf("%s: %d arguments, want %d", f.name, len(x), f.arity)
			}
			for _, v := range x {
				if !math.IsNaN(v) && v != float64(float32(v)) {
					t.Fatalf("%s: float32 input %v is not a float32", f.name, v)
				}
			}
		}
	}
}
