package kern_test

import (
	"errors"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

func addF32(x, y float32) float32 { return x + y }

func scaleKernel(t *kern.Thread, a []float32) {
	if i := t.Grid1(); i < len(a) {
		a[i] *= 2
	}
}

// A nil or zero-value operand is an error wrapping kern.ErrArgument that
// names it, never a crash.
func TestNilOperandsAreErrors(t *testing.T) {
	add := kern.Vectorize("add", kern.Loop2(addF32))
	x := []float32{1, 2}
	var nilDev *kern.DeviceArray[float32]
	var nilPinned *kern.Pinned[float32]
	var zero nd.Array[float32]
	dev := emuDevice(t)
	for _, c := range []struct {
		name string
		on   any
		args []any
	}{
		{"nil device array", kern.CPU, []any{x, nilDev}},
		{"nil device array on a GPU", dev, []any{nilDev, x}},
		{"nil pinned array", kern.CPU, []any{nilPinned, x}},
		{"zero nd.Array", kern.CPU, []any{x, zero}},
		{"untyped nil", kern.CPU, []any{x, nil}},
	} {
		_, err := add.Call(c.on, c.args...)
		if !errors.Is(err, kern.ErrArgument) {
			t.Errorf("%s: %v, want ErrArgument", c.name, err)
		}
	}
	if err := add.Into(kern.CPU, nilDev, x, x); !errors.Is(err, kern.ErrArgument) {
		t.Errorf("nil out=: %v, want ErrArgument", err)
	}
	k := kern.NewKernel1(scaleKernel)
	for _, on := range []any{kern.Sim, dev} {
		if err := k.Launch(on, 1, 32, nilDev); !errors.Is(err, kern.ErrArgument) {
			t.Errorf("kernel launch with a nil device array on %v: %v, want ErrArgument", on, err)
		}
	}
}
