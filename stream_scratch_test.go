package kern_test

import (
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// A reduction into a device array on a stream returns at once, so its
// partials are the stream's own: a program that makes a stream per request
// and reduces on each must get that memory back when it closes or drops the
// stream, and a graph captured on a stream must still launch, with its
// partials, after the stream is gone.
func TestStreamScratchFreed(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]))
	const n = 5000
	hx := nd.Must(nd.Random[int64](3, n))
	var want int64
	for i := range n {
		want += hx.At(i)
	}
	for _, p := range graphDevices() {
		if p.name == "host" {
			continue // Go code on the host: no device partials
		}
		t.Run(p.name, func(t *testing.T) {
			dev := p.dev
			dx := must[*kern.DeviceArray[int64]](t)(kern.ToDevice(dev, hx))
			out := must[*kern.DeviceArray[int64]](t)(zeros(dev, 1))
			check := func(what string) {
				t.Helper()
				h := must[nd.Array[int64]](t)(out.CopyToHost())
				if h.At(0) != want {
					t.Fatalf("%s: the sum is %d, want %d", what, h.At(0), want)
				}
				if err := out.CopyToDevice(nd.Must(nd.Zeros[int64](1))); err != nil {
					t.Fatal(err)
				}
			}
			// The device-wide partials (a reduction that waits) are the
			// device's for good: make them before the baseline.
			if _, err := sum.Call(dev, dx, kern.Out(out)); err != nil {
				t.Fatal(err)
			}
			check("on the device")
			base := freeAfterGC(t, dev)
			free := func() int64 { return freeReaching(t, dev, base) }
			for i := range 40 {
				s := must[*kern.Stream](t)(dev.NewStream())
				if _, err := sum.Call(s, dx, kern.Out(out)); err != nil {
					t.Fatal(err)
				}
				if i%2 == 0 {
					if err := s.Close(); err != nil {
						t.Fatal(err)
					}
				} else if err := s.Synchronize(); err != nil { // dropped without Close
					t.Fatal(err)
				}
				check("on a new stream")
			}
			if f := free(); f != base {
				t.Fatalf("after 40 streams that reduced, %d bytes of device memory are free, %d before: the streams' partials were kept", f, base)
			}

			// A graph holds the partials its reduction was captured with.
			s1 := must[*kern.Stream](t)(dev.NewStream())
			if _, err := sum.Call(s1, dx, kern.Out(out)); err != nil { // the partials, before the capture
				t.Fatal(err)
			}
			if err := s1.Synchronize(); err != nil {
				t.Fatal(err)
			}
			check("before the capture")
			g := must[*kern.Graph](t)(s1.Capture(func() error {
				_, err := sum.Call(s1, dx, kern.Out(out))
				return err
			}))
			if err := s1.Close(); err != nil {
				t.Fatal(err)
			}
			runtime.GC()
			s2 := must[*kern.Stream](t)(dev.NewStream())
			for range 3 {
				if err := g.Launch(s2); err != nil {
					t.Fatal(err)
				}
				if err := s2.Synchronize(); err != nil {
					t.Fatal(err)
				}
				check("the graph, its stream closed")
			}
			if err := s2.Close(); err != nil {
				t.Fatal(err)
			}
			if err := g.Close(); err != nil {
				t.Fatal(err)
			}
			if f := free(); f != base {
				t.Fatalf("after the graph's close, %d bytes of device memory are free, %d before", f, base)
			}
			runtime.KeepAlive(dx)
			runtime.KeepAlive(out)
		})
	}
}

