package kern_test

import (
	"errors"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
)

func inUse(t *testing.T, d driver.Device) int64 {
	t.Helper()
	free, total, err := d.MemInfo()
	if err != nil {
		t.Fatal(err)
	}
	return total - free
}

// TestDroppedArraysAreFreed allocates and drops many device arrays without
// Free: the garbage collector's cleanups queue them and the device frees
// them, so the memory in use returns to where it started.
func TestDroppedArraysAreFreed(t *testing.T) {
	dev := newDev(t)
	n := 100_000
	if raceEnabled {
		n = 5_000
	}
	start := inUse(t, dev.Driver())
	h := must[nd.Array[float32]](t)(nd.Arange[float32](0, 16, 1))
	for i := range n {
		var err error
		if i%10 == 0 {
			_, err = kern.ToDevice(dev, h)
		} else {
			var a *kern.DeviceArray[float32]
			a, err = kern.NewDeviceArray[float32](dev, []int{16}, nd.C)
			if err == nil && i%7 == 0 {
				_, err = a.Slice(nd.S(2, 8, 2)) // a view keeps nothing extra alive once dropped
			}
		}
		if err != nil {
			t.Fatalf("allocation %d: %v", i, err)
		}
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		runtime.GC()
		// Cleanups only queue: the driver's own count still includes the
		// queued memory until the device drains its queue.
		if err := dev.ReleaseFreed(); err != nil {
			t.Fatal(err)
		}
		if inUse(t, dev.Driver()) == start {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d bytes still in use after dropping %d arrays (started at %d)", inUse(t, dev.Driver()), n, start)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestCleanupOnlyQueues checks that the garbage collector never frees
// memory by itself: the driver sees the free only when the device drains.
func TestCleanupOnlyQueues(t *testing.T) {
	dev := newDev(t)
	start := inUse(t, dev.Driver())
	func() {
		_, err := kern.NewDeviceArray[float64](dev, []int{1000}, nd.C)
		if err != nil {
			t.Fatal(err)
		}
	}()
	// Give the runtime time to run the cleanup; nothing must reach the driver.
	for range 5 {
		runtime.GC()
		time.Sleep(2 * time.Millisecond)
	}
	if got := inUse(t, dev.Driver()); got != start+8000 {
		t.Fatalf("driver in-use %d before the queue is drained, want %d", got, start+8000)
	}
	deadline := time.Now().Add(10 * time.Second)
	for inUse(t, dev.Driver()) != start {
		if time.Now().After(deadline) {
			t.Fatal("queued free never drained")
		}
		runtime.GC()
		// The next allocation drains the queue.
		a := must[*kern.DeviceArray[float64]](t)(kern.NewDeviceArray[float64](dev, []int{1}, nd.C))
		if err := a.Free(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func TestDeviceBasics(t *testing.T) {
	h := kern.HostDevice()
	if h != kern.HostDevice() {
		t.Error("HostDevice is not one device")
	}
	info := h.Info()
	if info.Kind != driver.KindHost || info.WarpSize != 32 || info.MultiProcessors < 1 {
		t.Errorf("host Info = %+v", info)
	}
	free, total, err := h.MemInfo()
	if err != nil || total <= 0 || free > total {
		t.Errorf("MemInfo = %d, %d, %v", free, total, err)
	}
	if h.String() == "" || h.Driver() == nil || h.DefaultStream() == nil {
		t.Error("empty String, Driver or DefaultStream")
	}

	none := kern.NewDevice(nil)
	_, _, err1 := none.MemInfo()
	_, err2 := none.NewStream()
	_, err3 := none.NewEvent()
	_, err4 := kern.NewDeviceArray[int8](none, []int{1}, nd.C)
	_, err5 := kern.PinnedArray[int8](none, 1)
	_, err6 := kern.PinHost(none, []int8{1})
	err7 := none.Synchronize()
	for i, err := range []error{err1, err2, err3, err4, err5, err6, err7} {
		if !errors.Is(err, driver.ErrNoDevice) {
			t.Errorf("op %d on a Device without driver: %v, want ErrNoDevice", i+1, err)
		}
	}
}

// TestOutOfMemoryCollects: dropping arrays without Free in a loop whose
// every allocation needs the previous one's memory works, because an
// allocation that runs out collects and frees dropped arrays first.
func TestOutOfMemoryCollects(t *testing.T) {
	dev := newDev(t, hostCap(1<<20))
	for i := range 50 {
		a, err := kern.NewDeviceArray[byte](dev, []int{600 << 10}, nd.C)
		if err != nil {
			t.Fatalf("allocation %d: %v", i, err)
		}
		_ = a
	}
	// A request that can never fit still fails cleanly.
	if _, err := kern.NewDeviceArray[byte](dev, []int{2 << 20}, nd.C); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Errorf("over capacity: %v, want ErrOutOfMemory", err)
	}
}

// TestDroppedViewReleasesItsReference: the original is freed explicitly
// but stays reachable; its view is dropped without Free. The view's
// reference comes back through the collector, so the memory is returned.
func TestDroppedViewReleasesItsReference(t *testing.T) {
	dev := newDev(t)
	start := inUse(t, dev.Driver())
	a := must[*kern.DeviceArray[int32]](t)(kern.NewDeviceArray[int32](dev, []int{256}, nd.C))
	func() {
		if _, err := a.Split(4, 0); err != nil {
			t.Fatal(err)
		}
	}()
	if err := a.Free(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for inUse(t, dev.Driver()) != start {
		if time.Now().After(deadline) {
			t.Fatalf("memory of a freed array with dropped views never returned: %d bytes in use", inUse(t, dev.Driver()))
		}
		runtime.GC()
		time.Sleep(2 * time.Millisecond)
		if err := dev.ReleaseFreed(); err != nil {
			t.Fatal(err)
		}
	}
	runtime.KeepAlive(a)
}

// Without a GPU of a kind, the error says how to run its target anyway,
// whether the driver library is missing or has no device.
func TestNoDeviceSaysHowToEmulate(t *testing.T) {
	if os.Getenv("KERN_EMULATE") != "" {
		t.Skip("KERN_EMULATE provides the devices")
	}
	for _, tg := range []kern.Target{kern.CUDA, kern.ROC} {
		_, err := kern.DefaultDevice(tg)
		if err == nil {
			continue // a real GPU
		}
		if want := "KERN_EMULATE=" + tg.String(); !strings.Contains(err.Error(), want) || strings.Count(err.Error(), "KERN_EMULATE") != 1 {
			t.Errorf("%v: %v; want one hint %q", tg, err, want)
		}
		if !errors.Is(err, kern.ErrNoDevice) && !errors.Is(err, kern.ErrNoDriver) {
			t.Errorf("%v: %v matches neither ErrNoDevice nor ErrNoDriver", tg, err)
		}
	}
}
