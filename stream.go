package kern

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"context"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
	"github.com/kernlab/kern/internal/errs"
	"github.com/kernlab/kern/internal/gpucall"
	"github.com/kernlab/kern/internal/gpuprof"
)

// Stream is an in-order queue of device work: cuda.stream(), roc.stream().
// Copies and launches given a stream return at once; Synchronize waits for
// them and reports their failures.
//
// Until it is synchronized, a stream keeps alive the device arrays and host
// buffers that its queued work uses, so dropping them early (Numba's seed
// keeps a device_ptrs list for this) cannot free memory under the work.
//
// A stream that becomes unreachable without Close is released for you: a
// cleanup hands it to its device, which destroys it once its queued work
// has finished (checked at the next allocation, MemInfo, Synchronize or
// ReleaseFreed) and until then keeps what that work needs alive. Its
// failures can then only surface at Device.Synchronize. Close releases it
// at once.
type Stream struct {
	*streamState
	isDefault bool
	closed    atomic.Bool
	cleanup   runtime.Cleanup
}

// streamState is the part of a stream that outlives a dropped handle
// until its work is done: the device registry and the allocations that
// wait for its work refer to it, never to the handle, so that the handle
// can become unreachable.
type streamState struct {
	dev *Device
	s   driver.Stream

	mu   sync.Mutex
	kept []any // values the queued work needs, oldest first
	base int   // how many values were dropped from kept so far
	// capt is the capture in progress (Capture), which takes what the
	// stream's work would keep: the graph holds it, and each launch keeps
	// it on the launching stream.
	capt *capture

	// scratch is device memory the stream's own work keeps between calls
	// (a reduction's partials), by its user's key. The stream holds one
	// reference to each, given back when it is closed or released; a
	// graph captured on it holds its own (scratchHold).
	scratchMu   sync.Mutex
	scratch     map[any]*streamScratch
	scratchGone bool // set once the stream is closed or released
}

// NewStream returns a new stream of the device.
func (d *Device) NewStream() (*Stream, error) {
	if d == nil || d.drv == nil {
		return nil, errNoDevice("NewStream")
	}
	ds, err := d.drv.NewStream()
	if err != nil {
		return nil, fmt.Errorf("kern: NewStream on %v: %w", d, err)
	}
	st := &streamState{dev: d, s: ds}
	s := &Stream{streamState: st}
	s.cleanup = runtime.AddCleanup(s, d.frees.pushStream, st)
	d.mu.Lock()
	d.streams[st] = struct{}{}
	d.streamPeak = max(d.streamPeak, len(d.streams))
	d.mu.Unlock()
	return s, nil
}

// forgetStream removes a closed or released stream; d.mu is held. The map
// is rebuilt once it has shrunk to a quarter of its peak, since a Go map
// keeps its peak size and Device.Synchronize iterates it.
func (d *Device) forgetStream(st *streamState) {
	delete(d.streams, st)
	if d.streamPeak > 64 && 4*len(d.streams) < d.streamPeak {
		m := make(map[*streamState]struct{}, len(d.streams))
		for k := range d.streams {
			m[k] = struct{}{}
		}
		d.streams, d.streamPeak = m, len(m)
	}
}

// releaseDropped destroys the streams whose handles were dropped and whose
// work has finished; the others wait for a later call. It never blocks on
// device work.
func (d *Device) releaseDropped() error {
	var errs []error
	busy := 0
	defer func() { d.frees.skip.Store(int64(busy)) }()
	for _, st := range d.frees.takeStreams() {
		if done, _ := st.s.Query(); !done {
			d.frees.pushStream(st)
			busy++
			continue
		}
		if err := st.s.Destroy(); err != nil {
			errs = append(errs, fmt.Errorf("kern: destroying a dropped stream: %w", err))
		}
		st.dropKept(st.keepMark())
		if err := st.releaseScratch(); err != nil {
			errs = append(errs, fmt.Errorf("kern: a dropped stream's scratch memory: %w", err))
		}
		d.mu.Lock()
		d.forgetStream(st)
		d.mu.Unlock()
	}
	for _, h := range d.frees.takeHandles() {
		if err := h.Destroy(); err != nil {
			errs = append(errs, fmt.Errorf("kern: destroying a dropped %T: %w", h, err))
		}
	}
	return errors.Join(errs...)
}

