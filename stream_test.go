package kern_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

// discriminant is seed 000's ufunc core.
func discriminant(a, b, c float32) float32 {
	d := b*b - 4*a*c
	if d < 0 {
		return -1
	}
	return d
}

// TestChunkedStreaming is seed 000's chunked asynchronous pipeline: split
// the inputs, stage each chunk in coarse-grain (pinned) memory, copy in,
// launch, copy out, all on one stream inside AutoSynchronize.
func TestChunkedStreaming(t *testing.T) {
	dev := newDev(t)
	const n, chunks = 4096, 8
	A := must[nd.Array[float32]](t)(nd.Random[float32](1, n))
	B := must[nd.Array[float32]](t)(nd.Random[float32](2, n))
	B.Apply(func(x float32) float32 { return x + 10 })
	C := must[nd.Array[float32]](t)(nd.Random[float32](3, n))
	D := must[nd.Array[float32]](t)(nd.Zeros[float32](n))
	sA := must[[]nd.Array[float32]](t)(A.Split(chunks, 0))
	sB := must[[]nd.Array[float32]](t)(B.Split(chunks, 0))
	sC := must[[]nd.Array[float32]](t)(C.Split(chunks, 0))
	sD := must[[]nd.Array[float32]](t)(D.Split(chunks, 0))
	stream := must[*kern.Stream](t)(dev.NewStream())
	defer stream.Close()
	asyncArray := func(a nd.Array[float32]) *kern.Pinned[float32] {
		p := must[*kern.Pinned[float32]](t)(kern.CoarseGrainArray[float32](dev, a.Shape()...))
		if err := p.Assign(a); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var results []*kern.Pinned[float32]
	err := stream.AutoSynchronize(func() error {
		on := kern.OnStream(stream)
		for i := range chunks {
			pa, pb, pc, pd := asyncArray(sA[i]), asyncArray(sB[i]), asyncArray(sC[i]), asyncArray(sD[i])
			dA, err := kern.ToDevice(dev, pa.Array, on)
			if err != nil {
				return err
			}
			dB, _ := kern.ToDevice(dev, pb.Array, on)
			dC, _ := kern.ToDevice(dev, pc.Array, on)
			dD, err := kern.ToDevice(dev, pd.Array, on, kern.NoCopy())
			if err != nil {
				return err
			}
			a, _, _ := dA.HostData()
			b, _, _ := dB.HostData()
			c, _, _ := dC.HostData()
			d, _, _ := dD.HostData()
			m := len(a)
			err = dev.LaunchFunc(kern.FuncLaunch{Grid: d1((m + 127) / 128), Block: d1(128), Stream: stream, NoSync: true},
				func(th *kern.Thread) {
					if i := th.Grid1(); i < m {
						d[i] = discriminant(a[i], b[i], c[i])
					}
				})
			if err != nil {
				return err
			}
			if err := dD.CopyInto(pd.Array, on); err != nil {
				return err
			}
			// No device_ptrs list: the stream keeps dA…dD alive.
			results = append(results, pd)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range results {
		if err := sD[i].Assign(r.Array); err != nil {
			t.Fatal(err)
		}
		r.Close()
	}
	for i := range n {
		if want := discriminant(A.At(i), B.At(i), C.At(i)); D.At(i) != want {
			t.Fatalf("D[%d] = %g, want %g", i, D.At(i), want)
		}
	}
}

// TestStreamKeepsArraysAlive drops every reference to arrays that queued
// work still uses and forces a collection before the work runs.
func TestStreamKeepsArraysAlive(t *testing.T) {
	dev := newDev(t)
	s := must[*kern.Stream](t)(dev.NewStream())
	gate := make(chan struct{})
	if err := dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(1), Stream: s}, func(*kern.Thread) { <-gate }); err != nil {
		t.Fatal(err)
	}
	out := must[nd.Array[int64]](t)(nd.Zeros[int64](1000))
	func() {
		h := must[nd.Array[int64]](t)(nd.Arange[int64](0, 1000, 1))
		d := must[*kern.DeviceArray[int64]](t)(kern.ToDevice(dev, h, kern.OnStream(s)))
		if err := d.CopyInto(out, kern.OnStream(s)); err != nil {
			t.Fatal(err)
		}
	}()
	for range 3 {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if err := dev.ReleaseFreed(); err != nil {
		t.Fatal(err)
	}
	close(gate)
	if err := s.Synchronize(); err != nil {
		t.Fatalf("queued work on dropped arrays failed: %v", err)
	}
	for i := range 1000 {
		if out.At(i) != int64(i) {
			t.Fatalf("out[%d] = %d", i, out.At(i))
		}
	}
}

func TestStreamStickyKernelError(t *testing.T) {
	dev := newDev(t)
	s := must[*kern.Stream](t)(dev.NewStream())
	data := make([]int, 4)
	bad := func(th *kern.Thread) { data[th.Grid1()] = 1 }
	err := s.AutoSynchronize(func() error {
		return dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(8), Stream: s, NoSync: true}, bad)
	})
	if !errors.Is(err, driver.ErrKernelTrap) {
		t.Fatalf("AutoSynchronize = %v, want ErrKernelTrap from the queued launch", err)
	}
	if err := s.Synchronize(); err != nil {
		t.Errorf("error reported twice: %v", err)
	}
	// f's own error comes back too, and the stream is still synchronized.
	boom := errors.New("boom")
	ran := false
	err = s.AutoSynchronize(func() error {
		_ = dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(1), Stream: s}, func(*kern.Thread) {
			time.Sleep(5 * time.Millisecond)
			ran = true
		})
		return boom
	})
	if !errors.Is(err, boom) || !ran {
		t.Errorf("AutoSynchronize = %v (ran %v), want boom after the work finished", err, ran)
	}
	// A device-wide Synchronize reports a stream's failure as well.
	if err := dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(8), Stream: s, NoSync: true}, bad); err != nil {
		t.Fatal(err)
	}
	if err := dev.Synchronize(); !errors.Is(err, driver.ErrKernelTrap) {
		t.Errorf("Device.Synchronize = %v, want ErrKernelTrap", err)
	}
}

