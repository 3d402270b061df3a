package reject

var sink *[4]float32

//kern:vectorize
func EscapingLiteral(x float32) float32 {
	a := [4]float32{x, x, x, x} // ERROR "K010"
	sink = &a                   // ERROR "K014"
	return a[1]
}
