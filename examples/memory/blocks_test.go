package main

import (
	"testing"

	"github.com/kernlab/kern"
)

// TestMemoryBlockFunctions: on CPU and Parallel ReverseGroups (a barrier
// between shared-memory writes and reads) and Scale run through the block
// functions kern gen wrote (Where says so) and give the simulator's bits,
// also for a partial last group.
func TestMemoryBlockFunctions(t *testing.T) {
	for _, n := range []int{1, 64, 200, 1000} {
		var ref []float32
		for _, on := range []kern.Target{kern.Sim, kern.CPU, kern.Parallel} {
			a := make([]float32, n)
			for i := range a {
				a[i] = float32(i*i%97) / 7
			}
			for _, w := range []func() (kern.Target, *kern.Device, error){
				func() (kern.Target, *kern.Device, error) { return reverseGroups.Where(on, a) },
				func() (kern.Target, *kern.Device, error) { return scale.Where(on, a, float32(3)) },
			} {
				if got, _, err := w(); err != nil || got != on {
					t.Errorf("Where(%v) = %v, %v", on, got, err)
				}
			}
			if err := scale.Launch(on, groups(n), GroupSize, a, float32(1.5)); err != nil {
				t.Fatal(err)
			}
			if err := reverseGroups.Launch(on, groups(n), GroupSize, a); err != nil {
				t.Fatal(err)
			}
			if on == kern.Sim {
				ref = a
				continue
			}
			if err := equal(a, ref); err != nil {
				t.Fatalf("n=%d on %v: %v (sim's bits)", n, on, err)
			}
		}
	}
}
