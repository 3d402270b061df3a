// Command ufuncs is the Go twin of seed 003 ("Introduction to GPU
// Programming with Python", its ufunc part): a ufunc for the CPU (add_n),
// the same kind of ufunc on the GPU (add, 'int64(int64, int64)'), explicit
// data management (to_device, device_array, out=), a ufunc with several
// signatures (cu_discriminant, float32 and float64), and the CPU and GPU
// targets side by side, timed against plain Go loops (the seed's np.add).
//
//	go run ./examples/ufuncs                  # auto: the GPU if present, else parallel
//	go run ./examples/ufuncs -target sim -n 100000
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"text/tabwriter"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/examples/internal/pick"
	"github.com/kernlab/kern/nd"
)

func main() {
	target := flag.String("target", "auto", "auto, cpu, parallel, sim, cuda or roc: where the seed's GPU ufuncs run")
	n := flag.Int("n", 1_000_000, "elements of the timed arrays")
	reps := flag.Int("reps", 5, "timed repetitions (after one warm-up call)")
	flag.Parse()
	if err := run(os.Stdout, *target, *n, *reps); err != nil {
		fmt.Fprintln(os.Stderr, "ufuncs:", err)
		os.Exit(1)
	}
}

// errMismatch is a ufunc result that differs from the plain Go loop's.
var errMismatch = errors.New("ufuncs: result differs from the plain Go loop")

func run(w io.Writer, target string, n, reps int) error {
	t, err := kern.ParseTarget(target)
	if err != nil {
		return err
	}
	if n < 1 || reps < 1 {
		return fmt.Errorf("-n %d, -reps %d: both must be at least 1", n, reps)
	}
	on, dev, err := pick.Target(t, pick.IDs(add, disc)...)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "target %v runs on %v: %v\n", t, on, dev)
	if err := seed(w, on, dev); err != nil {
		return err
	}
	return timings(w, on, dev, n, reps)
}

// seed runs the notebook's cells at its size (n = 10) and prints them.
func seed(w io.Writer, on kern.Target, dev *kern.Device) error {
	const n = 10
	x, y, err := ints[int64](n)
	if err != nil {
		return err
	}
	r, err := addScalar(kern.CPU, x, 10)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\n# a ufunc for the CPU\nadd_n(x, 10) = %v\n", r)

	r, err = addHost(on, x, y)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\n# the ufunc on %v, int64(int64, int64)\nadd(x, y)    = %v\nnp.add(x, y) = %v\n", on, r, nd.Must(nd.Wrap(plainAdd(x.ToSlice(), y.ToSlice()), n)))

	x32, y32, err := ints[int32](n)
	if err != nil {
		return err
	}
	want := plainAdd(x32.ToSlice(), y32.ToSlice())
	r32, err := addDevice(on, dev, x32, y32)
	if err != nil {
		return err
	}
	if i := same(r32, want); i >= 0 {
		return fmt.Errorf("add(d_x, d_y)[%d]: %w", i, errMismatch)
	}
	fmt.Fprintf(w, "\n# explicit data management, int32(int32, int32)\nadd(d_x, d_y) = %v  (a device array, copied back to print)\n", r32)
	if r32, err = addOut(on, dev, x32, y32); err != nil {
		return err
	}
	if i := same(r32, want); i >= 0 {
		return fmt.Errorf("add(d_x, d_y, out=d_res)[%d]: %w", i, errMismatch)
	}
	fmt.Fprintf(w, "add(d_x, d_y, out=d_res); d_res.copy_to_host() = %v\n", r32)

	a, b, c, err := floats[float32](n)
	if err != nil {
		return err
	}
	d32, err := discriminant(on, a, b, c)
	if err != nil {
		return err
	}
	a64, b64, c64, err := floats[float64](n)
	if err != nil {
		return err
	}
	d64, err := discriminant(on, a64, b64, c64)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\n# several signatures\ncu_discriminant(float32) = %v\ncu_discriminant(float64) = %v\n", d32, d64)
	return nil
}