func TestStreamOrderingAndDefault(t *testing.T) {
	dev := newDev(t)
	for _, s := range []*kern.Stream{must[*kern.Stream](t)(dev.NewStream()), dev.DefaultStream()} {
		d := must[*kern.DeviceArray[int32]](t)(kern.NewDeviceArray[int32](dev, []int{64}, nd.C))
		x, _, _ := d.HostData()
		on := kern.OnStream(s)
		var snapshots []nd.Array[int32]
		for k := range 5 {
			if err := dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(64), Stream: s, NoSync: true}, func(th *kern.Thread) {
				x[th.Grid1()] += int32(k + 1)
			}); err != nil {
				t.Fatal(err)
			}
			h, err := d.CopyToHost(on)
			if err != nil {
				t.Fatal(err)
			}
			snapshots = append(snapshots, h)
		}
		if done, err := s.Query(); err != nil {
			t.Fatal(err)
		} else if err := s.Synchronize(); err != nil {
			t.Fatal(err)
		} else if done2, _ := s.Query(); !done2 {
			t.Errorf("Query after Synchronize = false (before: %v)", done)
		}
		total := int32(0)
		for k, h := range snapshots {
			total += int32(k + 1)
			if h.At(0) != total || h.At(63) != total {
				t.Errorf("snapshot %d = %d, want %d", k, h.At(0), total)
			}
		}
	}
	if err := dev.DefaultStream().Close(); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("closing the default stream: %v", err)
	}
	s := must[*kern.Stream](t)(dev.NewStream())
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	d := must[*kern.DeviceArray[int32]](t)(kern.NewDeviceArray[int32](dev, []int{4}, nd.C))
	if _, err := d.CopyToHost(kern.OnStream(s)); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("copy on a closed stream: %v", err)
	}
	if err := s.Synchronize(); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("Synchronize of a closed stream: %v", err)
	}
}

