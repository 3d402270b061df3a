package reject

//kern:kernal // ERROR "K027"
func Misspelled(x float32) float32 { return x }

//kern:vectorize // ERROR "K027"
var notAFunction = 1
