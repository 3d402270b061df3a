package cuda

import (
	"errors"
	"testing"

	"github.com/kernlab/kern/driver"
)

// otherStream is a driver.Stream of some other backend.
type otherStream struct{ driver.Stream }

func TestStreamResolution(t *testing.T) {
	d, e := &Device{ordinal: 0}, &Device{ordinal: 1}
	mine := &Stream{dev: d, h: 0x1234}
	for _, c := range []struct {
		name  string
		s     driver.Stream
		h     uintptr
		async bool
		bad   bool
	}{
		{"nil", nil, 0, false, false},
		{"typed nil", (*Stream)(nil), 0, false, false},
		{"own", mine, 0x1234, true, false},
		{"default", &Stream{dev: d}, 0, true, false},
		{"other device", &Stream{dev: e, h: 9}, 0, false, true},
		{"other backend", otherStream{}, 0, false, true},
	} {
		h, async, err := d.stream("cuTest", c.s)
		if c.bad {
			if !errors.Is(err, driver.ErrInvalidValue) {
				t.Errorf("%s: err %v, want ErrInvalidValue", c.name, err)
			}
			continue
		}
		if err != nil || h != c.h || async != c.async {
			t.Errorf("%s: got %#x, %v, %v", c.name, h, async, err)
		}
	}
	if err := mine.WaitEvent(nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("WaitEvent(nil): %v", err)
	}
	if _, err := (&Event{dev: d}).Elapsed(nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("Elapsed(nil): %v", err)
	}
	// Argument checks that fail before any library call.
	for name, err := range map[string]error{
		"Alloc(-1)":          func() error { _, err := d.Alloc(-1); return err }(),
		"Memset(-1)":         d.Memset(0, 0, -1, nil),
		"CopyHtoD(nil)":      d.CopyHtoD(1, nil, 4, nil),
		"CopyDtoH(nil)":      d.CopyDtoH(nil, 1, 4, nil),
		"CopyDtoD(-1)":       d.CopyDtoD(1, 2, -1, nil),
		"Register(nil)":      d.Register(nil, 4),
		"LoadModule(nil)":    func() error { _, err := d.LoadModule(nil); return err }(),
		"AllocHost(0)":       func() error { _, err := d.AllocHost(0); return err }(),
		"MaxBlockSize(-1)":   func() error { _, _, err := (&Function{mod: &Module{dev: d}}).MaxBlockSize(-1); return err }(),
		"Function(unloaded)": func() error { _, err := (&Module{dev: d}).Function("k"); return err }(),
	} {
		if !errors.Is(err, driver.ErrInvalidValue) {
			t.Errorf("%s: %v, want ErrInvalidValue", name, err)
		}
	}
	if err := d.Unregister(nil); !errors.Is(err, driver.ErrInvalidValue) {
		t.Errorf("Unregister of unregistered memory: %v", err)
	}
}
