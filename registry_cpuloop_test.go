package kern_test

import (
	"testing"
	"unsafe"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

func plusOne(x float32) float32 { return x + 1 }

// The CPU targets run the loop `kern gen` generated for a function (its core
// inlined) instead of the closure Loop1 builds. The registered loop here
// adds 2 where the Go function adds 1, so the result shows which ran.
func TestCPUTargetsPreferGeneratedLoop(t *testing.T) {
	loop := kern.Loop1(plusOne)
	calls := 0
	gen := func(n int, args []unsafe.Pointer, steps []int) {
		calls++
		for i := range n {
			x := *(*float32)(unsafe.Add(args[0], i*steps[0]))
			*(*float32)(unsafe.Add(args[1], i*steps[1])) = x + 2
		}
	}
	kern.RegisterGenerated(&kern.GenPackage{
		Path:  "github.com/kernlab/kern_test",
		Funcs: []kern.GenFunc{{ID: loop.ID, Kind: kern.GenVectorize, CPU: gen}},
	})
	u := kern.Vectorize("plusOne", loop)
	for _, target := range []kern.Target{kern.CPU, kern.Parallel} {
		calls = 0
		x := nd.Must(nd.Arange[float32](0, 100, 1))
		y, err := kern.As[float32](u.Call(target, x))
		if err != nil {
			t.Fatalf("%v: %v", target, err)
		}
		for i := range 100 {
			if got := y.At(i); got != float32(i)+2 {
				t.Fatalf("%v: y[%d] = %v, want %v from the generated loop", target, i, got, float32(i)+2)
			}
		}
		if calls == 0 {
			t.Fatalf("%v: generated loop never called", target)
		}
	}
}

func sumI64(a, b int64) int64 { return a + b }

// Reduce on the CPU targets folds with the fold `kern gen` wrote for a
// reduce core. The registered fold adds 1000 per element where the Go
// function adds the element, so the result shows which ran.
func TestReduceUsesGeneratedFold(t *testing.T) {
	loop := kern.Loop2(sumI64)
	fold := func(acc unsafe.Pointer, n int, x unsafe.Pointer, step int) {
		*(*int64)(acc) += int64(1000 * n)
	}
	kern.RegisterGenerated(&kern.GenPackage{
		Path:  "github.com/kernlab/kern_test/fold", // any path: lookups go by identity
		Funcs: []kern.GenFunc{{ID: loop.ID, Kind: kern.GenReduce, Fold: fold}},
	})
	r := kern.Reduce("sum", loop)
	x := nd.Must(nd.Arange[int64](0, 10, 1))
	got, err := kern.Value[int64](r.Call(kern.CPU, x, kern.Init(int64(0))))
	if err != nil {
		t.Fatal(err)
	}
	if got != 10*1000 {
		t.Fatalf("sum = %d, want %d from the generated fold", got, 10*1000)
	}
}
