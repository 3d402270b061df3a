package reject

func noop() {}

//kern:vectorize
func UsesDefer(x float64) float64 {
	defer noop() // ERROR "K008"
	return x
}
