package roc

import (
	"errors"
	"testing"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/gpucore"
)

// testDevice is a device of an unbound library: enough for the argument
// checks that fail before any library call.
func testDevice(ordinal int) *Device {
	l := newLib()
	d := &Device{lib: l}
	gpucore.InitDevice(&d.Device, &l.Lib, ordinal, driver.Info{}, gpucore.Fn{}, 0)
	return d
}

type otherStream struct{ driver.Stream }

// TestArgumentChecks checks the ROC device's argument checks; stream
// resolution itself is gpucore's (TestStreamOf there).
func TestArgumentChecks(t *testing.T) {
	d, e := testDevice(0), testDevice(1)
	for name, s := range map[string]driver.Stream{"other device": e.DefaultStream(), "other backend": otherStream{}} {
		if err := d.Memset(1, 0, 4, s); !errors.Is(err, driver.ErrInvalidValue) {
			t.Errorf("Memset on %s stream: %v, want ErrInvalidValue", name, err)
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
		"AllocHostFine(0)": func() error { _, err := d.AllocHostFine(0); return err }(),
		"WaitEvent(nil)":   d.DefaultStream().WaitEvent(nil),
	} {
		var de *driver.Error
		if !errors.Is(err, driver.ErrInvalidValue) || !errors.As(err, &de) || de.Kind != driver.KindROC {
			t.Errorf("%s: %v, want a ROC ErrInvalidValue", name, err)
		}
	}
	if p, err := d.Alloc(0); p != 0 || err != nil {
		t.Errorf("Alloc(0) = %v, %v", p, err)
	}
	if err := d.Free(0); err != nil {
		t.Errorf("Free(0): %v", err)
	}
}
