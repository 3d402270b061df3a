package host

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/simt"
)

// Stream capture on the host device: a capturing stream records each
// operation's closure (which holds its parameters as they were when it
// was queued) instead of queueing it, and a graph launch queues one
// operation that runs the recorded closures in order.

var _ driver.CaptureStream = (*Stream)(nil)

// opKey is an operation's shape: what a graph update must keep.
type opKey struct {
	op          string
	n           int // bytes of a copy or memset
	grid, block simt.Dim3
	shared      int
	work        string     // a host call's operand shapes
	exec        *GraphExec // a graph launched into a capture
}

func launchKey(op string, cfg simt.Config) opKey {
	return opKey{op: op, grid: cfg.Grid, block: cfg.Block, shared: cfg.DynShared, work: cfg.Work}
}

func (k opKey) String() string {
	if k.exec != nil {
		return k.op + " of another graph"
	}
	if k.n > 0 || k.grid == (simt.Dim3{}) {
		return fmt.Sprintf("%s of %d bytes", k.op, k.n)
	}
	if k.work != "" {
		return fmt.Sprintf("%s over %s", k.op, k.work)
	}
	return fmt.Sprintf("%s of grid %v, block %v, %d shared bytes", k.op, k.grid, k.block, k.shared)
}

type recOp struct {
	key opKey
	run func() error
}

// recording is a capture in progress; its stream's mu guards it.
type recording struct {
	ops     []recOp
	invalid string // what invalidated the capture ("" while valid)
}

// refuse fails an operation a capture cannot record and invalidates the
// capture.
func (r *recording) refuse(op, what string) error {
	if r.invalid == "" {
		r.invalid = what
	}
	return fmt.Errorf("host device: %s: %s is not permitted while the stream captures: %w", op, what, driver.ErrNotCapturable)
}

// BeginCapture starts recording the stream's work. The default stream
// cannot capture.
func (s *Stream) BeginCapture() error {
	if s.isDefault {
		return fmt.Errorf("host device: the default stream cannot capture: %w", driver.ErrNotCapturable)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.destroyed:
		return fmt.Errorf("host device: BeginCapture on a destroyed stream: %w", driver.ErrInvalidValue)
	case s.rec != nil:
		return fmt.Errorf("host device: the stream is already capturing: %w", driver.ErrInvalidValue)
	}
	s.rec = &recording{}
	return nil
}

// EndCapture stops recording and returns the recorded graph; a capture an
// unrecordable operation invalidated fails.
func (s *Stream) EndCapture() (driver.Graph, error) {
	s.mu.Lock()
	rec := s.rec
	s.rec = nil
	s.mu.Unlock()
	if rec == nil {
		return nil, fmt.Errorf("host device: EndCapture: the stream is not capturing: %w", driver.ErrInvalidValue)
	}
	if rec.invalid != "" {
		return nil, fmt.Errorf("host device: EndCapture: the capture was invalidated by %s: %w", rec.invalid, driver.ErrNotCapturable)
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

// GraphExec is a launchable graph; its launches run one at a time.
type GraphExec struct {
	dev       *Device
	mu        sync.Mutex // held while a launch runs, and by Update
	ops       []recOp
	destroyed atomic.Bool
}

// Launch queues the recorded work on s (nil: the default stream) as one
// operation.
func (e *GraphExec) Launch(s driver.Stream) error {
	if e.destroyed.Load() {
		return fmt.Errorf("host device: launch of a destroyed graph: %w", driver.ErrInvalidValue)
	}
	e.mu.Lock()
	ops := e.ops
	e.mu.Unlock()
	if s == nil {
		s = e.dev.def
	}
	st, err := e.dev.stream(s)
	if err != nil {
		return err
	}
	return st.enqueueKeyed(opKey{op: "graph launch", exec: e}, func() error {
		e.mu.Lock()
		defer e.mu.Unlock()
		for _, o := range ops {
			if err := runOp(o.run); err != nil {
				return err
			}
		}
		return nil
	})
}

// Update takes g's work, which must have the same operations in the same
// order and shapes.
func (e *GraphExec) Update(g driver.Graph) error {
	hg, ok := g.(*Graph)
	if !ok || hg.dev != e.dev {
		return fmt.Errorf("host device: graph %T is not a graph of this device: %w", g, driver.ErrInvalidValue)
	}
	if e.destroyed.Load() {
		return fmt.Errorf("host device: update of a destroyed graph: %w", driver.ErrInvalidValue)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(hg.ops) != len(e.ops) {
		return fmt.Errorf("host device: graph update: the new capture recorded %d operations, the graph being updated has %d: %w", len(hg.ops), len(e.ops), driver.ErrInvalidValue)
	}
	for i, o := range hg.ops {
		if o.key != e.ops[i].key {
			return fmt.Errorf("host device: graph update: operation %d of the new capture is a %v, the graph's a %v: %w", i+1, o.key, e.ops[i].key, driver.ErrInvalidValue)
		}
	}
	e.ops = append([]recOp(nil), hg.ops...)
	return nil
}

// Destroy releases the exec; launches already queued still run.
func (e *GraphExec) Destroy() error { e.destroyed.Store(true); return nil }