// DefaultStream returns the device's default (null) stream as a Stream,
// for APIs that want an explicit stream. It cannot be closed. It is nil
// for a Device made from a nil driver device.
func (d *Device) DefaultStream() *Stream {
	if d == nil {
		return nil
	}
	return d.def
}

// Device is the stream's device.
func (s *Stream) Device() *Device {
	if s == nil {
		return nil
	}
	return s.dev
}

// String names the stream by its device (printing a Stream otherwise
// dumps its driver state).
func (s *Stream) String() string {
	if s == nil {
		return "kern.Stream(nil)"
	}
	if s.isDefault {
		return fmt.Sprintf("kern.Stream(default) on %v", s.dev)
	}
	return fmt.Sprintf("kern.Stream on %v", s.dev)
}

// Driver returns the driver stream.
func (s *Stream) Driver() driver.Stream {
	if s == nil {
		return nil
	}
	return s.s
}

// keep holds values until the work queued so far has finished, and tells
// the allocations of device arrays among them that this stream's work
// uses them up to here, so that freeing them waits for it (see
// DeviceArray.Free).
func (s *streamState) keep(vs ...any) {
	s.mu.Lock()
	if s.capt != nil {
		s.capt.kept = append(s.capt.kept, vs...)
		s.mu.Unlock()
		return
	}
	s.kept = append(s.kept, vs...)
	mark := s.base + len(s.kept)
	s.mu.Unlock()
	for _, v := range vs {
		if h, ok := v.(allocHolder); ok {
			if a := h.allocRef(); a != nil {
				a.noteUse(s, mark)
			}
		}
	}
}

// reached reports whether the work queued before mark is known to have
// finished (the stream was synchronized past it).
func (s *streamState) reached(mark int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.base >= mark
}

// waitMark waits until the work queued before mark has finished, without
// consuming the stream's pending failure (Synchronize would): it records
// an event at the stream's current end and waits for that.
func (s *streamState) waitMark(mark int) error {
	if s.reached(mark) {
		return nil
	}
	now := s.keepMark()
	ev, err := s.dev.drv.NewEvent()
	if err != nil {
		return err
	}
	defer ev.Destroy()
	if err := ev.Record(s.s); err != nil {
		if s.reached(mark) { // closed meanwhile: Close waited for the work
			return nil
		}
		return err
	}
	if err := ev.Synchronize(); err != nil {
		return err
	}
	s.dropKept(now)
	return nil
}

// keepMark is the position in the keep list of the work queued so far.
func (s *streamState) keepMark() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.base + len(s.kept)
}

// dropKept releases the values kept before mark: the work that used them
// has finished. Values kept after mark belong to work queued since.
func (s *streamState) dropKept(mark int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := min(mark-s.base, len(s.kept))
	if n <= 0 {
		return
	}
	clear(s.kept[:n])
	s.base += n
	switch {
	case n < len(s.kept):
		s.kept = s.kept[n:]
	case cap(s.kept) <= 1024:
		// Every value dropped: reuse the list, so that a stream
		// synchronized after each call does not allocate it again.
		s.kept = s.kept[:0]
	default:
		s.kept = nil
	}
}

// Synchronize waits for the work queued so far and returns the first
// failure of that work since the last Synchronize (cuda's stream.synchronize).
func (s *Stream) Synchronize() error {
	if s == nil {
		return errNilStream("Stream.Synchronize")
	}
	if s.closed.Load() {
		return fmt.Errorf("kern: Synchronize on a closed stream: %w", driver.ErrInvalidValue)
	}
	if err := s.notCapturing("Synchronize"); err != nil {
		return err
	}
	mark := s.keepMark()
	sp := gpuprof.Begin(nil, s.s, gpuprof.Sync, "stream", 0)
	err := sp.End(s.s.Synchronize())
	s.dropKept(mark)
	if err != nil {
		return s.dev.faulted(errs.Wrap("kern: stream work failed", err))
	}
	return nil
}

