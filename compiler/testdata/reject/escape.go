package reject

var sink *[4]float32

//kern:vectorize
func EscapingLiteral(x float32) float32 {
	a := [4]float32{x, x, x, x} // ERROR "K010"
	sink = &a                   // ERROR "K014"
	return a[1]
}

func sum4(s []float32) float32 { return s[0] + s[3] }

// A slice of a local array may be indexed, resliced, measured and passed
// to copy; passed to a function, the array escapes.
//
//kern:vectorize
func LocalSlicePassed(x float32) float32 {
	var a [4]float32 // ERROR "K010: a slice of it may only be indexed"
	a[0] = x
	return sum4(a[:])
}
