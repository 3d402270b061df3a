package kern_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/testing/gputest"
)

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

// A fault an emulated device reports names the kernel by its Go name,
// not by the symbol of its entry point.
func TestFaultNamesTheGoFunction(t *testing.T) {
	idx := []int32{0, 1, 2, 3, 99, 5}
	err := kern.NewKernel2(gputest.Scatter).Launch(emuDevice(t), 1, 32, idx, make([]float32, 6))
	if !errors.Is(err, kern.ErrKernelTrap) {
		t.Fatalf("out-of-bounds store: %v, want ErrKernelTrap", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "in kernel github.com/kernlab/kern/internal/testing/gputest.Scatter,") || strings.Contains(msg, "_2e") {
		t.Errorf("%q does not name gputest.Scatter by its Go name", msg)
	}
}
