package reject

//kern:vectorize
func VectorizeSlice(x []float32) float32 { return x[0] } // ERROR "K020"

//kern:vectorize
func VectorizeTwoResults(x float32) (float32, float32) { return x, x } // ERROR "K020"

//kern:vectorize
func VectorizeArray(x [2]complex128) complex128 { return x[0] } // ERROR "K020"
