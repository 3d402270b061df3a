package kern_test

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver/cuda"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/internal/testing/standin"
	"github.com/kernlab/kern/nd"
)

// graphDevices are fresh devices whose streams capture: the emulated CUDA
// and ROC devices (which run the compiled kernels) and a host device (Go
// code: the parallel and sim paths), fresh since a capture refuses
// allocations device-wide while it lasts; and the machine's CUDA GPU when
// it has one (no parallel test uses it while these run).
func graphDevices() []struct {
	name string
	dev  *kern.Device
} {
	ds := []struct {
		name string
		dev  *kern.Device
	}{
		{"cuda-emulated", kern.NewDevice(emu.New())},
		{"roc-emulated", kern.NewDevice(amdDevice())},
		{"host", kern.NewDevice(host.New())},
	}
	if d := realGPU(); d != nil {
		ds = append(ds, struct {
			name string
			dev  *kern.Device
		}{"cuda-gpu", d})
	}
	return ds
}

// zeros is a zeroed device array of n int64s.
func zeros(dev *kern.Device, n int) (*kern.DeviceArray[int64], error) {
	return kern.ToDevice(dev, nd.Must(nd.Zeros[int64](n)))
}

// graphStep is the captured program, given its arrays and scalar: z = x + y;
// z = z + c; blk[b] = sum of z's block b (a kernel); cp = z (a device
// copy); tot = c + the sum of z (a reduction into a device array).
type graphOps struct {
	add *kern.Ufunc
	bs  *kern.Kernel2[[]int64, []int64]
	sum *kern.Reducer
}

func newGraphOps() graphOps {
	return graphOps{kern.Vectorize("Add", kern.Loop2(gputest.Add[int64])), kern.NewKernel2(gputest.BlockSum),
		kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]))}
}

// graphArrays are one set of graphStep's arrays.
type graphArrays struct{ x, y, z, blk, cp, tot *kern.DeviceArray[int64] }

func graphStep(s *kern.Stream, ops graphOps, a graphArrays, c int64) error {
	x, y, z, blk, cp := a.x, a.y, a.z, a.blk, a.cp
	add, bs := ops.add, ops.bs
	if err := add.Into(s, z, x, y); err != nil {
		return err
	}
	if err := add.Into(s, z, z, c); err != nil {
		return err
	}
	if err := bs.Launch(s, blk.Size(), gputest.ReduceBlock, z, blk); err != nil {
		return err
	}
	if err := kern.Copy(cp, z, kern.OnStream(s)); err != nil {
		return err
	}
	_, err := ops.sum.Call(s, z, kern.Out(a.tot), kern.Init(c))
	return err
}

// checkStep compares the step's outputs with plain Go.
func checkStep(t *testing.T, what string, x, y []int64, c int64, a graphArrays) {
	t.Helper()
	hz, err := a.z.CopyToHost()
	if err != nil {
		t.Fatal(err)
	}
	hb, _ := a.blk.CopyToHost()
	hc, _ := a.cp.CopyToHost()
	ht, _ := a.tot.CopyToHost()
	want := make([]int64, len(x))
	wblk := make([]int64, hb.Size())
	wtot := c
	for i := range x {
		want[i] = x[i] + y[i] + c
		wblk[i/gputest.ReduceBlock] += want[i]
		wtot += want[i]
	}
	for i, w := range want {
		if hz.At(i) != w || hc.At(i) != w {
			t.Fatalf("%s: z[%d] = %d, copy %d; want %d", what, i, hz.At(i), hc.At(i), w)
		}
	}
	for b, w := range wblk {
		if hb.At(b) != w {
			t.Fatalf("%s: block sum %d = %d, want %d", what, b, hb.At(b), w)
		}
	}
	if ht.At(0) != wtot {
		t.Fatalf("%s: the reduction = %d, want %d", what, ht.At(0), wtot)
	}
}

