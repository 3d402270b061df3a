// Command devicefn is the Go twin of seed 000/001 §2 ("Calling Device
// Functions from ROC UFuncs"): a ufunc whose core calls another function,
// which kern gen compiles as a device function (no mark needed).
//
//	@roc.jit('float32(float32, float32, float32)', device=True)
//	def roc_device_fn(x, y, z):
//	    return x ** y / z
//
//	@vectorize(['float32(float32, float32, float32)'], target='roc')
//	def roc_ufunc(x, y, z):
//	    return roc_device_fn(x, y, z)
//
// It prints the result, the target it ran on, its time next to a plain Go
// loop, and checks it against that loop.
//
//	go run ./examples/devicefn              # auto: the GPU if present, else parallel
//	go run ./examples/devicefn -target sim -n 100000
package main

//go:generate go tool kern gen

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/examples/internal/pick"
	"github.com/kernlab/kern/nd"
)

// rocDeviceFn is x**y/z in float32: Go has no float32 pow, so the power is
// taken in float64 and rounded once, then divided in float32. Any function
// a kernel or ufunc core calls is compiled for the GPU with it.
func rocDeviceFn(x, y, z float32) float32 {
	return float32(math.Pow(float64(x), float64(y))) / z
}

// RocUfunc is the ufunc's core; it calls the device function.
//
//kern:vectorize
func RocUfunc(x, y, z float32) float32 {
	return rocDeviceFn(x, y, z)
}

var rocUfunc = kern.Vectorize("roc_ufunc", kern.Loop3(RocUfunc))

func main() {
	target := flag.String("target", "auto", "auto, cpu, parallel, sim, cuda or roc")
	n := flag.Int("n", 10000, "number of elements")
	reps := flag.Int("reps", 20, "timed repetitions (after one warm-up call)")
	flag.Parse()
	if err := run(os.Stdout, *target, *n, *reps); err != nil {
		fmt.Fprintln(os.Stderr, "devicefn:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, target string, n, reps int) error {
	t, err := kern.ParseTarget(target)
	if err != nil {
		return err
	}
	if n < 1 || reps < 1 {
		return fmt.Errorf("-n %d, -reps %d: both must be at least 1", n, reps)
	}
	on, dev, err := pick.Target(t, rocUfunc.Loops()[0].ID)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "target %v runs on %v: %v\n", t, on, dev)

	x, y, z, err := inputs(n)
	if err != nil {
		return err
	}
	r, err := compute(on, x, y, z) // the first call loads GPU code
	if err != nil {
		return err
	}
	start := time.Now()
	for range reps {
		if r, err = compute(on, x, y, z); err != nil {
			return err
		}
	}
	kt := time.Since(start) / time.Duration(reps)
	var want nd.Array[float32]
	start = time.Now()
	for range reps {
		want = plain(x, y, z)
	}
	pt := time.Since(start) / time.Duration(reps)

	fmt.Fprintf(w, "\nroc_ufunc(x, y, z) = x**y/z  # shape %v\n%v\n", nd.ShapeString(r.Shape()), r)
	fmt.Fprintf(w, "time per call: kern %v on %v, plain Go loop %v\n", kt, on, pt)
	if err := check(r, want, ulpBound(on)); err != nil {
		return err
	}
	fmt.Fprintf(w, "check: all %d elements within %d ULP of the plain Go loop's\n", n, ulpBound(on))
	return nil
}

// ulpBound is how far a target may be from the plain Go loop. CPU targets
// run the same Go code: exact. On a GPU, math.Pow is compiled from Go's
// portable source, while amd64's Go uses assembly Exp and Log under Pow:
// float64 results differ by a few ULP (docs/math-accuracy.md); rounded to
// float32 they measured 0 ULP in the IR interpreter, and 2 ULP leaves room
// for the not yet measured GPU.
func ulpBound(t kern.Target) uint64 {
	if t == kern.CUDA || t == kern.ROC {
		return 2
	}
	return 0
}

// inputs are positive bases in [0.5, 2), exponents in [0, 3) and divisors
// in [1, 2), so that every result is finite.
func inputs(n int) (x, y, z nd.Array[float32], err error) {
	if x, err = nd.Random[float32](11, n); err != nil {
		return
	}
	x.Apply(func(v float32) float32 { return 0.5 + 1.5*v })
	if y, err = nd.Random[float32](12, n); err != nil {
		return
	}
	y.Apply(func(v float32) float32 { return 3 * v })
	if z, err = nd.Random[float32](13, n); err != nil {
		return
	}
	z.Apply(func(v float32) float32 { return 1 + v })
	return
}

func compute(on any, x, y, z nd.Array[float32]) (nd.Array[float32], error) {
	return kern.As[float32](rocUfunc.Call(on, x, y, z))
}

// plain is the plain Go loop, with the expression written out.
func plain(x, y, z nd.Array[float32]) nd.Array[float32] {
	xs, ys, zs := x.ToSlice(), y.ToSlice(), z.ToSlice()
	r := make([]float32, len(xs))
	for i := range r {
		r[i] = float32(math.Pow(float64(xs[i]), float64(ys[i]))) / zs[i]
	}
	return nd.Must(nd.Wrap(r, x.Shape()...))
}

// check compares within n ULP and names the first element outside.
func check(got, want nd.Array[float32], n uint64) error {
	if err := nd.CheckULP(got, want, n); err != nil {
		return fmt.Errorf("roc_ufunc against plain Go: %w", err)
	}
	return nil
}
