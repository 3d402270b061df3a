package main

import (
	"testing"

	"github.com/kernlab/kern"
	"github.com/kernlab/kern/nd"
)

// TestKernelsBlockFunctions: on CPU and Parallel the seed's kernels run
// through the block functions kern gen wrote (Where says so) and give
// the simulator's bits.
func TestKernelsBlockFunctions(t *testing.T) {
	arr := nd.Must(nd.Random[float32](7, 37, 21))
	type launch func(on kern.Target, a, out nd.Array[float32]) error
	kernels := map[string]struct {
		where func(on kern.Target) (kern.Target, *kern.Device, error)
		run   launch
	}{
		"doubled": {
			func(on kern.Target) (kern.Target, *kern.Device, error) { return doubled.Where(on, arr) },
			func(on kern.Target, a, _ nd.Array[float32]) error {
				return doubled.Launch(on, 1, kern.D2(16, 16), a)
			}},
		"doubled_auto_grid": {
			func(on kern.Target) (kern.Target, *kern.Device, error) { return doubledAutoGrid.Where(on, arr) },
			func(on kern.Target, a, _ nd.Array[float32]) error {
				grid, block := blockFor(a.Shape())
				return doubledAutoGrid.Launch(on, grid, block, a)
			}},
		"doubled_man_copy": {
			func(on kern.Target) (kern.Target, *kern.Device, error) { return doubledManCopy.Where(on, arr, arr) },
			func(on kern.Target, a, out nd.Array[float32]) error {
				grid, block := blockFor(a.Shape())
				return doubledManCopy.Launch(on, grid, block, a, out)
			}},
	}
	for name, k := range kernels {
		var ref []float32
		for _, on := range []kern.Target{kern.Sim, kern.CPU, kern.Parallel} {
			if got, _, err := k.where(on); err != nil || got != on {
				t.Errorf("%s: Where(%v) = %v, %v", name, on, got, err)
			}
			a, out := arr.Copy(nd.C), nd.ZerosLike(arr)
			if err := k.run(on, a, out); err != nil {
				t.Fatalf("%s on %v: %v", name, on, err)
			}
			got := append(a.ToSlice(), out.ToSlice()...)
			if on == kern.Sim {
				ref = got
				continue
			}
			for i := range got {
				if got[i] != ref[i] {
					t.Fatalf("%s on %v: element %d = %v, sim %v", name, on, i, got[i], ref[i])
				}
			}
		}
	}
}
