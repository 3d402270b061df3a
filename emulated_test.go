package kern_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/gputest/debug"
	"github.com/kernlab/kern/nd"
)

// The GPU conformance suite: the cores and kernels of internal/testing/gputest
// (compiled by kern gen, whose PTX is checked in) run on every CPU target
// and on the emulated CUDA device, which executes the compiler's real
// wrapper kernels through the same runtime calls as a GPU. Every result is
// compared with plain Go.

type place struct {
	name string
	on   any
	gpu  bool
}

// places returns the CPU targets, a fresh emulated CUDA device and fresh
// emulated ROC devices (fresh so that a fault, which leaves a device
// unusable as on CUDA, stays in its test), and the machine's real CUDA
// GPU when it has one: the same suite, compared with plain Go, runs on
// the hardware (numba-cuda's way: one suite for the simulator and the GPU).
// The ROC devices are a gfx90a (wave64) and, without opts, a gfx1030
// (wave32): kern gen's default processors, each running its own LLVM IR.
func places(opts ...emu.Option) []place {
	ps := []place{
		{"cpu", kern.CPU, false}, {"parallel", kern.Parallel, false}, {"sim", kern.Sim, false},
		{"cuda-emulated", kern.NewDevice(emu.New(opts...)), true},
		{"roc-emulated", kern.NewDevice(amdDevice(opts...)), true},
	}
	if len(opts) == 0 {
		ps = append(ps, place{"roc-emulated-gfx1030", kern.NewDevice(amdDevice(emu.WithArch("gfx1030"))), true})
	}
	if d := realGPU(); d != nil && len(opts) == 0 {
		ps = append(ps, place{"cuda-gpu", d, true})
	}
	return ps
}

// realGPU is the first CUDA GPU of the machine, or nil: none, or
// KERN_EMULATE stands in for it (the emulated devices are tested already).
var realGPU = sync.OnceValue(func() *kern.Device {
	if os.Getenv("KERN_EMULATE") != "" {
		return nil
	}
	d, err := kern.DefaultDevice(kern.CUDA)
	if err != nil {
		return nil
	}
	return d
})

// warpWidth is the lanes of a warp where on runs: 64 on the emulated
// gfx90a, 32 elsewhere (the simulator's warps are 32 lanes).
func warpWidth(on any) int {
	if d, ok := on.(*kern.Device); ok && d.Info().WarpSize > 0 {
		return d.Info().WarpSize
	}
	return 32
}

// amdDevice is a fresh emulated ROC device (gfx90a, wave64).
func amdDevice(opts ...emu.Option) *emu.Device {
	d, err := emu.NewROC(opts...)
	if err != nil {
		panic(err)
	}
	return d
}

func emuDevice(t *testing.T, opts ...emu.Option) *kern.Device {
	t.Helper()
	return kern.NewDevice(emu.New(opts...))
}

func sameBits[T nd.Elem](t *testing.T, what string, got, want nd.Array[T]) {
	t.Helper()
	if !slices.Equal(got.Shape(), want.Shape()) {
		t.Fatalf("%s: shape %v, want %v", what, got.Shape(), want.Shape())
	}
	g, w := got.ToSlice(), want.ToSlice()
	for i := range w {
		if !bitsEqual(g[i], w[i]) {
			t.Fatalf("%s: element %d = %v, want %v", what, i, g[i], w[i])
		}
	}
}

func bitsEqual[T nd.Elem](a, b T) bool {
	switch x := any(a).(type) {
	case float32:
		y := any(b).(float32)
		return math.Float32bits(x) == math.Float32bits(y) || x != x && y != y
	case float64:
		y := any(b).(float64)
		return math.Float64bits(x) == math.Float64bits(y) || x != x && y != y
	}
	return a == b
}

