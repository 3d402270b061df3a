package roc

import (
	"errors"
	"strings"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
)

// TestStandInGraph captures copies on a stand-in libamdhip64 stream: they
// are recorded, not run; the graph launches with one hipGraphLaunch, an
// update must keep the operations, and a wait inside a capture fails it
// and leaves the stream usable.
func TestStandInGraph(t *testing.T) {
	lib, d := standinDevice(t)
	defer d.Close()
	const n = 256
	p, _ := d.Alloc(n)
	q, _ := d.Alloc(n)
	s, err := d.NewStream()
	if err != nil {
		t.Fatal(err)
	}
	cs := s.(driver.CaptureStream)
	capture := func(ops ...func() error) (driver.Graph, error) {
		if err := cs.BeginCapture(); err != nil {
			t.Fatal(err)
		}
		for _, op := range ops {
			if err := op(); err != nil {
				_, eerr := cs.EndCapture()
				return nil, errors.Join(err, eerr)
			}
		}
		return cs.EndCapture()
	}
	memset := func() error { return d.Memset(p, 7, n, s) }
	dtod := func() error { return d.CopyDtoD(q, p, n, s) }
	g, err := capture(memset, dtod)
	if err != nil {
		t.Fatal(err)
	}
	// Recorded, not run: q is still zero.
	var h [n]byte
	if err := d.CopyDtoH(unsafe.Pointer(&h[0]), q, n, nil); err != nil || h[0] != 0 {
		t.Fatalf("after capture q[0] = %d, %v; want 0", h[0], err)
	}
	e, err := g.Instantiate()
	if err != nil {
		t.Fatal(err)
	}
	lib.Log()
	for range 3 {
		if err := e.Launch(s); err != nil {
			t.Fatal(err)
		}
	}
	var log []string
	for _, l := range lib.Log() {
		if !strings.HasPrefix(l, "hipSetDevice") { // selecting the device is not a launch
			log = append(log, l)
		}
	}
	if len(log) != 3 {
		t.Fatalf("3 graph launches made %d calls:\n%s", len(log), strings.Join(log, "\n"))
	}
	for _, l := range log {
		if !strings.HasPrefix(l, "hipGraphLaunch ") || !strings.Contains(l, "nodes=2 -> 0") {
			t.Fatalf("launch call %q, want hipGraphLaunch of 2 nodes", l)
		}
	}
	// nil is the device's default stream, which on ROC is a stream of its
	// own: replaying on the null stream would run on whichever device the
	// thread has current.
	lib.Log()
	if err := e.Launch(nil); err != nil {
		t.Fatal(err)
	}
	for _, l := range lib.Log() {
		if strings.HasPrefix(l, "hipGraphLaunch ") && strings.Contains(l, "stream=s0 ") {
			t.Fatalf("Launch(nil) went to the null stream: %q", l)
		}
	}
	g2, err := capture(dtod, memset)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Update(g2); err != nil {
		t.Fatal(err)
	}
	g1, err := capture(dtod)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Update(g1); !errors.Is(err, driver.ErrInvalidValue) {
		t.Fatalf("update with another node count: %v, want ErrInvalidValue", err)
	}
	if _, err := capture(dtod, s.Synchronize); !errors.Is(err, driver.ErrNotCapturable) {
		t.Fatalf("synchronize in a capture: %v, want ErrNotCapturable", err)
	}
	if err := d.Memset(p, 9, n, s); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatalf("the stream after a failed capture: %v", err)
	}
	if err := d.CopyDtoH(unsafe.Pointer(&h[0]), p, n, nil); err != nil || h[0] != 9 {
		t.Fatalf("after the failed capture p[0] = %d, %v; want 9", h[0], err)
	}
	if err := d.DefaultStream().(driver.CaptureStream).BeginCapture(); !errors.Is(err, driver.ErrNotCapturable) {
		t.Fatalf("capture of the default stream: %v", err)
	}
	for _, x := range []interface{ Destroy() error }{e, g, g1, g2} {
		if err := x.Destroy(); err != nil {
			t.Fatal(err)
		}
	}
}
