package kern_test

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kernlab/kern"
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
