package reject

//kern:vectorize
func UsesNew(x int32) int32 {
	p := new(int32) // ERROR "K010"
	*p = x
	return *p
}
