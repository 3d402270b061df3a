package hip

import (
	"time"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

const (
	streamNonBlocking = 0x1 // hipStreamNonBlocking
	eventDefault      = 0x0 // hipEventDefault: timing enabled
)

// Stream is a HIP stream; the zero handle is the null stream.
type Stream struct {
	dev *Device
	h   uintptr // hipStream_t
}

var _ driver.Stream = (*Stream)(nil)

// NewStream returns a stream that does not synchronize with the null stream.
func (d *Device) NewStream() (driver.Stream, error) {
	if err := d.enter(); err != nil {
		return nil, err
	}
	defer exit()
	s := &Stream{dev: d}
	if err := d.lib.check("hipStreamCreateWithFlags", call(d.lib.hipStreamCreateWithFlags, uintptr(unsafe.Pointer(&s.h)), streamNonBlocking)); err != nil {
		return nil, err
	}
	return s, nil
}

// DefaultStream is the device's null stream.
func (d *Device) DefaultStream() driver.Stream { return d.null }

// Handle is the hipStream_t.
func (s *Stream) Handle() uintptr { return s.h }

// run calls fn(args...) with the stream's device selected.
func (s *Stream) run(op string, fn uintptr, args ...uintptr) error {
	if err := s.dev.enter(); err != nil {
		return err
	}
	defer exit()
	return s.dev.lib.check(op, call(fn, args...))
}

// Synchronize waits for everything queued on s.
func (s *Stream) Synchronize() error {
	return s.run("hipStreamSynchronize", s.dev.lib.hipStreamSynchronize, s.h)
}

// Query reports whether all work queued on s has finished.
func (s *Stream) Query() (bool, error) {
	if err := s.dev.enter(); err != nil {
		return false, err
	}
	defer exit()
	switch r := call(s.dev.lib.hipStreamQuery, s.h); r {
	case hipSuccess:
		return true, nil
	case hipNotReady:
		return false, nil
	default:
		return false, s.dev.lib.newError("hipStreamQuery", r)
	}
}

// WaitEvent makes later work on s wait for e.
func (s *Stream) WaitEvent(e driver.Event) error {
	ev, ok := e.(*Event)
	if !ok || ev == nil {
		return argError("hipStreamWaitEvent", "event %T is not a HIP event", e)
	}
	return s.run("hipStreamWaitEvent", s.dev.lib.hipStreamWaitEvent, s.h, ev.h, 0)
}

// Destroy releases the stream; destroying the null stream does nothing.
func (s *Stream) Destroy() error {
	if s.h == 0 {
		return nil
	}
	h := s.h
	s.h = 0
	return s.run("hipStreamDestroy", s.dev.lib.hipStreamDestroy, h)
}

// Event is a HIP event with timing enabled.
type Event struct {
	dev *Device
	h   uintptr // hipEvent_t
}

var _ driver.Event = (*Event)(nil)

// NewEvent returns an event that records timestamps.
func (d *Device) NewEvent() (driver.Event, error) {
	if err := d.enter(); err != nil {
		return nil, err
	}
	defer exit()
	e := &Event{dev: d}
	if err := d.lib.check("hipEventCreateWithFlags", call(d.lib.hipEventCreateWithFlags, uintptr(unsafe.Pointer(&e.h)), eventDefault)); err != nil {
		return nil, err
	}
	return e, nil
}

// Record marks the point reached by s (nil: the null stream).
func (e *Event) Record(s driver.Stream) error {
	h, _, err := e.dev.streamOf("hipEventRecord", s)
	if err != nil {
		return err
	}
	if err := e.dev.enter(); err != nil {
		return err
	}
	defer exit()
	return e.dev.lib.check("hipEventRecord", call(e.dev.lib.hipEventRecord, e.h, h))
}

// Synchronize waits until the recorded work completes.
func (e *Event) Synchronize() error {
	if err := e.dev.enter(); err != nil {
		return err
	}
	defer exit()
	return e.dev.lib.check("hipEventSynchronize", call(e.dev.lib.hipEventSynchronize, e.h))
}

// Elapsed is the time from start to e; both must have completed.
func (e *Event) Elapsed(start driver.Event) (time.Duration, error) {
	st, ok := start.(*Event)
	if !ok || st == nil {
		return 0, argError("hipEventElapsedTime", "start event %T is not a HIP event", start)
	}
	if err := e.dev.enter(); err != nil {
		return 0, err
	}
	defer exit()
	var ms float32
	if err := e.dev.lib.check("hipEventElapsedTime", call(e.dev.lib.hipEventElapsedTime, uintptr(unsafe.Pointer(&ms)), st.h, e.h)); err != nil {
		return 0, err
	}
	return time.Duration(float64(ms) * float64(time.Millisecond)), nil
}

// Destroy releases the event.
func (e *Event) Destroy() error {
	if e.h == 0 {
		return nil
	}
	if err := e.dev.enter(); err != nil {
		return err
	}
	defer exit()
	h := e.h
	e.h = 0
	return e.dev.lib.check("hipEventDestroy", call(e.dev.lib.hipEventDestroy, h))
}
