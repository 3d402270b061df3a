package nbcuda

import "github.com/kernlab/kern"

// test_print.py's kernels. Python's print(a, b) is kern.Printf with a
// verb per value and the spaces and newline written out: %v prints a
// float as Go's shortest decimal (34.75), numba's CUDA print %f-like
// (34.750000; numba accepts both). Not expressible: tuples (Go has none:
// print the elements), print(cuda.threadIdx) as Python's (x, y, z) tuple
// text (written with a format here).

// Cuhello is cuhello.
//
//kern:kernel
func Cuhello(t *kern.Thread) {
	i := t.Grid1()
	kern.Printf(t, "%v %v\n", i, 999)
	kern.Printf(t, "%v\n", -42)
}

// PrintFloat is printfloat.
//
//kern:kernel
func PrintFloat(t *kern.Thread) {
	i := t.Grid1()
	kern.Printf(t, "%v %v %v %v\n", i, 23, 34.75, 321)
}

// PrintBool is printbool: Python's True and False.
//
//kern:kernel
func PrintBool(t *kern.Thread, x int) {
	kern.Printf(t, "%s\n", "True")
	kern.Printf(t, "%s\n", "False")
	if x == 0 {
		kern.Printf(t, "True\n")
	} else {
		kern.Printf(t, "False\n")
	}
}

// PrintBoolGo is printbool with Go's bool text.
//
//kern:kernel
func PrintBoolGo(t *kern.Thread, x int) {
	kern.Printf(t, "%v %v %v\n", true, false, x == 0)
}

// PrintString is printstring.
//
//kern:kernel
func PrintString(t *kern.Thread) {
	kern.Printf(t, "%v %s %v\n", t.Grid1(), "hop!", 999)
}

// PrintDim3 is printdim3.
//
//kern:kernel
func PrintDim3(t *kern.Thread) {
	ti := t.ThreadIdx()
	kern.Printf(t, "(%d, %d, %d)\n", ti.X, ti.Y, ti.Z)
}

// PrintEmpty is printempty: print() is an empty line.
//
//kern:kernel
func PrintEmpty(t *kern.Thread) {
	kern.Printf(t, "\n")
}

// PrintTooMany is print_too_many: 33 values in one call (numba prints
// the first 32 and warns; kern prints them all).
//
//kern:kernel
func PrintTooMany(t *kern.Thread, r []int64) {
	kern.Printf(t, "%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",
		r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10],
		r[11], r[12], r[13], r[14], r[15], r[16], r[17], r[18], r[19], r[20],
		r[21], r[22], r[23], r[24], r[25], r[26], r[27], r[28], r[29], r[30],
		r[31], r[32])
}

// PrintBFloat16 is print_bfloat16.
//
//kern:kernel
func PrintBFloat16(t *kern.Thread) {
	a := kern.ToBFloat16(0.9375)
	kern.Printf(t, "%v %v %v\n", a, a, a)
}

// PrintTuple is print_tuple of (1, 2, 3, 4, 5) and of the nested
// (1, ((2, 4), 3.0), (4,), 5), their elements passed one by one.
//
//kern:kernel
func PrintTuple(t *kern.Thread, a, b, c, d, e int64, f float64) {
	kern.Printf(t, "(%d, %d, %d, %d, %d)\n", a, b, c, d, e)
	kern.Printf(t, "(%d, ((%d, %d), %.1f), (%d,), %d)\n", a, b, d, f, d, e)
}
