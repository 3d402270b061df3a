package reject

import "strconv"

//kern:vectorize
func CallsForeign(x int) int {
	return len(strconv.Itoa(x)) // ERROR "K013" "K002"
}