func TestEmulatedVectorize(t *testing.T) {
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]), kern.Loop3(gputest.Disc[float64]))
	type tc struct {
		name    string
		a, b, c nd.Array[float32]
	}
	var cases []tc
	for _, n := range []int{1, 31, 33, 1000, 70_001} {
		cases = append(cases, tc{fmt.Sprint("1-d ", n), ufRand[float32](t, 1, 0, n), ufRand[float32](t, 2, 10, n), ufRand[float32](t, 3, 0, n)})
	}
	cases = append(cases,
		tc{"broadcast (4,1,5),(3,1),(5,)", ufRand[float32](t, 4, 0, 4, 1, 5), ufRand[float32](t, 5, 10, 3, 1), ufRand[float32](t, 6, 0, 5)},
		tc{"0-d", ufRand[float32](t, 4, 0), ufRand[float32](t, 5, 10), ufRand[float32](t, 6, 0)},
		tc{"empty", ufRand[float32](t, 4, 0, 0, 3), ufRand[float32](t, 5, 10, 3), ufRand[float32](t, 6, 0, 1)},
		tc{"negative values (NaN results)", ufRand[float32](t, 7, 3, 50), ufRand[float32](t, 8, 0, 50), ufRand[float32](t, 9, 3, 50)},
		tc{"transposed and reversed",
			ufRand[float32](t, 9, 0, 30, 20).T(),
			ufView(ufRand[float32](t, 10, 10, 20, 30).Slice(nd.All(), nd.All().By(-1))),
			ufView(ufRand[float32](t, 11, 0, 40, 60).Slice(nd.S(0, 40, 2), nd.S(0, 60, 2)))},
	)
	for _, p := range places() {
		for _, c := range cases {
			t.Run(p.name+"/"+c.name, func(t *testing.T) {
				want := ufRef3(t, gputest.Disc[float32], c.a, c.b, c.c)
				got, err := kern.As[float32](disc.Call(p.on, c.a, c.b, c.c))
				if err != nil {
					t.Fatal(err)
				}
				sameBits(t, "Disc", got, want)
			})
		}
	}
}

func TestEmulatedScalarsOutAndDeviceArrays(t *testing.T) {
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[int32]), kern.Loop2(gputest.Add[int64]),
		kern.Loop2(gputest.Add[float32]), kern.Loop2(gputest.Add[float64]))
	clamp := kern.Vectorize("Clamp", kern.Loop2(gputest.Clamp))
	fma := kern.Vectorize("FMA", kern.Loop4(gputest.FMA))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			x := nd.Must(nd.Arange[int64](0, 1000, 1))
			got, err := kern.As[int64](add.Call(p.on, x, 10))
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range got.ToSlice() {
				if v != int64(i)+10 {
					t.Fatalf("add(x, 10)[%d] = %d", i, v)
				}
			}
			// out= into a strided view leaves the elements around it alone.
			big := nd.Must(nd.Full[int64](-7, 2000))
			out := ufView(big.Slice(nd.S(0, 2000, 2)))
			if err := add.Into(p.on, out, x, x); err != nil {
				t.Fatal(err)
			}
			for i, v := range big.ToSlice() {
				want := int64(-7)
				if i%2 == 0 {
					want = int64(i)
				}
				if v != want {
					t.Fatalf("out= strided: big[%d] = %d, want %d", i, v, want)
				}
			}
			xs := ufRand[float32](t, 3, -50, 300)
			xs.Apply(func(v float32) float32 { return v * 400 })
			cl, err := kern.As[float32](clamp.Call(p.on, xs, uint8(3)))
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range cl.ToSlice() {
				if w := gputest.Clamp(xs.At(i), 3); v != w {
					t.Fatalf("clamp[%d] = %v, want %v", i, v, w)
				}
			}
			a, b := ufRand[float64](t, 4, 0, 17, 3), ufRand[float64](t, 5, 0, 3)
			f, err := kern.As[float64](fma.Call(p.on, a, b, 0.5, a))
			if err != nil {
				t.Fatal(err)
			}
			for i := range 17 {
				for j := range 3 {
					if w := gputest.FMA(a.At(i, j), b.At(j), 0.5, a.At(i, j)); !bitsEqual(f.At(i, j), w) {
						t.Fatalf("fma[%d,%d] = %v, want %v", i, j, f.At(i, j), w)
					}
				}
			}
			if !p.gpu {
				return
			}
			// Device arrays in, a device array out (Numba's rule), and out=
			// into a device array.
			dev := p.on.(*kern.Device)
			h := ufRand[float32](t, 6, 0, 4097)
			dh, err := kern.ToDevice(dev, h)
			if err != nil {
				t.Fatal(err)
			}
			dr, err := kern.AsDevice[float32](add.Call(dev, dh, dh))
			if err != nil {
				t.Fatal(err)
			}
			r, err := dr.CopyToHost()
			if err != nil {
				t.Fatal(err)
			}
			dres, err := kern.NewDeviceArray[float32](dev, []int{4097}, nd.C)
			if err != nil {
				t.Fatal(err)
			}
			if err := add.Into(dev, dres, dh, float32(1)); err != nil {
				t.Fatal(err)
			}
			r2, _ := dres.CopyToHost()
			for i, v := range h.ToSlice() {
				if r.At(i) != v+v || r2.At(i) != v+1 {
					t.Fatalf("device arrays [%d]: %v %v, want %v %v", i, r.At(i), r2.At(i), v+v, v+1)
				}
			}
			// Auto runs where the device arrays are; a stream orders the call.
			da, err := kern.AsDevice[float32](add.Call(kern.Auto, dh, float32(1.5)))
			if err != nil || da.Device() != dev {
				t.Fatalf("Auto with device arrays: %v on %v", err, da)
			}
			s, err := dev.NewStream()
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if err := add.Into(s, dres, dh, da); err != nil {
				t.Fatal(err)
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			r3, _ := dres.CopyToHost()
			for i, v := range h.ToSlice() {
				if w := v + (v + 1.5); r3.At(i) != w {
					t.Fatalf("on a stream [%d]: %v, want %v", i, r3.At(i), w)
				}
			}
			sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]))
			dx, _ := kern.ToDevice(dev, x)
			tot, err := kern.Value[int64](sum.Call(kern.Auto, dx, kern.Init(int64(5))))
			if err != nil || tot != 999*1000/2+5 {
				t.Fatalf("reduce of a device array with Init(5): %d, %v", tot, err)
			}
		})
	}
}

