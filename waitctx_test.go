package kern_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kernlab/kern"
)

// TestCancel: a kernel that never ends (its threads spin
// at a barrier) no longer hangs the caller. WithContext stops it on the sim
// target, on the synchronous path and on a stream; SynchronizeContext
// returns ctx.Err() while work is still running, and the stream is usable
// afterwards.
func TestCancel(t *testing.T) {
	dev := newDev(t)
	var spins atomic.Int64
	forever := kern.NewKernel1(func(t *kern.Thread, _ int32) {
		for {
			spins.Add(1)
			t.SyncThreads()
		}
	})
	deadline := func(d time.Duration) (context.Context, context.CancelFunc) {
		return context.WithTimeout(context.Background(), d)
	}

	// Synchronous launch: returns the context's error.
	ctx, cancel := deadline(50 * time.Millisecond)
	defer cancel()
	t0 := time.Now()
	err := forever.Launch(dev, 2, 64, int32(0), kern.ThreadGoroutines(), kern.WithContext(ctx))
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(t0) > 5*time.Second {
		t.Fatalf("synchronous launch: %v after %v, want DeadlineExceeded soon after 50ms", err, time.Since(t0))
	}

	// On a stream: a wait with its own context gives up without stopping
	// the kernel; cancelling the launch's context stops it.
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	lctx, stop := context.WithCancel(context.Background())
	if err := forever.Launch(s, 2, 64, int32(0), kern.ThreadGoroutines(), kern.WithContext(lctx)); err != nil {
		t.Fatal(err)
	}
	wctx, wcancel := deadline(30 * time.Millisecond)
	defer wcancel()
	if err := s.SynchronizeContext(wctx); err != context.DeadlineExceeded {
		t.Fatalf("Stream.SynchronizeContext: %v, want context.DeadlineExceeded", err)
	}
	dctx, dcancel := deadline(30 * time.Millisecond)
	defer dcancel()
	if err := dev.SynchronizeContext(dctx); err != context.DeadlineExceeded {
		t.Fatalf("Device.SynchronizeContext: %v, want context.DeadlineExceeded", err)
	}
	ev := must[*kern.Event](t)(dev.NewEvent())
	defer ev.Close()
	if err := ev.Record(s); err != nil {
		t.Fatal(err)
	}
	ectx, ecancel := deadline(30 * time.Millisecond)
	defer ecancel()
	if err := ev.SynchronizeContext(ectx); err != context.DeadlineExceeded {
		t.Fatalf("Event.SynchronizeContext: %v, want context.DeadlineExceeded", err)
	}
	before := spins.Load()
	time.Sleep(10 * time.Millisecond)
	if spins.Load() == before {
		t.Fatal("the kernel stopped although only a wait was cancelled")
	}
	stop()
	if err := s.SynchronizeContext(context.Background()); !errors.Is(err, context.Canceled) {
		t.Fatalf("stream failure after cancelling the launch: %v, want context.Canceled", err)
	}
	// Stopped, not abandoned: no thread runs any more.
	before = spins.Load()
	time.Sleep(10 * time.Millisecond)
	if n := spins.Load(); n != before {
		t.Fatalf("threads still spinning after the launch was stopped (%d more)", n-before)
	}
	if err := ev.SynchronizeContext(context.Background()); err != nil {
		t.Fatal(err)
	}
	// The stream works afterwards.
	out := make([]int64, 64)
	if err := kern.NewKernel1(kIndex).Launch(s, 2, 32, out); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil || out[63] != 63 {
		t.Fatalf("launch after the cancelled one: %v, out[63] = %d", err, out[63])
	}
}
