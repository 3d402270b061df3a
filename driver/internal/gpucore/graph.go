package gpucore

import (
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// captureModeRelaxed is CU_STREAM_CAPTURE_MODE_RELAXED and
// hipStreamCaptureModeRelaxed. The other modes tie a capture to the OS
// thread that began it, which a goroutine does not keep; the runtime
// refuses what must not happen during a capture itself.
const captureModeRelaxed = 2

// captureUnsupported is CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED and
// hipErrorStreamCaptureUnsupported: an operation a capture cannot record.
const captureUnsupported = 900

var (
	_ driver.CaptureStream = (*Stream)(nil)
	_ driver.GraphExec     = (*GraphExec)(nil)
)

// BeginCapture starts recording the stream's work into a graph
// (cuStreamBeginCapture, hipStreamBeginCapture). The default stream
// cannot capture.
func (s *Stream) BeginCapture() error {
	d := s.dev
	fn := d.lib.Fn.BeginCapture
	if fn.Addr == 0 {
		return d.missing(fn.Op, fn, "")
	}
	if s == d.null { // the null stream, or the device's own default stream (ROC)
		return &driver.Error{Kind: d.api.Kind, Op: fn.Op, Name: "default stream",
			Text: "the default stream cannot capture: capture on a stream of NewStream", Sentinel: driver.ErrNotCapturable}
	}
	if err := d.do(fn, s.h, captureModeRelaxed); err != nil {
		return err
	}
	s.capturing.Store(true)
	return nil
}

// EndCapture stops recording and returns the graph (cuStreamEndCapture,
// hipStreamEndCapture); a capture an unrecordable call invalidated fails
// with that library's code, and the stream is out of capture mode either
// way.
func (s *Stream) EndCapture() (driver.Graph, error) {
	d := s.dev
	fn := d.lib.Fn.EndCapture
	if fn.Addr == 0 {
		return nil, d.missing(fn.Op, fn, "")
	}
	g := &Graph{dev: d}
	s.capturing.Store(false)
	if err := d.do(fn, s.h, uintptr(unsafe.Pointer(&g.h))); err != nil {
		return nil, err
	}
	return g, nil
}

// Graph is a captured CUgraph or hipGraph_t.
type Graph struct {
	dev *Device
	h   uintptr
}

// Instantiate makes an executable graph (cuGraphInstantiateWithFlags,
// hipGraphInstantiateWithFlags, no flags).
func (g *Graph) Instantiate() (driver.GraphExec, error) {
	d := g.dev
	fn := d.lib.Fn.GraphInstantiate
	if fn.Addr == 0 {
		return nil, d.missing(fn.Op, fn, "")
	}
	e := &GraphExec{dev: d}
	if err := d.do(fn, uintptr(unsafe.Pointer(&e.h)), g.h, 0); err != nil {
		return nil, err
	}
	return e, nil
}

// Destroy releases the graph (an exec made from it stays valid).
func (g *Graph) Destroy() error {
	if g.h == 0 {
		return nil
	}
	h := g.h
	g.h = 0
	return g.dev.do(g.dev.lib.Fn.GraphDestroy, h)
}

// GraphExec is an executable graph: a CUgraphExec or hipGraphExec_t.
type GraphExec struct {
	dev *Device
	h   uintptr
}

// Launch queues the whole graph on s with one call (cuGraphLaunch,
// hipGraphLaunch).
func (e *GraphExec) Launch(s driver.Stream) error {
	d := e.dev
	fn := d.lib.Fn.GraphLaunch
	h, _, err := StreamOf(d, fn.Op, s)
	if err != nil {
		return err
	}
	if s == nil {
		// A replay is always queued: nil is the default stream, which on
		// ROC is the device's own stream, not the null stream of whatever
		// device the thread has current.
		h = d.null.h
	}
	return d.do(fn, e.h, h)
}

// Update gives the exec g's node parameters (cuGraphExecUpdate,
// hipGraphExecUpdate); a g of another topology fails with the library's
// update-failure code and leaves the exec as it was.
func (e *GraphExec) Update(g driver.Graph) error {
	d := e.dev
	fn := d.lib.Fn.GraphExecUpdate
	gg, ok := g.(*Graph)
	if !ok || gg == nil || gg.dev != d {
		return d.api.ArgError(fn.Op, "graph %T is not a graph of this %s device", g, d.api.Name)
	}
	if fn.Addr == 0 {
		return d.missing(fn.Op, fn, "")
	}
	var node uintptr
	var result int32
	return d.do(fn, e.h, gg.h, uintptr(unsafe.Pointer(&node)), uintptr(unsafe.Pointer(&result)))
}

// Destroy releases the exec; launches already queued still run.
func (e *GraphExec) Destroy() error {
	if e.h == 0 {
		return nil
	}
	h := e.h
	e.h = 0
	return e.dev.do(e.dev.lib.Fn.GraphExecDestroy, h)
}
