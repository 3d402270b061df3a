// Command multigpu spreads the seed's discriminant over every GPU of the
// machine: one call, D = discriminant(A, B, C) on host arrays, cut into
// one contiguous share per device, each device streaming its share
// (kern.Spread). With one GPU it runs there; without one it falls back to
// the parallel CPU target, like examples/discriminant.
//
//	go run ./examples/multigpu                        # every CUDA device, else every ROC one, else the CPU
//	go run ./examples/multigpu -target roc -n 10000000
//	KERN_EMULATE=cuda:4 go run ./examples/multigpu    # four emulated devices
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

// Discriminant is the ufunc's core: one element of sqrt(b² − 4ac).
//
//kern:vectorize
func Discriminant[T float32 | float64](a, b, c T) T {
	return T(math.Sqrt(float64(b*b - 4*a*c)))
}

var discriminant = kern.Vectorize("discriminant",
	kern.Loop3(Discriminant[float32]),
	kern.Loop3(Discriminant[float64]))

func main() {
	target := flag.String("target", "auto", "auto (CUDA, else ROC, else CPU), cuda or roc")
	n := flag.Int("n", 1000000, "number of elements")
	reps := flag.Int("reps", 5, "timed repetitions (after one warm-up call)")
	flag.Parse()
	if err := run(os.Stdout, *target, *n, *reps); err != nil {
		fmt.Fprintln(os.Stderr, "multigpu:", err)
		os.Exit(1)
	}
}

// placement picks the devices: every device of the first GPU backend that
// has some and whose code kern gen compiled, spread over; else Parallel.
func placement(t kern.Target) (on any, gpu bool, devs []*kern.Device, err error) {
	tgt, _, err := pick.Target(t, pick.IDs(discriminant)...)
	if err != nil {
		return nil, false, nil, err
	}
	if !pick.Fused(tgt) {
		return kern.Parallel, false, nil, nil
	}
	devs, err = kern.Devices(tgt)
	if err != nil {
		return nil, false, nil, err
	}
	return kern.Spread(tgt), true, devs, nil
}

func run(w io.Writer, target string, n, reps int) error {
	t, err := kern.ParseTarget(target)
	if err != nil {
		return err
	}
	if n < 1 || reps < 1 {
		return fmt.Errorf("-n %d, -reps %d: both must be at least 1", n, reps)
	}
	on, gpu, devs, err := placement(t)
	if err != nil {
		return err
	}
	if gpu {
		fmt.Fprintf(w, "spread over %d device(s):\n", len(devs))
		for _, d := range devs {
			fmt.Fprintf(w, "  %v\n", d)
		}
	} else {
		fmt.Fprintln(w, "no GPU with compiled code: running on the parallel CPU target")
	}
	a, b, c, err := inputs(n)
	if err != nil {
		return err
	}
	d, err := kern.As[float32](discriminant.Call(on, a, b, c)) // the first call loads GPU code
	if err != nil {
		return err
	}
	start := time.Now()
	for range reps {
		if err := discriminant.Into(on, d, a, b, c); err != nil {
			return err
		}
	}
	kt := time.Since(start) / time.Duration(reps)
	want := plain(a, b, c)
	if !nd.Equal(d, want) {
		if !gpu {
			return fmt.Errorf("D differs from the plain Go loop")
		}
		// GPU code fuses b*b - 4*a*c into one multiply-add.
		if err := nd.CheckULP(d, want, pick.FusedULP); err != nil {
			return err
		}
	}
	fmt.Fprintf(w, "D = discriminant(A, B, C)  # %d elements, %v per call\n%v\n", n, kt, d)
	fmt.Fprintf(w, "check: all %d elements match the plain Go loop\n", n)
	return nil
}

// inputs are the seed's A, B and C: uniform in [0, 1), B shifted by 10 so
// that b² − 4ac is positive.
func inputs(n int) (a, b, c nd.Array[float32], err error) {
	if a, err = nd.Random[float32](1, n); err != nil {
		return
	}
	if b, err = nd.Random[float32](2, n); err != nil {
		return
	}
	b.Apply(func(x float32) float32 { return x + 10 })
	c, err = nd.Random[float32](3, n)
	return
}

func plain(a, b, c nd.Array[float32]) nd.Array[float32] {
	as, bs, cs := a.ToSlice(), b.ToSlice(), c.ToSlice()
	ds := make([]float32, len(as))
	for i := range ds {
		ds[i] = float32(math.Sqrt(float64(bs[i]*bs[i] - 4*as[i]*cs[i])))
	}
	return nd.Must(nd.Wrap(ds, len(ds)))
}
