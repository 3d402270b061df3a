package reject

import "github.com/kernlab/kern"

func addTo(p *float32, v float32) { *p += v } // ERROR "K011"

//kern:vectorize
func PassesPointer(x float32) float32 {
	y := x // ERROR "K010"
	addTo(&y, 1)
	return y
}

func tileSum(s *[64]float32) float32 { return s[0] + s[63] } // ERROR "K011: s[:]"

//kern:kernel
func SharedTileHelper(t *kern.Thread, out []float32) {
	s := kern.Shared[[64]float32](t)
	s[t.ThreadIdx().X] = 1
	t.SyncThreads()
	out[0] = tileSum(s)
}

// A shared slice kept in an array of slices, which holds global ones.
//
//kern:kernel
func SharedInSliceArray(t *kern.Thread, in, out []float32) {
	s := kern.Shared[[64]float32](t)
	var src [1][]float32
	src[0] = s[:] // ERROR "K011: points to shared memory"
	out[0] = src[0][0] + in[0]
}

type acc struct{ s, n float32 }

func bumpN(n *float32) { *n++ } // ERROR "K011"

//kern:kernel
func FieldAddress(t *kern.Thread, x []float32) {
	var a acc // ERROR "K010"
	bumpN(&a.n)
	x[0] = a.n
}
