package reject

//kern:vectorize
func UsesMake(n int) int {
	s := make([]int, 4) // ERROR "K010"
	return s[n&3]
}
