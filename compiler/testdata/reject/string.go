package reject

//kern:vectorize
func UsesString(x int32) int32 {
	s := "abc"
	return int32(s[x]) // ERROR "K002"
}
