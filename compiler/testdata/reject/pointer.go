package reject

func addTo(p *float32, v float32) { *p += v } // ERROR "K011"

//kern:vectorize
func PassesPointer(x float32) float32 {
	y := x // ERROR "K010"
	addTo(&y, 1)
	return y
}
