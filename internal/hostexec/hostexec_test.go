package hostexec

import (
	"errors"
	"runtime"
	"sync/atomic"
	"testing"
	"unsafe"

	"github.com/kernlab/kern/driver"
	"github.com/kernlab/kern/nd"
	"github.com/kernlab/kern/ufunc"
)

// ParallelFor visits every index once; a panic stops it with an error
// wrapping driver.ErrKernelTrap.
func TestParallelFor(t *testing.T) {
	const n = 100003
	seen := make([]atomic.Int32, n)
	if err := ParallelFor("f", n, 1000, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			seen[i].Add(1)
		}
	}); err != nil {
		t.Fatal(err)
	}
	for i := range seen {
		if seen[i].Load() != 1 {
			t.Fatalf("index %d visited %d times", i, seen[i].Load())
		}
	}
	err := ParallelFor("f", n, 10, func(lo, hi int) {
		if lo <= 5000 && 5000 < hi {
			panic("boom")
		}
	})
	if !errors.Is(err, driver.ErrKernelTrap) {
		t.Errorf("a panicking body gave %v, want ErrKernelTrap", err)
	}
}

// A parallel reduction folds fixed chunks in order, so its float result
// does not depend on GOMAXPROCS (64 chunks and a ragged last one here);
// a serial one folds left to right.
func TestReduceOrderIsFixed(t *testing.T) {
	const n = 1<<20 + 12345
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i%1000) * 1.0e-3
	}
	add := func(k int, args []unsafe.Pointer, steps []int) {
		for i := range k {
			a := (*float32)(unsafe.Add(args[0], i*steps[0]))
			b := (*float32)(unsafe.Add(args[1], i*steps[1]))
			*(*float32)(unsafe.Add(args[2], i*steps[2])) = *a + *b
		}
	}
	f := Folder{Run: add, Size: 4}
	run := func(k Kind) float32 {
		p, err := ufunc.NewPlan([]int{n}, [][]int{{n}}, [][]int{{4}})
		if err != nil {
			t.Fatal(err)
		}
		var acc float32
		if err := Reduce(k, "sum", f, &p, unsafe.Pointer(&x[0]), unsafe.Pointer(&acc), false, nil); err != nil {
			t.Fatal(err)
		}
		return acc
	}
	var serial float32
	for _, v := range x {
		serial += v
	}
	if got := run(Serial); got != serial {
		t.Errorf("serial fold %v, want %v", got, serial)
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	runtime.GOMAXPROCS(1)
	one := run(Parallel)
	for _, procs := range []int{2, 3, 4} {
		runtime.GOMAXPROCS(procs)
		if got := run(Parallel); got != one {
			t.Errorf("parallel fold %v on %d procs, %v on 1", got, procs, one)
		}
	}
	// The chunked order: chunks of reduceChunkBytes, left to right, combined in order.
	chunk := reduceChunkBytes / 4
	var want float32
	for lo := 0; lo < n; lo += chunk {
		part := x[lo]
		for _, v := range x[lo+1 : min(lo+chunk, n)] {
			part += v
		}
		if lo == 0 {
			want = part
		} else {
			want += part
		}
	}
	if one != want {
		t.Errorf("parallel fold %v, want the chunked order's %v", one, want)
	}
	if v := LoadElem(nd.Float32, unsafe.Pointer(&want)); v != any(want) {
		t.Errorf("LoadElem = %v", v)
	}
}

// A parallel reduction of a strided 2-D view folds the same 64 KiB chunks
// of its C-order elements, whatever runs of chunks the workers take: rows
// of 1000 elements padded to 1003 put chunk edges mid-row, so a worker's
// run crosses rows and chunk edges.
func TestReduceParallelStridedRuns(t *testing.T) {
	const rows, cols, pitch = 2000, 1000, 1003
	buf := make([]float32, rows*pitch)
	var xs []float32 // the view's elements in C order
	for r := range rows {
		for c := range cols {
			v := float32((r*cols+c)%997) * 1.0e-3
			buf[r*pitch+c] = v
			xs = append(xs, v)
		}
	}
	add := func(k int, args []unsafe.Pointer, steps []int) {
		for i := range k {
			a := (*float32)(unsafe.Add(args[0], i*steps[0]))
			b := (*float32)(unsafe.Add(args[1], i*steps[1]))
			*(*float32)(unsafe.Add(args[2], i*steps[2])) = *a + *b
		}
	}
	chunk := reduceChunkBytes / 4
	var want float32
	for lo := 0; lo < len(xs); lo += chunk {
		part := xs[lo]
		for _, v := range xs[lo+1 : min(lo+chunk, len(xs))] {
			part += v
		}
		if lo == 0 {
			want = part
		} else {
			want += part
		}
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, procs := range []int{1, 2, 3, 7} {
		runtime.GOMAXPROCS(procs)
		p, err := ufunc.NewPlan([]int{rows, cols}, [][]int{{rows, cols}}, [][]int{{4 * pitch, 4}})
		if err != nil {
			t.Fatal(err)
		}
		var acc float32
		if err := Reduce(Parallel, "sum", Folder{Run: add, Size: 4}, &p, unsafe.Pointer(&buf[0]), unsafe.Pointer(&acc), false, nil); err != nil {
			t.Fatal(err)
		}
		if acc != want {
			t.Errorf("%d procs: parallel fold of the strided view %v, want the chunked order's %v", procs, acc, want)
		}
	}
}

// A Parallel call with a Queue runs nothing itself: its chunks run when
// the queue runs them, each once, small calls included.
func TestElementwiseQueued(t *testing.T) {
	for _, n := range []int{3, 1 << 16} {
		x, y := nd.Must(nd.Arange[float32](0, float64(n), 1)), nd.Must(nd.Zeros[float32](n))
		ops := []ufunc.Operand{ufunc.ArrayOperand(x), ufunc.ArrayOperand(y)}
		inc := func(k int, args []unsafe.Pointer, steps []int) {
			for i := range k {
				*(*float32)(unsafe.Add(args[1], i*steps[1])) = *(*float32)(unsafe.Add(args[0], i*steps[0])) + 1
			}
		}
		var queued func(int)
		chunks := 0
		q := func(c int, body func(int)) error { chunks, queued = c, body; return nil }
		if err := Elementwise(Parallel, "inc", inc, inc, []int{n}, ops, 4, Scratch{}, nil, q); err != nil {
			t.Fatal(err)
		}
		if queued == nil || y.At(n-1) != 0 {
			t.Fatalf("n=%d: the call ran (y[n-1] = %v) instead of queueing its chunks", n, y.At(n-1))
		}
		for c := range chunks {
			queued(c)
		}
		for i := range n {
			if v := y.At(i); v != float32(i)+1 {
				t.Fatalf("n=%d: y[%d] = %v after the queued chunks ran", n, i, v)
			}
		}
	}
}
