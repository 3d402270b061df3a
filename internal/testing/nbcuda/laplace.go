package nbcuda

import (
	"math"

	"github.com/kernlab/kern"
)

// test_laplace.py's and test_blackscholes.py's kernels.

// LaplaceTPB is test_laplace's tpb: blocks of 16×16.
const LaplaceTPB = 16

func getMax(a, b float64) float64 {
	if a > b {
		return a
	}
	return b
}

// JacobiRelaxCore is jocabi_relax_core: one Jacobi sweep of a into anew
// and each block's largest change, max-reduced in shared memory, into
// errGrid[by, bx].
//
//kern:kernel
func JacobiRelaxCore(t *kern.Thread, a, anew, errGrid kern.Array2[float64]) {
	errSm := kern.Shared[[LaplaceTPB][LaplaceTPB]float64](t)
	ty, tx := t.ThreadIdx().X, t.ThreadIdx().Y
	bx, by := t.BlockIdx().X, t.BlockIdx().Y
	n, m := a.Dim(0), a.Dim(1)
	i, j := t.Grid2()
	errSm[ty][tx] = 0
	if j >= 1 && j < n-1 && i >= 1 && i < m-1 {
		anew.Set(j, i, 0.25*(a.At(j, i+1)+a.At(j, i-1)+a.At(j-1, i)+a.At(j+1, i)))
		errSm[ty][tx] = anew.At(j, i) - a.At(j, i)
	}
	t.SyncThreads()
	// max-reduce err_sm vertically
	for s := LaplaceTPB / 2; s > 0; s /= 2 {
		if ty < s {
			errSm[ty][tx] = getMax(errSm[ty][tx], errSm[ty+s][tx])
		}
		t.SyncThreads()
	}
	// max-reduce err_sm horizontally
	for s := LaplaceTPB / 2; s > 0; s /= 2 {
		if tx < s && ty == 0 {
			errSm[ty][tx] = getMax(errSm[ty][tx], errSm[ty][tx+s])
		}
		t.SyncThreads()
	}
	if tx == 0 && ty == 0 {
		errGrid.Set(by, bx, errSm[0][0])
	}
}

const (
	bsA1       = 0.31938153
	bsA2       = -0.356563782
	bsA3       = 1.781477937
	bsA4       = -1.821255978
	bsA5       = 1.330274429
	bsRsqrt2pi = 0.39894228040143267793994605993438
)

// CND is cnd_cuda, the cumulative normal distribution's polynomial
// approximation (exported: the test's plain Go calls it too).
func CND(d float64) float64 {
	k := 1.0 / (1.0 + 0.2316419*math.Abs(d))
	ret := bsRsqrt2pi * math.Exp(-0.5*d*d) * (k * (bsA1 + k*(bsA2+k*(bsA3+k*(bsA4+k*bsA5)))))
	if d > 0 {
		ret = 1.0 - ret
	}
	return ret
}

// BlackScholes is black_scholes_cuda.
//
//kern:kernel
func BlackScholes(t *kern.Thread, callResult, putResult, s, x, tt []float64, r, v float64) {
	i := t.ThreadIdx().X + t.BlockIdx().X*t.BlockDim().X
	if i >= len(s) {
		return
	}
	sqrtT := math.Sqrt(tt[i])
	d1 := (math.Log(s[i]/x[i]) + (r+0.5*v*v)*tt[i]) / (v * sqrtT)
	d2 := d1 - v*sqrtT
	cndd1 := CND(d1)
	cndd2 := CND(d2)
	expRT := math.Exp((-1.0 * r) * tt[i])
	callResult[i] = s[i]*cndd1 - x[i]*expRT*cndd2
	putResult[i] = x[i]*expRT*(1.0-cndd2) - s[i]*(1.0-cndd1)
}
