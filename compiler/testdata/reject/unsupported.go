package reject

//kern:vectorize
func ComparesArrays(x float32) bool {
	a := [2]float32{x, 1}
	b := [2]float32{1, x}
	return a == b // ERROR "K036"
}
