package host

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/kernlab/kern/driver"
)

// Stream is an in-order queue of work. A goroutine runs the queue while it
// is not empty and exits when it is, so idle streams cost no goroutine.
type Stream struct {
	dev       *Device
	isDefault bool

	mu        sync.Mutex
	cond      *sync.Cond // signalled when done changes or work arrives
	queue     []func() error
	queued    uint64 // operations ever queued
	done      uint64 // operations finished
	running   bool   // a worker goroutine owns the queue
	err       error  // first failure since the last Synchronize
	destroyed bool
	rec       *recording // while the stream captures: its work, recorded instead of run
}

var _ driver.ContextStream = (*Stream)(nil)

// NewStream returns a new stream of the device.
func (d *Device) NewStream() (driver.Stream, error) {
	s := &Stream{dev: d}
	s.cond = sync.NewCond(&s.mu)
	d.mu.Lock()
	d.streams[s] = struct{}{}
	d.streamPeak = max(d.streamPeak, len(d.streams))
	d.mu.Unlock()
	return s, nil
}

// forgetStream removes a destroyed stream; d.mu is held. A Go map keeps
// its peak size, and every synchronous operation iterates this one, so it
// is rebuilt when it has shrunk to a quarter: a program that once had 100k
// streams must not pay for them forever.
func (d *Device) forgetStream(s *Stream) {
	delete(d.streams, s)
	if d.streamPeak > 64 && 4*len(d.streams) < d.streamPeak {
		m := make(map[*Stream]struct{}, len(d.streams)) // not maps.Clone: it keeps the capacity
		for k := range d.streams {
			m[k] = struct{}{}
		}
		d.streams, d.streamPeak = m, len(m)
	}
}

// DefaultStream returns the device's default stream. It is a queue like any
// other; it cannot be destroyed.
func (d *Device) DefaultStream() driver.Stream { return d.def }

func (s *Stream) enqueue(op func() error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.destroyed {
		return fmt.Errorf("host device: work queued on a destroyed stream: %w", driver.ErrInvalidValue)
	}
	if s.rec != nil {
		return s.rec.refuse("event", "an event record or wait")
	}
	return s.push(op)
}

// enqueueKeyed is enqueue for an operation a capture may record; key is
// its shape, which a graph update must keep.
func (s *Stream) enqueueKeyed(key opKey, op func() error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.destroyed {
		return fmt.Errorf("host device: work queued on a destroyed stream: %w", driver.ErrInvalidValue)
	}
	if s.rec != nil {
		s.rec.ops = append(s.rec.ops, recOp{key, op})
		return nil
	}
	return s.push(op)
}

// push queues op; s.mu is held.
func (s *Stream) push(op func() error) error {
	s.queue = append(s.queue, op)
	s.queued++
	if !s.running {
		s.running = true
		go s.work()
	}
	return nil
}

// work runs queued operations until the queue is empty.
func (s *Stream) work() {
	s.mu.Lock()
	for len(s.queue) > 0 {
		op := s.queue[0]
		s.queue[0] = nil
		s.queue = s.queue[1:]
		s.mu.Unlock()
		err := runOp(op)
		s.mu.Lock()
		if err != nil && s.err == nil {
			s.err = err
		}
		s.done++
		s.cond.Broadcast()
	}
	s.queue = nil
	s.running = false
	s.mu.Unlock()
}

// runOp turns a panic in host-side work into an error, so that a bad
// operation cannot take the program down from a stream goroutine.
func runOp(op func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("host device: queued operation panicked: %v: %w", r, driver.ErrLaunchFailed)
		}
	}()
	return op()
}

// drain waits for the work queued so far, leaving any error in place.
func (s *Stream) drain() {
	s.mu.Lock()
	target := s.queued
	for s.done < target {
		s.cond.Wait()
	}
	s.mu.Unlock()
}

// Synchronize waits for everything queued so far and returns the first
// failure since the previous Synchronize (then forgets it).
func (s *Stream) Synchronize() error {
	s.mu.Lock()
	if s.rec != nil {
		defer s.mu.Unlock()
		return s.rec.refuse("Synchronize", "waiting for the stream")
	}
	target := s.queued
	for s.done < target {
		s.cond.Wait()
	}
	err := s.err
	s.err = nil
	s.mu.Unlock()
	return err
}

