package kern

import (
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/nd"
)

// TestDroppedStreamsAreReleased: streams and events
// dropped without Close leave the device's registries (the kern.Device's and
// the driver's) once their work is done, so synchronous operations do not
// slow down with every stream a program ever dropped.
func TestDroppedStreamsAreReleased(t *testing.T) {
	dev := NewDevice(host.New())
	const n = 500
	src := nd.Must(nd.Full[float32](1, 256))
	dst, err := ToDevice(dev, src)
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Free()
	driverStreams := make([]driver.Stream, 0, n)
	// keep holds the streams until they are counted: a collection during
	// the loop may otherwise release some early (ToDevice's allocation
	// runs ReleaseFreed).
	keep := make([]*Stream, 0, n)
	for range n {
		s, err := dev.NewStream()
		if err != nil {
			t.Fatal(err)
		}
		// Queued work the stream must finish, on an array only the stream
		// keeps alive.
		if _, err := ToDevice(dev, src, OnStream(s)); err != nil {
			t.Fatal(err)
		}
		ev, err := dev.NewEvent()
		if err != nil {
			t.Fatal(err)
		}
		if err := ev.Record(s); err != nil {
			t.Fatal(err)
		}
		driverStreams = append(driverStreams, s.Driver())
		keep = append(keep, s)
	}
	registered := func() int {
		dev.mu.Lock()
		defer dev.mu.Unlock()
		return len(dev.streams)
	}
	if got := registered(); got != n {
		t.Fatalf("%d streams registered, want %d", got, n)
	}
	runtime.KeepAlive(keep) // from here on the streams are dropped
	deadline := time.Now().Add(10 * time.Second)
	for registered() > 0 && time.Now().Before(deadline) {
		runtime.GC()
		if err := dev.ReleaseFreed(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Millisecond)
	}
	if got := registered(); got != 0 {
		t.Fatalf("%d of %d dropped streams are still registered", got, n)
	}
	// The driver streams were destroyed too: no work can be queued on them.
	for i, ds := range driverStreams {
		if err := dev.drv.Memset(dst.alloc.ptr, 0, 4, ds); !errors.Is(err, driver.ErrInvalidValue) {
			t.Fatalf("driver stream %d still accepts work (%v)", i, err)
		}
	}
	// The arrays the dropped streams kept go back once collected.
	_, total, _ := dev.MemInfo()
	for free := int64(0); free != total-int64(dst.Nbytes()) && time.Now().Before(deadline); {
		runtime.GC()
		time.Sleep(time.Millisecond)
		free, _, _ = dev.MemInfo()
	}
	if free, _, _ := dev.MemInfo(); free != total-int64(dst.Nbytes()) {
		t.Fatalf("%d bytes free, want all but dst's %d of %d", free, dst.Nbytes(), total)
	}
}

// TestDroppedStreamsReleasedBySyncCopies: a program that drops streams
// and then only copies synchronously (no allocation, Synchronize or
// MemInfo) must not leave them registered with the driver, whose
// synchronous operations wait for every stream it has: after 30 000
// dropped streams each copy took ~950 µs instead of ~0.25 µs.
func TestDroppedStreamsReleasedBySyncCopies(t *testing.T) {
	dev := NewDevice(host.New())
	src := nd.Must(nd.Full[float32](1, 64))
	dst, err := ToDevice(dev, src)
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Free()
	copyOnce := func() time.Duration {
		start := time.Now()
		if err := dst.CopyToDevice(src); err != nil {
			t.Fatal(err)
		}
		return time.Since(start)
	}
	const n = 3000
	func() {
		for range n {
			if _, err := dev.NewStream(); err != nil {
				t.Fatal(err)
			}
		}
	}()
	// The cleanups hand the dropped streams to the device.
	deadline := time.Now().Add(10 * time.Second)
	for dev.frees.dropped.Load() < n && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if got := dev.frees.dropped.Load(); got != n {
		t.Fatalf("%d of %d dropped streams queued", got, n)
	}
	first := copyOnce()
	dev.mu.Lock()
	left := len(dev.streams)
	dev.mu.Unlock()
	if left != 0 {
		t.Fatalf("%d dropped streams still registered after a synchronous copy", left)
	}
	var total time.Duration
	for range 100 {
		total += copyOnce()
	}
	t.Logf("first copy (releasing %d streams) %v, then %v per copy", n, first, total/100)
}
