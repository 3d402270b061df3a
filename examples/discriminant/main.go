// Command discriminant is the README's main demo and the Go twin of seed
// 000/001 §1 ("Basic ROC UFunc Example"): a vectorized ufunc with two
// signatures (float32 and float64), called on host arrays of N elements.
//
//	@vectorize(['float32(float32, float32, float32)',
//	            'float64(float64, float64, float64)'], target='roc')
//	def roc_discriminant(a, b, c):
//	    return math.sqrt(b ** 2 - 4 * a * c)
//
// It prints D, the target the call ran on and its device, the time next to
// a plain Go loop, and checks that the results equal the plain Go ones.
//
//	go run ./examples/discriminant                 # auto: the GPU if present, else parallel
//	go run ./examples/discriminant -target sim     # the CUDA model on the CPU
//	go run ./examples/discriminant -n 1000000 -dtype float64
package main

//go:generate go tool kern gen

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/examples/internal/pick"
	"github.com/kernlab/kern/nd"
)

// Discriminant is the ufunc's core: one element of b² − 4ac, square-rooted.
// kern gen compiles one loop per type of the set, for the GPU and the CPU.
//
//kern:vectorize
func Discriminant[T float32 | float64](a, b, c T) T {
	return T(math.Sqrt(float64(b*b - 4*a*c)))
}

// discriminant is the ufunc: Numba's roc_discriminant with its two
// signatures. Calls pick the loop whose dtypes equal the operands'.
var discriminant = kern.Vectorize("discriminant",
	kern.Loop3(Discriminant[float32]),
	kern.Loop3(Discriminant[float64]))

func main() {
	target := flag.String("target", "auto", "auto, cpu, parallel, sim, cuda or roc")
	n := flag.Int("n", 10000, "number of elements")
	dtype := flag.String("dtype", "float32", "float32 or float64 (run both with \"both\")")
	reps := flag.Int("reps", 20, "timed repetitions of each side, the best reported (after one warm-up call)")
	flag.Parse()
	if err := run(os.Stdout, *target, *dtype, *n, *reps); err != nil {
		fmt.Fprintln(os.Stderr, "discriminant:", err)
		os.Exit(1)
	}
}

// run parses the flags' values and runs the demo for one or both dtypes.
func run(w io.Writer, target, dtype string, n, reps int) error {
	t, err := kern.ParseTarget(target)
	if err != nil {
		return err
	}
	if n < 1 || reps < 1 {
		return fmt.Errorf("-n %d, -reps %d: both must be at least 1", n, reps)
	}
	on, dev, err := pick.Target(t, pick.IDs(discriminant)...)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "target %v runs on %v: %v\n", t, on, dev)
	switch dtype {
	case "float32":
		return demo[float32](w, on, n, reps)
	case "float64":
		return demo[float64](w, on, n, reps)
	case "both":
		if err := demo[float32](w, on, n, reps); err != nil {
			return err
		}
		return demo[float64](w, on, n, reps)
	}
	return fmt.Errorf("-dtype %q: want float32, float64 or both", dtype)
}

// inputs are the seed's A, B and C: uniform in [0, 1), B shifted by 10 so
// that b² − 4ac is positive. The same seed gives the same arrays.
func inputs[T float32 | float64](n int) (a, b, c nd.Array[T], err error) {
	if a, err = nd.Random[T](1, n); err != nil {
		return
	}
	if b, err = nd.Random[T](2, n); err != nil {
		return
	}
	b.Apply(func(x T) T { return x + 10 })
	c, err = nd.Random[T](3, n)
	return
}

// compute is the seed's D = roc_discriminant(A, B, C).
func compute[T float32 | float64](on any, a, b, c nd.Array[T]) (nd.Array[T], error) {
	return kern.As[T](discriminant.Call(on, a, b, c))
}

