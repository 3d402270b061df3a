package host_test

import (
	"errors"
	"sync"
	"testing"
	"time"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
)

// TestStreamOrdering queues dependent copies and kernels on one stream and
// checks that each saw the result of the one before.
func TestStreamOrdering(t *testing.T) {
	d := host.New()
	s, _ := d.NewStream()
	const n = 256
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(i)
	}
	p, _ := d.Alloc(4 * n)
	if err := d.CopyHtoD(p, unsafe.Pointer(&in[0]), 4*n, s); err != nil {
		t.Fatal(err)
	}
	// Ten launches that each add 1 to every element through host memory the
	// kernel reaches by copying device memory in and out.
	stage := make([]int32, n)
	for range 10 {
		if err := d.CopyDtoH(unsafe.Pointer(&stage[0]), p, 4*n, s); err != nil {
			t.Fatal(err)
		}
		err := d.LaunchFunc(grid1(n/64, 64), func(th *simtThread) {
			stage[th.BlockIdx.X*64+th.ThreadIdx.X]++
		}, s)
		if err != nil {
			t.Fatal(err)
		}
		if err := d.CopyHtoD(p, unsafe.Pointer(&stage[0]), 4*n, s); err != nil {
			t.Fatal(err)
		}
	}
	out := make([]int32, n)
	if err := d.CopyDtoH(unsafe.Pointer(&out[0]), p, 4*n, s); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	for i, v := range out {
		if v != int32(i)+10 {
			t.Fatalf("out[%d] = %d, want %d", i, v, i+10)
		}
	}
	if done, err := s.Query(); !done || err != nil {
		t.Errorf("Query after Synchronize = %v, %v", done, err)
	}
}

// TestNilStreamWaitsForStreams checks the legacy null-stream rule: a
// synchronous copy sees the work queued before it on other streams.
func TestNilStreamWaitsForStreams(t *testing.T) {
	d := host.New()
	s, _ := d.NewStream()
	p, _ := d.Alloc(8)
	gate := make(chan struct{})
	if err := d.LaunchFunc(oneThread(), func(*simtThread) { <-gate }, s); err != nil {
		t.Fatal(err)
	}
	if err := d.Memset(p, 7, 8, s); err != nil {
		t.Fatal(err)
	}
	if done, _ := s.Query(); done {
		t.Fatal("stream reports done while its first launch is blocked")
	}
	go func() { time.Sleep(10 * time.Millisecond); close(gate) }()
	var got [8]byte
	if err := d.CopyDtoH(unsafe.Pointer(&got[0]), p, 8, nil); err != nil {
		t.Fatal(err)
	}
	if got != [8]byte{7, 7, 7, 7, 7, 7, 7, 7} {
		t.Fatalf("synchronous copy ran before queued memset: %v", got)
	}
}

func TestStreamsRunConcurrently(t *testing.T) {
	d := host.New()
	s1, _ := d.NewStream()
	s2, _ := d.NewStream()
	// s1 waits for a value only s2 sends: both must run at once.
	ch := make(chan int)
	var got int
	if err := d.LaunchFunc(oneThread(), func(*simtThread) { got = <-ch }, s1); err != nil {
		t.Fatal(err)
	}
	if err := d.LaunchFunc(oneThread(), func(*simtThread) { ch <- 42 }, s2); err != nil {
		t.Fatal(err)
	}
	if err := d.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if got != 42 {
		t.Fatalf("got %d", got)
	}
}

func TestEvents(t *testing.T) {
	d := host.New()
	s, _ := d.NewStream()
	start, _ := d.NewEvent()
	stop, _ := d.NewEvent()
	if _, err := stop.Elapsed(start); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("Elapsed before Record = %v, want ErrInvalidValue", err)
	}
	gate := make(chan struct{})
	if err := start.Record(s); err != nil {
		t.Fatal(err)
	}
	if err := d.LaunchFunc(oneThread(), func(*simtThread) { <-gate; time.Sleep(20 * time.Millisecond) }, s); err != nil {
		t.Fatal(err)
	}
	if err := stop.Record(s); err != nil {
		t.Fatal(err)
	}
	if _, err := stop.Elapsed(start); !errors.Is(err, driver.ErrNotReady) {
		t.Errorf("Elapsed while the stream is blocked = %v, want ErrNotReady", err)
	}
	close(gate)
	if err := stop.Synchronize(); err != nil {
		t.Fatal(err)
	}
	el, err := stop.Elapsed(start)
	if err != nil {
		t.Fatal(err)
	}
	if el < 20*time.Millisecond || el > 5*time.Second {
		t.Errorf("Elapsed = %v, want at least the 20ms the kernel slept", el)
	}

	// WaitEvent: s2's work waits for an event recorded on s.
	s2, _ := d.NewStream()
	gate2 := make(chan struct{})
	var mu sync.Mutex
	var order []string
	mark := func(name string) func(*simtThread) {
		return func(*simtThread) { mu.Lock(); order = append(order, name); mu.Unlock() }
	}
	ev, _ := d.NewEvent()
	_ = d.LaunchFunc(oneThread(), func(*simtThread) { <-gate2 }, s)
	_ = d.LaunchFunc(oneThread(), mark("first"), s)
	_ = ev.Record(s)
	if err := s2.WaitEvent(ev); err != nil {
		t.Fatal(err)
	}
	_ = d.LaunchFunc(oneThread(), mark("second"), s2)
	close(gate2)
	if err := d.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if len(order) != 2 || order[0] != "first" {
		t.Errorf("order = %v, want [first second]", order)
	}
}

func TestStreamDestroyAndForeignStream(t *testing.T) {
	d, other := host.New(), host.New()
	s, _ := d.NewStream()
	p, _ := d.Alloc(8)
	if err := s.Destroy(); err != nil {
		t.Fatal(err)
	}
	if err := d.Memset(p, 0, 8, s); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("Memset on a destroyed stream = %v, want ErrInvalidValue", err)
	}
	os, _ := other.NewStream()
	if err := d.Memset(p, 0, 8, os); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("Memset on another device's stream = %v, want ErrInvalidValue", err)
	}
	if err := d.DefaultStream().Destroy(); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("Destroy(default stream) = %v, want ErrInvalidValue", err)
	}
	if err := d.Memset(p, 3, 8, d.DefaultStream()); err != nil {
		t.Fatal(err)
	}
	if err := d.DefaultStream().Synchronize(); err != nil {
		t.Fatal(err)
	}
}
