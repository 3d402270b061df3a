package gputest

import "github.com/kernlab/kern"

// GridRotate rotates a left by one, rounds times, across the whole grid:
// each thread reads its right neighbour (which another block may own),
// the grid synchronizes, the thread writes, the grid synchronizes again
// (the second barrier in a device function). Every thread reaches every
// barrier, as a GPU's grid barrier requires. Launched cooperatively with
// at least len(a) threads, it leaves a[i] = old a[(i+rounds) % len(a)].
//
//kern:kernel
func GridRotate(t *kern.Thread, a []int64, rounds int) {
	i, n := t.Grid1(), len(a)
	for range rounds {
		var v int64
		if i < n {
			v = a[(i+1)%n]
		}
		t.GridSync()
		if i < n {
			a[i] = v
		}
		gridBarrier(t)
	}
}

func gridBarrier(t *kern.Thread) { t.GridSync() }