// TestEmulatedDivisionByZero: Go panics on an integer division by zero, so
// the CPU targets report a trap; GPU code built without -debug does not
// trap but yields -1 (x / 0 is all ones, docs/errors.md), and the emulated
// device must compute exactly that.
func TestEmulatedDivisionByZero(t *testing.T) {
	quo := kern.Vectorize("Quo", kern.Loop2(gputest.Quo))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := nd.Must(nd.Arange[int64](1, 101, 1))
			b := nd.Must(nd.Full[int64](3, 100))
			q, err := kern.As[int64](quo.Call(p.on, a, b))
			if err != nil || q.At(57) != 58/3 {
				t.Fatalf("quo: %v %v", q, err)
			}
			b.Set(0, 41)
			q, err = kern.As[int64](quo.Call(p.on, a, b))
			if p.gpu {
				if err != nil || q.At(41) != -1 || q.At(40) != 41/3 {
					t.Fatalf("division by zero on the GPU: q[40:42] = %v, err = %v; want 13 -1", []int64{q.At(40), q.At(41)}, err)
				}
				return
			}
			if !errors.Is(err, driver.ErrKernelTrap) {
				t.Fatalf("division by zero: err = %v, want ErrKernelTrap", err)
			}
		})
	}
}

func TestEmulatedReduce(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]), kern.Loop2(gputest.Sum[float32]), kern.Loop2(gputest.Sum[float64]))
	mx := kern.Reduce("Max", kern.Loop2(gputest.Max[int64]), kern.Loop2(gputest.Max[float32]), kern.Loop2(gputest.Max[float64]))
	for _, p := range places() {
		for _, n := range []int{1, 31, 32, 33, 257, 100_001} {
			t.Run(fmt.Sprint(p.name, "/", n), func(t *testing.T) {
				xi := nd.Must(nd.Random[int64](uint64(n), n))
				xf := nd.Must(nd.Zeros[float32](n))
				var wi, wmax int64 = 0, math.MinInt64
				var wf float32
				for i, v := range xi.ToSlice() {
					wi += v
					wmax = max(wmax, v)
					xf.Set(float32(i%17-8), i) // small integers: every order sums exactly
					wf += float32(i%17 - 8)
				}
				gi, err := kern.Value[int64](sum.Call(p.on, xi))
				if err != nil || gi != wi {
					t.Fatalf("int64 sum = %d, %v; want %d", gi, err, wi)
				}
				gm, err := kern.Value[int64](mx.Call(p.on, xi))
				if err != nil || gm != wmax {
					t.Fatalf("int64 max = %d, %v; want %d", gm, err, wmax)
				}
				gf, err := kern.Value[float32](sum.Call(p.on, xf))
				if err != nil || gf != wf {
					t.Fatalf("float32 sum = %v, %v; want %v", gf, err, wf)
				}
			})
		}
		t.Run(p.name+"/empty", func(t *testing.T) {
			e := nd.Must(nd.Zeros[float64](0))
			v, err := kern.Value[float64](sum.Call(p.on, e, kern.Init(2.5)))
			if err != nil || v != 2.5 {
				t.Fatalf("empty with Init(2.5) = %v, %v", v, err)
			}
			if _, err := sum.Call(p.on, e); !errors.Is(err, kern.ErrEmpty) {
				t.Fatalf("empty without Init: %v, want ErrEmpty", err)
			}
		})
	}
}