// Goroutines reducing on one stream at once share its partials: each
// must queue both stages of its reduction before another queues its
// first, or one's stage 2 folds the other's partial sums.
func TestStreamScratchConcurrent(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]))
	const n = 100000
	for _, p := range graphDevices() {
		if p.name == "host" {
			continue
		}
		t.Run(p.name, func(t *testing.T) {
			dev := p.dev
			s := must[*kern.Stream](t)(dev.NewStream())
			defer s.Close()
			var wg sync.WaitGroup
			errc := make(chan string, 100)
			for g := range 3 {
				hx := nd.Must(nd.Full[int64](int64(g+1), n))
				dx := must[*kern.DeviceArray[int64]](t)(kern.ToDevice(dev, hx))
				want := int64(g+1) * n
				outs := make([]*kern.DeviceArray[int64], 8)
				for i := range outs {
					outs[i] = must[*kern.DeviceArray[int64]](t)(zeros(dev, 1))
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					for range 6 {
						// Several queued before a synchronize, so that the
						// goroutines' calls meet on the stream.
						for _, out := range outs {
							if _, err := sum.Call(s, dx, kern.Out(out)); err != nil {
								errc <- err.Error()
								return
							}
						}
						if err := s.Synchronize(); err != nil {
							errc <- err.Error()
							return
						}
						for i, out := range outs {
							h, err := out.CopyToHost()
							if err != nil {
								errc <- err.Error()
								return
							}
							if h.At(0) != want {
								errc <- fmt.Sprintf("goroutine %d, reduction %d: the sum is %d, want %d", g, i, h.At(0), want)
								return
							}
						}
					}
				}()
			}
			wg.Wait()
			close(errc)
			for e := range errc {
				t.Error(e)
			}
		})
	}
}

// freeAfterGC is dev's free memory once the collector has found what the
// test dropped and the device has freed it.
func freeAfterGC(t *testing.T, dev *kern.Device) int64 {
	t.Helper()
	runtime.GC()
	if err := dev.ReleaseFreed(); err != nil {
		t.Fatal(err)
	}
	f, _, err := dev.MemInfo()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// freeReaching is freeAfterGC once it is want, or after 10 s: cleanups run
// on a goroutine of their own after the collection that finds them, which
// a loaded machine may not schedule before one ReleaseFreed.
func freeReaching(t *testing.T, dev *kern.Device, want int64) int64 {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		f := freeAfterGC(t, dev)
		if f == want || time.Now().After(deadline) {
			return f
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// A graph captured with a stream's partials and dropped without Close,
// its stream closed too, gives the partials back once collected.
func TestStreamScratchGraphDropped(t *testing.T) {
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[int64]))
	hx := nd.Must(nd.Full[int64](2, 3000))
	for _, p := range graphDevices() {
		if p.name == "host" {
			continue
		}
		t.Run(p.name, func(t *testing.T) {
			dev := p.dev
			dx := must[*kern.DeviceArray[int64]](t)(kern.ToDevice(dev, hx))
			out := must[*kern.DeviceArray[int64]](t)(zeros(dev, 1))
			if _, err := sum.Call(dev, dx, kern.Out(out)); err != nil {
				t.Fatal(err)
			}
			base := freeAfterGC(t, dev)
			func() {
				s := must[*kern.Stream](t)(dev.NewStream())
				if _, err := sum.Call(s, dx, kern.Out(out)); err != nil {
					t.Fatal(err)
				}
				if err := s.Synchronize(); err != nil {
					t.Fatal(err)
				}
				g := must[*kern.Graph](t)(s.Capture(func() error {
					_, err := sum.Call(s, dx, kern.Out(out))
					return err
				}))
				if err := g.Launch(s); err != nil {
					t.Fatal(err)
				}
				if err := s.Close(); err != nil {
					t.Fatal(err)
				}
			}()
			if f := freeReaching(t, dev, base); f != base {
				t.Fatalf("a dropped graph and its closed stream: %d bytes free, %d before", f, base)
			}
			if h := must[nd.Array[int64]](t)(out.CopyToHost()); h.At(0) != 6000 {
				t.Fatalf("the sum is %d, want 6000", h.At(0))
			}
			runtime.KeepAlive(dx)
		})
	}
}
