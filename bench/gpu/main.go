package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/bench/internal/measure"
	"github.com/kernlab/kern/bench/kernels"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

// errNoDevice is the clean exit of a machine without a CUDA device.
var errNoDevice = errors.New("no CUDA device")

type config struct {
	n, reduceN, matN, reps, chunks, streams int
	// matF16N is the side of the float16 tensor-core matmul.
	matF16N int
	// streamAbove is kern.StreamAbove for the automatic streaming of host
	// arrays (-1: kern's default).
	streamAbove int
	// spread measures the host discriminant spread over the target's
	// devices (kern.Spread) as well.
	spread    bool
	minSample time.Duration
	// target is CUDA or ROC; Sim runs the same program on the host device
	// (the simt engine), which is how the program is tested without a GPU
	// (besides the emulated devices).
	target kern.Target
}

func main() {
	var cfg config
	flag.IntVar(&cfg.n, "n", 100_000_000, "elements of the discriminant and copy workloads")
	flag.IntVar(&cfg.reduceN, "reduce-n", 1<<28, "elements of the sum")
	flag.IntVar(&cfg.matN, "matmul", 4096, "side of the square matrices")
	flag.IntVar(&cfg.matF16N, "matmul-f16", 8192, "side of the square float16 matrices of the tensor-core matmul (a multiple of 128, the block tile)")
	flag.IntVar(&cfg.reps, "reps", 5, "samples per measurement")
	flag.IntVar(&cfg.chunks, "chunks", 20, "chunks of the streamed host-array run")
	flag.IntVar(&cfg.streams, "streams", 4, "streams the chunks rotate over")
	flag.IntVar(&cfg.streamAbove, "stream-above", -1, "bytes of host operands from which ufunc calls stream (-1: kern's default)")
	spread := flag.Bool("spread", true, "also time the host-array discriminant spread over 1, 2, 4, ... and all of the target's devices (kern.Spread)")
	flag.DurationVar(&cfg.minSample, "min", 50*time.Millisecond, "shortest sample")
	target := flag.String("target", "cuda", "cuda, roc, or sim to check the program on the host device")
	quick := flag.Bool("quick", false, "tiny sizes, for compute-sanitizer and smoke tests")
	out := flag.String("o", "-", "output JSON file (- for stdout)")
	firstOnly := flag.Bool("first", false, "only compute and check one 16-element discriminant on host arrays (the cold-start workload), write no rows")
	var cold coldFlags
	flag.Var(&cold, "cold", "IMPL=COMMAND [ARGS...]: time -reps fresh processes of the command (cold start to its first checked result) as row cold-start/IMPL (repeatable; then nothing else runs)")
	flag.Parse()
	if *quick {
		cfg = quickConfig()
	}
	cfg.spread = *spread
	var err error
	if cfg.target, err = kern.ParseTarget(*target); err == nil {
		switch {
		case *firstOnly:
			err = first(os.Stderr, cfg.target)
		case len(cold) > 0:
			err = coldStart(os.Stderr, *out, cold, cfg.reps)
		default:
			err = run(os.Stderr, *out, cfg)
		}
	}
	if errors.Is(err, errNoDevice) {
		fmt.Fprintln(os.Stderr, "kerngpu:", err)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "kerngpu:", err)
		os.Exit(1)
	}
}

// quickConfig is a tiny run: sizes that are not multiples of the block
// and tile sizes, one sample each, host arrays streamed whatever their
// size (so the pipeline runs at -quick sizes too).
func quickConfig() config {
	return config{n: 1<<16 + 4, reduceN: 1<<16 + 3, matN: 100, matF16N: 128, reps: 1, chunks: 4, streams: 2, streamAbove: 0}
}

