package kern_test

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/emu"
	"github.com/kernlab/kern/internal/chunked"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

// vclock is a driver.Device whose copies and kernels take modelled time
// on a virtual clock. The emulated device underneath does the work at
// once (so results are real), while each operation is also placed on a
// timeline: it starts when its stream has finished its previous operation
// and the host has queued it, in the earliest free slot of its engine — a
// copy engine per direction (or one for both), and one for kernels — and
// lasts bytes × per-byte (copies) or elements × per-element (kernels). A
// stream's Synchronize moves its host thread's time to the stream's end.
// With host > 0 the pipeline's staging copies between Go memory and
// pinned buffers (chunked.Observer) take host time too: each goroutine's
// share runs on the earliest free of cores host cores at bytes × host,
// from the lane's host time, which moves to the last share's end (so the
// copy in that follows waits for its gather). The makespan is the end of
// the last operation.
type vclock struct {
	driver.Device
	h2d, d2h, elem float64 // virtual ns per byte copied in, out, per element computed
	engines        int     // copy engines: 1 (shared) or 2
	host           float64 // virtual ns per byte staged by one core (0: staging is free)
	cores          int     // host cores

	mu      sync.Mutex
	busy    map[string][]span
	total   map[string]float64
	streams []*vstream
	global  float64 // host time of synchronous work
	end     float64

	failHtoD, nHtoD int // fail the failHtoD-th copy in (0: never)
	nHost           int // the most shares of one staging copy
}

type span struct{ start, end float64 }

type vstream struct {
	g         *vclock
	now, tail float64
}

func newVClock(inner driver.Device, h2d, d2h, elem float64, engines int) *vclock {
	return &vclock{Device: inner, h2d: h2d, d2h: d2h, elem: elem, engines: engines,
		busy: map[string][]span{}, total: map[string]float64{}}
}

func (g *vclock) Info() driver.Info {
	i := g.Device.Info()
	i.AsyncEngines = g.engines
	return i
}

func (g *vclock) NewStream() (driver.Stream, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	s := &vstream{g: g, now: g.global, tail: g.global}
	g.streams = append(g.streams, s)
	return s, nil
}

// schedule places an operation of cost on s's timeline (nil: synchronous,
// after everything queued).
func (g *vclock) schedule(s driver.Stream, engine string, cost float64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	vs, _ := s.(*vstream)
	ready := g.global
	if vs != nil {
		ready = max(vs.now, vs.tail)
	} else {
		for _, o := range g.streams {
			ready = max(ready, o.tail)
		}
	}
	end := g.place(engine, ready, cost)
	g.total[engine] += cost
	g.end = max(g.end, end)
	if vs != nil {
		vs.tail = end
	} else {
		g.global = end
	}
}

// place puts an operation of cost in engine's earliest free slot from
// ready and returns its end.
func (g *vclock) place(engine string, ready, cost float64) float64 {
	spans := g.busy[engine]
	t, at := slot(spans, ready, cost)
	g.busy[engine] = append(spans[:at], append([]span{{t, t + cost}}, spans[at:]...)...)
	return t + cost
}

// slot finds the earliest start from ready of an operation of cost among
// an engine's spans, and where it goes among them.
func slot(spans []span, ready, cost float64) (t float64, at int) {
	t, at = ready, len(spans)
	for i, sp := range spans {
		if sp.end <= t {
			continue
		}
		if sp.start >= t+cost {
			at = i
			break
		}
		t = sp.end
	}
	if at == len(spans) {
		at = len(spans)
		for at > 0 && spans[at-1].start > t {
			at--
		}
	}
	return t, at
}

