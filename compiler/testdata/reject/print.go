package reject

import (
	"fmt"

	"github.com/kernlab/kern"
)

// Printing other than with kern.Printf, and kern.Printf calls the GPU
// cannot format from its table.

//kern:kernel
func PrintBuiltin(t *kern.Thread, out []float32) {
	println(out[0]) // ERROR "K036"
}

//kern:kernel
func PrintFmt(t *kern.Thread, out []float32) {
	fmt.Printf("%v\n", out[0]) // ERROR "K013"
}

//kern:kernel
func PrintDynFormat(t *kern.Thread, out []float32, i int) {
	format := "%v\n" // ERROR "K002"
	if i > 0 {
		format = "%g\n"
	}
	kern.Printf(t, format, out[0]) // ERROR "K039" "K002"
}

//kern:kernel
func PrintSliceArg(t *kern.Thread, out []float32) {
	kern.Printf(t, "%v\n", out) // ERROR "K039"
}

type celsius float32

func (c celsius) String() string { return "warm" }

//kern:kernel
func PrintMethodArg(t *kern.Thread, out []float32) {
	kern.Printf(t, "%v\n", celsius(out[0])) // ERROR "K039"
}
