package reject

//kern:vectorize
func Prints(x float32) float32 {
	println(x) // ERROR "K036"
	return x
}
