//go:build !amd64 && !arm64

package half

// No vector loops on this architecture: the Go loops do everything.

func f32sToF16sVec(dst []Float16, src []uint32) int      { return 0 }
func f16sToF32sVec(dst []uint32, src []Float16) int      { return 0 }
func f32sToBF16sVec(dst []BFloat16, src []uint32) int    { return 0 }
func bf16sToF32sVec(dst []uint32, src []BFloat16) int    { return 0 }
func f16sToF64sVec(dst []float64, src []Float16) int     { return 0 }
func bf16sToF64sVec(dst []float64, src []BFloat16) int   { return 0 }
func e4m3sToF32sVec(dst []uint32, src []Float8E4M3) int  { return 0 }
func e5m2sToF32sVec(dst []uint32, src []Float8E5M2) int  { return 0 }
func e4m3sToF64sVec(dst []float64, src []Float8E4M3) int { return 0 }
func e5m2sToF64sVec(dst []float64, src []Float8E5M2) int { return 0 }
func f64sToF16sVec(dst []Float16, src []uint64) int      { return 0 }
func f64sToBF16sVec(dst []BFloat16, src []uint64) int    { return 0 }
func f32sToE4M3sVec(dst []Float8E4M3, src []uint32) int  { return 0 }
func f32sToE5M2sVec(dst []Float8E5M2, src []uint32) int  { return 0 }
func f64sToE4M3sVec(dst []Float8E4M3, src []uint64) int  { return 0 }
func f64sToE5M2sVec(dst []Float8E5M2, src []uint64) int  { return 0 }
