package nbcuda

import "github.com/kernlab/kern"

// test_cooperative_groups.py's kernels. numba's cuda.cg.this_grid() is
// the thread itself in kern, and g.sync() is t.GridSync(); numba makes a
// launch cooperative when the kernel syncs the grid, kern asks for
// kern.CooperativeLaunch(). Not ported: this_grid without a sync (there
// is no grid object to take), the cooperative flag and cudadevrt linking
// of numba's overloads (kern links no device runtime: the grid barrier is
// kern's own code), and declare_device with use_cooperative (kern links
// no foreign code).

// SyncGroup is sync_group.
//
//kern:kernel
func SyncGroup(t *kern.Thread, a []float64) {
	t.GridSync()
	a[0] = 1
}

// NoSync is no_sync.
//
//kern:kernel
func NoSync(t *kern.Thread, a []float64) {
	a[0] = float64(t.Grid1())
}

// SequentialRows is sequential_rows: row r of m is built from row r-1,
// read mirrored, by other blocks' threads, after a grid-wide barrier.
//
//kern:kernel
func SequentialRows(t *kern.Thread, m kern.Array2[int32]) {
	col := t.Grid1()
	rows, cols := m.Dim(0), m.Dim(1)
	for row := 1; row < rows; row++ {
		opposite := cols - col - 1
		m.Set(row, col, m.At(row-1, opposite)+1)
		t.GridSync()
	}
}