// plain is the plain Go loop the ufunc is compared with.
func plain[T float32 | float64](a, b, c nd.Array[T]) nd.Array[T] {
	d := nd.ZerosLike(a)
	as, bs, cs, ds := a.ToSlice(), b.ToSlice(), c.ToSlice(), d.ToSlice()
	plainInto(ds, as, bs, cs)
	return nd.Must(nd.Wrap(ds, a.Shape()...))
}

func plainInto[T float32 | float64](d, a, b, c []T) {
	for i := range d {
		d[i] = T(math.Sqrt(float64(b[i]*b[i] - 4*a[i]*c[i])))
	}
}

// demo computes D for one dtype, prints it with its timing and checks it.
func demo[T float32 | float64](w io.Writer, on kern.Target, n, reps int) error {
	a, b, c, err := inputs[T](n)
	if err != nil {
		return err
	}
	d, err := compute(on, a, b, c) // the first call loads GPU code
	if err != nil {
		return err
	}
	// Time D = discriminant(A, B, C, out=D) so that both sides write into
	// memory they already have, as the plain loop below does. Each takes
	// its best of reps, the two alternating, so that a busy machine's
	// pauses fall on neither side's figure.
	as, bs, cs := a.ToSlice(), b.ToSlice(), c.ToSlice()
	ds := make([]T, n)
	kt, pt := time.Duration(math.MaxInt64), time.Duration(math.MaxInt64)
	for range reps {
		start := time.Now()
		if err = discriminant.Into(on, d, a, b, c); err != nil {
			return err
		}
		kt = min(kt, time.Since(start))
		start = time.Now()
		plainInto(ds, as, bs, cs)
		pt = min(pt, time.Since(start))
	}
	want := nd.Must(nd.Wrap(ds, n))

	fmt.Fprintf(w, "\nD = discriminant(A, B, C)  # %v, shape %v\n%v\n", d.DType(), nd.ShapeString(d.Shape()), d)
	lo, mean, hi := summary(d)
	fmt.Fprintf(w, "min %.6g  mean %.6g  max %.6g\n", lo, mean, hi)
	fmt.Fprintf(w, "time per call (best of %d): kern %v on %v, plain Go loop %v (kern speed-up %.2fx)\n",
		reps, kt, on, pt, float64(pt)/float64(max(kt, 1)))
	exact, err := check(d, want, pick.Fused(on))
	if err != nil {
		return err
	}
	if exact {
		fmt.Fprintf(w, "check: all %d elements equal the plain Go loop's\n", n)
	} else {
		fmt.Fprintf(w, "check: all %d elements within %d ULP of the plain Go loop's (GPU code fuses b*b - 4*a*c into a multiply-add; kern gen -fmad=false gives Go's bits)\n", n, pick.FusedULP)
	}
	return nil
}

// summary returns the minimum, mean and maximum of d.
func summary[T float32 | float64](d nd.Array[T]) (lo, mean, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for v := range d.Values() {
		x := float64(v)
		lo, hi, mean = min(lo, x), max(hi, x), mean+x
	}
	return lo, mean / float64(max(d.Size(), 1)), hi
}

// check requires bit-for-bit equality on the CPU targets: the core is the
// same Go expression (sqrt is correctly rounded everywhere). With fused,
// GPU code may have fused b*b - 4*a*c, and D must be within
// pick.FusedULP; exact reports whether every element was equal anyway.
func check[T float32 | float64](got, want nd.Array[T], fused bool) (exact bool, err error) {
	if nd.Equal(got, want) {
		return true, nil
	}
	if !slices.Equal(got.Shape(), want.Shape()) {
		return false, fmt.Errorf("D has shape %v, plain Go %v", got.Shape(), want.Shape())
	}
	if fused {
		return false, nd.CheckULP(got, want, pick.FusedULP)
	}
	ulp, _ := nd.MaxULP(got, want)
	for i := range got.Size() {
		if g, w := got.At(i), want.At(i); g != w {
			return false, fmt.Errorf("D[%d] = %v, plain Go %v (max difference %d ULP)", i, g, w, ulp)
		}
	}
	return false, nil
}