func refMatMul(a, b nd.Array[float32]) nd.Array[float32] {
	k, m, n, p := a.Shape()[0], a.Shape()[1], a.Shape()[2], b.Shape()[1]
	c := nd.Must(nd.Zeros[float32](k, m, p))
	for s := range k {
		for i := range m {
			for j := range p {
				var acc float32
				for q := range n {
					acc += a.At(s, i, q) * b.At(q, j)
				}
				c.Set(acc, s, i, j)
			}
		}
	}
	return c
}

func TestEmulatedGufunc(t *testing.T) {
	mm := kern.GUVectorize("MatMul", "(m,n),(n,p)->(m,p)", kern.GULoop3(gputest.MatMul[float32]), kern.GULoop3(gputest.MatMul[float64]))
	axpy := kern.GUVectorize("Axpy", "(),(n),(n)->(n)", kern.GULoop4(gputest.Axpy))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			a := ufRand[float32](t, 1, 0, 37, 5, 7)
			b := ufRand[float32](t, 2, 0, 7, 3)
			c, err := kern.As[float32](mm.Call(p.on, a, b))
			if err != nil {
				t.Fatal(err)
			}
			sameBits(t, "matmul", c, refMatMul(a, b))
			// A transposed (strided) operand.
			bt := ufRand[float32](t, 3, 0, 3, 7).T()
			c2, err := kern.As[float32](mm.Call(p.on, a, bt))
			if err != nil {
				t.Fatal(err)
			}
			sameBits(t, "matmul strided", c2, refMatMul(a, bt))
			x, y := ufRand[float32](t, 4, 0, 9, 11), ufRand[float32](t, 5, 0, 11)
			r, err := kern.As[float32](axpy.Call(p.on, float32(2.5), x, y))
			if err != nil {
				t.Fatal(err)
			}
			for i := range 9 {
				for j := range 11 {
					if w := 2.5*x.At(i, j) + y.At(j); r.At(i, j) != w {
						t.Fatalf("axpy[%d,%d] = %v, want %v", i, j, r.At(i, j), w)
					}
				}
			}
		})
	}
}

