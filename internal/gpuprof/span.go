package gpuprof

import (
	"context"
	"runtime"
	"runtime/trace"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/kernlab/kern/driver"
)

// Kind is what a span times.
type Kind uint8

// The kinds of work.
const (
	Launch Kind = iota // a compiled kernel launch (kernel, ufunc wrapper, reduce stage, chunk)
	HtoD               // a copy from host to device memory
	DtoH               // a copy from device to host memory
	DtoD               // a copy within a device or between devices
	Host               // a call run by a host target (cpu, parallel, sim)
	Sync               // a wait for a stream or device (trace and NVTX only)
	Chunk              // one chunk of a chunked call, on its lane (trace and NVTX only)
)

var kindNames = [...]string{Launch: "launch", HtoD: "HtoD", DtoH: "DtoH", DtoD: "DtoD", Host: "host", Sync: "sync", Chunk: "chunk"}

func (k Kind) String() string { return kindNames[k] }

// listeners counts what wants spans besides a trace recording: an active
// profiler and a loaded NVTX library.
var listeners atomic.Int32

// current is the active profiler, nil when none.
var current atomic.Pointer[Profiler]

// On reports whether a span begun now would be recorded anywhere.
func On() bool { return listeners.Load() != 0 || trace.IsEnabled() }

// maxDepth bounds the Go frames a span records.
const maxDepth = 48

// Span is one piece of work being timed. Its methods are safe on nil.
type Span struct {
	p     *Profiler // nil: trace and NVTX only
	kind  Kind
	name  string
	bytes int64
	dev   driver.Device
	s     driver.Stream
	start driver.Event // nil: timed by the wall clock
	end   driver.Event
	t0    time.Time
	wall  time.Duration
	// ok: the work was queued; a span whose work failed is dropped.
	ok bool

	region *trace.Region
	nvtx   uint64 // the NVTX range's id; 0: none
	pcs    [maxDepth]uintptr
	depth  int
}

// Begin starts timing the work kind (named name; a copy's name may be
// empty) of bytes bytes that is about to be queued on the driver stream
// s of dev; dev nil is work on the host, timed by the wall clock. It
// returns nil when nothing listens. Begin does not inline: the hot paths
// call it only when On, which does.
func Begin(dev driver.Device, s driver.Stream, kind Kind, name string, bytes int64) *Span {
	if listeners.Load() == 0 && !trace.IsEnabled() {
		return nil
	}
	return begin(dev, s, kind, name, bytes)
}

func begin(dev driver.Device, s driver.Stream, kind Kind, name string, bytes int64) *Span {
	sp := &Span{kind: kind, name: name, bytes: bytes, dev: dev, s: s}
	o := adopted(s)
	return sp.begin(o, o.context())
}

// begin starts sp for work issued on behalf of o (nil: the calling
// goroutine's own), in the trace context ctx.
func (sp *Span) begin(o *Origin, ctx context.Context) *Span {
	kind, dev, s := sp.kind, sp.dev, sp.s
	label := sp.Label()
	if trace.IsEnabled() {
		sp.region = trace.StartRegion(ctx, label)
		if sp.bytes > 0 {
			trace.Log(ctx, "kern bytes", strconv.FormatInt(sp.bytes, 10))
		}
	}
	sp.nvtx = nvtxStart(label)
	if p := current.Load(); p != nil && kind != Sync && kind != Chunk && !isCapturing(s) {
		sp.p = p
		if o != nil {
			// A lane's goroutine: the stack is the call's issuer's.
			sp.pcs, sp.depth = o.pcs, o.depth
		} else {
			// Skip runtime.Callers, Span.begin, begin and Begin.
			sp.depth = runtime.Callers(4, sp.pcs[:])
		}
		if dev != nil {
			sp.start, sp.end = p.events(dev)
		}
		if sp.start != nil && sp.start.Record(s) != nil {
			p.putEvents(dev, sp.start, sp.end)
			sp.start, sp.end = nil, nil
		}
	}
	sp.t0 = time.Now()
	return sp
}

// Label is the span's name in a trace and an NVTX range: the kind and
// the kernel's or call's name, and its size.
func (sp *Span) Label() string {
	s := "kern " + sp.kind.String()
	if sp.name != "" {
		s += " " + sp.name
	}
	if sp.bytes > 0 {
		s += " " + formatBytes(sp.bytes)
	}
	return s
}

// leaf is the span's leaf frame in a profile.
func (sp *Span) leaf() string {
	switch sp.kind {
	case Launch:
		return sp.name
	case Host:
		return sp.name + " (host)"
	default:
		return "copy " + sp.kind.String()
	}
}

// End marks the span's work as queued; err is whether queuing it failed
// (a failed span is not sampled). It returns err.
func (sp *Span) End(err error) error {
	if sp == nil {
		return err
	}
	return sp.finish(err)
}

func (sp *Span) finish(err error) error {
	sp.wall = time.Since(sp.t0)
	if sp.end != nil && err == nil && sp.end.Record(sp.s) != nil {
		sp.p.putEvents(sp.dev, sp.start, sp.end)
		sp.start, sp.end = nil, nil
	}
	if sp.nvtx != 0 {
		nvtxEnd(sp.nvtx)
	}
	if sp.region != nil {
		sp.region.End()
	}
	if sp.p != nil {
		sp.ok = err == nil
		sp.p.add(sp)
	}
	if p := current.Load(); p != nil && p.path != "" {
		switch {
		case sp.kind == Host && sp.dev == nil:
			p.flush(nil, false)
		case sp.kind == Sync && sp.name == "stream":
			p.flush(sp.s, false) // the stream has finished its work
		case sp.kind == DtoH && sp.s == nil, sp.kind == Sync && sp.name == "device":
			// The device has finished all earlier work.
			p.flush(nil, true)
		}
	}
	return err
}

func formatBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return strconv.FormatFloat(float64(n)/(1<<30), 'f', 1, 64) + " GiB"
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MiB"
	case n >= 1<<10:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', 1, 64) + " KiB"
	}
	return strconv.FormatInt(n, 10) + " B"
}
