package kern_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

func hypot(x, y float32) float32 { return float32(math.Hypot(float64(x), float64(y))) }

// Scalars in, scalar out: a ufunc call on scalars returns a 0-d array, and
// kern.Value takes it.
func TestValueOfZeroDResult(t *testing.T) {
	h := kern.Vectorize("hypot", kern.Loop2(hypot))
	for _, on := range []any{kern.CPU, kern.Parallel, kern.Sim} {
		v, err := kern.Value[float32](h.Call(on, float32(3), float32(4)))
		if err != nil || v != 5 {
			t.Errorf("%v: Value(hypot(3, 4)) = %v, %v; want 5", on, v, err)
		}
	}
	if _, err := kern.Value[float32](h.Call(kern.CPU, []float32{3, 6}, float32(4))); !errors.Is(err, nd.ErrShape) {
		t.Errorf("Value of a 2-element result: %v, want ErrShape", err)
	}
	if _, err := kern.Value[float64](h.Call(kern.CPU, float32(3), float32(4))); !errors.Is(err, nd.ErrDType) {
		t.Errorf("Value[float64] of a float32 result: %v, want ErrDType", err)
	}
}

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

// Requests larger than the machine are errors, not "fatal error: runtime:
// out of memory".
func TestHugeHostAllocationsAreErrors(t *testing.T) {
	const huge = 1 << 40 // 4 TiB of float32
	if _, err := nd.Zeros[float32](huge); !errors.Is(err, nd.ErrTooLarge) {
		t.Errorf("nd.Zeros(2^40): %v, want ErrTooLarge", err)
	}
	if _, err := nd.Full[float64](1, 1<<20, 1<<20); !errors.Is(err, nd.ErrTooLarge) {
		t.Errorf("nd.Full(2^20, 2^20): %v, want ErrTooLarge", err)
	}
	if _, err := kern.PinnedArray[float32](kern.HostDevice(), huge); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Errorf("PinnedArray(2^40) on the host device: %v, want ErrOutOfMemory", err)
	}
	if _, err := kern.PinnedArray[float32](emuDevice(t), huge); !errors.Is(err, driver.ErrOutOfMemory) {
		t.Errorf("PinnedArray(2^40) on the emulated device: %v, want ErrOutOfMemory", err)
	}
}

// Where says where a call runs without running it.
func TestWhere(t *testing.T) {
	disc := kern.Vectorize("Disc", kern.Loop3(gputest.Disc[float32]))
	noGPU := kern.Vectorize("add", kern.Loop2(addF32))
	a := []float32{1, 2, 3}
	dev := emuDevice(t)
	da, err := kern.ToDevice(dev, nd.Must(nd.FromSlice(a, 3)))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		u    *kern.Ufunc
		on   any
		args []any
		t    kern.Target
		dev  *kern.Device
	}{
		{"explicit CPU", disc, kern.CPU, []any{a, a, a}, kern.CPU, kern.HostDevice()},
		{"a device", disc, dev, []any{a, a, a}, kern.CUDA, dev},
		{"Auto follows device arrays", disc, kern.Auto, []any{da, a, a}, kern.CUDA, dev},
		{"Auto without GPU code", noGPU, kern.Auto, []any{a, a}, kern.Parallel, kern.HostDevice()},
	} {
		tg, d, err := c.u.Where(c.on, c.args...)
		if err != nil || tg != c.t || d != c.dev {
			t.Errorf("%s: %v on %v, %v; want %v on %v", c.name, tg, d, err, c.t, c.dev)
		}
	}
	if _, _, err := disc.Where(nil, a, a, a); !errors.Is(err, kern.ErrTarget) {
		t.Errorf("nil placement: %v", err)
	}
	if _, _, err := disc.Where(kern.CPU, a, a); err == nil {
		t.Error("two arguments for three inputs: no error")
	}
	sum := kern.Reduce("Sum", kern.Loop2(gputest.Sum[float32]))
	if tg, d, err := sum.Where(kern.Auto, da); err != nil || tg != kern.CUDA || d != dev {
		t.Errorf("reduce of a device array: %v on %v, %v", tg, d, err)
	}
	k := kern.NewKernel1(scaleKernel)
	if tg, d, err := k.Where(kern.Auto, a); err != nil || tg != kern.Sim || d != kern.HostDevice() {
		t.Errorf("kernel without GPU code: %v on %v, %v", tg, d, err)
	}
}

// Error messages say each thing once: one "kern:" prefix, no name repeated
// as its own description, no line break inside a one-line cause.
func TestMessagesSayItOnce(t *testing.T) {
	k := kern.NewKernel1(scaleKernel)
	for _, err := range []error{
		k.Launch(kern.Sim, 0, 32, []float32{1}),
		k.Launch(kern.Sim, 1, 32, []int32{1}),
		func() error {
			_, err := kern.Vectorize("x", kern.Loop2(addF32)).Call(kern.CUDA, float32(1), float32(2))
			return err
		}(),
	} {
		if err == nil {
			t.Fatal("no error")
		}
		if n := strings.Count(err.Error(), "kern: "); n != 1 {
			t.Errorf("%q has %d kern: prefixes", err, n)
		}
	}
	g := kern.GUVectorize("Bad", "(n)->(n)", kern.GULoop2(func(x []bool, s kern.Array1[float64]) {}))
	if err := g.Err(); err == nil || strings.Contains(err.Error(), "DType(") || strings.Count(err.Error(), "kern: ") != 1 {
		t.Errorf("bad gufunc: %v", err)
	}
	e := &driver.Error{Op: "hipGetDeviceCount", Name: "hipErrorNoDevice", Text: "hipErrorNoDevice", Log: "hipInit: hipErrorInvalidDevice"}
	if got, want := e.Error(), "hipGetDeviceCount: hipErrorNoDevice (hipInit: hipErrorInvalidDevice)"; got != want {
		t.Errorf("driver error %q, want %q", got, want)
	}
}