func TestEmulatedKernels(t *testing.T) {
	for _, p := range places() {
		t.Run(p.name+"/block sum", func(t *testing.T) {
			const n = 1000
			in := nd.Must(nd.Random[int64](1, n)).ToSlice()
			blocks := (n + gputest.ReduceBlock - 1) / gputest.ReduceBlock
			out := make([]int64, blocks)
			if err := kern.NewKernel2(gputest.BlockSum).Launch(p.on, blocks, gputest.ReduceBlock, in, out); err != nil {
				t.Fatal(err)
			}
			want := make([]int64, blocks)
			for i, v := range in {
				want[i/gputest.ReduceBlock] += v
			}
			for b := range want {
				if out[b] != want[b] {
					t.Fatalf("block %d: %d, want %d", b, out[b], want[b])
				}
			}
		})
		t.Run(p.name+"/warp shuffles", func(t *testing.T) {
			const n = 256
			in := make([]int32, n)
			for i := range in {
				in[i] = int32(i*37%101 - 50)
			}
			sum := make([]int32, n/32)
			bfly, bcast, scan := make([]int32, n), make([]int32, n), make([]int32, n)
			if err := kern.NewKernel5(gputest.WarpOps).Launch(p.on, 2, 128, in, sum, bfly, bcast, scan); err != nil {
				t.Fatal(err)
			}
			// The kernel is written for 32 lanes; on a 64-lane AMD
			// wavefront the same code means: lane 0 of each wavefront sums
			// its first 32 lanes, xor butterflies stay within 32-lane
			// halves, Shfl(v, 5) reads lane 5 of the wavefront, and the
			// scan sums a window of the last 32 lanes.
			W := warpWidth(p.on)
			for i := range n {
				ws, l := i/W*W, i%W
				var total, run int32
				for j := range 32 {
					total += in[i/32*32+j]
				}
				for j := max(0, l-31); j <= l; j++ {
					run += in[ws+j]
				}
				if l == 0 {
					var s int32
					for j := range 32 {
						s += in[ws+j]
					}
					if sum[i/32] != s {
						t.Fatalf("wavefront at %d: sum %d, want %d", ws, sum[i/32], s)
					}
				}
				if bfly[i] != total || bcast[i] != in[ws+5] || scan[i] != run {
					t.Fatalf("thread %d (lane %d of %d): xor %d bcast %d scan %d, want %d %d %d", i, l, W, bfly[i], bcast[i], scan[i], total, in[ws+5], run)
				}
			}
		})
		t.Run(p.name+"/atomics", func(t *testing.T) {
			const n, bins = 5000, 13
			vals, weights := make([]int32, n), make([]float32, n)
			for i := range vals {
				vals[i] = int32(i * 7919 % bins)
				weights[i] = float32(i%4) * 0.5
			}
			c, s, u := make([]int32, bins), make([]float32, bins), make([]uint8, bins)
			if err := kern.NewKernel5(gputest.Histogram).Launch(p.on, 7, 64, vals, weights, c, s, u); err != nil {
				t.Fatal(err)
			}
			wc, ws, wu := make([]int32, bins), make([]float32, bins), make([]uint8, bins)
			for i, b := range vals {
				wc[b]++
				ws[b] += weights[i]
				wu[b]++
			}
			for b := range bins {
				if c[b] != wc[b] || s[b] != ws[b] || u[b] != wu[b] {
					t.Fatalf("bin %d: %d %g %d, want %d %g %d", b, c[b], s[b], u[b], wc[b], ws[b], wu[b])
				}
			}
			const m = 512
			mx, mn, fmx := []int64{-1 << 62}, []int64{1 << 62}, []float64{0}
			cas, exch := []uint16{0}, []uint16{0}
			if err := kern.NewKernel6(gputest.AtomicOps).Launch(p.on, 4, m/4, int64(m), mx, mn, fmx, cas, exch); err != nil {
				t.Fatal(err)
			}
			if mx[0] != m-1 || mn[0] != -100 || fmx[0] != float64(m-1)/2 || cas[0] != m || exch[0] != 1 {
				t.Fatalf("max %d min %d fmax %g cas %d exch %d", mx[0], mn[0], fmx[0], cas[0], exch[0])
			}
		})
		t.Run(p.name+"/shared tile and barriers", func(t *testing.T) {
			const rows, cols = 37, 50
			h := nd.Must(nd.Random[float32](3, rows, cols))
			out := nd.Must(nd.Zeros[float32](cols, rows))
			grid := kern.D2((cols+gputest.Tile-1)/gputest.Tile, (rows+gputest.Tile-1)/gputest.Tile)
			if err := kern.NewKernel2(gputest.Transpose).Launch(p.on, grid, kern.D2(gputest.Tile, gputest.Tile), h, out); err != nil {
				t.Fatal(err)
			}
			for i := range rows {
				for j := range cols {
					if out.At(j, i) != h.At(i, j) {
						t.Fatalf("out[%d][%d] = %g, want %g", j, i, out.At(j, i), h.At(i, j))
					}
				}
			}
			const n = 100
			o := make([]int64, n)
			if err := kern.NewKernel2(gputest.EarlyReturn).Launch(p.on, 2, 64, n, o); err != nil {
				t.Fatal(err)
			}
			for i, v := range o {
				if v != 2*int64(i) {
					t.Fatalf("early return: out[%d] = %d", i, v)
				}
			}
		})
		t.Run(p.name+"/dynamic shared memory", func(t *testing.T) {
			const blocks, n = 3, 64
			out := make([]float64, blocks*n)
			if err := kern.NewKernel1(gputest.DynReverse).Launch(p.on, blocks, n, out, kern.SharedMem(n*8)); err != nil {
				t.Fatal(err)
			}
			for i, v := range out {
				if w := float64(n-1-i%n) * 1.5; v != w {
					t.Fatalf("out[%d] = %g, want %g", i, v, w)
				}
			}
		})
		t.Run(p.name+"/index out of range", func(t *testing.T) {
			if p.name == "cuda-gpu" {
				// Code built without -debug checks no index, as CUDA C
				// and Numba do not: a GPU writes past the array, where
				// the emulators find no allocation and fault.
				// TestEmulatedDebugTrap checks the GPU with -debug.
				t.Skip("no bounds checks in code built without -debug")
			}
			idx := []int32{0, 1, 2, 3, 99, 5}
			out := make([]float32, 6)
			err := kern.NewKernel2(gputest.Scatter).Launch(p.on, 1, 32, idx, out)
			if !errors.Is(err, driver.ErrKernelTrap) {
				t.Fatalf("err = %v, want ErrKernelTrap", err)
			}
		})
	}
}

