package reject

//kern:vectorize
func UsesMake(n int) int {
	s := make([]int, 4) // ERROR "K010"
	return s[n&3]
}

//kern:vectorize
func UsesSliceLit(n int) int32 {
	s := []int32{1, 2, 3, 4} // ERROR "K010"
	return s[n&3]
}
