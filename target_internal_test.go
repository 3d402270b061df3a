package kern

import (
	"errors"
	"testing"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/host"
	"github.com/kernlab/kern/nd"
)

// ufFakeGPU stands in for the code `kern gen` will register.
type ufFakeGPU struct{ calls int }

func (f *ufFakeGPU) hasCode() bool { return true }

func (f *ufFakeGPU) elementwise(dev *Device, s *Stream, shape []int, args, outs []any) error {
	f.calls++
	return nil
}

func TestGPUHookNeedsADevice(t *testing.T) {
	if _, err := DefaultDevice(CUDA); err == nil {
		t.Skip("this process has a CUDA device (a GPU or KERN_EMULATE=cuda)")
	}
	gpu := &ufFakeGPU{}
	l := Loop2(func(a, b float32) float32 { return a + b })
	l.gpu = gpu
	add := Vectorize("Add", l)
	x := []float32{1, 2}
	for _, tg := range []Target{CUDA, ROC} {
		if _, err := add.Call(tg, x, x); !errors.Is(err, driver.ErrNoDevice) {
			t.Errorf("%v with code, host operands: %v, want ErrNoDevice", tg, err)
		}
		dev := NewDevice(host.New())
		dx, err := ToDevice(dev, nd.Must(nd.FromSlice(x, 2)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := add.Call(tg, dx, x); !errors.Is(err, driver.ErrNoDevice) {
			t.Errorf("%v with code, operands on the host device: %v, want ErrNoDevice", tg, err)
		}
	}
	// Auto never picks a GPU for host memory: it runs on Parallel.
	got, err := As[float32](add.Call(Auto, x, x))
	if err != nil || got.At(1) != 4 || gpu.calls != 0 {
		t.Errorf("Auto: %v %v (gpu calls %d)", got, err, gpu.calls)
	}
	if e, err := place(Auto, "x", nil, "x", true, "vectorize"); err != nil || e.t != Parallel {
		t.Errorf("place(Auto, host) = %+v, %v", e, err)
	}
	if e, err := place(HostDevice(), "x", nil, "x", true, "vectorize"); err != nil || e.t != Sim || e.dev != HostDevice() {
		t.Errorf("place(host device) = %+v, %v", e, err)
	}
	if _, err := place(CUDA, "x", HostDevice(), "x", true, "vectorize"); !errors.Is(err, driver.ErrNoDevice) {
		t.Errorf("place(CUDA, host device operands) = %v", err)
	}
	if _, err := place(Sim, "x", NewDevice(host.New()), "x", false, "vectorize"); err != nil {
		t.Errorf("place(Sim, other host device) = %v", err)
	}
	if _, err := place(HostDevice(), "x", NewDevice(host.New()), "x", false, "vectorize"); !errors.Is(err, ErrTarget) {
		t.Errorf("place(device A, operands on B) = %v", err)
	}
	if _, err := place("cuda", "x", nil, "x", false, "vectorize"); !errors.Is(err, ErrTarget) {
		t.Errorf("place(string) = %v", err)
	}
}
