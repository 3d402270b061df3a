package reject

//kern:vectorize
func UsesMap(x int32) int32 {
	m := map[int32]int32{} // ERROR "K001"
	return m[x]            // ERROR "K001"
}
