package cuda

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/driver/internal/gpucore"
)

func TestSentinel(t *testing.T) {
	all := []error{driver.ErrNoDriver, driver.ErrNoDevice, driver.ErrOutOfMemory, driver.ErrLaunchFailed,
		driver.ErrInvalidValue, driver.ErrNotReady, driver.ErrJIT, driver.ErrNotFound, driver.ErrUnsupported,
		driver.ErrKernelTrap}
	cases := []struct {
		code int
		want []error
	}{
		{0, nil},
		{1, []error{driver.ErrInvalidValue}},
		{2, []error{driver.ErrOutOfMemory}},
		{100, []error{driver.ErrNoDevice}},
		{101, []error{driver.ErrInvalidValue}},
		{218, []error{driver.ErrJIT}},
		{222, []error{driver.ErrJIT}},
		{209, []error{driver.ErrJIT}},
		{500, []error{driver.ErrNotFound}},
		{600, []error{driver.ErrNotReady}},
		{700, []error{driver.ErrKernelTrap, driver.ErrLaunchFailed}},
		{710, []error{driver.ErrKernelTrap, driver.ErrLaunchFailed}},
		{714, []error{driver.ErrKernelTrap, driver.ErrLaunchFailed}},
		{715, []error{driver.ErrKernelTrap, driver.ErrLaunchFailed}},
		{716, []error{driver.ErrKernelTrap, driver.ErrLaunchFailed}},
		{718, []error{driver.ErrKernelTrap, driver.ErrLaunchFailed}},
		{719, []error{driver.ErrKernelTrap, driver.ErrLaunchFailed}},
		{701, []error{driver.ErrLaunchFailed}},
		{801, []error{driver.ErrUnsupported}},
		{34, []error{driver.ErrNoDriver}},
		{999, nil},
		{3, nil},
	}
	for _, c := range cases {
		l := newLib() // no library: the built-in names
		err := l.Check("cuTest", result(c.code))
		if c.code == 0 {
			if err != nil {
				t.Errorf("code 0 gave %v", err)
			}
			continue
		}
		for _, s := range all {
			want := false
			for _, w := range c.want {
				want = want || w == s
			}
			if got := errors.Is(err, s); got != want {
				t.Errorf("code %d: errors.Is(%v) = %v, want %v", c.code, s, got, want)
			}
		}
		var de *driver.Error
		if !errors.As(err, &de) || de.Code != c.code || de.Op != "cuTest" || de.Kind != driver.KindCUDA {
			t.Errorf("code %d: %#v", c.code, err)
		}
	}
}

func TestBuiltinNames(t *testing.T) {
	l := newLib()
	for code, want := range map[result]string{
		1: "CUDA_ERROR_INVALID_VALUE", 2: "CUDA_ERROR_OUT_OF_MEMORY", 100: "CUDA_ERROR_NO_DEVICE",
		218: "CUDA_ERROR_INVALID_PTX", 500: "CUDA_ERROR_NOT_FOUND", 600: "CUDA_ERROR_NOT_READY",
		700: "CUDA_ERROR_ILLEGAL_ADDRESS", 710: "CUDA_ERROR_ASSERT", 719: "CUDA_ERROR_LAUNCH_FAILED",
		77777: "CUDA_ERROR_77777",
	} {
		if got := l.ErrorName(code); got != want {
			t.Errorf("name of %d = %s, want %s", code, got, want)
		}
	}
	names := builtinNames()
	seen := map[string]result{}
	for c, n := range names {
		if !strings.HasPrefix(n, "CUDA_") {
			t.Errorf("%d: bad name %s", c, n)
		}
		if o, dup := seen[n]; dup {
			t.Errorf("%s used for %d and %d", n, o, c)
		}
		seen[n] = c
	}
	err := l.NewError("cuMemAlloc", 2)
	if s := err.Error(); !strings.Contains(s, "cuMemAlloc") || !strings.Contains(s, "CUDA_ERROR_OUT_OF_MEMORY") {
		t.Errorf("message %q", s)
	}
}

func TestArgError(t *testing.T) {
	err := api.ArgError("cuMemAlloc", "negative size %d", -4)
	if !errors.Is(err, driver.ErrInvalidValue) || !strings.Contains(err.Error(), "negative size -4") {
		t.Fatalf("argError = %v", err)
	}
}

func TestDim3(t *testing.T) {
	for _, c := range []struct {
		d  driver.Dim3
		ok bool
	}{
		{driver.Dim3{X: 1, Y: 1, Z: 1}, true},
		{driver.Dim3{X: 1 << 20, Y: 2, Z: 3}, true},
		{driver.Dim3{X: 0, Y: 1, Z: 1}, false},
		{driver.Dim3{X: 4, Y: -1, Z: 1}, false},
		{driver.Dim3{X: 4, Y: 1, Z: 1 << 16}, false},
	} {
		g, err := gpucore.Dim3(api, "cuLaunchKernel", "grid", c.d)
		if (err == nil) != c.ok {
			t.Errorf("%v: err %v", c.d, err)
			continue
		}
		if c.ok && (g[0] != uint32(c.d.X) || g[1] != uint32(c.d.Y) || g[2] != uint32(c.d.Z)) {
			t.Errorf("%v: got %v", c.d, g)
		}
	}
}
