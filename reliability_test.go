package kern_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

// gateKernel blocks every thread until gate is closed: slow work to queue
// other work behind.
func gateKernel(gate chan struct{}) *kern.Kernel1[int32] {
	return kern.NewKernel1(func(t *kern.Thread, _ int32) { <-gate })
}

// TestFreeWaitsForQueuedWork: a kernel and a ufunc
// queued behind slow work on a stream, then Free of the arrays they use.
// Free must not return (and hand the memory back) before that work ran.
func TestFreeWaitsForQueuedWork(t *testing.T) {
	dev := newDev(t)
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	_, total, _ := dev.MemInfo()
	da := must[*kern.DeviceArray[float32]](t)(kern.ToDevice(dev, must[nd.Array[float32]](t)(nd.Full[float32](2, 64))))
	dd := must[*kern.DeviceArray[float32]](t)(kern.NewDeviceArray[float32](dev, []int{64}, nd.C))
	du := must[*kern.DeviceArray[float32]](t)(kern.NewDeviceArray[float32](dev, []int{64}, nd.C))

	gate := make(chan struct{})
	var once sync.Once
	open := func() { once.Do(func() { close(gate) }) }
	defer open() // a failing test must not leave the stream blocked
	if err := gateKernel(gate).Launch(s, 1, 1, int32(0), kern.NoSync()); err != nil {
		t.Fatal(err)
	}
	var ran atomic.Int32
	copyK := kern.NewKernel2(func(t *kern.Thread, a, d []float32) {
		i := t.Grid1()
		d[i] = a[i] * 3
		ran.Add(1)
	})
	if err := copyK.Launch(s, 2, 32, da, dd, kern.NoSync()); err != nil {
		t.Fatal(err)
	}
	add := kern.Vectorize("add", kern.Loop2(func(a, b float32) float32 { return a + b }))
	if err := add.Into(s, du, da, float32(1)); err != nil {
		t.Fatal(err)
	}

	freed := make(chan error, 1)
	go func() {
		err := da.Free()
		if err == nil {
			err = dd.Free()
		}
		if err == nil {
			err = du.Free()
		}
		freed <- err
	}()
	select {
	case err := <-freed:
		t.Fatalf("Free returned (%v) while work using the arrays was still queued", err)
	case <-time.After(50 * time.Millisecond):
	}
	open()
	if err := <-freed; err != nil {
		t.Fatal(err)
	}
	if n := ran.Load(); n != 64 {
		t.Fatalf("when Free returned the queued kernel had run %d threads of 64", n)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatalf("Synchronize after Free: %v", err)
	}
	if free, _, _ := dev.MemInfo(); free != total {
		t.Fatalf("free memory %d after freeing everything, want %d", free, total)
	}
	// The handles are unusable at once: work queued after Free fails.
	if err := copyK.Launch(s, 2, 32, da, dd, kern.NoSync()); err == nil {
		t.Fatal("launch on freed arrays succeeded")
	}
}

// TestKernelFailureErrorType: a kernel panic on the sim
// target is the exported *kern.KernelTrapError (the type GPU debug traps
// use), naming kernel, block, thread and the panicking line, on the
// synchronous and the stream path alike.
func TestKernelFailureErrorType(t *testing.T) {
	dev := newDev(t)
	a := make([]int64, 100) // the grid has 128 threads
	k := kern.NewKernel1(kIndex)
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	check := func(err error) {
		t.Helper()
		var te *kern.KernelTrapError
		if !errors.As(err, &te) || !errors.Is(err, driver.ErrKernelTrap) {
			t.Fatalf("err = %v (%T), want a *kern.KernelTrapError", err, err)
		}
		if te.Block.X*32+te.Thread.X < 100 {
			t.Errorf("the failing thread %v/%v has an index in range", te.Block, te.Thread)
		}
		if !strings.Contains(te.Kernel, "kIndex") || !strings.Contains(te.Site, "kernel_test.go:") ||
			!strings.Contains(te.Site, "index out of range") {
			t.Errorf("kernel %q site %q: want kIndex at kernel_test.go:N: index out of range", te.Kernel, te.Site)
		}
	}
	check(k.Launch(dev, 4, 32, a, kern.NoSync()))
	if err := k.Launch(s, 4, 32, a, kern.NoSync()); err != nil {
		t.Fatal(err)
	}
	check(s.Synchronize())
	// A ufunc body that panics reports the same type, named by the ufunc.
	div := kern.Vectorize("div", kern.Loop2(func(a, b int32) int32 { return a / b }))
	_, err := div.Call(kern.Sim, []int32{1, 2}, []int32{1, 0})
	var te *kern.KernelTrapError
	if !errors.As(err, &te) || te.Kernel != "div" || !strings.Contains(te.Site, "reliability_test.go:") {
		t.Fatalf("ufunc failure %v, want a KernelTrapError of div at reliability_test.go", err)
	}
}