func run(log io.Writer, out string, cfg config) error {
	if cfg.n%cfg.chunks != 0 {
		return fmt.Errorf("-n %d is not divisible by -chunks %d", cfg.n, cfg.chunks)
	}
	if cfg.target != kern.CUDA && cfg.target != kern.ROC && cfg.target != kern.Sim {
		return fmt.Errorf("target %v: want cuda, roc or sim", cfg.target)
	}
	dev, err := kern.DefaultDevice(cfg.target)
	if err != nil {
		if errors.Is(err, driver.ErrNoDriver) || errors.Is(err, driver.ErrNoDevice) {
			return fmt.Errorf("%w: %w", errNoDevice, err)
		}
		return err
	}
	info := dev.Info()
	g := &gpuBench{cfg: cfg, dev: dev, log: log,
		note: fmt.Sprintf("%s (%s, %d SMs, %d MiB), driver %d", info.Name, info.Arch,
			info.MultiProcessors, info.TotalMem>>20, info.DriverVersion),
		disc:  kern.Vectorize("discriminant", kern.Loop3(kernels.Discriminant)),
		sum:   kern.Reduce("sum", kern.Loop2(kernels.Sum)),
		sum64: kern.Reduce("sum64", kern.Loop2(kernels.SumF64)),
	}
	fmt.Fprintln(log, "kerngpu:", g.note)
	for _, step := range []func() error{g.deviceArrays, g.halfUfuncs, g.dispatch, g.hostArrays, g.spread, g.reduce, g.reduceF64, g.matmul, g.matmulF16} {
		if err := step(); err != nil {
			return err
		}
	}
	return writeRows(out, g.rows)
}

type gpuBench struct {
	cfg   config
	dev   *kern.Device
	log   io.Writer
	note  string
	rows  []measure.Row
	disc  *kern.Ufunc
	sum   *kern.Reducer
	sum64 *kern.Reducer
}

// impl names a kern row: "kern-cuda-streams", or "kern-sim-streams" when
// the program runs on the host device.
func (g *gpuBench) impl(suffix string) string { return "kern-" + g.cfg.target.String() + suffix }

// add times batch calls followed by a device synchronization per sample
// call, and records the time per call.
func (g *gpuBench) add(r measure.Row, batch int, call func() error) error {
	samples, inner, err := measure.Time(g.cfg.reps, g.cfg.minSample, func() error {
		for range batch {
			if err := call(); err != nil {
				return err
			}
		}
		return g.dev.Synchronize()
	})
	if err != nil {
		return fmt.Errorf("%s/%s N=%d: %w", r.Workload, r.Impl, r.N, err)
	}
	for i := range samples {
		samples[i] /= float64(batch)
	}
	r.Suite, r.Lang, r.Parallel, r.Samples, r.Inner, r.Note = "gpu", "go", true, samples, inner*batch, g.note
	g.rows = append(g.rows, r)
	fmt.Fprintf(g.log, "%-18s %-20s N=%-10d best %10.3g s  %8.1f GB/s  spread %4.1f%%\n",
		r.Workload, r.Impl, r.N, r.Best(), r.GBps(), 100*r.Spread())
	return nil
}

// toDevice copies a 1-d host slice to a new device array.
func toDevice(dev *kern.Device, x []float32, shape ...int) (*kern.DeviceArray[float32], error) {
	if len(shape) == 0 {
		shape = []int{len(x)}
	}
	h, err := nd.Wrap(x, shape...)
	if err != nil {
		return nil, err
	}
	return kern.ToDevice(dev, h)
}

// check compares a result with the host reference within relTol (the GPU
// may contract b*b − 4ac into a fused multiply-add).
func check(what string, got, want []float32, relTol float64) error {
	for i := range want {
		if d := math.Abs(float64(got[i]) - float64(want[i])); d > relTol*math.Abs(float64(want[i])) {
			return fmt.Errorf("%s: element %d = %v, want %v", what, i, got[i], want[i])
		}
	}
	return nil
}

func reference(a, b, c []float32) []float32 {
	d := make([]float32, len(a))
	for i := range d {
		d[i] = kernels.Discriminant(a[i], b[i], c[i])
	}
	return d
}

