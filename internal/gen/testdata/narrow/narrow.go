// Package narrow holds ufunc cores written as Go must write float32 math:
// widened to float64 and rounded back. The narrow pass compiles each to
// the float32 operation (gen's TestNarrowedCode checks the PTX and LLVM).
package narrow

import "math"

//kern:vectorize
func Add32(a, b float32) float32 { return float32(float64(a) + float64(b)) }

//kern:vectorize
func Sub32(a, b float32) float32 { return float32(float64(a) - float64(b)) }

//kern:vectorize
func Mul32(a, b float32) float32 { return float32(float64(a) * float64(b)) }

//kern:vectorize
func Div32(a, b float32) float32 { return float32(float64(a) / float64(b)) }

// Third divides by a constant that float32 represents exactly.
//
//kern:vectorize
func Third(a float32) float32 { return float32(float64(a) / 3) }

//kern:vectorize
func Sqrt32(a float32) float32 { return float32(math.Sqrt(float64(a))) }