// TestEmulatedSanitizer checks what only the emulated device reports: a
// shuffle from lanes that do not exist, a shared-memory race (racecheck),
// an access outside every allocation.
func TestEmulatedSanitizer(t *testing.T) {
	k := kern.NewKernel1(gputest.ShflSum)
	out := []int32{0}
	if err := k.Launch(emuDevice(t), 1, 64, out); err != nil || out[0] != 64 {
		t.Fatalf("64 threads: sum %d, %v", out[0], err)
	}
	out[0] = 0
	failed := emuDevice(t)
	err := k.Launch(failed, 1, 48, out)
	var f *emu.Fault
	if !errors.As(err, &f) || !errors.Is(err, driver.ErrKernelTrap) {
		t.Fatalf("48 threads: err = %v, want an emu.Fault", err)
	}
	// The device stays failed; a later call says the failure came before
	// and is not taken for a failure of what it runs.
	err = k.Launch(failed, 1, 64, out)
	if te := (*kern.KernelTrapError)(nil); !errors.Is(err, driver.ErrKernelTrap) || errors.As(err, &te) || !strings.Contains(err.Error(), "failed earlier") {
		t.Errorf("a launch after the fault: %v, want the earlier failure", err)
	}
	if f.Kind != "shuffle" || f.Block != [3]int{} || f.Thread[0] < 32 || !strings.Contains(f.Detail, "does not exist") {
		t.Errorf("fault %+v", f)
	}
	// The simulator reports the same undefined behaviour, with the Go line.
	err = k.Launch(kern.Sim, 1, 48, out)
	var ke *kern.KernelTrapError
	if !errors.As(err, &ke) || !strings.Contains(err.Error(), "does not exist") || !strings.Contains(ke.Site, "gputest.go:") {
		t.Fatalf("48 threads on sim: %v", err)
	}
	race := kern.NewKernel1(gputest.SharedRace)
	if err := race.Launch(emuDevice(t), 1, 32, out); err != nil {
		t.Fatalf("without racecheck: %v", err)
	}
	err = race.Launch(emuDevice(t, emu.WithRacecheck(true)), 1, 32, out)
	if !errors.As(err, &f) || f.Kind != "race" {
		t.Fatalf("racecheck: err = %v, want a race fault", err)
	}
	// Every module has line information: both sides of the race name
	// their Go line.
	if !strings.Contains(f.GoPos, "gputest.go:") || strings.Count(err.Error(), "gputest.go:") < 2 {
		t.Errorf("racecheck without -debug: %v (Go position %q), want both accesses' gputest.go lines", err, f.GoPos)
	}
	// A module with line information (kern gen -debug) names the Go line.
	err = kern.NewKernel1(debug.SharedRace).Launch(emuDevice(t, emu.WithRacecheck(true)), 1, 32, out)
	if !errors.As(err, &f) || f.Kind != "race" || !strings.Contains(f.GoPos, "debug.go:32:") || !strings.Contains(err.Error(), "debug.go:32:") {
		t.Fatalf("racecheck in a debug module: err = %v (Go position %q), want debug.go:34", err, f.GoPos)
	}
}

func TestEmulatedOutOfMemory(t *testing.T) {
	dev := emuDevice(t, emu.WithMemory(1<<20))
	if _, err := kern.NewDeviceArray[float32](dev, []int{1 << 20}, nd.C); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Fatalf("4 MiB on a 1 MiB device: %v, want ErrOutOfMemory", err)
	}
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	a := ufRand[float32](t, 1, 0, 100_000)
	out := nd.Must(nd.Full[float32](-1, 100_000))
	// Whole copies do not fit (chunked, they do: chunked_test.go).
	err := disc.Into(kern.Chunked(dev, kern.NoStreaming()), out, a, a, a)
	if !errors.Is(err, driver.ErrOutOfMemory) {
		t.Fatalf("1.6 MB of operands on a 1 MiB device: %v, want ErrOutOfMemory", err)
	}
	for i, v := range out.ToSlice() {
		if v != -1 {
			t.Fatalf("out[%d] = %v after a failed call, want untouched", i, v)
		}
	}
	// The device still works for what fits.
	small := ufRand[float32](t, 2, 10, 1000)
	if _, err := kern.As[float32](disc.Call(dev, small, small, small)); err != nil {
		t.Fatal(err)
	}
}