func TestEventsTiming(t *testing.T) {
	dev := newDev(t)
	s := must[*kern.Stream](t)(dev.NewStream())
	start := must[*kern.Event](t)(dev.NewEvent())
	stop := must[*kern.Event](t)(dev.NewEvent())
	if got, want := fmt.Sprint(start), "kern.Event on "+dev.String(); got != want {
		t.Errorf("Event prints as %q, want %q", got, want)
	}
	if err := start.Record(s); err != nil {
		t.Fatal(err)
	}
	if err := dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(1), Stream: s}, func(*kern.Thread) { time.Sleep(15 * time.Millisecond) }); err != nil {
		t.Fatal(err)
	}
	if err := stop.Record(s); err != nil {
		t.Fatal(err)
	}
	if err := stop.Synchronize(); err != nil {
		t.Fatal(err)
	}
	el, err := stop.Elapsed(start)
	if err != nil {
		t.Fatal(err)
	}
	if el < 15*time.Millisecond || el > 10*time.Second {
		t.Errorf("Elapsed = %v, want ≥ 15ms", el)
	}
	// A second stream waits for an event of the first.
	s2 := must[*kern.Stream](t)(dev.NewStream())
	gate := make(chan struct{})
	var order []int
	_ = dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(1), Stream: s}, func(*kern.Thread) { <-gate; order = append(order, 1) })
	ev := must[*kern.Event](t)(dev.NewEvent())
	if err := ev.Record(s); err != nil {
		t.Fatal(err)
	}
	if err := s2.WaitEvent(ev); err != nil {
		t.Fatal(err)
	}
	_ = dev.LaunchFunc(kern.FuncLaunch{Grid: d1(1), Block: d1(1), Stream: s2}, func(*kern.Thread) { order = append(order, 2) })
	close(gate)
	if err := dev.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(order, []int{1, 2}) {
		t.Errorf("order = %v, want [1 2]", order)
	}
	other := newDev(t)
	oe := must[*kern.Event](t)(other.NewEvent())
	if _, err := oe.Elapsed(start); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("Elapsed across devices: %v", err)
	}
	if err := s2.WaitEvent(oe); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("WaitEvent across devices: %v", err)
	}
	if err := start.Close(); err != nil {
		t.Error(err)
	}
}

