package kern_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
)

// TestKernelFailureErrorType: a kernel panic on the sim
// target is the exported *kern.KernelTrapError (the type GPU debug traps
// use), naming kernel, block, thread and the panicking line, on the
// synchronous and the stream path alike.
func TestKernelFailureErrorType(t *testing.T) {
	dev := newDev(t)
	a := make([]int64, 100) // the grid has 128 threads
	k := kern.NewKernel1(kIndex)
	s := must[*kern.Stream](t)(dev.NewStream())
	defer s.Close()
	check := func(err error) {
		t.Helper()
		var te *kern.KernelTrapError
		if !errors.As(err, &te) || !errors.Is(err, driver.ErrKernelTrap) {
			t.Fatalf("err = %v (%T), want a *kern.KernelTrapError", err, err)
		}
		if te.Block.X*32+te.Thread.X < 100 {
			t.Errorf("the failing thread %v/%v has an index in range", te.Block, te.Thread)
		}
		if !strings.Contains(te.Kernel, "kIndex") || !strings.Contains(te.Site, "kernel_test.go:") ||
			!strings.Contains(te.Site, "index out of range") {
			t.Errorf("kernel %q site %q: want kIndex at kernel_test.go:N: index out of range", te.Kernel, te.Site)
		}
	}
	check(k.Launch(dev, 4, 32, a, kern.NoSync()))
	if err := k.Launch(s, 4, 32, a, kern.NoSync()); err != nil {
		t.Fatal(err)
	}
	check(s.Synchronize())
	// A ufunc body that panics reports the same type, named by the ufunc.
	div := kern.Vectorize("div", kern.Loop2(func(a, b int32) int32 { return a / b }))
	_, err := div.Call(kern.Sim, []int32{1, 2}, []int32{1, 0})
	var te *kern.KernelTrapError
	if !errors.As(err, &te) || te.Kernel != "div" || !strings.Contains(te.Site, "kernel_trap_test.go:") {
		t.Fatalf("ufunc failure %v, want a KernelTrapError of div at kernel_trap_test.go", err)
	}
}