// TestNilPlacementIsAnError: every nil placement (an
// untyped nil, a nil *Device, a nil *Stream, OnStream(nil), Record(nil))
// fails with ErrTarget on kernels, ufuncs, reductions and copies alike;
// kern.Auto is how to ask for the default.
func TestNilPlacementIsAnError(t *testing.T) {
	dev := newDev(t)
	k := kern.NewKernel1(kIndex)
	add := kern.Vectorize("add", kern.Loop2(func(a, b float32) float32 { return a + b }))
	var (
		noDev    *kern.Device
		noStream *kern.Stream
	)
	for _, on := range []any{nil, noDev, noStream} {
		a := make([]int64, 32)
		if err := k.Launch(on, 1, 32, a); !errors.Is(err, kern.ErrTarget) {
			t.Errorf("Launch on %#v: %v, want ErrTarget", on, err)
		}
		if _, err := add.Call(on, []float32{1}, float32(1)); !errors.Is(err, kern.ErrTarget) {
			t.Errorf("Call on %#v: %v, want ErrTarget", on, err)
		}
		if _, err := add.Reduce(on, []float32{1, 2}); !errors.Is(err, kern.ErrTarget) {
			t.Errorf("Reduce on %#v: %v, want ErrTarget", on, err)
		}
	}
	if err := k.Launch(kern.Auto, 1, 32, make([]int64, 32), kern.OnStream(nil)); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("Launch with OnStream(nil): %v, want ErrTarget", err)
	}
	host := must[nd.Array[float32]](t)(nd.Zeros[float32](4))
	if _, err := kern.ToDevice(dev, host, kern.OnStream(nil)); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("ToDevice with OnStream(nil): %v, want ErrTarget", err)
	}
	ev := must[*kern.Event](t)(dev.NewEvent())
	defer ev.Close()
	if err := ev.Record(nil); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("Record(nil): %v, want ErrTarget", err)
	}
	if err := ev.Record(dev.DefaultStream()); err != nil {
		t.Errorf("Record on the default stream: %v", err)
	}
	// Auto still means the default.
	if err := k.Launch(kern.Auto, 1, 32, make([]int64, 32)); err != nil {
		t.Errorf("Launch on Auto: %v", err)
	}
}

// bigShared asks for 64 MiB of static shared memory per block: no GPU has
// that much.
func bigShared(t *kern.Thread, out []float32) {
	s := kern.Shared[[1 << 24]float32](t)
	s[t.ThreadIdx().X] = 1
	out[t.Grid1()] = s[t.ThreadIdx().X]
}

// smallShared uses 40 KiB: fine alone, over 48 KiB with 16 KiB dynamic.
func smallShared(t *kern.Thread, out []float32) {
	s := kern.Shared[[10 << 10]float32](t)
	s[t.ThreadIdx().X] = 2
	out[t.Grid1()] = s[t.ThreadIdx().X]
}

// TestSharedMemoryLimit: static plus dynamic shared
// memory per block is checked against the device's limit (48 KiB on the
// host device) on the sim target, with the *driver.SharedMemoryError a GPU
// launch reports, matching ErrLaunchConfig; nothing runs past the Shared
// call and the 64 MiB is never allocated.
func TestSharedMemoryLimit(t *testing.T) {
	dev := newDev(t)
	out := make([]float32, 64)
	check := func(what string, err error, static, dynamic int) {
		t.Helper()
		var se *driver.SharedMemoryError
		if !errors.As(err, &se) || !errors.Is(err, kern.ErrLaunchConfig) {
			t.Fatalf("%s: %v, want a *driver.SharedMemoryError", what, err)
		}
		if se.Static != static || se.Dynamic != dynamic || se.Limit != 48<<10 {
			t.Errorf("%s: %+v, want %d static + %d dynamic over 49152", what, *se, static, dynamic)
		}
	}
	for _, coop := range []kern.LaunchOption{kern.NoSync(), kern.ThreadGoroutines()} {
		check("64 MiB static", kern.NewKernel1(bigShared).Launch(dev, 2, 32, out, coop), 64<<20, 0)
		check("40 KiB static + 16 KiB dynamic",
			kern.NewKernel1(smallShared).Launch(dev, 2, 32, out, coop, kern.SharedMem(16<<10)), 40<<10, 16<<10)
		check("64 KiB dynamic", kern.NewKernel1(smallShared).Launch(dev, 2, 32, out, coop, kern.SharedMem(64<<10)), 0, 64<<10)
	}
	for i, v := range out {
		if v != 0 {
			t.Fatalf("out[%d] = %v: a kernel ran past its refused Shared call", i, v)
		}
	}
	// On a stream the error surfaces at Synchronize, with the same type.
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	if err := kern.NewKernel1(bigShared).Launch(s, 1, 32, out, kern.NoSync()); err != nil {
		t.Fatal(err)
	}
	check("64 MiB static on a stream", s.Synchronize(), 64<<20, 0)
	// Within the limit it runs.
	if err := kern.NewKernel1(smallShared).Launch(dev, 2, 32, out, kern.SharedMem(8<<10)); err != nil {
		t.Fatal(err)
	}
	if out[63] != 2 {
		t.Fatalf("out[63] = %v, want 2", out[63])
	}
}