// TestEmulatedDebugTrap: GPU code from kern gen -debug reports a failed
// check through the trap record, which the runtime reads back after the
// launch: the error names the Go position, block and thread, and the
// device stays usable (no trap instruction ran).
func TestEmulatedDebugTrap(t *testing.T) {
	devs := map[string]*kern.Device{"cuda-emulated": emuDevice(t)}
	if d := realGPU(); d != nil {
		devs["cuda-gpu"] = d
	}
	for name, dev := range devs {
		t.Run(name, func(t *testing.T) { debugTrap(t, dev) })
	}
}

func debugTrap(t *testing.T, dev *kern.Device) {
	k := kern.NewKernel2(debug.Scatter)
	idx := []int32{0, 1, 2, 3, 99, 5}
	out := make([]float32, 6)
	err := k.Launch(dev, 1, 32, idx, out)
	var te *kern.KernelTrapError
	if !errors.Is(err, driver.ErrKernelTrap) || !errors.As(err, &te) {
		t.Fatalf("err = %v, want a *kern.KernelTrapError", err)
	}
	for _, want := range []string{"debug.go:17:", "index out of range", "block (0,0,0), thread (4,0,0)"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
	idx[4] = 4
	if err := k.Launch(dev, 1, 32, idx, out); err != nil {
		t.Fatalf("after a debug trap the device must still work: %v", err)
	}
	for i, v := range out {
		if v != float32(i) {
			t.Fatalf("out[%d] = %v", i, v)
		}
	}
	pair := kern.NewKernel3(debug.PairAt)
	x, got := []kern.Float16{1, 2, 3, 4, 5}, make([]kern.Float16, 2)
	for at, want := range map[int]string{3: "kern.Load2: &s[i] is not 4-byte aligned", 4: "index out of range"} {
		err := pair.Launch(dev, 1, 1, x, at, got)
		if !errors.As(err, &te) || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "debug.go:66:") {
			t.Errorf("Load2(x, %d) in debug code: %v, want a trap at debug.go:67 saying %q", at, err, want)
		}
	}
	if err := pair.Launch(dev, 1, 1, x, 2, got); err != nil || got[0] != 3 || got[1] != 4 {
		t.Errorf("Load2(x, 2) in debug code: %v, %v", err, got)
	}
	quo := kern.Vectorize("Quo", kern.Loop2(debug.Quo))
	a := nd.Must(nd.Arange[int64](1, 1001, 1))
	b := nd.Must(nd.Full[int64](2, 1000))
	b.Set(0, 777)
	_, err = quo.Call(dev, a, b)
	if !errors.As(err, &te) || !strings.Contains(err.Error(), "divide by zero") || !strings.Contains(err.Error(), "debug.go:24:") {
		t.Fatalf("division by zero in debug code: %v", err)
	}
}

// "(n)->()" with a one-element Array1 output, and []T core operands, on
// every target.
func TestEmulatedRowSumAndSliceCores(t *testing.T) {
	rowSum := kern.GUVectorize("RowSum", "(n)->()", kern.GULoop2(gputest.RowSum))
	scale := kern.GUVectorize("Scale", "(n),()->(n)", kern.GULoop3(gputest.Scale))
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			x := ufRand[float64](t, 1, 0, 7, 13)
			r, err := kern.As[float64](rowSum.Call(p.on, x))
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(r.Shape(), []int{7}) {
				t.Fatalf("row sums have shape %v", r.Shape())
			}
			for i := range 7 {
				var w float64
				for j := range 13 {
					w += x.At(i, j)
				}
				if r.At(i) != w {
					t.Fatalf("row %d: %v, want %v", i, r.At(i), w)
				}
			}
			// A strided core dimension ([]T needs contiguous data).
			y := ufRand[float32](t, 2, 0, 9, 5)
			for _, in := range []nd.Array[float32]{y, y.T()} {
				s, err := kern.As[float32](scale.Call(p.on, in, float32(1.5)))
				if p.gpu && in.Shape()[0] == 5 {
					// A strided core for a []T parameter: copied on the CPU
					// targets, explained on a GPU.
					if !errors.Is(err, kern.ErrArgument) || !strings.Contains(err.Error(), "needs contiguous data") {
						t.Fatalf("strided []T core on the GPU: %v", err)
					}
					continue
				}
				if err != nil {
					t.Fatalf("shape %v: %v", in.Shape(), err)
				}
				sh := in.Shape()
				for i := range sh[0] {
					for j := range sh[1] {
						if w := in.At(i, j) * 1.5; s.At(i, j) != w {
							t.Fatalf("shape %v [%d,%d]: %v, want %v", sh, i, j, s.At(i, j), w)
						}
					}
				}
			}
		})
	}
}

