// Package cost holds three kernels of known relative cost, which the
// GPU profiling tests launch on every target: a profile must rank them
// in that order.
package cost

//go:generate go tool kern gen

import "github.com/kernlab/kern"

// CostUnit is the iterations of CostLow's loop; CostMid runs 16 times as
// many and CostHigh 256 times, so that a GPU profile of the three has a
// known order (the profiling tests).
const CostUnit = 8

// CostLow, CostMid and CostHigh each iterate x = x*0.5 + 1 on out[i],
// CostUnit, 16·CostUnit and 256·CostUnit times.
//
//kern:kernel
func CostLow(t *kern.Thread, out []float32) { spin(t, out, CostUnit) }

//kern:kernel
func CostMid(t *kern.Thread, out []float32) { spin(t, out, 16*CostUnit) }

//kern:kernel
func CostHigh(t *kern.Thread, out []float32) { spin(t, out, 256*CostUnit) }

func spin(t *kern.Thread, out []float32, n int) {
	i := t.Grid1()
	if i >= len(out) {
		return
	}
	x := out[i]
	for range n {
		x = x*0.5 + 1
	}
	out[i] = x
}
