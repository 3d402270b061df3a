package simt

import (
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"unsafe"
)

// TestAsyncLanding: a thread's copies land at the WaitAsync that retires
// their group, oldest groups first; copies not committed stay in flight,
// and a thread's next run (init) drops what it left.
func TestAsyncLanding(t *testing.T) {
	src := []int32{1, 2, 3, 4}
	dst := make([]int32, 4)
	var th Thread
	cp := func(i int) {
		th.CopyAsync(unsafe.Pointer(&dst[i]), unsafe.Pointer(&src[i]), 4)
	}
	cp(0)
	cp(1)
	th.CommitAsync() // group 1: elements 0, 1
	cp(2)
	th.CommitAsync() // group 2: element 2
	cp(3)            // not committed
	if !slices.Equal(dst, []int32{0, 0, 0, 0}) {
		t.Fatalf("copies landed before any wait: %v", dst)
	}
	th.WaitAsync(2)
	if !slices.Equal(dst, []int32{0, 0, 0, 0}) {
		t.Fatalf("WaitAsync(2) with two groups landed %v", dst)
	}
	th.WaitAsync(1)
	if !slices.Equal(dst, []int32{1, 2, 0, 0}) {
		t.Fatalf("WaitAsync(1) landed %v, want the first group only", dst)
	}
	th.WaitAsync(0)
	if !slices.Equal(dst, []int32{1, 2, 3, 0}) {
		t.Fatalf("WaitAsync(0) landed %v, want every committed group", dst)
	}
	th.CommitAsync()
	th.WaitAsync(0)
	if !slices.Equal(dst, []int32{1, 2, 3, 4}) {
		t.Fatalf("after committing the last copy: %v", dst)
	}
	cp(0)
	th.CommitAsync()
	th.init(Config{Block: Dim3{1, 1, 1}, Grid: Dim3{1, 1, 1}}, Dim3{}, 0, nil)
	src[0] = 9
	th.WaitAsync(0)
	if dst[0] != 1 {
		t.Errorf("a copy from the thread's previous run landed: %v", dst)
	}
}

// TestAsyncDestination: a copy into the block's shared arrays or its
// dynamic shared memory is taken; one anywhere else is a launch error,
// as a GPU faults.
func TestAsyncDestination(t *testing.T) {
	src, glob := []int32{5, 6}, make([]int32, 2)
	one := Dim3{1, 1, 1}
	for _, global := range []bool{false, true} {
		err := Launch(Config{Grid: one, Block: one, DynShared: 16, Cooperative: true}, func(th *Thread) {
			var pc [1]uintptr
			runtime.Callers(1, pc[:])
			sh := th.Shared(pc[0], reflect.TypeFor[[4]int32](), func() any { return new([4]int32) }).(*[4]int32)
			th.CopyAsync(unsafe.Pointer(&sh[3]), unsafe.Pointer(&src[0]), 4)
			th.CopyAsync(unsafe.Add(th.DynShared(), 8), unsafe.Pointer(&src[0]), 8)
			if global {
				th.CopyAsync(unsafe.Pointer(&glob[0]), unsafe.Pointer(&src[0]), 4)
			}
			th.CommitAsync()
			th.WaitAsync(0)
			if sh[3] != 5 || *(*int32)(unsafe.Add(th.DynShared(), 12)) != 6 {
				panic("the shared copies did not land")
			}
		})
		if global != (err != nil) || global && !strings.Contains(err.Error(), "kern.CopyAsync: dst is not shared memory") {
			t.Errorf("global destination %v: %v", global, err)
		}
	}
}

// TestAsyncDestinationAligned: a copy's destination must sit at a
// multiple of its size from the start of its shared array (a GPU's
// shared arrays start at 16 bytes, so anything else is a misaligned
// address there), in a kern.Shared array as in dynamic shared memory.
func TestAsyncDestinationAligned(t *testing.T) {
	src := []int32{5, 6, 7, 8}
	one := Dim3{1, 1, 1}
	for _, c := range []struct {
		dyn      bool
		off, n   int
		misalign bool
	}{
		{false, 8, 8, false}, {false, 4, 8, true}, {false, 4, 4, false}, {false, 16, 16, false}, {false, 8, 16, true},
		{true, 16, 16, false}, {true, 4, 16, true}, {true, 12, 4, false}, {true, 4, 8, true},
	} {
		err := Launch(Config{Grid: one, Block: one, DynShared: 32, Cooperative: true}, func(th *Thread) {
			var pc [1]uintptr
			runtime.Callers(1, pc[:])
			sh := th.Shared(pc[0], reflect.TypeFor[[8]int32](), func() any { return new([8]int32) }).(*[8]int32)
			base := unsafe.Pointer(&sh[0])
			if c.dyn {
				base = th.DynShared()
			}
			th.CopyAsync(unsafe.Add(base, c.off), unsafe.Pointer(&src[0]), c.n)
			th.CommitAsync()
			th.WaitAsync(0)
			if *(*int32)(unsafe.Add(base, c.off)) != 5 {
				panic("the copy did not land")
			}
		})
		if c.misalign != (err != nil) || c.misalign && !strings.Contains(err.Error(), "not a multiple of the copy's") {
			t.Errorf("%d bytes at %d (dynamic %v): %v", c.n, c.off, c.dyn, err)
		}
	}
}
