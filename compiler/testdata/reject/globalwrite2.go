package reject

import "github.com/kernlab/kern"

var gain = [4]float32{1, 2, 3, 4}

func init() { gain[2] = 7 }

var offsets = [2]float32{1, 2}

// SetOffsets writes the table at run time.
func SetOffsets(o []float32) { copy(offsets[:], o) }

// ReadsWrittenTables reads package-level arrays that other code writes:
// kernels would see only their initial values.
//
//kern:kernel
func ReadsWrittenTables(t *kern.Thread, out []float32) {
	out[0] = gain[2]    // ERROR "K015"
	out[1] = offsets[1] // ERROR "K015"
}
