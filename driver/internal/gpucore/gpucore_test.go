package gpucore

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/driver"
)

func testAPI(name string) *API {
	return &API{
		Kind: driver.Kind(strings.ToLower(name)), Name: name,
		Funcs:            Funcs{Malloc: Fn{Op: "tMalloc"}, Launch: Fn{Op: "tLaunch"}, Occupancy: Fn{Op: "tOccupancy"}},
		InvalidValueName: "tInvalidValue", NotRegisteredName: "tNotRegistered",
		Names:    func() map[Status]string { return map[Status]string{1: "tInvalidValue"} },
		Unnamed:  "tError%d",
		Sentinel: func(int) error { return nil },
		MaxDimYZ: 1<<16 - 1,
	}
}

func testDevice(a *API, ordinal int) *Device {
	l := NewLib(a)
	d := &Device{}
	InitDevice(d, &l, ordinal, driver.Info{}, Fn{}, 0)
	return d
}

type otherStream struct{ driver.Stream }

// TestStreamOf is the stream resolution both APIs share.
func TestStreamOf(t *testing.T) {
	a := testAPI("T")
	d, e := testDevice(a, 0), testDevice(a, 1)
	other := testDevice(testAPI("U"), 0)
	for _, c := range []struct {
		name  string
		s     driver.Stream
		h     uintptr
		async bool
		bad   string
	}{
		{"nil", nil, 0, false, ""},
		{"typed nil", (*Stream)(nil), 0, false, ""},
		{"own", &Stream{dev: d, h: 0x1234}, 0x1234, true, ""},
		{"default", d.DefaultStream(), 0, true, ""},
		{"other device", &Stream{dev: e, h: 9}, 0, false, "stream of T device 1 used on device 0"},
		{"other API", other.DefaultStream(), 0, false, "U stream used on a T device"},
		{"other backend", otherStream{}, 0, false, "is not a T stream"},
	} {
		h, async, err := StreamOf(d, "tTest", c.s)
		if c.bad != "" {
			if !errors.Is(err, driver.ErrInvalidValue) || !strings.Contains(err.Error(), c.bad) {
				t.Errorf("%s: err %v, want ErrInvalidValue saying %q", c.name, err, c.bad)
			}
			continue
		}
		if err != nil || h != c.h || async != c.async {
			t.Errorf("%s: got %#x, %v, %v", c.name, h, async, err)
		}
	}
	for name, err := range map[string]error{
		"WaitEvent(nil)":   d.DefaultStream().WaitEvent(nil),
		"WaitEvent(other)": d.DefaultStream().WaitEvent(&Event{dev: other}),
		"Elapsed(nil)":     func() error { _, err := (&Event{dev: d}).Elapsed(nil); return err }(),
		"MaxBlockSize(-1)": func() error { _, _, err := (&Function{mod: &Module{dev: d}}).MaxBlockSize(-1); return err }(),
		"Global(unloaded)": func() error { _, _, err := NewModule(d, 0, "").Global("g"); return err }(),
		"Launch(grid 0)":   (&Function{mod: &Module{dev: d}}).Launch(driver.LaunchConfig{Block: driver.Dim3{X: 1, Y: 1, Z: 1}}, nil),
	} {
		var de *driver.Error
		if !errors.As(err, &de) || !errors.Is(err, driver.ErrInvalidValue) || de.Kind != "t" || de.Name != "tInvalidValue" {
			t.Errorf("%s: %v, want ErrInvalidValue of kind t", name, err)
		}
	}
}

func TestErrorNames(t *testing.T) {
	l := NewLib(testAPI("T"))
	if n := l.ErrorName(1); n != "tInvalidValue" {
		t.Errorf("ErrorName(1) = %s", n)
	}
	if n := l.ErrorName(4242); n != "tError4242" {
		t.Errorf("ErrorName(4242) = %s", n)
	}
	if l.Check("tOp", Success) != nil {
		t.Error("success is an error")
	}
	e := l.NewError("tOp", 1)
	if e.Op != "tOp" || e.Code != 1 || e.Text != "unrecognized error code" {
		t.Errorf("NewError = %#v", e)
	}
}

// TestDevices: one device per ordinal until forgotten; out of range and
// no devices match driver.ErrNoDevice; a count error comes back as is.
func TestDevices(t *testing.T) {
	type dev struct{ n int }
	c := Devices[*dev]{Pkg: "x"}
	opened := 0
	open := func(k int) (*dev, error) { opened++; return &dev{k}, nil }
	two := func() (int, error) { return 2, nil }
	a, err := c.Get(1, two, open)
	if err != nil || a.n != 1 {
		t.Fatal(a, err)
	}
	if b, _ := c.Get(1, two, open); b != a || opened != 1 {
		t.Errorf("second Get opened again (%d) or gave another device", opened)
	}
	if _, err := c.Get(2, two, open); !errors.Is(err, driver.ErrNoDevice) || !strings.Contains(err.Error(), "x: device 2 does not exist (2 devices)") {
		t.Errorf("out of range: %v", err)
	}
	c.Forget(1, a)
	if b, _ := c.Get(1, two, open); b == a || opened != 2 {
		t.Errorf("Forget kept the device")
	}
	all, err := c.All(two, func(k int) (*dev, error) { return c.Get(k, two, open) })
	if err != nil || len(all) != 2 || all[0].n != 0 {
		t.Errorf("All: %v %v", all, err)
	}
	if _, err := c.All(func() (int, error) { return 0, nil }, nil); !errors.Is(err, driver.ErrNoDevice) {
		t.Errorf("no devices: %v", err)
	}
	boom := errors.New("boom")
	if _, err := c.Get(5, func() (int, error) { return 0, boom }, open); err != boom {
		t.Errorf("count error: %v", err)
	}
}
