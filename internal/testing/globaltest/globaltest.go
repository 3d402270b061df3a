// Package globaltest holds a kernel that reads a package-level table,
// which its GPU code holds as constant data. The table is exported, so
// that a test in another package can write it where kern gen cannot see
// (K015 sees only this package's code): the root package's tests check
// that the GPU then refuses to run with the old value.
package globaltest

//go:generate go tool kern gen

import "github.com/kernlab/kern"

// Prices is numba-cuda's test_globals table.
var Prices = [5]float64{10, 25, 5, 15, 30}

// TaxRate is a constant: GPU code holds it as Go does.
const TaxRate = 0.08

// ComputeTotals is numba-cuda's compute_totals.
//
//kern:kernel
func ComputeTotals(t *kern.Thread, quantities, totals []float64) {
	if i := t.Grid1(); i < len(totals) {
		totals[i] = quantities[i] * Prices[i] * (1 + TaxRate)
	}
}
