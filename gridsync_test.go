package kern_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/kernlab/kern"
)

// rotate has each thread publish its value, wait for the whole grid, and
// read its neighbour's, which another block wrote: rounds times.
func rotate(t *kern.Thread, a, b []int32) {
	i, n := t.Grid1(), len(a)
	if i >= n {
		return // threads past the end leave; GridSync waits for the rest only
	}
	for range 3 {
		t.GridSync()
		b[i] = a[(i+1)%n]
		t.GridSync()
		a[i] = b[i]
	}
}

func TestGridSyncSim(t *testing.T) {
	k := kern.NewKernel2(rotate)
	const n = 8*64 - 5
	for _, on := range []any{kern.Sim, kern.CPU, kern.Parallel} {
		a, b := make([]int32, n), make([]int32, n)
		for i := range a {
			a[i] = int32(i)
		}
		if err := k.Launch(on, 8, 64, a, b, kern.CooperativeLaunch()); err != nil {
			t.Fatalf("%v: %v", on, err)
		}
		for i := range a {
			if w := int32((i + 3) % n); a[i] != w || b[i] != w {
				t.Fatalf("%v: a[%d], b[%d] = %d, %d; want %d", on, i, i, a[i], b[i], w)
			}
		}
	}
	a, b := make([]int32, n), make([]int32, n)
	if err := k.Launch(kern.Sim, 8, 64, a, b); err == nil || !strings.Contains(err.Error(), "CooperativeLaunch") {
		t.Errorf("GridSync without CooperativeLaunch: %v", err)
	}
	if err := k.Launch(kern.Sim, 1025, 64, a, b, kern.CooperativeLaunch()); !errors.Is(err, kern.ErrLaunchConfig) {
		t.Errorf("a grid over the simulator's limit: %v, want ErrLaunchConfig", err)
	}
	// A thread that fails releases the others from the grid barrier.
	bad := kern.NewKernel1(func(t *kern.Thread, a []int32) {
		if t.Grid1() == 100 {
			a[len(a)] = 1
		}
		t.GridSync()
	})
	if err := bad.Launch(kern.Sim, 4, 64, a, kern.CooperativeLaunch()); err == nil || !strings.Contains(err.Error(), "index out of range") {
		t.Errorf("a failing thread: %v", err)
	}
}