// AutoSynchronize runs f and then synchronizes the stream, returning f's
// error and the stream's together: the Go form of Numba's
// `with stream.auto_synchronize():`. The stream is synchronized even when
// f fails or panics, so nothing queued inside f outlives the call.
func (s *Stream) AutoSynchronize(f func() error) (err error) {
	if s == nil {
		return errNilStream("Stream.AutoSynchronize")
	}
	if f == nil {
		return fmt.Errorf("kern: Stream.AutoSynchronize: the function is nil: %w", ErrArgument)
	}
	defer func() {
		serr := s.Synchronize()
		err = errors.Join(err, serr)
	}()
	return f()
}

// Query reports whether all queued work has finished.
func (s *Stream) Query() (bool, error) {
	if s == nil {
		return false, errNilStream("Stream.Query")
	}
	if s.closed.Load() {
		return false, fmt.Errorf("kern: Query on a closed stream: %w", driver.ErrInvalidValue)
	}
	if err := s.notCapturing("Query"); err != nil {
		return false, err
	}
	mark := s.keepMark()
	done, err := s.s.Query()
	if done {
		s.dropKept(mark)
	}
	return done, err
}

// WaitEvent makes the work queued on s after this call wait for e.
func (s *Stream) WaitEvent(e *Event) error {
	if s == nil {
		return errNilStream("Stream.WaitEvent")
	}
	if s.closed.Load() {
		return fmt.Errorf("kern: WaitEvent on a closed stream: %w", driver.ErrInvalidValue)
	}
	if err := e.usable("wait (Stream.WaitEvent)"); err != nil {
		return err
	}
	if e.dev != s.dev {
		return fmt.Errorf("kern: WaitEvent: the event is on %v, the stream on %v: %w", e.dev, s.dev, driver.ErrInvalidValue)
	}
	if err := s.notCapturing("WaitEvent"); err != nil {
		return err
	}
	if err := s.s.WaitEvent(e.e); err != nil {
		return fmt.Errorf("kern: WaitEvent on %v: %w", s, err)
	}
	return nil
}

// Close waits for the stream's work and destroys it. Closing twice is a
// no-op; the default stream cannot be closed.
func (s *Stream) Close() error {
	if s == nil {
		return nil
	}
	if s.isDefault {
		return fmt.Errorf("kern: the default stream cannot be closed: %w", driver.ErrInvalidValue)
	}
	if s.closed.Swap(true) {
		return nil
	}
	s.cleanup.Stop()
	mark := s.keepMark()
	err := s.s.Destroy()
	s.dropKept(mark)
	err = errors.Join(err, s.releaseScratch())
	s.dev.mu.Lock()
	s.dev.forgetStream(s.streamState)
	s.dev.mu.Unlock()
	return err
}

// scratchFor returns the stream's scratch memory of n bytes under key,
// allocating it on first use, and its lock, held (see
// gpucall.Stream.Scratch): goroutines that queue work on one stream hold
// the lock while they queue what uses it, so that one's stages do not
// interleave with another's on the same partials.
func (s *streamState) scratchFor(key any, n int) (gpucall.Mem, sync.Locker, error) {
	s.scratchMu.Lock()
	e := s.scratch[key]
	if e == nil {
		if s.scratchGone {
			s.scratchMu.Unlock()
			return nil, nil, errScratchClosed
		}
		a, err := s.dev.alloc(n)
		if err != nil {
			s.scratchMu.Unlock()
			return nil, nil, err
		}
		if s.scratch == nil {
			s.scratch = map[any]*streamScratch{}
		}
		e = &streamScratch{a: a}
		s.scratch[key] = e
	}
	s.scratchMu.Unlock()
	e.mu.Lock()
	if e.gone { // closed since the look-up
		e.mu.Unlock()
		return nil, nil, errScratchClosed
	}
	if e.a.size < n {
		e.mu.Unlock()
		return nil, nil, fmt.Errorf("kern: stream scratch %v has %d bytes, want %d: %w", key, e.a.size, n, driver.ErrInvalidValue)
	}
	s.mu.Lock()
	capturing := s.capt != nil
	s.mu.Unlock()
	if !capturing {
		return keptMem{e.a}, &e.mu, nil
	}
	// The graph keeps what the captured work keeps, and may launch after
	// the stream is closed: give it a reference of its own.
	if err := e.a.retain(); err != nil {
		e.mu.Unlock()
		return nil, nil, err
	}
	h := &scratchHold{}
	holdMem(h, &h.devMem, e.a)
	return h, &e.mu, nil
}

