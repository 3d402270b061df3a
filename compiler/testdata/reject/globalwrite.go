package reject

var counter int64

//kern:vectorize
func WritesGlobal(x int64) int64 {
	counter = x // ERROR "K014"
	return x
}