// TestEmulatedDebugBarrierLoop runs a -debug kernel whose loop's barrier
// lies before the loop body's blocks: the lanes that skip the body wait
// at the barrier while the others run the body at higher addresses.
// TestEmulatedReconvergence: lanes that skip a branch's arm wait at its
// join for the others, wherever kern gen lays the arm out, so the next
// shuffle sees the whole warp on every target (the emulated ROC device
// ran the lowest pc first and gave [27 27 14 32 13 13 26 15 28 28 ...]).
func TestEmulatedReconvergence(t *testing.T) {
	in := make([]int32, 32)
	for i := range in {
		in[i] = int32(i*7%40 - 3)
	}
	for _, p := range places() {
		out := make([]int32, 32)
		if err := kern.NewKernel2(gputest.XorClamp).Launch(p.on, 1, 32, in, out); err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		for i, v := range out {
			if v != 28 {
				t.Fatalf("%s: lane %d = %d, want 28 in every lane: %v", p.name, i, v, out)
			}
		}
	}
}

func TestEmulatedDebugBarrierLoop(t *testing.T) {
	testDebugTreeSum(t, emuDevice(t))
}

func testDebugTreeSum(t *testing.T, dev *kern.Device) {
	t.Helper()
	for _, block := range []int{32, 64, 256} {
		in := make([]float32, 3*block)
		want := make([]float32, 3)
		for i := range in {
			in[i] = float32(i % 7)
			want[i/block] += in[i]
		}
		out := make([]float32, 3)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		err := kern.NewKernel2(debug.TreeSum).Launch(dev, 3, block, in, out, kern.WithContext(ctx))
		cancel()
		if err != nil || !slices.Equal(out, want) {
			t.Fatalf("block %d: %v, %v; want %v", block, err, out, want)
		}
	}
}

// TestEmulatedDebugSharedAfterIndex runs debug.Reverse, whose shared
// array comes after a bounds check (-debug), on every place.
func TestEmulatedDebugSharedAfterIndex(t *testing.T) {
	const block = 64
	in, want := make([]float32, 3*block), make([]float32, 3*block)
	for i := range in {
		in[i] = float32(i)
		want[i] = float32(i/block*block + block - 1 - i%block)
	}
	for _, p := range places() {
		out := make([]float32, len(in))
		if err := kern.NewKernel2(debug.Reverse).Launch(p.on, 3, block, in, out); err != nil || !slices.Equal(out, want) {
			t.Fatalf("%s: %v, %v; want %v", p.name, err, out, want)
		}
	}
}

// TestEmulatedIntBits compares gputest.IntBits with the Go function on
// every place: shifts past the width, division by powers of two of
// negative values, NaN, huge and bounded float→integer conversions.
func TestEmulatedIntBits(t *testing.T) {
	ib := kern.Vectorize("IntBits", kern.Loop3(gputest.IntBits))
	const n = 4099
	a, s, x := make([]int64, n), make([]uint64, n), make([]float64, n)
	for i := range n {
		a[i] = int64(i*7919-16000) * int64(1+i%3)
		if i%11 == 0 {
			a[i] = math.MinInt64 + int64(i)
		}
		s[i] = uint64(i * 13 % 140)
		x[i] = float64(i-2000) * 0.37
		switch {
		case i%17 == 0:
			x[i] = math.NaN()
		case i%19 == 0:
			x[i] = 1e30 * float64(i%5-2)
		}
	}
	for _, p := range places() {
		t.Run(p.name, func(t *testing.T) {
			got, err := kern.As[int64](ib.Call(p.on, a, s, x))
			if err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if w := gputest.IntBits(a[i], s[i], x[i]); got.At(i) != w {
					t.Fatalf("IntBits(%d, %d, %v) = %d, want %d", a[i], s[i], x[i], got.At(i), w)
				}
			}
		})
	}
}
