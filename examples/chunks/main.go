// Command chunks is the Go twin of seed 000/001 §4 ("Async execution: A
// Chunk at a Time"): D = discriminant(A, B, C) over 1e8 float32 elements,
// a chunk of 1e6 at a time. The arrays are split into views (np.split, no
// copying); each chunk is copied into coarse-grain (pinned) host memory,
// to the device on a stream, run through the ufunc with out= and the
// stream, and copied back on the stream, inside AutoSynchronize (Numba's
// `with stream.auto_synchronize():`). Several streams work at once, so on
// a GPU the copies of one chunk overlap the kernels of others, and data
// larger than the GPU's memory goes through it.
//
// On a CPU target it runs the same way, chunk by chunk: the host device's
// streams are goroutines and its "device memory" is Go memory.
//
// Then it makes the same call in the automatic form, discriminant.Into(on,
// D, A, B, C) on the host arrays: on a GPU kern does all of the above
// itself (kern.Chunked sets the chunk size and stream count), and the
// program prints both times.
//
//	go run ./examples/chunks                          # auto, 1e8 elements
//	go run ./examples/chunks -n 10000000 -streams 2 -target sim
//	go run ./examples/chunks -per-chunk               # ToDevice per chunk, as the seed
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/examples/internal/pick"
	"github.com/kernlab/kern/nd"
)

// options are the command's flags.
type options struct {
	target   string
	n, chunk int
	streams  int
	perChunk bool
	check    string // full, sample or none
}

func main() {
	var o options
	flag.StringVar(&o.target, "target", "auto", "auto, cpu, parallel, sim, cuda or roc")
	flag.IntVar(&o.n, "n", 100_000_000, "number of elements (a multiple of -chunk)")
	flag.IntVar(&o.chunk, "chunk", 1_000_000, "elements per chunk")
	flag.IntVar(&o.streams, "streams", 4, "streams working at once")
	flag.BoolVar(&o.perChunk, "per-chunk", false, "allocate device arrays for every chunk (the seed's to_device), not once per stream")
	flag.StringVar(&o.check, "check", "full", "compare D with a plain Go loop: full, sample (every 997th element) or none")
	flag.Parse()
	if err := run(os.Stdout, o); err != nil {
		fmt.Fprintln(os.Stderr, "chunks:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, o options) error {
	t, err := kern.ParseTarget(o.target)
	if err != nil {
		return err
	}
	stride := map[string]int{"full": 1, "sample": 997, "none": 0}
	st, ok := stride[o.check]
	if !ok {
		return fmt.Errorf("-check %q: want full, sample or none", o.check)
	}
	if o.n < 1 {
		return fmt.Errorf("-n %d: want at least 1", o.n)
	}
	on, dev, err := pick.Target(t, discriminant.Loops()[0].ID)
	if err != nil {
		return err
	}
	cfg := config{on: on, dev: dev, chunk: o.chunk, streams: o.streams, perChunk: o.perChunk}
	fmt.Fprintf(w, "target %v runs on %v: %v\n", t, on, dev)

	start := time.Now()
	a, b, c, err := inputs(o.n)
	if err != nil {
		return err
	}
	d, err := nd.Zeros[float32](o.n)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "prepared A, B, C: %d float32 each (%.1f GB in all with D) in %v\n",
		o.n, float64(16*o.n)/1e9, time.Since(start).Round(time.Millisecond))

	start = time.Now()
	if err := chunked(cfg, a, b, c, d); err != nil {
		return err
	}
	kt := time.Since(start)
	bytes := float64(16 * o.n) // A, B, C read and D written, once each
	fmt.Fprintf(w, "D = discriminant(A, B, C) in %d chunks of %d on %d streams (%s): %v, %.2f GB/s\n%v\n",
		o.n/o.chunk, o.chunk, min(o.streams, o.n/o.chunk), allocation(o.perChunk), kt.Round(time.Millisecond), bytes/kt.Seconds()/1e9, d)

	// The automatic form: one call on the host arrays. On a GPU target kern
	// does the above itself (chunks staged through pinned buffers, several
	// streams, copies overlapping kernels); on a CPU target it is the
	// plain ufunc call.
	d2, err := nd.Zeros[float32](o.n)
	if err != nil {
		return err
	}
	start = time.Now()
	if err := discriminant.Into(on, d2, a, b, c); err != nil {
		return err
	}
	at := time.Since(start)
	fmt.Fprintf(w, "D = discriminant(A, B, C) in one call (%s): %v, %.2f GB/s\n",
		automatic(on), at.Round(time.Millisecond), bytes/at.Seconds()/1e9)

	if st == 0 {
		return nil
	}
	as, bs, cs, ds := raw(a), raw(b), raw(c), raw(d)
	want := make([]float32, o.n)
	start = time.Now()
	plainInto(want, as, bs, cs)
	pt := time.Since(start)
	fmt.Fprintf(w, "plain Go loop (one goroutine, no chunks): %v, %.2f GB/s\n", pt.Round(time.Millisecond), bytes/pt.Seconds()/1e9)
	var ulps uint32
	if pick.Fused(on) {
		ulps = pick.FusedULP
	}
	cmp, err := compare(ds, want, st, ulps)
	if err != nil {
		return err
	}
	if _, err := compare(raw(d2), want, st, ulps); err != nil {
		return fmt.Errorf("the one-call form: %w", err)
	}
	if ulps == 0 {
		fmt.Fprintf(w, "check: %d elements (%s) of both forms equal the plain Go loop's\n", cmp, o.check)
	} else {
		fmt.Fprintf(w, "check: %d elements (%s) of both forms within %d ULP of the plain Go loop's (GPU code fuses multiply-adds; kern gen -fmad=false gives Go's bits)\n", cmp, o.check, ulps)
	}
	return nil
}

// automatic says how the one-call form runs on a target.
func automatic(on kern.Target) string {
	if on == kern.CUDA || on == kern.ROC {
		return "kern streams the host arrays in chunks itself"
	}
	return "no streaming on a CPU target"
}

func allocation(perChunk bool) string {
	if perChunk {
		return "device arrays per chunk"
	}
	return "device arrays per stream"
}

// raw is the contiguous elements of a C-ordered array.
func raw(a nd.Array[float32]) []float32 {
	s, _ := a.Contiguous()
	return s
}

// inputs are the seed's A, B + 10 and C, uniform in [0, 1).
func inputs(n int) (a, b, c nd.Array[float32], err error) {
	if a, err = nd.Random[float32](1, n); err != nil {
		return
	}
	if b, err = nd.Random[float32](2, n); err != nil {
		return
	}
	bs := raw(b)
	for i := range bs {
		bs[i] += 10
	}
	c, err = nd.Random[float32](3, n)
	return
}
