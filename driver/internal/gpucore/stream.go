package gpucore

import (
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

const (
	streamBlocking    = 0x0 // CU_STREAM_DEFAULT, hipStreamDefault
	streamNonBlocking = 0x1 // CU_STREAM_NON_BLOCKING, hipStreamNonBlocking
	eventDefault      = 0x0 // CU_EVENT_DEFAULT, hipEventDefault: timing enabled
)

// Stream is a stream of one device; the zero handle is the null stream.
type Stream struct {
	dev *Device
	h   uintptr // CUstream, hipStream_t
	// capturing is set between BeginCapture and EndCapture.
	capturing atomic.Bool
}

var _ driver.Stream = (*Stream)(nil)

// NewStream returns a stream that does not synchronize with the default
// stream (non-blocking), so independent streams overlap.
func (d *Device) NewStream() (driver.Stream, error) {
	s := &Stream{dev: d}
	if err := d.do(d.lib.Fn.StreamCreate, uintptr(unsafe.Pointer(&s.h)), streamNonBlocking); err != nil {
		return nil, err
	}
	return s, nil
}

// DefaultStream is the device's default stream: the null stream, or the
// device's own stream after OwnDefaultStream.
func (d *Device) DefaultStream() driver.Stream { return d.null }

// OwnDefaultStream makes d's default stream a blocking stream created on d.
// HIP's null stream is the calling thread's current device's, so work on
// it needs the device selected first (a driver call of its own); work on a
// created stream runs on that stream's device or is refused, so a thread
// where d is known current skips the selection (API.StreamDevice). A
// blocking stream waits for the null stream's earlier work and the null
// stream for its, so work kern still puts on the null stream (synchronous
// memsets, event records without a stream) keeps its order. A function
// rather than a method, so that it is not promoted into the API's Device.
func OwnDefaultStream(d *Device) error {
	var h uintptr
	if err := d.do(d.lib.Fn.StreamCreate, uintptr(unsafe.Pointer(&h)), streamBlocking); err != nil {
		return err
	}
	d.null.h = h
	return nil
}

// DropDefaultStream destroys the stream of OwnDefaultStream once its work
// is done: the default stream is the null stream again.
func DropDefaultStream(d *Device) error {
	h := d.null.h
	if h == 0 {
		return nil
	}
	d.null.h = 0
	return d.do(d.lib.Fn.StreamDestroy, h)
}

// Handle is the CUstream or hipStream_t, for interop with other libraries.
func (s *Stream) Handle() uintptr { return s.h }

// Synchronize waits for everything queued on s.
func (s *Stream) Synchronize() error {
	return s.dev.do(s.dev.lib.Fn.StreamSynchronize, s.h)
}

// Query reports whether all work queued on s has finished; not-ready is
// (false, nil).
func (s *Stream) Query() (bool, error) {
	d := s.dev
	if err := Enter(d); err != nil {
		return false, err
	}
	defer Exit()
	switch r := Call(d.lib.Fn.StreamQuery.Addr, s.h); r {
	case Success:
		return true, nil
	case NotReady:
		return false, nil
	default:
		return false, d.lib.NewError(d.lib.Fn.StreamQuery.Op, r)
	}
}

// WaitEvent makes later work on s wait until e completes.
func (s *Stream) WaitEvent(e driver.Event) error {
	d := s.dev
	ev, ok := e.(*Event)
	if !ok || ev == nil || ev.dev.api != d.api {
		return d.api.ArgError(d.api.Funcs.StreamWaitEvent.Op, "event %T is not a %s event", e, d.api.Name)
	}
	return d.do(d.lib.Fn.StreamWaitEvent, s.h, ev.h, 0)
}

// Destroy releases the stream once its queued work is done; destroying the
// default stream does nothing.
func (s *Stream) Destroy() error {
	if s.h == 0 || s == s.dev.null {
		return nil
	}
	h := s.h
	s.h = 0
	return s.dev.do(s.dev.lib.Fn.StreamDestroy, h)
}

// Event is an event with timing enabled.
type Event struct {
	dev *Device
	h   uintptr // CUevent, hipEvent_t
}

var _ driver.Event = (*Event)(nil)

// NewEvent returns an event that records timestamps.
func (d *Device) NewEvent() (driver.Event, error) {
	e := &Event{dev: d}
	if err := d.do(d.lib.Fn.EventCreate, uintptr(unsafe.Pointer(&e.h)), eventDefault); err != nil {
		return nil, err
	}
	return e, nil
}

// Record marks the point reached by s (nil: the default stream).
func (e *Event) Record(s driver.Stream) error {
	d := e.dev
	h, _, err := StreamOf(d, d.api.Funcs.EventRecord.Op, s)
	if err != nil {
		return err
	}
	if s == nil {
		h = d.null.h
	}
	return d.do(d.lib.Fn.EventRecord, e.h, h)
}

// Synchronize waits until the recorded work completes.
func (e *Event) Synchronize() error {
	return e.dev.do(e.dev.lib.Fn.EventSynchronize, e.h)
}

// Elapsed is the time from start to e (about 0.5 µs resolution). Both
// events must have completed.
func (e *Event) Elapsed(start driver.Event) (time.Duration, error) {
	d := e.dev
	st, ok := start.(*Event)
	if !ok || st == nil || st.dev.api != d.api {
		return 0, d.api.ArgError(d.api.Funcs.EventElapsed.Op, "start event %T is not a %s event", start, d.api.Name)
	}
	var ms float32
	if err := d.do(d.lib.Fn.EventElapsed, uintptr(unsafe.Pointer(&ms)), st.h, e.h); err != nil {
		return 0, err
	}
	return time.Duration(float64(ms) * float64(time.Millisecond)), nil
}

// Destroy releases the event.
func (e *Event) Destroy() error {
	if e.h == 0 {
		return nil
	}
	h := e.h
	e.h = 0
	return e.dev.do(e.dev.lib.Fn.EventDestroy, h)
}
