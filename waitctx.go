package kern

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/kernlab/kern/driver"
)

// Waits that take a context. Each returns ctx.Err() (unwrapped, so
// errors.Is(err, context.Canceled) and == both work) once ctx is done, and
// leaves the work running and its failure pending for a later wait: a real
// GPU cannot cancel a running kernel, so ending a wait never ends the work.
// To stop a kernel on the sim target, launch it WithContext.

// SynchronizeContext is Synchronize that gives up when ctx is done.
func (s *Stream) SynchronizeContext(ctx context.Context) error {
	if s.closed.Load() {
		return fmt.Errorf("kern: Synchronize on a closed stream: %w", driver.ErrInvalidValue)
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
		return fmt.Errorf("kern: stream work failed: %w", err)
	}
	return nil
}

// SynchronizeContext is Device.Synchronize that gives up when ctx is done.
func (d *Device) SynchronizeContext(ctx context.Context) error {
	if d.drv == nil {
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
