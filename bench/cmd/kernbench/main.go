package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/internal/measure"
	"github.com/kernlab/kern/bench/kernels"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/simd"
	"github.com/kernlab/kern/ufunc"
)

func main() {
	sizes := flag.String("sizes", "1e4,1e6,1e7,1e8", "comma-separated N of the throughput workloads")
	reps := flag.Int("reps", 5, "samples per measurement")
	minSample := flag.Duration("min", 50*time.Millisecond, "shortest sample (calls are repeated inside it)")
	out := flag.String("o", "-", "output JSON file (- for stdout)")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the whole run to this file")
	flag.Parse()
	if *cpuprofile != "" {
		stop, err := startProfile(*cpuprofile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "kernbench:", err)
			os.Exit(1)
		}
		defer stop()
	}
	ns, err := parseSizes(*sizes)
	if err == nil {
		err = run(os.Stderr, *out, config{sizes: ns, reps: *reps, minSample: *minSample})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "kernbench:", err)
		os.Exit(1)
	}
}

// startProfile starts a CPU profile (go tool pprof reads it).
func startProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

type config struct {
	sizes     []int
	reps      int
	minSample time.Duration
}

// parseSizes reads "1e4,1e6" or "10000,1000000".
func parseSizes(s string) ([]int, error) {
	var ns []int
	for f := range strings.SplitSeq(s, ",") {
		v, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || v < 1 || v != math.Trunc(v) || v > 1<<40 {
			return nil, fmt.Errorf("size %q is not a positive integer", f)
		}
		ns = append(ns, int(v))
	}
	return ns, nil
}

