package cuda

import (
	"time"

	"github.com/kernlab/kern/driver"
)

const (
	streamNonBlocking = 0x1 // CU_STREAM_NON_BLOCKING
	eventDefault      = 0x0 // CU_EVENT_DEFAULT: timing enabled
)

// Stream is a CUDA stream of one device. The zero handle is the legacy
// default stream.
type Stream struct {
	dev *Device
	h   uintptr // CUstream
}

var _ driver.Stream = (*Stream)(nil)

// NewStream returns a stream that does not synchronize with the default
// stream (CU_STREAM_NON_BLOCKING), so independent streams overlap.
func (d *Device) NewStream() (driver.Stream, error) {
	if err := d.enter(); err != nil {
		return nil, err
	}
	defer exit()
	s := &Stream{dev: d}
	if err := d.lib.check("cuStreamCreate", d.lib.streamCreate(&s.h, streamNonBlocking)); err != nil {
		return nil, err
	}
	return s, nil
}

// DefaultStream is the device's legacy default (null) stream.
func (d *Device) DefaultStream() driver.Stream { return d.null }

// Handle is the CUstream, for interop with other CUDA libraries.
func (s *Stream) Handle() uintptr { return s.h }

// Synchronize waits for everything queued on s.
func (s *Stream) Synchronize() error {
	d := s.dev
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	return d.lib.check("cuStreamSynchronize", d.lib.streamSynchronize(s.h))
}

// Query reports whether all work queued on s has finished;
// CUDA_ERROR_NOT_READY is (false, nil).
func (s *Stream) Query() (bool, error) {
	d := s.dev
	if err := d.enter(); err != nil {
		return false, err
	}
	defer exit()
	switch r := d.lib.streamQuery(s.h); r {
	case successCode:
		return true, nil
	case notReadyCode:
		return false, nil
	default:
		return false, d.lib.newError("cuStreamQuery", r)
	}
}

// WaitEvent makes later work on s wait until e completes.
func (s *Stream) WaitEvent(e driver.Event) error {
	ev, ok := e.(*Event)
	if !ok || ev == nil {
		return argError("cuStreamWaitEvent", "event %T is not a CUDA event", e)
	}
	d := s.dev
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	return d.lib.check("cuStreamWaitEvent", d.lib.streamWaitEvent(s.h, ev.h))
}

// Destroy releases the stream once its queued work is done; destroying the
// default stream does nothing.
func (s *Stream) Destroy() error {
	if s.h == 0 {
		return nil
	}
	d := s.dev
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	h := s.h
	s.h = 0
	return d.lib.check("cuStreamDestroy", d.lib.streamDestroy(h))
}

// Event is a CUDA event with timing enabled.
type Event struct {
	dev *Device
	h   uintptr // CUevent
}

var _ driver.Event = (*Event)(nil)

// NewEvent returns an event that records timestamps.
func (d *Device) NewEvent() (driver.Event, error) {
	if err := d.enter(); err != nil {
		return nil, err
	}
	defer exit()
	e := &Event{dev: d}
	if err := d.lib.check("cuEventCreate", d.lib.eventCreate(&e.h, eventDefault)); err != nil {
		return nil, err
	}
	return e, nil
}

// Record marks the point reached by s (nil: the default stream).
func (e *Event) Record(s driver.Stream) error {
	d := e.dev
	h, _, err := d.stream("cuEventRecord", s)
	if err != nil {
		return err
	}
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	return d.lib.check("cuEventRecord", d.lib.eventRecord(e.h, h))
}

// Synchronize waits until the recorded work completes.
func (e *Event) Synchronize() error {
	d := e.dev
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	return d.lib.check("cuEventSynchronize", d.lib.eventSynchronize(e.h))
}

// Elapsed is the time from start to e (cuEventElapsedTime, about 0.5 µs
// resolution). Both events must have completed.
func (e *Event) Elapsed(start driver.Event) (time.Duration, error) {
	st, ok := start.(*Event)
	if !ok || st == nil {
		return 0, argError("cuEventElapsedTime", "start event %T is not a CUDA event", start)
	}
	d := e.dev
	if err := d.enter(); err != nil {
		return 0, err
	}
	defer exit()
	var ms float32
	if err := d.lib.check("cuEventElapsedTime", d.lib.eventElapsed(&ms, st.h, e.h)); err != nil {
		return 0, err
	}
	return time.Duration(float64(ms) * float64(time.Millisecond)), nil
}

// Destroy releases the event.
func (e *Event) Destroy() error {
	if e.h == 0 {
		return nil
	}
	d := e.dev
	if err := d.enter(); err != nil {
		return err
	}
	defer exit()
	h := e.h
	e.h = 0
	return d.lib.check("cuEventDestroy", d.lib.eventDestroy(h))
}