// TestCancel: a kernel that never ends (its threads spin
// at a barrier) no longer hangs the caller. WithContext stops it on the sim
// target, on the synchronous path and on a stream; SynchronizeContext
// returns ctx.Err() while work is still running, and the stream is usable
// afterwards.
func TestCancel(t *testing.T) {
	dev := newDev(t)
	var spins atomic.Int64
	forever := kern.NewKernel1(func(t *kern.Thread, _ int32) {
		for {
			spins.Add(1)
			t.SyncThreads()
		}
	})
	deadline := func(d time.Duration) (context.Context, context.CancelFunc) {
		return context.WithTimeout(context.Background(), d)
	}

	// Synchronous launch: returns the context's error.
	ctx, cancel := deadline(50 * time.Millisecond)
	defer cancel()
	t0 := time.Now()
	err := forever.Launch(dev, 2, 64, int32(0), kern.ThreadGoroutines(), kern.WithContext(ctx))
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(t0) > 5*time.Second {
		t.Fatalf("synchronous launch: %v after %v, want DeadlineExceeded soon after 50ms", err, time.Since(t0))
	}

	// On a stream: a wait with its own context gives up without stopping
	// the kernel; cancelling the launch's context stops it.
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	lctx, stop := context.WithCancel(context.Background())
	if err := forever.Launch(s, 2, 64, int32(0), kern.ThreadGoroutines(), kern.WithContext(lctx)); err != nil {
		t.Fatal(err)
	}
	wctx, wcancel := deadline(30 * time.Millisecond)
	defer wcancel()
	if err := s.SynchronizeContext(wctx); err != context.DeadlineExceeded {
		t.Fatalf("Stream.SynchronizeContext: %v, want context.DeadlineExceeded", err)
	}
	dctx, dcancel := deadline(30 * time.Millisecond)
	defer dcancel()
	if err := dev.SynchronizeContext(dctx); err != context.DeadlineExceeded {
		t.Fatalf("Device.SynchronizeContext: %v, want context.DeadlineExceeded", err)
	}
	ev := must[*kern.Event](t)(dev.NewEvent())
	defer ev.Close()
	if err := ev.Record(s); err != nil {
		t.Fatal(err)
	}
	ectx, ecancel := deadline(30 * time.Millisecond)
	defer ecancel()
	if err := ev.SynchronizeContext(ectx); err != context.DeadlineExceeded {
		t.Fatalf("Event.SynchronizeContext: %v, want context.DeadlineExceeded", err)
	}
	before := spins.Load()
	time.Sleep(10 * time.Millisecond)
	if spins.Load() == before {
		t.Fatal("the kernel stopped although only a wait was cancelled")
	}
	stop()
	if err := s.SynchronizeContext(context.Background()); !errors.Is(err, context.Canceled) {
		t.Fatalf("stream failure after cancelling the launch: %v, want context.Canceled", err)
	}
	// Stopped, not abandoned: no thread runs any more.
	before = spins.Load()
	time.Sleep(10 * time.Millisecond)
	if n := spins.Load(); n != before {
		t.Fatalf("threads still spinning after the launch was stopped (%d more)", n-before)
	}
	if err := ev.SynchronizeContext(context.Background()); err != nil {
		t.Fatal(err)
	}
	// The stream works afterwards.
	out := make([]int64, 64)
	if err := kern.NewKernel1(kIndex).Launch(s, 2, 32, out); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil || out[63] != 63 {
		t.Fatalf("launch after the cancelled one: %v, out[63] = %d", err, out[63])
	}
}
