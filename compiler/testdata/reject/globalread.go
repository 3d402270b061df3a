package reject

var scale = computeScale()

func computeScale() float64 { return 2 }

//kern:vectorize
func ReadsComputedGlobal(x float64) float64 {
	return x * scale // ERROR "K015"
}