// timings runs add and cu_discriminant on n elements on every CPU target
// and on the GPU target, side by side with the plain Go loops.
func timings(w io.Writer, gpu kern.Target, gdev *kern.Device, n, reps int) error {
	x, y, err := ints[int64](n)
	if err != nil {
		return err
	}
	a, b, c, err := floats[float32](n)
	if err != nil {
		return err
	}
	xs, ys, as, bs, cs := x.ToSlice(), y.ToSlice(), a.ToSlice(), b.ToSlice(), c.ToSlice()
	wantAdd := plainAdd(xs, ys)
	wantDisc := plainDiscriminant(as, bs, cs)

	type row struct {
		on  kern.Target
		dev *kern.Device
	}
	rows := []row{{kern.CPU, kern.HostDevice()}, {kern.Parallel, kern.HostDevice()}, {kern.Sim, kern.HostDevice()}}
	if gpu == kern.CUDA || gpu == kern.ROC {
		rows = append(rows, row{gpu, gdev})
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(w, "\n# %d elements, time per call (best of %d)\n", n, reps)
	fmt.Fprintln(tw, "target\tadd(x, y) int64\tadd(d_x, d_y, out=d_res)\tcu_discriminant float32\t")
	for _, r := range rows {
		var gotAdd nd.Array[int64]
		var gotDisc nd.Array[float32]
		ta, err := best(reps, func() (err error) { gotAdd, err = addHost(r.on, x, y); return })
		if err == nil {
			err = check(gotAdd, wantAdd)
		}
		if err != nil {
			return fmt.Errorf("add on %v: %w", r.on, err)
		}
		to, err := timeOut(r.on, r.dev, x, y, wantAdd, reps)
		if err != nil {
			return fmt.Errorf("add out= on %v: %w", r.on, err)
		}
		td, err := best(reps, func() (err error) { gotDisc, err = discriminant(r.on, a, b, c); return })
		if err == nil {
			err = checkClose(gotDisc, wantDisc, pick.Fused(r.on))
		}
		if err != nil {
			return fmt.Errorf("cu_discriminant on %v: %w", r.on, err)
		}
		fmt.Fprintf(tw, "%v\t%v\t%v\t%v\t\n", r.on, ta, to, td)
	}
	pa, _ := best(reps, func() error { plainAdd(xs, ys); return nil })
	res := make([]int64, n) // out=: the plain loop writes into an existing slice too
	po, _ := best(reps, func() error {
		for i := range res {
			res[i] = xs[i] + ys[i]
		}
		return nil
	})
	pd, _ := best(reps, func() error { plainDiscriminant(as, bs, cs); return nil })
	fmt.Fprintf(tw, "plain Go loop\t%v\t%v\t%v\t\n", pa, po, pd)
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(rows) == 3 {
		fmt.Fprintln(w, "(no GPU column: no CUDA or ROC device with compiled code)")
	}
	if len(rows) == 3 {
		fmt.Fprintln(w, "check: every result above equals the plain Go loop's")
	} else {
		fmt.Fprintf(w, "check: every result above equals the plain Go loop's, cu_discriminant on the GPU within %d ULP (GPU code fuses multiply-adds; kern gen -fmad=false gives Go's bits)\n", pick.FusedULP)
	}
	return nil
}

// timeOut times add(d_x, d_y, out=d_res) with the operands resident on the
// device, as the seed's "run again and measure" does; a GPU call returns
// before the kernel ends, so each one is followed by a synchronize.
func timeOut(on kern.Target, dev *kern.Device, x, y nd.Array[int64], want []int64, reps int) (time.Duration, error) {
	dx, dy, err := toDevice(dev, x, y)
	if err != nil {
		return 0, err
	}
	defer dx.Free()
	defer dy.Free()
	dres, err := kern.NewDeviceArray[int64](dev, x.Shape(), nd.C)
	if err != nil {
		return 0, err
	}
	defer dres.Free()
	t, err := best(reps, func() error {
		if err := add.Into(on, dres, dx, dy); err != nil {
			return err
		}
		return dev.Synchronize()
	})
	if err != nil {
		return 0, err
	}
	got, err := dres.CopyToHost()
	if err != nil {
		return 0, err
	}
	return t, check(got, want)
}

// check returns an error naming the first element where got differs from
// want.
func check[T int32 | int64 | float32 | float64](got nd.Array[T], want []T) error {
	if i := same(got, want); i >= 0 {
		return fmt.Errorf("element %d: %w", i, errMismatch)
	}
	return nil
}

// checkClose is check for cu_discriminant on a target whose GPU code may
// have fused b*b - 4*a*c into a multiply-add (pick.Fused): there each
// element must be within pick.FusedULP of want.
func checkClose[T float32 | float64](got nd.Array[T], want []T, fused bool) error {
	if !fused {
		return check(got, want)
	}
	w, err := nd.Wrap(want, len(want))
	if err != nil {
		return err
	}
	if err := nd.CheckULP(got, w, pick.FusedULP); err != nil {
		return fmt.Errorf("%w: %w", errMismatch, err)
	}
	return nil
}

// best runs f once to warm up (GPU code loads on first use), then reps
// times, and returns the fastest run.
func best(reps int, f func() error) (time.Duration, error) {
	if err := f(); err != nil {
		return 0, err
	}
	b := time.Duration(1<<63 - 1)
	for range reps {
		start := time.Now()
		if err := f(); err != nil {
			return 0, err
		}
		b = min(b, time.Since(start))
	}
	return b, nil
}
