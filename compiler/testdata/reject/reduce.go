package reject

//kern:reduce
func ReduceBad(a float32, b float64) float32 { return a + float32(b) } // ERROR "K025"
