package reject

import "unsafe"

func isNil(p unsafe.Pointer) bool { return p == nil } // ERROR "K016"

// Complex numbers compile now; unsafe.Pointer still has no GPU form.
//
//kern:vectorize
func UsesUnsafePointer(x float64) float64 {
	if isNil(nil) { // ERROR "K016"
		return x
	}
	return 0
}
