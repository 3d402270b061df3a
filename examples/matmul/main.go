// Command matmul is the Go twin of seed 000/001 §3 ("Generalized ROC
// ufuncs"): a generalized ufunc with the layout (m,n),(n,p)->(m,p), applied
// to a stack of matrices. The leading axis is a loop axis: the core runs
// once per matrix, on the GPU one thread per matrix.
//
//	@guvectorize(['void(float32[:,:], float32[:,:], float32[:,:])'],
//	             '(m,n),(n,p)->(m,p)', target='roc')
//	def matmulcore(A, B, C):
//	    ...
//
// It prints one product, the target it ran on, its time next to a plain
// Go triple loop, and checks it against that loop.
//
//	go run ./examples/matmul                       # auto: the GPU if present, else parallel
//	go run ./examples/matmul -target cpu -k 10 -m 4 -n 5 -p 3 -dtype float64
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

// MatMul is the core: c = a·b for one (m,n) and one (n,p) matrix. The
// output is the last parameter; its shape (m,p) comes from the layout.
//
//kern:guvectorize (m,n),(n,p)->(m,p)
func MatMul[T float32 | float64](a, b, c kern.Array2[T]) {
	for i := range c.Dim(0) {
		for j := range c.Dim(1) {
			var acc T
			for k := range a.Dim(1) {
				acc += a.At(i, k) * b.At(k, j)
			}
			c.Set(i, j, acc)
		}
	}
}

var matmul = kern.GUVectorize("matmulcore", "(m,n),(n,p)->(m,p)",
	kern.GULoop3(MatMul[float32]),
	kern.GULoop3(MatMul[float64]))

// dims are the sizes: k matrices of m×n times k of n×p.
type dims struct{ k, m, n, p int }

func main() {
	target := flag.String("target", "auto", "auto, cpu, parallel, sim, cuda or roc")
	var d dims
	flag.IntVar(&d.k, "k", 128, "number of matrices in the stack")
	flag.IntVar(&d.m, "m", 32, "rows of A and C")
	flag.IntVar(&d.n, "n", 32, "columns of A, rows of B")
	flag.IntVar(&d.p, "p", 32, "columns of B and C")
	dtype := flag.String("dtype", "float32", "float32 or float64")
	reps := flag.Int("reps", 3, "timed repetitions (after one warm-up call)")
	flag.Parse()
	if err := run(os.Stdout, *target, *dtype, d, *reps); err != nil {
		fmt.Fprintln(os.Stderr, "matmul:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, target, dtype string, d dims, reps int) error {
	t, err := kern.ParseTarget(target)
	if err != nil {
		return err
	}
	if d.k < 1 || d.m < 1 || d.n < 1 || d.p < 1 || reps < 1 {
		return fmt.Errorf("sizes %+v and -reps %d must all be at least 1", d, reps)
	}
	on, dev, err := pick.Target(t, kern.GULoop3(MatMul[float32]).ID, kern.GULoop3(MatMul[float64]).ID)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "target %v runs on %v: %v\n", t, on, dev)
	switch dtype {
	case "float32":
		return demo[float32](w, on, d, reps)
	case "float64":
		return demo[float64](w, on, d, reps)
	}
	return fmt.Errorf("-dtype %q: want float32 or float64", dtype)
}

// inputs are the stacks A (k,m,n) and B (k,n,p), uniform in [0, 1).
func inputs[T float32 | float64](d dims) (a, b nd.Array[T], err error) {
	if a, err = nd.Random[T](21, d.k, d.m, d.n); err != nil {
		return
	}
	b, err = nd.Random[T](22, d.k, d.n, d.p)
	return
}

// compute is C = matmulcore(A, B): the output is allocated with the loop
// shape (k) followed by the core shape (m,p).
func compute[T float32 | float64](on any, a, b nd.Array[T]) (nd.Array[T], error) {
	return kern.As[T](matmul.Call(on, a, b))
}

// plain is the plain Go triple loop over C-ordered stacks, accumulating in
// the core's order.
func plain[T float32 | float64](a, b nd.Array[T]) nd.Array[T] {
	k, m, n, p := a.Dim(0), a.Dim(1), a.Dim(2), b.Dim(2)
	as, bs := a.ToSlice(), b.ToSlice()
	cs := make([]T, k*m*p)
	for s := range k {
		am, bm, cm := as[s*m*n:], bs[s*n*p:], cs[s*m*p:]
		for i := range m {
			for j := range p {
				var acc T
				for l := range n {
					acc += am[i*n+l] * bm[l*p+j]
				}
				cm[i*p+j] = acc
			}
		}
	}
	return nd.Must(nd.Wrap(cs, k, m, p))
}

func demo[T float32 | float64](w io.Writer, on kern.Target, d dims, reps int) error {
	a, b, err := inputs[T](d)
	if err != nil {
		return err
	}
	c, err := compute(on, a, b) // the first call loads GPU code
	if err != nil {
		return err
	}
	start := time.Now()
	for range reps {
		if c, err = compute(on, a, b); err != nil {
			return err
		}
	}
	kt := time.Since(start) / time.Duration(reps)
	var want nd.Array[T]
	start = time.Now()
	for range reps {
		want = plain(a, b)
	}
	pt := time.Since(start) / time.Duration(reps)

	last, err := c.Index(0, -1)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nC = matmulcore(A, B)  # A %v, B %v -> C %v, %v\n",
		nd.ShapeString(a.Shape()), nd.ShapeString(b.Shape()), nd.ShapeString(c.Shape()), c.DType())
	fmt.Fprintf(w, "C[-1] =\n%v\n", last)
	flops := 2 * float64(d.k*d.m*d.n*d.p)
	fmt.Fprintf(w, "time per call: kern %v on %v (%.2f GFLOP/s), plain Go triple loop %v (%.2f GFLOP/s)\n",
		kt, on, flops/kt.Seconds()/1e9, pt, flops/pt.Seconds()/1e9)
	exact, err := check(c, want, a, b, pick.Fused(on))
	if err != nil {
		return err
	}
	if exact {
		fmt.Fprintf(w, "check: C equals the plain Go triple loop's, bit for bit\n")
	} else {
		fmt.Fprintf(w, "check: C within the rounding bound of the plain Go triple loop's (GPU code fuses each multiply-add; kern gen -fmad=false gives Go's bits)\n")
	}
	return nil
}

