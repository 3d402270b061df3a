package nbcuda

import (
	"math"

	"github.com/kernlab/kern"
)

// test_matmul.py's, test_montecarlo.py's and test_freevar.py's kernels
// (numba's global constants and free variables are Go constants).
// test_globals.py's kernels, simple_smem and coop_smem2d, are
// test_sync.py's too: SimpleSmem and CoopSmem2D in sync.go.

// numba's simulator sizes (bpg, tpb = 2, 8 there; 50, 32 on a GPU) made
// to fit the emulators: 4 blocks of 16×16 a side.
const (
	MatBPG = 4
	MatTPB = 16
	MatN   = MatBPG * MatTPB
)

// SquareMatrixMul is cu_square_matrix_mul: C = A·B for MatN×MatN float32
// row-major matrices, staged through two shared tiles.
//
//kern:kernel
func SquareMatrixMul(t *kern.Thread, a, b, c kern.Array2[float32]) {
	sA := kern.Shared[[MatTPB][MatTPB]float32](t)
	sB := kern.Shared[[MatTPB][MatTPB]float32](t)
	tx, ty := t.ThreadIdx().X, t.ThreadIdx().Y
	bx, by := t.BlockIdx().X, t.BlockIdx().Y
	bw, bh := t.BlockDim().X, t.BlockDim().Y
	x := tx + bx*bw
	y := ty + by*bh
	var acc float32
	for i := range MatBPG {
		if x < MatN && y < MatN {
			sA[ty][tx] = a.At(y, tx+i*MatTPB)
			sB[ty][tx] = b.At(ty+i*MatTPB, x)
		}
		t.SyncThreads()
		if x < MatN && y < MatN {
			for j := range MatTPB {
				acc += sA[ty][j] * sB[j][tx]
			}
		}
		t.SyncThreads()
	}
	if x < MatN && y < MatN {
		c.Set(y, x, acc)
	}
}

// MonteCarloStep is test_montecarlo.py's step (numba only compiles it).
//
//kern:kernel
func MonteCarloStep(t *kern.Thread, last, paths []float64, dt, c0, c1 float64, normdist []float64) {
	i := t.Grid1()
	if i >= len(paths) {
		return
	}
	noise := normdist[i]
	paths[i] = last[i] * math.Exp(c0*dt+c1*noise)
}

// FreeVarSize is test_freevar.py's size, a free variable of the kernel
// there.
const FreeVarSize = 1024

// FreeVar is foo with a shared array of FreeVarSize float32s; numba's
// kernel reads the array before anything writes it (it only checks that
// the kernel compiles), so thread i stores A[i]+1 there first.
//
//kern:kernel
func FreeVar(t *kern.Thread, a []float32, i int) {
	sdata := kern.Shared[[FreeVarSize]float32](t)
	if t.ThreadIdx().X == 0 {
		sdata[i] = a[i] + 1
	}
	t.SyncThreads()
	a[i] = sdata[i]
}
