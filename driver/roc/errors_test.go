package roc

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
	for _, c := range []struct {
		code int
		want []error
	}{
		{1, []error{driver.ErrInvalidValue}},
		{9, []error{driver.ErrInvalidValue}},
		{2, []error{driver.ErrOutOfMemory}},
		{100, []error{driver.ErrNoDevice}},
		{35, []error{driver.ErrNoDriver}},
		{200, []error{driver.ErrJIT}},
		{209, []error{driver.ErrJIT}},
		{218, []error{driver.ErrJIT}},
		{500, []error{driver.ErrNotFound}},
		{600, []error{driver.ErrNotReady}},
		{700, []error{driver.ErrKernelTrap, driver.ErrLaunchFailed}},
		{710, []error{driver.ErrKernelTrap, driver.ErrLaunchFailed}},
		{719, []error{driver.ErrKernelTrap, driver.ErrLaunchFailed}},
		{701, []error{driver.ErrLaunchFailed}},
		{801, []error{driver.ErrUnsupported}},
		{999, nil},
	} {
		l := newLib()
		err := l.Check("hipTest", status(c.code))
		for _, s := range all {
			want := false
			for _, w := range c.want {
				want = want || w == s
			}
			if errors.Is(err, s) != want {
				t.Errorf("code %d: errors.Is(%v) = %v", c.code, s, !want)
			}
		}
		var de *driver.Error
		if !errors.As(err, &de) || de.Code != c.code || de.Kind != driver.KindROC || !strings.HasPrefix(de.Name, "hipError") {
			t.Errorf("code %d: %#v", c.code, err)
		}
	}
	if newLib().Check("hipTest", 0) != nil {
		t.Error("hipSuccess is an error")
	}
	if err := api.ArgError("hipMalloc", "negative size %d", -1); !errors.Is(err, driver.ErrInvalidValue) || !strings.Contains(err.Error(), "-1") {
		t.Errorf("argError = %v", err)
	}
}

func TestArchName(t *testing.T) {
	prop := func(off int, s string) []byte {
		b := make([]byte, 1024)
		copy(b, "AMD Instinct MI210")
		copy(b[off:], s)
		return b
	}
	for _, c := range []struct {
		buf  []byte
		want string
	}{
		{prop(396, "gfx90a:sramecc+:xnack-"), "gfx90a:sramecc+:xnack-"}, // ROCm 5 layout offset
		{prop(700, "gfx1100"), "gfx1100"},
		{prop(300, "gfxq"), ""},           // not a target
		{prop(300, "xgfx906"), ""},        // not at a string start
		{prop(1024-4, "gfx9"), ""},        // runs off the end
		{make([]byte, 1024), ""},          // nothing reported
		{prop(500, "gfx942\x01\x00"), ""}, // junk after the name
	} {
		if got := archName(c.buf); got != c.want {
			t.Errorf("archName = %q, want %q", got, c.want)
		}
	}
	// The device name itself is never taken for the arch.
	b := make([]byte, 1024)
	copy(b, "gfx90a")
	if got := archName(b); got != "" {
		t.Errorf("took the name field: %q", got)
	}
}

func TestExtent(t *testing.T) {
	extent := func(what string, d driver.Dim3) error {
		_, err := gpucore.Dim3(api, "hipModuleLaunchKernel", what, d)
		return err
	}
	if extent("grid", driver.Dim3{X: 1, Y: 1, Z: 1}) != nil {
		t.Error("1,1,1 rejected")
	}
	for _, d := range []driver.Dim3{{X: 0, Y: 1, Z: 1}, {X: 1, Y: -2, Z: 1}, {X: 1, Y: 1, Z: 0}} {
		if err := extent("block", d); !errors.Is(err, driver.ErrInvalidValue) {
			t.Errorf("%v: %v", d, err)
		}
	}
}
