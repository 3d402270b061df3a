package simt

import (
	"slices"
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
