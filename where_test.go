package kern_test

import (
	"errors"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/internal/testing/gputest"
	"github.com/kernlab/kern/nd"
)

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
