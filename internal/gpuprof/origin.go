package gpuprof

import (
	"context"
	"runtime"
	"runtime/trace"
	"strconv"
	"sync"

	"github.com/kernlab/kern/driver"
)

// Origin is the goroutine that issued work other goroutines queue: a
// chunked call, whose lanes' goroutines queue the chunks on their own
// streams. Spans on those streams take the issuer's Go stack (the
// profile attributes the chunks to the line that made the call) and run
// under a trace task that the issuer began, so go tool trace groups the
// lanes' regions with the call.
type Origin struct {
	ctx     context.Context
	task    *trace.Task
	pcs     [maxDepth]uintptr
	depth   int
	streams []driver.Stream
}

// origins maps a lane's stream to its call's Origin while the call runs.
var origins sync.Map

// Adopt starts an Origin for a call whose work goes to streams, named
// name in a trace (nil when nothing listens). Release ends it.
func Adopt(name string, streams ...driver.Stream) *Origin {
	if !On() {
		return nil
	}
	o := &Origin{streams: streams}
	o.ctx, o.task = trace.NewTask(context.Background(), "kern "+name)
	// Skip runtime.Callers and Adopt.
	o.depth = runtime.Callers(2, o.pcs[:])
	for _, s := range streams {
		if s != nil {
			origins.Store(s, o)
		}
	}
	return o
}

// Chunk starts the span of chunk c of n on a lane's goroutine (nil when
// o is nil).
func (o *Origin) Chunk(c, n int) *Span {
	if o == nil {
		return nil
	}
	sp := &Span{kind: Chunk, name: strconv.Itoa(c+1) + "/" + strconv.Itoa(n)}
	return sp.begin(o, o.ctx)
}

// Release ends the Origin's task and forgets its streams.
func (o *Origin) Release() {
	if o == nil {
		return
	}
	for _, s := range o.streams {
		if s != nil {
			origins.CompareAndDelete(s, o)
		}
	}
	o.task.End()
}

// adopted is the Origin whose call owns stream s, or nil.
func adopted(s driver.Stream) *Origin {
	if s == nil {
		return nil
	}
	if o, ok := origins.Load(s); ok {
		return o.(*Origin)
	}
	return nil
}

// context is the trace context of spans issued for o.
func (o *Origin) context() context.Context {
	if o == nil {
		return context.Background()
	}
	return o.ctx
}

// capturing holds the driver streams that record into a graph: work
// queued there is recorded, not run, and an event record would fail the
// capture, so its spans are traced but not timed (the graph's launches
// are).
var capturing sync.Map

// Capture marks s as capturing (on) or not.
func Capture(s driver.Stream, on bool) {
	if on {
		capturing.Store(s, true)
	} else {
		capturing.Delete(s)
	}
}

func isCapturing(s driver.Stream) bool {
	if s == nil {
		return false
	}
	_, ok := capturing.Load(s)
	return ok
}
