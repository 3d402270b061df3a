// Package bad has marked functions kern gen must reject.
package bad

// Lookup uses a map.
//
//kern:vectorize
func Lookup(x int32) int32 {
	m := map[int32]int32{1: 2}
	return m[x]
}

// Fine compiles, but the package still has an error, so nothing is written.
//
//kern:vectorize
func Fine(x float32) float32 { return x + 1 }
