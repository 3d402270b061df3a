// Package rounddigits calls kern.RoundDigits from a kernel, a device
// function and a ufunc core, for kern ir (TestIRRoundDigitsNotContracted).
package rounddigits

import "github.com/kernlab/kern"

//kern:kernel
func Round(t *kern.Thread, x []float64, nd []int32, y []float32) {
	if i := t.Grid1(); i < len(x) {
		x[i] = kern.RoundDigits(x[i], int(nd[i]))
		y[i] = round32(y[i], nd[i])
	}
}

func round32(x float32, nd int32) float32 { return kern.RoundDigits(x, int(nd)) }

//kern:vectorize
func Cents[T float32 | float64](x T) T { return kern.RoundDigits(x, 2) }
