package nbcuda

import "github.com/kernlab/kern"

// test_transpose.py's kernel: numba.cuda.kernels.transpose, the tiled
// transpose through shared memory, for the element types the test uses
// (float64, complex128, bool and a record). Its arrays are row-major
// slices with their shapes: a kern.Array2 holds numbers only.

// TransposeTile is the tile's side; blocks are TransposeTile².
const TransposeTile = 16

// Transpose writes the cols×rows transpose of the rows×cols in to out.
//
//kern:kernel
func Transpose[T float64 | complex128 | bool](t *kern.Thread, in []T, rows, cols int, out []T) {
	transpose(t, in, rows, cols, out)
}

// TransposeRecord is Transpose of records: a generic kernel's type
// parameter takes basic types only (K026), a generic device function
// takes any.
//
//kern:kernel
func TransposeRecord(t *kern.Thread, in []RecordWith2DArray, rows, cols int, out []RecordWith2DArray) {
	transpose(t, in, rows, cols, out)
}

func transpose[T any](t *kern.Thread, in []T, rows, cols int, out []T) {
	tile := kern.Shared[[TransposeTile][TransposeTile + 1]T](t)
	tx, ty := t.ThreadIdx().X, t.ThreadIdx().Y
	bx, by := t.BlockIdx().X*TransposeTile, t.BlockIdx().Y*TransposeTile
	if x, y := bx+tx, by+ty; y < rows && x < cols {
		tile[ty][tx] = in[y*cols+x]
	}
	t.SyncThreads()
	// out[c, r] = in[r, c]: the block's tile, read by column.
	if r, c := by+tx, bx+ty; c < cols && r < rows {
		out[c*rows+r] = tile[tx][ty]
	}
}
