package kern_test

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/half"
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
		if n := strings.Count(err.Error(), "kIndex"); n != 1 {
			t.Errorf("%q names the kernel %d times, want once", err, n)
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
	if strings.Contains(err.Error(), "kernel div:") {
		t.Errorf("ufunc failure %q names div twice", err)
	}
	// On CPU and Parallel the core's loop reports the line too, and a
	// gufunc core's at its misuse of a kern.Array1, not inside kern.
	last := kern.GUVectorize("last", "(n)->()", kern.GULoop2(func(x, out kern.Array1[float32]) {
		out.Set(0, x.At(x.Len())) // last:at
	}))
	src, err := os.ReadFile("kernel_trap_test.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, on := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		if _, err := div.Call(on, []int32{1, 2}, []int32{1, 0}); !errors.Is(err, driver.ErrKernelTrap) || !strings.Contains(err.Error(), "kernel_trap_test.go:") {
			t.Errorf("%v: ufunc failure %v, want ErrKernelTrap at kernel_trap_test.go", on, err)
		}
		_, err := last.Call(on, make([]float32, 3))
		if site := markedLine(t, src, "last:at"); !errors.Is(err, driver.ErrKernelTrap) || !strings.Contains(err.Error(), site) {
			t.Errorf("%v: gufunc failure %v, want ErrKernelTrap at %s", on, err, site)
		}
	}
}

// markedLine is "kernel_trap_test.go:N: ", N the line of src that ends
// with the comment "// mark".
func markedLine(t *testing.T, src []byte, mark string) string {
	t.Helper()
	for i, l := range strings.Split(string(src), "\n") {
		if strings.HasSuffix(l, "// "+mark) {
			return "kernel_trap_test.go:" + strconv.Itoa(i+1) + ": "
		}
	}
	t.Fatalf("no line marked %s", mark)
	return ""
}

// kOddPair misuses the kernel-side API: Load2 at the odd index at, Store2
// at at+2, LoadVec and StoreVec at at, a kern.Array1 past its end and an
// atomic on a nil pointer, chosen by op.
func kOddPair(t *kern.Thread, s []kern.Float16, at, op int) {
	switch op {
	case 0:
		p := kern.Load2(s, at) // kOddPair:load
		s[0] = p.Lo()
	case 1:
		kern.Store2(s, at+2, kern.Pack2(s[0], s[1])) // kOddPair:store
	case 2:
		v := kern.LoadVec[[4]kern.Float16](s, at) // kOddPair:loadvec
		s[0] = v[0]
	case 3:
		kern.StoreVec(s, at, [4]kern.Float16{}) // kOddPair:storevec
	case 4:
		a := kern.MakeArray1(s)
		s[0] = a.At(len(s) + at) // kOddPair:array
	default:
		var p *int32
		kern.AtomicAdd(p, 1) // kOddPair:atomic
	}
}

// TestKernelFailureSiteInAPI: a panic inside kern's kernel-side API (a
// packed pair at an odd index, checked in package half; a vector at an
// index that is no multiple of its length; a kern.Array1 index past its
// end; an atomic on a nil pointer) is reported at the kernel's call, not
// inside kern, on every host target.
func TestKernelFailureSiteInAPI(t *testing.T) {
	src, err := os.ReadFile("kernel_trap_test.go")
	if err != nil {
		t.Fatal(err)
	}
	lineOf := func(mark string) string { return markedLine(t, src, mark) }
	k := kern.NewKernel3(kOddPair)
	s := make([]kern.Float16, 8)
	for _, on := range []kern.Target{kern.CPU, kern.Parallel, kern.Sim} {
		for op, c := range []struct{ mark, value string }{
			{"kOddPair:load", "pair index 1 is odd"},
			{"kOddPair:store", "pair index 3 is odd"},
			{"kOddPair:loadvec", "index 1 is not a multiple of 4"},
			{"kOddPair:storevec", "index 1 is not a multiple of 4"},
			{"kOddPair:array", "index [9] out of range for shape [8]"},
			{"kOddPair:atomic", "nil pointer dereference"},
		} {
			err := k.Launch(on, 1, 1, s, 1, op)
			var te *kern.KernelTrapError
			if !errors.As(err, &te) {
				t.Fatalf("%v, %s: err = %v, want a *kern.KernelTrapError", on, c.mark, err)
			}
			if site := lineOf(c.mark); !strings.Contains(te.Site, site) || !strings.Contains(te.Site, c.value) {
				t.Errorf("%v, %s: site %q, want %s…%s", on, c.mark, te.Site, site, c.value)
			}
			if n := strings.Count(err.Error(), "kOddPair"); n != 1 {
				t.Errorf("%v, %s: %q names the kernel %d times, want once", on, c.mark, err, n)
			}
		}
	}
	var pe half.PairIndexError
	if err := k.Launch(kern.Sim, 1, 1, s, 1, 0); !errors.As(err, &pe) || pe != 1 {
		t.Errorf("err = %v, want one that wraps half.PairIndexError(1)", err)
	}
}