// HostCopy models a staging copy (chunked.Observer): the shares run on
// the host cores from the lane's host time, each on the core where it
// ends first.
func (g *vclock) HostCopy(s driver.Stream, parts []int, gather bool) {
	vs, _ := s.(*vstream)
	if g.host == 0 || vs == nil {
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.nHost = max(g.nHost, len(parts))
	ready, end := max(vs.now, vs.tail), vs.now
	for _, n := range parts {
		cost := float64(n) * g.host
		best, bestEnd := "", 0.0
		for c := range g.cores {
			e := fmt.Sprint("cpu", c)
			if t, _ := slot(g.busy[e], ready, cost); best == "" || t+cost < bestEnd {
				best, bestEnd = e, t+cost
			}
		}
		g.place(best, ready, cost)
		g.total["host"] += cost
		end = max(end, bestEnd)
	}
	vs.now = end
	g.end = max(g.end, end)
}

func (g *vclock) copyEngine(in bool) string {
	if g.engines == 1 {
		return "copy"
	}
	if in {
		return "h2d"
	}
	return "d2h"
}

func (g *vclock) CopyHtoD(dst driver.Ptr, src unsafe.Pointer, n int, s driver.Stream) error {
	g.mu.Lock()
	g.nHtoD++
	fail := g.nHtoD == g.failHtoD
	g.mu.Unlock()
	if fail {
		return fmt.Errorf("vclock: injected failure of copy %d: %w", g.failHtoD, driver.ErrOutOfMemory)
	}
	if err := g.Device.CopyHtoD(dst, src, n, nil); err != nil {
		return err
	}
	g.schedule(s, g.copyEngine(true), float64(n)*g.h2d)
	return nil
}

func (g *vclock) CopyDtoH(dst unsafe.Pointer, src driver.Ptr, n int, s driver.Stream) error {
	if err := g.Device.CopyDtoH(dst, src, n, nil); err != nil {
		return err
	}
	g.schedule(s, g.copyEngine(false), float64(n)*g.d2h)
	return nil
}

func (g *vclock) Synchronize() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, s := range g.streams {
		g.global = max(g.global, s.tail)
	}
	return g.Device.Synchronize()
}

func (g *vclock) LoadModule(image []byte) (driver.Module, error) {
	m, err := g.Device.LoadModule(image)
	if err != nil {
		return nil, err
	}
	return vmodule{m, g}, nil
}

func (s *vstream) Synchronize() error {
	s.g.mu.Lock()
	s.now = max(s.now, s.tail)
	s.g.mu.Unlock()
	return nil
}
func (s *vstream) Query() (bool, error)         { return true, s.Synchronize() }
func (s *vstream) WaitEvent(driver.Event) error { return errors.ErrUnsupported }
func (s *vstream) Destroy() error               { return nil }

type vmodule struct {
	driver.Module
	g *vclock
}

func (m vmodule) Function(name string) (driver.Function, error) {
	f, err := m.Module.Function(name)
	if err != nil {
		return nil, err
	}
	return vfunc{f, m.g}, nil
}

type vfunc struct {
	driver.Function
	g *vclock
}

// Launch runs the kernel now and models it as elements × per-element: the
// first parameter of every ufunc and reduce wrapper is the element count.
func (f vfunc) Launch(c driver.LaunchConfig, params []unsafe.Pointer) error {
	s := c.Stream
	c.Stream = nil
	if err := f.Function.Launch(c, params); err != nil {
		return err
	}
	f.g.schedule(s, "sm", float64(*(*int64)(params[0]))*f.g.elem)
	return nil
}