func run(log io.Writer, out string, cfg config) error {
	b, err := newBench(cfg, log)
	if err != nil {
		return err
	}
	for _, n := range cfg.sizes {
		if err := b.throughput(n); err != nil {
			return err
		}
	}
	if err := b.dispatch(16); err != nil {
		return err
	}
	w := os.Stdout
	if out != "-" {
		f, err := os.Create(out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	return measure.Write(w, b.rows)
}

// plainDisc is kernels.Discriminant under a name `kern gen` never saw, so
// that kern.Loop3 of it is the generic closure calling through a func value.
func plainDisc(a, b, c float32) float32 {
	return float32(math.Sqrt(float64(b*b - 4*a*c)))
}

type bench struct {
	cfg  config
	log  io.Writer
	rows []measure.Row
	// disc holds the ufuncs by loop kind: "gen" uses the CPU loop that
	// kern gen wrote (the core inlined), "loop3" the kern.Loop3 closure.
	disc map[string]*kern.Ufunc
	sum  *kern.Reducer
}

func newBench(cfg config, log io.Writer) (*bench, error) {
	gen, err := generatedLoop()
	if err != nil {
		return nil, err
	}
	return &bench{
		cfg: cfg, log: log,
		disc: map[string]*kern.Ufunc{
			"gen":   kern.Vectorize("discriminant", gen),
			"loop3": kern.Vectorize("discriminant", kern.Loop3(plainDisc)),
		},
		sum: kern.Reduce("sum", kern.Loop2(kernels.Sum)),
	}, nil
}

// generatedLoop is kernels.Discriminant's loop with Run replaced by the
// typed loop kern gen generated, whether or not the ufunc machinery would
// pick it by itself.
func generatedLoop() (kern.Loop, error) {
	l := kern.Loop3(kernels.Discriminant)
	_, f, ok := kern.Generated().Lookup(l.ID)
	if !ok || f.CPU == nil {
		return l, fmt.Errorf("no generated CPU loop for %s: run go -C bench generate ./kernels", l.ID)
	}
	l.Run = f.CPU
	return l, nil
}

// add times f and records it.
func (b *bench) add(r measure.Row, f func() error) error {
	samples, inner, err := measure.Time(b.cfg.reps, b.cfg.minSample, f)
	if err != nil {
		return fmt.Errorf("%s/%s N=%d: %w", r.Workload, r.Impl, r.N, err)
	}
	b.record(r, samples, inner)
	return nil
}

func (b *bench) record(r measure.Row, samples []float64, inner int) {
	r.Suite, r.Lang, r.Samples, r.Inner = "cpu", "go", samples, inner
	b.rows = append(b.rows, r)
	fmt.Fprintf(b.log, "%-12s %-22s N=%-10d best %10.3g s  %7.2f GB/s  spread %4.1f%%\n",
		r.Workload, r.Impl, r.N, r.Best(), r.GBps(), 100*r.Spread())
}

// addISAs times call with kern gen's AVX2 loops (row r) and, where the CPU
// has AVX-512, with its AVX-512 loops (r's Impl with the suffix -avx512,
// Goal 3), their samples taken in turn; both rows carry their isa note.
// The benchmark is simd.AVX512's one writer, restored after.
func (b *bench) addISAs(r measure.Row, call func() error) error {
	avx512 := simd.AVX512
	defer func() { simd.AVX512 = avx512 }()
	on := func(wide bool) func() error {
		return func() error { simd.AVX512 = wide; return call() }
	}
	fs, rows := []func() error{on(false)}, []measure.Row{r}
	if avx512 {
		w := r
		w.Impl += "-avx512"
		fs, rows = append(fs, on(true)), append(rows, w)
	}
	samples, inner, err := measure.TimeAlternating(b.cfg.reps, b.cfg.minSample, fs...)
	if err != nil {
		return fmt.Errorf("%s/%s N=%d: %w", r.Workload, r.Impl, r.N, err)
	}
	for k, row := range rows {
		simd.AVX512 = k == 1
		row.Note = isa()
		b.record(row, samples[k], inner[k])
	}
	return nil
}

func (b *bench) throughput(n int) error {
	A, B, C := measure.Operands(n)
	D, want := make([]float32, n), make([]float32, n)
	discLoop(want, A, B, C)
	disc := int64(16 * n) // three inputs read, one output written
	for _, tg := range []kern.Target{kern.CPU, kern.Parallel} {
		for _, kind := range []string{"gen", "loop3"} {
			u := b.disc[kind]
			r := measure.Row{Workload: "discriminant", Impl: fmt.Sprintf("kern-%v-%s", tg, kind), Parallel: tg == kern.Parallel, N: int64(n), Bytes: disc}
			call := func() error { return u.Into(tg, D, A, B, C) }
			var err error
			if kind == "gen" {
				// The AVX2 loop, and its AVX-512 form in turn (-avx512).
				err = b.addISAs(r, call)
			} else {
				err = b.add(r, call)
			}
			if err != nil {
				return err
			}
			if err := same(r.Impl, D, want); err != nil {
				return err
			}
		}
	}
	// Call allocates its output each time: its first touch (page faults,
	// zeroing) is part of what a NumPy-style call costs, and what Into
	// with a preallocated output does not pay.
	u := b.disc["gen"]
	for _, tg := range []kern.Target{kern.CPU, kern.Parallel} {
		r := measure.Row{Workload: "discriminant", Impl: fmt.Sprintf("kern-%v-gen-call", tg), Parallel: tg == kern.Parallel, N: int64(n), Bytes: disc, Note: isa()}
		var got nd.Array[float32]
		if err := b.add(r, func() error {
			var err error
			got, err = kern.As[float32](u.Call(tg, A, B, C))
			return err
		}); err != nil {
			return err
		}
		if err := same(r.Impl, got.ToSlice(), want); err != nil {
			return err
		}
	}
	if err := b.add(measure.Row{Workload: "discriminant", Impl: "go-loop", N: int64(n), Bytes: disc},
		func() error { discLoop(D, A, B, C); return nil }); err != nil {
		return err
	}
	if err := b.add(measure.Row{Workload: "discriminant", Impl: "go-loop-parallel", Parallel: true, N: int64(n), Bytes: disc},
		func() error {
			parallel(n, func(lo, hi int) { discLoop(D[lo:hi], A[lo:hi], B[lo:hi], C[lo:hi]) })
			return nil
		}); err != nil {
		return err
	}
	if err := same("go-loop-parallel", D, want); err != nil {
		return err
	}
	if err := b.copies(n); err != nil {
		return err
	}
	if err := b.reduce(A); err != nil {
		return err
	}
	return b.compute(n)
}

// copies measures the memory bandwidth the memory-bound rows are held to:
// copies moving the same bytes, in the same run. "go-copy" moves the
// discriminant's 16N bytes (8N read, 8N written), "go-copy-input" the
// sum's 4N (2N read, 2N written); Bytes counts what is read plus what is
// written, as the kern rows' Bytes do. Go's copy is memmove, which streams
// big copies past the caches. The parallel copies split the bytes as kern's
// Parallel splits the row they are the baseline of: the discriminant's
// chunks of ufunc.ChunkLen elements dealt to GOMAXPROCS goroutines in turn
// (measure.Chunks), the sum's 64 KiB input chunks (half read, half written
// here) in runs of consecutive chunks (measure.ReduceRuns);
// "go-copy-parallel" is the plain split in equal halves.
// "go-copy-whole-input" copies the sum's whole input (8N bytes moved).
func (b *bench) copies(n int) error {
	src, dst := make([]float32, 2*n), make([]float32, 2*n)
	for i := range src {
		src[i] = float32(i)
	}
	w := runtime.GOMAXPROCS(0)
	discChunk := 2 * ufunc.ChunkLen(n, 4, w) // floats copied per discriminant chunk
	sumChunk := sumChunkBytes / 2 / 4        // floats copied per sum chunk
	half, halfDst := src[:n/2], dst[:n/2]
	for _, c := range []struct {
		impl  string
		par   bool
		bytes int64
		f     func()
	}{
		{"go-copy", false, int64(16 * n), func() { copy(dst, src) }},
		{"go-copy-parallel", true, int64(16 * n), func() { parallel(2*n, func(lo, hi int) { copy(dst[lo:hi], src[lo:hi]) }) }},
		{"go-copy-chunked", true, int64(16 * n), func() {
			measure.Chunks(2*n, discChunk, func(lo, hi int) { copy(dst[lo:hi], src[lo:hi]) })
		}},
		{"go-copy-input", false, int64(8 * (n / 2)), func() { copy(halfDst, half) }},
		// memmove of the sum's whole input (8N bytes moved): the time to
		// copy the bytes the sum reads, which the report sets beside it.
		{"go-copy-whole-input", false, int64(8 * n), func() { copy(dst[:n], src[:n]) }},
		{"go-copy-input-chunked", true, int64(8 * (n / 2)), func() {
			measure.ReduceRuns(n/2, sumChunk, func(lo, hi int) { copy(halfDst[lo:hi], half[lo:hi]) })
		}},
	} {
		if c.bytes == 0 {
			continue
		}
		if err := b.add(measure.Row{Workload: "copy", Impl: c.impl, Parallel: c.par, N: int64(n), Bytes: c.bytes},
			func() error { c.f(); return nil }); err != nil {
			return err
		}
	}
	return nil
}

// sumChunkBytes is the input a Parallel reduction folds per chunk
// (docs/ufuncs.md: 64 KiB chunks, fixed so the fold order is too).
const sumChunkBytes = 64 << 10

// reduce sums x (4N bytes read) with kern's Reducer and by hand.
func (b *bench) reduce(x []float32) error {
	n := len(x)
	var want float64
	for _, v := range x {
		want += float64(v)
	}
	serial := sumLoop(x)
	for _, tg := range []kern.Target{kern.CPU, kern.Parallel} {
		var got float32
		r := measure.Row{Workload: "reduce", Impl: fmt.Sprintf("kern-%v", tg), Parallel: tg == kern.Parallel, N: int64(n), Bytes: int64(4 * n), Note: isa()}
		err := b.add(r, func() error {
			v, err := kern.Value[float32](b.sum.Call(tg, x))
			got = v
			return err
		})
		if err != nil {
			return err
		}
		// Sum is a lane fold: CPU folds it in lane order (32 partials,
		// docs/simd.md), Parallel so within 64 KiB chunks; both stay close
		// to the exact sum where the Go loop stalls at 2^24.
		if math.Abs(float64(got)-want) > 1e-3*math.Abs(want) {
			return fmt.Errorf("reduce %s: sum %v, want %v (serial float32 loop %v)", r.Impl, got, want, serial)
		}
	}
	if err := b.add(measure.Row{Workload: "reduce", Impl: "go-sum", N: int64(n), Bytes: int64(4 * n)},
		func() error { sink = sumLoop(x); return nil }); err != nil {
		return err
	}
	return b.add(measure.Row{Workload: "reduce", Impl: "go-sum-parallel", Parallel: true, N: int64(n), Bytes: int64(4 * n)},
		func() error { sink = sumParallel(x); return nil })
}

// sink keeps the hand-written sums from being optimized away.
var sink float32

// dispatch measures the cost of one call on n (16) elements: what a
// ufunc call costs beyond its arithmetic.
func (b *bench) dispatch(n int) error {
	A, B, C := measure.Operands(n)
	D := make([]float32, n)
	for _, tg := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		for _, kind := range []string{"gen", "loop3"} {
			u := b.disc[kind]
			r := measure.Row{Workload: "dispatch", Impl: fmt.Sprintf("kern-%v-%s", tg, kind), N: int64(n)}
			if kind == "gen" && tg != kern.Sim { // Sim runs the Go core per thread
				r.Note = isa()
			}
			if err := b.add(r, func() error { return u.Into(tg, D, A, B, C) }); err != nil {
				return err
			}
		}
	}
	return b.add(measure.Row{Workload: "dispatch", Impl: "go-loop", N: int64(n)},
		func() error { discLoop(D, A, B, C); return nil })
}

// same compares a result with the reference loop's, bit for bit.
func same(impl string, got, want []float32) error {
	for i := range want {
		if got[i] != want[i] {
			return fmt.Errorf("%s: element %d = %v, want %v", impl, i, got[i], want[i])
		}
	}
	clear(got)
	return nil
}

// discLoop is the hand-written loop kern's CPU targets are held to.
func discLoop(d, a, b, c []float32) {
	a, b, c = a[:len(d)], b[:len(d)], c[:len(d)]
	for i := range d {
		d[i] = float32(math.Sqrt(float64(b[i]*b[i] - 4*a[i]*c[i])))
	}
}

func sumLoop(x []float32) float32 {
	var s float32
	for _, v := range x {
		s += v
	}
	return s
}

func sumParallel(x []float32) float32 {
	w := runtime.GOMAXPROCS(0)
	parts := make([]float32, w)
	parallelParts(len(x), w, func(k, lo, hi int) { parts[k] = sumLoop(x[lo:hi]) })
	return sumLoop(parts)
}

// parallel splits [0, n) into GOMAXPROCS equal parts run on goroutines,
// the obvious hand-written parallel loop.
func parallel(n int, body func(lo, hi int)) {
	parallelParts(n, runtime.GOMAXPROCS(0), func(_, lo, hi int) { body(lo, hi) })
}

func parallelParts(n, w int, body func(k, lo, hi int)) {
	if n < 1<<14 || w == 1 {
		body(0, 0, n)
		for k := 1; k < w; k++ {
			body(k, n, n)
		}
		return
	}
	var wg sync.WaitGroup
	for k := range w {
		wg.Go(func() { body(k, n*k/w, n*(k+1)/w) })
	}
	wg.Wait()
}

// isa names the instruction set kern gen's CPU loops run on here: the
// note on the rows that use them, which the report's Targets section
// quotes.
func isa() string {
	if simd.AVX512 {
		return "isa: " + runtime.GOARCH + " AVX-512"
	}
	if simd.AVX2 {
		return "isa: " + runtime.GOARCH + " AVX2"
	}
	return "isa: " + runtime.GOARCH + " scalar (Go loop)"
}