var errScratchClosed = fmt.Errorf("kern: the stream is closed: %w", driver.ErrInvalidValue)

// streamScratch is one buffer of a stream's scratch memory; mu is held
// while a call queues the work that uses it.
type streamScratch struct {
	mu   sync.Mutex
	a    *allocation
	gone bool // released with the stream
}

// releaseScratch gives back the stream's references to its scratch
// memory, once its work is done; graphs captured on it may hold their own.
// It waits for a call still queueing work on a buffer (a Close racing a
// reduction), which then finds the stream closed.
func (s *streamState) releaseScratch() error {
	s.scratchMu.Lock()
	m := s.scratch
	s.scratch, s.scratchGone = nil, true
	s.scratchMu.Unlock()
	var errs []error
	for _, e := range m {
		e.mu.Lock()
		e.gone = true
		errs = append(errs, e.a.release())
		e.mu.Unlock()
	}
	return errors.Join(errs...)
}

// scratchHold is a graph's reference to a stream's scratch memory: kept
// with the captured work, given back when the graph and the work it
// queued no longer hold it.
type scratchHold struct{ devMem }

func (h *scratchHold) DevicePointer() (driver.Ptr, error) { return keptMem{h.alloc}.DevicePointer() }

// Event marks a point in a stream, for timing and for ordering streams
// (cuda.event()).
//
// An event that becomes unreachable without Close is destroyed by its
// device at its next allocation, MemInfo, Synchronize or ReleaseFreed.
type Event struct {
	dev     *Device
	e       driver.Event
	cleanup runtime.Cleanup
	closed  atomic.Bool
}

// String names the event by its device (printing an Event otherwise
// dumps its driver state).
func (e *Event) String() string {
	if e == nil {
		return "kern.Event(nil)"
	}
	state := ""
	if e.closed.Load() {
		state = ", closed"
	}
	return fmt.Sprintf("kern.Event on %v%s", e.dev, state)
}

// Device is the event's device.
func (e *Event) Device() *Device {
	if e == nil {
		return nil
	}
	return e.dev
}

// NewEvent returns an event that has not been recorded.
func (d *Device) NewEvent() (*Event, error) {
	if d == nil || d.drv == nil {
		return nil, errNoDevice("NewEvent")
	}
	e, err := d.drv.NewEvent()
	if err != nil {
		return nil, fmt.Errorf("kern: NewEvent on %v: %w", d, err)
	}
	ev := &Event{dev: d, e: e}
	// A dropped event is destroyed by its device later: a cleanup must not
	// call the driver.
	ev.cleanup = runtime.AddCleanup(ev, func(e driver.Event) { d.frees.pushHandle(e) }, e)
	return ev, nil
}

// Record marks the current end of s (Device.DefaultStream for the default
// stream; nil is an error wrapping ErrTarget); the event completes when the
// stream gets there.
func (e *Event) Record(s *Stream) error {
	if err := e.usable("Record"); err != nil {
		return err
	}
	if s == nil {
		return errNilStream("Event.Record")
	}
	ds, err := e.dev.driverStream(s)
	if err != nil {
		return err
	}
	if err := s.notCapturing("Event.Record"); err != nil {
		return err
	}
	return e.wrap("Record", e.e.Record(ds))
}

// usable refuses a nil or closed event before the driver sees its handle,
// which a closed event no longer owns (the driver may have given it to
// another event).
func (e *Event) usable(op string) error {
	if e == nil {
		return fmt.Errorf("kern: Event.%s on a nil *kern.Event: %w", op, driver.ErrInvalidValue)
	}
	if e.closed.Load() {
		return fmt.Errorf("kern: Event.%s on %v: %w", op, e, driver.ErrInvalidValue)
	}
	return nil
}

// wrap says which call on which event a driver error came from.
func (e *Event) wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("kern: Event.%s on %v: %w", op, e, err)
}

// Synchronize waits until the event completes.
func (e *Event) Synchronize() error {
	if err := e.usable("Synchronize"); err != nil {
		return err
	}
	return e.wrap("Synchronize", e.e.Synchronize())
}