// SynchronizeContext is Synchronize that gives up when ctx is done,
// returning ctx.Err() and leaving the pending failure in place. It does not
// stop the work: a launch's own Context does that.
func (s *Stream) SynchronizeContext(ctx context.Context) error {
	stop := context.AfterFunc(ctx, func() {
		s.mu.Lock()
		s.cond.Broadcast()
		s.mu.Unlock()
	})
	defer stop()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.rec != nil {
		return s.rec.refuse("Synchronize", "waiting for the stream")
	}
	target := s.queued
	for s.done < target {
		if err := ctx.Err(); err != nil {
			return err
		}
		s.cond.Wait()
	}
	err := s.err
	s.err = nil
	return err
}

// Query reports whether everything queued so far has finished, and a
// pending failure without clearing it.
func (s *Stream) Query() (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.rec != nil {
		return false, s.rec.refuse("Query", "querying the stream")
	}
	return s.done == s.queued, s.err
}

// WaitEvent makes later work on s wait until the event's latest Record
// (as of this call) completes. An event never recorded is complete.
func (s *Stream) WaitEvent(e driver.Event) error {
	ev, err := s.dev.event(e)
	if err != nil {
		return err
	}
	r := ev.current()
	return s.enqueue(func() error {
		if r != nil {
			<-r.done
		}
		return nil
	})
}

// Destroy releases the stream once its queued work has finished; work
// queued afterwards is an error. The default stream cannot be destroyed.
func (s *Stream) Destroy() error {
	if s.isDefault {
		return fmt.Errorf("host device: the default stream cannot be destroyed: %w", driver.ErrInvalidValue)
	}
	s.mu.Lock()
	if s.destroyed {
		s.mu.Unlock()
		return nil
	}
	s.destroyed = true
	s.mu.Unlock()
	err := s.Synchronize()
	s.dev.mu.Lock()
	s.dev.forgetStream(s)
	s.dev.mu.Unlock()
	return err
}

// Event marks a point in a stream. Its time is the wall-clock time at which
// the stream reached it.
type Event struct {
	dev       *Device
	mu        sync.Mutex
	rec       *record
	destroyed bool
}

// record is one Record of an event: done is closed when the stream reaches it.
type record struct {
	done chan struct{}
	at   time.Time
}

var _ driver.ContextEvent = (*Event)(nil)

// NewEvent returns an event that has not been recorded.
func (d *Device) NewEvent() (driver.Event, error) { return &Event{dev: d}, nil }

func (d *Device) event(e driver.Event) (*Event, error) {
	ev, ok := e.(*Event)
	if !ok || ev == nil || ev.dev != d {
		return nil, fmt.Errorf("host device: event %T is not an event of this device: %w", e, driver.ErrInvalidValue)
	}
	return ev, nil
}

func (e *Event) current() *record {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.rec
}

// Record marks the current end of s (nil: the default stream); the event
// completes when the stream gets there. Recording again replaces the mark.
func (e *Event) Record(s driver.Stream) error {
	if s == nil {
		s = e.dev.def
	}
	st, err := e.dev.stream(s)
	if err != nil {
		return err
	}
	r := &record{done: make(chan struct{})}
	e.mu.Lock()
	if e.destroyed {
		e.mu.Unlock()
		return fmt.Errorf("host device: Record on a destroyed event: %w", driver.ErrInvalidValue)
	}
	e.rec = r
	e.mu.Unlock()
	return st.enqueue(func() error {
		r.at = time.Now()
		close(r.done)
		return nil
	})
}

// Synchronize waits until the latest Record completes (at once if the event
// was never recorded).
func (e *Event) Synchronize() error {
	if r := e.current(); r != nil {
		<-r.done
	}
	return nil
}

// SynchronizeContext waits like Synchronize until ctx is done, then
// returns ctx.Err().
func (e *Event) SynchronizeContext(ctx context.Context) error {
	r := e.current()
	if r == nil {
		return nil
	}
	select {
	case <-r.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Elapsed is the wall time from start to e. Both must have been recorded;
// if either has not completed the error wraps driver.ErrNotReady.
func (e *Event) Elapsed(start driver.Event) (time.Duration, error) {
	st, err := e.dev.event(start)
	if err != nil {
		return 0, err
	}
	r0, r1 := st.current(), e.current()
	if r0 == nil || r1 == nil {
		return 0, fmt.Errorf("host device: Elapsed: an event was never recorded: %w", driver.ErrInvalidValue)
	}
	for _, r := range []*record{r0, r1} {
		select {
		case <-r.done:
		default:
			return 0, fmt.Errorf("host device: Elapsed: an event has not completed: %w", driver.ErrNotReady)
		}
	}
	return r1.at.Sub(r0.at), nil
}

// Destroy releases the event; a pending Record still completes.
func (e *Event) Destroy() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.destroyed = true
	return nil
}
