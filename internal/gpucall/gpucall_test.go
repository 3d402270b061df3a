package gpucall

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/internal/dispatch"
)

// dense: a view's elements fill its span exactly, or leave gaps a kernel
// would not write.
func TestDense(t *testing.T) {
	if !dense([]int{6, 5}, 0, 29) || dense([]int{6, 5}, 0, 57) || !dense([]int{0}, 0, -1) {
		t.Fatal("dense")
	}
}

// coalesce merges axes every operand walks contiguously, drops extent-1
// axes, gives broadcast axes stride 0 and scalars no strides.
func TestCoalesce(t *testing.T) {
	ops := []ewOperand{
		{shape: []int{4, 3, 2}, strides: []int{6, 2, 1}}, // C-contiguous
		{shape: []int{3, 1}, strides: []int{1, 1}},       // broadcast along axes 0 and 2
		{isScal: true},
	}
	shape, strides, err := coalesce([]int{4, 3, 2}, ops)
	if err != nil {
		t.Fatal(err)
	}
	if len(shape) != 3 || shape[0] != 4 || shape[1] != 3 || shape[2] != 2 {
		t.Fatalf("shape %v, want [4 3 2] (the broadcast operand keeps every axis apart)", shape)
	}
	if want := []int{0, 1, 0}; len(strides[1]) != 3 || strides[1][0] != want[0] || strides[1][1] != want[1] || strides[1][2] != want[2] {
		t.Errorf("broadcast strides %v, want %v", strides[1], want)
	}
	if len(strides[2]) != 0 {
		t.Errorf("scalar strides %v, want none", strides[2])
	}
	shape, _, err = coalesce([]int{4, 3, 2}, ops[:1])
	if err != nil || len(shape) != 1 || shape[0] != 24 {
		t.Errorf("one contiguous operand: shape %v, %v; want [24]", shape, err)
	}
}

// A fault is explained by the remembered launch of its kernel whose
// argument is nearest the address; a fault without an address, or of a
// kernel the log does not remember, is left as it is.
func TestLaunchLogExplain(t *testing.T) {
	var g LaunchLog
	params := []Param{{Kind: ParamSlice, Rank: 1, ESize: 4, Label: "argument 1 (x)"}, {Kind: ParamScalar, Label: "argument 2 (n)"}}
	f := &dispatch.Func{Symbol: "k", Name: "pkg.K"}
	other := &dispatch.Func{Symbol: "other", Name: "pkg.Other"}
	launch := func(f *dispatch.Func, ptr driver.Ptr) {
		g.Record(f, params, []KArg{{Ptr: ptr, Lo: 0, Hi: 9, Rank: 1, Shape: [3]int{10}}, {}})
	}
	launch(f, 0x1000)
	launch(other, 0x2000)
	launch(f, 0x3000)
	for i := range launchLogSize - 3 { // the first launch stays remembered
		launch(other, driver.Ptr(0x10000+0x100*i))
	}
	fault := func(kernel string, addr driver.Ptr) error {
		return fmt.Errorf("launching: %w", &driver.KernelTrapError{Kernel: kernel, Addr: addr, Bytes: 4})
	}
	for _, c := range []struct {
		err  error
		note string
	}{
		{fault("k", 0x3028), "in this launch of kernel pkg.K the access is 4 bytes past the end of argument 1 (x) (40 bytes at 0x3000), at its element 10 of 10"},
		{fault("k", 0x1028), "in this launch of kernel pkg.K the access is 4 bytes past the end of argument 1 (x) (40 bytes at 0x1000), at its element 10 of 10"},
		{fault("k", 0x2ffc), "in this launch of kernel pkg.K the access is 4 bytes before the start of argument 1 (x) (40 bytes at 0x3000), at its element -1 of 10"},
		{fault("k", 0x1004), "in this launch of kernel pkg.K the access is inside argument 1 (x) (40 bytes at 0x1000), at its element 1 of 10"},
		{fault("k", 0x4000_0000), "the access at 0x40000000 is not within a MiB of any array argument of this launch of kernel pkg.K"},
		{fault("unknown", 0x1028), ""},
		{fault("k", 0), ""},
		{errors.New("no trap"), ""},
	} {
		got := g.Explain(c.err)
		fn, ok := got.(*FaultNote)
		switch {
		case c.note == "" && got != c.err:
			t.Errorf("%v: explained as %v", c.err, got)
		case c.note != "" && (!ok || fn.Note != c.note || fn.Err != c.err || !errors.Is(got, c.err)):
			t.Errorf("%v: explained as %v, want the note %q", c.err, got, c.note)
		}
	}
	launch(other, 0x5000) // the ring forgets the first launch of k
	if got := g.Explain(fault("k", 0x1028)); !strings.Contains(got.Error(), "0x3000") {
		t.Errorf("after the ring wrapped: %v, want the remembered launch at 0x3000", got)
	}
}
