package reject

//kern:vectorize
func UsesComplex(x float64) float64 {
	c := complex(x, 1) // ERROR "K016"
	return real(c * c) // ERROR "K016"
}