// newGraphArrays makes graphStep's arrays on dev (x and y from host
// data, the others zero) for blocks blocks.
func newGraphArrays(t testing.TB, dev *kern.Device, blocks int, x, y []int64) graphArrays {
	n := blocks * gputest.ReduceBlock
	arr := func(h []int64) *kern.DeviceArray[int64] {
		a, err := kern.ToDevice(dev, nd.Must(nd.Wrap(h, len(h))))
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	if x == nil {
		x, y = make([]int64, n), make([]int64, n)
	}
	return graphArrays{arr(x), arr(y), arr(make([]int64, n)), arr(make([]int64, blocks)), arr(make([]int64, n)), arr(make([]int64, 1))}
}

// warmReduce runs the step's reduction once on s, outside a capture: a
// GPU allocates a stream's partial sums at its first reduction.
func warmReduce(t testing.TB, s *kern.Stream, ops graphOps, a graphArrays) {
	if _, err := ops.sum.Call(s, a.z, kern.Out(a.tot)); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
}

func TestGraphCaptureLaunchUpdate(t *testing.T) {
	ops := newGraphOps()
	const blocks = 3
	const n = blocks * gputest.ReduceBlock
	for _, p := range graphDevices() {
		t.Run(p.name, func(t *testing.T) {
			dev := p.dev
			s := must[*kern.Stream](t)(dev.NewStream())
			defer s.Close()
			hx := nd.Must(nd.Random[int64](7, n)).ToSlice()
			hy := nd.Must(nd.Random[int64](8, n)).ToSlice()
			d := newGraphArrays(t, dev, blocks, hx, hy)
			warmReduce(t, s, ops, d)
			g, err := s.Capture(func() error { return graphStep(s, ops, d, 3) })
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			// Capturing ran nothing.
			if hz, _ := d.z.CopyToHost(); hz.At(0) != 0 || hz.At(n-1) != 0 {
				t.Fatalf("the capture ran its work: z[0] = %d", hz.At(0))
			}
			if err := g.Launch(s); err != nil {
				t.Fatal(err)
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			checkStep(t, "first launch", hx, hy, 3, d)

			// A replay reads the arrays' data as it is then.
			hx2 := nd.Must(nd.Random[int64](9, n)).ToSlice()
			if err := d.x.CopyToDevice(nd.Must(nd.Wrap(hx2, n))); err != nil {
				t.Fatal(err)
			}
			for range 2 {
				if err := g.Launch(s); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			checkStep(t, "replay with new data", hx2, hy, 3, d)

			// Update: new arrays of the same shapes and a new scalar.
			e := newGraphArrays(t, dev, blocks, hy, hx2)
			if err := g.Update(func() error { return graphStep(s, ops, e, -11) }); err != nil {
				t.Fatal(err)
			}
			if hz, _ := e.z.CopyToHost(); hz.At(0) != 0 {
				t.Fatal("Update ran the work")
			}
			if err := g.Launch(s); err != nil {
				t.Fatal(err)
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			checkStep(t, "after Update", hy, hx2, -11, e)
			checkStep(t, "the old arrays after Update", hx2, hy, 3, d)

			// An update of another shape fails and keeps the graph.
			err = g.Update(func() error { return ops.add.Into(s, d.z, d.x, d.y) })
			if !errors.Is(err, kern.ErrInvalidValue) {
				t.Fatalf("update with other operations: %v, want ErrInvalidValue", err)
			}
			for _, o := range []*kern.DeviceArray[int64]{e.z, e.cp} { // clobber the outputs
				if err := o.CopyFromDevice(d.z); err != nil {
					t.Fatal(err)
				}
			}
			if err := g.Launch(s); err != nil {
				t.Fatal(err)
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			checkStep(t, "after a failed Update", hy, hx2, -11, e)

			if err := g.Close(); err != nil {
				t.Fatal(err)
			}
			if err := g.Launch(s); !errors.Is(err, kern.ErrInvalidValue) {
				t.Fatalf("launch of a closed graph: %v", err)
			}
		})
	}
}

func TestGraphNotCapturable(t *testing.T) {
	add := kern.Vectorize("Add", kern.Loop2(gputest.Add[int64]))
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]))
	const n = 100
	for _, p := range graphDevices() {
		t.Run(p.name, func(t *testing.T) {
			dev := p.dev
			s := must[*kern.Stream](t)(dev.NewStream())
			defer s.Close()
			hx := nd.Must(nd.Arange[int64](0, n, 1))
			dx := must[*kern.DeviceArray[int64]](t)(kern.ToDevice(dev, hx))
			dz := must[*kern.DeviceArray[int64]](t)(zeros(dev, n))
			ev := must[*kern.Event](t)(dev.NewEvent())
			defer ev.Close()
			one := must[*kern.DeviceArray[int64]](t)(zeros(dev, 1))
			// Each refused operation comes after a captured one, which
			// must not run either.
			gpu := p.name != "host"
			for _, c := range []struct {
				name string
				op   func() error
			}{
				// The host device refuses calls on host arrays too (its
				// memory is host memory, but a GPU would have to stage
				// them), so a capture that works there works on a GPU.
				{"host operands", func() error { _, err := add.Call(s, hx, hx); return err }},
				{"host operands into a device array", func() error { return add.Into(s, dz, hx, hx) }},
				{"allocated output", func() error { _, err := add.Call(s, dx, dx); return err }},
				{"allocation", func() error { _, err := kern.ToDevice(dev, hx); return err }},
				{"synchronize", s.Synchronize},
				{"device synchronize", dev.Synchronize},
				{"reduce to a host value", func() error {
					_, err := sum.Call(s, dx)
					if err != nil && !strings.Contains(err.Error(), "pass kern.Out(dst)") {
						t.Errorf("a reduction to a host value under capture: %v, want it to name kern.Out", err)
					}
					return err
				}},
				{"reduction into host memory", func() error { _, err := sum.Call(s, dx, kern.Out([]int64{0})); return err }},
				{"axis reduction", func() error { _, err := sum.Call(s, dx, kern.Axis(0)); return err }},
				// A GPU allocates a stream's partial sums at its first
				// reduction; the host device needs none.
				{"first reduction into a device array", func() error {
					if !gpu {
						return kern.ErrNotCapturable
					}
					_, err := sum.Call(s, dx, kern.Out(one))
					return err
				}},
				{"no stream", func() error { return add.Into(dev, dz, dx, dx) }},
				{"event record", func() error { return ev.Record(s) }},
				{"event wait", func() error { return s.WaitEvent(ev) }},
			} {
				if err := dz.CopyFromDevice(must[*kern.DeviceArray[int64]](t)(zeros(dev, n))); err != nil {
					t.Fatal(err)
				}
				var opErr error
				g, err := s.Capture(func() error {
					if err := add.Into(s, dz, dx, int64(1)); err != nil {
						return err
					}
					opErr = c.op()
					return opErr
				})
				if g != nil || !errors.Is(err, kern.ErrNotCapturable) || !errors.Is(opErr, kern.ErrNotCapturable) {
					t.Fatalf("%s: Capture = %v, %v (the operation's error: %v); want ErrNotCapturable", c.name, g, err, opErr)
				}
				// The stream works, and the refused capture ran nothing.
				if hz, err := dz.CopyToHost(); err != nil || hz.At(5) != 0 {
					t.Fatalf("%s: after the failed capture z[5] = %d, %v; want 0", c.name, hz.At(5), err)
				}
				if err := add.Into(s, dz, dx, dx); err != nil {
					t.Fatalf("%s: the stream after the failed capture: %v", c.name, err)
				}
				if err := s.Synchronize(); err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
				if hz, _ := dz.CopyToHost(); hz.At(5) != 10 {
					t.Fatalf("%s: after the failed capture z[5] = %d, want 10", c.name, hz.At(5))
				}
			}
			if _, err := dev.DefaultStream().Capture(func() error { return nil }); !errors.Is(err, kern.ErrNotCapturable) {
				t.Fatalf("capture on the default stream: %v", err)
			}
			// A refused operation fails the capture even when f ignores
			// its error.
			if _, err := s.Capture(func() error { _ = s.Synchronize(); _, _ = kern.ToDevice(dev, hx); return nil }); !errors.Is(err, kern.ErrNotCapturable) {
				t.Fatalf("capture whose f ignored a refusal: %v, want ErrNotCapturable", err)
			}
			// A failing f is returned as it is, and ends the capture.
			boom := errors.New("boom")
			if _, err := s.Capture(func() error { return boom }); !errors.Is(err, boom) {
				t.Fatalf("f's error: %v", err)
			}
			if _, err := s.Capture(func() error { return nil }); err != nil {
				t.Fatalf("an empty capture: %v", err)
			}
		})
	}
}

// TestStandInGraph runs a capture through kern's real CUDA driver on the
// stand-in libcuda: the captured launches and copies are recorded, not
// run, and a launch of the graph is one driver call however many
// operations it holds.
func TestStandInGraph(t *testing.T) {
	lib := standin.ForTest(t, standin.CUDA)
	lib.Configure(standinMemory, runtime.NumCPU(), 32, 1024)
	cd, err := cuda.Open(cuda.Options{Library: lib.Path}).Device(0)
	if err != nil {
		t.Fatal(err)
	}
	defer cd.Close()
	dev := kern.NewDevice(cd)
	ops := newGraphOps()
	const blocks = 2
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	d := newGraphArrays(t, dev, blocks, nil, nil)
	warmReduce(t, s, ops, d)
	g, err := s.Capture(func() error { return graphStep(s, ops, d, 3) })
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	lib.Log()
	const launches = 5
	for range launches {
		if err := g.Launch(s); err != nil {
			t.Fatal(err)
		}
	}
	var calls []string
	for _, l := range lib.Log() {
		if !strings.HasPrefix(l, "cuCtxSetCurrent") {
			calls = append(calls, l)
		}
	}
	if len(calls) != launches {
		t.Fatalf("%d launches of a graph made %d driver calls, want one each:\n%s", launches, len(calls), strings.Join(calls, "\n"))
	}
	// Two ufunc launches, the kernel, the copy and the reduction: its
	// second stage, and a first one unless one block folds the input.
	nodes := 6
	if blocks*gputest.ReduceBlock <= abi.ReduceBlock {
		nodes = 5
	}
	for _, c := range calls {
		if !strings.HasPrefix(c, "cuGraphLaunch ") || !strings.Contains(c, fmt.Sprintf("nodes=%d -> 0", nodes)) {
			t.Fatalf("graph launch call %q, want cuGraphLaunch of %d nodes", c, nodes)
		}
	}
	// An update with the same operations is cuGraphExecUpdate; another
	// shape fails with the driver's update failure.
	e := newGraphArrays(t, dev, blocks, nil, nil)
	if err := g.Update(func() error { return graphStep(s, ops, e, 4) }); err != nil {
		t.Fatal(err)
	}
	if log := strings.Join(lib.Log(), "\n"); !strings.Contains(log, "cuGraphExecUpdate x") || !strings.Contains(log, "-> 0") {
		t.Fatalf("update calls:\n%s", log)
	}
	if err := g.Update(func() error { return ops.add.Into(s, d.z, d.x, d.y) }); !errors.Is(err, kern.ErrInvalidValue) {
		t.Fatalf("update of another shape: %v, want ErrInvalidValue", err)
	}
	// A wait inside a capture fails it; the stream works afterwards.
	if _, err := s.Capture(func() error {
		if err := ops.add.Into(s, d.z, d.x, d.y); err != nil {
			return err
		}
		return s.Synchronize()
	}); !errors.Is(err, kern.ErrNotCapturable) {
		t.Fatalf("synchronize in a capture: %v", err)
	}
	if err := ops.add.Into(s, d.z, d.x, d.y); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	// A copy from pinned memory is captured; one from pageable memory is
	// refused before it reaches the library.
	pin := must[*kern.Pinned[int64]](t)(kern.PinnedArray[int64](dev, 1))
	defer pin.Close()
	pg := must[*kern.Graph](t)(s.Capture(func() error { return d.tot.CopyToDevice(pin.Array, kern.OnStream(s)) }))
	defer pg.Close()
	lib.Log()
	if _, err := s.Capture(func() error { return d.tot.CopyToDevice(nd.Must(nd.Zeros[int64](1)), kern.OnStream(s)) }); !errors.Is(err, kern.ErrNotCapturable) {
		t.Fatalf("capture of a pageable copy: %v, want ErrNotCapturable", err)
	}
	for _, l := range lib.Log() {
		if strings.HasPrefix(l, "cuMemcpyHtoD") {
			t.Fatalf("the refused copy reached the library: %s", l)
		}
	}
}

// TestGraphPinnedCopies: a copy from pinned memory is captured and reads
// the memory when the graph runs; one from pageable memory cannot be
// captured on a GPU.
func TestGraphPinnedCopies(t *testing.T) {
	const n = 64
	for _, p := range graphDevices() {
		t.Run(p.name, func(t *testing.T) {
			dev := p.dev
			s := must[*kern.Stream](t)(dev.NewStream())
			defer s.Close()
			pin := must[*kern.Pinned[int64]](t)(kern.PinnedArray[int64](dev, n))
			defer pin.Close()
			d := must[*kern.DeviceArray[int64]](t)(zeros(dev, n))
			g, err := s.Capture(func() error { return d.CopyToDevice(pin.Array, kern.OnStream(s)) })
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			for round := range int64(3) {
				for i := range n {
					pin.Set(round*100+int64(i), i)
				}
				if err := g.Launch(s); err != nil {
					t.Fatal(err)
				}
				if err := s.Synchronize(); err != nil {
					t.Fatal(err)
				}
				h, _ := d.CopyToHost()
				for i := range n {
					if h.At(i) != round*100+int64(i) {
						t.Fatalf("round %d: d[%d] = %d, want %d", round, i, h.At(i), round*100+int64(i))
					}
				}
			}
			if p.name == "host" {
				return // host memory is the host device's memory
			}
			pageable := nd.Must(nd.Zeros[int64](n))
			if _, err := s.Capture(func() error { return d.CopyToDevice(pageable, kern.OnStream(s)) }); !errors.Is(err, kern.ErrNotCapturable) {
				t.Fatalf("capture of a pageable copy: %v, want ErrNotCapturable", err)
			}
		})
	}
}

// TestGraphGoBodies: on the host device a Go kernel body launched on a
// capturing stream (the sim target) is recorded, and replays.
func TestGraphGoBodies(t *testing.T) {
	dev := kern.NewDevice(host.New())
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	const n = 256
	out := must[*kern.DeviceArray[int64]](t)(zeros(dev, n))
	o, _, err := out.HostData()
	if err != nil {
		t.Fatal(err)
	}
	body := func(c int64) func() error {
		return func() error {
			return dev.LaunchFunc(kern.FuncLaunch{Grid: kern.Dim3{X: n / 64, Y: 1, Z: 1}, Block: kern.Dim3{X: 64, Y: 1, Z: 1}, Stream: s, NoSync: true},
				func(th *kern.Thread) {
					i := th.Grid1()
					o[i] += int64(i) * c
				})
		}
	}
	g, err := s.Capture(body(2))
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	check := func(what string, want func(i int) int64) {
		t.Helper()
		if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		}
		h, _ := out.CopyToHost()
		for i := range n {
			if h.At(i) != want(i) {
				t.Fatalf("%s: out[%d] = %d, want %d", what, i, h.At(i), want(i))
			}
		}
	}
	check("after capture", func(int) int64 { return 0 })
	for range 3 {
		if err := g.Launch(s); err != nil {
			t.Fatal(err)
		}
	}
	check("three launches", func(i int) int64 { return 6 * int64(i) })
	if err := g.Update(body(-1)); err != nil {
		t.Fatal(err)
	}
	if err := g.Launch(s); err != nil {
		t.Fatal(err)
	}
	check("after Update", func(i int) int64 { return 5 * int64(i) })
}

// BenchmarkGraphLaunch compares queueing the five operations of
// graphStep one call at a time ("calls") with launching them as a
// captured graph ("graph"), through kern's real CUDA binding on the
// stand-in libcuda (host-side cost: kern's marshalling and the driver
// calls; the stand-in runs no kernels) and on the host device (where both
// run the work), and on the machine's CUDA GPU when it has one. Compare
// the two within one run.
func BenchmarkGraphLaunch(b *testing.B) {
	ops := newGraphOps()
	const blocks = 2
	run := func(b *testing.B, dev *kern.Device, sync int) {
		s, err := dev.NewStream()
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		d := newGraphArrays(b, dev, blocks, nil, nil)
		warmReduce(b, s, ops, d)
		step := func() error { return graphStep(s, ops, d, 3) }
		g, err := s.Capture(step)
		if err != nil {
			b.Fatal(err)
		}
		defer g.Close()
		for _, m := range []struct {
			name string
			once func() error
		}{{"calls", step}, {"graph", func() error { return g.Launch(s) }}} {
			b.Run(m.name, func(b *testing.B) {
				for i := 0; b.Loop(); i++ {
					if err := m.once(); err != nil {
						b.Fatal(err)
					}
					if i%sync == sync-1 {
						if err := s.Synchronize(); err != nil {
							b.Fatal(err)
						}
					}
				}
				if err := s.Synchronize(); err != nil {
					b.Fatal(err)
				}
			})
		}
	}
	b.Run("standin-cuda", func(b *testing.B) {
		lib := standin.ForTest(b, standin.CUDA)
		lib.Configure(standinMemory, runtime.NumCPU(), 32, 1024)
		cd, err := cuda.Open(cuda.Options{Library: lib.Path}).Device(0)
		if err != nil {
			b.Fatal(err)
		}
		defer cd.Close()
		run(b, kern.NewDevice(cd), 64)
		lib.Log() // the stand-in logs every call
	})
	b.Run("host", func(b *testing.B) { run(b, kern.NewDevice(host.New()), 1) })
	// On a GPU the kernels are small (256 elements): both forms measure
	// the cost per step of issuing it, against the launch floor.
	if d := realGPU(); d != nil {
		b.Run("cuda-gpu", func(b *testing.B) { run(b, d, 64) })
	}
}

// TestGraphDropped: a graph dropped without Close is destroyed by its
// device at a later ReleaseFreed, through the stand-in's graph calls.
func TestGraphDropped(t *testing.T) {
	lib := standin.ForTest(t, standin.CUDA)
	lib.Configure(standinMemory, runtime.NumCPU(), 32, 1024)
	cd, err := cuda.Open(cuda.Options{Library: lib.Path}).Device(0)
	if err != nil {
		t.Fatal(err)
	}
	defer cd.Close()
	dev := kern.NewDevice(cd)
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	z := must[*kern.DeviceArray[int64]](t)(zeros(dev, 16))
	func() {
		g, err := s.Capture(func() error { return kern.Copy(z, z, kern.OnStream(s)) })
		if err != nil || g == nil {
			t.Fatal(err)
		}
	}()
	lib.Log()
	for range 10 {
		runtime.GC()
		if err := dev.ReleaseFreed(); err != nil {
			t.Fatal(err)
		}
		for _, l := range lib.Log() {
			if strings.HasPrefix(l, "cuGraphExecDestroy x") && strings.HasSuffix(l, "-> 0") {
				return
			}
		}
	}
	t.Fatal("the dropped graph's exec was not destroyed")
}

// TestReduceOut: a whole-array reduction into a one-element array, on
// every target, with and without a stream, equals the Go fold.
func TestReduceOut(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]))
	for _, n := range []int{0, 1, 100, 1000} {
		hx := nd.Must(nd.Arange[int64](0, float64(n), 1))
		want := int64(5)
		for i := range n {
			want += int64(i)
		}
		for _, on := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
			out := nd.Must(nd.Zeros[int64](1))
			res, err := sum.Call(on, hx, kern.Out(out), kern.Init(int64(5)))
			if err != nil || out.At(0) != want {
				t.Fatalf("%v n=%d: Out = %d, %v; want %d", on, n, out.At(0), err, want)
			}
			if r, ok := res.(nd.Array[int64]); !ok || r.At(0) != want {
				t.Fatalf("%v: the result is %v, want the Out array", on, res)
			}
		}
		for _, p := range graphDevices() {
			dev := p.dev
			dx := must[*kern.DeviceArray[int64]](t)(kern.ToDevice(dev, hx))
			out := must[*kern.DeviceArray[int64]](t)(zeros(dev, 1))
			s := must[*kern.Stream](t)(dev.NewStream())
			for _, on := range []any{dev, s} {
				if _, err := sum.Call(on, dx, kern.Out(out), kern.Init(int64(5))); err != nil {
					t.Fatalf("%s n=%d: %v", p.name, n, err)
				}
				if err := s.Synchronize(); err != nil {
					t.Fatal(err)
				}
				if h, _ := out.CopyToHost(); h.At(0) != want {
					t.Fatalf("%s n=%d on %v: Out = %d, want %d", p.name, n, on, h.At(0), want)
				}
				if err := out.CopyToDevice(nd.Must(nd.Zeros[int64](1))); err != nil {
					t.Fatal(err)
				}
			}
			// A host Out on a GPU (Auto's choice for host operands): the
			// value lands there, from host and device operands alike; a
			// wrong dtype or size leaves it untouched.
			for _, x := range []any{hx, dx} {
				for _, on := range []any{dev, s} {
					hout := []int64{-1}
					_, err := sum.Call(on, x, kern.Out(hout), kern.Init(int64(5)))
					if err == nil {
						err = s.Synchronize() // the host device queues it
					}
					if err != nil || hout[0] != want {
						t.Fatalf("%s n=%d on %v: host Out = %d, %v; want %d", p.name, n, on, hout[0], err, want)
					}
				}
				two := []int64{-1, -1}
				if _, err := sum.Call(dev, x, kern.Out(two), kern.Init(int64(0))); !errors.Is(err, kern.ErrArgument) || two[0] != -1 {
					t.Fatalf("%s: host Out of 2 elements: %v (%v), want ErrArgument and nothing written", p.name, err, two)
				}
				f32 := []float32{-1}
				if _, err := sum.Call(dev, x, kern.Out(f32), kern.Init(int64(0))); !errors.Is(err, nd.ErrDType) || f32[0] != -1 {
					t.Fatalf("%s: host Out of float32: %v (%v), want ErrDType and nothing written", p.name, err, f32)
				}
			}
			if _, err := sum.Call(s, dx, kern.Out(dx), kern.Init(int64(5))); n != 1 && !errors.Is(err, kern.ErrArgument) {
				t.Fatalf("%s: Out of %d elements: %v, want ErrArgument", p.name, n, err)
			}
			if _, err := sum.Call(dev, dx, kern.Out(out), kern.Axis(0)); !errors.Is(err, kern.ErrArgument) {
				t.Fatalf("%s: Out with Axis: %v, want ErrArgument", p.name, err)
			}
			_ = s.Close()
		}
	}
}

