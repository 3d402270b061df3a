package reject

import "github.com/kernlab/kern"

//kern:kernel
func StringParam(t *kern.Thread, s string) {} // ERROR "K038"

type body struct{ X, Y, Z, M float32 }

//kern:kernel
func StructSliceParam(t *kern.Thread, b []body) {} // ERROR "K038: structure of arrays"

//kern:kernel
func BoolSliceParam(t *kern.Thread, m []bool) {} // ERROR "K038: as a []uint8"

//kern:kernel
func ArraySliceParam(t *kern.Thread, m [][4]float32) {} // ERROR "K038"

//kern:kernel
func GenericSliceParam[T float32 | kern.Float16](t *kern.Thread, m []T) {}
