package emu

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kernlab/kern/driver"
)

// op is one piece of queued work.
type op struct {
	run  func() error
	deps []*op
	done chan struct{}
	err  error
	// model is the device's timing-model clock when it finished (events).
	model int64
	// reported marks err as returned by a synchronizing call; like a
	// CUDA error that is not sticky, it is returned once.
	reported atomic.Bool
}

// result is the op's error the first time a synchronizing call asks.
func (o *op) result() error {
	if o == nil || o.err == nil || o.reported.Swap(true) {
		return nil
	}
	return o.err
}

func (o *op) wait() error {
	if o == nil {
		return nil
	}
	<-o.done
	return o.err
}

// waitContext is wait that gives up with ctx's error once ctx is done.
func (o *op) waitContext(ctx context.Context) error {
	if o == nil {
		return nil
	}
	select {
	case <-o.done:
		return o.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (o *op) finished() bool {
	if o == nil {
		return true
	}
	select {
	case <-o.done:
		return true
	default:
		return false
	}
}

// tail is what the device keeps of a stream: its last op. The device holds
// tails, not streams, so a stream dropped without Destroy is collected and
// its cleanup removes the tail.
type tail struct {
	dev  *Device
	mu   sync.Mutex
	last *op
	// queue and running: ops wait here for the stream's worker goroutine,
	// which exists only while there is work.
	queue   []*op
	running bool
	// rec, while the stream captures, records its work instead.
	rec *recording
}

// Stream is an emulated CUDA stream: ops run in order on a goroutine that
// lives while work is queued; different streams run concurrently. The
// default stream is the legacy one: its work waits for all other streams
// and theirs for it.
type Stream struct {
	dev       *Device
	id        uint64
	t         *tail
	isDefault bool
	destroyed atomic.Bool
}

var _ driver.ContextStream = (*Stream)(nil)

// NewStream returns a new stream (cuStreamCreate).
func (d *Device) NewStream() (_ driver.Stream, err error) {
	defer d.flavor(&err)
	if err := d.sticky(); err != nil {
		return nil, err
	}
	s := &Stream{dev: d, id: d.nextID.Add(1), t: &tail{dev: d}}
	d.smu.Lock()
	d.tails[s.id] = s.t
	d.smu.Unlock()
	runtime.AddCleanup(s, func(id uint64) { d.dropTail(id) }, s.id)
	return s, nil
}

func (d *Device) dropTail(id uint64) {
	d.smu.Lock()
	delete(d.tails, id)
	d.smu.Unlock()
}

// DefaultStream returns the legacy default stream.
func (d *Device) DefaultStream() driver.Stream { return d.def }

func (d *Device) stream(s driver.Stream, op string) (*Stream, error) {
	if s == nil {
		return d.def, nil
	}
	es, ok := s.(*Stream)
	if !ok || es.dev != d {
		return nil, newError(op, codeInvalidHandle, fmt.Sprintf("stream %T is not a stream of this emulated device", s))
	}
	if es.destroyed.Load() {
		return nil, newError(op, codeInvalidHandle, "the stream was destroyed")
	}
	return es, nil
}

// enqueue queues fn on s (nil: the default stream); with wait it returns
// fn's error once it has run.
func (d *Device) enqueue(s driver.Stream, name string, fn func() error, waitFor *bool) error {
	return d.enqueueKeyed(s, name, opKey{op: name}, fn, waitFor)
}

// enqueueKeyed is enqueue for an operation whose shape (what a graph update
// must keep: the kernel and launch shape, a copy's size) key names. On a
// capturing stream fn is recorded, not run; a wait cannot be recorded.
func (d *Device) enqueueKeyed(s driver.Stream, name string, key opKey, fn func() error, waitFor *bool) error {
	es, err := d.stream(s, name)
	if err != nil {
		return err
	}
	if rec := es.t.recording(); rec != nil {
		if waitFor != nil && *waitFor {
			return rec.refuse(name, "a synchronous operation (a copy to pageable host memory, or with no stream)")
		}
		rec.add(key, fn)
		return nil
	}
	o := &op{run: fn, done: make(chan struct{})}
	// Legacy default stream ordering.
	d.smu.Lock()
	if es.isDefault {
		for _, t := range d.tails {
			if t != es.t {
				t.mu.Lock()
				if !t.last.finished() {
					o.deps = append(o.deps, t.last)
				}
				t.mu.Unlock()
			}
		}
	} else {
		d.def.t.mu.Lock()
		if l := d.def.t.last; !l.finished() {
			o.deps = append(o.deps, l)
		}
		d.def.t.mu.Unlock()
	}
	d.smu.Unlock()
	es.t.push(o)
	if waitFor != nil && *waitFor {
		return o.wait()
	}
	return nil
}

func (t *tail) push(o *op) {
	t.mu.Lock()
	t.last = o
	t.queue = append(t.queue, o)
	start := !t.running
	t.running = true
	t.mu.Unlock()
	if start {
		go t.work()
	}
}

// work runs queued ops until the queue is empty.
func (t *tail) work() {
	for {
		t.mu.Lock()
		if len(t.queue) == 0 {
			t.running = false
			t.mu.Unlock()
			return
		}
		o := t.queue[0]
		t.queue[0] = nil
		t.queue = t.queue[1:]
		t.mu.Unlock()
		var err error
		for _, dep := range o.deps {
			if e := dep.wait(); e != nil && err == nil {
				err = e
			}
		}
		// After a fault every later op fails, as in a faulted CUDA context.
		if err == nil {
			err = t.dev.sticky()
		}
		if err == nil {
			err = o.run()
		}
		o.err, o.model = err, t.dev.modelNow()
		close(o.done)
	}
}

func (t *tail) lastOp() *op {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.last
}

// Synchronize waits for the stream's work and returns the first error of
// its last op or the device's sticky error.
func (s *Stream) Synchronize() (err error) {
	defer s.dev.flavor(&err)
	if s.destroyed.Load() {
		return newError("cuStreamSynchronize", codeInvalidHandle, "the stream was destroyed")
	}
	if rec := s.t.recording(); rec != nil {
		return rec.refuse("cuStreamSynchronize", "waiting for the stream")
	}
	last := s.t.lastOp()
	_ = last.wait()
	if e := s.dev.fault(); e != nil {
		return e
	}
	return last.result()
}

// SynchronizeContext is Synchronize that returns ctx.Err() once ctx is
// done; the work goes on.
func (s *Stream) SynchronizeContext(ctx context.Context) (err error) {
	defer s.dev.flavor(&err)
	if s.destroyed.Load() {
		return newError("cuStreamSynchronize", codeInvalidHandle, "the stream was destroyed")
	}
	if rec := s.t.recording(); rec != nil {
		return rec.refuse("cuStreamSynchronize", "waiting for the stream")
	}
	last := s.t.lastOp()
	if err := last.waitContext(ctx); err != nil && ctx.Err() != nil {
		return err
	}
	if e := s.dev.fault(); e != nil {
		return e
	}
	return last.result()
}

// Query reports whether the stream's work has finished.
func (s *Stream) Query() (_ bool, err error) {
	defer s.dev.flavor(&err)
	if s.destroyed.Load() {
		return false, newError("cuStreamQuery", codeInvalidHandle, "the stream was destroyed")
	}
	if rec := s.t.recording(); rec != nil {
		return false, rec.refuse("cuStreamQuery", "querying the stream")
	}
	if err := s.dev.sticky(); err != nil {
		return false, err
	}
	return s.t.lastOp().finished(), nil
}

// WaitEvent makes later work on s wait for e's recorded point.
func (s *Stream) WaitEvent(e driver.Event) (err error) {
	defer s.dev.flavor(&err)
	ev, ok := e.(*Event)
	if !ok || ev.dev != s.dev {
		return newError("cuStreamWaitEvent", codeInvalidHandle, "not an event of this emulated device")
	}
	rec := ev.recorded()
	if s.destroyed.Load() {
		return newError("cuStreamWaitEvent", codeInvalidHandle, "the stream was destroyed")
	}
	if r := s.t.recording(); r != nil {
		return r.refuse("cuStreamWaitEvent", "an event wait")
	}
	o := &op{run: func() error { return nil }, done: make(chan struct{})}
	if rec != nil {
		o.deps = []*op{rec}
	}
	s.t.push(o)
	return nil
}

// Destroy releases the stream; queued work still runs.
func (s *Stream) Destroy() (err error) {
	defer s.dev.flavor(&err)
	if s.isDefault {
		return newError("cuStreamDestroy", codeInvalidHandle, "the default stream cannot be destroyed")
	}
	if s.destroyed.Swap(true) {
		return newError("cuStreamDestroy", codeInvalidHandle, "the stream was already destroyed")
	}
	go func() {
		_ = s.t.lastOp().wait()
		s.dev.dropTail(s.id)
	}()
	return nil
}

// Event is an emulated CUDA event.
type Event struct {
	dev       *Device
	mu        sync.Mutex
	rec       *op
	destroyed bool
}

var _ driver.ContextEvent = (*Event)(nil)

// NewEvent returns an event with timing (cuEventCreate).
func (d *Device) NewEvent() (_ driver.Event, err error) {
	defer d.flavor(&err)
	if err := d.sticky(); err != nil {
		return nil, err
	}
	return &Event{dev: d}, nil
}

func (e *Event) recorded() *op {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.rec
}

// Record marks the point in s (nil: the default stream).
func (e *Event) Record(s driver.Stream) (err error) {
	defer e.dev.flavor(&err)
	e.mu.Lock()
	if e.destroyed {
		e.mu.Unlock()
		return newError("cuEventRecord", codeInvalidHandle, "the event was destroyed")
	}
	e.mu.Unlock()
	es, err := e.dev.stream(s, "cuEventRecord")
	if err != nil {
		return err
	}
	if r := es.t.recording(); r != nil {
		return r.refuse("cuEventRecord", "an event record")
	}
	o := &op{run: func() error { return nil }, done: make(chan struct{})}
	e.mu.Lock()
	e.rec = o
	e.mu.Unlock()
	// An event on the default stream follows all blocking streams' work.
	f := false
	if es.isDefault {
		return e.dev.enqueueOp(es, o, &f)
	}
	es.t.push(o)
	return nil
}

// enqueueOp queues a prepared op with the default stream's ordering.
func (d *Device) enqueueOp(es *Stream, o *op, _ *bool) error {
	d.smu.Lock()
	for _, t := range d.tails {
		if t != es.t {
			if l := t.lastOp(); !l.finished() {
				o.deps = append(o.deps, l)
			}
		}
	}
	d.smu.Unlock()
	es.t.push(o)
	return nil
}

// Synchronize waits for the recorded point.
func (e *Event) Synchronize() (err error) {
	defer e.dev.flavor(&err)
	rec := e.recorded()
	if rec == nil {
		return nil // cuEventSynchronize on an unrecorded event succeeds
	}
	err = rec.wait()
	if s := e.dev.fault(); s != nil {
		return s
	}
	return err
}

// SynchronizeContext is Synchronize that returns ctx.Err() once ctx is
// done.
func (e *Event) SynchronizeContext(ctx context.Context) (err error) {
	defer e.dev.flavor(&err)
	if err := e.recorded().waitContext(ctx); err != nil && ctx.Err() != nil {
		return err
	}
	return e.dev.fault()
}

// Elapsed is the time from start's point to e's on the device's timing
// model's clock (timing.go): the modeled cost of the work between them,
// the same on every run, where the wall clock of an emulator measures the
// host it runs on.
func (e *Event) Elapsed(start driver.Event) (_ time.Duration, err error) {
	defer e.dev.flavor(&err)
	st, ok := start.(*Event)
	if !ok || st.dev != e.dev {
		return 0, newError("cuEventElapsedTime", codeInvalidHandle, "not an event of this emulated device")
	}
	a, b := st.recorded(), e.recorded()
	if a == nil || b == nil {
		return 0, newError("cuEventElapsedTime", codeInvalidHandle, "an event was never recorded")
	}
	if !a.finished() || !b.finished() {
		return 0, newError("cuEventElapsedTime", codeNotReady, "an event has not completed")
	}
	return time.Duration(b.model - a.model), nil
}

// Destroy releases the event.
func (e *Event) Destroy() (err error) {
	defer e.dev.flavor(&err)
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.destroyed {
		return newError("cuEventDestroy", codeInvalidHandle, "the event was already destroyed")
	}
	e.destroyed = true
	return nil
}
