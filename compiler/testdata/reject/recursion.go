package reject

func fact(n int64) int64 {
	if n <= 1 {
		return 1
	}
	return n * fact(n-1) // ERROR "K012"
}

//kern:vectorize
func Recursive(n int64) int64 { return fact(n) }
