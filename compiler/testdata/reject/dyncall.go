package reject

func twice(x float64) float64 { return 2 * x }

//kern:vectorize
func FuncValue(x float64) float64 {
	f := twice // ERROR "K035"
	if x > 0 {
		f = nil
	}
	return f(x) // ERROR "K035"
}