// A call placed on a stream of the host device runs on the CPU executors
// (Parallel, a kernel's block function), queued on the stream: Where says
// so, nothing runs before the work queued ahead of it, and a core's panic
// is the stream's failure.
func TestHostStreamRunsParallel(t *testing.T) {
	dev := newDev(t)
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	var runs atomic.Int32 // Sim would run the core once per element
	counted := kern.Vectorize("counted", kern.Loop{
		In: []nd.DType{nd.Float32}, Out: []nd.DType{nd.Float32},
		Run: func(n int, p []unsafe.Pointer, st []int) {
			runs.Add(1)
			for i := range n {
				x := *(*float32)(unsafe.Add(p[0], i*st[0]))
				if x < 0 {
					panic("negative")
				}
				*(*float32)(unsafe.Add(p[1], i*st[1])) = x + 1
			}
		},
	})
	x := must[*kern.DeviceArray[float32]](t)(kern.ToDevice(dev, must[nd.Array[float32]](t)(nd.Arange[float32](0, 64, 1))))
	out := must[*kern.DeviceArray[float32]](t)(kern.NewDeviceArray[float32](dev, []int{64}, nd.C))
	for _, on := range []any{s, dev} {
		if tg, d, err := counted.Where(on, x); err != nil || tg != kern.Parallel || d != dev {
			t.Errorf("Where(%v) = %v on %v, %v; want Parallel on the device", on, tg, d, err)
		}
	}
	gate := make(chan struct{})
	if err := gateKernel(gate).Launch(s, 1, 1, int32(0), kern.NoSync()); err != nil {
		t.Fatal(err)
	}
	if err := counted.Into(s, out, x); err != nil {
		t.Fatal(err)
	}
	time.Sleep(10 * time.Millisecond)
	if n := runs.Load(); n != 0 {
		t.Fatalf("the call ran %d times before the work queued ahead of it", n)
	}
	close(gate)
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	h := must[nd.Array[float32]](t)(out.CopyToHost())
	if h.At(63) != 64 || runs.Load() != 1 {
		t.Errorf("out[63] = %v after %d runs, want 64 after one (Parallel over 64 elements)", h.At(63), runs.Load())
	}
	neg := must[*kern.DeviceArray[float32]](t)(kern.ToDevice(dev, must[nd.Array[float32]](t)(nd.Full[float32](-1, 8))))
	if err := counted.Into(s, must[*kern.DeviceArray[float32]](t)(kern.NewDeviceArray[float32](dev, []int{8}, nd.C)), neg); err != nil {
		t.Fatalf("a queued call that will fail: %v", err)
	}
	if err := s.Synchronize(); !errors.Is(err, kern.ErrKernelTrap) || !strings.Contains(err.Error(), "negative") {
		t.Errorf("Synchronize after a panicking core: %v, want ErrKernelTrap naming the panic", err)
	}
	// A kernel with a block function runs it (bReverse's adds 1000).
	a := make([]int32, 64)
	for i := range a {
		a[i] = int32(i)
	}
	k := kern.NewKernel2(bReverse)
	if tg, _, err := k.Where(s, a, int32(0)); err != nil || tg != kern.Parallel {
		t.Errorf("kernel Where(stream) = %v, %v; want Parallel", tg, err)
	}
	if err := k.Launch(s, 1, 64, a, int32(0)); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil || a[0] != 63+1000 {
		t.Errorf("kernel on the stream: a[0] = %d, %v; want %d from the block function", a[0], err, 63+1000)
	}
}

// A closed or nil event is refused before the driver sees its handle
// (which the driver may since have given to another event), on every
// device, and a driver's error names the call and the event.
func TestEventClosed(t *testing.T) {
	for _, p := range graphDevices() {
		dev := p.dev
		s := must[*kern.Stream](t)(dev.NewStream())
		ev := must[*kern.Event](t)(dev.NewEvent())
		other := must[*kern.Event](t)(dev.NewEvent())
		if _, err := other.Elapsed(ev); err == nil || !strings.HasPrefix(err.Error(), "kern: Event.Elapsed on kern.Event on ") {
			t.Errorf("%s: Elapsed of unrecorded events: %v, want a kern: error naming the call", p.name, err)
		}
		if err := ev.Close(); err != nil {
			t.Fatal(err)
		}
		var nilEv *kern.Event
		for _, c := range []struct {
			what string
			err  error
		}{
			{"Record", ev.Record(s)},
			{"Synchronize", ev.Synchronize()},
			{"SynchronizeContext", ev.SynchronizeContext(context.Background())},
			{"Elapsed", func() error { _, err := other.Elapsed(ev); return err }()},
			{"Elapsed of a closed event", func() error { _, err := ev.Elapsed(other); return err }()},
			{"WaitEvent", s.WaitEvent(ev)},
			{"nil Record", nilEv.Record(s)},
			{"nil WaitEvent", s.WaitEvent(nilEv)},
		} {
			if !errors.Is(c.err, driver.ErrInvalidValue) || !strings.HasPrefix(c.err.Error(), "kern: ") ||
				!(strings.Contains(c.err.Error(), ", closed: ") || strings.Contains(c.err.Error(), "nil *kern.Event")) {
				t.Errorf("%s: %s: %v, want ErrInvalidValue naming the closed (or nil) event", p.name, c.what, c.err)
			}
		}
		if err := nilEv.Close(); err != nil {
			t.Errorf("%s: Close of a nil event: %v", p.name, err)
		}
		_ = other.Close()
		_ = s.Close()
	}
}