// deviceArrays measures the d2d copy of the discriminant's traffic (2N
// float32 each way) and the discriminant on resident device arrays.
func (g *gpuBench) deviceArrays() error {
	n := g.cfg.n
	src, err := kern.NewDeviceArray[float32](g.dev, []int{2 * n}, nd.C)
	if err != nil {
		return err
	}
	defer src.Free()
	dst, err := kern.NewDeviceArray[float32](g.dev, []int{2 * n}, nd.C)
	if err != nil {
		return err
	}
	defer dst.Free()
	if err := g.add(measure.Row{Workload: "copy-d2d", Impl: "kern-d2d", N: int64(n), Bytes: int64(16 * n)}, 1,
		func() error { return dst.CopyFromDevice(src) }); err != nil {
		return err
	}
	a, b, c := measure.Operands(n)
	want := reference(a, b, c)
	var ds [3]*kern.DeviceArray[float32]
	for k, x := range [][]float32{a, b, c} {
		if ds[k], err = toDevice(g.dev, x); err != nil {
			return err
		}
		defer ds[k].Free()
	}
	dD, err := kern.NewDeviceArray[float32](g.dev, []int{n}, nd.C)
	if err != nil {
		return err
	}
	defer dD.Free()
	if err := g.add(measure.Row{Workload: "discriminant", Impl: g.impl(""), N: int64(n), Bytes: int64(16 * n)}, 1,
		func() error { return g.disc.Into(g.dev, dD, ds[0], ds[1], ds[2]) }); err != nil {
		return err
	}
	got, err := dD.CopyToHost()
	if err != nil {
		return err
	}
	return check("discriminant on device arrays", got.ToSlice(), want, 1e-6)
}

// dispatch is the cost of one ufunc call on 16-element device arrays:
// into a preallocated output, and allocating the output (Numba's default).
func (g *gpuBench) dispatch() error {
	const n, batch = 16, 1000
	a, b, c := measure.Operands(n)
	var ds [4]*kern.DeviceArray[float32]
	for k, x := range [][]float32{a, b, c, make([]float32, n)} {
		var err error
		if ds[k], err = toDevice(g.dev, x); err != nil {
			return err
		}
		defer ds[k].Free()
	}
	if err := g.add(measure.Row{Workload: "dispatch", Impl: g.impl(""), N: n}, batch,
		func() error { return g.disc.Into(g.dev, ds[3], ds[0], ds[1], ds[2]) }); err != nil {
		return err
	}
	// Each call waited for, as rawlaunch's disc-sync (cuStreamSynchronize
	// of the default stream after each launch).
	def := g.dev.DefaultStream()
	if err := g.add(measure.Row{Workload: "dispatch-sync", Impl: g.impl(""), N: n}, batch, func() error {
		if err := g.disc.Into(g.dev, ds[3], ds[0], ds[1], ds[2]); err != nil {
			return err
		}
		return def.Synchronize()
	}); err != nil {
		return err
	}
	if err := g.graphReplay(ds); err != nil {
		return err
	}
	return g.add(measure.Row{Workload: "dispatch", Impl: g.impl("-alloc"), N: n}, batch, func() error {
		// The output is dropped, not freed: queued work may still write it,
		// and the garbage collector's free queue is what a user gets.
		_, err := kern.AsDevice[float32](g.disc.Call(g.dev, ds[0], ds[1], ds[2]))
		return err
	})
}

// graphReplay is the dispatch row's call captured k times into a graph and
// replayed: the row's time is per kernel, which the report holds against
// the bare driver's launch floor.
func (g *gpuBench) graphReplay(ds [4]*kern.DeviceArray[float32]) error {
	const k, batch = 20, 100
	s, err := g.dev.NewStream()
	if err != nil {
		return err
	}
	defer s.Close()
	gr, err := s.Capture(func() error {
		for range k {
			if err := g.disc.Into(s, ds[3], ds[0], ds[1], ds[2]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("capturing %d ufunc calls: %w", k, err)
	}
	defer gr.Close()
	if err := g.add(measure.Row{Workload: "graph-replay", Impl: g.impl(""), N: 16}, batch,
		func() error { return gr.Launch(s) }); err != nil {
		return err
	}
	r := &g.rows[len(g.rows)-1]
	for i := range r.Samples {
		r.Samples[i] /= k
	}
	fmt.Fprintf(g.log, "%-18s %-20s per kernel: best %.3g s\n", r.Workload, r.Impl, r.Best())
	return nil
}
