package reject

var sink *[4]float32

//kern:vectorize
func EscapingLiteral(x float32) float32 {
	a := [4]float32{x, x, x, x} // ERROR "K010"
	sink = &a                   // ERROR "K014"
	return a[1]
}

func sum4(s []float32) float32 { return s[0] + s[3] }

func ident(s []float32) []float32 { return s } // ERROR "K011"

func viaIdent(s []float32) float32 { return ident(s)[1] }

// A slice of a local array may be indexed, resliced, measured, passed to
// copy and to device functions that do the same; one that returns it
// lets it out of their sight.
//
//kern:vectorize
func LocalSliceReturned(x float32) float32 {
	var a [4]float32 // ERROR "K010: variable a escapes: a slice of it may only be indexed, resliced, measured (len, cap), passed to copy, or passed to device functions that do the same (not returned"
	a[0] = x
	return sum4(a[:]) + viaIdent(a[:])
}

type holder struct{ s []float32 }

func stash(s []float32) float32 {
	var h holder
	h.s = s
	return h.s[2]
}

//kern:vectorize
func LocalSliceStored(x float32) float32 {
	var a [4]float32 // ERROR "K010: variable a escapes"
	a[2] = x
	return stash(a[:])
}