// Elapsed is the time from start to e; both must have completed (else the
// error wraps driver.ErrNotReady) on e's device.
func (e *Event) Elapsed(start *Event) (time.Duration, error) {
	if err := e.usable("Elapsed"); err != nil {
		return 0, err
	}
	if err := start.usable("Elapsed (the start event)"); err != nil {
		return 0, err
	}
	if start.dev != e.dev {
		return 0, fmt.Errorf("kern: Event.Elapsed: the start event is on %v, not %v: %w", start.dev, e.dev, driver.ErrInvalidValue)
	}
	d, err := e.e.Elapsed(start.e)
	return d, e.wrap("Elapsed", err)
}

// Close releases the event; closing twice is a no-op.
func (e *Event) Close() error {
	if e == nil {
		return nil
	}
	if e.closed.Swap(true) {
		return nil
	}
	e.cleanup.Stop()
	return e.e.Destroy()
}

// Waits that take a context. Each returns ctx.Err() (unwrapped, so
// errors.Is(err, context.Canceled) and == both work) once ctx is done, and
// leaves the work running and its failure pending for a later wait: a real
// GPU cannot cancel a running kernel, so ending a wait never ends the work.
// To stop a kernel on the sim target, launch it WithContext.

// SynchronizeContext is Synchronize that gives up when ctx is done.
func (s *Stream) SynchronizeContext(ctx context.Context) error {
	if s == nil {
		return errNilStream("Stream.SynchronizeContext")
	}
	if s.closed.Load() {
		return fmt.Errorf("kern: Synchronize on a closed stream: %w", driver.ErrInvalidValue)
	}
	if err := s.notCapturing("Synchronize"); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	mark := s.keepMark()
	var err error
	if cs, ok := s.s.(driver.ContextStream); ok {
		err = cs.SynchronizeContext(ctx)
		if cerr := ctx.Err(); cerr != nil && errors.Is(err, cerr) {
			return cerr
		}
	} else {
		if err := waitStream(ctx, s.s); err != nil {
			return err
		}
		err = s.s.Synchronize() // finished: returns at once with the failure
	}
	s.dropKept(mark)
	if err != nil {
		return s.dev.faulted(errs.Wrap("kern: stream work failed", err))
	}
	return nil
}

// SynchronizeContext is Device.Synchronize that gives up when ctx is done.
func (d *Device) SynchronizeContext(ctx context.Context) error {
	if d == nil || d.drv == nil {
		return errNoDevice("Synchronize")
	}
	ss := d.liveStreams()
	for _, s := range ss {
		if err := waitStream(ctx, s.s); err != nil {
			return err
		}
	}
	return d.Synchronize() // everything known has finished
}

