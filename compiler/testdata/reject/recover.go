package reject

//kern:vectorize
func UsesRecover(x float64) float64 {
	if recover() != nil { // ERROR "K009" "K003"
		return 0
	}
	return x
}