// The pipeline overlaps copies in, kernels and copies out: its makespan
// is within 25 % of the busiest engine's total plus one chunk's latency,
// with one copy engine each way and with one shared (still well under the
// serial sum); on one stream nothing overlaps. The margin is not tighter
// because the lanes' staging goroutines reach the engines in an order the
// Go scheduler picks: on a loaded machine one copy engine can sit behind a
// late gather for a while (up to 1.15× seen), as it would on hardware.
func TestChunkedSchedule(t *testing.T) {
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	const chunk, chunks = 4096, 16
	n := chunk * chunks
	a, b, c := ufRand[float32](t, 1, 0, n), ufRand[float32](t, 2, 10, n), ufRand[float32](t, 3, 0, n)
	want := ufRef3(t, gputest.Disc[float32], a, b, c)
	// Per chunk: 48 KiB in (49 µs), 4096 elements (33 µs), 16 KiB out (16 µs).
	const h2d, d2h, elem = 1.0, 1.0, 8.0
	latency := float64(chunk) * (12*h2d + elem + 4*d2h)
	for _, tc := range []struct {
		name             string
		engines, streams int
		overlap          bool
	}{
		{"two copy engines, default streams", 2, 0, true},
		{"one copy engine, default streams", 1, 0, true},
		{"two copy engines, six streams", 2, 6, true},
		{"one stream", 2, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newVClock(emu.New(), h2d, d2h, elem, tc.engines)
			dev := kern.NewDevice(g)
			opts := []kern.ChunkOption{kern.ChunkLen(chunk), kern.StreamAbove(0)}
			if tc.streams > 0 {
				opts = append(opts, kern.ChunkStreams(tc.streams))
			}
			got, err := kern.As[float32](disc.Call(kern.Chunked(dev, opts...), a, b, c))
			if err != nil {
				t.Fatal(err)
			}
			sameBits(t, "Disc", got, want)
			g.mu.Lock()
			defer g.mu.Unlock()
			busiest := max(g.total["h2d"], g.total["d2h"], g.total["copy"], g.total["sm"])
			serial := g.total["h2d"] + g.total["d2h"] + g.total["copy"] + g.total["sm"]
			bound := busiest + latency
			t.Logf("makespan %.0f µs; busiest engine %.0f µs, + one chunk %.0f µs; all serial %.0f µs; engines %v",
				g.end/1e3, busiest/1e3, bound/1e3, serial/1e3, g.total)
			if tc.overlap && g.end > 1.25*bound {
				t.Fatalf("makespan %.0f µs > 1.25 × (%.0f µs busiest engine + %.0f µs one chunk)", g.end/1e3, busiest/1e3, latency/1e3)
			}
			if tc.overlap && 1.25*bound >= serial {
				t.Fatalf("the bound %.0f µs does not separate overlap from the serial %.0f µs: the test's sizes are wrong", 1.25*bound/1e3, serial/1e3)
			}
			if !tc.overlap && g.end < serial {
				t.Fatalf("one stream: makespan %.0f µs < %.0f µs of serial work: the model is wrong", g.end/1e3, serial/1e3)
			}
		})
	}
}

// Staging overlaps the copies: with host copies four times slower per
// byte than the bus on one core, a pipeline that gathers and scatters
// each chunk on GOMAXPROCS goroutines (eight here, on eight modelled
// cores) keeps the copy engine in busy — makespan within 25 % of the
// busiest engine plus one chunk's latency — while one goroutine per
// chunk leaves it waiting on the host, twice as long (so the model sees
// the difference).
func TestChunkedStagingOverlap(t *testing.T) {
	if testing.Short() {
		t.Skip("emulates a million-element discriminant twice")
	}
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	const chunk, chunks = 64 << 10, 16
	n := chunk * chunks
	a, b, c := ufRand[float32](t, 1, 0, n), ufRand[float32](t, 2, 10, n), ufRand[float32](t, 3, 0, n)
	want := ufRef3(t, gputest.Disc[float32], a, b, c)
	const h2d, d2h, elem, host, cores = 1.0, 1.0, 8.0, 4.0, 8
	shares := func(bytes, workers int) float64 { return float64(max(1, min(workers, bytes/chunked.MinPart))) }
	for _, workers := range []int{8, 1} {
		t.Run(fmt.Sprint(workers, " goroutines"), func(t *testing.T) {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(workers))
			g := newVClock(emu.New(), h2d, d2h, elem, 2)
			g.host, g.cores = host, cores
			dev := kern.NewDevice(g)
			got, err := kern.As[float32](disc.Call(kern.Chunked(dev, kern.ChunkLen(chunk), kern.StreamAbove(0)), a, b, c))
			if err != nil {
				t.Fatal(err)
			}
			sameBits(t, "Disc", got, want)
			g.mu.Lock()
			defer g.mu.Unlock()
			if want := int(shares(12*chunk, workers)); g.nHost != want {
				t.Fatalf("a gather took %d goroutines, want %d", g.nHost, want)
			}
			busiest := max(g.total["h2d"], g.total["d2h"], g.total["sm"], g.total["host"]/cores)
			latency := float64(chunk) * (12*host/shares(12*chunk, workers) + 12*h2d + elem + 4*d2h + 4*host/shares(4*chunk, workers))
			bound := busiest + latency
			t.Logf("makespan %.0f µs; busiest engine %.0f µs, + one chunk %.0f µs; engines %v", g.end/1e3, busiest/1e3, latency/1e3, g.total)
			// 1.25: lanes place their work in the order their goroutines
			// reach the model, not in virtual-time order, which leaves the
			// copy engine a few idle gaps (up to 12 % of the bound seen).
			if overlap := g.end <= 1.25*bound; overlap != (workers > 1) {
				t.Fatalf("%d goroutines: makespan %.0f µs against 1.25 × (%.0f µs busiest engine + %.0f µs one chunk)", workers, g.end/1e3, busiest/1e3, latency/1e3)
			}
		})
	}
}

