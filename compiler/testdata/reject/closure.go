package reject

//kern:vectorize
func UsesClosure(x float64) float64 {
	k := x * 2
	f := func(y float64) float64 { return y * k } // ERROR "K004"
	return f(x)
}
