package emu

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/kernlab/kern/abi"
	"github.com/kernlab/kern/driver"
)

// Stream capture on the emulated devices: a capturing stream records each
// operation's work (the closure enqueue would have run, which holds the
// operation's parameters as they were when it was queued) and a graph
// launch runs the recorded closures in order as one operation of the
// stream it is launched on.

var _ driver.CaptureStream = (*Stream)(nil)

// opKey is an operation's shape (the kernel and launch shape, a copy's
// size), which a graph update must keep.
type opKey struct {
	op, kernel  string
	n           int // bytes of a copy or memset
	grid, block driver.Dim3
	shared      int
	exec        *GraphExec // a graph launched into a capture
}

// String describes the operation in words rather than by its CUDA call,
// since the emulated ROC device records the same keys, and names a
// kernel by its Go name.
func (k opKey) String() string {
	switch {
	case k.kernel != "":
		return fmt.Sprintf("launch of %s, grid %v, block %v, %d shared bytes", abi.Demangle(k.kernel), k.grid, k.block, k.shared)
	case k.exec != nil:
		return "launch of another graph"
	}
	what := map[string]string{"cuMemsetD8": "memset", "cuMemcpyHtoD": "host-to-device copy",
		"cuMemcpyDtoH": "device-to-host copy", "cuMemcpyDtoD": "device-to-device copy"}[k.op]
	if what == "" {
		return k.op
	}
	return fmt.Sprintf("%s of %d bytes", what, k.n)
}

// recOp is one recorded operation.
type recOp struct {
	key opKey
	run func() error
}

// recording is a capture in progress.
type recording struct {
	dev     *Device
	mu      sync.Mutex
	ops     []recOp
	invalid string // what invalidated the capture ("" while valid)
}

func (r *recording) add(key opKey, fn func() error) {
	r.mu.Lock()
	r.ops = append(r.ops, recOp{key, fn})
	r.mu.Unlock()
}

// refuse fails an operation the capture cannot record, as CUDA does,
// and invalidates the capture.
func (r *recording) refuse(op, what string) error {
	r.mu.Lock()
	if r.invalid == "" {
		r.invalid = what
	}
	r.mu.Unlock()
	return newError(op, codeCaptureUnsupported, what+" is not permitted while the stream captures")
}

// capturing is the capture of s, a stream of d (nil: none, or not a
// stream of d).
func (d *Device) capturing(s driver.Stream) *recording {
	if es, ok := s.(*Stream); ok && es.dev == d {
		return es.t.recording()
	}
	return nil
}

func (t *tail) recording() *recording {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.rec
}

// BeginCapture starts recording the stream's work (cuStreamBeginCapture).
// The legacy default stream cannot capture.
func (s *Stream) BeginCapture() (err error) {
	defer s.dev.flavor(&err)
	const op = "cuStreamBeginCapture"
	if s.destroyed.Load() {
		return newError(op, codeInvalidHandle, "the stream was destroyed")
	}
	if s.isDefault {
		return newError(op, codeCaptureUnsupported, "the default stream cannot capture")
	}
	if err := s.dev.sticky(); err != nil {
		return err
	}
	s.t.mu.Lock()
	defer s.t.mu.Unlock()
	if s.t.rec != nil {
		return newError(op, codeInvalidValue, "the stream is already capturing")
	}
	s.t.rec = &recording{dev: s.dev}
	return nil
}

// EndCapture stops recording and returns the recorded graph; a capture
// that an unrecordable operation invalidated fails, and records nothing.
func (s *Stream) EndCapture() (_ driver.Graph, err error) {
	defer s.dev.flavor(&err)
	const op = "cuStreamEndCapture"
	s.t.mu.Lock()
	rec := s.t.rec
	s.t.rec = nil
	s.t.mu.Unlock()
	if rec == nil {
		return nil, newError(op, codeInvalidValue, "the stream is not capturing")
	}
	if rec.invalid != "" {
		return nil, newError(op, codeCaptureInvalidated, "the capture was invalidated by "+rec.invalid)
	}
	return &Graph{dev: s.dev, ops: rec.ops}, nil
}

// Graph is recorded stream work.
type Graph struct {
	dev *Device
	ops []recOp
}

// Instantiate returns a launchable copy of the graph.
func (g *Graph) Instantiate() (driver.GraphExec, error) {
	return &GraphExec{dev: g.dev, ops: append([]recOp(nil), g.ops...)}, nil
}

// Destroy releases the graph.
func (g *Graph) Destroy() error { g.ops = nil; return nil }

// GraphExec is a launchable graph. Launches of one exec run one at a
// time, as CUDA orders them.
type GraphExec struct {
	dev       *Device
	mu        sync.Mutex // held while a launch runs, and by Update
	ops       []recOp
	destroyed atomic.Bool
}

// Launch queues the recorded work on s as one operation (cuGraphLaunch).
func (e *GraphExec) Launch(s driver.Stream) (err error) {
	defer e.dev.flavor(&err)
	const op = "cuGraphLaunch"
	if e.destroyed.Load() {
		return newError(op, codeInvalidHandle, "the graph exec was destroyed")
	}
	if err := e.dev.sticky(); err != nil {
		return err
	}
	e.mu.Lock()
	ops := e.ops
	e.mu.Unlock()
	f := false
	return e.dev.enqueueKeyed(s, op, opKey{op: op, exec: e}, func() error {
		e.mu.Lock()
		defer e.mu.Unlock()
		for _, o := range ops {
			if err := o.run(); err != nil {
				return err
			}
		}
		return nil
	}, &f)
}

// Update takes g's parameters; g must have recorded operations of the
// same shapes in the same order (cuGraphExecUpdate).
func (e *GraphExec) Update(g driver.Graph) (err error) {
	defer e.dev.flavor(&err)
	const op = "cuGraphExecUpdate"
	eg, ok := g.(*Graph)
	if !ok || eg.dev != e.dev {
		return newError(op, codeInvalidHandle, fmt.Sprintf("graph %T is not a graph of this emulated device", g))
	}
	if e.destroyed.Load() {
		return newError(op, codeInvalidHandle, "the graph exec was destroyed")
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(eg.ops) != len(e.ops) {
		return newError(op, codeGraphUpdate, fmt.Sprintf("the new capture recorded %d operations, the graph being updated has %d", len(eg.ops), len(e.ops)))
	}
	for i, o := range eg.ops {
		if o.key != e.ops[i].key {
			return newError(op, codeGraphUpdate, fmt.Sprintf("operation %d of the new capture is a %v, the graph's a %v", i+1, o.key, e.ops[i].key))
		}
	}
	e.ops = append([]recOp(nil), eg.ops...)
	return nil
}

// Destroy releases the exec; launches already queued still run.
func (e *GraphExec) Destroy() error { e.destroyed.Store(true); return nil }
