package kern_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// A device that the program drops is collected with the code loaded on it,
// after it ran kernels, ufuncs and reductions: kernels and ufuncs live as
// long as the process, so a per-device cache of theirs that held the
// device would keep every device (and, on an emulated one, every module it
// translated) for good; the root package's tests, which make three fresh
// emulated devices per test, grew past 20 GB that way.
func TestDroppedDeviceIsCollected(t *testing.T) {
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[float32]))
	blockSum := kern.NewKernel2(gputest.BlockSum)
	for _, mk := range []struct {
		name string
		new  func() driver.Device
	}{
		{"cuda-emulated", func() driver.Device { return emu.New() }},
		{"roc-emulated", func() driver.Device { return amdDevice() }},
	} {
		t.Run(mk.name, func(t *testing.T) {
			collected := make(chan struct{})
			func() {
				drv := mk.new()
				runtime.AddCleanup(drv.(*emu.Device), func(c chan struct{}) { close(c) }, collected)
				dev := kern.NewDevice(drv)
				x := nd.Must(nd.Full[float32](2, 1000))
				if _, err := disc.Call(dev, x, x, x); err != nil {
					t.Fatal(err)
				}
				if s, err := kern.Value[float32](sum.Call(dev, x)); err != nil || s != 2000 {
					t.Fatalf("sum = %v, %v; want 2000", s, err)
				}
				in := make([]int64, 3*gputest.ReduceBlock)
				for i := range in {
					in[i] = int64(i)
				}
				out := make([]int64, 3)
				if err := blockSum.Launch(dev, 3, gputest.ReduceBlock, in, out); err != nil {
					t.Fatal(err)
				}
				if err := dev.Synchronize(); err != nil {
					t.Fatal(err)
				}
			}()
			for range 50 {
				runtime.GC()
				select {
				case <-collected:
					return
				case <-time.After(20 * time.Millisecond):
				}
			}
			t.Fatal("the dropped device was not collected: something process-wide still holds it")
		})
	}
}