// An update whose calls cover other shapes fails on every device, the host
// device included (whose host calls have no grid to differ), and the graph
// keeps its arguments.
func TestGraphUpdateOtherShapes(t *testing.T) {
	ops := newGraphOps()
	const blocks = 3
	const n = blocks * gputest.ReduceBlock
	for _, p := range graphDevices() {
		t.Run(p.name, func(t *testing.T) {
			dev := p.dev
			s := must[*kern.Stream](t)(dev.NewStream())
			defer s.Close()
			hx := nd.Must(nd.Random[int64](7, n)).ToSlice()
			hy := nd.Must(nd.Random[int64](8, n)).ToSlice()
			d := newGraphArrays(t, dev, blocks, hx, hy)
			big := newGraphArrays(t, dev, 2*blocks, nil, nil)
			warmReduce(t, s, ops, d)
			step := func(a graphArrays) func() error {
				return func() error {
					if err := ops.add.Into(s, a.z, a.x, a.y); err != nil {
						return err
					}
					_, err := ops.sum.Call(s, a.z, kern.Out(a.tot))
					return err
				}
			}
			g, err := s.Capture(step(d))
			if err != nil {
				t.Fatal(err)
			}
			defer g.Close()
			if err := g.Update(step(big)); !errors.Is(err, kern.ErrInvalidValue) {
				t.Fatalf("update over arrays of twice the length: %v, want ErrInvalidValue", err)
			}
			if err := g.Launch(s); err != nil {
				t.Fatal(err)
			}
			if err := s.Synchronize(); err != nil {
				t.Fatal(err)
			}
			hz := must[nd.Array[int64]](t)(d.z.CopyToHost())
			ht := must[nd.Array[int64]](t)(d.tot.CopyToHost())
			var tot int64
			for i := range hx {
				if w := hx[i] + hy[i]; hz.At(i) != w {
					t.Fatalf("z[%d] = %d after the failed update, want %d", i, hz.At(i), w)
				}
				tot += hx[i] + hy[i]
			}
			if ht.At(0) != tot {
				t.Fatalf("the reduction = %d after the failed update, want %d", ht.At(0), tot)
			}
		})
	}
}

// A nil function to capture is an error, not a panic, for Capture and
// Update alike, and the stream captures again afterwards.
func TestGraphNilFunc(t *testing.T) {
	for _, p := range graphDevices() {
		s := must[*kern.Stream](t)(p.dev.NewStream())
		if g, err := s.Capture(nil); !errors.Is(err, kern.ErrArgument) || g != nil {
			t.Errorf("%s: Capture(nil) = %v, %v; want ErrArgument", p.name, g, err)
		}
		g := must[*kern.Graph](t)(s.Capture(func() error { return nil }))
		if err := g.Update(nil); !errors.Is(err, kern.ErrArgument) {
			t.Errorf("%s: Update(nil) = %v; want ErrArgument", p.name, err)
		}
		if err := g.Launch(s); err != nil {
			t.Errorf("%s: the graph after Update(nil): %v", p.name, err)
		}
		_ = g.Close()
		_ = s.Close()
	}
}