// SynchronizeContext is Event.Synchronize that gives up when ctx is done.
func (e *Event) SynchronizeContext(ctx context.Context) error {
	if err := e.usable("SynchronizeContext"); err != nil {
		return err
	}
	if ce, ok := e.e.(driver.ContextEvent); ok {
		return ce.SynchronizeContext(ctx)
	}
	// A driver event without a context wait: wait on a goroutine, which
	// ends when the event completes (waiting on an event consumes nothing).
	done := make(chan error, 1)
	go func() { done <- e.e.Synchronize() }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// waitStream waits until ds has finished its queued work or ctx is done,
// without consuming the stream's pending failure: it polls Query, which
// never blocks (cuStreamQuery), backing off to a millisecond.
func waitStream(ctx context.Context, ds driver.Stream) error {
	for wait := 10 * time.Microsecond; ; wait = min(2*wait, time.Millisecond) {
		if done, _ := ds.Query(); done {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
}

// callStream is a *Stream as a dispatch.Queue and gpucall.Stream.
type callStream Stream

func (q *callStream) Keep(v any)         { (*Stream)(q).keep(v) }
func (q *callStream) Synchronize() error { return (*Stream)(q).Synchronize() }

// Begin checks that the stream may take work on dev.
func (q *callStream) Begin(dev gpucall.Device) (driver.Stream, error) {
	return (*Device)(dev.(*callDevice)).driverStream((*Stream)(q))
}

func (q *callStream) Scratch(key any, n int) (gpucall.Mem, sync.Locker, error) {
	return q.scratchFor(key, n)
}

// gpuStream is s as the GPU call path sees it (nil for nil: the default
// stream).
func gpuStream(s *Stream) gpucall.Stream {
	if s == nil {
		return nil
	}
	return (*callStream)(s)
}

// Graph is stream work recorded once and launched again as a whole: the
// ufunc calls, kernel launches, reductions into device arrays and device
// copies that a function queued on a stream (CUDA graphs:
// cuStreamBeginCapture, cuGraphInstantiate, cuGraphLaunch; hipGraph* on
// ROC). On a GPU a launch is one driver call however many kernels the
// graph holds; the emulated and host devices run the recorded operations
// in order. Each operation keeps the arguments it had when captured: the
// same device arrays, the same scalars. Update records the function again
// with new ones.
//
// A Graph keeps the device arrays its work uses alive until Close; one
// dropped without Close is destroyed by its device later (as an Event is).
// Freeing one explicitly while the graph may still launch is a use after
// free, as on a GPU.
type Graph struct {
	s *Stream // where Update captures

	mu      sync.Mutex
	exec    driver.GraphExec
	kept    []any // what the recorded work uses
	closed  bool
	cleanup runtime.Cleanup
}

// capture is a stream's capture in progress.
type capture struct {
	kept []any
	// refused is the first operation refused during the capture: it fails
	// the capture even when f ignored the error, as the drivers'
	// invalidated captures do.
	refused error
}

// refuse records err as refused during the capture of s, if it captures.
func (s *streamState) refuse(err error) {
	s.mu.Lock()
	if s.capt != nil && s.capt.refused == nil {
		s.capt.refused = err
	}
	s.mu.Unlock()
}

// Capture runs f, which queues work on s, and records that work into a
// Graph instead of running it. Nothing f queues runs during the capture.
//
// While s captures, its device refuses what a graph cannot replay, with
// an error wrapping ErrNotCapturable: allocating device or pinned memory
// (a ufunc call on host arrays, which stages them on a GPU, or one that
// allocates its output: use Into; a GPU stream's first reduction, which
// allocates its partial sums), waiting (Synchronize, Query, a reduction
// without Out, which returns a host value), work with no stream, events,
// and copies to or from pageable host memory on GPUs. A refused
// operation fails the capture even when f ignores its error: Capture
// returns it (with f's own error) and s is usable again afterwards. Like
// CUDA's global capture mode, the refusal covers every goroutine using
// the device while the capture lasts. The default stream cannot capture.
func (s *Stream) Capture(f func() error) (*Graph, error) {
	g := &Graph{s: s}
	if err := g.record("Capture", f, func(dg driver.Graph, kept []any) error {
		exec, err := dg.Instantiate()
		if err != nil {
			return err
		}
		g.exec, g.kept = exec, kept
		// A dropped graph's exec is destroyed by its device later, as a
		// dropped event is.
		dev := s.dev
		g.cleanup = runtime.AddCleanup(g, func(e driver.GraphExec) { dev.frees.pushHandle(e) }, exec)
		return nil
	}); err != nil {
		return nil, err
	}
	return g, nil
}

// record captures f on g.s for op (Capture, Graph.Update) and hands the
// captured driver graph and what its work uses to use, then destroys the
// driver graph.
func (g *Graph) record(op string, f func() error, use func(driver.Graph, []any) error) (err error) {
	s := g.s
	if f == nil {
		return fmt.Errorf("kern: %s: the function to capture is nil: %w", op, ErrArgument)
	}
	cs, err := s.beginCapture(op)
	if err != nil {
		return err
	}
	c := &capture{}
	s.mu.Lock()
	s.capt = c
	s.mu.Unlock()
	s.dev.capturing.Add(1)
	gpuprof.Capture(s.s, true) // the profile times the graph's launches instead
	var dg driver.Graph
	var ferr, eerr error
	func() {
		returned := false
		// The capture ends even when f panics, so the stream and device
		// take work again.
		defer func() {
			s.dev.capturing.Add(-1)
			gpuprof.Capture(s.s, false)
			s.mu.Lock()
			s.capt = nil
			s.mu.Unlock()
			dg, eerr = cs.EndCapture()
			if !returned && dg != nil {
				_ = dg.Destroy()
			}
		}()
		ferr = f()
		returned = true
	}()
	switch {
	case ferr != nil:
		// f's error says what failed; the driver's capture failing with
		// it is expected, anything else is news.
		if eerr != nil && !errors.Is(eerr, ErrNotCapturable) {
			ferr = errors.Join(ferr, fmt.Errorf("ending the capture: %w", eerr))
		}
	case eerr != nil:
		eerr = fmt.Errorf("kern: %s on %v: %w", op, s, eerr)
	case c.refused != nil:
		// f went on after a refusal: the capture lacks that operation.
		eerr = errs.Wrapf(c.refused, "kern: %s on %v: an operation was refused", op, s)
	}
	if ferr != nil || eerr != nil {
		if dg != nil {
			_ = dg.Destroy()
		}
		if ferr != nil {
			return ferr
		}
		return eerr
	}
	defer func() { err = errors.Join(err, dg.Destroy()) }()
	if err := use(dg, c.kept); err != nil {
		return fmt.Errorf("kern: %s on %v: %w", op, s, err)
	}
	return nil
}

// beginCapture starts the driver's capture on s.
func (s *Stream) beginCapture(op string) (driver.CaptureStream, error) {
	switch {
	case s == nil:
		return nil, errNilStream(op)
	case s.closed.Load():
		return nil, fmt.Errorf("kern: %s on a closed stream: %w", op, driver.ErrInvalidValue)
	case s.isDefault:
		return nil, fmt.Errorf("kern: %s: the default stream cannot capture; capture on a stream of Device.NewStream (%w)", op, ErrNotCapturable)
	}
	cs, ok := s.s.(driver.CaptureStream)
	if !ok {
		return nil, fmt.Errorf("kern: %s: the streams of %v cannot capture: %w", op, s.dev, driver.ErrUnsupported)
	}
	s.mu.Lock()
	busy := s.capt != nil
	s.mu.Unlock()
	if busy {
		return nil, fmt.Errorf("kern: %s on %v, which is already capturing: %w", op, s, driver.ErrInvalidValue)
	}
	if err := cs.BeginCapture(); err != nil {
		return nil, fmt.Errorf("kern: %s on %v: %w", op, s, err)
	}
	return cs, nil
}

// isCapturing reports a capture in progress on s (false for nil, which
// the call then refuses with its usual error). Outside any capture on the
// device it costs one atomic load, as exec.capturable does: calls ask it
// on every reduction.
func (s *Stream) isCapturing() bool {
	if s == nil || s.dev == nil || s.dev.capturing.Load() == 0 {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.capt != nil
}

// notCapturing refuses op on a stream that is capturing.
func (s *Stream) notCapturing(op string) error {
	s.mu.Lock()
	c := s.capt
	s.mu.Unlock()
	if c == nil {
		return nil
	}
	err := fmt.Errorf("kern: %s on %v while it captures: a graph records launches and copies only: %w", op, s, ErrNotCapturable)
	s.refuse(err)
	return err
}

// Launch queues the graph's work on s as one operation; it returns at
// once, like the calls it recorded. s may be any open stream of the
// graph's device, including one that is capturing (the graph becomes
// part of the new one).
func (g *Graph) Launch(s *Stream) error {
	if s == nil {
		return errNilStream("Graph.Launch")
	}
	if s.dev != g.s.dev {
		return fmt.Errorf("kern: Graph.Launch on %v: the graph was captured on %v: %w", s, g.s.dev, driver.ErrInvalidValue)
	}
	ds, err := s.dev.driverStream(s)
	if err != nil {
		return err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return fmt.Errorf("kern: Graph.Launch of a closed graph: %w", driver.ErrInvalidValue)
	}
	for _, v := range g.kept {
		// The launches of GPU code with constant globals kept its package
		// (dispatch.Call): the replay would use the values compiled in.
		if p, ok := v.(*GenPackage); ok {
			if err := dispatch.CheckGlobals(p); err != nil {
				return fmt.Errorf("kern: Graph.Launch on %v: %w", s, err)
			}
		}
	}
	var sp *gpuprof.Span // nil: nothing listens
	if gpuprof.On() {
		sp = gpuprof.Begin(s.dev.drv, ds, gpuprof.Launch, "graph", 0)
	}
	if err := sp.End(g.exec.Launch(ds)); err != nil {
		return s.dev.faulted(fmt.Errorf("kern: Graph.Launch on %v: %w", s, err))
	}
	s.keep(g.kept...)
	return nil
}

// Update records f on the graph's stream, as Capture did, and gives the
// graph the new work's arguments: other device arrays of the same shapes
// and dtypes, other scalars. f must queue the same sequence of
// operations (the same calls and kernels, with the same launch shapes
// and copy sizes); otherwise Update fails with an error wrapping
// ErrInvalidValue and the graph keeps its arguments. On a GPU this is
// cuGraphExecUpdate: far cheaper than capturing a new graph, and the
// launches already queued keep the old arguments.
func (g *Graph) Update(f func() error) error {
	if g == nil {
		return fmt.Errorf("kern: Graph.Update of a nil *kern.Graph: %w", ErrArgument)
	}
	g.mu.Lock()
	closed := g.closed
	g.mu.Unlock()
	if closed {
		return fmt.Errorf("kern: Graph.Update of a closed graph: %w", driver.ErrInvalidValue)
	}
	return (&Graph{s: g.s}).record("Graph.Update", f, func(dg driver.Graph, kept []any) error {
		g.mu.Lock()
		defer g.mu.Unlock()
		if g.closed {
			return fmt.Errorf("graph closed during Update: %w", driver.ErrInvalidValue)
		}
		if err := g.exec.Update(dg); err != nil {
			return fmt.Errorf("updating the graph (f must queue the captured calls again, on arrays of the same shapes, with the same launch shapes and copy sizes): %w", err)
		}
		// The old arguments stay kept by the launches already queued.
		g.kept = kept
		return nil
	})
}

// Close releases the graph; launches already queued still run. Closing
// twice is a no-op.
func (g *Graph) Close() error {
	if g == nil {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return nil
	}
	g.closed = true
	g.kept = nil
	g.cleanup.Stop()
	return g.exec.Destroy()
}

// StartGPUProfile starts recording a GPU profile, which StopGPUProfile
// writes to w in pprof's format, as runtime/pprof's StartCPUProfile does
// for the CPU: every kernel launch, ufunc, gufunc and reduction call,
// reduction stage and copy between host and device, timed on the device
// (timing events recorded around the work on its stream: CUDA and HIP
// events, the emulated devices' timing model; wall time on CPU, Parallel
// and Sim). A sample's values are its calls, device nanoseconds and bytes
// moved; its stack is the Go call stack that issued the work (kern's own
// frames left out) under a leaf frame naming the kernel, the host call
// ("name (host)") or the copy ("copy HtoD"). go tool pprof -top, -http
// and kern prof read it. Without code changes, KERN_GPUPROFILE=file
// records a program's profile into file.
//
// Profiling adds two timing events and a Go stack walk to each piece of
// work, on the issuing goroutine; a collector goroutine waits for the
// events, so the program never waits for them. Off, the call path pays
// an atomic load or two. It fails with ErrProfileActive while a profile
// is being recorded.
func StartGPUProfile(w io.Writer) error {
	if w == nil {
		return fmt.Errorf("kern: StartGPUProfile: nil writer: %w", driver.ErrInvalidValue)
	}
	if err := gpuprof.Start(w); err != nil {
		return fmt.Errorf("kern: StartGPUProfile: %w", err)
	}
	return nil
}

// StopGPUProfile stops the GPU profile, waits for the device times of the
// work it saw and writes it (to StartGPUProfile's writer, or to
// KERN_GPUPROFILE's file). Without a profile being recorded it does
// nothing. Work still queued on a stream is waited for, so synchronize
// first to keep that wait out of the program's own timing.
func StopGPUProfile() error {
	if err := gpuprof.Stop(); err != nil {
		return fmt.Errorf("kern: StopGPUProfile: %w", err)
	}
	return nil
}

// init starts KERN_GPUPROFILE's profile. Go runs nothing at a program's
// exit, so the file is kept current instead: rewritten after each host
// call, synchronous copy to the host and synchronize, and by
// StopGPUProfile (docs/profiling.md).
func init() {
	if path := os.Getenv("KERN_GPUPROFILE"); path != "" {
		if err := gpuprof.StartFile(path); err != nil {
			fmt.Fprintf(os.Stderr, "kern: KERN_GPUPROFILE=%s: %v\n", path, err)
		}
	}
}
