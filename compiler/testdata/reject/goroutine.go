package reject

func work() {}

//kern:vectorize
func UsesGo(x float64) float64 {
	go work() // ERROR "K005"
	return x
}
