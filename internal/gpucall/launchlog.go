package gpucall

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
)

// A kernel fault on an asynchronous launch surfaces later — at the next
// synchronize, copy or launch — when the launch's arguments are gone. So
// each kernel launch leaves a record of its array arguments' device spans
// in its device's LaunchLog, and a fault that reports its address (an
// emulated device's memory faults) is explained by the records of its
// kernel: which argument the access missed, on which side and by how much.
// The log is a ring of the latest launches: recording reuses a slot and
// its span slice, so the steady-state launch path allocates nothing, and
// a launch older than the ring (far behind on a long queue) is forgotten.

const (
	// launchLogSize is how many launches a device remembers.
	launchLogSize = 64
	// slotSpans is the array arguments a record holds before its span
	// slice grows.
	slotSpans = 8
)

// LaunchLog is a device's record of its latest kernel launches. The zero
// value is ready.
type LaunchLog struct {
	mu   sync.Mutex
	next int
	ring [launchLogSize]launchRecord
}

type launchRecord struct {
	symbol string // the entry point, as the device's fault names it
	name   string // its Go name, for messages
	params []Param
	spans  []argSpan
}

// argSpan is an array argument's device memory: element 0 at ptr, the
// bytes [lo, hi) around it, n elements (contiguous: n = (hi-lo)/es).
type argSpan struct {
	arg    int
	ptr    driver.Ptr
	lo, hi int
	n      int
	dense  bool
}

// Record notes a launch of f with params and args (arrays at their
// device addresses); a nil log records nothing.
func (g *LaunchLog) Record(f *dispatch.Func, params []Param, args []KArg) {
	if g == nil {
		return // the device's faults carry no address to explain
	}
	g.mu.Lock()
	if g.ring[0].spans == nil {
		// Every record's spans from one allocation, on the first launch.
		slab := make([]argSpan, launchLogSize*slotSpans)
		for i := range g.ring {
			g.ring[i].spans = slab[i*slotSpans : i*slotSpans : (i+1)*slotSpans]
		}
	}
	r := &g.ring[g.next]
	g.next = (g.next + 1) % launchLogSize
	r.symbol, r.name, r.params, r.spans = f.Symbol, f.Name, params, r.spans[:0]
	for i := range args {
		a, p := &args[i], &params[i]
		if p.Kind == ParamScalar || a.Ptr == 0 || a.Lo > a.Hi {
			continue
		}
		n := 1
		for k := range a.Rank {
			n *= a.Shape[k]
		}
		r.spans = append(r.spans, argSpan{arg: i, ptr: a.Ptr, lo: a.Lo * p.ESize, hi: (a.Hi + 1) * p.ESize, n: n, dense: a.Hi-a.Lo+1 == n})
	}
	g.mu.Unlock()
}

// FaultNote is a kernel fault explained by the launch's arguments: Err's
// text followed by Note's.
type FaultNote struct {
	Err  error
	Note string
}

func (e *FaultNote) Error() string { return e.Err.Error() + "; " + e.Note }
func (e *FaultNote) Unwrap() error { return e.Err }

// Explain returns err with the arguments of the faulting launch named
// (a *FaultNote), when err is a kernel fault at a known address of a
// kernel the log remembers; else err (always, for a nil log).
func (g *LaunchLog) Explain(err error) error {
	te, ok := errors.AsType[*driver.KernelTrapError](err)
	if g == nil || !ok || te.Addr == 0 || te.Bytes <= 0 {
		return err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	// Of the remembered launches of the kernel, the one with an argument
	// nearest the address (launches with the same arguments say the same).
	var best *launchRecord
	var bestNear nearest
	for i := range g.ring {
		r := &g.ring[i]
		if r.symbol == "" || r.symbol != te.Kernel {
			continue
		}
		if n := r.nearest(te.Addr, te.Bytes); best == nil || n.gap() < bestNear.gap() {
			best, bestNear = r, n
		}
	}
	if best == nil {
		return err
	}
	return &FaultNote{Err: err, Note: best.describe(bestNear, te.Addr, te.Bytes)}
}

// nearest is, for an access, the argument spans below it, above it and
// around it that are nearest (indexes into spans, -1: none), and the gaps.
type nearest struct {
	below, above, inside int
	gapBelow, gapAbove   uint64
}

func (n nearest) gap() uint64 {
	if n.inside >= 0 {
		return 0
	}
	g := uint64(1<<64 - 1)
	if n.below >= 0 {
		g = n.gapBelow
	}
	if n.above >= 0 {
		g = min(g, n.gapAbove)
	}
	return g
}

func (r *launchRecord) nearest(addr driver.Ptr, bytes int) nearest {
	n := nearest{below: -1, above: -1, inside: -1}
	a, b := uint64(addr), uint64(addr)+uint64(bytes)
	for i, s := range r.spans {
		lo, hi := uint64(int64(s.ptr)+int64(s.lo)), uint64(int64(s.ptr)+int64(s.hi))
		switch {
		case a >= hi:
			if g := a - hi; n.below < 0 || g < n.gapBelow {
				n.below, n.gapBelow = i, g
			}
		case b <= lo:
			if g := lo - b; n.above < 0 || g < n.gapAbove {
				n.above, n.gapAbove = i, g
			}
		default:
			n.inside = i
		}
	}
	return n
}

// describe says where the access lies against the arguments near it: an
// argument on a side is near when the gap is at most a MiB or its own
// size, so that a neighbour at the other end of the address space is not
// named.
func (r *launchRecord) describe(n nearest, addr driver.Ptr, bytes int) string {
	near := func(s argSpan, gap uint64) bool { return gap <= max(1<<20, uint64(s.hi-s.lo)) }
	var parts []string
	if n.inside >= 0 {
		s := r.spans[n.inside]
		parts = append(parts, "inside "+r.argName(s)+r.elementOf(s, addr))
	}
	if n.below >= 0 && near(r.spans[n.below], n.gapBelow) {
		s := r.spans[n.below]
		past := uint64(addr) + uint64(bytes) - uint64(int64(s.ptr)+int64(s.hi))
		parts = append(parts, fmt.Sprintf("%d bytes past the end of %s%s", past, r.argName(s), r.elementOf(s, addr)))
	}
	if n.above >= 0 && near(r.spans[n.above], n.gapAbove) {
		s := r.spans[n.above]
		before := uint64(int64(s.ptr)+int64(s.lo)) - uint64(addr)
		parts = append(parts, fmt.Sprintf("%d bytes before the start of %s%s", before, r.argName(s), r.elementOf(s, addr)))
	}
	if len(parts) == 0 {
		return fmt.Sprintf("the access at %#x is not within a MiB of any array argument of this launch of kernel %s", uint64(addr), r.name)
	}
	return fmt.Sprintf("in this launch of kernel %s the access is %s", r.name, strings.Join(parts, " and "))
}

// argName is "argument 2 (y) (400 bytes at 0x…)".
func (r *launchRecord) argName(s argSpan) string {
	return fmt.Sprintf("%s (%d bytes at %#x)", r.params[s.arg].Label, s.hi-s.lo, uint64(int64(s.ptr)+int64(s.lo)))
}

// elementOf names the element index the access is at, for a contiguous
// argument whose elements it lines up with: ", at its element 100 of 100".
func (r *launchRecord) elementOf(s argSpan, addr driver.Ptr) string {
	es := int64(r.params[s.arg].ESize)
	d := int64(addr) - int64(s.ptr)
	if !s.dense || s.lo != 0 || es <= 0 || d%es != 0 {
		return ""
	}
	return fmt.Sprintf(", at its element %d of %d", d/es, s.n)
}
