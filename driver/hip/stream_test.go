package hip

import (
	"errors"
	"testing"

	"github.com/kernlab/kern/driver"
)

type otherStream struct{ driver.Stream }

func TestStreamResolution(t *testing.T) {
	d, e := &Device{ordinal: 0}, &Device{ordinal: 1}
	for _, c := range []struct {
		name  string
		s     driver.Stream
		h     uintptr
		async bool
		bad   bool
	}{
		{"nil", nil, 0, false, false},
		{"typed nil", (*Stream)(nil), 0, false, false},
		{"own", &Stream{dev: d, h: 77}, 77, true, false},
		{"null stream", &Stream{dev: d}, 0, true, false},
		{"other device", &Stream{dev: e, h: 9}, 0, false, true},
		{"other backend", otherStream{}, 0, false, true},
	} {
		h, async, err := d.streamOf("hipTest", c.s)
		if c.bad != (err != nil) || (err != nil && !errors.Is(err, driver.ErrInvalidValue)) {
			t.Errorf("%s: err %v", c.name, err)
			continue
		}
		if !c.bad && (h != c.h || async != c.async) {
			t.Errorf("%s: got %#x, %v", c.name, h, async)
		}
	}
	// Argument checks that fail before any library call.
	for name, err := range map[string]error{
		"Alloc(-1)":        func() error { _, err := d.Alloc(-1); return err }(),
		"Memset(-1)":       d.Memset(0, 0, -1, nil),
		"CopyHtoD(nil)":    d.CopyHtoD(1, nil, 4, nil),
		"Register(nil)":    d.Register(nil, 4),
		"Unregister(x)":    d.Unregister(nil),
		"LoadModule(nil)":  func() error { _, err := d.LoadModule(nil); return err }(),
		"AllocHost(0)":     func() error { _, err := d.AllocHost(0); return err }(),
		"WaitEvent(nil)":   (&Stream{dev: d}).WaitEvent(nil),
		"Elapsed(nil)":     func() error { _, err := (&Event{dev: d}).Elapsed(nil); return err }(),
		"MaxBlockSize(-1)": func() error { _, _, err := (&Function{mod: &Module{dev: d}}).MaxBlockSize(-1); return err }(),
	} {
		if !errors.Is(err, driver.ErrInvalidValue) {
			t.Errorf("%s: %v, want ErrInvalidValue", name, err)
		}
	}
	if p, err := d.Alloc(0); p != 0 || err != nil {
		t.Errorf("Alloc(0) = %v, %v", p, err)
	}
	if err := d.Free(0); err != nil {
		t.Errorf("Free(0): %v", err)
	}
}
