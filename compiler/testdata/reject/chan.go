package reject

//kern:vectorize
func UsesChan(x int32) int32 {
	c := make(chan int32, 1) // ERROR "K006"
	c <- x                   // ERROR "K006"
	return x
}