// A copy that fails stops the pipeline: one ChunkError; every output
// chunk is either written completely or untouched, and Written counts the
// written ones; the buffers are freed.
func TestChunkedCopyFailure(t *testing.T) {
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	const chunk, chunks = 1000, 12
	n := chunk * chunks
	a, b, c := ufRand[float32](t, 1, 0, n), ufRand[float32](t, 2, 10, n), ufRand[float32](t, 3, 0, n)
	want := ufRef3(t, gputest.Disc[float32], a, b, c).ToSlice()
	for _, streams := range []int{1, 4} {
		t.Run(fmt.Sprint(streams, " streams"), func(t *testing.T) {
			inner := emu.New(emu.WithMemory(smallMem))
			g := newVClock(inner, 1, 1, 1, 2)
			g.failHtoD = 3*5 + 2 // the second input of chunk 5 on one stream
			dev := kern.NewDevice(g)
			out := nd.Must(nd.Full[float32](-1, n))
			err := disc.Into(kern.Chunked(dev, kern.ChunkLen(chunk), kern.ChunkStreams(streams), kern.StreamAbove(0)), out, a, b, c)
			var ce *kern.ChunkError
			if !errors.As(err, &ce) || !errors.Is(err, driver.ErrOutOfMemory) || ce.Chunks != chunks {
				t.Fatalf("err = %v, want a ChunkError wrapping the injected ErrOutOfMemory", err)
			}
			if streams == 1 && (ce.Chunk != 5 || ce.Written != 5 || ce.Lo != 5000 || ce.Hi != 6000) {
				t.Fatalf("one stream: %+v, want chunk 5, [5000, 6000), 5 written", *ce)
			}
			if errors.Is(err, kern.ErrPartialOutput) != (ce.Written > 0) {
				t.Fatalf("ErrPartialOutput %v with %d chunks written", errors.Is(err, kern.ErrPartialOutput), ce.Written)
			}
			got, written := out.ToSlice(), 0
			for k := range chunks {
				same, untouched := true, true
				for i := k * chunk; i < (k+1)*chunk; i++ {
					same = same && got[i] == want[i]
					untouched = untouched && got[i] == -1
				}
				if !same && !untouched {
					t.Fatalf("chunk %d is neither written nor untouched", k)
				}
				if same {
					written++
				}
			}
			if written != ce.Written {
				t.Fatalf("%d chunks written, the error says %d", written, ce.Written)
			}
			if free, _, _ := inner.MemInfo(); free < smallMem*9/10 {
				t.Fatalf("%d bytes free after the failure: buffers leaked", free)
			}
			t.Log(err)
		})
	}
}