// check requires C to equal the plain loop's bit for bit on the CPU
// targets, where the same Go code runs. GPU code fuses each acc += a*b
// into one multiply-add unless kern gen ran with -fmad=false (fused:
// pick.Fused); both sums are then within γn·(|A|·|B|) of the exact one
// (γn = n·u/(1 − n·u), u the unit roundoff), so they may differ by twice
// that. exact reports whether every element was equal anyway.
func check[T float32 | float64](got, want, a, b nd.Array[T], fused bool) (exact bool, err error) {
	if nd.Equal(got, want) {
		return true, nil
	}
	if !slices.Equal(got.Shape(), want.Shape()) {
		return false, fmt.Errorf("C has shape %v, the plain Go triple loop %v", got.Shape(), want.Shape())
	}
	g, w := got.ToSlice(), want.ToSlice()
	var bound []T
	if fused {
		abs := func(x nd.Array[T]) nd.Array[T] {
			y := x.Copy(nd.C)
			y.Apply(func(v T) T { return T(math.Abs(float64(v))) })
			return y
		}
		bound = plain(abs(a), abs(b)).ToSlice()
	}
	u := math.Ldexp(1, -53)
	if _, ok := any(g[0]).(float32); ok {
		u = math.Ldexp(1, -24)
	}
	n := float64(a.Shape()[a.NDim()-1])
	gamma := n * u / (1 - n*u)
	for i := range g {
		if g[i] == w[i] {
			continue
		}
		if fused && math.Abs(float64(g[i])-float64(w[i])) <= 2*gamma*float64(bound[i]) {
			continue
		}
		return false, fmt.Errorf("C (flat) [%d] = %v, the plain Go triple loop %v", i, g[i], w[i])
	}
	return false, nil
}
